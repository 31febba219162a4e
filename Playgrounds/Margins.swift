import PinFrame

/// The margin tables of PinLayout's README, computed by the library.
enum MarginsSample {
    static let parent = Frame(width: 400, height: 100)
    static let view = Frame(x: 0, y: 0, width: 100, height: 40, in: parent)

    static func run() {
        print("Margins: when PinLayout's margins apply, and how")
        print()
        print("Every figure below is computed by PinFrame on a \(dimensions(view.rect.size))")
        print(
            "frame in a \(dimensions(parent.rect.size)) parent. A margin of 10 is added on one"
        )
        print("side at a time, and its effect is read off the resulting rectangles.")
        print()
        horizontalTable()
        print()
        verticalTable()
        print()
        pinEdgesExample()
    }

    /// How a rect changed when a margin was added on the leading (left/top) or trailing
    /// (right/bottom) side, in the table's words.
    static func effect(from before: Rect, to after: Rect, horizontal: Bool) -> String {
        let (origin0, length0) = horizontal ? (before.x, before.width) : (before.y, before.height)
        let (origin1, length1) = horizontal ? (after.x, after.width) : (after.y, after.height)
        if length1 < length0 { return horizontal ? "reduces the width" : "reduces the height" }
        if origin1 > origin0 { return horizontal ? "moves the frame right" : "moves the frame down" }
        if origin1 < origin0 { return horizontal ? "moves the frame left" : "moves the frame up" }
        return "—"
    }

    static func rows(_ table: [(String, [Step])], horizontal: Bool) -> [[String]] {
        table.map { pinned, steps in
            let plain = steps.apply(to: view).rect
            let leadingStep: Step = horizontal ? .marginLeft(10) : .marginTop(10)
            let trailingStep: Step = horizontal ? .marginRight(10) : .marginBottom(10)
            let leading = (steps + [leadingStep]).apply(to: view).rect
            let trailing = (steps + [trailingStep]).apply(to: view).rect
            return [
                pinned, steps.code, plain.description,
                effect(from: plain, to: leading, horizontal: horizontal),
                effect(from: plain, to: trailing, horizontal: horizontal),
            ]
        }
    }

    static func horizontalTable() {
        table(
            "Left and right margins", ["marginLeft(10)", "marginRight(10)"], horizontal: true,
            [
                ("left", [.left(20)]),
                ("left and width", [.left(20), .width(80)]),
                ("right", [.right(20)]),
                ("right and width", [.right(20), .width(80)]),
                ("left and right", [.left(20), .right(20)]),
            ])
    }

    static func verticalTable() {
        table(
            "Top and bottom margins", ["marginTop(10)", "marginBottom(10)"], horizontal: false,
            [
                ("top", [.top(20)]),
                ("top and height", [.top(20), .height(30)]),
                ("bottom", [.bottom(20)]),
                ("bottom and height", [.bottom(20), .height(30)]),
                ("top and bottom", [.top(20), .bottom(20)]),
            ])
    }

    static func table(_ title: String, _ margins: [String], horizontal: Bool, _ rows: [(String, [Step])]) {
        print(title)
        print()
        printTable(
            ["pinned attributes", "chain", "rect"] + margins.map { "+ " + $0 },
            self.rows(rows, horizontal: horizontal))
    }

    static func pinEdgesExample() {
        print("pinEdges(): a width plus one edge becomes two edges, so both margins apply")
        print()
        let examples: [[Step]] = [
            [.left(nil), .widthPercent(100), .marginHorizontal(20)],
            [.left(nil), .widthPercent(100), .pinEdges, .marginHorizontal(20)],
            [.left(nil), .right(nil), .marginHorizontal(20)],
        ]
        for steps in examples {
            let result = steps.apply(to: view).rect
            print("  \(steps.code)")
            print("    -> \(result)")
            print(picture(of: [("#", result)], in: parent.rect.size))
            print()
        }
    }
}
