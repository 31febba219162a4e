import Foundation
import PinFrame
import Testing

@Suite("Frame (Frame.swift)", .quietLog)
struct FrameTests {
    @Test func rootsHaveNoParent() {
        let root = Frame(width: 400, height: 300)
        #expect(root.rect == rect(0, 0, 400, 300))
        #expect(!root.hasParent && root.parentSize == nil)
        #expect(root.direction == .ltr && root.scale == nil && !root.isHidden)
        let placed = Frame(rect(100, 50, 640, 480), direction: .rtl, scale: 2)
        #expect(placed.rect == rect(100, 50, 640, 480) && placed.direction == .rtl && placed.scale == 2)
    }

    @Test func childrenRememberTheirParent() {
        let root = Frame(width: 400, height: 300, direction: .rtl, scale: 3)
        let card = Frame(x: 20, y: 30, width: 200, height: 100, in: root)
        let label = Frame(in: card)
        #expect(card.parentSize == Size(width: 400, height: 300))
        #expect(label.parentSize == Size(width: 200, height: 100))
        #expect(label.rect == .zero)
        #expect(label.direction == .rtl && label.scale == 3)
        let placed = Frame(rect(1, 2, 3, 4), in: card)
        #expect(placed.rect == rect(1, 2, 3, 4) && placed.hasParent)
    }

    @Test func boundsAndAbsoluteRect() {
        let window = Frame(rect(100, 50, 640, 480))
        let card = Frame(x: 20, y: 30, width: 200, height: 100, in: window)
        let label = Frame(x: 5, y: 6, width: 7, height: 8, in: card)
        #expect(card.bounds == rect(0, 0, 200, 100))
        #expect(window.absoluteRect == rect(100, 50, 640, 480))
        #expect(card.absoluteRect == rect(120, 80, 200, 100))
        #expect(label.absoluteRect == rect(125, 86, 7, 8))
    }

    @Test func aChildKeepsItsParentAsItWasWhenCreated() {
        var parent = Frame(x: 0, y: 0, width: 100, height: 100, in: screen)
        let child = Frame(in: parent)
        parent = parent.pin.width(300).layout()
        // Still pinned against the old 100-wide parent until re-placed.
        #expect(child.pin.right().rect.x == 100)
        #expect(Frame(child.rect, in: parent).pin.right().rect.x == 300)
    }

    @Test func aScaleThatCannotSnapMeansNoneAndSaysSo() {
        let cases: [(Double, String)] = [
            (0, "0"), (-2, "-2"), (.nan, "nan"), (.infinity, "inf"), (1e300, "1e+300"), (1e-9, "1e-09"),
            (1_025, "1025"), (0.0625 * 0.5, "0.03125"),
        ]
        for (scale, written) in cases {
            let (root, warnings) = Pin.capturingWarnings { Frame(width: 1, height: 1, scale: scale) }
            #expect(root.scale == nil)
            #expect(warnings.map(\.kind) == [.invalidValue], "\(scale)")
            #expect(warnings.first?.rule == "Frame(scale: \(written))")
        }
        // The range's ends snap, and nothing is said.
        for scale in [1.0 / 16, 1, 3, 1_024] {
            let (root, warnings) = Pin.capturingWarnings { Frame(Rect(x: 0, y: 0, width: 1, height: 1), scale: scale) }
            #expect(root.scale == scale && warnings.isEmpty)
        }
        let (_, none) = Pin.capturingWarnings { Frame(width: 1, height: 1) }
        #expect(none.isEmpty)
    }

    @Test func outsideTheRangeResultsAreExactWithTheCallersNumbers() {
        // At 1e300 a margin of 1e9 was an infinite number of pixels, and the chain warned
        // about "(inf)"; at 1e-9 a 33-point width became a whole pixel of a billion points.
        let (results, warnings) = Pin.capturingWarnings {
            let huge = Frame(width: 400, height: 400, scale: 1e300)
            let tiny = Frame(width: 400, height: 400, scale: 1e-9)
            return [
                Frame(in: huge).pin.top(1e9).left(10).size(20).rect,
                Frame(in: tiny).pin.top(0.25).left(10).width(33).height(2).rect,
            ]
        }
        #expect(results == [rect(10, 1e9, 20, 20), rect(10, 0.25, 33, 2)])
        #expect(warnings.map(\.rule) == ["Frame(scale: 1e+300)", "Frame(scale: 1e-09)"])
    }

