// A grid in a container: its items placed, its columns sized from the items' widths, its
// rows from their heights at those columns' widths (height for width), then each item set
// in its area by its alignment, right to left mirrored, edges on whole pixels under a scale.

/// One grid laid out: the placement, the tracks and the columns' sizes.
struct GridLayout {
    let grid: Grid
    /// The items, read where they lie (the caller's array, or a tree's children).
    let items: UnsafeBufferPointer<GridItem>
    let placement: GridPlacement
    let columnTracks: [(min: GridSizing, max: GridSizing)]
    let rowTracks: [(min: GridSizing, max: GridSizing)]
    let columnGap: Double
    let rowGap: Double
    private(set) var columnSizes: [Double]
    /// The grid's width from its columns (gaps included, padding not): where the columns are
    /// sized in a definite width, what they take there; where by their content, what they
    /// take under that constraint (the columns themselves then sized again in it).
    private(set) var columnExtent: Double
    /// The space the columns are sized in, and what the items asked of them.
    let columnSpace: GridAvailableSpace
    let columnContributions: [GridContribution]
    let measure: (Int, Size) -> Size
    /// Where bad measure answers and rects set aside are noted, while someone listens.
    let report: GridReport?
    /// Whether items that measure their content are measured (else their `contentSize` is used).
    let measuring: Bool
    /// Each visible item's smallest and preferred width, margins left out.
    let widths: [(min: Double, max: Double)]

    /// `items` placed and their columns sized in `width` (the content box's, padding off).
    /// `grid`'s repetitions are written out already; the explicit tracks in `collapsible`
    /// collapse when no item occupies them.
    init(
        _ grid: Grid, _ items: UnsafeBufferPointer<GridItem>, width: GridAvailableSpace, measuring: Bool,
        measure: @escaping (Int, Size) -> Size, report: GridReport? = nil,
        collapsible: GridCollapsible = GridCollapsible()
    ) {
        self.grid = grid
        self.items = items
        self.measure = measure
        self.report = report
        self.measuring = measuring
        columnGap = nonNegative(grid.columnSpacing)
        rowGap = nonNegative(grid.rowSpacing)
        var placement = GridPlacement(
            items.indices.map { items[$0].lines }, explicitColumns: grid.columns.count, explicitRows: grid.rows.count,
            flow: grid.flow)
        var columnTracks = Self.tracks(
            grid.columns, auto: grid.autoColumns, before: placement.columnsBefore, count: placement.columnCount)
        var rowTracks = Self.tracks(
            grid.rows, auto: grid.autoRows, before: placement.rowsBefore, count: placement.rowCount)
        if let columns = collapsible.columns {
            placement.collapseEmptyColumns(columns, tracks: &columnTracks)
        }
        if let rows = collapsible.rows {
            placement.collapseEmptyRows(rows, tracks: &rowTracks)
        }
        self.placement = placement
        self.columnTracks = columnTracks
        self.rowTracks = rowTracks

        var widths: [(min: Double, max: Double)] = []
        var contributions: [GridContribution] = []
        widths.reserveCapacity(items.count)
        contributions.reserveCapacity(items.count)
        for index in items.indices {
            guard let area = placement.areas[index] else {
                widths.append((0, 0))
                continue
            }
            let item = items[index]
            var given = item.definedWidth(in: .infinity)
            let definedHeight = item.definedHeight(in: .infinity)
            if given == nil, let height = definedHeight, let ratio = item.ratio { given = height * ratio }
            let heightOffered = definedHeight ?? .infinity
            var smallest: Double
            var preferred: Double
            if let given {
                (smallest, preferred) = (given, given)
            } else if measuring, item.measuresContent {
                smallest = nonNegative(Self.ask(measure, report, index, Size(width: 0, height: heightOffered)).width)
                preferred = nonNegative(
                    Self.ask(measure, report, index, Size(width: .infinity, height: heightOffered)).width)
            } else {
                (smallest, preferred) = (nonNegative(item.contentSize.width), nonNegative(item.contentSize.width))
            }
            smallest = Self.clampedWidthKeepingRatio(
                items, index, smallest, in: Size(width: .infinity, height: .infinity))
            preferred = Swift.max(
                Self.clampedWidthKeepingRatio(items, index, preferred, in: Size(width: .infinity, height: .infinity)),
                smallest)
            widths.append((smallest, preferred))
            let margins = item.horizontalMargins
            let minimum = Self.minimum(
                given: item.definedWidth(in: .infinity), limit: Self.minimumLimit(item, .minWidth), smallest: smallest,
                area: area.column,
                span: area.columns,
                tracks: columnTracks, gap: columnGap, margins: margins, clamp: { item.clampedWidth($0, in: .infinity) })
            contributions.append(
                GridContribution(
                    start: area.column, span: area.columns, minimum: minimum + margins,
                    minContent: smallest + margins, maxContent: preferred + margins))
        }
        self.widths = widths
        columnSpace = width
        columnContributions = contributions
        (columnSizes, columnExtent) = Self.trackSizes(
            columnTracks, gap: columnGap, contributions: contributions, space: width,
            stretchesAutoTracks: grid.horizontalDistribution == .stretch)
    }

