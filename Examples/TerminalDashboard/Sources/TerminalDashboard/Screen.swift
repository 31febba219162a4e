import PinFrame

/// A grid of character cells the dashboard is drawn into, each cell plain or in inverse
/// video, written out as plain lines (for `--once` and the checks) or with ANSI codes.
struct Screen {
    let columns: Int
    let rows: Int
    private var cells: [Character]
    private var inverse: [Bool]

    init(columns: Int, rows: Int) {
        self.columns = max(columns, 0)
        self.rows = max(rows, 0)
        cells = Array(repeating: " ", count: self.columns * self.rows)
        inverse = Array(repeating: false, count: self.columns * self.rows)
    }

    /// The cells of `rect` (in root coordinates) that are on the screen and inside `clip`.
    private func indices(in rect: Rect, clip: Rect?) -> [(column: Int, row: Int, index: Int)] {
        let clip = clip ?? Rect(x: 0, y: 0, width: Double(columns), height: Double(rows))
        let left = Int(max(rect.minX, clip.minX, 0).rounded())
        let right = Int(min(rect.maxX, clip.maxX, Double(columns)).rounded())
        let top = Int(max(rect.minY, clip.minY, 0).rounded())
        let bottom = Int(min(rect.maxY, clip.maxY, Double(rows)).rounded())
        guard left < right, top < bottom else { return [] }
        return (top..<bottom).flatMap { row in (left..<right).map { (column: $0, row: row, index: row * columns + $0) }
        }
    }

    /// Writes `text` from the top-left of `frame`, cut at its right edge and at `clip`.
    mutating func write(_ text: String, in frame: Frame, clip: Rect? = nil) {
        let rect = frame.absoluteRect
        let characters = Array(text)
        for cell in indices(in: rect, clip: clip) where cell.row == Int(rect.minY.rounded()) {
            let offset = cell.column - Int(rect.minX.rounded())
            if offset < characters.count { cells[cell.index] = characters[offset] }
        }
    }

    /// Shows every cell of `frame` in inverse video, within `clip`.
    mutating func invert(_ frame: Frame, clip: Rect? = nil) {
        for cell in indices(in: frame.absoluteRect, clip: clip) { inverse[cell.index] = true }
    }

    /// Draws `frame`'s outline with box-drawing characters, within `clip`.
    mutating func box(_ frame: Frame, clip: Rect? = nil) {
        let rect = frame.absoluteRect
        let (left, right) = (Int(rect.minX.rounded()), Int(rect.maxX.rounded()) - 1)
        let (top, bottom) = (Int(rect.minY.rounded()), Int(rect.maxY.rounded()) - 1)
        for cell in indices(in: rect, clip: clip) {
            let (c, r) = (cell.column, cell.row)
            let character: Character? =
                switch (c == left, c == right, r == top, r == bottom) {
                case (true, _, true, _): "┌"
                case (_, true, true, _): "┐"
                case (true, _, _, true): "└"
                case (_, true, _, true): "┘"
                case (true, _, _, _), (_, true, _, _): "│"
                case (_, _, true, _), (_, _, _, true): "─"
                default: nil
                }
            if let character { cells[cell.index] = character }
        }
    }

    /// The screen as plain text, one line per row, without trailing spaces.
    func plainLines() -> [String] {
        (0..<rows).map { row in
            var line = String(cells[row * columns..<(row + 1) * columns])
            while line.last == " " { line.removeLast() }
            return line
        }
    }

    /// The screen as ANSI text: each row positioned with a cursor move, inverse cells
    /// between `ESC[7m` and `ESC[0m`.
    func ansi() -> String {
        var output = ""
        for row in 0..<rows {
            output += "\u{1B}[\(row + 1);1H"
            var inInverse = false
            for column in 0..<columns {
                let index = row * columns + column
                if inverse[index] != inInverse {
                    output += inverse[index] ? "\u{1B}[7m" : "\u{1B}[0m"
                    inInverse = inverse[index]
                }
                output.append(cells[index])
            }
            if inInverse { output += "\u{1B}[0m" }
        }
        return output
    }
}

extension Screen {
    /// The dashboard drawn from its layout, with `status` in the footer.
    init(_ layout: DashboardLayout, status: String) {
        self.init(columns: Int(layout.screen.rect.width), rows: Int(layout.screen.rect.height))
        invert(layout.header)
        write(DashboardLayout.title, in: layout.titleFrame)
        invert(layout.footer)
        write(" " + status, in: layout.footer)
        if !layout.sidebar.isHidden {
            box(layout.sidebar)
            for (name, entry) in zip(DashboardLayout.menu, layout.menu) {
                write((entry == layout.menu.first ? "> " : "  ") + name, in: entry, clip: layout.sidebar.absoluteRect)
            }
        }
        for (post, card, clip) in layout.cards {
            box(card.frame, clip: clip)
            if post == layout.selected { invert(card.title, clip: clip) }
            box(card.avatar, clip: clip)
            write(card.post.initials, in: card.initials, clip: clip)
            write(card.post.author, in: card.title, clip: clip)
            write(card.post.time, in: card.meta, clip: clip)
            for (number, line) in card.bodyLines.enumerated() {
                let lineFrame = Frame(
                    x: card.body.rect.x, y: card.body.rect.y + Double(number), width: card.body.rect.width,
                    height: 1, in: card.frame)
                write(line, in: lineFrame, clip: clip)
            }
            for (label, frame) in card.buttons { write("[ \(label) ]", in: frame, clip: clip) }
        }
    }
}
