import PinFrame
import Testing

/// Text 8 points a character and 10 a line, wrapped at spaces to `width`: the measure
/// function the grid's documentation examples use.
func wrapped(_ text: String, width: Double) -> Size {
    var lines = 0
    var widest = 0.0
    var line: Double?
    for word in text.split(separator: " ") {
        let length = Double(word.count) * 8
        if let current = line, current + 8 + length <= width {
            line = current + 8 + length
        } else {
            if let current = line { widest = max(widest, current) }
            lines += 1
            line = length
        }
    }
    widest = max(widest, line ?? 0)
    return Size(width: widest, height: 10 * Double(lines))
}

/// The grid's public API: every example of its documentation, each track kind, lines,
/// flows, alignment and distribution, padding and gaps, ratios. Every expected rect is worked
/// out by hand from the rules, in the comments.
@Suite("Grid (Grid.swift, GridTrack.swift, GridLine.swift, GridItem.swift)", .quietLog)
struct GridTests {
    static let screen = Frame(width: 1_000, height: 1_000)

    func rects(_ grid: Grid, _ items: [GridItem], _ width: Double, _ height: Double) -> [Rect] {
        grid.frames(for: items, in: Frame(x: 0, y: 0, width: width, height: height, in: Self.screen)).map(\.rect)
    }

    /// Content 20 wide at its narrowest and 60 at its widest, 10 high.
    static func text(_ index: Int, _ proposal: Size) -> Size {
        Size(width: proposal.width == 0 ? 20 : 60, height: 10)
    }

    // MARK: The documentation's examples

    @Test func theTextWrapperOfTheExamples() {
        #expect(wrapped("a caption that wraps twice", width: 100) == Size(width: 80, height: 30))
        #expect(wrapped("a caption that wraps twice", width: .infinity) == Size(width: 208, height: 10))
        #expect(wrapped("a caption that wraps twice", width: 0) == Size(width: 56, height: 50))
    }