    /// The tracks' sizes in `space`, and the grid's extent on their axis (gaps included).
    /// A grid sized by its content takes the extent its tracks take under that constraint;
    /// where fraction tracks share it, they are sized again in that extent, as browsers lay a
    /// grid out at the size its content gave it: fractions adding up to less than 1 then take
    /// only their share (`.fraction(0.5)` over content 100 wide: a grid 50 wide, a track of 25).
    static func trackSizes(
        _ tracks: [(min: GridSizing, max: GridSizing)], gap: Double, contributions: [GridContribution],
        space: GridAvailableSpace, stretchesAutoTracks: Bool
    ) -> (sizes: [Double], extent: Double) {
        let sizes = gridTrackSizes(
            tracks, gap: gap, contributions: contributions, space: space, stretchesAutoTracks: stretchesAutoTracks)
        let extent = totalExtent(sizes, gap: gap)
        guard space.definiteLength == nil, tracks.contains(where: \.max.isFlexible) else { return (sizes, extent) }
        let resized = gridTrackSizes(
            tracks, gap: gap, contributions: contributions, space: .definite(extent),
            stretchesAutoTracks: stretchesAutoTracks)
        return (resized, extent)
    }

    /// Item `index`'s content size for `proposal`, from the measure function; noted in the
    /// report when it is one the grid sets aside.
    func ask(_ index: Int, _ proposal: Size) -> Size {
        Self.ask(measure, report, index, proposal)
    }

    /// `ask` before the layout is made (its columns are sized in `init`).
    static func ask(_ measure: (Int, Size) -> Size, _ report: GridReport?, _ index: Int, _ proposal: Size) -> Size {
        let answer = measure(index, proposal)
        if let report, !(isUsableLength(answer.width) && isUsableLength(answer.height)) {
            report.badAnswer(answer, of: index, for: proposal)
        }
        return answer
    }

    /// Where item `index` sits across its area: its own alignment, else the grid's.
    func horizontalAlignment(of index: Int) -> StackAlignment {
        items[index].horizontalAlignment ?? grid.horizontalAlignment
    }

    func verticalAlignment(of index: Int) -> StackAlignment {
        items[index].verticalAlignment ?? grid.verticalAlignment
    }

    /// Whether item `index`'s width comes from its row's height: it has a ratio and no size,
    /// and is stretched down but not across (as browsers stretch it: an item with a ratio is
    /// stretched down only when it is not stretched across).
    func widthFollowsRow(_ index: Int) -> Bool {
        // The alignments first: they rule out most items without reading their sizes.
        guard horizontalAlignment(of: index) != .stretch, verticalAlignment(of: index) == .stretch else {
            return false
        }
        return items[index].ratio != nil && !items[index].lengths.isSet(.width) && !items[index].lengths.isSet(.height)
    }

