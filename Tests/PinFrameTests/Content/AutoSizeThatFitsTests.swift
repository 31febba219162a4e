import PinFrame
import Testing

/// `Frame.autoSizeThatFits`: a cell laid out with pins, measured for an offered size.
@Suite(.quietLog)
struct AutoSizeThatFitsTests {
    static let list = Frame(width: 320, height: 480)

    /// A cell: a title 20 high across the top (10 inset), a body below it 5 apart and 40 high,
    /// and a badge that is hidden unless `badge`.
    static func layoutCell(_ cell: Frame, badge: Bool = false) -> [Frame] {
        let title = Frame(in: cell).pin.top(10).horizontally(10).height(20).layout()
        let body = Frame(in: cell).pin.below(of: title).horizontally(10).height(40).marginTop(5).layout()
        var mark = Frame(in: cell).pin.below(of: body).left(10).size(200).layout()
        mark.isHidden = !badge
        return [title, body, mark]
    }

    @Test func theSizeIsTheChildrensExtentFromTheOriginPlusTheFarPadding() {
        let cell = Frame(x: 0, y: 0, width: 0, height: 0, in: Self.list)
        // Width 300 offered: the body ends at 290 across and 75 down; + 10 and + 15.
        let padding = EdgeInsets(top: 99, left: 99, bottom: 15, right: 10)
        #expect(
            cell.autoSizeThatFits(Size(width: 300, height: .infinity), padding: padding) { Self.layoutCell($0) }
                == Size(width: 300, height: 90))
        // The hidden badge does not count; shown, it does: 10 + 200 across, 75 + 200 down.
        #expect(
            cell.autoSizeThatFits(Size(width: 300, height: .infinity), padding: padding) {
                Self.layoutCell($0, badge: true)
            } == Size(width: 300, height: 290))
    }

    @Test func aFiniteOfferIsNotTheAnswer() {
        // Offered 300 × 500: the children need 290 × 75.
        let cell = Frame(in: Self.list)
        #expect(
            cell.autoSizeThatFits(Size(width: 300, height: 500)) { Self.layoutCell($0) } == Size(width: 290, height: 75)
        )
    }

    @Test func theLayoutGetsTheFrameResizedWithItsOriginAndParent() {
        let cell = Frame(x: 7, y: 9, width: 1, height: 1, in: Self.list)
        var seen: [Frame] = []
        _ = cell.autoSizeThatFits(Size(width: 100, height: .infinity)) { frame in
            seen.append(frame)
            return []
        }
        #expect(seen.map(\.rect) == [rect(7, 9, 100, .infinity)])
        #expect(seen.first?.parentSize == Self.list.rect.size)
    }

    @Test func anOpenWidthLeavesOutWhatCannotBePlaced() {
        // Pinned to the right edge of an infinitely wide cell, a frame cannot be placed (its
        // chain warns and keeps its empty rect), so only the one at the left counts.
        let cell = Frame(in: Self.list)
        let size = cell.autoSizeThatFits(Size(width: .infinity, height: .infinity)) { cell in
            [
                Frame(in: cell).pin.topLeft(10).size(50).layout(),
                Frame(in: cell).pin.topRight(10).size(50).layout(),
            ]
        }
        #expect(size == Size(width: 60, height: 60))
    }

    @Test(arguments: [Double.nan, -20])
    func anOfferThatIsNotALengthIsZero(_ bad: Double) {
        var offered: [Size] = []
        _ = Frame(in: Self.list).autoSizeThatFits(Size(width: bad, height: 40)) { frame in
            offered.append(frame.rect.size)
            return []
        }
        #expect(offered == [Size(width: 0, height: 40)])
    }

    @Test func hostileNumbersGiveAFiniteSize() {
        let hostile: [Double] = [.nan, .infinity, -.infinity, -1, .greatestFiniteMagnitude]
        for value in hostile {
            let size = Frame(in: Self.list).autoSizeThatFits(
                Size(width: value, height: value), padding: EdgeInsets(all: value)
            ) { cell in
                [
                    Frame(x: value, y: 0, width: 10, height: 10, in: cell),
                    Frame(x: 0, y: 0, width: value, height: value, in: cell),
                    Frame(x: 5, y: 5, width: 10, height: 10, in: cell),
                ]
            }
            #expect(size.width.isFinite && size.height.isFinite && size.width >= 0 && size.height >= 0, "\(value)")
        }
    }

    @Test func itMeasuresForSizeToFit() {
        // A cell 300 wide whose height is its content's: 75.
        let cell = Frame(in: Self.list).pin.top(0).width(300).sizeToFit(.width) { proposal in
            Frame(in: Self.list).autoSizeThatFits(proposal) { Self.layoutCell($0) }
        }
        expectLayout(cell, rect(0, 0, 300, 75))
    }

    @Test func itMeasuresSelfSizingCellsInAStack() {
        // Two cells stretched across a 320-wide column: asked with 320, each 75 high.
        let cells = Stack.vertical(spacing: 8).frames(
            for: [StackItem(measuresContent: true), StackItem(measuresContent: true)], in: Self.list
        ) { _, proposal in
            Frame(in: Self.list).autoSizeThatFits(proposal) { Self.layoutCell($0) }
        }
        #expect(cells.map(\.rect) == [rect(0, 0, 320, 75), rect(0, 83, 320, 75)])
    }
}
