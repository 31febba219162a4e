import PinFrame
import Testing

/// One row of the seed's margin tables: a frame (100×50 at the origin of a 400×400
/// parent) with some attributes pinned, and where it ends up with no margin, with only
/// the leading margin (left or top) of 10, and with only the trailing one (right or
/// bottom) of 10. Worked out by hand from PinLayout's margin tables.
struct MarginTableRow: CustomTestStringConvertible, Sendable {
    let pinned: String
    let chain: @Sendable (Pin) -> Pin
    let withoutMargin: Rect
    let withLeadingMargin: Rect
    let withTrailingMargin: Rect
    var testDescription: String { pinned }
}

@Suite("Margins (Pin+Margins.swift)", .quietLog)
struct MarginTests {
    let view = frame(0, 0, 100, 50)

    static let horizontalTable: [MarginTableRow] = [
        // Left: the left margin moves it right; the right margin does nothing.
        MarginTableRow(
            pinned: "left", chain: { $0.left(20) },
            withoutMargin: rect(20, 0, 100, 50), withLeadingMargin: rect(30, 0, 100, 50),
            withTrailingMargin: rect(20, 0, 100, 50)),
        MarginTableRow(
            pinned: "left and width", chain: { $0.left(20).width(80) },
            withoutMargin: rect(20, 0, 80, 50), withLeadingMargin: rect(30, 0, 80, 50),
            withTrailingMargin: rect(20, 0, 80, 50)),
        // Right 20: x = 400 - 20 - 100; the right margin moves it left.
        MarginTableRow(
            pinned: "right", chain: { $0.right(20) },
            withoutMargin: rect(280, 0, 100, 50), withLeadingMargin: rect(280, 0, 100, 50),
            withTrailingMargin: rect(270, 0, 100, 50)),
        MarginTableRow(
            pinned: "right and width", chain: { $0.right(20).width(80) },
            withoutMargin: rect(300, 0, 80, 50), withLeadingMargin: rect(300, 0, 80, 50),
            withTrailingMargin: rect(290, 0, 80, 50)),
        // Left and right: each margin takes 10 off the width, on its side.
        MarginTableRow(
            pinned: "left and right", chain: { $0.left(20).right(20) },
            withoutMargin: rect(20, 0, 360, 50), withLeadingMargin: rect(30, 0, 350, 50),
            withTrailingMargin: rect(20, 0, 350, 50)),
    ]

    static let verticalTable: [MarginTableRow] = [
        MarginTableRow(
            pinned: "top", chain: { $0.top(20) },
            withoutMargin: rect(0, 20, 100, 50), withLeadingMargin: rect(0, 30, 100, 50),
            withTrailingMargin: rect(0, 20, 100, 50)),
        MarginTableRow(
            pinned: "top and height", chain: { $0.top(20).height(40) },
            withoutMargin: rect(0, 20, 100, 40), withLeadingMargin: rect(0, 30, 100, 40),
            withTrailingMargin: rect(0, 20, 100, 40)),
        // Bottom 20: y = 400 - 20 - 50.
        MarginTableRow(
            pinned: "bottom", chain: { $0.bottom(20) },
            withoutMargin: rect(0, 330, 100, 50), withLeadingMargin: rect(0, 330, 100, 50),
            withTrailingMargin: rect(0, 320, 100, 50)),
        MarginTableRow(
            pinned: "bottom and height", chain: { $0.bottom(20).height(40) },
            withoutMargin: rect(0, 340, 100, 40), withLeadingMargin: rect(0, 340, 100, 40),
            withTrailingMargin: rect(0, 330, 100, 40)),
        MarginTableRow(
            pinned: "top and bottom", chain: { $0.top(20).bottom(20) },
            withoutMargin: rect(0, 20, 100, 360), withLeadingMargin: rect(0, 30, 100, 350),
            withTrailingMargin: rect(0, 20, 100, 350)),
    ]

