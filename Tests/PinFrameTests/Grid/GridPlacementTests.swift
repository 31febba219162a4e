import Testing

@testable import PinFrame

/// Where grid items go: lines resolved as CSS Grid Layout 1 resolves them, then the items
/// without a position placed by its auto-placement algorithm. Each expected area is worked
/// out by hand from the rules, in the comment beside it.
@Suite("Grid placement (GridPlacement.swift)")
struct GridPlacementTests {
    /// An item by its four lines.
    func item(
        _ columnStart: GridLine = .auto, _ columnEnd: GridLine = .auto, row rowStart: GridLine = .auto,
        _ rowEnd: GridLine = .auto, hidden: Bool = false
    ) -> GridLines {
        GridLines(columnStart: columnStart, columnEnd: columnEnd, rowStart: rowStart, rowEnd: rowEnd, isHidden: hidden)
    }

    func area(_ column: Int, _ row: Int, _ columns: Int = 1, _ rows: Int = 1) -> GridArea {
        GridArea(column: column, row: row, columns: columns, rows: rows)
    }

    @Test func linesCountFromOneAndBackFromTheLastExplicitLine() {
        // Three explicit tracks: lines 1…4, or -4…-1.
        #expect(GridAxisPosition(start: .line(1), end: .auto, explicitTracks: 3) == .definite(start: 0, end: 1))
        #expect(GridAxisPosition(start: .line(-2), end: .line(-1), explicitTracks: 3) == .definite(start: 2, end: 3))
        // -1 is line 4: an area starting there is an implicit track after the grid.
        #expect(GridAxisPosition(start: .line(-1), end: .auto, explicitTracks: 3) == .definite(start: 3, end: 4))
        // -6 is two lines before the first: implicit tracks before it.
        #expect(GridAxisPosition(start: .line(-6), end: .line(1), explicitTracks: 3) == .definite(start: -2, end: 0))
        // Line 0 acts as auto.
        #expect(GridAxisPosition(start: .line(0), end: .line(0), explicitTracks: 3) == .auto(span: 1))
    }

    @Test func startsAfterTheirEndAndSpans() {
        // Swapped; equal lines span one track.
        #expect(GridAxisPosition(start: .line(3), end: .line(1), explicitTracks: 3) == .definite(start: 0, end: 2))
        #expect(GridAxisPosition(start: .line(2), end: .line(2), explicitTracks: 3) == .definite(start: 1, end: 2))
        // A line and a span, either way round.
        #expect(GridAxisPosition(start: .line(2), end: .span(2), explicitTracks: 3) == .definite(start: 1, end: 3))
        #expect(GridAxisPosition(start: .span(2), end: .line(4), explicitTracks: 3) == .definite(start: 1, end: 3))
        // Two spans: the end's is ignored; a span below 1 is 1.
        #expect(GridAxisPosition(start: .span(2), end: .span(5), explicitTracks: 3) == .auto(span: 2))
        #expect(GridAxisPosition(start: .auto, end: .span(-4), explicitTracks: 3) == .auto(span: 1))
    }

