import Testing

@testable import PinFrame

/// Repeated tracks: counted repetitions against the tracks written out, automatic ones at
/// widths just under and over each break point, `.autoFit`'s collapsing, sizing without a
/// definite size, the warnings. Every expected figure is worked out by hand in the comments.
@Suite("Grid repetitions (GridRepetition.swift)", .quietLog)
struct GridRepetitionTests {
    static let screen = Frame(width: 2_000, height: 2_000)

    func rects(_ grid: Grid, _ items: [GridItem], _ width: Double, _ height: Double, in root: Frame = screen)
        -> [Rect]
    {
        grid.frames(for: items, in: Frame(x: 0, y: 0, width: width, height: height, in: root)).map(\.rect)
    }

    func items(_ count: Int, height: Double = 10) -> [GridItem] {
        Array(repeating: GridItem(height: height), count: count)
    }

    /// The x of each item of a one-row grid: where its columns start.
    func starts(_ grid: Grid, _ count: Int, _ width: Double) -> [Double] {
        rects(grid, items(count), width, 10).map(\.x)
    }

    // MARK: Counted

    @Test func aCountIsTheTracksWrittenOut() {
        // 3 equal fractions of 300: 100 each.
        #expect(starts(Grid(columns: [.repeating(.count(3), [.fraction(1)])]), 3, 300) == [0, 100, 200])
        // The same layout as the list written out, with tracks around the repetition.
        let repeated = Grid(
            columns: [.points(20), .repeating(.count(3), [.fraction(1), .points(10)]), .auto], columnSpacing: 4)
        let written = Grid(
            columns: [
                .points(20), .fraction(1), .points(10), .fraction(1), .points(10), .fraction(1), .points(10), .auto,
            ],
            columnSpacing: 4)
        let cells = (0..<10).map { GridItem(width: Double($0 % 3) * 7, height: 10) }
        #expect(rects(repeated, cells, 333, 40) == rects(written, cells, 333, 40))
        // Lines count the written-out tracks: line 4 starts the fourth track, the second
        // fraction: 20 + 4 + f + 4 + 10 + 4, f = (333 − 20 − 30 − 7 × 4) / 3 = 85 (the auto
        // column is empty): 127.
        let placed = rects(repeated, [GridItem(height: 10, columnStart: .line(4))], 333, 10)
        #expect(placed == [Rect(x: 127, y: 0, width: 85, height: 10)])
    }

    @Test func nestedRepetitionsAreFlattened() {
        let nested = Grid(columns: [.repeating(.count(2), [.points(10), .repeating(.count(2), [.points(5)])])])
        // 10 5 5 10 5 5.
        #expect(starts(nested, 6, 100) == [0, 10, 15, 20, 30, 35])
    }