    @Test("Left and right margins", arguments: horizontalTable)
    func horizontalMargins(row: MarginTableRow) {
        expectLayout(row.chain(view.pin), row.withoutMargin, row.pinned)
        expectLayout(row.chain(view.pin).marginLeft(10), row.withLeadingMargin, row.pinned + " + marginLeft")
        expectLayout(row.chain(view.pin).marginRight(10), row.withTrailingMargin, row.pinned + " + marginRight")
        // Margins can come before the rules they apply to: only the attributes matter.
        expectLayout(view.pin.marginLeft(10).apply(row.chain), row.withLeadingMargin, "marginLeft + " + row.pinned)
    }

    @Test("Top and bottom margins", arguments: verticalTable)
    func verticalMargins(row: MarginTableRow) {
        expectLayout(row.chain(view.pin), row.withoutMargin, row.pinned)
        expectLayout(row.chain(view.pin).marginTop(10), row.withLeadingMargin, row.pinned + " + marginTop")
        expectLayout(row.chain(view.pin).marginBottom(10), row.withTrailingMargin, row.pinned + " + marginBottom")
        expectLayout(view.pin.marginTop(10).apply(row.chain), row.withLeadingMargin, "marginTop + " + row.pinned)
    }

    @Test func centersTakeBothMarginsAsAShift() {
        // hCenter 200 with width 100: x = 150, + left margin 10, - right margin 4.
        expectLayout(view.pin.hCenter().marginLeft(10).marginRight(4), rect(156, 0, 100, 50))
        // vCenter 200 with height 50: y = 175, + 10 - 4.
        expectLayout(view.pin.vCenter().marginTop(10).marginBottom(4), rect(0, 181, 100, 50))
    }

