import PinFrame
import Testing

/// Examples from the sections of PinLayout's current README that its original README (the
/// seed, `SeedReadmeExamplesTests`) does not have: the introduction, layout between frames,
/// sizing (`sizeToFit`, min/max, `aspectRatio`) and `justify`, and the right-to-left form of
/// the introduction from its `docs/rtl_support.md`. Views become frames with a
/// size of their own; `sizeToFit` gets a measure function in place of `sizeThatFits`, and
/// the tests check what it was offered. Expected rects are worked out by hand.
@Suite("PinLayout's current README examples", .quietLog)
struct PinLayoutReadmeExamplesTests {
    // MARK: Introduction

    @Test func introductionExampleOne() {
        // A 375-wide screen and padding 10, without a safe area.
        let screen = Frame(width: 375, height: 667)
        // 100 wide and square, with 10 of margin above and to the left.
        let logo = frame(0, 0, 30, 30, in: screen).pin.top().left().width(100).aspectRatio(1).margin(10)
        expectLayout(logo, rect(10, 10, 100, 100))

        // Right of the logo (x 110) and level with its top, to the screen's right edge;
        // 10 off each side: x 120, width 375 - 10 - 120 = 245.
        let segmented = frame(0, 0, 200, 30, in: screen).pin.after(of: logo.frame, aligned: .top).right()
            .marginHorizontal(10)
        expectLayout(segmented, rect(120, 10, 245, 30))

        // Below the segmented control (y 40 + 10), from its left edge and as wide, so the
        // text is measured 245 wide; the measured width does not replace it.
        let text = FixedMeasure(Size(width: 100, height: 40))
        let label = frame(0, 0, 10, 10, in: screen).pin.below(of: segmented.frame, aligned: .left)
            .width(of: segmented.frame).pinEdges().marginTop(10).sizeToFit(.width, measure: text.measure)
        expectLayout(label, rect(120, 50, 245, 40))
        #expect(text.offers.first == Size(width: 245, height: .infinity))

        // Below the taller of the logo (bottom 110) and the label (bottom 90), from the
        // left-most of their left edges (10) to the segmented control's right edge (365).
        let separator = frame(0, 0, 5, 1, in: screen).pin.below(of: [logo.frame, label.frame], aligned: .left)
            .right(to: segmented.frame.edge.right).marginTop(10)
        expectLayout(separator, rect(10, 120, 355, 1))
    }

    @Test func introductionRightToLeft() {
        // The same layout written with start/end (PinLayout's docs/rtl_support.md) on a
        // right-to-left screen: the mirror image of example one.
        let screen = Frame(width: 375, height: 667, direction: .rtl)
        // Start is the right edge: 375 - 10 - 100.
        let logo = frame(0, 0, 30, 30, in: screen).pin.top().start(10).width(100).aspectRatio(1).marginTop(10)
        expectLayout(logo, rect(265, 10, 100, 100))

        // After the logo is left of it (right edge 265, less the start margin of 10), to
        // 10 from the screen's left edge.
        let segmented = frame(0, 0, 200, 30, in: screen).pin.after(of: logo.frame, aligned: .top).end(10)
            .marginStart(10)
        expectLayout(segmented, rect(10, 10, 245, 30))

        // Aligned on the control's start, its right edge (255), and as wide.
        let text = FixedMeasure(Size(width: 100, height: 40))
        let label = frame(0, 0, 10, 10, in: screen).pin.below(of: segmented.frame, aligned: .start)
            .width(of: segmented.frame).pinEdges().marginTop(10).sizeToFit(.width, measure: text.measure)
        expectLayout(label, rect(10, 50, 245, 40))
        #expect(text.offers.first == Size(width: 245, height: .infinity))

        // From the right-most right edge (the logo's, 365) to the control's end, its left
        // edge (10).
        let separator = frame(0, 0, 5, 1, in: screen).pin.below(of: [logo.frame, label.frame], aligned: .start)
            .end(to: segmented.frame.edge.end).marginTop(10)
        expectLayout(separator, rect(10, 120, 355, 1))
    }

    @Test func introductionExampleTwoOnAWideContainer() {
        // 600 wide (500 or more): the segmented control at the top right, the label fills
        // what is left of it. Margin 12.
        let container = Frame(width: 600, height: 400)
        let segmented = frame(0, 0, 200, 30, in: container).pin.top().right().margin(12)
        expectLayout(segmented, rect(388, 12, 200, 30))

        // From the left edge to the control's left edge (388), less 12 on each side.
        let text = FixedMeasure(Size(width: 50, height: 60))
        let label = Frame(in: container).pin.top().left().before(of: segmented.frame).margin(12)
            .sizeToFit(.width, measure: text.measure)
        expectLayout(label, rect(12, 12, 364, 60))
        #expect(text.offers.first == Size(width: 364, height: .infinity))
    }

