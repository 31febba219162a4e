extension LayoutPicture {
    /// The picture drawn with box-drawing characters, one character per `pointsPerColumn`
    /// points across and per `pointsPerRow` points down (terminal characters are about
    /// twice as tall as wide, hence the defaults).
    ///
    /// Edges lie on grid lines: a rectangle from x = 0 to x = 40 at 10 points per column
    /// has its left edge in column 0 and its right edge in column 4, so neighbours share a
    /// line and crossing outlines meet in `┼`. The root's area is dotted (`·`), frames and
    /// the rest are blank, so frames that reach outside the root show where they go. A label
    /// goes at the first free place inside its box, row by row, where no smaller box lies,
    /// cut short with `…` when the box is too narrow, its control characters drawn as their
    /// symbols (`␛`, `␊`) so that it keeps to one row; a rectangle that rounds to a single
    /// point is drawn `×`. A frame that sticks out of its parent has a `!` after its label, and
    /// the last line under the picture counts them ("2 frames stick out of their parent").
    /// Every label not shown in full
    /// is listed under the picture with its rectangle, as is any rectangle that is not
    /// finite (not drawn) or reaches past the drawn area (clipped; the area covers the root
    /// and as much again on each side, at most 1,000 columns and rows). A step that is not
    /// a positive finite number takes its default.
    ///
    ///     let root = Frame(width: 60, height: 20)
    ///     var picture = LayoutPicture(of: root)
    ///     picture.add(Frame(x: 0, y: 0, width: 30, height: 20, in: root), "a")
    ///     print(picture.text(pointsPerColumn: 5, pointsPerRow: 10))
    ///     // ┌─────┐······
    ///     // │a    │······
    ///     // └─────┘······
    public func text(pointsPerColumn: Double = 10, pointsPerRow: Double = 20) -> String {
        let steps = (
            x: positive(pointsPerColumn, else: 10),
            y: positive(pointsPerRow, else: 20)
        )
        let root = bounds.isFinite ? bounds : .zero
        var canvas = TextCanvas(covering: drawnArea(root: root), steps: steps)
        let rootBox = canvas.box(of: root)
        canvas.fill(rootBox, with: "·")
        let boxes = items.map { $0.rect.isFinite ? canvas.box(of: $0.rect) : nil }
        // Smaller boxes first (of equal ones, the later): each cell belongs to the first box
        // that reaches it, the one on top, and a label goes only where its own box is.
        let bySize = boxes.enumerated().compactMap { number, box in box.map { (number, $0) } }
            .sorted { ($0.1.area, $1.0) < ($1.1.area, $0.0) }
        for (number, box) in bySize { canvas.paint(box, owner: number) }
        // Equal boxes share their outline: draw it once.
        var outlined = Set<TextCanvas.Box>()
        for box in boxes.compactMap({ $0 }) where outlined.insert(box).inserted { canvas.outline(box) }
        var legend: [String] = []
        for (number, (item, box)) in zip(items, boxes).enumerated() {
            let label = LayoutPicture.visible(item.label) + (item.sticksOut ? "!" : "")
            guard let box else {
                legend.append("\(label): \(item.rect), not drawn")
                continue
            }
            let shown = canvas.write(label, inside: box, owner: number)
            if box.isClipped {
                legend.append("\(label): \(item.rect), clipped")
            } else if !shown {
                legend.append("\(label): \(item.rect)")
            }
        }
        if let overflow = overflowLegend { legend.append(overflow) }
        return (canvas.lines() + legend).joined(separator: "\n")
    }

    /// The area a text picture covers: the root and the finite items, no further than the
    /// root's larger side beyond each of the root's edges.
    func drawnArea(root: Rect) -> Rect {
        var area = root
        for item in items where item.rect.isFinite { area = area.union(item.rect) }
        let reach = max(root.width, root.height)
        let limit = Rect(
            x: root.x - reach, y: root.y - reach, width: root.width + 2 * reach, height: root.height + 2 * reach)
        return area.intersection(limit)
    }
}

/// A grid of characters in which rectangles are outlined with box-drawing characters.
///
/// Column `c` is the vertical grid line at `c × steps.x` points in root coordinates, row
/// `r` the horizontal one at `r × steps.y`. Each cell keeps which of its four arms carry
/// a line, so outlines that meet or cross join into the right character.
struct TextCanvas {
    /// A rectangle's grid lines, each clamped to one step beyond the canvas, so an edge
    /// past the canvas is not drawn while the edges crossing it run to the border.
    struct Box: Hashable {
        var left: Int, top: Int, right: Int, bottom: Int
        var isClipped: Bool

