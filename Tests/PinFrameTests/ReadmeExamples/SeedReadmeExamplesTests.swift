import PinFrame
import Testing

/// Every example of PinLayout's original README (`seeds/PinLayout-original-README.md`),
/// pinned on a 400×400 parent. The frame being laid out starts at (0, 0) with a size of
/// 100×50 unless the example sets it. Expected rects are worked out by hand.
@Suite("PinLayout's original README examples", .quietLog)
struct SeedReadmeExamplesTests {
    let view = frame(0, 0, 100, 50)

    // MARK: Distances from the parent's edges

    @Test func topAndLeft() {
        // top 20, left 20; the size is kept.
        expectLayout(view.pin.top(20).left(20), rect(20, 20, 100, 50))
    }

    @Test func leftAndRightZero() {
        // Left on 0 and right on 400: as wide as the parent.
        expectLayout(view.pin.left(0).right(0), rect(0, 0, 400, 50))
    }

    @Test func leftAndVerticalCenterValue() {
        // vCenter(100): the center is 100 below the parent's top, so y = 100 - 50 / 2.
        expectLayout(view.pin.left(12).vCenter(100), rect(12, 75, 100, 50))
    }

    @Test func fourEdgesWithDistances() {
        // 10 from each edge: 400 - 10 - 10 = 380.
        expectLayout(view.pin.top(10).left(10).bottom(10).right(10), rect(10, 10, 380, 380))
    }

    @Test func cornersWithMargin() {
        expectLayout(view.pin.topLeft().bottomRight().margin(10), rect(10, 10, 380, 380))
    }

    @Test func fourEdgesDirectlyWithMargin() {
        expectLayout(view.pin.top().left().bottom().right().margin(10), rect(10, 10, 380, 380))
    }

    @Test func edgesDirectlyOnTheParent() {
        // `top().left()` and `bottom().right()`, the README's usage examples.
        expectLayout(view.pin.top().left(), rect(0, 0, 100, 50))
        expectLayout(view.pin.bottom().right(), rect(300, 350, 100, 50))
    }

    // MARK: Anchors

    @Test func topRightOnTheParent() {
        // x = 400 - 100.
        expectLayout(view.pin.topRight(), rect(300, 0, 100, 50))
    }

    @Test func topLeftOnAnotherFramesTopRight() {
        let viewA = frame(140, 100, 200, 120)
        let viewB = frame(0, 0, 50, 50)
        // A's top-right corner is (140 + 200, 100).
        expectLayout(viewB.pin.topLeft(to: viewA.anchor.topRight), rect(340, 100, 50, 50))
    }

    @Test func betweenTwoAnchorsWithHorizontalMargins() {
        let viewA = frame(10, 10, 100, 100)
        let viewB = frame(290, 10, 100, 150)
        let viewC = frame(0, 0, 10, 10)
        // Top-left on A's top-right (110, 10), bottom-right on B's bottom-left (290, 160);
        // 10 of margin on the left and right: x = 120, width = 290 - 10 - 120.
        expectLayout(
            viewC.pin.topLeft(to: viewA.anchor.topRight).bottomRight(to: viewB.anchor.bottomLeft)
                .marginHorizontal(10),
            rect(120, 10, 160, 150))
    }

    @Test func anchorUsageExamples() {
        let view1 = frame(100, 100, 200, 100)
        // Top-center on view1's bottom-center (200, 200).
        expectLayout(view.pin.topCenter(to: view1.anchor.bottomCenter), rect(150, 200, 100, 50))
        // From view1's top-left (100, 100) to its center (200, 150).
        expectLayout(
            view.pin.topLeft(to: view1.anchor.topLeft).bottomRight(to: view1.anchor.center),
            rect(100, 100, 100, 50))
    }

    // MARK: Edges

    @Test func leftOnAnotherFramesRightEdge() {
        let viewA = frame(10, 10, 100, 100)
        let viewB = frame(0, 200, 50, 50)
        // Only B's left changes: A's right edge is 110.
        expectLayout(viewB.pin.left(to: viewA.edge.right), rect(110, 200, 50, 50))
    }

    // MARK: Relative positioning

