import PinFrame
import Testing

/// Text 500 points long and 20 high per line, wrapped to the proposed width: what a
/// label's measure function returns. Whole lines, so results are easy to work out by hand.
func wrappedText(_ proposal: Size) -> Size {
    let lines = (500 / proposal.width).rounded(.up)
    return Size(width: min(500, proposal.width), height: 20 * lines)
}

@Suite("minWidth, maxWidth, minHeight, maxHeight (Pin+Sizing.swift)", .quietLog)
struct MinMaxTests {
    let view = frame(10, 20, 100, 50)

    @Test func aMinimumRaisesAMaximumLowers() {
        expectLayout(view.pin.width(50).minWidth(80), rect(10, 20, 80, 50))
        expectLayout(view.pin.width(150).maxWidth(120), rect(10, 20, 120, 50))
        expectLayout(view.pin.height(10).minHeight(30), rect(10, 20, 100, 30))
        expectLayout(view.pin.height(90).maxHeight(60), rect(10, 20, 100, 60))
        // Within the limits nothing changes.
        expectLayout(view.pin.width(100).minWidth(50).maxWidth(150), rect(10, 20, 100, 50))
    }

    @Test func theCurrentSizeIsClampedToo() {
        expectLayout(view.pin.maxWidth(60), rect(10, 20, 60, 50))
        expectLayout(view.pin.minWidth(150), rect(10, 20, 150, 50))
        expectLayout(view.pin.left(5).maxWidth(60), rect(5, 20, 60, 50))
        expectLayout(view.pin.bottom(0).maxHeight(30), rect(10, 370, 100, 30))
    }

    @Test func theMaximumWinsWhenTheyDisagree() {
        // As in PinLayout: the minimum raises 100 to 200, then the maximum lowers it to 150.
        expectLayout(view.pin.width(100).minWidth(200).maxWidth(150), rect(10, 20, 150, 50))
    }

    @Test func betweenEdgesTheClampedSizeIsJustified() {
        let child = Frame(in: screen)
        // Edges 10 and 390: 380 available, clamped to 200 and placed by justify.
        expectLayout(child.pin.left(10).right(10).maxWidth(200), rect(10, 0, 200, 0))
        expectLayout(child.pin.left(10).right(10).maxWidth(200).justify(.center), rect(100, 0, 200, 0))
        expectLayout(child.pin.left(10).right(10).maxWidth(200).justify(.right), rect(190, 0, 200, 0))
        // Margins narrow the space first: 20…380, then 100 wide at the left.
        expectLayout(child.pin.horizontally().marginHorizontal(20).maxWidth(100), rect(20, 0, 100, 0))
        // A minimum larger than the space: 200 available, 300 wide, from the left edge.
        expectLayout(child.pin.left(100).right(100).minWidth(300), rect(100, 0, 300, 0))
        expectLayout(child.pin.vertically().maxHeight(100), rect(0, 0, 0, 100))
        expectLayout(child.pin.vertically().maxHeight(100).align(.bottom), rect(0, 300, 0, 100))
    }

    @Test func rightToLeftStartsAtTheRight() {
        let rtl = Frame(width: 400, height: 400, direction: .rtl)
        expectLayout(Frame(in: rtl).pin.left(10).right(10).maxWidth(200), rect(190, 0, 200, 0))
        expectLayout(Frame(in: rtl).pin.left(10).right(10).maxWidth(200).justify(.left), rect(10, 0, 200, 0))
    }

    @Test func percentagesAreOfTheParent() {
        expectLayout(view.pin.width(10).minWidth(50%), rect(10, 20, 200, 50))
        expectLayout(Frame(in: screen).pin.vertically().maxHeight(25%), rect(0, 0, 0, 100))
    }

    @Test func pinEdgesUsesTheClampedSize() {
        // 300 clamped to 200 becomes the edges 0 and 200; the margins then take 20 off.
        let pin = Frame(in: screen).pin.left().width(300).maxWidth(200).pinEdges().marginHorizontal(10)
        expectLayout(pin, rect(10, 0, 180, 0))
    }

