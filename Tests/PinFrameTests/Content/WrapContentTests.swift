import PinFrame
import Testing

/// `wrapContent` and `Frame.wrapping`: the results PinLayout's own tests give for the same
/// frames (its WrapContentSpec), worked again by hand beside each case, then the hidden,
/// conflicting and bad input PinFrame adds.
@Suite(.quietLog)
struct WrapContentTests {
    /// The frames of PinLayout's cases: a view at (20, 10) in a 400 × 400 root, and three
    /// children whose rects are given in each case.
    static let root = Frame(width: 400, height: 400)
    static let view = Frame(x: 20, y: 10, width: 200, height: 100, in: root)
    static func children(_ rects: [Rect]) -> [Frame] { rects.map { Frame($0, in: view) } }
    /// The children in a row: 160…420 across, 120…180 down.
    static let row = [rect(160, 120, 100, 40), rect(260, 120, 60, 60), rect(360, 120, 60, 60)]

    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let children: [Rect]
        let chain: @Sendable (Pin, [Frame]) -> Pin
        let type: WrapType
        let padding: EdgeInsets
        let frame: Rect
        let moved: [Rect]
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        // Box 160…420 × 120…180: 260 × 60; children moved by (−160, −120).
        Case(
            name: "all", children: row, chain: { $0.wrapContent($1) }, type: .all, padding: .zero,
            frame: rect(20, 10, 260, 60), moved: [rect(0, 0, 100, 40), rect(100, 0, 60, 60), rect(200, 0, 60, 60)]),
        Case(
            name: "horizontally", children: row, chain: { $0.wrapContent($1, .horizontally) }, type: .horizontally,
            padding: .zero, frame: rect(20, 10, 260, 100),
            moved: [rect(0, 120, 100, 40), rect(100, 120, 60, 60), rect(200, 120, 60, 60)]),
        Case(
            name: "vertically", children: row, chain: { $0.wrapContent($1, .vertically) }, type: .vertically,
            padding: .zero, frame: rect(20, 10, 200, 60),
            moved: [rect(160, 0, 100, 40), rect(260, 0, 60, 60), rect(360, 0, 60, 60)]),
        // Overlapping children: 160…280 × 120…240.
        Case(
            name: "overlapping", children: [rect(160, 120, 100, 40), rect(180, 140, 60, 60), rect(220, 180, 60, 60)],
            chain: { $0.wrapContent($1) }, type: .all, padding: .zero, frame: rect(20, 10, 120, 120),
            moved: [rect(0, 0, 100, 40), rect(20, 20, 60, 60), rect(60, 60, 60, 60)]),
        // Points: 160…220 × 120…180.
        Case(
            name: "zero sizes", children: [rect(160, 120, 0, 0), rect(180, 140, 0, 0), rect(220, 180, 0, 0)],
            chain: { $0.wrapContent($1) }, type: .all, padding: .zero, frame: rect(20, 10, 60, 60),
            moved: [rect(0, 0, 0, 0), rect(20, 20, 0, 0), rect(60, 60, 0, 0)]),
        // Negative positions: −40…410 × −100…180.
        Case(
            name: "negative positions",
            children: [rect(-40, -40, 100, 40), rect(350, 120, 60, 60), rect(350, -100, 60, 60)],
            chain: { $0.wrapContent($1) }, type: .all, padding: .zero, frame: rect(20, 10, 450, 280),
            moved: [rect(0, 60, 100, 40), rect(390, 220, 60, 60), rect(390, 0, 60, 60)]),
        // Padding 10 on every side: 280 × 80, children moved by (−150, −110).
        Case(
            name: "padding", children: row, chain: { $0.wrapContent($1, padding: 10) }, type: .all,
            padding: EdgeInsets(all: 10), frame: rect(20, 10, 280, 80),
            moved: [rect(10, 10, 100, 40), rect(110, 10, 60, 60), rect(210, 10, 60, 60)]),
        // Centred in the 400 × 400 root: (400 − 280) / 2, (400 − 80) / 2.
        Case(
            name: "padding, centred", children: row, chain: { $0.wrapContent($1, padding: 10).center() }, type: .all,
            padding: EdgeInsets(all: 10), frame: rect(60, 160, 280, 80),
            moved: [rect(10, 10, 100, 40), rect(110, 10, 60, 60), rect(210, 10, 60, 60)]),
        Case(
            name: "horizontally, padding", children: row, chain: { $0.wrapContent($1, .horizontally, padding: 10) },
            type: .horizontally, padding: EdgeInsets(all: 10), frame: rect(20, 10, 280, 100),
            moved: [rect(10, 120, 100, 40), rect(110, 120, 60, 60), rect(210, 120, 60, 60)]),
        // 120…200 down, + 20.
        Case(
            name: "vertically, padding",
            children: [rect(160, 120, 100, 40), rect(260, 120, 60, 60), rect(360, 140, 60, 60)],
            chain: { $0.wrapContent($1, .vertically, padding: 10) }, type: .vertically, padding: EdgeInsets(all: 10),
            frame: rect(20, 10, 200, 100),
            moved: [rect(160, 10, 100, 40), rect(260, 10, 60, 60), rect(360, 30, 60, 60)]),
        // 260 − 20 across.
        Case(
            name: "horizontally, negative padding",
            children: [rect(160, 120, 100, 40), rect(260, 120, 60, 60), rect(360, 160, 60, 60)],
            chain: { $0.wrapContent($1, .horizontally, padding: -10) }, type: .horizontally,
            padding: EdgeInsets(all: -10), frame: rect(20, 10, 240, 100),
            moved: [rect(-10, 120, 100, 40), rect(90, 120, 60, 60), rect(190, 160, 60, 60)]),
        // 120…220 down, − 20.
        Case(
            name: "vertically, negative padding",
            children: [rect(160, 120, 100, 40), rect(260, 120, 60, 60), rect(360, 160, 60, 60)],
            chain: { $0.wrapContent($1, .vertically, padding: -10) }, type: .vertically, padding: EdgeInsets(all: -10),
            frame: rect(20, 10, 200, 80),
            moved: [rect(160, -10, 100, 40), rect(260, -10, 60, 60), rect(360, 30, 60, 60)]),
        // 260 + 20 + 40 across, 80 + 10 + 30 down.
        Case(
            name: "insets", children: [rect(160, 120, 100, 40), rect(260, 120, 60, 60), rect(360, 140, 60, 60)],
            chain: { $0.wrapContent($1, padding: EdgeInsets(top: 10, left: 20, bottom: 30, right: 40)) }, type: .all,
            padding: EdgeInsets(top: 10, left: 20, bottom: 30, right: 40), frame: rect(20, 10, 320, 120),
            moved: [rect(20, 10, 100, 40), rect(120, 10, 60, 60), rect(220, 30, 60, 60)]),
        Case(
            name: "horizontally, insets",
            children: [rect(160, 120, 100, 40), rect(260, 120, 60, 60), rect(360, 140, 60, 60)],
            chain: { $0.wrapContent($1, .horizontally, padding: EdgeInsets(top: 10, left: 20, bottom: 30, right: 40)) },
            type: .horizontally, padding: EdgeInsets(top: 10, left: 20, bottom: 30, right: 40),
            frame: rect(20, 10, 320, 100),
            moved: [rect(20, 120, 100, 40), rect(120, 120, 60, 60), rect(220, 140, 60, 60)]),
        Case(
            name: "vertically, insets",
            children: [rect(160, 120, 100, 40), rect(260, 120, 60, 60), rect(360, 140, 60, 60)],
            chain: { $0.wrapContent($1, .vertically, padding: EdgeInsets(top: 10, left: 20, bottom: 30, right: 40)) },
            type: .vertically, padding: EdgeInsets(top: 10, left: 20, bottom: 30, right: 40),
            frame: rect(20, 10, 200, 120),
            moved: [rect(160, 10, 100, 40), rect(260, 10, 60, 60), rect(360, 30, 60, 60)]),
        // 260 − 60 across, 80 − 40 down.
        Case(
            name: "negative insets",
            children: [rect(160, 120, 100, 40), rect(260, 120, 60, 60), rect(360, 140, 60, 60)],
            chain: { $0.wrapContent($1, .all, padding: EdgeInsets(top: -10, left: -20, bottom: -30, right: -40)) },
            type: .all, padding: EdgeInsets(top: -10, left: -20, bottom: -30, right: -40), frame: rect(20, 10, 200, 40),
            moved: [rect(-20, -10, 100, 40), rect(80, -10, 60, 60), rect(180, 10, 60, 60)]),
        // 260 × 80, then the limits; the children move by the box, not the limited size.
        Case(
            name: "maximums", children: [rect(160, 120, 100, 40), rect(260, 130, 60, 60), rect(360, 140, 60, 60)],
            chain: { $0.wrapContent($1).maxWidth(200).maxHeight(50) }, type: .all, padding: .zero,
            frame: rect(20, 10, 200, 50), moved: [rect(0, 0, 100, 40), rect(100, 10, 60, 60), rect(200, 20, 60, 60)]),
        Case(
            name: "minimums", children: [rect(160, 120, 100, 40), rect(260, 130, 60, 60), rect(360, 140, 60, 60)],
            chain: { $0.wrapContent($1).minWidth(300).minHeight(100) }, type: .all, padding: .zero,
            frame: rect(20, 10, 300, 100), moved: [rect(0, 0, 100, 40), rect(100, 10, 60, 60), rect(200, 20, 60, 60)]),
    ]

    @Test(arguments: cases)
    func pinLayoutsResults(_ test: Case) {
        let children = Self.children(test.children)
        let pin = test.chain(Self.view.pin, children)
        expectLayout(pin, test.frame, test.name)
        let laidOut = pin.layout()
        let moved = laidOut.wrapping(children, test.type, padding: test.padding)
        #expect(moved.map(\.rect) == test.moved)
        // Re-placed in the laid-out frame: their root coordinates follow it.
        #expect(moved.allSatisfy { $0.parentSize == laidOut.rect.size })
        #expect(moved.map(\.absoluteRect.origin.x) == test.moved.map { $0.x + laidOut.rect.x })
    }

    @Test func hiddenChildrenDoNotCountButMove() {
        var hidden = Frame(x: 0, y: 0, width: 500, height: 500, in: Self.view)
        hidden.isHidden = true
        let children = Self.children(Self.row) + [hidden]
        let laidOut = Self.view.pin.wrapContent(children).layout()
        #expect(laidOut.rect == rect(20, 10, 260, 60))
        let moved = laidOut.wrapping(children)
        #expect(moved[3].rect == rect(-160, -120, 500, 500) && moved[3].isHidden)
    }

    @Test func withoutAVisibleChildTheRuleIsIgnored() {
        var hidden = Frame(x: 5, y: 5, width: 50, height: 50, in: Self.view)
        hidden.isHidden = true
        let warning = expectWarning(
            Self.view.pin.wrapContent([hidden]), .ignored, rule: "wrapContent([1 frame], .all)", "no visible frame")
        _ = warning
        #expect(Self.view.pin.wrapContent([]).rect == Self.view.rect)
        // Nothing to move by: the children are only re-placed.
        #expect(Self.view.wrapping([hidden]).map(\.rect) == [rect(5, 5, 50, 50)])
    }

    @Test func theWrappedSizeConflictsAsWidthAndHeightDo() {
        let children = Self.children(Self.row)
        // Already set: the width (100) stays, the height (60) applies.
        let set = Self.view.pin.width(100).wrapContent(children)
        #expect(set.rect == rect(20, 10, 100, 60))
        expectWarning(
            set, .alreadySet, rule: "wrapContent([3 frames], .all)",
            "wrapContent([3 frames], .all) width won't be applied since it value has already been set to 100.")
        // With both edges and no justify, the wrapped width (pinned last) is left out.
        let edges = Self.view.pin.left(10).right(10).wrapContent(children, .horizontally)
        #expect(edges.rect == rect(10, 10, 380, 100))
        expectWarning(edges, .conflict, rule: "wrapContent([3 frames], .horizontally)", "left: 10, right: 10")
        // With justify the width is placed between them.
        expectLayout(
            Self.view.pin.left(10).right(10).justify(.center).wrapContent(children, .horizontally),
            rect(70, 10, 260, 100))
    }

    @Test func aRootFrameWrapsItsChildren() {
        let window = Frame(width: 50, height: 50)
        let children = [Frame(x: 10, y: 10, width: 100, height: 20, in: window)]
        expectLayout(window.pin.wrapContent(children, padding: 5), rect(0, 0, 110, 30))
    }

    @Test func childrenThatAreNotFiniteAreLeftOut() {
        let children = Self.children(Self.row) + [Frame(x: .nan, y: 0, width: 10, height: 10, in: Self.view)]
        let pin = Self.view.pin.wrapContent(children)
        #expect(pin.rect == rect(20, 10, 260, 60))
        expectWarning(
            pin, .invalidValue, rule: "wrapContent([4 frames], .all)",
            "wrapContent([4 frames], .all) leaves out 1 frame whose rect is not a finite number.")
    }

    @Test func aPaddingThatIsNotFiniteIsNotApplied() {
        let children = Self.children(Self.row)
        let pin = Self.view.pin.wrapContent(children, padding: .nan)
        #expect(pin.rect == Self.view.rect)
        expectWarning(
            pin, .invalidValue, rule: "wrapContent([3 frames], .all, padding: nan)", "must be a finite number")
        let insets = Self.view.pin.wrapContent(
            children, padding: EdgeInsets(top: 0, left: .infinity, bottom: 0, right: 0))
        expectWarning(
            insets, .invalidValue,
            rule: "wrapContent([3 frames], .all, padding: EdgeInsets(top: 0, left: inf, bottom: 0, right: 0))")
    }

    @Test func aNegativeTotalIsLeftAloneWithoutAWarning() {
        // 260 − 300 across: the width stays 200; 60 − 20 down applies.
        expectLayout(
            Self.view.pin.wrapContent(
                Self.children(Self.row), padding: EdgeInsets(top: -10, left: -150, bottom: -10, right: -150)),
            rect(20, 10, 200, 40))
    }
}
