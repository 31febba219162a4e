import PinFrame
import Testing

/// Items that measure their content: what the measure function is asked, in a row, a
/// column, a wrapping row and a nested stack, and what the stack makes of the answers.
/// `Text` wraps words greedily and answers with its widest line; every expected rect and
/// ask is worked out by hand in the comment beside it.
@Suite(.quietLog)
struct StackMeasureTests {
    /// Three words 40 wide: 120 on one line, 80 + 40 at 100, one a line at 40 or less.
    let threeWords = Text([40, 40, 40])
    let measured = StackItem(measuresContent: true)

    @Test func aRowAsksForTheNaturalWidthThenTheHeightAtTheFinalWidth() {
        // Not stretched: the base is the natural width (90, one line); nothing flexes; the
        // height is asked at 90 (one line, 10).
        expectMeasuredStack(
            .horizontal(alignment: .start), [measured, item(20, 20)], texts: [0: Text([30, 30, 30])],
            in: container(200, 50), [r(0, 0, 90, 10), r(90, 0, 20, 20)], asks: [Ask(0, open, open), Ask(0, 90, open)])
    }

    @Test func aStretchedItemInARowIsAskedWithTheRowsHeight() {
        // One line in a definite height: the stack has decided the height (50) and keeps it.
        expectMeasuredStack(
            .horizontal(), [measured], texts: [0: Text([30, 30, 30])], in: container(200, 50), [r(0, 0, 90, 50)],
            asks: [Ask(0, open, 50)])
    }

    @Test func aRowThatShrinksAsksForTheNarrowest() {
        // Base 120 + 40 = 160 in 100: the line shrinks, so the narrowest (one word, 40) is
        // asked. The text gives up all 60 (the other item does not shrink): 60 wide, where
        // the words take three lines (40, then 40 + 40 > 60).
        let items = [StackItem(measuresContent: true, shrink: 1), item(40, 10)]
        expectMeasuredStack(
            .horizontal(alignment: .start), items, texts: [0: threeWords], in: container(100, 50),
            [r(0, 0, 60, 30), r(60, 0, 40, 10)], asks: [Ask(0, open, open), Ask(0, 0, open), Ask(0, 60, open)])
    }

    @Test func aMeasuredItemNeverShrinksBelowItsNarrowest() {
        // In 60 the text would shrink to 20; its automatic minimum (40) stops it there and
        // the row overflows.
        let items = [StackItem(measuresContent: true, shrink: 1), item(40, 10)]
        expectMeasuredStack(
            .horizontal(alignment: .start), items, texts: [0: threeWords], in: container(60, 50),
            [r(0, 0, 40, 30), r(40, 0, 40, 10)], asks: [Ask(0, open, open), Ask(0, 0, open), Ask(0, 40, open)])
        // A minimum of its own replaces it: no narrowest is asked, and it shrinks to 20.
        let unbounded = [StackItem(measuresContent: true, minWidth: 0, shrink: 1), item(40, 10)]
        expectMeasuredStack(
            .horizontal(alignment: .start), unbounded, texts: [0: threeWords], in: container(60, 50),
            [r(0, 0, 20, 30), r(20, 0, 40, 10)], asks: [Ask(0, open, open), Ask(0, 20, open)])
    }

    @Test func anExplicitWidthCapsTheNarrowest() {
        // Width 30 is below the narrowest word (40): the minimum is 30, so the item keeps 30
        // in a row of 50 that it would otherwise shrink in. Three lines at 30.
        let items = [StackItem(width: 30, measuresContent: true, shrink: 1), item(40, 10)]
        expectMeasuredStack(
            .horizontal(alignment: .start), items, texts: [0: threeWords], in: container(50, 50),
            [r(0, 0, 30, 30), r(30, 0, 40, 10)], asks: [Ask(0, 0, open), Ask(0, 30, open)])
    }

    @Test func aColumnOffersItsWidthToAStretchedItem() {
        // Stretched across a 100-wide column: asked with 100 (80 + 40: two lines, 20 high).
        expectMeasuredStack(
            .vertical(), [measured], texts: [0: threeWords], in: container(100, 200), [r(0, 0, 100, 20)],
            asks: [Ask(0, 100, open)])
    }

    @Test func aColumnFitsTheWidthOfAnItemThatDoesNotStretch() {
        // Natural width 120 > 100: asked again with 100 (80 wide, two lines), centred.
        expectMeasuredStack(
            .vertical(alignment: .center), [measured], texts: [0: threeWords], in: container(100, 200),
            [r(10, 0, 80, 20)], asks: [Ask(0, open, open), Ask(0, 100, open)])
        // A short text fits as it is: one ask.
        expectMeasuredStack(
            .vertical(alignment: .center), [measured], texts: [0: Text([30])], in: container(100, 200),
            [r(35, 0, 30, 10)], asks: [Ask(0, open, open)])
    }