    /// The rows' sizes in `space`, the columns sized again first when an item's width
    /// follows its row (then the rows too).
    mutating func sizeRows(space: GridAvailableSpace) -> [Double] {
        let rows = rowSizes(space: space)
        return resizeColumns(rows: rows) ? rowSizes(space: space) : rows
    }

    /// Sizes the columns again once the rows are known, as CSS does (once), when an item's
    /// width follows its row's height through its ratio: it then asks for that width. Returns
    /// whether it did (the rows are then sized again at the new widths).
    mutating func resizeColumns(rows: [Double]) -> Bool {
        guard items.indices.contains(where: widthFollowsRow) else { return false }
        var contributions = columnContributions
        var next = 0
        for index in items.indices {
            guard let area = placement.areas[index] else { continue }
            defer { next += 1 }
            guard widthFollowsRow(index), let ratio = items[index].ratio else { continue }
            let rowsHeight = extent(rows, gap: rowGap, area.row, area.rows)
            let height = items[index].clampedHeight(
                Swift.max(0, rowsHeight - items[index].verticalMargins), in: rowsHeight)
            let width = items[index].clampedWidth(height * ratio, in: .infinity) + items[index].horizontalMargins
            contributions[next].minimum = width
            contributions[next].minContent = width
            contributions[next].maxContent = width
        }
        (columnSizes, columnExtent) = Self.trackSizes(
            columnTracks, gap: columnGap, contributions: contributions, space: columnSpace,
            stretchesAutoTracks: grid.horizontalDistribution == .stretch)
        return true
    }

    /// The explicit tracks with the implicit ones around them: after the explicit grid the
    /// auto sizes cycle forwards, before it backwards from the last.
    static func tracks(_ explicit: [GridTrack], auto: [GridTrack], before: Int, count: Int)
        -> [(min: GridSizing, max: GridSizing)]
    {
        let cycle = auto.isEmpty ? [GridTrack.auto] : auto
        var tracks: [(min: GridSizing, max: GridSizing)] = []
        tracks.reserveCapacity(count)
        for index in 0..<count {
            let track: GridTrack
            if index < before {
                let back = before - 1 - index
                track = cycle[cycle.count - 1 - back % cycle.count]
            } else if index - before < explicit.count {
                track = explicit[index - before]
            } else {
                track = cycle[(index - before - explicit.count) % cycle.count]
            }
            tracks.append(track.sizing)
        }
        return tracks
    }

    /// An item's minimum contribution before margins: its size when given (within its
    /// limits: a minimum above it wins, as CSS's `min-width` does); else its minimum when
    /// given; else its content's smallest (a size through its ratio counts as
    /// content) if it spans a track whose minimum is auto (and, spanning several, no
    /// fraction), else 0 — CSS's automatic minimum size.
    /// Spanning only tracks with a fixed maximum, the content's smallest is at most what
    /// those maximums and the gaps between them leave inside the margins.
    static func minimum(
        given: Double?, limit: Double?, smallest: Double, area start: Int, span: Int,
        tracks: [(min: GridSizing, max: GridSizing)], gap: Double, margins: Double, clamp: (Double) -> Double
    ) -> Double {
        if let given { return clamp(given) }
        if let limit { return clamp(limit) }
        let spanned = tracks[start..<(start + span)]
        let autoMinimum = spanned.contains { $0.min == .auto }
        let crossesFraction = spanned.contains { $0.max.isFlexible }
        guard autoMinimum, span == 1 || !crossesFraction else { return 0 }
        var fixedMaximums = gap * Double(span - 1)
        for track in spanned {
            guard case .fixed(let most) = track.max else { return smallest }
            fixedMaximums += most
        }
        return Swift.min(smallest, Swift.max(0, fixedMaximums - margins))
    }

    /// An item's minimum as a track's sizing reads it: its own when it is points; a
    /// percentage, not known while tracks are sized, as 0 (it is set, so the item has no
    /// automatic minimum); else none.
    static func minimumLimit(_ item: borrowing GridItem, _ slot: ItemLengths.Slot) -> Double? {
        if let limit = item.lengths.length(slot, in: .infinity) { return limit }
        return item.lengths.isPercent(slot) ? 0 : nil
    }

