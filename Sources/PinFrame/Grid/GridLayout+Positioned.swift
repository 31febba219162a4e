// A grid's `.absolute` items: out of auto placement and track sizing, placed once the
// tracks are, in the area their lines name or the grid's padding box.

/// Where a grid's lines are, in the container: the content box `box`, the tracks' sizes
/// and starts from the box's start, columns from the right when `rightToLeft`.
struct GridTrackEdges {
    let columns: [Double]
    let columnStarts: [Double]
    let rows: [Double]
    let rowStarts: [Double]
    let box: Rect
    let rightToLeft: Bool

    /// The container coordinate of column line `index` (0: the first track's start), nil
    /// past the tracks.
    func columnLine(_ index: Int) -> Double? {
        guard let offset = Self.line(index, sizes: columns, starts: columnStarts) else { return nil }
        return rightToLeft ? box.x + box.width - offset : box.x + offset
    }

    /// The container coordinate of row line `index`, nil past the tracks.
    func rowLine(_ index: Int) -> Double? {
        Self.line(index, sizes: rows, starts: rowStarts).map { box.y + $0 }
    }

    /// Line `index`'s offset from the box's start: a track's start, or the last track's end.
    private static func line(_ index: Int, sizes: [Double], starts: [Double]) -> Double? {
        guard index >= 0, index <= sizes.count, !sizes.isEmpty else { return nil }
        return index < sizes.count ? starts[index] : starts[sizes.count - 1] + sizes[sizes.count - 1]
    }
}

extension GridLayout {
    /// The rect of `.absolute` item `index` in the container, unrounded: its containing
    /// block is the area between the lines it names, an edge whose line is auto (or past the
    /// grid's tracks) at the padding box's edge; sized and placed there by its offsets, and
    /// on an axis with neither offset by its alignment in the block (`stretch` as the start).
    func positionedRect(of index: Int, _ tracks: GridTrackEdges, padding: EdgeInsets, containerSize: Size) -> Rect {
        let item = items[index]
        let paddingBox = Rect(
            x: tracks.box.x - padding.left, y: tracks.box.y - padding.top, width: containerSize.width,
            height: containerSize.height)
        // Each edge: the line it names, else the padding box's.
        func edges(_ start: GridLine, _ end: GridLine, explicit: Int, before: Int, line: (Int) -> Double?)
            -> (Double?, Double?)
        {
            guard
                case .definite(let first, let last) = GridAxisPosition(start: start, end: end, explicitTracks: explicit)
            else { return (nil, nil) }
            // A side written auto is the padding edge even when the other side's line is set.
            let startLine = start.isAuto ? nil : line(first + before)
            let endLine = end.isAuto ? nil : line(last + before)
            return (startLine, endLine)
        }
        let (columnA, columnB) = edges(
            item.columnStart, item.columnEnd, explicit: grid.columns.count, before: placement.columnsBefore,
            line: tracks.columnLine)
        var left = paddingBox.x
        var right = paddingBox.x + paddingBox.width
        if tracks.rightToLeft {
            if let columnA { right = columnA }
            if let columnB { left = columnB }
        } else {
            if let columnA { left = columnA }
            if let columnB { right = columnB }
        }
        let (rowA, rowB) = edges(
            item.rowStart, item.rowEnd, explicit: grid.rows.count, before: placement.rowsBefore, line: tracks.rowLine)
        let top = rowA ?? paddingBox.y
        let bottom = rowB ?? paddingBox.y + paddingBox.height
        let block = Rect(x: left, y: top, width: Swift.max(0, right - left), height: Swift.max(0, bottom - top))
        var across = PositionedAxis(horizontalOf: item, margin: item.margin, in: block.width)
        var down = PositionedAxis(verticalOf: item, margin: item.margin, in: block.height)
        // Between two offsets it is aligned by its own alignment, else stretched (the grid's
        // does not apply: CSS's `justify-self: auto` is `normal` on an absolute box).
        (across.alignment, across.startIsEnd) = (item.horizontalAlignment ?? .stretch, tracks.rightToLeft)
        down.alignment = item.verticalAlignment ?? .stretch
        let size = positionedSize(of: item, across, down, measures: measuring && item.measuresContent) {
            ask(index, $0)
        }
        // As the only item of the block: its alignment there, from the right when the
        // columns run that way.
        func aligned(_ alignment: StackAlignment, free: Double) -> Double {
            switch alignment {
            case .start, .stretch: 0
            case .center: free / 2
            case .end: free
            }
        }
        let freeWidth = block.width - size.width - across.margins
        var staticX = aligned(horizontalAlignment(of: index), free: freeWidth)
        staticX =
            tracks.rightToLeft ? block.width - across.marginEnd - size.width - staticX : staticX + across.marginStart
        let staticY =
            aligned(verticalAlignment(of: index), free: block.height - size.height - down.margins) + down.marginStart
        let x = across.origin(length: size.width, endWins: tracks.rightToLeft, staticStart: staticX)
        let y = down.origin(length: size.height, endWins: false, staticStart: staticY)
        return Rect(x: block.x + x, y: block.y + y, width: size.width, height: size.height)
    }
}