    /// The README's three ways to put C between A and B with 10 of margin. Its first form,
    /// `left(of: viewA).right(of: viewB)`, puts A on the right and B on the left; its edge
    /// form, `left(to: viewA.edge.right).right(to: viewB.edge.left)`, names them the other
    /// way round (PinLayout's later README rewrote the first as `after(of: viewA)
    /// .before(of: viewB)`). Here A is on the right and B on the left in all three.
    /// Its third form also starts with `top()`, which `aligned: .top` would set a second
    /// time; PinLayout's later README drops it, and so does this test.
    @Test func betweenTwoFramesThreeEquivalentWays() {
        let a = frame(290, 10, 100, 100)
        let b = frame(10, 10, 100, 100)
        let c = frame(0, 0, 100, 50)
        // Left edge on B's right (110) + 10, right edge on A's left (290) - 10: x = 120,
        // width = 160. `top()` + a top margin of 10 gives y = 10; `aligned: .top` gives A's
        // top, 10, too. The height is kept.
        let expected = rect(120, 10, 160, 50)
        expectLayout(c.pin.top().left(of: a).right(of: b).margin(10), expected, "relative")
        expectLayout(c.pin.top().left(to: b.edge.right).right(to: a.edge.left).margin(10), expected, "edges")
        expectLayout(
            c.pin.left(of: a, aligned: .top).right(of: b, aligned: .top).marginHorizontal(10), expected,
            "relative, aligned")
        expectLayout(c.pin.top().after(of: b).before(of: a).margin(10), expected, "PinLayout's later wording")
    }

    @Test func belowAlignedCenterEqualsTopCenterOnBottomCenter() {
        let viewA = frame(140, 100, 200, 120)
        let viewB = frame(0, 0, 50, 50)
        // A's bottom-center is (240, 220); B is 50 wide, so x = 215.
        let expected = rect(215, 220, 50, 50)
        expectLayout(viewB.pin.below(of: viewA, aligned: .center), expected)
        expectLayout(viewB.pin.topCenter(to: viewA.anchor.bottomCenter), expected)
    }

    @Test func relativeUsageExamples() {
        let view2 = frame(150, 150, 100, 100)
        // Above view2: bottom on its top (150), so y = 150 - 50.
        expectLayout(view.pin.above(of: view2), rect(0, 100, 100, 50))
        // Left of view2, tops aligned: x = 150 - 100, y = 150.
        expectLayout(view.pin.left(of: view2, aligned: .top), rect(50, 150, 100, 50))
        // Above view2 aligned left: x = 150; aligned right: right edge on 250, x = 150.
        expectLayout(view.pin.above(of: view2, aligned: .left), rect(150, 100, 100, 50))
        expectLayout(view.pin.above(of: view2, aligned: .right), rect(150, 100, 100, 50))
    }

    @Test func boxedInByFourFrames() {
        let view1 = frame(300, 0, 50, 400)  // on the right
        let view2 = frame(0, 300, 400, 50)  // below
        let view3 = frame(0, 0, 400, 50)  // above
        let view4 = frame(0, 0, 50, 400)  // on the left
        // Right edge on view1's left (300), bottom on view2's top (300), top on view3's
        // bottom (50), left on view4's right (50).
        expectLayout(
            view.pin.left(of: view1).above(of: view2).below(of: view3).right(of: view4), rect(50, 50, 250, 250))
    }

    // MARK: Width, height and size

    @Test func widthAndHeightForms() {
        let view1 = frame(10, 10, 120, 80)
        expectLayout(view.pin.width(100), rect(0, 0, 100, 50))
        expectLayout(view.pin.width(of: view1), rect(0, 0, 120, 50))
        expectLayout(view.pin.width(50%), rect(0, 0, 200, 50))
        expectLayout(view.pin.height(200), rect(0, 0, 100, 200))
        expectLayout(view.pin.height(100%), rect(0, 0, 100, 400))
        expectLayout(view.pin.size(view1.rect.size), rect(0, 0, 120, 80))
        expectLayout(view.pin.size(of: view1), rect(0, 0, 120, 80))
    }

    // MARK: Margins

    @Test func marginUsageExamples() {
        expectLayout(view.pin.topLeft().margin(20), rect(20, 20, 100, 50))
        // Bottom on 400, moved up 20: y = 400 - 20 - 50.
        expectLayout(view.pin.bottom().marginBottom(20), rect(0, 330, 100, 50))
        expectLayout(view.pin.left().right().marginHorizontal(20), rect(20, 0, 360, 50))
        // top 10, left 12, bottom 0, right 12.
        expectLayout(view.pin.topLeft().bottomRight().margin(10, 12, 0, 12), rect(12, 10, 376, 390))
    }

