import Testing

@testable import PinFrame

/// Grids laid out in a container: placement, columns, rows at their columns' widths,
/// alignment, right to left and pixels. Every expected rect is worked out by hand beside it.
@Suite("Grid layout (GridLayout.swift)")
struct GridLayoutTests {
    static let root = Frame(width: 1_000, height: 1_000)

    func rects(_ grid: Grid, _ items: [GridItem], _ width: Double, _ height: Double, in root: Frame = root) -> [Rect] {
        grid.frames(for: items, in: Frame(x: 0, y: 0, width: width, height: height, in: root)).map(\.rect)
    }

    func content(_ width: Double, _ height: Double) -> GridItem {
        GridItem(contentSize: Size(width: width, height: height))
    }

    @Test func theDashboardRow() {
        // Columns 120, fr, 2fr, auto in 400: the auto column needs and wants 40, the fractions
        // share 400 − 160 = 240: 80 and 160. One auto row, stretched to the 100 of height.
        let grid = Grid(columns: [.points(120), .fraction(1), .fraction(2), .auto])
        let items = [content(50, 20), content(10, 20), content(10, 20), content(40, 20)]
        #expect(
            rects(grid, items, 400, 100) == [
                Rect(x: 0, y: 0, width: 120, height: 100), Rect(x: 120, y: 0, width: 80, height: 100),
                Rect(x: 200, y: 0, width: 160, height: 100), Rect(x: 360, y: 0, width: 40, height: 100),
            ])
        // Rows packed at the top: the row is as high as its items, 20.
        var packed = grid
        packed.verticalDistribution = .start
        #expect(rects(packed, items, 400, 100).map(\.height) == [20, 20, 20, 20])
    }

    @Test func itemsFlowIntoRowsWithGaps() {
        // Three fractions of (320 − 20) = 100; the fourth item on a second row, 30 + 10 down.
        let grid = Grid(
            columns: [.fraction(1), .fraction(1), .fraction(1)], columnSpacing: 10, rowSpacing: 10,
            verticalDistribution: .start)
        let items = Array(repeating: content(0, 30), count: 4)
        #expect(
            rects(grid, items, 320, 200) == [
                Rect(x: 0, y: 0, width: 100, height: 30), Rect(x: 110, y: 0, width: 100, height: 30),
                Rect(x: 220, y: 0, width: 100, height: 30), Rect(x: 0, y: 40, width: 100, height: 30),
            ])
    }

    @Test func photosWithASpanningCell() {
        // Three columns of 100, rows of 100. A takes two by two; B after it; C does not fit in
        // row 0, and in row 1 A's columns are taken: column 2; D and E on row 2.
        let grid = Grid(columns: Array(repeating: .fraction(1), count: 3), autoRows: [.points(100)])
        let items = [
            GridItem(columnStart: .span(2), rowStart: .span(2)), GridItem(), GridItem(), GridItem(), GridItem(),
        ]
        #expect(
            rects(grid, items, 300, 300) == [
                Rect(x: 0, y: 0, width: 200, height: 200), Rect(x: 200, y: 0, width: 100, height: 100),
                Rect(x: 200, y: 100, width: 100, height: 100), Rect(x: 0, y: 200, width: 100, height: 100),
                Rect(x: 100, y: 200, width: 100, height: 100),
            ])
    }

    @Test func itemsAlignInTheirAreas() {
        // A 100 × 50 cell, a 40 × 20 item: centred across (x 30), at the end down (y 30).
        let grid = Grid(
            columns: [.points(100)], rows: [.points(50)], horizontalAlignment: .center, verticalAlignment: .end)
        #expect(rects(grid, [content(40, 20)], 100, 50) == [Rect(x: 30, y: 30, width: 40, height: 20)])
        // Its own alignment wins: at the end across, x 60.
        var item = content(40, 20)
        item.horizontalAlignment = .end
        #expect(rects(grid, [item], 100, 50) == [Rect(x: 60, y: 30, width: 40, height: 20)])
    }

    @Test func rightToLeftColumnsRunFromTheRight() {
        let rtl = Frame(width: 1_000, height: 1_000, direction: .rtl)
        let grid = Grid(columns: [.points(100), .points(50)])
        // The first column is the right-most: x 200 − 100; the second 50 before it.
        #expect(
            rects(grid, [GridItem(), GridItem()], 200, 50, in: rtl) == [
                Rect(x: 100, y: 0, width: 100, height: 50), Rect(x: 50, y: 0, width: 50, height: 50),
            ])
        // A left margin stays on the left: 10 inside the area at 100…200.
        let margined = GridItem(margin: EdgeInsets(top: 0, left: 10, bottom: 0, right: 0))
        #expect(rects(grid, [margined], 200, 50, in: rtl) == [Rect(x: 110, y: 0, width: 90, height: 50)])
    }

    @Test func anOverlayCentresItsItemsInOneCell() {
        // Every item in cell 1/1; the cell stretched to 100 × 100; items centred at their
        // content sizes: (100 − 40) / 2, (100 − 60) / 2 across; (100 − 40) / 2, (100 − 20) / 2 down.
        let grid = Grid(horizontalAlignment: .center, verticalAlignment: .center)
        var badge = content(60, 20)
        badge.columnStart = .line(1)
        badge.rowStart = .line(1)
        var avatar = content(40, 40)
        avatar.columnStart = .line(1)
        avatar.rowStart = .line(1)
        #expect(
            rects(grid, [avatar, badge], 100, 100) == [
                Rect(x: 30, y: 30, width: 40, height: 40), Rect(x: 20, y: 40, width: 60, height: 20),
            ])
    }

    @Test func hiddenItemsTakeNoCell() {
        let grid = Grid(columns: [.points(50), .points(50)])
        let frames = grid.frames(
            for: [GridItem(), GridItem(isHidden: true), GridItem()],
            in: Frame(x: 0, y: 0, width: 100, height: 10, in: Self.root))
        #expect(
            frames.map(\.rect) == [
                Rect(x: 0, y: 0, width: 50, height: 10), .zero, Rect(x: 50, y: 0, width: 50, height: 10),
            ])
        #expect(frames.map(\.isHidden) == [false, true, false])
    }

    @Test func edgesFallOnPixels() {
        // Three fractions of 100 at 2 pixels a point: edges at 33.33… and 66.66… round to
        // 33.5 and 66.5; the cells tile: 33.5, 33 and 33.5 wide.
        let root = Frame(width: 100, height: 100, scale: 2)
        let grid = Grid(columns: Array(repeating: .fraction(1), count: 3))
        #expect(
            rects(grid, [GridItem(), GridItem(), GridItem()], 100, 10, in: root).map(\.width) == [33.5, 33, 33.5])
        #expect(rects(grid, [GridItem(), GridItem(), GridItem()], 100, 10, in: root).map(\.x) == [0, 33.5, 66.5])
    }

    @Test func aRowIsAsHighAsItsTextAtItsColumnsWidth() {
        // Text 300 long in lines of 10, no word wider than 50. The fraction column is
        // 300 − 100 = 200 wide (its text needs at least 50): two lines, 20 high.
        let grid = Grid(columns: [.points(100), .fraction(1)], verticalDistribution: .start)
        var offered: [Size] = []
        let text = GridItem(measuresContent: true, columnStart: .line(2))
        let frames = grid.frames(for: [text], in: Frame(x: 0, y: 0, width: 300, height: 100, in: Self.root)) {
            _, proposal in
            offered.append(proposal)
            let width = Swift.max(50, Swift.min(300, proposal.width))
            return Size(width: width, height: (300 / width).rounded(.up) * 10)
        }
        #expect(frames.map(\.rect) == [Rect(x: 100, y: 0, width: 200, height: 20)])
        #expect(offered.contains(Size(width: 200, height: .infinity)))
    }
}