    @Test func badValuesAreRejected() {
        expectWarning(view.pin.minWidth(-5), .negativeSize, rule: "minWidth(-5)", "-5")
        expectWarning(view.pin.maxHeight(.nan), .invalidValue, rule: "maxHeight(nan)", "finite")
        expectWarning(view.pin.maxWidth(.infinity), .invalidValue, rule: "maxWidth(inf)", "finite")
        let twice = view.pin.minWidth(120).minWidth(130)
        expectWarning(twice, .alreadySet, rule: "minWidth(130)", "already been set to 120")
        #expect(twice.rect == rect(10, 20, 120, 50))
        expectLayout(view.pin.minWidth(120).minWidth(120), rect(10, 20, 120, 50))
    }

    @Test func rootsTakeValuesNotPercentages() {
        let root = Frame(width: 10, height: 10)
        expectLayout(root.pin.minWidth(50), rect(0, 0, 50, 10))
        let pin = root.pin.minWidth(50%).minHeight(30)
        expectWarning(pin, .noParent, rule: "minWidth(50%)", "parent")
        #expect(pin.rect == rect(0, 0, 10, 30))
        // Found by the fuzzer: a percentage that repeats the value already set (0% of a
        // root is 0) still needs a parent, in either order.
        expectWarning(root.pin.minWidth(0).minWidth(-0%), .noParent, rule: "minWidth(0%)", "parent")
        expectWarning(root.pin.minWidth(-0%).minWidth(0), .noParent, rule: "minWidth(0%)", "parent")
        #expect(root.pin.minWidth(0).minWidth(-0%).rect == rect(0, 0, 10, 10))
    }
}

@Suite("aspectRatio (Pin+Sizing.swift)", .quietLog)
struct AspectRatioTests {
    let view = frame(10, 20, 100, 50)
    let child = Frame(in: screen)

    @Test func oneDeterminedDimensionGivesTheOther() {
        expectLayout(child.pin.width(100).aspectRatio(2), rect(0, 0, 100, 50))
        expectLayout(child.pin.height(30).aspectRatio(2), rect(0, 0, 60, 30))
        // Both edges determine the width: 380 wide, 95 high.
        expectLayout(child.pin.left(10).right(10).aspectRatio(4), rect(10, 0, 380, 95))
        // Top 0 and bottom 200 determine a height of 200.
        expectLayout(child.pin.top().bottom(200).aspectRatio(0.5), rect(0, 0, 100, 200))
    }

    @Test func ofAnotherFrame() {
        let wide = frame(0, 0, 200, 100)
        expectLayout(child.pin.width(50).aspectRatio(of: wide), rect(0, 0, 50, 25))
        let flat = frame(0, 0, 200, 0)
        expectWarning(child.pin.width(50).aspectRatio(of: flat), .invalidValue, rule: "aspectRatio(of: frame)")
    }

    @Test func theLimitsApplyFirst() {
        expectLayout(child.pin.width(300).maxWidth(200).aspectRatio(2), rect(0, 0, 200, 100))
    }

    @Test func limitsOnTheComputedDimensionDoNotApplyTheRatioAgain() {
        // PinLayout's order: the determined length within its limits, the ratio, then the
        // limits of the other length, which keep what the ratio gave the first one.
        // Height 100 gives a width of 200, raised to 240 or lowered to 140.
        expectLayout(child.pin.height(100).aspectRatio(2).minWidth(240), rect(0, 0, 240, 100))
        expectLayout(child.pin.height(100).aspectRatio(2).maxWidth(140), rect(0, 0, 140, 100))
        // Width 100 gives a height of 50, raised to 70 or lowered to 30.
        expectLayout(child.pin.width(100).aspectRatio(2).minHeight(70), rect(0, 0, 100, 70))
        expectLayout(child.pin.width(100).aspectRatio(2).maxHeight(30), rect(0, 0, 100, 30))
        // Both: the width 100 lowered to 80 gives 40, lowered to 30.
        expectLayout(child.pin.width(100).maxWidth(80).aspectRatio(2).maxHeight(30), rect(0, 0, 80, 30))
        // The height 100 raised to 120 gives 240; lowered to 80 gives 160, lowered to 140.
        expectLayout(child.pin.height(100).minHeight(120).aspectRatio(2), rect(0, 0, 240, 120))
        expectLayout(child.pin.height(100).maxHeight(80).aspectRatio(2).maxWidth(140), rect(0, 0, 140, 80))
    }

    @Test func theCurrentSizeDoesNotCount() {
        let neither = view.pin.aspectRatio(2)
        expectWarning(neither, .ignored, rule: "aspectRatio(2)", "neither the width nor the height can be determined")
        #expect(neither.rect == view.rect)
        let both = view.pin.width(10).height(10).aspectRatio(2)
        expectWarning(both, .ignored, rule: "aspectRatio(2)", "the width and the height are already defined")
        #expect(both.rect == rect(10, 20, 10, 10))
    }