    @Test func marginExample1OnlyLeftApplies() {
        // Only the left is pinned: the left margin moves the frame, the others do nothing.
        expectLayout(view.pin.left().margin(10), rect(10, 0, 100, 50))
    }

    @Test func marginExample2OnlyRightApplies() {
        // Right and width: x = 400 - 10 - 100.
        expectLayout(view.pin.right().width(100).marginHorizontal(10), rect(290, 0, 100, 50))
    }

    @Test func marginExample3LeftAndRightApply() {
        expectLayout(view.pin.left().right().margin(10), rect(10, 0, 380, 50))
    }

    @Test func marginExample4LeftRightAndTopApply() {
        expectLayout(view.pin.topLeft().right().height(100).margin(10), rect(10, 10, 380, 100))
    }

    @Test func marginExample5AllFourApply() {
        expectLayout(view.pin.topLeft().bottomRight().margin(10), rect(10, 10, 380, 380))
    }

    @Test func withoutPinEdgesTheLeftMarginMovesTheFrame() {
        // Left and width: the left margin moves it right, the right margin does nothing.
        expectLayout(view.pin.left().width(100%).marginHorizontal(20), rect(20, 0, 400, 50))
    }

    @Test func withPinEdgesBothMarginsShrinkIt() {
        // pinEdges turns left 0 + width 400 into left 0 and right 400.
        expectLayout(view.pin.left().width(100%).pinEdges().marginHorizontal(20), rect(20, 0, 360, 50))
        expectLayout(view.pin.left().right().marginHorizontal(20), rect(20, 0, 360, 50))
    }

    // MARK: Warnings

    @Test func warningExamples() {
        let conflict = view.pin.left(10).right(10).width(200)
        expectWarning(
            conflict, .conflict, rule: "width(200)",
            "width(200) won't be applied since it conflicts with the following already set properties: left: 10, right: 10."
        )
        expectWarning(
            view.pin.width(100).width(200), .alreadySet, rule: "width(200)",
            "width(200) won't be applied since it value has already been set to 100.")
        expectWarning(view.pin.width(-100), .negativeSize, rule: "width(-100)", "-100", "greater than or equal to zero")
    }

    // MARK: Adjust to container size (cells A to D)

    @Test func cellALeftFixedRestFills() {
        let a1 = view.pin.topLeft().bottom().width(50).frame
        let a2 = view.pin.right(of: a1, aligned: .top).bottomRight().marginLeft(10)
        #expect(a1.rect == rect(0, 0, 50, 400))
        // Left on a1's right (50) + 10, right on 400.
        expectLayout(a2, rect(60, 0, 340, 400))
    }

    @Test func cellBRightFixedRestFills() {
        let b2 = view.pin.topRight().bottom().width(50).frame
        let b1 = view.pin.left(of: b2, aligned: .top).bottomLeft().marginRight(10)
        #expect(b2.rect == rect(350, 0, 50, 400))
        // Left on 0, right on b2's left (350) - 10.
        expectLayout(b1, rect(0, 0, 340, 400))
    }

    @Test func cellCCenteredFixedSidesFill() {
        let c2 = view.pin.topCenter().width(50).bottom().frame
        // The README pins c1 left of itself; it means left of c2.
        let c1 = view.pin.left(of: c2, aligned: .top).bottomLeft().marginRight(10)
        let c3 = view.pin.right(of: c2, aligned: .top).bottomRight().marginLeft(10)
        // c2 is centered: x = 200 - 25.
        #expect(c2.rect == rect(175, 0, 50, 400))
        expectLayout(c1, rect(0, 0, 165, 400))
        expectLayout(c3, rect(235, 0, 165, 400))
    }

    @Test func cellDPercentages() {
        let d1 = view.pin.topLeft().width(25%).bottom().frame
        let d2 = view.pin.right(of: d1, aligned: .top).width(50%).bottom().marginLeft(10).frame
        let d3 = view.pin.right(of: d2, aligned: .top).bottomRight().marginLeft(10)
        #expect(d1.rect == rect(0, 0, 100, 400))
        // 50% of 400 after d1 (100) + 10.
        #expect(d2.rect == rect(110, 0, 200, 400))
        // After d2 (310) + 10, to 400.
        expectLayout(d3, rect(320, 0, 80, 400))
    }
}
