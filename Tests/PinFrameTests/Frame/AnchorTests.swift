import PinFrame
import Testing

@Suite("Anchors and edges as values (Anchor.swift)", .quietLog)
struct AnchorTests {
    /// A frame at (10, 20) sized 100×60 inside a parent at (5, 5): (15, 25) to (115, 85)
    /// in root coordinates, center (65, 55).
    let a = Frame(x: 10, y: 20, width: 100, height: 60, in: frame(5, 5, 300, 300))

    @Test func anchorsAreInRootCoordinates() {
        let expected: [(Anchor, Anchor.Kind, Point)] = [
            (a.anchor.topLeft, .topLeft, Point(x: 15, y: 25)),
            (a.anchor.topCenter, .topCenter, Point(x: 65, y: 25)),
            (a.anchor.topRight, .topRight, Point(x: 115, y: 25)),
            (a.anchor.centerLeft, .centerLeft, Point(x: 15, y: 55)),
            (a.anchor.center, .center, Point(x: 65, y: 55)),
            (a.anchor.centerRight, .centerRight, Point(x: 115, y: 55)),
            (a.anchor.bottomLeft, .bottomLeft, Point(x: 15, y: 85)),
            (a.anchor.bottomCenter, .bottomCenter, Point(x: 65, y: 85)),
            (a.anchor.bottomRight, .bottomRight, Point(x: 115, y: 85)),
        ]
        for (anchor, kind, point) in expected {
            #expect(anchor == Anchor(kind: kind, point: point))
        }
    }

    @Test func startAndEndAnchorsUseTheFramesDirection() {
        #expect(a.anchor.topStart == a.anchor.topLeft)
        #expect(a.anchor.centerEnd == a.anchor.centerRight)
        let rtl = Frame(x: 10, y: 20, width: 100, height: 60, in: Frame(width: 400, height: 400, direction: .rtl))
        #expect(rtl.anchor.topStart == rtl.anchor.topRight)
        #expect(rtl.anchor.topEnd == rtl.anchor.topLeft)
        #expect(rtl.anchor.centerStart == rtl.anchor.centerRight)
        #expect(rtl.anchor.centerEnd == rtl.anchor.centerLeft)
        #expect(rtl.anchor.bottomStart == rtl.anchor.bottomRight)
        #expect(rtl.anchor.bottomEnd == rtl.anchor.bottomLeft)
        #expect(rtl.edge.start == rtl.edge.right)
        #expect(rtl.edge.end == rtl.edge.left)
    }

    @Test func edgesAreInRootCoordinates() {
        #expect(a.edge.top == VerticalEdge(kind: .top, y: 25))
        #expect(a.edge.vCenter == VerticalEdge(kind: .vCenter, y: 55))
        #expect(a.edge.bottom == VerticalEdge(kind: .bottom, y: 85))
        #expect(a.edge.left == HorizontalEdge(kind: .left, x: 15))
        #expect(a.edge.hCenter == HorizontalEdge(kind: .hCenter, x: 65))
        #expect(a.edge.right == HorizontalEdge(kind: .right, x: 115))
        #expect(a.edge.start == a.edge.left)
        #expect(a.edge.end == a.edge.right)
    }
}
