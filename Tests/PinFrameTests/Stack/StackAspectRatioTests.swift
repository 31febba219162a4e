import PinFrame
import Testing

/// `aspectRatio` (width ÷ height, CSS `aspect-ratio` on a flex item): a known size gives the
/// other through the ratio, limits transfer through it, a stretch wins over it. Expected
/// rects worked out by hand beside each case.
@Suite(.quietLog)
struct StackAspectRatioTests {
    @Test func aColumnStretchesTheWidthAndTheHeightFollows() {
        // Stretched to the column's 200: height 200 ÷ 2.
        expectStack(.vertical(), [StackItem(aspectRatio: 2)], in: container(200, 300), [r(0, 0, 200, 100)])
    }

    @Test func aRowStretchesTheHeightAndTheWidthFollows() {
        // Stretched to the row's 50: width 50 × 2.
        expectStack(.horizontal(), [StackItem(aspectRatio: 2)], in: container(300, 50), [r(0, 0, 100, 50)])
    }

    @Test func anExplicitSizeGivesTheOther() {
        // Width 80 at 4:3 is 60 high; height 30 at 2:1 is 60 wide.
        expectStack(
            .horizontal(alignment: .start),
            [StackItem(width: 80, aspectRatio: 4.0 / 3), StackItem(height: 30, aspectRatio: 2)],
            in: container(300, 100),
            [r(0, 0, 80, 60), r(80, 0, 60, 30)])
        // In a column, a height of 50 at 2:1 is 100 wide.
        expectStack(
            .vertical(alignment: .start), [StackItem(height: 50, aspectRatio: 2)], in: container(300, 300),
            [r(0, 0, 100, 50)])
    }

    @Test func aFlexedSizeGivesTheOtherWithinItsOwnLimits() {
        // Grown from 50 to 300: 150 high; with maxHeight 100, 100.
        expectStack(
            .horizontal(alignment: .start), [StackItem(width: 50, aspectRatio: 2, grow: 1)], in: container(300, 200),
            [r(0, 0, 300, 150)])
        expectStack(
            .horizontal(alignment: .start), [StackItem(width: 50, aspectRatio: 2, maxHeight: 100, grow: 1)],
            in: container(300, 200), [r(0, 0, 300, 100)])
        // Shrunk from 200 to 100 in a column: the width follows, 100 × 2.
        expectStack(
            .vertical(alignment: .start), [StackItem(height: 200, aspectRatio: 2, shrink: 1)], in: container(300, 100),
            [r(0, 0, 200, 100)])
    }

    @Test func withNeitherSizeTheWidthIsTheContentsAndTheHeightFollows() {
        // Content 90 wide at 3:1: 30 high, in a row and in a column (whose width it keeps).
        let item = StackItem(contentSize: Size(width: 90, height: 999), aspectRatio: 3)
        expectStack(.horizontal(alignment: .start), [item], in: container(300, 300), [r(0, 0, 90, 30)])
        expectStack(.vertical(alignment: .start), [item], in: container(300, 300), [r(0, 0, 90, 30)])
    }

    @Test func limitsTransferThroughTheRatio() {
        let row = Stack.horizontal(alignment: .start)
        // minHeight 40 at 2:1 is a minimum width of 80 for content 10 wide: 80 × 40.
        expectStack(
            row, [StackItem(contentSize: Size(width: 10, height: 0), aspectRatio: 2, minHeight: 40)],
            in: container(300, 200), [r(0, 0, 80, 40)])
        // maxHeight 50 is a maximum width of 100 for content 300 wide: 100 × 50.
        expectStack(
            row, [StackItem(contentSize: Size(width: 300, height: 0), aspectRatio: 2, maxHeight: 50)],
            in: container(300, 200), [r(0, 0, 100, 50)])
        // The item's own maxWidth (60) wins over the transferred maximum: 60 × 30.
        expectStack(
            row, [StackItem(contentSize: Size(width: 300, height: 0), aspectRatio: 2, maxWidth: 60, maxHeight: 50)],
            in: container(300, 200), [r(0, 0, 60, 30)])
        // Its own minWidth (120) wins over the transferred maximum (100); the height follows,
        // 60, then its own maximum: 50.
        expectStack(
            row,
            [StackItem(contentSize: Size(width: 300, height: 0), aspectRatio: 2, minWidth: 120, maxHeight: 50)],
            in: container(300, 200), [r(0, 0, 120, 50)])
        // In a column, minWidth 90 at 3:1 makes content 30 wide 90 × 30.
        expectStack(
            .vertical(alignment: .start),
            [StackItem(contentSize: Size(width: 30, height: 0), aspectRatio: 3, minWidth: 90)], in: container(300, 300),
            [r(0, 0, 90, 30)])
    }

    @Test func inAColumnTheHeightLimitsTransferToTheWidth() {
        let column = Stack.vertical(alignment: .start)
        // maxHeight 50 at 2:1 is a maximum width of 100 for content 300 wide: 100 × 50.
        expectStack(
            column, [StackItem(contentSize: Size(width: 300, height: 0), aspectRatio: 2, maxHeight: 50)],
            in: container(300, 300), [r(0, 0, 100, 50)])
        // minHeight 40 is a minimum width of 80 for content 10 wide: 80 × 40.
        expectStack(
            column, [StackItem(contentSize: Size(width: 10, height: 0), aspectRatio: 2, minHeight: 40)],
            in: container(300, 300), [r(0, 0, 80, 40)])
    }