    @Test func theWidthOnOfferIsTheContentBoxLessTheMarginsWithinTheMaximum() {
        // Margins 5 and 5: 90 on offer (80 + 40, two lines).
        let margined = StackItem(measuresContent: true, margin: EdgeInsets(top: 0, left: 5, bottom: 0, right: 5))
        expectMeasuredStack(
            .vertical(alignment: .start), [margined], texts: [0: threeWords], in: container(100, 200),
            [r(5, 0, 80, 20)], asks: [Ask(0, open, open), Ask(0, 90, open)])
        // maxWidth 50: 50 on offer (one word a line: 40 wide, 30 high), centred.
        let narrow = StackItem(measuresContent: true, maxWidth: 50)
        expectMeasuredStack(
            .vertical(alignment: .center), [narrow], texts: [0: threeWords], in: container(100, 200),
            [r(30, 0, 40, 30)], asks: [Ask(0, open, open), Ask(0, 50, open)])
    }

    @Test func aColumnOfOpenWidthStillOffersNoMoreThanTheMaximum() {
        // Measured for an open width: the natural 120 is more than maxWidth 50, so 50 is
        // offered (one word a line: 40 wide, 30 high), as in a container of any width.
        var asks: [Ask] = []
        let size = Stack.vertical(alignment: .start).size(
            for: [StackItem(measuresContent: true, maxWidth: 50)], fitting: Size(width: open, height: open)
        ) { index, proposal in
            asks.append(Ask(index, proposal.width, proposal.height))
            return threeWords.size(fitting: proposal)
        }
        #expect(size == Size(width: 40, height: 30))
        #expect(asks == [Ask(0, open, open), Ask(0, 50, open)])
    }

    @Test func aColumnThatShrinksAsksForTheNarrowestHeightAtTheItemsWidth() {
        // Width 80 and height 20 as above; with a 10 high item the column needs 30 of 25, so
        // the narrowest height at 80 is asked (20, two lines): the text cannot shrink.
        let items = [StackItem(measuresContent: true, shrink: 1), item(10, 10)]
        expectMeasuredStack(
            .vertical(alignment: .start), items, texts: [0: threeWords], in: container(100, 25),
            [r(0, 0, 80, 20), r(0, 20, 10, 10)], asks: [Ask(0, open, open), Ask(0, 100, open), Ask(0, 80, 0)])
    }

    @Test func chipsInAWrappingRowHugTheirText() {
        // Natural widths 30, 45 and 40: 30 + 4 + 45 = 79 fits in 100, + 4 + 40 does not.
        // A wrapping row knows no height in advance, so each height is asked at the chip's
        // width (one line each: 10), and stretching makes each as thick as its line.
        let chips = [Text([30]), Text([20, 25]), Text([40])]
        expectMeasuredStack(
            .horizontal(spacing: 4, lineSpacing: 2, wrap: .wrap), Array(repeating: measured, count: 3),
            texts: [0: chips[0], 1: chips[1], 2: chips[2]], in: container(100, 100),
            [r(0, 0, 30, 10), r(34, 0, 45, 10), r(0, 12, 40, 10)],
            asks: [
                Ask(0, open, open), Ask(1, open, open), Ask(2, open, open), Ask(0, 30, open), Ask(1, 45, open),
                Ask(2, 40, open),
            ])
    }

    @Test func aNestedStackMeasuresAsItsSize() {
        // A card row (a 40 × 40 avatar, then text that shrinks) in a column with a title.
        let card = Stack.horizontal(spacing: 10, alignment: .start)
        let cardItems = [item(40, 40), StackItem(measuresContent: true, shrink: 1)]
        let text = Text([60, 60, 60])
        var inner: [Ask] = []
        func measureCard(_ index: Int, _ proposal: Size) -> Size {
            inner.append(Ask(index, proposal.width, proposal.height))
            return text.size(fitting: proposal)
        }
        var outer: [Ask] = []
        let column = Stack.vertical(spacing: 10, padding: EdgeInsets(all: 10))
        let rows = [StackItem(measuresContent: true), StackItem(height: 20)]
        let placed = column.frames(for: rows, in: container(220, 400)) { index, proposal in
            outer.append(Ask(index, proposal.width, proposal.height))
            return card.size(for: cardItems, fitting: proposal, measure: measureCard)
        }
        // The card stretches across the column's 200: asked with 200. In 200 the row's 40 +
        // 10 + 180 shrinks the text to 150, not below its narrowest (60), where it takes two
        // lines (120 + 60 > 150): 20 high; the avatar makes the card 40 high.
        #expect(outer == [Ask(0, 200, open)])
        #expect(inner == [Ask(1, open, open), Ask(1, 0, open), Ask(1, 150, open)])
        #expect(placed.map(\.rect) == [r(10, 10, 200, 40), r(10, 60, 200, 20)])
        // Top-down, the card's own frames in the frame it got, with the same measure.
        inner = []
        let cardFrames = card.frames(for: cardItems, in: placed[0], measure: measureCard)
        #expect(cardFrames.map(\.rect) == [r(0, 0, 40, 40), r(50, 0, 150, 20)])
        #expect(inner == [Ask(1, open, open), Ask(1, 0, open), Ask(1, 150, open)])
    }

