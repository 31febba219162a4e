import PinFrame

/// Relative positioning: `above`, `below`, `left`, `right`, `before`,
/// `after` of one frame or a list, the `aligned:` argument, and `horizontallyBetween`.
@MainActor
enum RelativeSample {
    static let parent = Frame(width: 400, height: 200)
    static let a = Named(name: "a", letter: "A", frame: Frame(x: 140, y: 70, width: 120, height: 60, in: parent))
    static let b = Named(name: "b", letter: "B", frame: Frame(x: 20, y: 20, width: 60, height: 40, in: parent))
    static let view = Frame(x: 0, y: 0, width: 60, height: 20, in: parent)

    static func run() {
        print("Relative positioning: placing a frame next to others")
        print()
        let sizes = "a \(dimensions(view.rect.size)) view in a \(dimensions(parent.rect.size)) parent"
        print("Every rect below is computed by PinFrame for \(sizes),")
        print("next to a = \(a.frame.rect) and b = \(b.frame.rect).")
        print("A relative rule sets one edge; `aligned:` sets the other axis, or leaves it as it was.")
        print()
        oneFrame()
        print()
        directions()
        print()
        lists()
        print()
        between()
    }

    static func oneFrame() {
        print("Next to one frame")
        print()
        let rows: [(Character, [Step])] = [
            ("1", [.below(of: a)]),
            ("2", [.below(of: a, aligned: .left)]),
            ("3", [.below(of: a, aligned: .center)]),
            ("4", [.below(of: a, aligned: .right), .marginTop(10)]),
            ("5", [.above(of: a, aligned: .right), .marginBottom(10)]),
            ("6", [.right(of: a, aligned: .top)]),
            ("7", [.right(of: a, aligned: .bottom), .marginLeft(10)]),
            ("8", [.left(of: a, aligned: .center)]),
        ]
        showChains(rows, on: view, beside: [a], named: "relative-one-frame")
    }

    static func directions() {
        print("before and after, start and end: left or right by the layout direction")
        print()
        let rtlParent = Frame(width: 400, height: 200, direction: .rtl)
        let rtlA = Named(name: "a", letter: "A", frame: Frame(a.frame.rect, in: rtlParent))
        let rtlView = Frame(view.rect, in: rtlParent)
        let chains: [(Named) -> [Step]] = [
            { [.after(of: $0, aligned: .top)] },
            { [.before(of: $0, aligned: .top)] },
            { [.below(of: $0, aligned: .start)] },
            { [.below(of: $0, aligned: .end)] },
        ]
        let rows = chains.map { steps in
            [steps(a).code, steps(a).apply(to: view).rect.description, steps(rtlA).apply(to: rtlView).rect.description]
        }
        printTable(["chain", "in a .ltr parent", "in a .rtl parent"], rows)
    }

    static func lists() {
        print("Next to a list: its outermost edges, the average of its centers; hidden frames are skipped")
        print()
        var hidden = Frame(x: 300, y: 150, width: 80, height: 40, in: parent)
        hidden.isHidden = true
        let c = Named(name: "c", letter: "c", frame: hidden)
        print("c = \(c.frame) is hidden; the picture draws it in lower case.")
        print()
        let rows: [(Character, [Step])] = [
            ("1", [.below(of: [a, b, c], aligned: .left)]),
            ("2", [.below(of: [a, b, c], aligned: .center)]),
            ("3", [.right(of: [a, b, c], aligned: .top)]),
        ]
        showChains(rows, on: view, beside: [a, b, c], named: "relative-lists")
    }

    static func between() {
        print("Between two frames: both edges of one axis, aligned with the first frame")
        print()
        let rows: [(Character, [Step])] = [
            ("1", [.horizontallyBetween(b, and: a)]),
            ("2", [.horizontallyBetween(b, and: a, aligned: .center), .marginHorizontal(5)]),
            ("3", [.horizontallyBetween(a, and: b, aligned: .bottom)]),
        ]
        showChains(rows, on: view, beside: [a, b], named: "relative-between")
    }
}