    /// The width an item takes in an area `inner` wide (margins off); percentages are of
    /// the area with its margins, `area` (infinite while it is not known).
    func width(of index: Int, in inner: Double, area: Size) -> Double {
        let item = items[index]
        if let given = item.definedWidth(in: area.width) { return item.clampedWidth(given, in: area.width) }
        // An auto width stretches even when a height and a ratio would give one (the ratio
        // then gives way); otherwise the ratio gives it. A stretched width whose height
        // follows through the ratio keeps within the height's limits too. An auto margin
        // across keeps it from stretching.
        if horizontalAlignment(of: index) == .stretch, !item.autoMargins.hasHorizontal {
            return Self.clampedWidthKeepingRatio(items, index, inner, in: area)
        }
        if let height = item.definedHeight(in: area.height), let ratio = item.ratio {
            return item.clampedWidth(height * ratio, in: area.width)
        }
        // Not stretched: its preferred width, but no wider than the area unless it must be.
        return item.clampedWidth(Swift.min(widths[index].max, Swift.max(widths[index].min, inner)), in: area.width)
    }

    /// The size an item takes in an area `innerWidth` × `innerHeight` (margins off; `area`
    /// with them, for percentages). An item
    /// with a ratio and no size stretched down but not across takes the area's height and its
    /// width through the ratio, as browsers do; otherwise its height (when auto) follows its
    /// width — given, stretched across or its content's — through the ratio, never the row's.
    func size(of index: Int, in innerWidth: Double, _ innerHeight: Double, area: Size) -> (
        width: Double, height: Double
    ) {
        let item = items[index]
        if widthFollowsRow(index), let ratio = item.ratio {
            let height = item.clampedHeight(innerHeight, in: area.height)
            return (item.clampedWidth(height * ratio, in: area.width), height)
        }
        let width = width(of: index, in: innerWidth, area: area)
        return (width, height(of: index, width: width, in: innerHeight, asked: .infinity))
    }

    /// The height an item takes `width` wide, in an area `inner` high (infinite while the
    /// rows are sized: percentages then count as auto); `asked`: what it asks (0 for its
    /// smallest, infinity for its preferred) when its size comes from content.
    func height(of index: Int, width: Double, in inner: Double, asked: Double) -> Double {
        let item = items[index]
        let area = inner + item.verticalMargins
        if let given = item.definedHeight(in: area) { return item.clampedHeight(given, in: area) }
        if let ratio = item.ratio { return item.clampedHeight(width / ratio, in: area) }
        if inner.isFinite, verticalAlignment(of: index) == .stretch, !item.autoMargins.hasVertical {
            return item.clampedHeight(inner, in: area)
        }
        if measuring, item.measuresContent {
            return item.clampedHeight(nonNegative(ask(index, Size(width: width, height: asked)).height), in: area)
        }
        return item.clampedHeight(nonNegative(item.contentSize.height), in: area)
    }

    /// The rows' sizes in `space`, each item asking for its height at its columns' width.
    func rowSizes(space: GridAvailableSpace) -> [Double] {
        var contributions: [GridContribution] = []
        contributions.reserveCapacity(items.count)
        for index in items.indices {
            guard let area = placement.areas[index] else { continue }
            let item = items[index]
            let columns = extent(columnSizes, gap: columnGap, area.column, area.columns)
            let inner = columns - item.horizontalMargins
            let width = width(of: index, in: Swift.max(0, inner), area: Size(width: columns, height: .infinity))
            // At a given width, content is as high at its narrowest as at its widest (CSS's
            // min- and max-content heights of a box are its height at that width): one question.
            let preferred = height(of: index, width: width, in: .infinity, asked: .infinity)
            let smallest = preferred
            let margins = item.verticalMargins
            let minimum = Self.minimum(
                given: item.definedHeight(in: .infinity), limit: Self.minimumLimit(item, .minHeight),
                smallest: smallest, area: area.row,
                span: area.rows,
                tracks: rowTracks, gap: rowGap, margins: margins, clamp: { item.clampedHeight($0, in: .infinity) })
            contributions.append(
                GridContribution(
                    start: area.row, span: area.rows, minimum: minimum + margins, minContent: smallest + margins,
                    maxContent: preferred + margins))
        }
        return gridTrackSizes(
            rowTracks, gap: rowGap, contributions: contributions, space: space,
            stretchesAutoTracks: grid.verticalDistribution == .stretch)
    }

