import PinFrame

/// The four cells of PinLayout's README ("Adjust to container size"): children that fill
/// what a fixed-width or percentage-width sibling leaves, computed in cells of any width.
@MainActor
enum CellsSample {
    /// A child of a cell: its name in the code, its chain and where it was laid out.
    struct Child {
        let name: String
        let steps: [Step]
        let frame: Frame

        /// Lays `steps` out on a new frame in `cell`.
        init(_ name: String, _ steps: [Step], in cell: Frame) {
            self.name = name
            self.steps = steps
            self.frame = steps.apply(to: Frame(in: cell)).layout()
        }

        /// The child as a frame the next child's chain refers to.
        var named: Named { Named(name: name, letter: " ", frame: frame) }
    }

    static let cellSize = Size(width: 400, height: 60)

    /// Each cell's children, laid out in `cell` in the order the README's code does.
    static let cells: [(name: String, children: (Frame) -> [Child])] = [
        (
            "A",
            { cell in
                let a1 = Child("a1", [.topLeft(), .bottom(), .width(50)], in: cell)
                let a2 = Child("a2", [.right(of: a1.named, aligned: .top), .bottomRight(), .marginLeft(10)], in: cell)
                return [a1, a2]
            }
        ),
        (
            "B",
            { cell in
                let b2 = Child("b2", [.topRight(), .bottom(), .width(50)], in: cell)
                let b1 = Child("b1", [.left(of: b2.named, aligned: .top), .bottomLeft(), .marginRight(10)], in: cell)
                return [b2, b1]
            }
        ),
        (
            "C",
            { cell in
                let c2 = Child("c2", [.topCenter(), .width(50), .bottom()], in: cell)
                let c1 = Child("c1", [.left(of: c2.named, aligned: .top), .bottomLeft(), .marginRight(10)], in: cell)
                let c3 = Child("c3", [.right(of: c2.named, aligned: .top), .bottomRight(), .marginLeft(10)], in: cell)
                return [c2, c1, c3]
            }
        ),
        (
            "D",
            { cell in
                let d1 = Child("d1", [.topLeft(), .widthPercent(25), .bottom()], in: cell)
                let d2 = Child(
                    "d2", [.right(of: d1.named, aligned: .top), .widthPercent(50), .bottom(), .marginLeft(10)], in: cell
                )
                let d3 = Child("d3", [.right(of: d2.named, aligned: .top), .bottomRight(), .marginLeft(10)], in: cell)
                return [d1, d2, d3]
            }
        ),
    ]

    static func run() {
        print("Cells: adjusting to the container's size (PinLayout's README, \"More examples\")")
        print()
        print("Each cell is a \(dimensions(cellSize)) container; every rect below is computed by PinFrame.")
        print("(The README's cell C writes `c1.pin.left(of: c1, …)`; c2 is meant, and used here.)")
        print()
        let sheet = Sheet(columns: 1, rows: cells.count, panel: cellSize)
        var rows: [[String]] = []
        for (row, cell) in cells.enumerated() {
            for child in cell.children(sheet.panel(column: 0, row: row)) {
                rows.append([cell.name, child.steps.code(for: child.name), child.frame.rect.description])
            }
        }
        printTable(["cell", "chain", "rect"], rows)
        print()
        Sketchbook.show(picture(), named: "cells", pointsPerRow: 20)
        print()
        print("The same chains in a cell 240 wide: fixed widths stay, the rest follows the container.")
        print()
        Sketchbook.show(picture(width: 240), named: "cells-narrow", pointsPerRow: 20)
    }

    /// The cells one under another, each child drawn with its name, for cells `width` wide.
    static func picture(width: Double = cellSize.width) -> LayoutPicture {
        let sheet = Sheet(columns: 1, rows: cells.count, panel: Size(width: width, height: cellSize.height))
        var picture = LayoutPicture(of: sheet.root)
        for (row, cell) in cells.enumerated() {
            for child in cell.children(sheet.panel(column: 0, row: row)) {
                picture.add(child.frame, child.name.uppercased())
            }
        }
        return picture
    }
}
