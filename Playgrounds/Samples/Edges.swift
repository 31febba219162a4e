import PinFrame

/// Edges, centers and insets: a frame pinned to its parent's edges, its center placed
/// along an axis, and insets that pin several edges at once.
@MainActor
enum EdgesSample {
    static let parent = Frame(width: 400, height: 200)
    static let view = Frame(x: 0, y: 0, width: 60, height: 20, in: parent)

    static func run() {
        print("Edges, centers and insets: pinning to the parent's sides")
        print()
        let sizes = "a \(dimensions(view.rect.size)) view in a \(dimensions(parent.rect.size)) parent"
        print("Every rect below is computed by PinFrame for \(sizes).")
        print("Right and bottom are distances from the parent's right and bottom edges, as in CSS;")
        print("percentages are of the parent's width (left, right, hCenter) or height (top, bottom,")
        print("vCenter).")
        print()
        showChains(rows, on: view, beside: [], named: "edges")
        print()
        print("Two edges of an axis set its size (4, 5); an edge alone keeps the view's size (1, 2).")
    }

    static let rows: [(label: Character, steps: [Step])] = [
        ("1", [.top(10), .left(20)]),
        ("2", [.bottomPercent(10), .rightPercent(5)]),
        ("3", [.hCenter(), .top(60)]),
        ("4", [.all(EdgeInsets(top: 130, left: 250, bottom: 10, right: 10))]),
        ("5", [.vertically(40), .left(150), .width(40)]),
        ("6", [.hCenterPercent(25), .vCenterPercent(50)]),
    ]
}
