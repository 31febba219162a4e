import Testing

@testable import PinFrame

@Suite("Clips (ClipBox.swift)")
struct ClipBoxTests {
    @Test("Infinite sides stay infinite; left and top edges in, right and bottom out; cuts and unions")
    func clipBoxes() {
        let box = ClipBox(Rect(x: 10, y: 10, width: .infinity, height: 20))
        #expect(box.maxX == .infinity)
        #expect(box.contains(Point(x: 10, y: 10)))
        #expect(!box.contains(Point(x: 10, y: 30)))
        let cut = box.intersection(ClipBox(Rect(x: 0, y: 25, width: 50, height: 50)))
        #expect(cut.rect == Rect(x: 10, y: 25, width: 40, height: 5))
        #expect(!cut.intersection(ClipBox(Rect(x: 50, y: 0, width: 10, height: 100))).hasArea)
        #expect(ClipBox.unbounded.contains(Point(x: -1e300, y: 1e300)))
        let both = ClipBox(Rect(x: 0, y: 0, width: 10, height: 10)).union(
            ClipBox(Rect(x: 20, y: -5, width: 5, height: 5)))
        #expect(both.rect == Rect(x: 0, y: -5, width: 25, height: 15))
        #expect(both.span(horizontal: false) == (low: -5, high: 10))
    }
}
