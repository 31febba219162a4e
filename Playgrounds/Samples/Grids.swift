import PinFrame

/// Grids: columns and rows that line up across each other — a dashboard, a photo grid with
/// spanning cells, TangramKit's table example, and an overlay sized to its largest child.
@MainActor
enum GridsSample {
    static func run() {
        print("Grids: tables, dashboards and overlays, laid out as CSS grid lays them out")
        print()
        print("Every rect below is computed by PinFrame's Grid as the sample runs. Text is measured by")
        print("the content sample's stand-in for a text engine: 6 points a character, 16 a line.")
        print()
        dashboard()
        photos()
        autoFillPhotos()
        spanningPhotos()
        table()
        overlay()
    }

    // MARK: A dashboard

    static let metrics = [
        ("CPU", "load across all cores over the last minute", "73%"),
        ("Memory", "resident set of the render process", "1.2 GB"),
        ("Disk", "free space", "41 GB"),
        ("Network", "bytes in and out over the last five seconds", "3.1 MB/s"),
    ]

    /// Columns 120 points, one fraction, two fractions and auto; a row per metric: its name,
    /// a bar, a description that wraps to its column, and its value.
    static func dashboardLayout() -> (picture: LayoutPicture, grid: Grid, frames: [Frame]) {
        let grid = Grid(
            columns: [.points(120), .fraction(1), .fraction(2), .auto], columnSpacing: 8, rowSpacing: 6,
            padding: EdgeInsets(all: 10), verticalAlignment: .start, verticalDistribution: .start)
        let texts = metrics.flatMap { [$0.0, "", $0.1, $0.2] }
        let items = texts.indices.map { index in
            index % 4 == 1 ? GridItem(height: 12, verticalAlignment: .center) : GridItem(measuresContent: true)
        }
        let size = grid.size(for: items, fitting: Size(width: 560, height: .infinity)) { index, proposal in
            ContentSample.Label(text: texts[index]).size(fitting: proposal)
        }
        let screen = Frame(width: size.width, height: size.height)
        let board = Frame(x: 0, y: 0, width: size.width, height: size.height, in: screen)
        let frames = grid.frames(for: items, in: board) { index, proposal in
            ContentSample.Label(text: texts[index]).size(fitting: proposal)
        }
        var picture = LayoutPicture(of: screen)
        picture.addParent(board, "dashboard")
        for (index, frame) in frames.enumerated() {
            let text = texts[index]
            picture.add(frame, index % 4 == 1 ? "" : text.count > 28 ? text.prefix(27) + "…" : text)
        }
        return (picture, grid, frames)
    }

    static func dashboard() {
        print("A dashboard: Grid(columns: [.points(120), .fraction(1), .fraction(2), .auto]), 8 apart,")
        print("the text measured at its column's width (height for width), the grid as high as its rows.")
        print()
        let (picture, _, frames) = dashboardLayout()
        Sketchbook.show(picture, named: "grids-dashboard", pointsPerColumn: 7, pointsPerRow: 5)
        print()
        let rows = metrics.indices.map { row in
            [metrics[row].0] + (0..<4).map { StacksSample.rectangle(frames[row * 4 + $0].rect) }
        }
        printTable(["row", "name (120)", "bar (1fr)", "description (2fr)", "value (auto)"], rows)
        print()
    }

    // MARK: Photos

    /// Ten square photos in three fraction columns; every fourth takes two columns and two
    /// rows; dense flow fills the holes.
    static func photosPicture() -> LayoutPicture {
        let screen = Frame(width: 320, height: 460)
        let grid = Grid(
            columns: [.fraction(1), .fraction(1), .fraction(1)], columnSpacing: 4, rowSpacing: 4, flow: .rowsDense,
            verticalDistribution: .start)
        let items = (0..<10).map {
            $0 % 4 == 0 ? GridItem(aspectRatio: 1, columnStart: .span(2), rowStart: .span(2)) : GridItem(aspectRatio: 1)
        }
        var picture = LayoutPicture(of: screen)
        for (number, frame) in grid.frames(for: items, in: screen).enumerated() {
            picture.add(frame, String(number + 1))
        }
        return picture
    }

