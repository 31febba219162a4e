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

    @Test func framesAtAnyDepthCountWhereTheyAreInTheCell() {
        // A row 100 down the cell, 50 high, and a 50 × 50 frame at the row's top left: the
        // frame is at (0, 100) in the cell, so the cell needs 50 × 150, not the 50 × 50 its
        // own rect (in the row) gives.
        let root = Frame(width: 400, height: 300)
        let cell = Frame(x: 30, y: 40, width: 0, height: 0, in: root)
        let size = cell.autoSizeThatFits(Size(width: 200, height: .infinity)) { cell in
            let row = Frame(in: cell).pin.top(100).horizontally().height(50).layout()
            return [Frame(in: row).pin.topLeft().size(50).layout()]
        }
        #expect(size == Size(width: 50, height: 150))
        // Three deep, with the cell's own child: a card at (10, 20), a row at (5, 7) in it, a
        // 30 × 10 label at (100, 3) in the row, so at (115, 30) in the cell, ending at
        // (145, 40); the card itself (80 × 30) ends at (90, 50).
        let deep = cell.autoSizeThatFits(Size(width: 300, height: .infinity)) { cell in
            let card = Frame(x: 10, y: 20, width: 80, height: 30, in: cell)
            let row = Frame(x: 5, y: 7, width: 60, height: 20, in: card)
            return [card, Frame(x: 100, y: 3, width: 30, height: 10, in: row)]
        }
        #expect(deep == Size(width: 145, height: 50))
    }

    @Test func aFrameUnderAnotherRootIsReported() {
        let other = Frame(width: 999, height: 999)
        let cell = Frame(in: Self.list)
        let (size, warnings) = Pin.capturingWarnings {
            cell.autoSizeThatFits(Size(width: 300, height: .infinity)) { cell in
                [
                    Frame(x: 0, y: 0, width: 10, height: 10, in: cell),
                    Frame(x: 0, y: 0, width: 20, height: 20, in: other),
                ]
            }
        }
        // Measured as written, in every build (both at the cell's origin, in coordinates
        // that agree here): 20 × 20.
        #expect(size == Size(width: 20, height: 20))
        #if DEBUG
            #expect(warnings.map(\.kind) == [.invalidValue])
            #expect(warnings.first?.rule == "autoSizeThatFits")
            #expect(warnings.first?.description.contains("frame 1 of its layout under another root") == true)
        #else
            #expect(warnings.isEmpty)
        #endif
        // Frames made in the frame it is given, or in its root, are fine.
        let (_, none) = Pin.capturingWarnings {
            cell.autoSizeThatFits(Size(width: 300, height: .infinity)) { cell in
                [Frame(in: cell), Frame(in: Self.list), Frame(in: Frame(in: cell))]
            }
        }
        #expect(none.isEmpty)
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
