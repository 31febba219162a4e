/// A picture of laid-out frames: a root's bounds and labelled rectangles in root
/// coordinates, drawn as text (``text(pointsPerColumn:pointsPerRow:)``) or as an SVG
/// document (``svg(scale:showsMargins:showsDimensions:)``).
///
/// Frames from any branch of the root can be added: each is drawn where its
/// `absoluteRect` is, so a child of a card and a child of the screen land in the same
/// picture. Nothing is retained but the rectangles and labels; rendering returns a
/// `String` and writes nothing.
///
///     let screen = Frame(width: 100, height: 40)
///     let box = Frame(in: screen).pin.top(0).left(0).size(Size(width: 40, height: 20)).layout()
///     var picture = LayoutPicture(of: screen)
///     picture.add(box, "box")
///     print(picture.text(pointsPerColumn: 10, pointsPerRow: 10))
///     // ┌───┐······
///     // │box│······
///     // └───┘······
///     // ···········
///     // ···········
public struct LayoutPicture: Hashable, Sendable {
    /// One labelled rectangle of a picture.
    ///
    ///     LayoutPicture.Item(label: "title", rect: Rect(x: 10, y: 10, width: 80, height: 20))
    public struct Item: Hashable, Sendable {
        /// The text drawn inside the rectangle where it fits.
        public var label: String
        /// The rectangle in root coordinates.
        public var rect: Rect
        /// Margins drawn as shaded bands around the rectangle in SVG pictures.
        public var margin: EdgeInsets
        /// Whether the rectangle is a parent of others: SVG pictures draw it like the root,
        /// dashed and grey, with its label at its bottom, out of its children's way.
        public var isParent: Bool
        /// Whether the frame sticks out of its parent (``Frame/overflow``): marked with a `!`
        /// after its label in text pictures, drawn in red in SVG ones, and counted under both.
        public var sticksOut: Bool

        /// Creates an item from a rectangle in root coordinates.
        ///
        ///     let item = LayoutPicture.Item(label: "a", rect: Rect(x: 0, y: 0, width: 10, height: 10))
        ///     item.margin   // (top: 0, left: 0, bottom: 0, right: 0)
        public init(
            label: String, rect: Rect, margin: EdgeInsets = .zero, isParent: Bool = false, sticksOut: Bool = false
        ) {
            self.label = label
            self.rect = rect
            self.margin = margin
            self.isParent = isParent
            self.sticksOut = sticksOut
        }
    }

    /// The area the picture is about, in root coordinates: the frame it was made of.
    /// Items may lie partly or wholly outside it; they are drawn there too.
    public var bounds: Rect
    /// The rectangles drawn, in the order they were added (later ones on top in SVG).
    public var items: [Item]

    /// Creates an empty picture of `frame`'s area, usually a root.
    ///
    ///     let picture = LayoutPicture(of: Frame(width: 320, height: 200))
    ///     print(picture.bounds)   // (x: 0, y: 0, width: 320, height: 200)
    public init(of frame: Frame) {
        self.bounds = frame.absoluteRect
        self.items = []
    }

    /// Adds `frame` with `label`, where it is in root coordinates. `margin` is drawn as a
    /// shaded band around it in SVG pictures, to show the margins a chain applied. A frame
    /// that sticks out of its parent is marked (see ``Item/sticksOut``).
    ///
    ///     var picture = LayoutPicture(of: screen)
    ///     picture.add(title, "title", margin: EdgeInsets(top: 8, left: 0, bottom: 0, right: 0))
    ///     picture.items.count   // 1
    public mutating func add(_ frame: Frame, _ label: String, margin: EdgeInsets = .zero) {
        items.append(Item(label: label, rect: frame.absoluteRect, margin: margin, sticksOut: frame.sticksOut))
    }

    /// Adds `frame` as a parent of frames drawn after it: outlined in text pictures like
    /// any frame, dashed and grey in SVG pictures, its label at its bottom.
    ///
    ///     var picture = LayoutPicture(of: screen)
    ///     picture.addParent(card, "card")
    ///     picture.add(title, "title")
    ///     picture.items[0].isParent   // true
    public mutating func addParent(_ frame: Frame, _ label: String) {
        items.append(Item(label: label, rect: frame.absoluteRect, isParent: true, sticksOut: frame.sticksOut))
    }
}

extension LayoutPicture {
    /// The line both kinds of picture add when frames stick out of their parent, or nil.
    ///
    ///     picture.overflowLegend   // "2 frames stick out of their parent"
    var overflowLegend: String? {
        let count = items.filter(\.sticksOut).count
        guard count > 0 else { return nil }
        return count == 1 ? "1 frame sticks out of its parent" : "\(count) frames stick out of their parent"
    }

    /// `label` as pictures show it: a control character as its visible symbol (`␛` for
    /// escape, `␊` for a line feed, `␡` for delete, `␤` for Unicode's line separator, `¶`
    /// for its paragraph separator), so that a label stays on one row and sends a terminal
    /// nothing it would obey; the C1 controls, the marks and overrides that reorder text
    /// (U+200E, U+200F, U+202A–U+202E, U+2066–U+2069, U+061C) and Unicode's noncharacters
    /// (U+FFFE, U+FFFF …) as `�`. What remains is text an XML 1.0 document can hold.
    ///
    ///     LayoutPicture.visible("a\u{1B}[31mb\nc")   // "a␛[31mb␊c"
    ///     LayoutPicture.visible("a\u{2028}b\u{202E}c")   // "a␤b�c"
    static func visible(_ label: String) -> String {
        var result = String.UnicodeScalarView()
        for scalar in label.unicodeScalars {
            let value = scalar.value
            switch value {
            case 0x00...0x1F: result.append(Unicode.Scalar(0x2400 + value) ?? "\u{FFFD}")
            case 0x7F: result.append("\u{2421}")
            case 0x2028: result.append("\u{2424}")
            case 0x2029: result.append("\u{B6}")
            case 0x80...0x9F, 0xFDD0...0xFDEF, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069, 0x061C:
                result.append("\u{FFFD}")
            case _ where value & 0xFFFE == 0xFFFE: result.append("\u{FFFD}")
            default: result.append(scalar)
            }
        }
        return String(result)
    }
}