    static func photos() {
        print("Photos: three fraction columns, every fourth photo 2 × 2 (columnStart: .span(2),")
        print("rowStart: .span(2)), squares through aspectRatio 1, flow .rowsDense.")
        print()
        Sketchbook.show(photosPicture(), named: "grids-photos", pointsPerColumn: 8, pointsPerRow: 16)
        print()
    }

    // MARK: A photo grid that fills any width

    /// CSS's `repeat(auto-fill, minmax(120px, 1fr))`: as many columns of at least 120 as fit,
    /// sharing the width; square photos through aspectRatio 1.
    static let autoFillGrid = Grid(
        columns: [.repeating(.autoFill, [.minmax(.points(120), .fraction(1))])], columnSpacing: 10, rowSpacing: 10,
        verticalDistribution: .start)
    static let autoFillWidths = [300.0, 430, 560]
    static let photoCount = 6

    /// The photo grid at each of `autoFillWidths`, one above the other, each as high as its
    /// rows: the grid, and the frames of each width's photos.
    static func autoFillLayout() -> (picture: LayoutPicture, frames: [[Frame]]) {
        let items = Array(repeating: GridItem(aspectRatio: 1), count: photoCount)
        let heights = autoFillWidths.map { width in
            autoFillGrid.size(for: items, fitting: Size(width: width, height: .infinity)).height
        }
        let gap = 20.0
        let screen = Frame(
            width: autoFillWidths.max() ?? 0, height: heights.reduce(0, +) + gap * Double(heights.count - 1))
        var picture = LayoutPicture(of: screen)
        var frames: [[Frame]] = []
        var y = 0.0
        for (width, height) in zip(autoFillWidths, heights) {
            let box = Frame(x: 0, y: y, width: width, height: height, in: screen)
            picture.addParent(box, "")
            let photos = autoFillGrid.frames(for: items, in: box)
            for (number, frame) in photos.enumerated() { picture.add(frame, String(number + 1)) }
            frames.append(photos)
            y += height + gap
        }
        return (picture, frames)
    }

    static func autoFillPhotos() {
        print("A photo grid that fills any width: columns [.repeating(.autoFill, [.minmax(.points(120),")
        print(".fraction(1))])], 10 apart (CSS repeat(auto-fill, minmax(120px, 1fr))), square photos")
        print("(aspectRatio 1). As many columns of at least 120 as fit, then they share the width.")
        print()
        let (picture, frames) = autoFillLayout()
        Sketchbook.show(picture, named: "grids-autofill", pointsPerColumn: 10, pointsPerRow: 20)
        print()
        let rows = zip(autoFillWidths, frames).map { width, photos in
            let columns = Set(photos.map(\.rect.x)).count
            return [number(width), String(columns), number(photos[0].rect.width), photos[0].rect.description]
        }
        printTable(["width", "columns", "column width", "first photo"], rows)
        print()
    }

    // MARK: Spanning photos in a photo grid that fills any width

    /// The auto-fill photo grid with a featured photo two columns by two rows, a wide one and
    /// a tall one. The rows are fractions, so that each is as high as a square photo's side
    /// (the squares' ratio sets it) and a row that only spanning photos fill is no lower; the
    /// ratio goes on the 1 × 1 photos only, as a spanning photo's sides take the gaps it
    /// crosses (2 × 136.67 + 10 by 136.67 is not 2 : 1).
    static let spanningGrid = Grid(
        columns: [.repeating(.autoFill, [.minmax(.points(120), .fraction(1))])], autoRows: [.fraction(1)],
        columnSpacing: 10, rowSpacing: 10, flow: .rowsDense)
    static let featured = GridItem(columnStart: .span(2), rowStart: .span(2))
    static let wide = GridItem(columnStart: .span(2))
    static let tall = GridItem(rowStart: .span(2))
    static let square = GridItem(aspectRatio: 1)
    static let spanningItems = [featured, square, square, wide, tall, square, square]

