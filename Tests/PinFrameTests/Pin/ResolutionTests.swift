import PinFrame
import Testing

@Suite("Resolution (Resolution.swift)", .quietLog)
struct ResolutionTests {
    let view = frame(7, 9, 100, 50)

    /// The rows of the resolution table, on this frame at (7, 9) sized 100×50 in a 400×400
    /// parent, with margins of 10 on the leading side and 4 on the trailing side.
    static let horizontalTable: [ChainCase] = [
        // x = left + marginLeft; width = right - marginRight - x = 380 - 4 - 30.
        ChainCase("left and right", { $0.left(20).right(20) }, rect(30, 9, 346, 50)),
        // Justified inside [30, 376]: 346 - 200 = 146 to spare, half on each side.
        ChainCase(
            "left, right and width, justify", { $0.left(20).right(20).width(200).justify(.center) },
            rect(103, 9, 200, 50)),
        ChainCase("left and width", { $0.left(20).width(200) }, rect(30, 9, 200, 50)),
        // x = right - marginRight - width = 380 - 4 - 200.
        ChainCase("right and width", { $0.right(20).width(200) }, rect(176, 9, 200, 50)),
        // x = hCenter - width / 2 + marginLeft - marginRight = 200 - 100 + 10 - 4.
        ChainCase("hCenter and width", { $0.hCenter().width(200) }, rect(106, 9, 200, 50)),
        ChainCase("left only", { $0.left(20) }, rect(30, 9, 100, 50)),
        // x = right - current width - marginRight = 380 - 100 - 4.
        ChainCase("right only", { $0.right(20) }, rect(276, 9, 100, 50)),
        // x = 200 - 50 + 10 - 4.
        ChainCase("hCenter only", { $0.hCenter() }, rect(156, 9, 100, 50)),
        ChainCase("width only", { $0.width(200) }, rect(7, 9, 200, 50)),
    ]

    static let verticalTable: [ChainCase] = [
        ChainCase("top and bottom", { $0.top(20).bottom(20) }, rect(7, 30, 100, 346)),
        ChainCase(
            "top, bottom and height, align", { $0.top(20).bottom(20).height(200).align(.center) },
            rect(7, 103, 100, 200)),
        ChainCase("top and height", { $0.top(20).height(200) }, rect(7, 30, 100, 200)),
        ChainCase("bottom and height", { $0.bottom(20).height(200) }, rect(7, 176, 100, 200)),
        ChainCase("vCenter and height", { $0.vCenter().height(200) }, rect(7, 106, 100, 200)),
        ChainCase("top only", { $0.top(20) }, rect(7, 30, 100, 50)),
        // y = 380 - 50 - 4.
        ChainCase("bottom only", { $0.bottom(20) }, rect(7, 326, 100, 50)),
        // y = 200 - 25 + 10 - 4.
        ChainCase("vCenter only", { $0.vCenter() }, rect(7, 181, 100, 50)),
        ChainCase("height only", { $0.height(200) }, rect(7, 9, 100, 200)),
    ]

    @Test("Horizontal table", arguments: horizontalTable)
    func horizontal(row: ChainCase) {
        expectLayout(row.chain(view.pin.marginLeft(10).marginRight(4)), row.expected, row.name)
    }

    @Test("Vertical table", arguments: verticalTable)
    func vertical(row: ChainCase) {
        expectLayout(row.chain(view.pin.marginTop(10).marginBottom(4)), row.expected, row.name)
    }

    @Test func layoutStartsFromTheCurrentRect() {
        var title = frame(0, 0, 120, 20)
        title = title.pin.width(200).layout()
        title = title.pin.top(10).left(10).layout()
        // The width set first is kept when only the position changes.
        #expect(title.rect == rect(10, 10, 200, 20))
    }

    @Test func chainsWithoutWarningsGiveTheSameResultInAnyOrder() {
        let a = frame(50, 60, 70, 80)
        let orders: [Pin] = [
            view.pin.below(of: a, aligned: .left).marginTop(8).right(10).height(30),
            view.pin.height(30).right(10).marginTop(8).below(of: a, aligned: .left),
            view.pin.marginTop(8).right(10).below(of: a, aligned: .left).height(30),
        ]
        // Top 140 + 8, left 50, right 390, height 30.
        for pin in orders { expectLayout(pin, rect(50, 148, 340, 30)) }
    }

    @Test func bothEdgesAndAWidthWithoutJustifyRejectTheLastOfTheThree() {
        let widthLast = view.pin.left(10).right(10).width(200)
        expectWarning(widthLast, .conflict, rule: "width(200)", "left: 10, right: 10")
        #expect(widthLast.rect == rect(10, 9, 380, 50))
        let rightLast = view.pin.width(200).left(10).right(10)
        expectWarning(rightLast, .conflict, rule: "right(10)", "left: 10, width: 200")
        #expect(rightLast.rect == rect(10, 9, 200, 50))
        let heightLast = view.pin.top().bottom().height(50)
        expectWarning(heightLast, .conflict, rule: "height(50)", "top: 0, bottom: 0")
        #expect(heightLast.rect == rect(7, 0, 100, 400))
        // A rule setting several attributes conflicts only for the one that completes the three.
        let both = view.pin.width(100).horizontally(5)
        expectWarning(both, .conflict, rule: "horizontally(5)", "left: 5, width: 100")
        #expect(both.rect == rect(5, 9, 100, 50))
    }