    // MARK: Layout between frames

    @Test func verticallyBetweenCenteredOnTheFirstFrame() {
        let a = frame(50, 0, 100, 100)
        let b = frame(0, 300, 400, 50)
        // From a's bottom (100) to b's top (300), less 10 at each end; centered on a's
        // center (100) at its own width of 40.
        expectLayout(
            frame(0, 0, 40, 5).pin.verticallyBetween(a, and: b, aligned: .center).marginVertical(10),
            rect(80, 110, 40, 180))
    }

    @Test func horizontallyBetweenTwoFramesAsTallAsTheFirst() {
        let a = frame(0, 20, 100, 60)
        let b = frame(300, 0, 100, 100)
        // From a's right (100) to b's left (300), less 10 at each end; top on a's top, and
        // a's height.
        let between = Frame(in: screen).pin.horizontallyBetween(a, and: b, aligned: .top).height(of: a)
            .marginHorizontal(10)
        expectLayout(between, rect(110, 20, 180, 60))
        // The same with two anchors: a's top-right corner to b's bottom-left corner.
        let anchored = Frame(in: screen).pin.topLeft(to: a.anchor.topRight).bottomRight(to: b.anchor.bottomLeft)
            .marginHorizontal(10)
        expectLayout(anchored, rect(110, 20, 180, 80))
        // Swapping the frames keeps the space and aligns on the other one's top (0).
        let swapped = Frame(in: screen).pin.horizontallyBetween(b, and: a, aligned: .top).height(of: a)
            .marginHorizontal(10)
        expectLayout(swapped, rect(110, 0, 180, 60))
    }

    // MARK: Edges and anchors

    @Test func centeredOnAnotherFramesCenterWithATopMargin() {
        let b = frame(50, 0, 100, 100)
        // Top on b's top plus 10; center on b's center (100): x = 100 - 50 / 2.
        expectLayout(
            frame(0, 0, 50, 20).pin.top(to: b.edge.top).hCenter(to: b.edge.hCenter).marginTop(10),
            rect(75, 10, 50, 20))
    }

    @Test func anchorUsage() {
        let a = frame(50, 0, 100, 100)
        // Centered on a's top-right corner (150, 0).
        expectLayout(frame(0, 0, 20, 20).pin.center(to: a.anchor.topRight), rect(140, -10, 20, 20))
        // From a's top-left corner (50, 0) to its center (100, 50).
        expectLayout(
            Frame(in: screen).pin.topLeft(to: a.anchor.topLeft).bottomRight(to: a.anchor.center),
            rect(50, 0, 50, 50))
    }

    // MARK: Sizing

    @Test func centeredAtTheMeasuredSize() {
        // `.content` measures at the current size; the centering uses the measured one:
        // (400 - 80) / 2 and (600 - 30) / 2.
        let parent = Frame(width: 400, height: 600)
        let fitted = frame(0, 0, 10, 10, in: parent).pin.center().sizeToFit { _ in Size(width: 80, height: 30) }
        expectLayout(fitted, rect(160, 285, 80, 30))
    }

    @Test func sizeToFitWidthWithinAMaximumHeight() {
        // The current width (120) is the reference and is kept; the measured height, 300,
        // is limited to 100.
        let fitted = frame(5, 6, 120, 10).pin.sizeToFit(.width) { _ in Size(width: 50, height: 300) }.maxHeight(100)
        expectLayout(fitted, rect(5, 6, 120, 100))
    }

    @Test func sizeToFitTheParentsHeight() {
        // `height(100%)` is the reference height (600) and is kept; the width is measured.
        let parent = Frame(width: 400, height: 600)
        let text = FixedMeasure(Size(width: 50, height: 300))
        let fitted = frame(5, 6, 120, 10, in: parent).pin.height(100%).sizeToFit(.height, measure: text.measure)
        expectLayout(fitted, rect(5, 6, 50, 600))
        #expect(text.offers.first == Size(width: .infinity, height: 600))
    }

    @Test func widthFlexibleMayComeOutNarrower() {
        // Measured at width(100), which the flexible form does not keep: the measured 70
        // replaces it, and the chain says so.
        let text = FixedMeasure(Size(width: 70, height: 33))
        let fitted = frame(5, 6, 120, 10).pin.width(100).sizeToFit(.widthFlexible, measure: text.measure)
        expectWarning(fitted, .conflict, rule: "sizeToFit(.widthFlexible)", "width: 100")
        #expect(fitted.rect == rect(5, 6, 70, 33))
        #expect(text.offers.first == Size(width: 100, height: .infinity))
    }