    @Test func aValueTooLargeToCountInPixelsIsKept() {
        // At scale 1,024, 1e306 points overflow as pixels: the value stays as it is, finite.
        let root = Frame(width: 400, height: 400, scale: 1_024)
        let (pin, warnings) = Pin.capturingWarnings { Frame(in: root).pin.top(1e306).left(0.3).size(1) }
        #expect(pin.rect == rect(307.0 / 1_024, 1e306, 1, 1))
        #expect(pin.warnings.isEmpty && warnings.isEmpty)
    }

    @Test func framesAreValues() throws {
        var a = frame(1, 2, 3, 4)
        let b = a
        a.isHidden = true
        #expect(a != b && !b.isHidden)
        #expect(Set([b, frame(1, 2, 3, 4)]).count == 1)
        #expect(b.description == "Frame(x: 1, y: 2, width: 3, height: 4)")
        #expect(Frame(width: 9, height: 9).description == "Frame(x: 0, y: 0, width: 9, height: 9, root)")
        #expect(a.description == "Frame(x: 1, y: 2, width: 3, height: 4, hidden)")
    }

    @Test func hidingAFrameChangesNothingElseAboutIt() {
        // A frame's flags share one byte: setting and clearing one must leave the others.
        let root = Frame(width: 100, height: 100, direction: .rtl, scale: 2)
        var child = Frame(x: 10, y: 10, width: 20, height: 20, in: root)
        child.isHidden = true
        #expect(child.isHidden && child.hasParent && child.direction == .rtl && child.scale == 2)
        child.isHidden = false
        #expect(!child.isHidden && child.hasParent && child.direction == .rtl && child.scale == 2)
        var hiddenRoot = root
        hiddenRoot.isHidden = true
        #expect(hiddenRoot.isHidden && !hiddenRoot.hasParent && hiddenRoot.direction == .rtl)
        // Still snapped at scale 2 (x 10.3 rounds to 10.5), still a child once hidden.
        #expect(child.pin.left(10.3).layout().rect.x == 10.5)
        #expect(hiddenRoot.pin.top(5).warnings.map(\.kind) == [.noParent])
    }

    @Test func laidOutFramesKeepEverythingButTheRect() {
        let child = Frame(x: 1, y: 1, width: 1, height: 1, in: Frame(width: 50, height: 60, scale: 2))
        let result = child.pin.topLeft(5).size(10).layout()
        #expect(result.rect == rect(5, 5, 10, 10))
        #expect(result.parentSize == child.parentSize && result.scale == 2 && result.direction == child.direction)
        #expect(result.absoluteRect == rect(5, 5, 10, 10))
    }

    @Test func framesEncodeWhatTheirInitializersTake() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        func json(_ frame: Frame) throws -> String { String(decoding: try encoder.encode(frame), as: UTF8.self) }
        let window = Frame(rect(100, 50, 640, 480), direction: .rtl, scale: 2)
        let card = Frame(x: 20, y: 30, width: 200, height: 100, in: window)
        var label = Frame(x: 5, y: 6, width: 7, height: 8, in: card)
        label.isHidden = true
        // The card's origin in root coordinates is the window's (100, 50) plus (20, 30).
        #expect(
            try json(label)
                == #"{"direction":"rtl","isHidden":true,"parentOrigin":{"x":120,"y":80},"#
                + #""parentSize":{"height":100,"width":200},"rect":{"height":8,"width":7,"x":5,"y":6},"scale":2}"#)
        // A root has no parent to describe; a frame without a scale has none to encode.
        #expect(
            try json(window)
                == #"{"direction":"rtl","isHidden":false,"rect":{"height":480,"width":640,"x":100,"y":50},"scale":2}"#)
        #expect(
            try json(Frame(width: 9, height: 9))
                == #"{"direction":"ltr","isHidden":false,"rect":{"height":9,"width":9,"x":0,"y":0}}"#)
        #expect(String(decoding: try encoder.encode([LayoutDirection.rtl, .ltr]), as: UTF8.self) == #"["rtl","ltr"]"#)