    @Test func everyFormSetsItsSides() {
        let all = view.pin.all()
        expectLayout(all.margin(10), rect(10, 10, 380, 380))
        expectLayout(all.margin(10, 20), rect(20, 10, 360, 380))
        expectLayout(all.margin(10, 20, 30), rect(20, 10, 360, 360))
        expectLayout(all.margin(1, 2, 3, 4), rect(2, 1, 394, 396))
        expectLayout(all.margin(EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)), rect(2, 1, 394, 396))
        expectLayout(all.marginHorizontal(5), rect(5, 0, 390, 400))
        expectLayout(all.marginVertical(5), rect(0, 5, 400, 390))
        expectLayout(all.marginTop(1).marginLeft(2).marginBottom(3).marginRight(4), rect(2, 1, 394, 396))
    }

    @Test func percentagesAreOfTheParentsWidthOrHeight() {
        let parent = Frame(width: 200, height: 100)
        let all = Frame(in: parent).pin.all()
        // 10% is 20 horizontally, 10 vertically.
        expectLayout(all.margin(10%), rect(20, 10, 160, 80))
        expectLayout(all.margin(10%, 5%), rect(10, 10, 180, 80))
        expectLayout(all.margin(10%, 5%, 20%), rect(10, 10, 180, 70))
        expectLayout(all.margin(10%, 5%, 20%, 25%), rect(10, 10, 140, 70))
        expectLayout(all.marginHorizontal(10%), rect(20, 0, 160, 100))
        expectLayout(all.marginVertical(10%), rect(0, 10, 200, 80))
        expectLayout(all.marginTop(10%).marginLeft(10%), rect(20, 10, 180, 90))
        expectLayout(all.marginBottom(10%).marginRight(10%), rect(0, 0, 180, 90))
        expectLayout(all.marginStart(10%).marginEnd(5%), rect(20, 0, 170, 100))
    }

    @Test func startAndEndFollowTheDirection() {
        let rtl = Frame(width: 400, height: 400, direction: .rtl)
        let ltrView = frame(0, 0, 100, 50)
        let rtlView = frame(0, 0, 100, 50, in: rtl)
        expectLayout(ltrView.pin.horizontally().marginStart(10).marginEnd(20), rect(10, 0, 370, 50))
        // In RTL start is the right side: 10 from the right, 20 from the left.
        expectLayout(rtlView.pin.horizontally().marginStart(10).marginEnd(20), rect(20, 0, 370, 50))
    }

    @Test func aLaterMarginForASideReplacesAnEarlierOne() {
        // As in PinLayout: no warning, the last value wins.
        expectLayout(view.pin.left().marginLeft(10).marginLeft(20), rect(20, 0, 100, 50))
        expectLayout(view.pin.left().margin(10).marginLeft(30), rect(30, 0, 100, 50))
    }

    @Test func marginsWithoutEdgesDoNothing() {
        expectLayout(view.pin.margin(10), rect(0, 0, 100, 50))
        expectLayout(view.pin.width(200).margin(10), rect(0, 0, 200, 50))
    }

    @Test func marginsWorkOnRootsButPercentagesNeedAParent() {
        let root = Frame(width: 100, height: 100)
        expectLayout(root.pin.margin(10).width(50), rect(0, 0, 50, 100))
        let pin = root.pin.marginLeft(10%).width(50)
        expectWarning(pin, .noParent, rule: "marginLeft(10%)", "parent")
        #expect(pin.rect == rect(0, 0, 50, 100))
    }

    @Test func nonFiniteMarginsAreRejected() {
        let pin = view.pin.left().margin(.nan).marginTop(5).top()
        expectWarning(pin, .invalidValue, rule: "margin(nan)", "finite")
        // The rest applies.
        #expect(pin.rect == rect(0, 5, 100, 50))
        expectWarning(view.pin.all().margin(1, .infinity, 3, 4), .invalidValue, rule: "margin(1, inf, 3, 4)", "inf")
        expectWarning(view.pin.all().marginHorizontal(Percent(.nan)), .invalidValue, rule: "marginHorizontal(nan%)")
    }

    @Test func noMarginAddsNothingAtAll() {
        // Not even +0, which would turn an edge of -0 into +0: the edge is used as given.
        #expect(view.pin.left(-0.0).rect.x.sign == .minus)
        #expect(view.pin.top(-0.0).height(10).rect.y.sign == .minus)
        #expect(view.pin.left(-0.0).right(200).rect.x.sign == .minus)
    }

    // MARK: pinEdges

    @Test func pinEdgesTurnsAnEdgeAndASizeIntoTwoEdges() {
        // Left 10 + width 100 -> left 10, right 110; margins 5 shrink it: x 15, width 90.
        expectLayout(view.pin.left(10).width(100).pinEdges().marginHorizontal(5), rect(15, 0, 90, 50))
        // Right 10 (390) + width 100 -> left 290, right 390: x 295, width 90.
        expectLayout(view.pin.right(10).width(100).pinEdges().marginHorizontal(5), rect(295, 0, 90, 50))
        // hCenter 200 + width 100 -> 150 ... 250: x 155, width 90.
        expectLayout(view.pin.hCenter().width(100).pinEdges().marginHorizontal(5), rect(155, 0, 90, 50))
        // Top 10 + height 100 -> 10 ... 110; vCenter 200 + height 100 -> 150 ... 250.
        expectLayout(view.pin.top(10).height(100).pinEdges().marginVertical(5), rect(0, 15, 100, 90))
        expectLayout(view.pin.vCenter().height(100).pinEdges().marginVertical(5), rect(0, 155, 100, 90))
        // Its place in the chain does not matter.
        expectLayout(view.pin.pinEdges().marginHorizontal(5).width(100).left(10), rect(15, 0, 90, 50))
    }

    @Test func pinEdgesWithoutASizeChangesNothing() {
        expectLayout(view.pin.left(10).pinEdges().marginHorizontal(5), rect(15, 0, 100, 50))
    }

    @Test func pinEdgesWithFourEdgesIsIgnored() {
        let pin = view.pin.all().pinEdges().margin(10)
        expectWarning(pin, .ignored, rule: "pinEdges()", "top, left, bottom and right")
        #expect(pin.rect == rect(10, 10, 380, 380))
    }
}

extension Pin {
    /// Runs `chain` on this pin: lets a test put rules before a row's chain.
    func apply(_ chain: (Pin) -> Pin) -> Pin { chain(self) }
}