    @Test func absurdLinesAndSpansAreClamped() {
        #expect(
            GridAxisPosition(start: .line(20_000), end: .auto, explicitTracks: 3)
                == .definite(start: 9_999, end: 10_000))
        #expect(GridAxisPosition(start: .span(Int.max), end: .auto, explicitTracks: 3) == .auto(span: 10_000))
        #expect(
            GridAxisPosition(start: .line(Int.min), end: .line(1), explicitTracks: 3)
                == .definite(start: -9_996, end: 0))
    }

    @Test func rowFlowFillsEachRowInOrder() {
        // Three columns. A at (0, 0); B spans 2 from column 1; C does not fit after B: next
        // row; D spans 2 after it; E on a third row.
        let placement = GridPlacement(
            [item(), item(.span(2)), item(), item(.span(2)), item()], explicitColumns: 3, explicitRows: 0,
            flow: .rows)
        #expect(placement.areas == [area(0, 0), area(1, 0, 2), area(0, 1), area(1, 1, 2), area(0, 2)])
        #expect((placement.columnCount, placement.rowCount) == (3, 3))
    }

    @Test func denseFlowFillsHoles() {
        // Three columns: A spans 0…1; B (span 2) does not fit after it: row 1. C: sparse, after
        // B (row 1, column 2); dense, in the hole left in row 0 (column 2).
        let items = [item(.span(2)), item(.span(2)), item()]
        let sparse = GridPlacement(items, explicitColumns: 3, explicitRows: 0, flow: .rows)
        let dense = GridPlacement(items, explicitColumns: 3, explicitRows: 0, flow: .rowsDense)
        #expect(sparse.areas == [area(0, 0, 2), area(0, 1, 2), area(2, 1)])
        #expect(dense.areas == [area(0, 0, 2), area(0, 1, 2), area(2, 0)])
    }

    @Test func theCursorRunsAlongColumnsThatItemsWithAColumnWillAdd() {
        // One explicit column. C is locked to rows 1–2: column 0. B asks for column line 2, so
        // the grid has two columns before any item is auto-placed: A, with no position, fits
        // next to C in row 0; B then goes after the cursor, to row 1.
        let items = [item(), item(.line(2)), item(row: .line(1), .span(2))]
        let placement = GridPlacement(items, explicitColumns: 1, explicitRows: 0, flow: .rows)
        #expect(placement.areas == [area(1, 0), area(1, 1), area(0, 0, 1, 2)])
    }

    @Test func denseFlowCountsTheColumnsThatItemsWillAdd() {
        // Two explicit columns, and D asks for column line 3: the grid has three columns before
        // any item is auto-placed. A, B and C fill row 0; D goes to the first row with its
        // column free, row 1; E and F fill row 1 from its start (dense).
        let items = [item(), item(), item(), item(.line(3)), item(), item()]
        let dense = GridPlacement(items, explicitColumns: 2, explicitRows: 0, flow: .rowsDense)
        #expect(dense.areas == [area(0, 0), area(1, 0), area(2, 0), area(2, 1), area(0, 1), area(1, 1)])
    }

    @Test func denseFlowOnLongGridsSkipsFullRows() {
        // 3,000 single cells in three columns, dense: row r holds items 3r…3r + 2, as sparse.
        let items = Array(repeating: item(), count: 3_000)
        let dense = GridPlacement(items, explicitColumns: 3, explicitRows: 0, flow: .rowsDense)
        #expect(dense.areas == (0..<3_000).map { area($0 % 3, $0 / 3) })
    }

    @Test func itemsLockedToARowGoAfterEachOther() {
        // Z is at row 2, column 1 (area (0, 1)). X and Y are locked to row 2: X after Z
        // (column 1), Y after X (column 2). W has no position: the cursor starts at (0, 0).
        let items = [
            item(.line(1), row: .line(2)), item(row: .line(2)), item(row: .line(2)), item(),
        ]
        let placement = GridPlacement(items, explicitColumns: 3, explicitRows: 0, flow: .rows)
        #expect(placement.areas == [area(0, 1), area(1, 1), area(2, 1), area(0, 0)])
    }

    @Test func aColumnBeforeTheCursorStartsANewRow() {
        // Two columns. P at (0, 0), the cursor after it (column 1). Q asks for column 1 (0):
        // before the cursor, so the next row. R follows Q in that row.
        let items = [item(), item(.line(1)), item()]
        let placement = GridPlacement(items, explicitColumns: 2, explicitRows: 0, flow: .rows)
        #expect(placement.areas == [area(0, 0), area(0, 1), area(1, 1)])
    }

    @Test func columnFlowFillsEachColumn() {
        // Two rows: down the first column, then the second.
        let placement = GridPlacement([item(), item(), item()], explicitColumns: 0, explicitRows: 2, flow: .columns)
        #expect(placement.areas == [area(0, 0), area(0, 1), area(1, 0)])
        #expect((placement.columnCount, placement.rowCount) == (2, 2))
        // Dense, with a two-row item first: it takes column 0; the others fill column 1.
        let dense = GridPlacement(
            [item(row: .span(2)), item(), item()], explicitColumns: 0, explicitRows: 2, flow: .columnsDense)
        #expect(dense.areas == [area(0, 0, 1, 2), area(1, 0), area(1, 1)])
    }

    @Test func implicitTracksBeforeAndAfterTheExplicitGrid() {
        // Two explicit columns: lines 1…3 are -3…-1, so -5 is two lines before the first. An
        // item from -5 to 1: two implicit columns before, and everything shifts by two.
        let items = [item(.line(-5), .line(1)), item(.line(2), row: .line(1))]
        let placement = GridPlacement(items, explicitColumns: 2, explicitRows: 1, flow: .rows)
        #expect(placement.columnsBefore == 2)
        #expect(placement.areas == [area(0, 0, 2), area(3, 0)])
        #expect(placement.columnCount == 4)
        // An auto item wider than the grid widens it.
        let wide = GridPlacement([item(.span(3))], explicitColumns: 2, explicitRows: 0, flow: .rows)
        #expect(wide.areas == [area(0, 0, 3)])
        #expect(wide.columnCount == 3)
    }

    @Test func hiddenItemsAreNotPlaced() {
        let placement = GridPlacement(
            [item(), item(hidden: true), item()], explicitColumns: 2, explicitRows: 0, flow: .rows)
        #expect(placement.areas == [area(0, 0), nil, area(1, 0)])
    }

    @Test func aHugeSpanCostsWhatItSpans() {
        // 10,000 rows by 10,000 columns would be 10⁸ cells as a map; as intervals, one per row.
        let items = [item(.span(10_000), row: .span(10_000)), item()]
        let placement = GridPlacement(items, explicitColumns: 1, explicitRows: 1, flow: .rows)
        #expect(placement.areas == [area(0, 0, 10_000, 10_000), area(0, 10_000)])
        #expect((placement.columnCount, placement.rowCount) == (10_000, 10_001))
    }

    /// Shapes where every item shares one track: the search must not walk what the track
    /// already holds (a row of n items was n²/2 steps; locked items in a dense flow n³/6).
    @Test(arguments: ["row", "locked", "locked dense", "column", "spans", "dense after a hole"])
    func searchesStayLinearWhenItemsShareATrack(shape: String) {
        func placement(_ count: Int) -> GridPlacement {
            let locked = item(row: .line(1))
            switch shape {
            case "row":
                return GridPlacement(
                    Array(repeating: item(), count: count), explicitColumns: count, explicitRows: 0, flow: .rows)
            case "locked":
                return GridPlacement(
                    Array(repeating: locked, count: count), explicitColumns: 0, explicitRows: 0, flow: .rows)
            case "locked dense":
                return GridPlacement(
                    Array(repeating: locked, count: count), explicitColumns: 0, explicitRows: 0, flow: .rowsDense)
            case "column":
                return GridPlacement(
                    Array(repeating: item(), count: count), explicitColumns: 0, explicitRows: count, flow: .columns)
            case "spans":
                let items = (0..<count).map { item(.span(1 + $0 % 100), row: .line(1)) }
                return GridPlacement(items, explicitColumns: 0, explicitRows: 0, flow: .rows)
            default:
                // One cell, then items two wide in two columns: the first row keeps a hole no
                // item fits, and each dense search used to pass every row from the first.
                let items = [item()] + Array(repeating: item(.span(2)), count: count - 1)
                return GridPlacement(items, explicitColumns: 2, explicitRows: 0, flow: .rowsDense)
            }
        }
        let small = placement(1_000)
        let large = placement(10_000)
        // Ten times the items, about ten times the steps (a tree's depth may add a little).
        #expect(large.searchSteps <= small.searchSteps * 12, "\(small.searchSteps) → \(large.searchSteps)")
        #expect(large.searchSteps <= 10_000 * 4)
        // Where the last item went, worked out from the shape.
        switch shape {
        case "row": #expect(large.areas.last == area(9_999, 0))
        case "locked", "locked dense": #expect(large.areas.last == area(9_999, 0))
        case "column": #expect(large.areas.last == area(0, 9_999))
        case "spans":
            // Spans 1…100 a hundred times over: 100 × 5,050 columns before the last item's
            // 100, which starts at 504,900.
            #expect(large.areas.last == area(504_900, 0, 100))
        default:
            // Row 0 holds the cell and its hole; item k (k ≥ 1) takes row k.
            #expect(large.areas.last == area(0, 9_999, 2))
        }
    }

    @Test func anItemBetweenTakenCellsJoinsThem() {
        // Cells 0 and 2 of row 0 taken by definite items; an auto-placed item in a dense flow
        // takes the hole at 1, and the next one, two wide, can only start at 3.
        let items = [
            item(.line(1), row: .line(1)), item(.line(3), row: .line(1)), item(row: .line(1)),
            item(.span(2), row: .line(1)),
        ]
        let placement = GridPlacement(items, explicitColumns: 5, explicitRows: 1, flow: .rowsDense)
        #expect(placement.areas == [area(0, 0), area(2, 0), area(1, 0), area(3, 0, 2)])
    }

    @Test func narrowGridsPlaceAsWideOnesDo() {
        // A grid whose items reach at most 64 tracks across keeps taken cells as bits; the
        // same grid placed as a wide one (intervals in a tree) must give the same areas.
        // Random items of every kind: definite, locked to a track on either axis, spans,
        // negative lines, hidden, in all four flows.
        var generator = SeededGenerator(state: 11)
        func number(_ range: ClosedRange<Int>) -> Int {
            range.lowerBound + Int(generator.next() % UInt64(range.count))
        }
        func line() -> GridLine {
            switch number(0...5) {
            case 0, 1: .auto
            case 2, 3: .span(number(1...4))
            case 4: .line(number(1...6))
            default: .line(-number(1...4))
            }
        }
        let flows: [GridFlow] = [.rows, .rowsDense, .columns, .columnsDense]
        for _ in 0..<3_000 {
            let items = (0..<number(1...30)).map { _ in
                item(line(), line(), row: line(), line(), hidden: number(0...15) == 0)
            }
            let (columns, rows, flow) = (number(0...6), number(0...6), flows[number(0...3)])
            let narrow = GridPlacement(items, explicitColumns: columns, explicitRows: rows, flow: flow)
            let wide = GridPlacement(items, explicitColumns: columns, explicitRows: rows, flow: flow, usesMasks: false)
            #expect(narrow.areas == wide.areas, "\(items) \(columns)×\(rows) \(flow)")
            #expect((narrow.columnCount, narrow.rowCount) == (wide.columnCount, wide.rowCount))
        }
    }
}