    @Test func aComputedNegativeSizeKeepsTheCurrentOne() {
        let pin = view.pin.left().right().marginHorizontal(300)
        expectWarning(pin, .negativeSize, rule: "width", "computed width (-200)", "current width (100)")
        // x is still left + marginLeft.
        #expect(pin.rect == rect(300, 9, 100, 50))
        let tall = view.pin.top(300).bottom(300)
        expectWarning(tall, .negativeSize, rule: "height", "(-200)")
        #expect(tall.rect == rect(7, 300, 100, 50))
    }

    @Test func anOverflowingResultIsRejected() {
        let pin = view.pin.right(.greatestFiniteMagnitude).width(.greatestFiniteMagnitude).top(3)
        expectWarning(pin, .invalidValue, rule: "x", "inf")
        // x keeps its current value; the width and top apply.
        #expect(pin.rect == rect(7, 3, .greatestFiniteMagnitude, 50))
        #expect(pin.rect.x.isFinite)
    }

    @Test func aRightEdgeThatOverflowsKeepsTheCurrentXAndWidth() {
        // x and width are finite, x + width is not: the axis keeps (7, 100); top applies.
        let pin = view.pin.left(.greatestFiniteMagnitude).width(.greatestFiniteMagnitude).top(3)
        #expect(pin.rect == rect(7, 3, 100, 50))
        expectWarning(
            pin, .invalidValue, rule: "maxX",
            "maxX won't be applied, the computed value (inf) is not a finite number; the current x and width are kept.")
        let down = view.pin.top(.greatestFiniteMagnitude).height(.greatestFiniteMagnitude)
        #expect(down.rect == rect(7, 9, 100, 50))
        expectWarning(down, .invalidValue, rule: "maxY", "the current y and height are kept")
    }

    @Test func aCurrentValueThatIsNotFiniteCountsAsZeroInEveryForm() {
        // y is NaN: every form gives y = 0 and the same warning, whatever the chain sets.
        var broken = Frame(x: 44, y: .nan, width: 100, height: 100, in: screen)
        let expected = LayoutWarning(
            kind: .invalidValue, rule: "y",
            description: "y (nan), the frame's current value, is not a finite number; 0 is used instead.")
        #expect(broken.pin.rect == rect(44, 0, 100, 100))
        #expect(broken.pin.frame.rect == rect(44, 0, 100, 100))
        #expect(broken.pin.layout().rect == rect(44, 0, 100, 100))
        #expect(broken.pin.warnings == [expected])
        // A chain that sets y still says the frame had none.
        #expect(broken.pin.top(10).rect == rect(44, 10, 100, 100))
        #expect(broken.pin.top(10).warnings == [expected])
        let returned = broken.pin { $0.left(1) }
        #expect(returned == [expected])
        #expect(broken.rect == rect(1, 0, 100, 100))
    }

    @Test func aFrameMadeWithANegativeSizeIsResolvedFromZero() {
        // Made −10 × −10 and pinned 5 from the left: its size counts as 0 × 0, so (5, 0, 0, 0),
        // with a warning for each side, in every form.
        let made = Frame(x: 0, y: 0, width: -10, height: -10, in: screen)
        let warnings = [
            LayoutWarning(
                kind: .negativeSize, rule: "width",
                description: "width (-10), the frame's current value, is negative; 0 is used instead."),
            LayoutWarning(
                kind: .negativeSize, rule: "height",
                description: "height (-10), the frame's current value, is negative; 0 is used instead."),
        ]
        let pin = made.pin.left(5)
        #expect(pin.rect == rect(5, 0, 0, 0))
        #expect(pin.frame.rect == rect(5, 0, 0, 0))
        #expect(pin.warnings == warnings)
        // A chain that sets a size still says what the frame had; the other side is 0.
        #expect(made.pin.left(5).width(30).rect == rect(5, 0, 30, 0))
        #expect(made.pin.left(5).width(30).warnings == warnings)
        // Pinned by its right edge, it is placed from a width of 0: 400 − 0 − 10.
        #expect(made.pin.right(10).rect == rect(390, 0, 0, 0))
        // A negative size given later, to `rect`, counts the same way; laid out, the frame
        // equals one made with its new rect.
        var resized = Frame(x: 0, y: 0, width: 50, height: 20, in: screen)
        resized.rect.size.width = -20
        #expect(resized.pin.hCenter().rect == rect(200, 0, 0, 20))
        #expect(resized.pin.hCenter().warnings.map(\.rule) == ["width"])
        let laidOut = resized.pin.hCenter().layout()
        #expect(laidOut == Frame(x: 200, y: 0, width: 0, height: 20, in: screen))
        #expect(laidOut.pin.left(1).warnings.isEmpty)
        // A size that is not finite counts as 0 too, as an invalid value.
        let infinite = Frame(x: 0, y: 0, width: .infinity, height: 10, in: screen).pin.left(5)
        #expect(infinite.rect == rect(5, 0, 0, 10))
        #expect(infinite.warnings.map(\.kind) == [.invalidValue])
        // sizeToFit offers a 0 it started from as infinity.
        let offers = FixedMeasure(Size(width: 12, height: 8))
        #expect(made.pin.top(1).left(1).sizeToFit(measure: offers.measure).rect == rect(1, 1, 12, 8))
        #expect(offers.offers == [Size(width: .infinity, height: .infinity)])
    }