    /// Where each track starts, from the content box's start, sharing `available` by
    /// `distribution`, and the space from one track to the next (the gap and what the
    /// distribution puts between tracks).
    func starts(_ sizes: [Double], gap: Double, available: Double, _ distribution: StackDistribution)
        -> (starts: [Double], step: Double)
    {
        let used = totalExtent(sizes, gap: gap)
        let (leading, between) = distribution.spacing(sharing: available - used, among: sizes.count)
        var starts: [Double] = []
        starts.reserveCapacity(sizes.count)
        // A compensated running sum: the last of 10,000 tracks starts where their sizes add up to.
        var position = LengthSum(leading)
        for size in sizes {
            starts.append(position.value)
            position.add(size)
            position.add(gap + between)
        }
        return (starts, gap + between)
    }

    /// The frames, the rows sized `rows`, in a container `containerSize` large, moved by the
    /// scroll offset; an item whose
    /// rect is not finite (its tracks add up past the largest number) gets a zero rect, noted
    /// in the report.
    func frames(rows: [Double], containerSize: Size, container: Frame) -> [Frame] {
        let rightToLeft = container.direction == .rtl
        let padding = grid.layoutPadding(rightToLeft: rightToLeft)
        let box = Rect(
            x: padding.left, y: padding.top,
            width: Swift.max(0, containerSize.width - padding.left - padding.right),
            height: Swift.max(0, containerSize.height - padding.top - padding.bottom))
        let columnStarts = starts(columnSizes, gap: columnGap, available: box.width, grid.horizontalDistribution)
        let rowStarts = starts(rows, gap: rowGap, available: box.height, grid.verticalDistribution)
        let scale = container.scale ?? 0
        let shift = grid.overflow.shift(rightToLeft: rightToLeft)
        let root = container.rootRect.origin
        // Both edges on whole pixels, so that neighbours tile (the length rounded from itself
        // for an item whose side follows its ratio, so that the ratio holds); without a scale
        // the length as it is (an edge less the other would lose its last bits).
        func snapped(_ low: Double, _ length: Double, root: Double, keepingLength: Bool) -> (Double, Double) {
            guard scale > 0 else { return (low, length) }
            return pixelSnapped(low, low + length, root: root, scale: scale, keepingLength: keepingLength)
        }
        var frames: [Frame] = []
        frames.reserveCapacity(items.count)
        for index in items.indices {
            var frame = Frame(in: container)
            guard let area = placement.areas[index] else {
                if _slowPath(items[index].position == .absolute), !items[index].isHidden {
                    let tracks = GridTrackEdges(
                        columns: columnSizes, columnStarts: columnStarts.starts, rows: rows,
                        rowStarts: rowStarts.starts, box: box, rightToLeft: rightToLeft)
                    var rect = positionedRect(of: index, tracks, padding: padding, containerSize: containerSize)
                    rect.x += shift.x
                    rect.y += shift.y
                    let keepsRatio = scale > 0 && items[index].followsRatio
                    (rect.x, rect.width) = snapped(rect.x, rect.width, root: root.x, keepingLength: keepsRatio)
                    (rect.y, rect.height) = snapped(rect.y, rect.height, root: root.y, keepingLength: keepsRatio)
                    frame.setLaidOut(rect.isFinite ? rect : .zero)
                } else {
                    frame.isHidden = true
                }
                frames.append(frame)
                continue
            }
            // Right to left the columns run from the right: laid out left to right with the
            // item's side margins swapped, then mirrored in the content box. Auto margins are
            // 0 here; they share what is free below.
            var (leftMargin, rightMargin) = (items[index].leftMargin, items[index].rightMargin)
            if rightToLeft { swap(&leftMargin, &rightMargin) }
            let areaX = columnStarts.starts[area.column]
            let areaWidth = extent(columnSizes, gap: columnStarts.step, area.column, area.columns)
            let areaY = rowStarts.starts[area.row]
            let areaHeight = extent(rows, gap: rowStarts.step, area.row, area.rows)
            let innerWidth = areaWidth - leftMargin - rightMargin
            let innerHeight = areaHeight - items[index].verticalMargins
            let (width, height) = size(
                of: index, in: Swift.max(0, innerWidth), Swift.max(0, innerHeight),
                area: Size(width: areaWidth, height: areaHeight))
            var x = areaX + leftMargin
            var y = areaY + items[index].topMargin
            if _slowPath(items[index].flexFields.contains(.autoMargins)) {
                // Mirrored below: the auto sides as the columns run.
                let sides =
                    rightToLeft ? items[index].autoMargins.mirrored : items[index].autoMargins
                x +=
                    autoMarginOffset(
                        before: sides.contains(.left), after: sides.contains(.right), free: innerWidth - width)
                    ?? offset(horizontalAlignment(of: index), free: innerWidth - width)
                y +=
                    autoMarginOffset(
                        before: sides.contains(.top), after: sides.contains(.bottom), free: innerHeight - height)
                    ?? offset(verticalAlignment(of: index), free: innerHeight - height)
            } else {
                x += offset(horizontalAlignment(of: index), free: innerWidth - width)
                y += offset(verticalAlignment(of: index), free: innerHeight - height)
            }
            var left = (rightToLeft ? box.x + box.width - x - width : box.x + x) + shift.x
            if _slowPath(items[index].flexFields.contains(.offsets)) {
                // A relative item moves by its offsets, percentages of its area.
                let moved = items[index].offsets.shift(
                    in: Size(width: areaWidth, height: areaHeight), rightToLeft: rightToLeft)
                left += moved.x
                y += moved.y
            }
            let keepsRatio = scale > 0 && items[index].followsRatio
            let (snappedX, snappedWidth) = snapped(left, width, root: root.x, keepingLength: keepsRatio)
            let (snappedY, snappedHeight) = snapped(
                box.y + y + shift.y, height, root: root.y, keepingLength: keepsRatio)
            let rect = Rect(x: snappedX, y: snappedY, width: snappedWidth, height: snappedHeight)
            if rect.isFinite {
                frame.setLaidOut(rect)
            } else {
                frame.setLaidOut(.zero)
                report?.setAside(index)
            }
            frames.append(frame)
        }
        return frames
    }