    @Test func itemsThatDoNotMeasureAreNeverAsked() {
        // Only item 1 measures; the others use their sizes and content.
        let items = [
            item(20, 20), StackItem(measuresContent: true), StackItem(contentSize: Size(width: 15, height: 5)),
            StackItem(measuresContent: true, isHidden: true),
        ]
        expectMeasuredStack(
            .horizontal(alignment: .start), items, texts: [1: Text([30])], in: container(200, 50),
            [r(0, 0, 20, 20), r(20, 0, 30, 10), r(50, 0, 15, 5), r(0, 0, 0, 0)],
            asks: [Ask(1, open, open), Ask(1, 30, open)])
    }

    @Test func withoutAMeasureFunctionAMeasuredItemUsesItsContentSize() {
        let items = [StackItem(contentSize: Size(width: 30, height: 12), measuresContent: true, shrink: 1)]
        expectStack(.horizontal(alignment: .start), items, in: container(20, 50), [r(0, 0, 20, 12)])
    }

    @Test(arguments: [Double.nan, .infinity, -.infinity, -5])
    func answersThatAreNotALengthCountAsZero(_ bad: Double) {
        let frames = Stack.horizontal(alignment: .start).frames(
            for: [StackItem(measuresContent: true), item(10, 10)], in: container(100, 50)
        ) { _, _ in Size(width: bad, height: bad) }
        #expect(frames.map(\.rect) == [r(0, 0, 0, 0), r(0, 0, 10, 10)])
        let size = Stack.vertical().size(
            for: [StackItem(measuresContent: true)], fitting: Size(width: .infinity, height: .infinity)
        ) { _, _ in Size(width: bad, height: bad) }
        #expect(size == .zero)
    }

    @Test func theSizeOfAStackAgreesWithItsFrames() {
        // A wrapping row of texts in 100: its size, and the frames in a container that size.
        let texts = [Text([30, 30]), Text([50]), Text([20, 20, 20]), Text([70, 10])]
        let items = Array(repeating: StackItem(measuresContent: true, grow: 1, shrink: 1), count: 4)
        let stack = Stack.horizontal(spacing: 5, lineSpacing: 3, padding: EdgeInsets(all: 2), wrap: .wrap)
        func measure(_ index: Int, _ proposal: Size) -> Size { texts[index].size(fitting: proposal) }
        let size = stack.size(for: items, fitting: Size(width: 100, height: .infinity), measure: measure)
        // Natural widths 60, 50, 60 and 80; in the content box (96) no two fit on a line
        // (60 + 5 + 50 > 96 …), so each line grows its one item to 96, where every text is
        // one line high: four lines of 10, 3 apart, and 2 + 2 of padding.
        #expect(size == Size(width: 100, height: 4 * 10 + 3 * 3 + 4))
        let frames = stack.frames(
            for: items, in: container(size.width, size.height), measure: measure)
        #expect(frames.map(\.rect) == [r(2, 2, 96, 10), r(2, 15, 96, 10), r(2, 28, 96, 10), r(2, 41, 96, 10)])
    }

    @Test("A column laid out in the size it measured keeps a text on the line it measured it on")
    func columnInItsMeasuredSize() {
        // Found by the stacks fuzzer: 30 + 24 + 1/3 of width, less 24 and 1/3 again, is
        // 29.999999999999993, which would wrap the 30-wide text onto two lines.
        let column = Stack.vertical(distribution: .end)
        let items = [StackItem(measuresContent: true, margin: EdgeInsets(top: 60, left: 1.0 / 3, bottom: 0, right: 24))]
        func measure(_ index: Int, _ proposal: Size) -> Size {
            StackProgram.wrapped(words: [20, 10], width: proposal.width)
        }
        let size = column.size(for: items, fitting: Size(width: .infinity, height: .infinity), measure: measure)
        #expect(size.height == 70)
        let frames = column.frames(for: items, in: Frame(width: size.width, height: size.height), measure: measure)
        #expect(frames[0].rect.y == 60)
        #expect(frames[0].rect.height == 10)
    }
}