    @Test func aCurrentRightEdgeThatOverflowsCountsAsAWidthOfZero() {
        let huge = Frame(x: .greatestFiniteMagnitude, y: 0, width: .greatestFiniteMagnitude, height: 10, in: screen)
        let pin = huge.pin.top(5)
        #expect(pin.rect == rect(.greatestFiniteMagnitude, 5, 0, 10))
        expectWarning(
            pin, .invalidValue, rule: "maxX", "the frame's current right edge", "a width of 0 is used instead")
        // With a width of its own, the chain places the frame by its right edge from that.
        #expect(huge.pin.right(0).width(20).rect == rect(380, 0, 20, 10))
    }

    @Test func aNonFiniteReferenceFrameIsCaught() {
        let broken = frame(.nan, 10, 10, 10)
        let pin = view.pin.right(of: broken).top(1)
        expectWarning(pin, .invalidValue, rule: "x", "nan")
        #expect(pin.rect == rect(7, 1, 100, 50))
    }

    @Test func resultsOnlyChangeWhatTheChainSets() {
        // Nothing pinned: the rect is returned as it is.
        expectLayout(view.pin, rect(7, 9, 100, 50))
        // The frame's other properties are kept.
        var hidden = view
        hidden.isHidden = true
        let result = hidden.pin.left(1).layout()
        #expect(result.isHidden && result.parentSize == Size(width: 400, height: 400))
    }

    // MARK: Pixels

    @Test func noScaleMeansExactValues() {
        let child = frame(0, 0, 0, 0)
        expectLayout(child.pin.left(10.3).top(0.1).width(100.1).height(3.33), rect(10.3, 0.1, 100.1, 3.33))
    }

    @Test func scaleTwoRoundsTheOriginAndCeilsTheSize() {
        let parent = Frame(width: 400, height: 400, scale: 2)
        let child = Frame(in: parent)
        // x: 10.3 * 2 = 20.6 -> 21 -> 10.5. y: 0.2 * 2 = 0.4 -> 0.
        // width: 100.1 * 2 = 200.2 -> 201 -> 100.5. height: 3.2 * 2 = 6.4 -> 7 -> 3.5.
        expectLayout(child.pin.left(10.3).top(0.2).width(100.1).height(3.2), rect(10.5, 0, 100.5, 3.5))
        // Halves: 10.25 * 2 = 20.5 rounds away from zero to 21.
        expectLayout(child.pin.left(10.25).top(-10.25), rect(10.5, -10.5, 0, 0))
        // Already on the grid: unchanged.
        expectLayout(child.pin.left(10.5).width(33.5), rect(10.5, 0, 33.5, 0))
    }

    @Test func scaleThreeSnapsToThirds() {
        let parent = Frame(width: 400, height: 400, scale: 3)
        let child = Frame(in: parent)
        // x: 10.1 * 3 = 30.3 -> 30 -> 10. width: 100.1 * 3 = 300.3 -> 301 -> 100.333…
        let snapped = child.pin.left(10.1).width(100.1).rect
        #expect(snapped.x == 10)
        #expect(snapped.width == 301.0 / 3)
        // A third of 400 computed from the edges stays on the grid: 133.333… * 3 = 400.
        let third = child.pin.left().width(400.0 / 3).rect
        #expect(third.width == 400.0 / 3)
        // Centered 100 wide in 400: x = 150, already on the grid.
        expectLayout(child.pin.hCenter().width(100), rect(150, 0, 100, 0))
    }

    @Test func theScaleIsInheritedFromTheRoot() {
        let root = Frame(width: 400, height: 400, scale: 2)
        let grandchild = Frame(in: Frame(x: 10, y: 10, width: 100, height: 100, in: root))
        #expect(grandchild.scale == 2)
        expectLayout(grandchild.pin.left(0.3).width(1.1), rect(0.5, 0, 1.5, 0))
        // The root's own results are snapped too.
        expectLayout(root.pin.width(100.2), rect(0, 0, 100.5, 400))
    }
}
