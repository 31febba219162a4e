import PinFrame
import Testing

@Suite("Edges relative to the parent (Pin+Edges.swift)", .quietLog)
struct EdgeTests {
    let view = frame(0, 0, 100, 50)
    let rtlView = frame(0, 0, 100, 50, in: Frame(width: 400, height: 400, direction: .rtl))

    @Test func valuesAreDistancesFromTheMatchingParentEdge() {
        expectLayout(view.pin.top(30), rect(0, 30, 100, 50))
        expectLayout(view.pin.left(30), rect(30, 0, 100, 50))
        // CSS style: right 30 is 30 from the parent's right edge, x = 400 - 30 - 100.
        expectLayout(view.pin.right(30), rect(270, 0, 100, 50))
        expectLayout(view.pin.bottom(30), rect(0, 320, 100, 50))
        // Negative distances go past the edge.
        expectLayout(view.pin.left(-10).top(-5), rect(-10, -5, 100, 50))
    }

    @Test func withoutArgumentTheEdgeSitsOnTheParentsEdge() {
        expectLayout(view.pin.top(), rect(0, 0, 100, 50))
        expectLayout(view.pin.right(), rect(300, 0, 100, 50))
        expectLayout(view.pin.bottom(), rect(0, 350, 100, 50))
        expectLayout(frame(50, 60, 100, 50).pin.left(), rect(0, 60, 100, 50))
    }

    @Test func percentagesAreOfTheParentsWidthOrHeight() {
        let parent = Frame(width: 200, height: 100)
        let child = Frame(x: 0, y: 0, width: 20, height: 10, in: parent)
        expectLayout(child.pin.top(10%), rect(0, 10, 20, 10))
        expectLayout(child.pin.left(10%), rect(20, 0, 20, 10))
        // right 10% = 20 from the right: x = 200 - 20 - 20.
        expectLayout(child.pin.right(10%), rect(160, 0, 20, 10))
        // bottom 10% = 10 from the bottom: y = 100 - 10 - 10.
        expectLayout(child.pin.bottom(10%), rect(0, 80, 20, 10))
    }

    @Test func insetsFormsUseTheirOwnSide() {
        let insets = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        expectLayout(view.pin.top(insets), rect(0, 1, 100, 50))
        expectLayout(view.pin.left(insets), rect(2, 0, 100, 50))
        expectLayout(view.pin.bottom(insets), rect(0, 347, 100, 50))
        expectLayout(view.pin.right(insets), rect(296, 0, 100, 50))
        expectLayout(view.pin.all(insets), rect(2, 1, 394, 396))
        expectLayout(view.pin.horizontally(insets), rect(2, 0, 394, 50))
        expectLayout(view.pin.vertically(insets), rect(0, 1, 100, 396))
    }

    @Test func allHorizontallyVertically() {
        expectLayout(view.pin.all(), rect(0, 0, 400, 400))
        expectLayout(view.pin.all(10), rect(10, 10, 380, 380))
        expectLayout(view.pin.horizontally(), rect(0, 0, 400, 50))
        expectLayout(view.pin.horizontally(16), rect(16, 0, 368, 50))
        expectLayout(view.pin.vertically(), rect(0, 0, 100, 400))
        expectLayout(view.pin.vertically(20), rect(0, 20, 100, 360))
        let parent = Frame(width: 200, height: 100)
        let child = Frame(in: parent)
        // 10% is 20 horizontally and 10 vertically.
        expectLayout(child.pin.all(10%), rect(20, 10, 160, 80))
        expectLayout(child.pin.horizontally(10%), rect(20, 0, 160, 0))
        expectLayout(child.pin.vertically(10%), rect(0, 10, 0, 80))
    }

    @Test func startAndEndFollowTheDirection() {
        expectLayout(view.pin.start(10), rect(10, 0, 100, 50))
        expectLayout(view.pin.end(10), rect(290, 0, 100, 50))
        // In RTL start is the right edge and end the left one.
        expectLayout(rtlView.pin.start(10), rect(290, 0, 100, 50))
        expectLayout(rtlView.pin.end(10), rect(10, 0, 100, 50))
        expectLayout(rtlView.pin.start(), rect(300, 0, 100, 50))
        expectLayout(rtlView.pin.end(), rect(0, 0, 100, 50))
        // 10% of 400.
        expectLayout(rtlView.pin.start(10%), rect(260, 0, 100, 50))
        expectLayout(view.pin.end(10%), rect(260, 0, 100, 50))
        // The inset of the side being pinned.
        let insets = EdgeInsets(top: 0, left: 2, bottom: 0, right: 4)
        expectLayout(view.pin.start(insets).end(insets), rect(2, 0, 394, 50))
        expectLayout(rtlView.pin.start(insets).end(insets), rect(2, 0, 394, 50))
        expectLayout(rtlView.pin.start(insets), rect(296, 0, 100, 50))
    }

    // MARK: hCenter and vCenter

    @Test func centerValueIsMeasuredFromTheParentsLeftOrTopEdge() {
        // The center 100 right of the parent's left edge: x = 100 - 100 / 2.
        expectLayout(view.pin.hCenter(100), rect(50, 0, 100, 50))
        // The center 100 below the parent's top edge: y = 100 - 50 / 2.
        expectLayout(view.pin.vCenter(100), rect(0, 75, 100, 50))
        // hCenter(0) puts the center on the left edge: half the frame sticks out.
        expectLayout(view.pin.hCenter(0), rect(-50, 0, 100, 50))
        expectLayout(view.pin.vCenter(0), rect(0, -25, 100, 50))
    }

    @Test func centerPercentIsOfTheParentsWidthOrHeight() {
        // 50% centers: 200 - 50 and 200 - 25.
        expectLayout(view.pin.hCenter(50%), rect(150, 0, 100, 50))
        expectLayout(view.pin.vCenter(50%), rect(0, 175, 100, 50))
        // 25% of 400 is 100.
        expectLayout(view.pin.hCenter(25%), rect(50, 0, 100, 50))
        expectLayout(view.pin.vCenter(25%), rect(0, 75, 100, 50))
    }

    @Test func centerWithoutArgumentCentersInTheParent() {
        expectLayout(view.pin.hCenter(), rect(150, 0, 100, 50))
        expectLayout(view.pin.vCenter(), rect(0, 175, 100, 50))
        // With a size: 200 - 120 / 2.
        expectLayout(view.pin.hCenter().vCenter().size(120), rect(140, 140, 120, 120))
    }

    @Test func centersConflictWithEdgesOfTheirAxisInEitherOrder() {
        let pin = view.pin.left(10).hCenter()
        expectWarning(pin, .conflict, rule: "hCenter()", "left: 10")
        #expect(pin.rect == rect(10, 0, 100, 50))
        let other = view.pin.hCenter(100).right(10)
        expectWarning(other, .conflict, rule: "right(10)", "hCenter: 100")
        #expect(other.rect == rect(50, 0, 100, 50))
        expectWarning(view.pin.top().bottom().vCenter(), .conflict, rule: "vCenter()", "top: 0", "bottom: 0")
        // Centers and edges of different axes do not conflict.
        expectLayout(view.pin.hCenter().top(10), rect(150, 10, 100, 50))
    }
}
