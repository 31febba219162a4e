import PinFrame
import Testing

@Suite("Frame (Frame.swift)")
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

    @Test func aScaleThatCannotSnapMeansNone() {
        for scale in [0, -2, Double.nan, .infinity] {
            #expect(Frame(width: 1, height: 1, scale: scale).scale == nil)
        }
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
}