    /// `value` within item `index`'s width limits and, for an item whose height follows its
    /// width through its ratio (a ratio and no height), within the height limits carried
    /// across the ratio first (CSS's transferred limits; the width's own win): a maximum
    /// height of 20 at a ratio of 2 keeps the width to 40. `area`: the area's size, for
    /// percentages. Read where the item lies: the common case (no ratio, or no height limit to
    /// carry) is two tests, and the item is not copied (out of line, with the item copied to
    /// be passed, the 60-photo grid took 11,000 instructions more a layout).
    static func clampedWidthKeepingRatio(
        _ items: UnsafeBufferPointer<GridItem>, _ index: Int, _ value: Double, in area: Size
    ) -> Double {
        // A width of its own is not held by the height's limits (only a width that the
        // ratio could give is): the tracks and the frame then read the same width.
        let carries =
            items[index].aspectRatio != nil && !items[index].lengths.isSet(.width)
            && (items[index].lengths.isSet(.minHeight) || items[index].lengths.isSet(.maxHeight))
        guard _slowPath(carries) else { return items[index].clampedWidth(value, in: area.width) }
        return items[index].clampedWidth(items[index].withinTransferredLimits(value, in: area), in: area.width)
    }

    /// Where an item with auto margins starts in the free space of its area: auto margins
    /// before and after share it (none when it is negative); nil when neither side is auto.
    func autoMarginOffset(before: Bool, after: Bool, free: Double) -> Double? {
        guard before || after else { return nil }
        let room = Swift.max(0, free)
        return before && after ? room / 2 : before ? room : 0
    }