    @Test func aKnownSizeIsClampedBeforeTheRatio() {
        // Height 60 clamped to its maxHeight, 40, gives 80 at 2:1.
        expectStack(
            .horizontal(alignment: .start), [StackItem(height: 60, aspectRatio: 2, maxHeight: 40)],
            in: container(300, 300), [r(0, 0, 80, 40)])
    }

    @Test func transferredLimitsAreInTheBaseSizeAndItsOwnAreNot() {
        // minHeight 40 at 2:1 makes the content's width (0) 80: that is the base, so of the
        // 220 left each of two growing items takes 110: 190 (95 high) and 110.
        expectStack(
            .horizontal(alignment: .start), [StackItem(aspectRatio: 2, minHeight: 40, grow: 1), item(0, 0, grow: 1)],
            in: container(300, 200), [r(0, 0, 190, 95), r(190, 0, 110, 0)])
        // minWidth 30 is a limit on the flexed width, not the base (0): of 300, one share and
        // two: 100 (50 high) and 200.
        expectStack(
            .horizontal(alignment: .start), [StackItem(aspectRatio: 2, minWidth: 30, grow: 1), item(0, 0, grow: 2)],
            in: container(300, 200), [r(0, 0, 100, 50), r(100, 0, 200, 0)])
        // A transferred maximum limits the content's width, not the flexed one: grown to 300,
        // 150 high through the ratio, then its own maxHeight: 50.
        expectStack(
            .horizontal(alignment: .start), [StackItem(aspectRatio: 2, maxHeight: 50, grow: 1)],
            in: container(300, 200), [r(0, 0, 300, 50)])
    }

    @Test func aStretchedCrossSizeWinsOverTheRatio() {
        // A wrapping row decides its line's thickness after the items' sizes: the 20 × 80
        // item makes it 80, and the 50-wide square is stretched to 80 high.
        let stack = Stack.horizontal(wrap: .wrap)
        expectStack(
            stack, [StackItem(width: 50, aspectRatio: 1), item(20, 80)], in: container(300, 200),
            [r(0, 0, 50, 80), r(50, 0, 20, 80)])
        // Only its own limits clamp the stretch: maxWidth 40 makes it 40 wide, and would be a
        // maximum height of 40 through the ratio, which a stretch does not take.
        expectStack(
            stack, [StackItem(width: 50, aspectRatio: 1, maxWidth: 40), item(20, 80)], in: container(300, 200),
            [r(0, 0, 40, 80), r(40, 0, 20, 80)])
        expectStack(
            stack, [StackItem(width: 50, aspectRatio: 1, maxHeight: 70), item(20, 80)], in: container(300, 200),
            [r(0, 0, 50, 70), r(50, 0, 20, 80)])
    }

    @Test func aWrappedLineIsAsThickAsItsItemsThroughTheirRatios() {
        // 100 and 150 wide at 2:1 in 200: one a line, 50 and 75 thick.
        expectStack(
            .horizontal(alignment: .start, wrap: .wrap),
            [StackItem(width: 100, aspectRatio: 2), StackItem(width: 150, aspectRatio: 2)], in: container(200, 300),
            [r(0, 0, 100, 50), r(0, 50, 150, 75)])
    }

    @Test func withBothSizesTheRatioHasNothingToDo() {
        expectStack(
            .horizontal(alignment: .start), [StackItem(width: 10, height: 10, aspectRatio: 5)], in: container(100, 100),
            [r(0, 0, 10, 10)])
    }

    @Test(arguments: [0, -1, Double.nan, .infinity, -.infinity])
    func aRatioThatIsNotAPositiveNumberIsNone(_ ratio: Double) {
        expectStack(
            .horizontal(alignment: .start),
            [StackItem(width: 40, contentSize: Size(width: 0, height: 7), aspectRatio: ratio)],
            in: container(100, 100), [r(0, 0, 40, 7)])
    }

    @Test func aMeasuredItemWithAKnownCrossSizeTakesItsMinimumThroughTheRatio() {
        // Stretched to 50 high at 2:1: 100 wide, and its narrowest is 100 too, so the
        // overflowing row cannot shrink it; the measure function is not asked.
        let items = [StackItem(measuresContent: true, aspectRatio: 2, shrink: 1), item(280, 10)]
        expectMeasuredStack(
            .horizontal(), items, texts: [:], in: container(300, 50), [r(0, 0, 100, 50), r(100, 0, 280, 10)],
            asks: [])
        // Without measuring, its minimum is 0 and it gives up all 80 of the overflow.
        expectStack(
            .horizontal(), [StackItem(aspectRatio: 2, shrink: 1), item(280, 10)], in: container(300, 50),
            [r(0, 0, 20, 50), r(20, 0, 280, 10)])
    }

    @Test func aMeasuredItemWithoutAKnownSizeTakesItsContentsWidth() {
        // A row that does not stretch: the natural width (60) at 3:1 is 20 high.
        expectMeasuredStack(
            .horizontal(alignment: .start), [StackItem(measuresContent: true, aspectRatio: 3)],
            texts: [0: Text([30, 30])], in: container(300, 100), [r(0, 0, 60, 20)], asks: [Ask(0, open, open)])
        // A column: the width that fits (60), then 20 high.
        expectMeasuredStack(
            .vertical(alignment: .start), [StackItem(measuresContent: true, aspectRatio: 3)],
            texts: [0: Text([30, 30])], in: container(300, 100), [r(0, 0, 60, 20)], asks: [Ask(0, open, open)])
    }
}
