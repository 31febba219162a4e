extension LayoutPicture {
    /// The picture as a standalone SVG document, one user unit per point, `scale` pixels
    /// per point for its displayed size.
    ///
    /// The root's bounds are a dashed grey rectangle, and so is each parent (see
    /// ``addParent(_:_:)``), labelled at its bottom; every other item is a tinted rectangle
    /// with its label at its top left. Each has a `<title>` (its label and rectangle) that
    /// browsers show on hover. With `showsMargins`, an item's margins are orange bands
    /// around it; with `showsDimensions`, its size (to two decimals) is written at its bottom when it has
    /// room (30 × 16 points). A frame that sticks out of its parent is drawn in red, thicker,
    /// and a line at the bottom counts them. The view box covers the root, every item and its margins, plus
    /// a few points of room; items whose rectangle is not
    /// finite are left out. A `scale` that is not a positive finite number counts as 1. The
    /// document is well-formed XML whatever the labels and numbers: control characters are
    /// shown as their symbols, and a number that overflowed is written as the largest finite one.
    ///
    ///     let root = Frame(width: 100, height: 50)
    ///     var picture = LayoutPicture(of: root)
    ///     picture.add(Frame(x: 10, y: 10, width: 30, height: 20, in: root), "a")
    ///     let svg = picture.svg(scale: 2)
    ///     // <svg xmlns="http://www.w3.org/2000/svg" width="264" height="164" viewBox="-16 -16 132 82" …>
    ///     // … <rect x="10" y="10" width="30" height="20" … />
    public func svg(scale: Double = 1, showsMargins: Bool = true, showsDimensions: Bool = false) -> String {
        let scale = positive(scale, else: 1)
        let root = bounds.isFinite ? bounds.standardized : .zero
        let drawn = items.filter { $0.rect.isFinite }
        var area = root
        for item in drawn {
            area = area.union(item.rect)
            if showsMargins { for band in item.marginBands { area = area.union(band) } }
        }
        let room = SVGStyle.room
        let view = Rect(
            x: area.x - room, y: area.y - room, width: area.width + 2 * room, height: area.height + 2 * room)
        var svg = """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(number(view.width * scale))" \
            height="\(number(view.height * scale))" viewBox="\(numbers(view.x, view.y, view.width, view.height))" \
            font-family="sans-serif" font-size="\(number(SVGStyle.fontSize))">

            """
        svg += "  <rect \(attributes(root)) fill=\"#f4f4f4\" stroke=\"#9e9e9e\" stroke-dasharray=\"4 2\"/>\n"
        var framesDrawn = 0
        for item in drawn {
            let rect = item.rect.standardized
            svg += "  <g>\n    <title>\(escaped(item.label)) \(item.rect)</title>\n"
            if showsMargins {
                for band in item.marginBands {
                    svg += "    <rect \(attributes(band)) fill=\"#f6b26b\" fill-opacity=\"0.5\"/>\n"
                }
            }
            // Parents are grey and labelled at the bottom; frames take the colours in turn.
            let color: String
            if item.isParent {
                color = SVGStyle.parentColor
                svg += "    <rect \(attributes(rect)) fill=\"none\" stroke=\"\(color)\" stroke-dasharray=\"4 2\"/>\n"
            } else if item.sticksOut {
                color = SVGStyle.overflowColor
                svg += "    <rect \(attributes(rect)) fill=\"\(color)\" fill-opacity=\"0.15\" stroke=\"\(color)\""
                svg += " stroke-width=\"2\"/>\n"
            } else {
                color = SVGStyle.colors[framesDrawn % SVGStyle.colors.count]
                framesDrawn += 1
                svg += "    <rect \(attributes(rect)) fill=\"\(color)\" fill-opacity=\"0.15\" stroke=\"\(color)\"/>\n"
            }
            if rect.width == 0 && rect.height == 0 {
                svg +=
                    "    <circle cx=\"\(number(rect.x))\" cy=\"\(number(rect.y))\" r=\"2\" fill=\"\(color)\"/>\n"
            }
            if !item.label.isEmpty {
                let y = item.isParent ? rect.maxY - 3 : rect.y + SVGStyle.fontSize + 1
                svg += "    <text x=\"\(number(rect.x + 3))\" y=\"\(number(y))\""
                svg += " fill=\"\(color)\">\(escaped(item.label))</text>\n"
            }
            // Written where they fit, below the label if there is one: a labelled frame under
            // 20 points high has no room for both lines (they would overlap).
            let room = SVGStyle.dimensionRoom
            let roomHeight = item.label.isEmpty || item.isParent ? room.height : room.height + 4
            if showsDimensions && rect.width >= room.width && rect.height >= roomHeight {
                // Centred at the bottom; a parent's at its bottom right, beside its label.
                let (x, anchor) = item.isParent ? (rect.maxX - 3, "end") : (rect.midX, "middle")
                svg += "    <text x=\"\(number(x))\" y=\"\(number(rect.maxY - 3))\""
                svg += " font-size=\"\(number(SVGStyle.fontSize - 2))\" text-anchor=\"\(anchor)\" fill=\"#555555\">"
                svg += "\(dimension(rect.width))×\(dimension(rect.height))</text>\n"
            }
            svg += "  </g>\n"
        }
        if let overflow = overflowLegend {
            svg += "  <text x=\"\(number(view.x + 3))\" y=\"\(number(view.maxY - 4))\""
            svg += " fill=\"\(SVGStyle.overflowColor)\">\(overflow)</text>\n"
        }
        return svg + "</svg>\n"
    }

    /// The `x`, `y`, `width` and `height` attributes of a rectangle.
    func attributes(_ rect: Rect) -> String {
        "x=\"\(number(rect.x))\" y=\"\(number(rect.y))\" width=\"\(number(rect.width))\" "
            + "height=\"\(number(rect.height))\""
    }

    /// A size as the dimensions label writes it: to two decimals (`136.67`), which is what a
    /// reader compares; the title keeps the exact rect.
    func dimension(_ value: Double) -> String {
        let rounded = (value * 100).rounded() / 100
        return number(rounded.isFinite ? rounded : value)
    }

    /// Numbers separated by spaces, as a view box lists them.
    func numbers(_ values: Double...) -> String { values.map(number).joined(separator: " ") }

    /// A number as SVG writes it: as every PinFrame description does, with an infinity (a
    /// sum or a scale that overflowed) as the largest finite number of its sign and NaN as
    /// 0, since SVG has no word for them.
    func number(_ value: Double) -> String {
        formatted(value.isNaN ? 0 : min(max(value, -.greatestFiniteMagnitude), .greatestFiniteMagnitude))
    }

    /// Text as SVG holds it: as ``visible(_:)`` shows it, with XML's five special characters
    /// escaped.
    func escaped(_ text: String) -> String {
        var result = ""
        for character in LayoutPicture.visible(text) {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            default: result.append(character)
            }
        }
        return result
    }
}