    /// Where an item starts in the free space of its area for `alignment`.
    func offset(_ alignment: StackAlignment, free: Double) -> Double {
        switch alignment {
        case .start, .stretch: 0
        case .center: free / 2
        case .end: free
        }
    }
}

/// The length of all the tracks `sizes`, `gap` apart.
func totalExtent(_ sizes: [Double], gap: Double) -> Double {
    lengthSum(sizes.count) { sizes[$0] } + gap * Double(Swift.max(0, sizes.count - 1))
}

/// The length of `span` tracks from `start`, the gaps between them included (`gap`: from
/// one track to the next, the distributed space included where there is some).
func extent(_ sizes: [Double], gap: Double, _ start: Int, _ span: Int) -> Double {
    // Most items span one track: its size, nothing to add.
    if span == 1 { return sizes[start] }
    return lengthSum(span) { sizes[start + $0] } + gap * Double(span - 1)
}

extension GridItem {
    /// Sizes, limits and a ratio as the grid uses them: a size or limit that is not a finite
    /// number ≥ 0 is none, a ratio that is not finite and > 0 is none. Percentages are of an
    /// area `block` long on that axis: while the tracks are sized it is not known yet
    /// (infinite), and they count as auto and as no limit.
    ///
    /// These and the ones below are inlined: called on `items[index]`, a helper out of line
    /// takes a copy of the item (304 bytes, a `memcpy`) at every call — 34,000 instructions
    /// a layout of the 60-photo grid.
    @inline(__always) func definedWidth(in block: Double) -> Double? { lengths.length(.width, in: block) }
    @inline(__always) func definedHeight(in block: Double) -> Double? { lengths.length(.height, in: block) }
    var ratio: Double? {
        @inline(__always) get { aspectRatio.flatMap { $0.isFinite && $0 > 0 ? $0 : nil } }
    }
    /// Each side's margin, 0 when it is auto.
    var leftMargin: Double {
        @inline(__always) get { autoMargins.contains(.left) ? 0 : nonNegative(margin.left) }
    }
    var rightMargin: Double {
        @inline(__always) get { autoMargins.contains(.right) ? 0 : nonNegative(margin.right) }
    }
    var topMargin: Double {
        @inline(__always) get { autoMargins.contains(.top) ? 0 : nonNegative(margin.top) }
    }
    var bottomMargin: Double {
        @inline(__always) get { autoMargins.contains(.bottom) ? 0 : nonNegative(margin.bottom) }
    }
    var horizontalMargins: Double {
        @inline(__always) get { leftMargin + rightMargin }
    }
    var verticalMargins: Double {
        @inline(__always) get { topMargin + bottomMargin }
    }

    /// `value` within the width limits; the minimum wins when they cross.
    @inline(__always)
    func clampedWidth(_ value: Double, in block: Double) -> Double {
        clamp(value, lengths.length(.minWidth, in: block) ?? 0, lengths.length(.maxWidth, in: block) ?? .infinity)
    }

    @inline(__always)
    func clampedHeight(_ value: Double, in block: Double) -> Double {
        clamp(value, lengths.length(.minHeight, in: block) ?? 0, lengths.length(.maxHeight, in: block) ?? .infinity)
    }

    /// `value` within the height limits carried across the ratio, when the height follows the
    /// width through it.
    @inline(__always)
    func withinTransferredLimits(_ value: Double, in area: Size) -> Double {
        guard let ratio, definedHeight(in: area.height) == nil else { return value }
        let low = (lengths.length(.minHeight, in: area.height) ?? 0) * ratio
        let high = (lengths.length(.maxHeight, in: area.height) ?? .infinity) * ratio
        // A minimum that overflows through the ratio is no limit; a maximum may be infinite.
        return clamp(value, low.isFinite ? low : 0, high)
    }
}
