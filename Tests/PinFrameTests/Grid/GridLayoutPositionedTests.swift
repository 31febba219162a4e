import Testing

@testable import PinFrame

@Suite("Positioned items, percentages and auto margins in grids (GridLayout+Positioned.swift)", .quietLog)
struct GridLayoutPositionedTests {
    // Two 50-wide columns and a 30-high row inside 10 of padding: the content box is
    // 100 × 30 at (10, 10), the padding box 120 × 50 at (0, 0).
    static let grid = Grid(columns: [.points(50), .points(50)], rows: [.points(30)], padding: EdgeInsets(all: 10))
    static let box = Frame(width: 120, height: 50)

    static func absolute(
        width: Dimension? = 10, height: Dimension? = 10, columnStart: GridLine = .auto, columnEnd: GridLine = .auto,
        _ offsets: Offsets = Offsets()
    ) -> GridItem {
        GridItem(
            width: width, height: height, columnStart: columnStart, columnEnd: columnEnd, position: .absolute,
            offsets: offsets)
    }

    @Test("Lines auto: the padding box; a line set: from that line, the other edge the padding box's")
    func containingBlocks() {
        let corner = Self.absolute(Offsets(top: 0, right: 0))
        #expect(Self.grid.frames(for: [corner], in: Self.box)[0].rect == Rect(x: 110, y: 0, width: 10, height: 10))
        let fromLine2 = Self.absolute(columnStart: .line(2), Offsets(top: 0, left: 0))
        #expect(Self.grid.frames(for: [fromLine2], in: Self.box)[0].rect == Rect(x: 60, y: 0, width: 10, height: 10))
        let firstColumn = Self.absolute(
            width: nil, height: nil, columnStart: .line(1), columnEnd: .line(2),
            Offsets(top: 0, left: 0, bottom: 0, right: 0))
        #expect(Self.grid.frames(for: [firstColumn], in: Self.box)[0].rect == Rect(x: 10, y: 0, width: 50, height: 50))
    }

    @Test("It takes no part in placement, and with no offsets it is aligned in its block")
    func outOfPlacement() {
        let frames = Self.grid.frames(for: [Self.absolute(), GridItem()], in: Self.box)
        #expect(frames[1].rect == Rect(x: 10, y: 10, width: 50, height: 30))
        let centred = GridItem(
            width: 10, height: 10, horizontalAlignment: .center, verticalAlignment: .center, position: .absolute)
        #expect(Self.grid.frames(for: [centred], in: Self.box)[0].rect == Rect(x: 55, y: 20, width: 10, height: 10))
    }

    @Test("Percent sizes are of the area; while tracks are sized they count as auto")
    func percentages() {
        let grid = Grid(columns: [.points(100), .points(60)])
        let items = [GridItem(width: .percent(50), height: .percent(25)), GridItem(width: .percent(50))]
        #expect(
            grid.frames(for: items, in: Frame(width: 160, height: 40)).map(\.rect) == [
                Rect(x: 0, y: 0, width: 50, height: 10), Rect(x: 100, y: 0, width: 30, height: 40),
            ])
        let sized = Grid(columns: [.auto], horizontalDistribution: .start)
        let item = GridItem(width: .percent(50), contentSize: Size(width: 80, height: 20))
        #expect(
            sized.frames(for: [item], in: Frame(width: 200, height: 20))[0].rect
                == Rect(x: 0, y: 0, width: 40, height: 20))
    }

    @Test("Auto margins align the item in its area and keep it from stretching")
    func autoMargins() {
        let cell = Grid(columns: [.points(100)], rows: [.points(100)])
        let box = Frame(width: 100, height: 100)
        #expect(
            cell.frames(for: [GridItem(width: 20, height: 20, autoMargins: .all)], in: box)[0].rect
                == Rect(x: 40, y: 40, width: 20, height: 20))
        #expect(
            cell.frames(for: [GridItem(width: 20, height: 20, autoMargins: [.left, .top])], in: box)[0].rect
                == Rect(x: 80, y: 80, width: 20, height: 20))
        let content = GridItem(contentSize: Size(width: 20, height: 20), autoMargins: .horizontal)
        #expect(cell.frames(for: [content], in: box)[0].rect == Rect(x: 40, y: 0, width: 20, height: 100))
        let rtl = Frame(width: 100, height: 100, direction: .rtl)
        #expect(cell.frames(for: [GridItem(width: 20, height: 20, autoMargins: .left)], in: rtl)[0].rect.x == 80)
    }

    @Test("Relative offsets move the frame only")
    func relative() {
        let cell = Grid(columns: [.points(100)], rows: [.points(100)])
        let items = [GridItem(offsets: Offsets(top: 5, left: 5))]
        #expect(
            cell.frames(for: items, in: Frame(width: 100, height: 100))[0].rect
                == Rect(x: 5, y: 5, width: 100, height: 100))
    }

    @Test("A percent track is a share of the content box; auto while the grid is sized by content")
    func percentTracks() {
        let grid = Grid(columns: [.percent(25), .fraction(1)])
        let frames = grid.frames(for: [GridItem(), GridItem()], in: Frame(width: 200, height: 20))
        #expect(frames.map(\.rect.width) == [50, 150])
        // Sized by its content, the 50% column is auto (40): 100 wide; laid out in 100 it is
        // 50, and the auto column keeps its 60, sticking out by 10 (a cyclic percentage).
        let sized = Grid(columns: [.percent(50), .auto], horizontalDistribution: .start)
        let items = [40.0, 60].map { GridItem(contentSize: Size(width: $0, height: 10)) }
        let size = sized.size(for: items, fitting: Size(width: .infinity, height: .infinity))
        #expect(size == Size(width: 100, height: 10))
        let laidOut = sized.frames(for: items, in: Frame(width: size.width, height: size.height))
        #expect(
            laidOut.map(\.rect) == [Rect(x: 0, y: 0, width: 50, height: 10), Rect(x: 50, y: 0, width: 60, height: 10)])
    }
}