/// `Grid.size(for:fitting:)`: the container a grid's items need.
@Suite("Grid size (Grid.swift)")
struct GridSizeTests {
    @Test func anOverlayIsAsBigAsItsLargestChild() {
        // Both items in cell 1/1: 60 wide (the badge), 40 high (the avatar); padding 5 round.
        var avatar = GridItem(contentSize: Size(width: 40, height: 40), columnStart: .line(1), rowStart: .line(1))
        let badge = GridItem(contentSize: Size(width: 60, height: 20), columnStart: .line(1), rowStart: .line(1))
        #expect(
            Grid().size(for: [avatar, badge], fitting: Size(width: .infinity, height: .infinity))
                == Size(width: 60, height: 40))
        let padded = Grid(padding: EdgeInsets(all: 5))
        #expect(
            padded.size(for: [avatar, badge], fitting: Size(width: .infinity, height: .infinity))
                == Size(width: 70, height: 50))
        // A finite proposal is the size on that axis.
        #expect(
            Grid().size(for: [avatar, badge], fitting: Size(width: 100, height: .infinity))
                == Size(width: 100, height: 40))
        // A hidden item takes no part: the badge alone.
        avatar.isHidden = true
        #expect(
            Grid().size(for: [avatar, badge], fitting: Size(width: .infinity, height: .infinity))
                == Size(width: 60, height: 20))
    }

    @Test func theDashboardAtItsPreferredAndSmallestWidth() {
        let grid = Grid(columns: [.points(120), .fraction(1), .fraction(2), .auto])
        let items = [50.0, 10, 10, 40].map { GridItem(contentSize: Size(width: $0, height: 20)) }
        // Open width: a fraction is the most any item wants of one (10, and 10 / 2 for the
        // second): 120 + 10 + 20 + 40 = 190; one row of 20.
        #expect(
            grid.size(for: items, fitting: Size(width: .infinity, height: .infinity)) == Size(width: 190, height: 20))
        // Smallest (a proposal of 0): fractions at their items' minimums, 10 and 10:
        // 120 + 10 + 10 + 40 = 180.
        #expect(grid.size(for: items, fitting: Size(width: 0, height: .infinity)).width == 180)
    }

    @Test func theIssuesGridAsksItsRatioItemFourTimes() {
        // Item 0's width follows its row (a ratio, not stretched across, stretched down): the
        // columns are sized again at the row's height, and the rows again at the new widths.
        // Item 1 is asked twice for its width (0 and infinitely wide), once per row sizing
        // (two sizings: its height at its width is its smallest and preferred) and not to
        // place it (it is stretched): 4.
        let counts = Locked([Int](repeating: 0, count: 2))
        let grid = Grid(columns: [.auto, .auto])
        let items = [GridItem(aspectRatio: 2, horizontalAlignment: .start), GridItem(measuresContent: true)]
        _ = grid.frames(for: items, in: Frame(x: 0, y: 0, width: 200, height: 100, in: GridLayoutTests.root)) {
            index, proposal in
            counts.withLock { $0[index] += 1 }
            return Size(width: 30, height: 20)
        }
        #expect(counts.withLock { $0 } == [0, 4])
    }

    /// The documented bound: a grid asks each measured item at most 4 times a layout or size
    /// (twice for its width, once to size its row, once to place it), and 5 when some item's
    /// width follows its row (the rows are sized twice). Random grids of measured items, with
    /// ratios, alignments, spans and fixed sizes mixed in, laid out and sized.
    @Test func aGridAsksEachItemAtMostTheDocumentedNumberOfTimes() {
        var generator = SystemRandomNumberGenerator()
        let alignments: [StackAlignment?] = [nil, .start, .center, .end, .stretch]
        let tracks: [GridTrack] = [.auto, .fraction(1), .points(40), .minContent, .maxContent, .fitContent(50)]
        for _ in 0..<2_000 {
            let grid = Grid(
                columns: (0..<Int.random(in: 1...4, using: &generator)).map { _ in tracks.randomElement()! },
                autoRows: [tracks.randomElement()!], columnSpacing: 4, rowSpacing: 4,
                flow: Bool.random(using: &generator) ? .rows : .rowsDense,
                horizontalAlignment: alignments.randomElement()! ?? .stretch,
                verticalAlignment: alignments.randomElement()! ?? .stretch)
            let items = (0..<Int.random(in: 1...8, using: &generator)).map { _ in
                GridItem(
                    width: Int.random(in: 0..<4, using: &generator) == 0 ? 30 : nil,
                    measuresContent: Int.random(in: 0..<4, using: &generator) != 0,
                    aspectRatio: Bool.random(using: &generator) ? 2 : nil,
                    columnStart: .span(Int.random(in: 1...2, using: &generator)),
                    horizontalAlignment: alignments.randomElement()!, verticalAlignment: alignments.randomElement()!)
            }
            let follows = items.contains { item in
                (item.horizontalAlignment ?? grid.horizontalAlignment) != .stretch
                    && (item.verticalAlignment ?? grid.verticalAlignment) == .stretch && item.aspectRatio != nil
                    && item.width == nil && item.height == nil
            }
            let bound = follows ? 5 : 4
            for call in 0..<3 {
                let counts = Locked([Int](repeating: 0, count: items.count))
                let measure: @Sendable (Int, Size) -> Size = { index, proposal in
                    counts.withLock { $0[index] += 1 }
                    let width = proposal.width.isFinite ? min(proposal.width, 90) : 90
                    return Size(width: width, height: 16 * (90 / max(width, 30)).rounded(.up))
                }
                switch call {
                case 0:
                    _ = grid.frames(
                        for: items, in: Frame(x: 0, y: 0, width: 200, height: 300, in: GridLayoutTests.root),
                        measure: measure)
                case 1: _ = grid.size(for: items, fitting: Size(width: 200, height: .infinity), measure: measure)
                default: _ = grid.size(for: items, fitting: Size(width: 0, height: 0), measure: measure)
                }
                let most = counts.withLock { $0.max() ?? 0 }
                #expect(most <= bound, "call \(call): \(counts.withLock { $0 }) for \(grid) \(items)")
            }
        }
    }

    @Test(arguments: [1.0, 2.0, 3.0])
    func squarePhotosStaySquareAtEveryWidth(scale: Double) {
        // The auto-fill photo grid (columns of at least 120 sharing the width, 10 apart), its
        // 12 photos of ratio 1 stretched across their columns, at every width from 300 to 460,
        // 12.5 into the root: each photo as high as it is wide, all the same.
        let root = Frame(width: 1_000, height: 2_000, scale: scale)
        let grid = Grid(
            columns: [.repeating(.autoFill, [.minmax(.points(120), .fraction(1))])], columnSpacing: 10,
            rowSpacing: 10, verticalDistribution: .start)
        let photos = Array(repeating: GridItem(aspectRatio: 1), count: 12)
        for width in 300...460 {
            let frames = grid.frames(
                for: photos, in: Frame(x: 12.5, y: 0, width: Double(width), height: 1_500, in: root))
            let sizes = Set(frames.map(\.rect.size))
            #expect(
                sizes.count == 1 && sizes.first.map { $0.width == $0.height } == true, "\(width) at \(scale): \(sizes)")
        }
    }

    @Test("A width of its own is not held by the height's limits through the ratio, in the tracks either")
    func givenWidthWithHeightLimits() {
        // Found by the grids fuzzer: the 200-wide item (its height 0 by its maximum) made its
        // max-content column 0 wide, then took its 200 in it. The column is 200 now.
        let grid = Grid(columns: [.maxContent], horizontalDistribution: .start)
        let item = GridItem(width: 200, aspectRatio: 1.0 / 3, maxHeight: 0)
        let size = grid.size(for: [item], fitting: Size(width: .infinity, height: .infinity))
        #expect(size == Size(width: 200, height: 0))
        #expect(
            grid.frames(for: [item], in: Frame(width: size.width, height: size.height))[0].rect
                == Rect(x: 0, y: 0, width: 200, height: 0))
    }
}
