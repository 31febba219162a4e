import PinFrame

/// A small text picture of rectangles inside a parent: one character per `cell` points
/// across and per `2 * cell` points down (characters are about twice as tall as wide),
/// the parent in dots, each rectangle filled with its own letter. What lies outside the
/// parent is not drawn; a line under the picture says how far it goes.
func picture(of rects: [(Character, Rect)], in parent: Size, cell: Double = 10) -> String {
    let columns = Int((parent.width / cell).rounded(.up))
    let rows = max(1, Int((parent.height / (2 * cell)).rounded(.up)))
    var grid = Array(repeating: Array(repeating: Character("."), count: columns), count: rows)
    for (letter, rect) in rects {
        // The cells whose centers fall inside the rectangle.
        for row in 0..<rows {
            let y = (Double(row) + 0.5) * 2 * cell
            guard y >= rect.minY, y < rect.maxY else { continue }
            for column in 0..<columns {
                let x = (Double(column) + 0.5) * cell
                if x >= rect.minX, x < rect.maxX { grid[row][column] = letter }
            }
        }
    }
    var lines = grid.map { "    |" + String($0) + "|" }
    for (letter, rect) in rects {
        let outside = [
            ("left", -rect.minX), ("top", -rect.minY), ("right", rect.maxX - parent.width),
            ("bottom", rect.maxY - parent.height),
        ].filter { $0.1 > 0 }
        for (side, distance) in outside {
            lines.append("    \(letter) goes \(number(distance)) past the parent's \(side) edge")
        }
    }
    return lines.joined(separator: "\n")
}