        let decoder = JSONDecoder()
        for frame in [window, card, label] {
            #expect(try decoder.decode(Frame.self, from: encoder.encode(frame)) == frame)
        }
        // Decoded frames are built like any other: the label still snaps at scale 2.
        let decoded = try decoder.decode(Frame.self, from: encoder.encode(label))
        #expect(decoded.pin.left(10.3).rect.x == 10.5 && decoded.absoluteRect == rect(125, 86, 7, 8))
    }

    @Test func framesDecodeWithDefaults() throws {
        let decoder = JSONDecoder()
        func decode(_ json: String) throws -> Frame { try decoder.decode(Frame.self, from: Data(json.utf8)) }
        let square = #""rect": {"x": 0, "y": 0, "width": 10, "height": 10}"#
        // A parent size makes a child: left to right, no scale, visible, its parent at the origin.
        let badge = try decode(#"{"# + square + #", "parentSize": {"width": 100, "height": 50}}"#)
        #expect(badge.parentSize == Size(width: 100, height: 50) && badge.direction == .ltr)
        #expect(badge.scale == nil && !badge.isHidden && badge.absoluteRect == rect(0, 0, 10, 10))
        // bottomRight in a 100 × 50 parent: x = 100 − 10, y = 50 − 10.
        #expect(badge.pin.bottomRight().rect == rect(90, 40, 10, 10))
        // No parent size makes a root, whose origin in root coordinates is zero whatever
        // the input says; a scale that cannot snap means none, as in the initializers.
        let root = try decode(#"{"# + square + #", "parentOrigin": {"x": 5, "y": 5}, "scale": -2}"#)
        #expect(!root.hasParent && root.scale == nil && root.absoluteRect == rect(0, 0, 10, 10))
        #expect(root == Frame(width: 10, height: 10))
        #expect(throws: DecodingError.self) { try decode(#"{"# + square + #", "direction": "up"}"#) }
        #expect(throws: DecodingError.self) { try decode(#"{"parentSize": {"width": 1, "height": 1}}"#) }
    }

    @Test func aParentThatIsNotFiniteIsNotDecoded() throws {
        // A decoder that reads "nan" and "inf" as numbers: a child whose parent size or origin
        // is not finite is rejected, as a bad direction is; a root's origin is not read.
        let decoder = JSONDecoder()
        decoder.nonConformingFloatDecodingStrategy = .convertFromString(
            positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        func decode(_ json: String) throws -> Frame { try decoder.decode(Frame.self, from: Data(json.utf8)) }
        let square = #""rect": {"x": 0, "y": 0, "width": 10, "height": 10}"#
        let size = #""parentSize": {"width": 100, "height": 50}"#
        for bad in [
            #""parentSize": {"width": "nan", "height": 50}"#, #""parentSize": {"width": 100, "height": "inf"}"#,
            size + #", "parentOrigin": {"x": "nan", "y": 0}"#, size + #", "parentOrigin": {"x": 0, "y": "-inf"}"#,
        ] {
            #expect(throws: DecodingError.self, "\(bad)") { try decode(#"{"# + square + ", " + bad + "}") }
        }
        #expect(try decode(#"{"# + square + ", " + size + "}").absoluteRect == rect(0, 0, 10, 10))
        #expect(try decode(#"{"# + square + #", "parentOrigin": {"x": "nan", "y": 0}}"#).absoluteRect.x == 0)
    }

    @Test func anAbsoluteRectPastTheLargestNumberIsTheLargestNumber() {
        // 1e308 + 1e308 is past the largest finite number: that number stands for it, as the
        // pictures draw it; each sign alike. A position that is itself not finite stays so.
        let far = Frame(x: 1e308, y: -1e308, width: 10, height: 10, in: Frame(width: 10, height: 10))
        let child = Frame(x: 1e308, y: -1e308, width: 1, height: 1, in: far)
        #expect(child.absoluteRect == rect(.greatestFiniteMagnitude, -.greatestFiniteMagnitude, 1, 1))
        // Its children start from there: a grandchild at (0, 0) is at the same place.
        #expect(Frame(in: child).absoluteRect == rect(.greatestFiniteMagnitude, -.greatestFiniteMagnitude, 0, 0))
        var lost = Frame(in: far)
        lost.rect = rect(.nan, .infinity, 1, 1)
        #expect(lost.absoluteRect.x.isNaN && lost.absoluteRect.y == .infinity)
    }
}