    /// The spanning photos in a panel `width` wide, as high as its rows.
    static func spanningLayout(width: Double) -> (picture: LayoutPicture, frames: [Frame]) {
        let height = spanningGrid.size(for: spanningItems, fitting: Size(width: width, height: .infinity)).height
        let screen = Frame(width: width, height: height)
        var picture = LayoutPicture(of: screen)
        let frames = spanningGrid.frames(for: spanningItems, in: screen)
        for (number, frame) in frames.enumerated() { picture.add(frame, String(number + 1)) }
        return (picture, frames)
    }

    static func spanningPhotos() {
        print("Spanning photos in it: a featured photo (columnStart: .span(2), rowStart: .span(2)), a")
        print("wide one (columnStart: .span(2)) and a tall one (rowStart: .span(2)), flow .rowsDense.")
        print("autoRows: [.fraction(1)] makes every row as high as a square photo's side; only the")
        print("1 × 1 photos have aspectRatio 1 (a 2 × 1 photo with ratio 2 would ignore the gap).")
        print()
        let (picture, frames) = spanningLayout(width: 430)
        Sketchbook.show(picture, named: "grids-spanning", pointsPerColumn: 10, pointsPerRow: 20)
        print()
        let names = ["featured", "square", "square", "wide", "tall", "square", "square"]
        printTable(
            ["photo", "x", "y", "width", "height"],
            zip(names, frames).map { name, frame in
                let r = frame.rect
                return [name] + [r.x, r.y, r.width, r.height].map { number(($0 * 100).rounded() / 100) }
            })
        print()
    }

    // MARK: TangramKit's table

    static func table() {
        print("TangramKit's TGTableLayout example: rows of A 50×40, B 100×40, C 30×40, then D 200×40,")
        print("10 apart, the table as big as its content. As a grid, three auto columns; D spans them.")
        print()
        let screen = Frame(width: 240, height: 120)
        let grid = Grid(
            columns: [.auto, .auto, .auto], columnSpacing: 10, rowSpacing: 10, horizontalAlignment: .start)
        let items = [
            GridItem(width: 50, height: 40), GridItem(width: 100, height: 40), GridItem(width: 30, height: 40),
            GridItem(width: 200, height: 40, columnStart: .span(3)),
        ]
        let size = grid.size(for: items, fitting: Size(width: .infinity, height: .infinity))
        let table = Frame(x: 10, y: 10, width: size.width, height: size.height, in: screen)
        let frames = grid.frames(for: items, in: table)
        var picture = LayoutPicture(of: screen)
        picture.addParent(table, "S")
        for (label, frame) in zip(["A", "B", "C", "D"], frames) { picture.add(frame, label) }
        Sketchbook.show(picture, named: "grids-table")
        print()
        print("    size(for:fitting:) -> \(size)")
        printTable(["", "rect in the table"], zip(["A", "B", "C", "D"], frames).map { [$0, $1.rect.description] })
        print()
    }

    // MARK: An overlay

    static func overlay() {
        print("An overlay (Kiss overlay, Puyopuyo ZBox): every item in cell 1/1; the grid is as big as")
        print("its largest child; each child placed by its own alignment.")
        print()
        let screen = Frame(width: 120, height: 80)
        let grid = Grid()
        let cell = { (width: Double, height: Double, across: StackAlignment, down: StackAlignment) in
            GridItem(
                width: width, height: height, columnStart: .line(1), rowStart: .line(1),
                horizontalAlignment: across, verticalAlignment: down)
        }
        let items = [cell(48, 48, .center, .center), cell(16, 16, .end, .start), cell(30, 10, .center, .end)]
        let size = grid.size(for: items, fitting: Size(width: .infinity, height: .infinity))
        let box = Frame(x: 20, y: 10, width: size.width, height: size.height, in: screen)
        let frames = grid.frames(for: items, in: box)
        var picture = LayoutPicture(of: screen)
        picture.addParent(box, "")
        for (label, frame) in zip(["avatar", "badge", "name"], frames) { picture.add(frame, label) }
        Sketchbook.show(picture, named: "grids-overlay", pointsPerColumn: 4, pointsPerRow: 8)
        print()
        print("    size(for:fitting:) -> \(size)")
        printTable(
            ["", "rect in the overlay"], zip(["avatar", "badge", "name"], frames).map { [$0, $1.rect.description] })
        print()
    }
}