        /// The number of cells the box covers.
        var area: Int { (right - left + 1) * (bottom - top + 1) }
    }

    /// The arms of a cell's line character.
    struct Arms: OptionSet {
        var rawValue: UInt8
        static let up = Arms(rawValue: 1)
        static let down = Arms(rawValue: 2)
        static let left = Arms(rawValue: 4)
        static let right = Arms(rawValue: 8)
    }

    /// The character for each combination of arms, indexed by `Arms.rawValue`.
    static let lineCharacters: [Character] = [
        " ", "╵", "╷", "│", "╴", "┘", "┐", "┤", "╶", "└", "┌", "├", "─", "┴", "┬", "┼",
    ]
    /// The largest number of columns or rows a canvas has.
    static let maximumCells = 1000

    /// Cells of one row that belong to one item, from `first` to `last` (columns of the
    /// canvas, counted from 0).
    struct Run {
        var row: Int, first: Int, last: Int
    }

    let steps: (x: Double, y: Double)
    let firstColumn: Int, firstRow: Int, columns: Int, rows: Int
    var arms: [Arms]
    var characters: [Character]
    /// For each cell not yet painted, itself; for a painted one, a cell further right in its
    /// row that may not be (`columns` past the last): following the links finds the next
    /// unpainted cell, and painting skips what is painted already.
    var nextUnpainted: [Int32]
    /// The cells each item is on top of (the first box painted there), by item number, row
    /// by row.
    var runs: [Int: [Run]] = [:]

    init(covering area: Rect, steps: (x: Double, y: Double)) {
        self.steps = steps
        firstColumn = Self.gridLine(area.minX, steps.x)
        firstRow = Self.gridLine(area.minY, steps.y)
        columns = min(Self.gridLine(area.maxX, steps.x) - firstColumn + 1, Self.maximumCells)
        rows = min(Self.gridLine(area.maxY, steps.y) - firstRow + 1, Self.maximumCells)
        arms = Array(repeating: [], count: columns * rows)
        characters = Array(repeating: " ", count: columns * rows)
        let stride = columns + 1
        nextUnpainted = (0..<(rows * stride)).map { Int32($0 % stride) }
    }

    /// The grid line nearest to `value`, limited to a range any canvas fits in (so that
    /// converting to `Int` cannot trap).
    static func gridLine(_ value: Double, _ step: Double) -> Int {
        let line = (value / step).rounded()
        let limit = Double(1 << 40)
        return line.isNaN ? 0 : Int(min(max(line, -limit), limit))
    }

    func box(of rect: Rect) -> Box {
        func clamped(_ line: Int, _ first: Int, _ count: Int) -> Int { min(max(line, first - 1), first + count) }
        let rect = rect.standardized
        let left = Self.gridLine(rect.minX, steps.x)
        let right = Self.gridLine(rect.maxX, steps.x)
        let top = Self.gridLine(rect.minY, steps.y)
        let bottom = Self.gridLine(rect.maxY, steps.y)
        let edges = (
            left: clamped(left, firstColumn, columns), top: clamped(top, firstRow, rows),
            right: clamped(right, firstColumn, columns), bottom: clamped(bottom, firstRow, rows)
        )
        return Box(
            left: edges.left, top: edges.top, right: edges.right, bottom: edges.bottom,
            isClipped: edges != (left, top, right, bottom))
    }

    /// The index of a cell, or nil when it is off the canvas.
    func index(_ column: Int, _ row: Int) -> Int? {
        let c = column - firstColumn
        let r = row - firstRow
        return c >= 0 && c < columns && r >= 0 && r < rows ? r * columns + c : nil
    }

    /// The part of `box`, edges included, on the canvas: columns and rows counted from 0.
    func cells(of box: Box) -> (columns: ClosedRange<Int>, rows: ClosedRange<Int>)? {
        let left = max(box.left, firstColumn) - firstColumn
        let right = min(box.right, firstColumn + columns - 1) - firstColumn
        let top = max(box.top, firstRow) - firstRow
        let bottom = min(box.bottom, firstRow + rows - 1) - firstRow
        guard left <= right, top <= bottom else { return nil }
        return (left...right, top...bottom)
    }

    /// Sets the background of every cell of `box`, edges included.
    mutating func fill(_ box: Box, with character: Character) {
        guard let (columns, rows) = cells(of: box) else { return }
        for row in rows {
            for column in columns { characters[row * self.columns + column] = character }
        }
    }