/// The fixed look of SVG pictures.
enum SVGStyle {
    /// Points of empty room around the drawn area.
    static let room = 16.0
    static let fontSize = 10.0
    /// The least size a rectangle needs for its dimensions to be written in it.
    static let dimensionRoom = Size(width: 30, height: 16)
    /// Item colours, in turn: distinct on white and readable as text. Red is kept for frames
    /// that stick out of their parent.
    static let parentColor = "#757575"
    static let colors = ["#1f77b4", "#bcbd22", "#2ca02c", "#9467bd", "#e6550d", "#17becf", "#8c564b", "#e377c2"]
    static let overflowColor = "#d62728"
}

extension LayoutPicture.Item {
    /// The margins as bands around the rectangle: top and bottom span the corners, left and
    /// right the rectangle's height. Sides that are not positive finite numbers are left out.
    var marginBands: [Rect] {
        let rect = rect.standardized
        let top = nonNegative(margin.top)
        let left = nonNegative(margin.left)
        let bottom = nonNegative(margin.bottom)
        let right = nonNegative(margin.right)
        let bands = [
            Rect(x: rect.x - left, y: rect.y - top, width: rect.width + left + right, height: top),
            Rect(x: rect.x - left, y: rect.maxY, width: rect.width + left + right, height: bottom),
            Rect(x: rect.x - left, y: rect.y, width: left, height: rect.height),
            Rect(x: rect.maxX, y: rect.y, width: right, height: rect.height),
        ]
        return bands.filter { $0.width > 0 && $0.height > 0 && $0.isFinite }
    }
}