    @Test func badRatiosAreRejected() {
        let zero = view.pin.width(10).aspectRatio(0)
        expectWarning(zero, .ignored, rule: "aspectRatio(0)", "greater than zero")
        #expect(zero.rect == rect(10, 20, 10, 50))
        expectWarning(view.pin.width(10).aspectRatio(-1), .ignored, rule: "aspectRatio(-1)", "greater than zero")
        expectWarning(view.pin.width(10).aspectRatio(.infinity), .invalidValue, rule: "aspectRatio(inf)")
    }

    @Test func aSecondOneConflicts() {
        let pin = child.pin.width(10).aspectRatio(2).aspectRatio(5)
        expectWarning(pin, .conflict, rule: "aspectRatio(5)", "conflicts with aspectRatio(2)")
        #expect(pin.rect == rect(0, 0, 10, 5))
    }
}

@Suite("sizeToFit (Pin+Sizing.swift)", .quietLog)
struct SizeToFitTests {
    let child = Frame(in: screen)
    let view = frame(10, 20, 100, 50)

    @Test func widthKeepsTheWidthAndMeasuresTheHeight() {
        // 500 points of text in 200-wide lines: 3 lines.
        expectLayout(child.pin.width(200).sizeToFit(.width, measure: wrappedText), rect(0, 0, 200, 60))
        // The original README's label: right of the image, to the parent's right edge, 10
        // points of margin each side: 400 − 10 − (110 + 10) = 270 wide, so 2 lines.
        let image = frame(10, 10, 100, 100)
        let label = child.pin.right(of: image, aligned: .top).right().marginHorizontal(10)
            .sizeToFit(.width, measure: wrappedText)
        expectLayout(label, rect(120, 10, 270, 40))
    }

    @Test func theMeasureGetsWhatTheChainDetermines() {
        let narrow = FixedMeasure(Size(width: 25, height: 999))
        let pin = child.pin.left(10).right(10).height(30).sizeToFit(.height, measure: narrow.measure)
        // Left and right give a width of 380, but `.height` measures the width: 25,
        // placed at the left edge; the height stays the 30 pinned.
        expectLayout(pin, rect(10, 0, 25, 30))
        #expect(narrow.offers.first == Size(width: .infinity, height: 30))
        var proposals: [Size] = []
        _ =
            view.pin.sizeToFit(.width) {
                proposals.append($0)
                return $0
            }.rect
        _ =
            view.pin.sizeToFit(.content) {
                proposals.append($0)
                return $0
            }.rect
        // `.width` gets the current width, 100, and a free height; `.content` what the rules
        // determine, which is nothing here, so the current size on both axes, 100 × 50.
        #expect(proposals == [Size(width: 100, height: .infinity), Size(width: 100, height: 50)])
    }