    @Test func aCountBelowOneIsOne() {
        let grid = Grid(columns: [.repeating(.count(0), [.points(30)])], autoColumns: [.points(50)])
        let (placed, warnings) = Pin.capturingWarnings {
            rects(grid, [GridItem(height: 10), GridItem(height: 10, columnStart: .line(2))], 200, 10)
        }
        // One 30 column, then an implicit 50 one.
        #expect(placed.map(\.x) == [0, 30])
        #expect(placed.map(\.width) == [30, 50])
        #expect(
            warnings.map(\.description) == [
                "Grid.columns[0](.repeating(.count(0), [.points(30)])) won't be applied, "
                    + "a count is at least 1; 1 is used instead."
            ])
    }

    // MARK: Automatic: how many fit

    @Test func autoFillCountsFixedTracksWithPaddingAndGaps() {
        // 100-point columns 10 apart in a content box 10 narrower than the frame: n columns
        // take 110n − 10, so n = ⌊width / 110⌋.
        let grid = Grid(
            columns: [.repeating(.autoFill, [.points(100)])], columnSpacing: 10,
            padding: EdgeInsets(top: 0, left: 5, bottom: 0, right: 5))
        #expect(starts(grid, 3, 330) == [5, 115, 225])  // 3 fit exactly
        #expect(starts(grid, 3, 329.9) == [5, 115, 5])  // 2: the third goes to a second row
        #expect(starts(grid, 4, 440) == [5, 115, 225, 335])
        #expect(starts(grid, 4, 439.9) == [5, 115, 225, 5])
        // Narrower than one column: still one.
        #expect(starts(grid, 2, 50) == [5, 5])
    }

    @Test func autoFillOfMinmaxCountsTheMinimumAndSharesTheRest() {
        // minmax(120px, 1fr) 10 apart: n columns need 130n − 10.
        let grid = Grid(columns: [.repeating(.autoFill, [.minmax(.points(120), .fraction(1))])], columnSpacing: 10)
        let widths = { (width: Double) in rects(grid, [GridItem()], width, 10)[0].width }
        #expect(abs(widths(430) - 410.0 / 3) < 1e-9)  // 3 of (430 − 20) / 3 = 136.67
        #expect(widths(380) == 120)  // 3 of (380 − 20) / 3
        #expect(abs(widths(379.9) - 184.95) < 1e-9)  // 2 of (379.9 − 10) / 2
        #expect(widths(510) == 120)  // 4 of (510 − 30) / 4
        #expect(abs(widths(509.9) - 163.3) < 1e-9)  // 3 of (509.9 − 20) / 3
    }

    @Test func autoFillOfMinmaxWithAnAutoBound() {
        // minmax(50px, auto) counts 50: ⌊230 / 50⌋ = 4 columns; the 30 left stretches the
        // auto maximums: 57.5 each.
        let atLeast = Grid(columns: [.repeating(.autoFill, [.minmax(.points(50), .auto)])])
        #expect(starts(atLeast, 4, 230) == [0, 57.5, 115, 172.5])
        // minmax(auto, 80px) counts 80: 3 in 250, each grown to its 80 (not stretched past a
        // fixed maximum).
        let atMost = Grid(columns: [.repeating(.autoFill, [.minmax(.auto, .points(80))])])
        #expect(rects(atMost, items(3), 250, 10).map(\.x) == [0, 80, 160])
        #expect(rects(atMost, items(3), 250, 10).map(\.width) == [80, 80, 80])
    }

    @Test func severalTracksRepeatTogether() {
        // A copy is 40 + 20: two fit in 130 without gaps (120), one with gaps of 5 (two take
        // 120 + 3 × 5 = 135).
        let tight = Grid(columns: [.repeating(.autoFill, [.points(40), .points(20)])])
        #expect(starts(tight, 4, 130) == [0, 40, 60, 100])
        let spaced = Grid(columns: [.repeating(.autoFill, [.points(40), .points(20)])], columnSpacing: 5)
        #expect(starts(spaced, 3, 130) == [0, 45, 0])
    }

    @Test func fixedTracksBeforeAndAfterTakeTheirRoom() {
        // 50 + n × 30 + 50 with 10 between all n + 2: 4 copies take 270, 5 would take 310.
        let grid = Grid(
            columns: [.points(50), .repeating(.autoFill, [.points(30)]), .points(50)], columnSpacing: 10)
        #expect(starts(grid, 6, 300) == [0, 60, 100, 140, 180, 220])
        #expect(rects(grid, items(6), 300, 10)[5].width == 50)
    }

    @Test func rowsRepeatInTheHeight() {
        // 30-point rows in 100: 3; a column flow fills them, then a second column.
        let grid = Grid(rows: [.repeating(.autoFill, [.points(30)])], flow: .columns, horizontalDistribution: .start)
        let placed = rects(
            grid, [GridItem(width: 10), GridItem(width: 10), GridItem(width: 10), GridItem(width: 10)],
            100, 100)
        #expect(placed.map(\.y) == [0, 30, 60, 0])
        #expect(placed.map(\.x) == [0, 0, 0, 10])
    }

    @Test func rightToLeftColumnsRunFromTheRight() {
        let rtl = Frame(width: 2_000, height: 2_000, direction: .rtl)
        let grid = Grid(columns: [.repeating(.autoFill, [.points(100)])], columnSpacing: 10)
        // 3 columns take 320 of 330, from the right edge.
        #expect(rects(grid, items(3), 330, 10, in: rtl).map(\.x) == [230, 120, 10])
    }

    // MARK: Without a definite size

    @Test func sizingWithoutADefiniteWidthRepeatsOnce() {
        let grid = Grid(columns: [.repeating(.autoFill, [.points(100)])], columnSpacing: 10)
        // One column: three rows of 10.
        #expect(
            grid.size(for: items(3), fitting: Size(width: .infinity, height: .infinity)) == Size(width: 100, height: 30)
        )
        #expect(grid.size(for: items(3), fitting: .zero) == Size(width: 100, height: 30))
        // 330 wide is definite: three columns, one row.
        #expect(grid.size(for: items(3), fitting: Size(width: 330, height: .infinity)) == Size(width: 330, height: 10))
    }

    // MARK: auto-fit

    @Test func autoFitCollapsesEmptyTracksAndTheirGaps() {
        // 4 columns fit 430 (4 × 100 + 3 × 10); two items leave two empty.
        let fill = Grid(columns: [.repeating(.autoFill, [.minmax(.points(100), .fraction(1))])], columnSpacing: 10)
        let fit = Grid(columns: [.repeating(.autoFit, [.minmax(.points(100), .fraction(1))])], columnSpacing: 10)
        // auto-fill keeps them: 4 of (430 − 30) / 4 = 100.
        #expect(rects(fill, items(2), 430, 10).map(\.width) == [100, 100])
        // auto-fit collapses them with their gaps: 2 of (430 − 10) / 2 = 210.
        #expect(
            rects(fit, items(2), 430, 10) == [
                Rect(x: 0, y: 0, width: 210, height: 10), Rect(x: 220, y: 0, width: 210, height: 10),
            ])
    }

    @Test func autoFitAtTheBreakPointsWithPadding() {
        // As auto-fill: 100-point columns 10 apart, 5 of padding each side, so n = ⌊width / 110⌋.
        // Five items fill every column that fits, so nothing collapses until there are more
        // columns than items: at 660 (6 fit) the sixth collapses and the five stay 100 wide.
        let grid = Grid(
            columns: [.repeating(.autoFit, [.points(100)])], columnSpacing: 10,
            padding: EdgeInsets(top: 0, left: 5, bottom: 0, right: 5), horizontalDistribution: .start)
        #expect(starts(grid, 5, 440) == [5, 115, 225, 335, 5])
        #expect(starts(grid, 5, 439.9) == [5, 115, 225, 5, 115])
        #expect(starts(grid, 5, 550) == [5, 115, 225, 335, 445])
        #expect(starts(grid, 5, 660) == [5, 115, 225, 335, 445])
        // Centred, the collapsed sixth takes no room: the five (540) start at (660 − 10 − 540) / 2 + 5.
        var centred = grid
        centred.horizontalDistribution = .center
        #expect(starts(centred, 5, 660).first == 60)
    }

    @Test func autoFitCollapsesTracksBetweenOccupiedOnes() {
        // 4 columns of 50, 10 apart, fit 230; items in the first and third: the second and
        // fourth collapse, and one gap is left between the two: x 0 and 60.
        let grid = Grid(
            columns: [.repeating(.autoFit, [.points(50)])], columnSpacing: 10, horizontalDistribution: .start)
        let placed = [GridItem(height: 10, columnStart: .line(1)), GridItem(height: 10, columnStart: .line(3))]
        #expect(rects(grid, placed, 230, 10).map(\.x) == [0, 60])
        // Centred: the 110 they take leaves 60 before them.
        var centred = grid
        centred.horizontalDistribution = .center
        #expect(rects(centred, placed, 230, 10).map(\.x) == [60, 120])
        // A spanning item occupies every track it covers: none collapses before the third.
        let spanning = [GridItem(height: 10, columnStart: .line(1), columnEnd: .line(3)), GridItem(height: 10)]
        #expect(rects(grid, spanning, 230, 10).map(\.x) == [0, 120])
    }

    @Test func autoFitKeepsTheTracksAfterIt() {
        // 300 less the 30 column: 4 copies of 50 (4 × 60 ≤ 270). Line −2 starts the 30 column.
        let grid = Grid(
            columns: [.repeating(.autoFit, [.points(50)]), .points(30)], columnSpacing: 10,
            horizontalDistribution: .start)
        let placed = [GridItem(height: 10), GridItem(height: 10, columnStart: .line(-2))]
        #expect(
            rects(grid, placed, 300, 10) == [
                Rect(x: 0, y: 0, width: 50, height: 10), Rect(x: 60, y: 0, width: 30, height: 10),
            ])
    }

    @Test func autoFitRows() {
        // Rows of 20, 5 apart, in 100: 4 (4 × 25 − 5 = 95); one item leaves one row, and the
        // three collapsed take no room: distributed to the end, it starts at 80.
        let grid = Grid(rows: [.repeating(.autoFit, [.points(20)])], rowSpacing: 5, verticalDistribution: .end)
        #expect(rects(grid, [GridItem(width: 10)], 50, 100) == [Rect(x: 0, y: 80, width: 10, height: 20)])
    }

    // MARK: What cannot repeat automatically

    @Test func aSecondAutomaticRepetitionIsWrittenOnce() {
        let grid = Grid(columns: [.repeating(.autoFill, [.points(10)]), .repeating(.autoFit, [.points(20)])])
        let (x, warnings) = Pin.capturingWarnings { starts(grid, 9, 100) }
        // The 20 column is written once; 80 left holds 8 columns of 10.
        #expect(x == [0, 10, 20, 30, 40, 50, 60, 70, 80])
        #expect(
            warnings.map(\.description) == [
                "Grid.columns[1](.repeating(.autoFit, [.points(20)])) won't be applied, "
                    + "a track list repeats automatically only once; it is written once."
            ])
    }

    @Test func aRepetitionOfFractionsOrIntrinsicTracksIsWrittenOnce() {
        for tracks: [GridTrack] in [[.fraction(1)], [.auto, .minContent], [.fitContent(40)]] {
            let grid = Grid(columns: [.repeating(.autoFill, tracks)])
            let (x, warnings) = Pin.capturingWarnings { starts(grid, tracks.count + 1, 500) }
            // Written once: the items after it go to a new row.
            #expect(x.last == 0, "\(tracks)")
            #expect(warnings.map(\.kind) == [.ignored], "\(tracks)")
            #expect(warnings.first?.description.contains("needs a track of fixed size") == true)
        }
    }

    @Test func automaticRepetitionsNestedOrImplicitAreWrittenOnce() {
        let nested = Grid(columns: [.repeating(.count(2), [.repeating(.autoFill, [.points(5)])])])
        let (x, warnings) = Pin.capturingWarnings { starts(nested, 3, 100) }
        // [5, 5]: the third item starts a second row.
        #expect(x == [0, 5, 0])
        #expect(
            warnings.map(\.description) == [
                "Grid.columns[0].tracks[0](.repeating(.autoFill, [.points(5)])) won't be applied, "
                    + "a repetition inside another repeats only by count; it is written once."
            ])
        let implicit = Grid(autoColumns: [.repeating(.autoFill, [.points(30)])], flow: .columns)
        let (placed, implicitWarnings) = Pin.capturingWarnings {
            rects(implicit, [GridItem(height: 10), GridItem(height: 10, columnStart: .line(2))], 200, 10)
        }
        #expect(placed.map(\.x) == [0, 30])
        #expect(implicitWarnings.map(\.kind) == [.ignored])
    }

    @Test func aRepetitionAsABoundOfMinmaxIsAuto() {
        let grid = Grid(columns: [.minmax(.repeating(.count(2), [.points(40)]), .points(60))])
        let (widths, warnings) = Pin.capturingWarnings { rects(grid, [GridItem(width: 20)], 100, 10).map(\.width) }
        // minmax(auto, 60px); the item has a width of its own: 20.
        #expect(widths == [20])
        #expect(warnings.map(\.kind) == [.invalidValue])
    }

    @Test func hugeCountsAreCapped() {
        let grid = Grid(columns: [.repeating(.count(Int.max), [.points(1)])])
        let (x, warnings) = Pin.capturingWarnings { starts(grid, 2, 100) }
        #expect(x == [0, 1])
        #expect(warnings.map(\.kind) == [.invalidValue])
    }

    @Test func aRepeatedTrackCountsAtLeastOnePoint() {
        // Tracks of no size (or next to none) count 1 point each when the copies are counted:
        // 100 of them in 100, so 101 items of 10 high make two rows, the last at (0, 10).
        for length in [0, 0.001] {
            let grid = Grid(columns: [.repeating(.autoFill, [.points(length)])], verticalDistribution: .start)
            let (placed, warnings) = Pin.capturingWarnings { rects(grid, items(101), 100, 100) }
            #expect(placed[99].origin == Point(x: 99 * length, y: 0), "\(length)")
            #expect(placed[100].origin == Point(x: 0, y: 10), "\(length)")
            #expect(warnings.isEmpty, "\(length)")
        }
        // With 1 of spacing each copy takes 2: 50 in 99 (50 × 1 + 49 gaps).
        let spaced = Grid(
            columns: [.repeating(.autoFill, [.points(0)])], columnSpacing: 1, verticalDistribution: .start)
        #expect(rects(spaced, items(51), 99, 100).map(\.y).suffix(2) == [0, 10])
    }

    @Test func aListWrittenOutPastTheLimitIsCutThereWithAWarning() {
        let cut = "won't be applied, written out it has more than 10000 tracks; the first 10000 are used."
        // 0-point tracks in 20,000: 20,000 copies, cut at 10,000; the 10,001st item wraps.
        let empty = Grid(columns: [.repeating(.autoFill, [.points(0)])])
        let (placed, warnings) = Pin.capturingWarnings { rects(empty, items(10_001), 20_000, 20) }
        #expect(placed[10_000].origin == Point(x: 0, y: 10))
        #expect(warnings.map(\.description) == ["Grid.columns \(cut)"])
        #expect(warnings.map(\.kind) == [.invalidValue])
        // A count of two tracks 6,000 times: 12,000 written, cut at 10,000 (the count itself is
        // within the limit, so this is the only warning).
        let counted = Grid(rows: [.repeating(.count(6_000), [.points(1), .points(2)])])
        let (_, countedWarnings) = Pin.capturingWarnings {
            counted.size(for: [GridItem()], fitting: Size(width: 10, height: .infinity))
        }
        #expect(countedWarnings.map(\.description) == ["Grid.rows \(cut)"])
        // In a tree, the grid is named by node.
        let tree = LayoutTree(.vertical()) { column in
            column.add(Grid(columns: [.repeating(.autoFill, [.points(0)])])) { $0.add(GridItem(height: 10)) }
        }
        let (_, treeWarnings) = Pin.capturingWarnings { tree.frames(in: Frame(width: 20_000, height: 10)) }
        #expect(treeWarnings.map(\.description) == ["LayoutTree[1].Grid.columns \(cut)"])
    }
}
