import PinFrame

/// The margin tables of PinLayout's README, computed by the library.
@MainActor
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

    /// The margin added, on one side at a time.
    static let margin = 10.0

    /// The cases of each table: the pinned attributes in the table's words, and a chain.
    static let horizontalCases: [(pinned: String, steps: [Step])] = [
        ("left", [.left(20)]),
        ("left and width", [.left(20), .width(80)]),
        ("right", [.right(20)]),
        ("right and width", [.right(20), .width(80)]),
        ("left and right", [.left(20), .right(20)]),
    ]
    static let verticalCases: [(pinned: String, steps: [Step])] = [
        ("top", [.top(20)]),
        ("top and height", [.top(20), .height(30)]),
        ("bottom", [.bottom(20)]),
        ("bottom and height", [.bottom(20), .height(30)]),
        ("top and bottom", [.top(20), .bottom(20)]),
    ]

    /// The leading (left/top) and trailing (right/bottom) margin rules of an axis.
    static func marginSteps(horizontal: Bool) -> [Step] {
        horizontal ? [.marginLeft(margin), .marginRight(margin)] : [.marginTop(margin), .marginBottom(margin)]
    }

    static func rows(_ cases: [(pinned: String, steps: [Step])], horizontal: Bool) -> [[String]] {
        cases.map { pinned, steps in
            let plain = steps.apply(to: view).rect
            let effects = marginSteps(horizontal: horizontal).map { margin in
                effect(from: plain, to: (steps + [margin]).apply(to: view).rect, horizontal: horizontal)
            }
            return [pinned, steps.code, plain.description] + effects
        }
    }

    static func table(_ title: String, horizontal: Bool) {
        print(title)
        print()
        let margins = marginSteps(horizontal: horizontal).map { "+ " + $0.code }
        let cases = horizontal ? horizontalCases : verticalCases
        printTable(["pinned attributes", "chain", "rect"] + margins, rows(cases, horizontal: horizontal))
        print()
        // 20 points per column keeps three panels within 64 columns; the vertical table
        // takes 10 points per row, so that its 10-point margins show.
        Sketchbook.show(
            tablePicture(horizontal: horizontal), named: horizontal ? "margins-horizontal" : "margins-vertical",
            pointsPerColumn: 20, pointsPerRow: horizontal ? 20 : 10)
    }

    static func horizontalTable() { table("Left and right margins", horizontal: true) }

    static func verticalTable() { table("Top and bottom margins", horizontal: false) }

    /// A table as a picture: a row per case, a panel (a parent) each for the chain alone,
    /// with the leading margin and with the trailing one. Where a margin changed the rect,
    /// it is drawn as a band beside it.
    static func tablePicture(horizontal: Bool) -> LayoutPicture {
        let cases = horizontal ? horizontalCases : verticalCases
        let variants: [Step?] = [nil] + marginSteps(horizontal: horizontal)
        let sheet = Sheet(columns: variants.count, rows: cases.count, panel: parent.rect.size)
        var picture = LayoutPicture(of: sheet.root)
        for (row, (pinned, steps)) in cases.enumerated() {
            for (column, margin) in variants.enumerated() {
                let panel = sheet.panel(column: column, row: row)
                let chain = steps + (margin.map { [$0] } ?? [])
                picture.addParent(panel, margin.map { "+ " + $0.code } ?? pinned)
                addResult(of: chain, without: steps, in: panel, to: &picture)
            }
        }
        return picture
    }

    /// Adds the view laid out by `chain` in `panel`, with bands for the margins that moved
    /// its edges compared with the chain `without` them.
    static func addResult(of chain: [Step], without plain: [Step], in panel: Frame, to picture: inout LayoutPicture) {
        let view = Frame(view.rect, in: panel)
        let before = plain.apply(to: view).rect
        let after = chain.apply(to: view).layout()
        let bands = EdgeInsets(
            top: max(0, after.rect.minY - before.minY), left: max(0, after.rect.minX - before.minX),
            bottom: max(0, before.maxY - after.rect.maxY), right: max(0, before.maxX - after.rect.maxX))
        picture.add(after, "", margin: bands)
    }

    static let pinEdgesExamples: [(label: String, steps: [Step])] = [
        ("without pinEdges()", [.left(nil), .widthPercent(100), .marginHorizontal(20)]),
        ("with pinEdges()", [.left(nil), .widthPercent(100), .pinEdges, .marginHorizontal(20)]),
        ("left() and right()", [.left(nil), .right(nil), .marginHorizontal(20)]),
    ]

    static func pinEdgesExample() {
        print("pinEdges(): a width plus one edge becomes two edges, so both margins apply")
        print()
        let rows = pinEdgesExamples.map { label, steps in [label, steps.code, steps.apply(to: view).rect.description] }
        printTable(["", "chain", "rect"], rows)
        print()
        Sketchbook.show(pinEdgesPicture(), named: "margins-pinEdges", pointsPerRow: 20)
    }

    /// The pinEdges() examples, a panel each, margins drawn where they moved an edge.
    static func pinEdgesPicture() -> LayoutPicture {
        let sheet = Sheet(columns: 1, rows: pinEdgesExamples.count, panel: parent.rect.size)
        var picture = LayoutPicture(of: sheet.root)
        for (row, (label, steps)) in pinEdgesExamples.enumerated() {
            let panel = sheet.panel(column: 0, row: row)
            picture.addParent(panel, label)
            addResult(of: steps, without: steps.filter { !$0.code.hasPrefix("margin") }, in: panel, to: &picture)
        }
        return picture
    }
}