    @Test func contentOffersTheCurrentSizeAsPinLayoutDoes() {
        // PinLayout's spec "sizeToFit() then center()" at pixel scale 3: a 100 × 60 view whose
        // content is 35 × 45 for any finite offer (and a 500-wide line when offered no
        // limit), centred in a 400 × 400 root. Offered 100 × 60 it is 35 × 45; centred, its
        // origin is (200 − 17.5, 200 − 22.5) = (182.5, 177.5), snapped to thirds: 547.5 and
        // 532.5 pixels round away from zero to 548 and 533, so (182.67, 177.67).
        let root = Frame(width: 400, height: 400, scale: 3)
        let view = Frame(x: 0, y: 0, width: 100, height: 60, in: root)
        let content = { (offer: Size) in
            offer.width.isFinite && offer.height.isFinite ? Size(width: 35, height: 45) : Size(width: 500, height: 20)
        }
        let placed = view.pin.sizeToFit(measure: content).center().rect
        #expect(placed == rect(548.0 / 3, 533.0 / 3, 35, 45))
        // What the chain determines wins over the current size, axis by axis, within min/max:
        // a width of 300 capped at 250, the current height 60.
        let offers = FixedMeasure(Size(width: 35, height: 45))
        _ = view.pin.width(300).maxWidth(250).sizeToFit(.content, measure: offers.measure).rect
        // A current size of 0 (a new frame, or a 0-high one) is offered as infinity.
        _ = Frame(x: 0, y: 0, width: 80, height: 0, in: root).pin.sizeToFit(measure: offers.measure).rect
        _ = Frame(in: root).pin.sizeToFit(measure: offers.measure).rect
        #expect(
            offers.offers == [
                Size(width: 250, height: 60), Size(width: 80, height: .infinity),
                Size(width: .infinity, height: .infinity),
            ])
    }

    @Test func contentMeasuresWithWhatTheChainDetermines() {
        let label = FixedMeasure(Size(width: 80, height: 20))
        // Both edges determine the width, 380: proposed, with the current height, 50 (the 80
        // measured is placed at the left edge, 10)…
        #expect(view.pin.left(10).right(10).sizeToFit(measure: label.measure).rect == rect(10, 20, 80, 20))
        // …and an explicit width, which the measured one replaces (a conflict).
        #expect(view.pin.width(300).sizeToFit(.content, measure: label.measure).rect == rect(10, 20, 80, 20))
        #expect(label.offers == [Size(width: 380, height: 50), Size(width: 300, height: 50)])
        // 500 points of text wrapped at the 100 the edges leave (10 and 290): 5 lines of 20.
        expectLayout(view.pin.left(10).right(290).sizeToFit(measure: wrappedText), rect(10, 20, 100, 100))
        // Nothing determined, nothing current is proposed: a new frame's text on one line.
        let line = FixedMeasure(Size(width: 120, height: 16))
        expectLayout(child.pin.top(5).left(7).sizeToFit(measure: line.measure), rect(7, 5, 120, 16))
        #expect(Set(line.offers) == [Size(width: .infinity, height: .infinity)])
    }

    @Test func flexibleAndContentTakeTheMeasuredSize() {
        let shortText = { (proposal: Size) in Size(width: min(proposal.width, 60), height: 20) }
        // Between two edges the flexible forms place what they measure, with no conflict.
        expectLayout(child.pin.left().right(300).sizeToFit(.widthFlexible, measure: shortText), rect(0, 0, 60, 20))
        expectLayout(child.pin.width(100).sizeToFit(.width, measure: shortText), rect(0, 0, 100, 20))
        let tall = { (_: Size) in Size(width: 40, height: 70) }
        expectLayout(child.pin.top().bottom(300).sizeToFit(.heightFlexible, measure: tall), rect(0, 0, 40, 70))
        expectLayout(child.pin.height(100).sizeToFit(.height, measure: tall), rect(0, 0, 40, 100))
        expectLayout(view.pin.sizeToFit(measure: tall), rect(10, 20, 40, 70))
        expectLayout(child.pin.hCenter().sizeToFit(measure: tall), rect(180, 0, 40, 70))
    }

    @Test func theOrderOfRulesDoesNotMatter() {
        let before = child.pin.sizeToFit(.width, measure: wrappedText).left(10).right(10).top(5)
        let after = child.pin.top(5).left(10).right(10).sizeToFit(.width, measure: wrappedText)
        // 380 wide: 2 lines.
        expectLayout(before, rect(10, 5, 380, 40))
        #expect(before.rect == after.rect)
    }

    @Test func theLimitsApplyBeforeAndAfterMeasuring() {
        // The current width, 100, gives 5 lines; at most 30 high.
        expectLayout(view.pin.sizeToFit(.width, measure: wrappedText).maxHeight(30), rect(10, 20, 100, 30))
        // No width determined and a current width of 0: the minimum, 250, is measured (2 lines).
        expectLayout(child.pin.sizeToFit(.width, measure: wrappedText).minWidth(250), rect(0, 0, 250, 40))
        // A width of 10 between two edges is raised to 250 and measured there (2 lines);
        // `justify` centers it in the 390 left by the margin: 10 + (390 - 250) / 2.
        let justified = child.pin.left().right().width(10).minWidth(250).marginLeft(10)
            .sizeToFit(.width, measure: wrappedText).justify(.center)
        expectLayout(justified, rect(80, 0, 250, 40))
        // A minimum height raises the measured 40.
        expectLayout(child.pin.width(250).minHeight(50).sizeToFit(.width, measure: wrappedText), rect(0, 0, 250, 50))
    }

    @Test func theMeasuredDimensionReplacesAnExplicitOne() {
        let pin = child.pin.width(200).height(10).sizeToFit(.width, measure: wrappedText)
        expectWarning(pin, .conflict, rule: "sizeToFit(.width)", "height: 10")
        #expect(pin.rect == rect(0, 0, 200, 60))
        // The flexible forms take the measured width (or height) too: an explicit one is
        // replaced, as with `.content` (the measured 60 for the 100 given).
        let shortText = { (proposal: Size) in Size(width: min(proposal.width, 60), height: 20) }
        let flexible = child.pin.width(100).sizeToFit(.widthFlexible, measure: shortText)
        expectWarning(
            flexible, .conflict, rule: "sizeToFit(.widthFlexible)", "width: 100", "the measured width replaces it")
        #expect(flexible.rect == rect(0, 0, 60, 20))
        let tall = child.pin.height(100).sizeToFit(.heightFlexible) { _ in Size(width: 40, height: 70) }
        expectWarning(
            tall, .conflict, rule: "sizeToFit(.heightFlexible)", "height: 100", "the measured height replaces it")
        #expect(tall.rect == rect(0, 0, 40, 70))
        let content = child.pin.width(200).sizeToFit(measure: { _ in Size(width: 80, height: 20) })
        expectWarning(content, .conflict, rule: "sizeToFit(.content)", "width: 200")
        #expect(content.rect == rect(0, 0, 80, 20))
    }

    @Test func aSecondSizingRuleConflicts() {
        let twice = child.pin.width(200).sizeToFit(.width, measure: wrappedText)
            .sizeToFit(.height) { _ in Size(width: 1, height: 1) }
        expectWarning(twice, .conflict, rule: "sizeToFit(.height)", "conflicts with sizeToFit(.width)")
        #expect(twice.rect == rect(0, 0, 200, 60))
        let mixed = child.pin.width(200).aspectRatio(2).sizeToFit(.width, measure: wrappedText)
        expectWarning(mixed, .conflict, rule: "sizeToFit(.width)", "conflicts with aspectRatio(2)")
        #expect(mixed.rect == rect(0, 0, 200, 100))
        // Whichever of the two comes first is the one applied.
        let other = child.pin.width(200).sizeToFit(.width, measure: wrappedText).aspectRatio(2)
        expectWarning(other, .conflict, rule: "aspectRatio(2)", "conflicts with sizeToFit(.width)")
        #expect(other.rect == rect(0, 0, 200, 60))
    }

    @Test func badMeasurementsAreNotApplied() {
        let nan = child.pin.width(200).sizeToFit(.width) { _ in Size(width: 1, height: .nan) }
        expectWarning(nan, .invalidValue, rule: "sizeToFit(.width)", "finite")
        #expect(nan.rect == rect(0, 0, 200, 0))
        let negative = view.pin.sizeToFit { _ in Size(width: -1, height: 5) }
        expectWarning(negative, .negativeSize, rule: "sizeToFit(.content)", "greater than or equal to zero")
        #expect(negative.rect == view.rect)
        // `.width` does not use the measured width, so its value does not matter.
        expectLayout(child.pin.width(200).sizeToFit(.width) { _ in Size(width: .nan, height: 5) }, rect(0, 0, 200, 5))
    }

    @Test func measuresOncePerResolutionAndInEveryForm() {
        var calls = 0
        let measure = { (proposal: Size) -> Size in
            calls += 1
            return wrappedText(proposal)
        }
        let pin = child.pin.width(250).sizeToFit(.width, measure: measure)
        #expect(pin.rect == rect(0, 0, 250, 40))
        #expect(calls == 1)
        #expect(pin.layout().rect == rect(0, 0, 250, 40))
        #expect(pin.frame.rect == rect(0, 0, 250, 40))
        var label = child
        let warnings = label.pin { $0.width(250).sizeToFit(.width, measure: measure) }
        #expect(warnings.isEmpty)
        #expect(label.rect == rect(0, 0, 250, 40))
        #expect(calls == 4)
    }

    @Test func worksOnRoots() {
        let root = Frame(width: 10, height: 10)
        expectLayout(root.pin.sizeToFit { _ in Size(width: 80, height: 20) }, rect(0, 0, 80, 20))
    }

    @Test func snapsLikeEveryResult() {
        let cell = Frame(width: 400, height: 400, scale: 2)
        let pin = Frame(in: cell).pin.width(100).sizeToFit(.width) { _ in Size(width: 0, height: 10.2) }
        // 10.2 points at scale 2 is 20.4 pixels: rounded up to 21, 10.5 points.
        expectLayout(pin, rect(0, 0, 100, 10.5))
    }
}
