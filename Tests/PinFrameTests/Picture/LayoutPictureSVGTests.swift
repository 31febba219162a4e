import Foundation
import PinFrame
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// SVG pictures: parsed as XML, their rectangles read back and compared with the frames
/// as computed by hand.
@Suite(.quietLog)
struct LayoutPictureSVGTests {
    /// The elements of an XML document in order, with their attributes and text, or nil
    /// when the document is not well-formed.
    final class Elements: NSObject, XMLParserDelegate {
        var elements: [(name: String, attributes: [String: String], text: String)] = []
        /// The indices of the elements open at the parser's position; text goes to the last.
        var open: [Int] = []

        static func parse(_ document: String) -> [(name: String, attributes: [String: String], text: String)]? {
            let parser = XMLParser(data: Data(document.utf8))
            let elements = Elements()
            parser.delegate = elements
            return parser.parse() && parser.parserError == nil ? elements.elements : nil
        }

        func parser(
            _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
            qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]
        ) {
            open.append(elements.count)
            elements.append((elementName, attributeDict, ""))
        }

        func parser(
            _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?
        ) {
            open.removeLast()
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            if let last = open.last, elements[last].name != "svg", elements[last].name != "g" {
                elements[last].text += string
            }
        }
    }

    /// The `x y width height` of each `<rect>`, in document order.
    func rects(_ elements: [(name: String, attributes: [String: String], text: String)]) -> [Rect] {
        elements.filter { $0.name == "rect" }.map { element in
            func number(_ name: String) -> Double { Double(element.attributes[name] ?? "") ?? .nan }
            return Rect(x: number("x"), y: number("y"), width: number("width"), height: number("height"))
        }
    }

    @Test func aCardWithPinnedChildrenIsWellFormedAndItsRectsAreWhereTheyWereComputed() throws {
        let screen = Frame(width: 200, height: 100)
        let card = Frame(in: screen).pin.top(10).horizontally(20).height(60).layout()
        // In the card: 8 from its top, 8 from its sides, 20 high → (8, 8, 144, 20); in the
        // root, moved by the card's origin (20, 10).
        let title = Frame(in: card).pin.top(8).horizontally(8).height(20).layout()
        // Below the title with 4 of margin, 30 wide: (8, 32, 30, 20) → (28, 42) in the root.
        let icon = Frame(in: card).pin.below(of: title, aligned: .left).marginTop(4).size(Size(width: 30, height: 20))
            .layout()
        var picture = LayoutPicture(of: screen)
        picture.add(card, "card")
        picture.add(title, "title <main> & \"more\"")
        picture.add(icon, "icon", margin: EdgeInsets(top: 4, left: 0, bottom: 0, right: 0))

        let elements = try #require(LayoutPictureSVGTests.Elements.parse(picture.svg(scale: 2)))
        let svg = try #require(elements.first)
        // The area is the root (no item reaches outside it) plus 16 points of room.
        #expect(svg.name == "svg")
        #expect(svg.attributes["viewBox"] == "-16 -16 232 132")
        #expect(svg.attributes["width"] == "464" && svg.attributes["height"] == "264")
        // The root, the card, the title, the icon's 4-point top margin band, then the icon.
        #expect(
            rects(elements) == [
                Rect(x: 0, y: 0, width: 200, height: 100),
                Rect(x: 20, y: 10, width: 160, height: 60),
                Rect(x: 28, y: 18, width: 144, height: 20),
                Rect(x: 28, y: 38, width: 30, height: 4),
                Rect(x: 28, y: 42, width: 30, height: 20),
            ])
        // Labels survive escaping.
        let texts = elements.filter { $0.name == "text" }.map(\.text)
        #expect(texts == ["card", "title <main> & \"more\"", "icon"])
        #expect(elements.filter { $0.name == "title" }.map(\.text)[2] == "icon (x: 28, y: 42, width: 30, height: 20)")
    }

    @Test func marginsAndDimensionsAreOptional() throws {
        let root = Frame(width: 100, height: 50)
        var picture = LayoutPicture(of: root)
        // Bands: top spans the corners (x - left … maxX + right), left the rect's height.
        picture.add(
            Frame(x: 20, y: 10, width: 30, height: 20, in: root), "a",
            margin: EdgeInsets(top: 5, left: 10, bottom: 0, right: 2))
        let full = try #require(Elements.parse(picture.svg(showsDimensions: true)))
        #expect(
            rects(full) == [
                Rect(x: 0, y: 0, width: 100, height: 50),
                Rect(x: 10, y: 5, width: 42, height: 5),
                Rect(x: 10, y: 10, width: 10, height: 20),
                Rect(x: 50, y: 10, width: 2, height: 20),
                Rect(x: 20, y: 10, width: 30, height: 20),
            ])
        #expect(full.filter { $0.name == "text" }.map(\.text) == ["a", "30×20"])
        let plain = try #require(Elements.parse(picture.svg(showsMargins: false)))
        #expect(rects(plain) == [Rect(x: 0, y: 0, width: 100, height: 50), Rect(x: 20, y: 10, width: 30, height: 20)])
        #expect(plain.filter { $0.name == "text" }.map(\.text) == ["a"])
    }

    @Test func parentsAreDashedAndLabelledAtTheirBottom() throws {
        let root = Frame(width: 100, height: 50)
        let card = Frame(x: 10, y: 10, width: 80, height: 30, in: root)
        var picture = LayoutPicture(of: root)
        picture.addParent(card, "card")
        picture.add(Frame(x: 0, y: 0, width: 20, height: 20, in: card), "a")
        let elements = try #require(Elements.parse(picture.svg()))
        let shapes = elements.filter { $0.name == "rect" }
        #expect(shapes.map { $0.attributes["stroke-dasharray"] } == ["4 2", "4 2", nil])
        #expect(shapes[1].attributes["fill"] == "none")
        // The card's label 3 points above its bottom (10 + 30 - 3); a's at its top, 11 below.
        let labels = elements.filter { $0.name == "text" }
        #expect(labels.map(\.text) == ["card", "a"])
        #expect(labels.map { $0.attributes["y"] } == ["37", "21"])
    }

    @Test func theViewBoxReachesItemsOutsideTheRootAndSkipsOnesThatAreNotFinite() throws {
        let root = Frame(width: 100, height: 50)
        var picture = LayoutPicture(of: root)
        picture.add(Frame(x: -40, y: 30, width: 60, height: 40, in: root), "out")
        picture.items.append(.init(label: "bad", rect: Rect(x: 0, y: .infinity, width: 1, height: 1)))
        // Area: x from -40 to 100, y from 0 to 70; 16 points of room around it. Scale 0
        // counts as 1.
        let elements = try #require(Elements.parse(picture.svg(scale: 0)))
        #expect(elements[0].attributes["viewBox"] == "-56 -16 172 102")
        #expect(elements[0].attributes["width"] == "172")
        #expect(rects(elements).count == 2)
        #expect(!elements.contains { $0.text.contains("bad") })
    }

    @Test func labelsWithCharactersXMLCannotHoldStayWellFormed() throws {
        // ESC, BS and NUL are not allowed in XML 1.0, nor U+FFFE and U+FFFF.
        let root = Frame(width: 100, height: 50)
        var picture = LayoutPicture(of: root)
        picture.add(Frame(x: 0, y: 0, width: 50, height: 20, in: root), "a\u{1B}[31m\u{8}\u{0}b\u{FFFE}\u{FFFF}")
        let elements = try #require(Elements.parse(picture.svg()))
        #expect(elements.filter { $0.name == "text" }.map(\.text) == ["a␛[31m␈␀b\u{FFFD}\u{FFFD}"])
    }

    @Test func hugeNumbersAreWrittenFinite() throws {
        // The view box of a rect from -1e308 to 1e308 is 2e308 wide, and a scale of 1e307
        // makes any width infinite: neither is written as "inf".
        let root = Frame(width: 100, height: 50)
        var picture = LayoutPicture(of: root)
        picture.add(Frame(x: -1e308, y: -1e308, width: 1.5e308, height: 1.5e308, in: root), "far")
        picture.add(Frame(x: 0, y: 0, width: 1e308, height: 1e308, in: root), "wide")
        for document in [picture.svg(), picture.svg(scale: 1e307), LayoutPicture(of: root).svg(scale: 1e307)] {
            #expect(!document.contains("inf") && !document.contains("nan"))
            let svg = try #require(Elements.parse(document)?.first)
            let box = (svg.attributes["viewBox"] ?? "").split(separator: " ").compactMap { Double($0) }
            #expect(box.count == 4 && box.allSatisfy(\.isFinite))
            #expect(Double(svg.attributes["width"] ?? "")?.isFinite == true)
        }
    }
}
