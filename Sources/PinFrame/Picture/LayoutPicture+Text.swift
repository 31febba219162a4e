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
    /// cut short with `…` when the box is too narrow; a rectangle that rounds to a single
    /// point is drawn `×`. Every label not shown in full
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
        canvas.fill(rootBox, with: "·", owner: nil)
        let boxes = items.map { $0.rect.isFinite ? canvas.box(of: $0.rect) : nil }
        // Larger boxes first, so that where boxes overlap the smaller one is on top (of equal
        // ones, the later): a label goes only where its own box is.
        let bySize = boxes.enumerated().compactMap { number, box in box.map { (number, $0) } }
            .sorted { ($0.1.area, $1.0) > ($1.1.area, $0.0) }
        for (number, box) in bySize { canvas.fill(box, with: " ", owner: number) }
        for box in boxes.compactMap({ $0 }) { canvas.outline(box) }
        var legend: [String] = []
        for (number, (item, box)) in zip(items, boxes).enumerated() {
            guard let box else {
                legend.append("\(item.label): \(item.rect), not drawn")
                continue
            }
            let shown = canvas.write(item.label, inside: box, owner: number)
            if box.isClipped {
                legend.append("\(item.label): \(item.rect), clipped")
            } else if !shown {
                legend.append("\(item.label): \(item.rect)")
            }
        }
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
    struct Box {
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

    let steps: (x: Double, y: Double)
    let firstColumn: Int, firstRow: Int, columns: Int, rows: Int
    var arms: [Arms]
    var characters: [Character]
    /// The item on top of each cell (the smallest box covering it), if any.
    var owners: [Int?]

    init(covering area: Rect, steps: (x: Double, y: Double)) {
        self.steps = steps
        firstColumn = Self.gridLine(area.minX, steps.x)
        firstRow = Self.gridLine(area.minY, steps.y)
        columns = min(Self.gridLine(area.maxX, steps.x) - firstColumn + 1, Self.maximumCells)
        rows = min(Self.gridLine(area.maxY, steps.y) - firstRow + 1, Self.maximumCells)
        arms = Array(repeating: [], count: columns * rows)
        characters = Array(repeating: " ", count: columns * rows)
        owners = Array(repeating: nil, count: columns * rows)
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

    /// Sets the background of every cell of `box`, edges included, and the item on top there.
    mutating func fill(_ box: Box, with character: Character, owner: Int?) {
        guard box.left <= box.right, box.top <= box.bottom else { return }
        for row in box.top...box.bottom {
            for column in box.left...box.right {
                guard let i = index(column, row) else { continue }
                characters[i] = character
                owners[i] = owner
            }
        }
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
    /// rows top to bottom and each row left to right: cells empty, its own item's (no
    /// smaller box covers them) and, unless it starts at the box's left edge, a blank before it. A label wider
    /// than the box is shortened with `…`. Returns whether the whole label was written.
    mutating func write(_ label: String, inside box: Box, owner: Int) -> Bool {
        let first = max(box.left + 1, firstColumn)
        let last = min(box.right - 1, firstColumn + columns - 1)
        let width = last - first + 1
        guard !label.isEmpty else { return true }
        guard width >= 2 || (width == 1 && label.count == 1) else { return false }
        let text = label.count <= width ? Array(label) : Array(label.prefix(width - 1)) + ["…"]
        let top = max(box.top + 1, firstRow)
        let bottom = min(box.bottom - 1, firstRow + rows - 1)
        guard top <= bottom else { return false }
        func isFree(_ column: Int, _ row: Int) -> Bool {
            index(column, row).map { arms[$0].isEmpty && characters[$0] == " " && owners[$0] == owner } ?? false
        }
        for row in top...bottom {
            for start in first...(last - text.count + 1) {
                guard start == first || isFree(start - 1, row),
                    text.indices.allSatisfy({ isFree(start + $0, row) })
                else { continue }
                for (offset, character) in text.enumerated() {
                    if let cell = index(start + offset, row) { characters[cell] = character }
                }
                return text.count == label.count
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
