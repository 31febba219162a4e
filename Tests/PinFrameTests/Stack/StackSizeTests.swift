import PinFrame
import Testing

/// `size(for:fitting:)`: the container size the items need, padding included; a finite,
/// non-zero proposal dimension is the container's size on that axis (bounding wrapping on the
/// main axis), an infinite one is left to the content, 0 asks for the narrowest.
@Suite(.quietLog)
struct StackSizeTests {
    let padding = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
    let items = [item(30, 10), item(40, 25), StackItem(width: 10, isHidden: true)]
    let unbounded = Size(width: Double.infinity, height: .infinity)

    @Test func anOpenProposalIsTheContentPlusPadding() {
        // Row: 2 + 30 + 10 + 40 + 4 across, 1 + 25 + 3 down; the hidden item adds nothing.
        #expect(
            Stack.horizontal(spacing: 10, padding: padding).size(for: items, fitting: unbounded)
                == Size(width: 86, height: 29))
        // Column: 2 + 40 + 4 across, 1 + 10 + 10 + 25 + 3 down.
        #expect(
            Stack.vertical(spacing: 10, padding: padding).size(for: items, fitting: unbounded)
                == Size(width: 46, height: 49)
        )
    }

    @Test func aFiniteProposalIsTheSizeOnItsAxis() {
        let stack = Stack.horizontal(spacing: 10, padding: padding)
        #expect(stack.size(for: items, fitting: Size(width: 200, height: .infinity)) == Size(width: 200, height: 29))
        #expect(stack.size(for: items, fitting: Size(width: .infinity, height: 50)) == Size(width: 86, height: 50))
        // Even when the content needs more.
        #expect(stack.size(for: items, fitting: Size(width: 20, height: 5)) == Size(width: 20, height: 5))
    }

    @Test func aFiniteMainProposalBoundsWrapping() {
        // Content box 100 - 6 = 94: 30 + 10 + 40 = 80 fits, a third 30 does not. Lines 25 and
        // 10 thick, 5 apart: 1 + 25 + 5 + 10 + 3.
        let stack = Stack.horizontal(spacing: 10, lineSpacing: 5, padding: padding, wrap: .wrap)
        let three = [item(30, 10), item(40, 25), item(30, 10)]
        #expect(stack.size(for: three, fitting: Size(width: 100, height: .infinity)) == Size(width: 100, height: 44))
        #expect(stack.size(for: three, fitting: unbounded) == Size(width: 126, height: 29))
    }

    @Test func zeroAsksForTheNarrowest() {
        let zero = Size(width: 0, height: 0)
        // One line: every item at its narrowest, which for sized items is their size: as an
        // open proposal gives (2 + 30 + 10 + 40 + 4 across; 1 + 25 + 3 down).
        #expect(
            Stack.horizontal(spacing: 10, padding: padding).size(for: items, fitting: zero)
                == Size(width: 86, height: 29))
        // Wrapping: as wide as the widest item (40 + 6); at that width 30 | 40 | 30 each take
        // a line: 1 + 10 + 5 + 25 + 5 + 10 + 3 down.
        let wrapping = Stack.horizontal(spacing: 10, lineSpacing: 5, padding: padding, wrap: .wrap)
        let three = [item(30, 10), item(40, 25), item(30, 10)]
        #expect(wrapping.size(for: three, fitting: zero) == Size(width: 46, height: 59))
        // Two a line: the longest line of two (30 + 10 + 40 + 6); lines 25 and 10, 5 apart.
        let pairs = Stack.horizontal(spacing: 10, lineSpacing: 5, padding: padding, wrap: .count(2))
        #expect(pairs.size(for: three, fitting: zero) == Size(width: 86, height: 44))
        // 0 across is the content's extent, as infinity is; a negative proposal counts as 0.
        #expect(wrapping.size(for: three, fitting: Size(width: 100, height: 0)) == Size(width: 100, height: 44))
        #expect(wrapping.size(for: three, fitting: Size(width: -1, height: -1)) == Size(width: 46, height: 59))
    }

    @Test func zeroAsksMeasuredItemsForTheirNarrowest() {
        // Texts 30 + 30 and 50 (10 a line), both shrinking, 10 apart: narrowest 30 + 10 + 50.
        // In 90 their natural 60 + 10 + 50 shrink by 30 in proportion to 60 and 50, which
        // would take the second below 50, its narrowest: it keeps 50 and the first gives up
        // all 30, to 30, where its words take two lines.
        let texts = [Text([30, 30]), Text([50])]
        let items = Array(repeating: StackItem(measuresContent: true, shrink: 1), count: 2)
        var asks: [Ask] = []
        let size = Stack.horizontal(spacing: 10, alignment: .start).size(
            for: items, fitting: Size(width: 0, height: .infinity)
        ) { index, proposal in
            asks.append(Ask(index, proposal.width, proposal.height))
            return texts[index].size(fitting: proposal)
        }
        #expect(size == Size(width: 90, height: 20))
        // Natural widths, the narrowest (asked once, also the automatic minimum), heights.
        #expect(
            asks == [
                Ask(0, open, open), Ask(1, open, open), Ask(0, 0, open), Ask(1, 0, open), Ask(0, 30, open),
                Ask(1, 50, open),
            ])
    }

    /// Two labels of 10 and 25 words, 10 points a word, 16 a line.
    let labels = [
        Text(Array(repeating: 10, count: 10), lineHeight: 16), Text(Array(repeating: 10, count: 25), lineHeight: 16),
    ]
    let labelItems = Array(repeating: StackItem(measuresContent: true), count: 2)

    @Test func zeroAcrossAColumnAsksForItsNarrowestWidth() {
        // Each label offered 0 across answers its longest word, 10: the column is 10 + 2 + 4
        // wide (padding). At 10 the labels take a line a word: 10 × 16 and 25 × 16, 2
        // apart, with 1 + 3 of padding: 1 + 160 + 2 + 400 + 3 = 566.
        let column = Stack.vertical(spacing: 2, padding: padding)
        var asks: [Ask] = []
        let size = column.size(for: labelItems, fitting: Size(width: 0, height: .infinity)) { index, proposal in
            asks.append(Ask(index, proposal.width, proposal.height))
            return labels[index].size(fitting: proposal)
        }
        #expect(size == Size(width: 16, height: 566))
        // The narrowest widths first, then the labels at the column's width (stretched: 10).
        #expect(asks == [Ask(0, 0, open), Ask(1, 0, open), Ask(0, 10, open), Ask(1, 10, open)])
        // A negative width counts as 0; an open one is the natural width (25 words on a line).
        let negative = column.size(for: labelItems, fitting: Size(width: -5, height: .infinity)) {
            labels[$0].size(fitting: $1)
        }
        #expect(negative == size)
        let natural = column.size(for: labelItems, fitting: Size(width: .infinity, height: .infinity)) {
            labels[$0].size(fitting: $1)
        }
        #expect(natural == Size(width: 250 + 6, height: 1 + 16 + 2 + 16 + 3))
        // Explicit widths, margins and limits count as they are: a 30-wide item with 5 of
        // margin each side (40), and a label capped below by minWidth 45 (its word is 10).
        let mixed = [
            StackItem(width: 30, margin: EdgeInsets(top: 0, left: 5, bottom: 0, right: 5)),
            StackItem(measuresContent: true, minWidth: 45),
        ]
        let mixedSize = Stack.vertical().size(for: mixed, fitting: Size(width: 0, height: 0)) { _, proposal in
            labels[1].size(fitting: proposal)
        }
        // 45 wide; at 45 the 25 words go 4 a line: 7 lines, 112 high, under the item's 0.
        #expect(mixedSize == Size(width: 45, height: 112))
        // A row's 0 height is answered as an open one: heights follow from widths. The label
        // shrinks from 100 to the row's 50.
        let row = Stack.horizontal(alignment: .start)
        let rowSize = row.size(for: [StackItem(measuresContent: true, shrink: 1)], fitting: Size(width: 50, height: 0))
        {
            labels[0].size(fitting: $1)
        }
        #expect(rowSize == Size(width: 50, height: 32))  // 10 words, 5 a line at 50
    }

    @Test func aColumnOfLabelsInARowShrinksToWhatTheRowLeaves() {
        // The icon-and-labels cell: a 24-point icon, 8 of spacing and a column of labels
        // that may grow and shrink, in a 200-point row. The column's natural width is 250
        // (the longer label on one line), so the row (24 + 8 + 250 = 282) shrinks by 82;
        // only the column shrinks, to 168, above its automatic minimum, its narrowest width
        // (its longest word, 10). At 168 the labels wrap 16 words a line: 16 and 32 high,
        // the column 16 + 2 + 32 = 50.
        let row = Frame(x: 0, y: 0, width: 200, height: 300, in: stackRoot)
        let inner = Stack.vertical(spacing: 2)
        let items = [StackItem(width: 24, height: 24), StackItem(measuresContent: true, grow: 1, shrink: 1)]
        let frames = Stack.horizontal(spacing: 8, alignment: .start).frames(for: items, in: row) { _, proposal in
            inner.size(for: labelItems, fitting: proposal) { labels[$0].size(fitting: $1) }
        }
        #expect(frames.map(\.rect) == [r(0, 0, 24, 24), r(32, 0, 168, 50)])
        let labelFrames = inner.frames(for: labelItems, in: frames[1]) { labels[$0].size(fitting: $1) }
        #expect(labelFrames.map(\.rect) == [r(0, 0, 168, 16), r(0, 18, 168, 32)])
    }

    @Test func theCellNestedTwoDeepHasTheNarrowestWidthOfItsInnermostWords() {
        // A card (a column, 10 of padding) holding the icon-and-labels row.
        let card = Stack.vertical(padding: EdgeInsets(all: 10))
        let inner = Stack.vertical(spacing: 2)
        let rowStack = Stack.horizontal(spacing: 8, alignment: .start)
        let rowItems = [StackItem(width: 24, height: 24), StackItem(measuresContent: true, grow: 1, shrink: 1)]
        func rowSize(_ proposal: Size) -> Size {
            rowStack.size(for: rowItems, fitting: proposal) { _, proposal in
                inner.size(for: labelItems, fitting: proposal) { labels[$0].size(fitting: $1) }
            }
        }
        func cardSize(_ proposal: Size) -> Size {
            card.size(for: [StackItem(measuresContent: true)], fitting: proposal) { rowSize($1) }
        }
        // 220 wide: the row gets 200 and is 50 high, as above; the card 10 + 50 + 10.
        #expect(cardSize(Size(width: 220, height: .infinity)) == Size(width: 220, height: 70))
        // Its narrowest: the row's narrowest is 24 + 8 + 10 (the column's longest word), so
        // the card is 42 + 20 = 62 wide; at 42 the column shrinks to 10, a word a line:
        // 160 + 2 + 400 = 562 high, the card 582.
        #expect(cardSize(Size(width: 0, height: .infinity)) == Size(width: 62, height: 582))
        // Squeezed below its natural width (250 + 32 + 20 = 302) a row of two such cards
        // shares what it has: each card 150 wide, its labels wrapped at 150 − 20 − 32 = 98
        // (9 words a line: 2 and 3 lines, 32 + 2 + 48 = 82 high), the cards 102 high.
        let pair = Stack.horizontal(alignment: .start)
        let cards = Array(repeating: StackItem(measuresContent: true, shrink: 1), count: 2)
        let placed = pair.frames(for: cards, in: Frame(x: 0, y: 0, width: 300, height: 400, in: stackRoot)) {
            cardSize($1)
        }
        #expect(placed.map(\.rect) == [r(0, 0, 150, 102), r(150, 0, 150, 102)])
    }

    @Test func growingItemsDoNotNeedMoreThanTheirBase() {
        #expect(
            Stack.horizontal().size(for: [item(20, 5, grow: 1), .spacer()], fitting: unbounded)
                == Size(width: 20, height: 5)
        )
    }

    @Test func stretchedItemsCountTheirContentAndMargins() {
        let auto = StackItem(
            width: 10, contentSize: Size(width: 0, height: 12), margin: EdgeInsets(top: 2, left: 0, bottom: 2, right: 0)
        )
        #expect(Stack.horizontal().size(for: [auto], fitting: unbounded) == Size(width: 10, height: 16))
    }

    @Test func nestedStacksMeasureBottomUpAndLayOutTopDown() {
        // A card: a column of a title (20 high) and a toolbar row of three 30 × 30 buttons.
        let toolbar = Stack.horizontal(spacing: 5)
        let buttons = Array(repeating: item(30, 30), count: 3)
        let toolbarSize = toolbar.size(for: buttons, fitting: unbounded)  // 3 × 30 + 2 × 5 = 100 × 30
        #expect(toolbarSize == Size(width: 100, height: 30))
        let card = Stack.vertical(spacing: 8, padding: EdgeInsets(all: 10), alignment: .start)
        let children = [
            StackItem(width: 150, height: 20), StackItem(width: toolbarSize.width, height: toolbarSize.height),
        ]
        let cardSize = card.size(for: children, fitting: unbounded)
        #expect(cardSize == Size(width: 170, height: 78))  // 10 + 150 + 10; 10 + 20 + 8 + 30 + 10
        // Top-down: the card in the screen, its children in it, the buttons in the toolbar.
        let cardFrame = Frame(x: 20, y: 40, width: cardSize.width, height: cardSize.height, in: stackRoot)
        let placed = card.frames(for: children, in: cardFrame)
        #expect(placed.map(\.rect) == [r(10, 10, 150, 20), r(10, 38, 100, 30)])
        let buttonFrames = toolbar.frames(for: buttons, in: placed[1])
        #expect(buttonFrames.map(\.absoluteRect) == [r(30, 78, 30, 30), r(65, 78, 30, 30), r(100, 78, 30, 30)])
    }

    @Test func laidOutInItsMeasuredSizeTextKeepsItsLines() {
        // Measured open: 120 + 1/3 of margins, the text's natural 30, an item of 40: a line
        // of 190.333…, and 10 + 1/3 of padding: 200.666… wide. Laid out in that width, the
        // content box (200.666… − 10 − 1/3) and the line (added item by item) differ in the
        // last bit; the text, which may shrink, used to give up that bit, wrap at
        // 29.999999999999986 and come out 20 high where it was measured 10.
        let text = Text([20, 10])
        let row = Stack.horizontal(padding: EdgeInsets(top: 0, left: 10, bottom: 0, right: 1.0 / 3))
        let items = [
            StackItem(margin: EdgeInsets(top: 0, left: 120, bottom: 0, right: 1.0 / 3)),
            StackItem(measuresContent: true, shrink: 4), StackItem(width: 40, height: 5),
        ]
        let size = row.size(for: items, fitting: Size(width: .infinity, height: .infinity)) { text.size(fitting: $1) }
        #expect(size.height == 10)
        let frames = row.frames(for: items, in: container(size.width, size.height)) { text.size(fitting: $1) }
        #expect(frames[1].rect.width == 30 && frames[1].rect.height == 10)
    }
}