    /// Blanks the cells of `box`, edges included, that no box painted before reached, and
    /// makes item `owner` the one on top there. Painted cells are skipped, not visited, so
    /// painting many boxes costs what they newly cover plus one step a row.
    mutating func paint(_ box: Box, owner: Int) {
        guard let (columns, rows) = cells(of: box) else { return }
        var painted: [Run] = []
        for row in rows {
            var column = firstUnpainted(row, from: columns.lowerBound)
            while column <= columns.upperBound {
                characters[row * self.columns + column] = " "
                nextUnpainted[row * (self.columns + 1) + column] = Int32(column + 1)
                if let last = painted.last, last.row == row, last.last == column - 1 {
                    painted[painted.count - 1].last = column
                } else {
                    painted.append(Run(row: row, first: column, last: column))
                }
                column = firstUnpainted(row, from: column + 1)
            }
        }
        if !painted.isEmpty { runs[owner] = painted }
    }

    /// The first cell of `row` at or right of `column` that is not painted (`columns` when
    /// there is none), shortening the links it follows.
    mutating func firstUnpainted(_ row: Int, from column: Int) -> Int {
        let base = row * (columns + 1)
        var current = column
        while Int(nextUnpainted[base + current]) != current {
            let next = Int(nextUnpainted[base + current])
            nextUnpainted[base + current] = nextUnpainted[base + next]
            current = next
        }
        return current
    }

    /// Draws the four edges of `box`; a box that is a single point becomes `×`.
    mutating func outline(_ box: Box) {
        if box.left == box.right && box.top == box.bottom {
            if let i = index(box.left, box.top), arms[i].isEmpty { characters[i] = "×" }
            return
        }
        for row in [box.top, box.bottom] {
            for column in box.left...box.right {
                guard let i = index(column, row) else { continue }
                if column > box.left { arms[i].insert(.left) }
                if column < box.right { arms[i].insert(.right) }
            }
        }
        for column in [box.left, box.right] {
            for row in box.top...box.bottom {
                guard let i = index(column, row) else { continue }
                if row > box.top { arms[i].insert(.up) }
                if row < box.bottom { arms[i].insert(.down) }
            }
        }
    }

    /// Writes the label of item `owner` inside its `box` at the first free place, reading
    /// rows top to bottom and each row left to right: cells without a line that its own item
    /// is on top of (no smaller box covers them) and, unless it starts at the box's left
    /// edge, a blank before it. A label wider than the box is shortened with `…`. Only the
    /// item's own cells are searched. Returns whether the whole label was written.
    mutating func write(_ label: String, inside box: Box, owner: Int) -> Bool {
        let first = max(box.left + 1, firstColumn) - firstColumn
        let last = min(box.right - 1, firstColumn + columns - 1) - firstColumn
        let width = last - first + 1
        guard !label.isEmpty else { return true }
        guard width >= 2 || (width == 1 && label.count == 1) else { return false }
        let text = label.count <= width ? Array(label) : Array(label.prefix(width - 1)) + ["…"]
        let top = max(box.top + 1, firstRow) - firstRow
        let bottom = min(box.bottom - 1, firstRow + rows - 1) - firstRow
        guard top <= bottom else { return false }
        func isFree(_ row: Int, _ column: Int) -> Bool {
            let i = row * columns + column
            return arms[i].isEmpty && characters[i] == " "
        }
        for run in runs[owner] ?? [] where (top...bottom).contains(run.row) {
            // The run's free stretches inside the box; one fits from its start at the box's
            // left edge, else from one cell in (a blank before the label).
            var column = max(run.first, first)
            let end = min(run.last, last)
            while column <= end {
                guard isFree(run.row, column) else {
                    column += 1
                    continue
                }
                var stretchEnd = column
                while stretchEnd < end && isFree(run.row, stretchEnd + 1) { stretchEnd += 1 }
                let start = column == first ? column : column + 1
                if start + text.count - 1 <= stretchEnd {
                    for (offset, character) in text.enumerated() {
                        characters[run.row * columns + start + offset] = character
                    }
                    return text.count == label.count
                }
                column = stretchEnd + 1
            }
        }
        return false
    }

    /// The rows of the canvas as text, without trailing spaces.
    func lines() -> [String] {
        (0..<rows).map { row in
            var line = String(
                (0..<columns).map { column -> Character in
                    let i = row * columns + column
                    return arms[i].isEmpty ? characters[i] : Self.lineCharacters[Int(arms[i].rawValue)]
                })
            while line.last == " " { line.removeLast() }
            return line
        }
    }
}
