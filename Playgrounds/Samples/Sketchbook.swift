import PinFrame

/// Where samples show their pictures: printed as text pictures, and kept as SVG documents
/// when the runner is asked for them (`swift run playgrounds <sample> --svg DIR`).
@MainActor
public enum Sketchbook {
    /// Whether `show` keeps an SVG document of each picture it prints.
    public static var keepsSVG = false
    /// The SVG documents kept so far, each with the file name it is written under.
    public private(set) static var documents: [(fileName: String, svg: String)] = []

    /// Prints `picture` as text, indented, and keeps its SVG as `<name>.svg` when asked to.
    /// 10 points per row by default: the samples' 20-point-high views keep a row inside
    /// for their label.
    static func show(
        _ picture: LayoutPicture, named name: String, pointsPerColumn: Double = 10, pointsPerRow: Double = 10
    ) {
        let text = picture.text(pointsPerColumn: pointsPerColumn, pointsPerRow: pointsPerRow)
        print(text.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }.joined(separator: "\n"))
        if keepsSVG { documents.append((name + ".svg", picture.svg(showsDimensions: true))) }
    }
}

/// Panels in rows and columns of one root, so that several layouts of the same parent are
/// drawn as one picture: each panel is a parent of `panel` size, `gap` apart.
///
///     let sheet = Sheet(columns: 3, rows: 2, panel: Size(width: 400, height: 100))
///     let view = Frame(x: 0, y: 0, width: 100, height: 40, in: sheet.panel(column: 1, row: 0))
struct Sheet {
    let root: Frame
    let panel: Size
    let gap: Double

    init(columns: Int, rows: Int, panel: Size, gap: Double = 20, direction: LayoutDirection = .ltr) {
        let width = Double(columns) * (panel.width + gap) - gap
        let height = Double(rows) * (panel.height + gap) - gap
        root = Frame(width: width, height: height, direction: direction)
        self.panel = panel
        self.gap = gap
    }

    func panel(column: Int, row: Int) -> Frame {
        Frame(
            x: Double(column) * (panel.width + gap), y: Double(row) * (panel.height + gap), width: panel.width,
            height: panel.height, in: root)
    }
}