    @Test func documentationExamples() {
        let screen = Self.screen
        // GridLine.
        let three = Grid(columns: [.points(50), .points(50), .points(50)])
        let strip = Frame(x: 0, y: 0, width: 150, height: 20, in: screen)
        #expect(
            three.frames(for: [GridItem(columnStart: .line(2), columnEnd: .span(2))], in: strip)[0].rect
                == rect(50, 0, 100, 20))
        #expect(three.frames(for: [GridItem(columnStart: .line(-2))], in: strip)[0].rect == rect(100, 0, 50, 20))
        // GridFlow.
        let dense = Grid(columns: [.points(40), .points(40)], flow: .rowsDense)
        let pair = Frame(x: 0, y: 0, width: 80, height: 20, in: screen)
        #expect(
            dense.frames(for: [GridItem(columnStart: .line(2)), GridItem()], in: pair).map(\.rect) == [
                rect(40, 0, 40, 20), rect(0, 0, 40, 20),
            ])
        // GridTrack.
        let shares = Grid(columns: [.points(60), .fraction(1), .fraction(2)])
        #expect(
            rects(shares, [GridItem(), GridItem(), GridItem()], 300, 20).map(\.width) == [60, 80, 160])
        // GridItem.
        let two = Grid(columns: [.points(100), .points(100)], verticalAlignment: .start)
        let items = [
            GridItem(height: 20, columnStart: .span(2)),
            GridItem(contentSize: Size(width: 30, height: 10), horizontalAlignment: .center),
            GridItem(width: 40, height: 30, margin: EdgeInsets(all: 5)),
        ]
        #expect(rects(two, items, 200, 60) == [rect(0, 0, 200, 20), rect(35, 20, 30, 10), rect(105, 25, 40, 30)])
        // Grid: a table.
        let table = Grid(columns: [.points(80), .fraction(1)], columnSpacing: 8, rowSpacing: 4)
        let cells = [GridItem(height: 20), GridItem(height: 20), GridItem(height: 30), GridItem(height: 30)]
        #expect(
            rects(table, cells, 200, 54) == [
                rect(0, 0, 80, 20), rect(88, 0, 112, 20), rect(0, 24, 80, 30), rect(88, 24, 112, 30),
            ])
        // Grid: an overlay.
        let overlay = Grid(horizontalAlignment: .center, verticalAlignment: .center)
        let children = [
            GridItem(width: 48, height: 48, columnStart: .line(1), rowStart: .line(1)),
            GridItem(width: 12, height: 12, columnStart: .line(1), rowStart: .line(1)),
        ]
        #expect(
            overlay.size(for: children, fitting: Size(width: .infinity, height: .infinity))
                == Size(width: 48, height: 48))
        // frames(for:in:): two halves, then a row across both; the auto rows share 30.
        let halves = Grid(columns: [.fraction(1), .fraction(1)], columnSpacing: 10)
        #expect(
            rects(halves, [GridItem(), GridItem(), GridItem(columnStart: .span(2))], 110, 30) == [
                rect(0, 0, 50, 15), rect(60, 0, 50, 15), rect(0, 15, 110, 15),
            ])
        // frames(for:in:measure:): the auto column needs 16 ("ok"), then stretches to 100.
        let words = ["a caption that wraps twice", "ok"]
        let labelled = Grid(columns: [.points(100), .auto])
        let box = Frame(x: 0, y: 0, width: 200, height: 100, in: screen)
        let measured = labelled.frames(for: words.map { _ in GridItem(measuresContent: true) }, in: box) {
            index, proposal in wrapped(words[index], width: proposal.width)
        }
        #expect(measured.map(\.rect) == [rect(0, 0, 100, 100), rect(100, 0, 100, 100)])
        // size(for:fitting:): 40 + 4 + 60 wide, the taller item high.
        let sized = Grid(columns: [.points(40), .auto], columnSpacing: 4)
        #expect(
            sized.size(
                for: [GridItem(height: 10), GridItem(width: 60, height: 20)],
                fitting: Size(width: .infinity, height: .infinity)) == Size(width: 104, height: 20))
        // size(for:fitting:measure:): 100 of content width, text 3 lines, plus padding 8.
        let padded = Grid(columns: [.auto], padding: EdgeInsets(all: 8))
        let size = padded.size(for: [GridItem(measuresContent: true)], fitting: Size(width: 116, height: .infinity)) {
            _, proposal in wrapped("a caption that wraps twice", width: proposal.width)
        }
        #expect(size == Size(width: 116, height: 46))
    }

    // MARK: Tracks

    /// One measured item (20 at its narrowest, 60 at its widest) in one column of `track`,
    /// laid out 200 wide and 0 wide: the column's width each time.
    @Test(arguments: [
        // minmax(30, 100): from 30, grown to its limit when there is room.
        (GridTrack.minmax(.points(30), .points(100)), 100.0, 30.0),
        // A max-content maximum: the item's 60; a min-content one (20) is below the
        // minimum, so the minimum.
        (.minmax(.points(30), .maxContent), 60, 30),
        (.minmax(.points(30), .minContent), 30, 30),
        // An auto maximum grows to 60, then stretches to the container.
        (.minmax(.points(30), .auto), 200, 30),
        // A fraction maximum takes what is left; a content minimum still holds under it.
        (.minmax(.points(30), .fraction(1)), 200, 30),
        (.minmax(.maxContent, .fraction(1)), 200, 60), (.minmax(.minContent, .fraction(1)), 200, 20),
        // Content minimums: the narrowest (20) or the widest (60) content.
        (.minmax(.minContent, .points(100)), 100, 20),
        (.minmax(.maxContent, .points(40)), 60, 60),
        (.minmax(.minContent, .maxContent), 60, 20),
        // An auto minimum is the content's narrowest, within a fixed maximum.
        (.minmax(.auto, .points(40)), 40, 20),
        (.minmax(.auto, .fraction(1)), 200, 20),
        // A fraction minimum acts as auto.
        (.minmax(.fraction(1), .points(50)), 50, 20),
        // The plain kinds.
        (.points(70), 70, 70), (.auto, 200, 20), (.minContent, 20, 20), (.maxContent, 60, 60),
        (.fraction(2), 200, 20),
        // fit-content: the widest content, at most the limit, at least the narrowest.
        (.fitContent(40), 40, 20), (.fitContent(100), 60, 20), (.fitContent(10), 20, 20),
    ])
    func eachTrackKindAlone(track: GridTrack, roomy: Double, squeezed: Double) {
        let grid = Grid(columns: [track])
        let item = [GridItem(measuresContent: true)]
        let container = { (width: Double) in Frame(x: 0, y: 0, width: width, height: 10, in: Self.screen) }
        #expect(grid.frames(for: item, in: container(200), measure: Self.text)[0].rect.width == roomy)
        #expect(grid.frames(for: item, in: container(0), measure: Self.text)[0].rect.width == squeezed)
    }

    @Test func trackKindsMixed() {
        // 400 wide: 50 fixed, the min-content column 20, the max-content one 60, fit-content(30)
        // 30; the fraction takes the 240 left.
        let grid = Grid(columns: [.points(50), .minContent, .maxContent, .fitContent(30), .fraction(1)])
        let items = Array(repeating: GridItem(measuresContent: true), count: 5)
        let frames = grid.frames(
            for: items, in: Frame(x: 0, y: 0, width: 400, height: 10, in: Self.screen), measure: Self.text)
        #expect(frames.map(\.rect.x) == [0, 50, 70, 130, 160])
        #expect(frames.map(\.rect.width) == [50, 20, 60, 30, 240])
    }

    @Test func fractionsBelowOne() {
        // Summing to 0.5: they take half of the 400 between them, 100 each; the rest is left.
        #expect(
            rects(Grid(columns: [.fraction(0.25), .fraction(0.25)]), [GridItem(), GridItem()], 400, 10) == [
                rect(0, 0, 100, 10), rect(100, 0, 100, 10),
            ])
        // Summing to 1.5: 300 shared 1 : 2.
        #expect(
            rects(Grid(columns: [.fraction(0.5), .fraction(1)]), [GridItem(), GridItem()], 300, 10).map(\.width)
                == [100, 200])
    }

    @Test func fractionsBelowOneInAGridSizedByItsContent() {
        // One 0.5fr row, a 20-point column, an item 20 × 100 that may shrink to nothing
        // (minHeight 0). Sized by its content, one fr is the item's 100 ÷ max(1, 0.5): the row
        // is 50, and so is the grid. Laid out in 50, one fr is 50 ÷ 1 and the row 25: the
        // stretched item is 25 high (its content sticks out).
        let grid = Grid(columns: [.points(20)], rows: [.fraction(0.5)])
        let shrinking = [GridItem(contentSize: Size(width: 20, height: 100), minHeight: 0)]
        let open = Size(width: .infinity, height: .infinity)
        #expect(grid.size(for: shrinking, fitting: open) == Size(width: 20, height: 50))
        #expect(rects(grid, shrinking, 20, 50) == [rect(0, 0, 20, 25)])
        // With minHeight 80 the row's base is 80, above the 50 of its share: grid and item 80.
        let tall = [GridItem(contentSize: Size(width: 20, height: 100), minHeight: 80)]
        #expect(grid.size(for: tall, fitting: open) == Size(width: 20, height: 80))
        #expect(rects(grid, tall, 20, 80) == [rect(0, 0, 20, 80)])
        // Without a minimum the item's automatic minimum is its content's 100: grid and item 100.
        let auto = [GridItem(contentSize: Size(width: 20, height: 100))]
        #expect(grid.size(for: auto, fitting: open) == Size(width: 20, height: 100))
        // Across, 0.2fr and 0.3fr columns of items 100 and 50 wide that may shrink: one fr is
        // 100, the grid 20 + 30 = 50 wide; laid out in 50 the columns are 10 and 15. Its
        // min-content width (a 0 proposal) is the items' minimums: 0.
        let columns = Grid(columns: [.fraction(0.2), .fraction(0.3)], rows: [.points(10)])
        let pair = [100.0, 50].map { GridItem(contentSize: Size(width: $0, height: 10), minWidth: 0) }
        #expect(columns.size(for: pair, fitting: Size(width: .infinity, height: 10)) == Size(width: 50, height: 10))
        #expect(rects(columns, pair, 50, 10) == [rect(0, 0, 10, 10), rect(10, 0, 15, 10)])
        #expect(columns.size(for: pair, fitting: Size(width: 0, height: 10)).width == 0)
    }

    @Test func rowsOfAGridSizedByItsContentAreMeasuredAtTheColumnsItIsLaidOutIn() {
        // Text in a 0.5fr column, which may shrink: 208 wide on one line (26 characters) and
        // 10 high. Sized by its content the grid is 0.5 × 208 = 104 wide; laid out at 104 the
        // column is 52, where the text takes 5 lines: the grid is 50 high, as its frames say.
        let grid = Grid(columns: [.fraction(0.5)])
        let items = [GridItem(measuresContent: true, minWidth: 0)]
        func text(_: Int, _ proposal: Size) -> Size { wrapped("a caption that wraps twice", width: proposal.width) }
        let size = grid.size(for: items, fitting: Size(width: .infinity, height: .infinity), measure: text)
        #expect(size == Size(width: 104, height: 50))
        let frames = grid.frames(
            for: items, in: Frame(x: 0, y: 0, width: size.width, height: size.height, in: Self.screen), measure: text)
        #expect(frames.map(\.rect) == [rect(0, 0, 52, 50)])
    }

    @Test func aSpanAcrossFixedAndAutoTracks() {
        // A spans all three columns and is 200 wide; B, 100 wide, sits in column 2. Column 2
        // is 100 (B); A needs 200 − 50 − 100 = 50 more, which column 2 cannot take (it is at
        // its growth limit): column 3 is 50. B goes to the next row (A took row 1).
        let grid = Grid(columns: [.points(50), .auto, .auto], verticalDistribution: .start)
        let items = [
            GridItem(contentSize: Size(width: 200, height: 10), columnStart: .span(3)),
            GridItem(contentSize: Size(width: 100, height: 10), columnStart: .line(2)),
        ]
        #expect(rects(grid, items, 200, 100) == [rect(0, 0, 200, 10), rect(50, 10, 100, 10)])
        // In 300 the auto columns stretch by 50 each: 50, 150, 100.
        #expect(rects(grid, items, 300, 100) == [rect(0, 0, 300, 10), rect(50, 10, 150, 10)])
        #expect(
            grid.size(for: items, fitting: Size(width: .infinity, height: .infinity)) == Size(width: 200, height: 20))
    }

    @Test func aSpanDoesNotGrowAFitContentTrackPastItsLimit() {
        // Text 20 at its narrowest, 60 at its widest, across a min-content column and a
        // fit-content(0) one. Its minimum, 20, goes to both: 10 and 10. Its max-content would
        // grow only the fit-content column, already at its limit (0, less than its base, 10):
        // the 40 left is not given past that limit. Columns 10 and 10; the item, not
        // stretched, takes the 20 of its area.
        let grid = Grid(columns: [.minContent, .fitContent(0), .points(30)], horizontalDistribution: .start)
        let items = [GridItem(measuresContent: true, columnStart: .span(2), horizontalAlignment: .start), GridItem()]
        let frames = grid.frames(
            for: items, in: Frame(x: 0, y: 0, width: 100, height: 10, in: Self.screen), measure: Self.text)
        #expect(frames.map(\.rect) == [rect(0, 0, 20, 10), rect(20, 0, 30, 10)])
    }

    @Test func aSpanAcrossAFraction() {
        // In 200 the fraction is what the 50 leaves. Sized to its content, the fraction is
        // what the item (300) needs past the 50: 250.
        let grid = Grid(columns: [.points(50), .fraction(1)])
        let items = [GridItem(contentSize: Size(width: 300, height: 10), columnStart: .span(2))]
        #expect(rects(grid, items, 200, 10) == [rect(0, 0, 200, 10)])
        #expect(grid.size(for: items, fitting: Size(width: .infinity, height: .infinity)).width == 300)
    }

    @Test func aColumnOfLabelsInAnAutoTrackShrinksToWhatIsLeft() {
        // The icon-and-labels cell as a grid: a 24-point column and an auto one, 8 apart, in
        // 200. The auto column holds a stack of two labels (10 and 25 words of 10 points, 16
        // a line, 2 apart): its min-content width is its longest word, 10, its max-content
        // 250. The auto track starts at 10 and grows towards 250 by the 200 − 24 − 8 − 10 =
        // 158 left: 168. At 168 the labels wrap 16 words a line (16 and 32 high): the row is
        // 16 + 2 + 32 = 50 high (the rows are not stretched to the 300), and the stretched
        // stack fills its 168 × 50 area.
        let inner = Stack.vertical(spacing: 2)
        let labels = [10.0, 25].map { Text(Array(repeating: 10, count: Int($0)), lineHeight: 16) }
        let labelItems = Array(repeating: StackItem(measuresContent: true), count: 2)
        let grid = Grid(columns: [.points(24), .auto], columnSpacing: 8, verticalDistribution: .start)
        let items = [GridItem(width: 24, height: 24), GridItem(measuresContent: true)]
        let frames = grid.frames(for: items, in: Frame(x: 0, y: 0, width: 200, height: 300, in: Self.screen)) {
            _, proposal in inner.size(for: labelItems, fitting: proposal) { labels[$0].size(fitting: $1) }
        }
        #expect(frames.map(\.rect) == [rect(0, 0, 24, 24), rect(32, 0, 168, 50)])
    }

    // MARK: Chrome's fixtures (Taffy's test_fixtures/grid), worked out from the spec

    @Test(arguments: [(10.0, 20.0), (30, 30), (80, 60)])
    func aSpanOverMinContentAndFitContentInAnIndefiniteGrid(limit: Double, second: Double) {
        // `grid_span_2_min_content_fit_content_<limit>px_indefinite`: columns min-content and
        // fit-content(limit), a 40-point row; an empty item in each column and a text of two
        // 40-point words (min-content 40, max-content 80) across both; the grid sized to its
        // content. The text's minimum, 40, goes to both bases: 20 and 20. Its max-content, 80,
        // raises only the fit-content column's growth limit, from 20 by the 40 still needed,
        // but never past max(base, limit): 20 at 10, 30 at 30, 60 at 80 (80 would allow 80,
        // and 40 is all it needs). Sized to its content the grid takes each column to its
        // growth limit: 20 and `second`.
        let grid = Grid(columns: [.minContent, .fitContent(limit)], rows: [.points(40)])
        let items = [
            GridItem(columnStart: .line(1), rowStart: .line(1)), GridItem(columnStart: .line(2), rowStart: .line(1)),
            GridItem(measuresContent: true, columnStart: .line(1), columnEnd: .span(2), rowStart: .line(1)),
        ]
        let text = Text([40, 40])
        let size = grid.size(for: items, fitting: Size(width: .infinity, height: .infinity)) { text.size(fitting: $1) }
        #expect(size == Size(width: 20 + second, height: 40))
        let frames = grid.frames(for: items, in: Frame(x: 0, y: 0, width: size.width, height: 40, in: Self.screen)) {
            text.size(fitting: $1)
        }
        #expect(
            frames.map(\.rect) == [rect(0, 0, 20, 40), rect(20, 0, second, 40), rect(0, 0, 20 + second, 40)])
    }

    @Test func anItemWithAWidthAndARatioTakesItsHeightThroughTheRatio() {
        // `grid_aspect_ratio_fill_child_height`: one item 50 wide with a ratio of 2 in a
        // 100 × 100 grid (one auto column and row, both stretched to 100). Its width is
        // given, so it is not stretched across; its height is 50 / 2 = 25, not the row's 100.
        let grid = Grid()
        #expect(rects(grid, [GridItem(width: 50, aspectRatio: 2)], 100, 100) == [rect(0, 0, 50, 25)])
    }

    @Test func aStretchedWidthIsCappedByAMaximumHeightThroughTheRatio() {
        // `grid_aspect_ratio_fill_child_max_width`: text of four 20-point words (min-content
        // 20, max-content 80) with a ratio of 2 and a maximum height of 20, in a 100 × 100
        // grid. Stretched across, it would be 100 wide and 50 high; its maximum height, 20,
        // caps the height and, through the ratio, the width: 40 × 20.
        let grid = Grid()
        let item = GridItem(measuresContent: true, aspectRatio: 2, maxHeight: 20)
        let text = Text([20, 20, 20, 20])
        let frames = grid.frames(for: [item], in: Frame(x: 0, y: 0, width: 100, height: 100, in: Self.screen)) {
            text.size(fitting: $1)
        }
        #expect(frames.map(\.rect) == [rect(0, 0, 40, 20)])
    }

    // MARK: Lines

    @Test func negativeLinesAndImplicitTracksBefore() {
        // Three columns of 50 have lines 1…4; -1 is line 4, so -5 is the line before line 1: an
        // implicit auto column before the grid, 30 for its item. Lines -3 to -1 are 2 to 4.
        let grid = Grid(columns: [.points(50), .points(50), .points(50)], horizontalDistribution: .start)
        let items = [
            GridItem(contentSize: Size(width: 30, height: 10), columnStart: .line(-5)),
            GridItem(columnStart: .line(-3), columnEnd: .line(-1)),
        ]
        #expect(rects(grid, items, 300, 10) == [rect(0, 0, 30, 10), rect(80, 0, 100, 10)])
    }

    @Test func implicitTracksCycleAfterAndBackwardsBefore() {
        // After the explicit grid: line 5 starts the second implicit column (20 each).
        let after = Grid(columns: [.points(50), .points(50), .points(50)], autoColumns: [.points(20)])
        #expect(rects(after, [GridItem(columnStart: .line(5))], 300, 10)[0] == rect(170, 0, 20, 10))
        // Before it the sizes cycle backwards from the last: 10, 20, then the explicit 50.
        let before = Grid(columns: [.points(50)], autoColumns: [.points(10), .points(20)])
        let items = [
            GridItem(columnStart: .line(-4)), GridItem(columnStart: .line(-3)), GridItem(columnStart: .line(1)),
        ]
        #expect(rects(before, items, 300, 10) == [rect(0, 0, 10, 10), rect(10, 0, 20, 10), rect(30, 0, 50, 10)])
    }

    // MARK: Flow

    @Test(arguments: [(GridFlow.columns, rect(20, 0, 10, 10)), (.columnsDense, rect(0, 10, 10, 10))])
    func columnFlowsSparseAndDense(flow: GridFlow, third: Rect) {
        // Two rows of 10, columns of 10. A at column 1 row 1; B, two rows high, does not fit
        // under A: column 2. C after B (sparse: column 3) or in the hole under A (dense).
        let grid = Grid(rows: [.points(10), .points(10)], autoColumns: [.points(10)], flow: flow)
        let items = [GridItem(), GridItem(rowStart: .span(2)), GridItem()]
        #expect(rects(grid, items, 100, 20) == [rect(0, 0, 10, 10), rect(10, 0, 10, 20), third])
    }

    @Test(arguments: [
        (GridFlow.rows, rect(0, 20, 10, 10), rect(10, 20, 20, 10)),
        (.rowsDense, rect(10, 0, 10, 10), rect(0, 20, 20, 10)),
    ])
    func rowFlowsSparseAndDenseWithMixedSpans(flow: GridFlow, third: Rect, fourth: Rect) {
        // Three columns of 10. A takes a cell; B, three wide, does not fit after it: row 2,
        // leaving a hole of two cells in row 1. C (one cell) goes after B, on row 3 (sparse),
        // or into the hole (dense). D (two wide) after C on row 3 (sparse); dense, row 1 has
        // one cell left after C, so D goes to the start of row 3.
        let grid = Grid(columns: [.points(10), .points(10), .points(10)], autoRows: [.points(10)], flow: flow)
        let items = [GridItem(), GridItem(columnStart: .span(3)), GridItem(), GridItem(columnStart: .span(2))]
        #expect(rects(grid, items, 30, 100) == [rect(0, 0, 10, 10), rect(0, 10, 30, 10), third, fourth])
    }

    // MARK: Alignment and distribution

    @Test(arguments: [
        (StackAlignment.start, rect(0, 0, 20, 10)), (.center, rect(40, 20, 20, 10)), (.end, rect(80, 40, 20, 10)),
        (.stretch, rect(0, 0, 20, 10)),
    ])
    func itemsAlignInTheirCell(alignment: StackAlignment, expected: Rect) {
        // A 20 × 10 item in a 100 × 50 cell; with a size, stretch acts as start.
        let grid = Grid(columns: [.points(100)], rows: [.points(50)])
        let item = GridItem(width: 20, height: 10, horizontalAlignment: alignment, verticalAlignment: alignment)
        #expect(rects(grid, [item], 100, 50) == [expected])
        // Without a size, stretch fills the cell less the margins.
        let auto = GridItem(margin: EdgeInsets(all: 5), horizontalAlignment: .stretch, verticalAlignment: .stretch)
        #expect(rects(grid, [auto], 100, 50) == [rect(5, 5, 90, 40)])
    }

    @Test(arguments: [
        // Two columns of 40 in 200: 120 left.
        (StackDistribution.start, 200.0, [0.0, 40]), (.center, 200, [60, 100]), (.end, 200, [120, 160]),
        (.spaceBetween, 200, [0, 160]), (.spaceAround, 200, [30, 130]), (.spaceEvenly, 200, [40, 120]),
        (.stretch, 200, [0, 40]),
        // In 60 they overflow by 20: the space-* ones fall back (between to start, around and
        // evenly to center), center and end overflow at both ends or the start.
        (.start, 60, [0, 40]), (.center, 60, [-10, 30]), (.end, 60, [-20, 20]), (.spaceBetween, 60, [0, 40]),
        (.spaceAround, 60, [-10, 30]), (.spaceEvenly, 60, [-10, 30]), (.stretch, 60, [0, 40]),
    ])
    func tracksAreDistributed(distribution: StackDistribution, width: Double, starts: [Double]) {
        let grid = Grid(columns: [.points(40), .points(40)], horizontalDistribution: distribution)
        #expect(rects(grid, [GridItem(), GridItem()], width, 10).map(\.x) == starts)
        // The same on the vertical axis.
        let rows = Grid(rows: [.points(40), .points(40)], verticalDistribution: distribution)
        #expect(rects(rows, [GridItem(), GridItem()], 10, width).map(\.y) == starts)
    }

    @Test func paddingAndGaps() {
        // Content box 100 wide from x 10, y 5: two columns of (100 − 10) / 2 = 45; rows 10 high
        // 6 apart.
        let grid = Grid(
            columns: [.fraction(1), .fraction(1)], columnSpacing: 10, rowSpacing: 6,
            padding: EdgeInsets(top: 5, left: 10, bottom: 5, right: 20), verticalDistribution: .start)
        let items = Array(repeating: GridItem(height: 10), count: 4)
        #expect(
            rects(grid, items, 130, 100) == [
                rect(10, 5, 45, 10), rect(65, 5, 45, 10), rect(10, 21, 45, 10), rect(65, 21, 45, 10),
            ])
    }

    @Test func aRatioStretchesOnlyAcross() {
        // Stretched to the column's 100, then 50 high through the ratio: the row is 50. When the
        // rows stretch to 200 the item keeps its 50.
        let grid = Grid(columns: [.points(100)], verticalDistribution: .start)
        #expect(rects(grid, [GridItem(aspectRatio: 2)], 100, 200) == [rect(0, 0, 100, 50)])
        var stretched = grid
        stretched.verticalDistribution = .stretch
        #expect(rects(stretched, [GridItem(aspectRatio: 2)], 100, 200) == [rect(0, 0, 100, 50)])
        // A height given makes the width follow, 60 × 30, unless the width is stretched (then
        // the ratio gives way, as in browsers).
        let fromHeight = GridItem(height: 30, aspectRatio: 2, horizontalAlignment: .start)
        #expect(rects(grid, [fromHeight], 100, 200) == [rect(0, 0, 60, 30)])
        #expect(rects(grid, [GridItem(height: 30, aspectRatio: 2)], 100, 200) == [rect(0, 0, 100, 30)])
        // Stretched down but not across (at the start), as browsers stretch it: the row's 40
        // high, 80 wide through the ratio, whatever its content. With a width given, the
        // height follows it (10 wide, 5 high), not the row.
        let row = Grid(columns: [.points(100)], rows: [.points(40)])
        let content = GridItem(contentSize: Size(width: 30, height: 10), aspectRatio: 2, horizontalAlignment: .start)
        #expect(rects(row, [content], 100, 40) == [rect(0, 0, 80, 40)])
        #expect(rects(row, [GridItem(width: 10, aspectRatio: 2)], 100, 40) == [rect(0, 0, 10, 5)])
        // Its limits keep the ratio: a stretched width is held by a minimum or maximum height
        // carried across the ratio (at most 15 high: at most 30 wide; at least 60 high: at
        // least 120 wide), the width's own limits winning (at most 25 wide: 25 × 12.5).
        #expect(rects(grid, [GridItem(aspectRatio: 2, maxHeight: 15)], 100, 200) == [rect(0, 0, 30, 15)])
        #expect(rects(grid, [GridItem(aspectRatio: 2, minHeight: 60)], 100, 200) == [rect(0, 0, 120, 60)])
        #expect(
            rects(grid, [GridItem(aspectRatio: 2, maxWidth: 25, maxHeight: 15)], 100, 200) == [rect(0, 0, 25, 12.5)])
    }

    @Test func aWidthThroughARatioIsContentForTheAutomaticMinimum() {
        // 30 high and 2 wide for 1: 60 wide through the ratio, which is content, so the auto
        // minimum of a column at most 10 is 10; stretched across, the item is 10 wide.
        let grid = Grid(columns: [.minmax(.auto, .points(10)), .points(20)], horizontalDistribution: .start)
        let items = [GridItem(height: 30, aspectRatio: 2), GridItem()]
        #expect(rects(grid, items, 100, 30) == [rect(0, 0, 10, 30), rect(10, 0, 20, 30)])
    }

    @Test func columnsAreSizedAgainForAWidthThatFollowsItsRow() {
        // A has a ratio of 2 and is stretched down only: its row is 40 high, so it is 80 wide,
        // and its auto column, 30 at first (A's content), is sized again to 80. B follows.
        let grid = Grid(columns: [.auto, .points(50)], rows: [.points(40)], horizontalDistribution: .start)
        let items = [
            GridItem(contentSize: Size(width: 30, height: 10), aspectRatio: 2, horizontalAlignment: .start), GridItem(),
        ]
        #expect(rects(grid, items, 200, 40) == [rect(0, 0, 80, 40), rect(80, 0, 50, 40)])
        #expect(
            grid.size(for: items, fitting: Size(width: .infinity, height: .infinity)) == Size(width: 130, height: 40))
        // Its limits hold: at most 10 high, so 20 wide, and the column is 20.
        var limited = items
        limited[0].maxHeight = 10
        #expect(rects(grid, limited, 200, 40) == [rect(0, 0, 20, 10), rect(20, 0, 50, 40)])
    }

    @Test func withoutAMeasureFunctionAMeasuredItemUsesItsContentSize() {
        let grid = Grid(columns: [.auto], horizontalDistribution: .start, verticalDistribution: .start)
        let item = GridItem(contentSize: Size(width: 30, height: 12), measuresContent: true)
        #expect(rects(grid, [item], 100, 100) == [rect(0, 0, 30, 12)])
    }

    @Test func hiddenItemsGetAZeroRectMarkedHidden() {
        let grid = Grid(columns: [.points(10), .points(10)])
        let frames = grid.frames(
            for: [GridItem(isHidden: true), GridItem()], in: Frame(x: 0, y: 0, width: 20, height: 10, in: Self.screen))
        #expect(frames.map(\.rect) == [rect(0, 0, 0, 0), rect(0, 0, 10, 10)])
        #expect(frames.map(\.isHidden) == [true, false])
    }
}