    @Test func labelBesideAnImage() {
        // Right of the image (110) with 10 on each side, to the parent's right edge (400):
        // measured at 400 - 10 - 120 = 270, top on the image's top.
        let image = frame(10, 10, 100, 100)
        let text = FixedMeasure(Size(width: 20, height: 44))
        let label = Frame(in: screen).pin.after(of: image, aligned: .top).right().marginHorizontal(10)
            .sizeToFit(.width, measure: text.measure)
        expectLayout(label, rect(120, 10, 270, 44))
        #expect(text.offers.first == Size(width: 270, height: .infinity))
    }

    @Test func horizontallyWithMarginsMeasuresTheWidthBetweenThem() {
        // margin(0, 12): 12 on the left and right, so the text is measured 400 - 24 wide.
        let text = FixedMeasure(Size(width: 1, height: 9))
        let fitted = Frame(in: screen).pin.horizontally().margin(0, 12).sizeToFit(.width, measure: text.measure)
        expectLayout(fitted, rect(12, 0, 376, 9))
        #expect(text.offers.first == Size(width: 376, height: .infinity))
    }

    @Test func minMaxUsage() {
        let parent = Frame(width: 400, height: 600)
        let view = frame(3, 3, 3, 3, in: parent)
        expectLayout(view.pin.height(100%).maxHeight(240), rect(3, 3, 3, 240))
        expectLayout(view.pin.top().bottom().maxHeight(100), rect(3, 0, 3, 100))
        // Half of 600 is 300, limited to 200.
        expectLayout(view.pin.top().height(50%).maxHeight(200), rect(3, 0, 3, 200))
        expectLayout(view.pin.width(100%).maxWidth(250), rect(3, 3, 250, 3))
    }

    @Test(arguments: [400.0, 150.0])
    func centeredUpToAMaximumWidth(parentWidth: Double) {
        // As wide as the parent up to 200, centered: full width on a narrow parent.
        let parent = Frame(width: parentWidth, height: 100)
        let view = frame(0, 0, 10, 10, in: parent)
        let width = min(parentWidth, 200)
        let centered = rect((parentWidth - width) / 2, 20, width, 10)
        expectLayout(view.pin.top(20).hCenter().width(100%).maxWidth(200), centered)
        expectLayout(view.pin.top(20).horizontally().maxWidth(200).justify(.center), centered)
        // Without `justify` on the left; `justify(.right)` on the right.
        expectLayout(view.pin.top(20).horizontally().maxWidth(200), rect(0, 20, width, 10))
        expectLayout(
            view.pin.top(20).horizontally().maxWidth(200).justify(.right), rect(parentWidth - width, 20, width, 10))
    }

    @Test func aspectRatioUsage() {
        // The parent's width, half as tall.
        expectLayout(Frame(in: screen).pin.left().width(100%).aspectRatio(2), rect(0, 0, 400, 200))
        // An image of 640×480 gives 4:3: 200 wide (50%), 150 tall, centered.
        let image = frame(0, 0, 640, 480)
        expectLayout(Frame(in: screen).pin.top().hCenter().width(50%).aspectRatio(of: image), rect(100, 0, 200, 150))
    }

    // MARK: justify and align

    @Test func justifiedInTheSpaceRightOfAnotherFrame() {
        // The space runs from a's right (100) to 400; 100 wide in its middle.
        let a = frame(0, 0, 100, 50)
        expectLayout(
            frame(0, 0, 10, 30).pin.after(of: a, aligned: .top).right().width(100).justify(.center),
            rect(200, 0, 100, 30))
    }

    @Test func alignWithTheHeightFromBothEdges() {
        // The README's `below(of: A).above(of: B).width(40).align(.center)`: the height
        // comes from the two edges (100 to 300), so there is nothing to align.
        let a = frame(0, 0, 100, 100)
        let b = frame(0, 300, 100, 50)
        expectLayout(frame(7, 0, 10, 10).pin.below(of: a).above(of: b).width(40).align(.center), rect(7, 100, 40, 200))
    }

    @Test func justifyNeedsBothEdges() {
        // Only the left edge: the frame stays where `left()` and `width(250)` put it.
        let pin = Frame(in: screen).pin.left().width(250).justify(.center)
        #expect(pin.rect == rect(0, 0, 250, 0))
        expectWarning(pin, .ignored, rule: "justify(.center)", "left and right")
    }
}
