import PinFrame
import Testing

@Suite("horizontallyBetween and verticallyBetween (Pin+Between.swift)", .quietLog)
struct BetweenTests {
    /// x 10…110, y 50…90 (middle 60, 70).
    let a = frame(10, 50, 100, 40)
    /// x 300…350, y 200…250.
    let b = frame(300, 200, 50, 50)
    let c = Frame(in: screen)

    @Test func fillsTheSpaceInEitherOrder() {
        expectLayout(c.pin.horizontallyBetween(a, and: b), rect(110, 0, 190, 0))
        expectLayout(c.pin.horizontallyBetween(b, and: a), rect(110, 0, 190, 0))
        expectLayout(c.pin.verticallyBetween(a, and: b), rect(0, 90, 0, 110))
        expectLayout(c.pin.verticallyBetween(b, and: a), rect(0, 90, 0, 110))
    }

    @Test func alignedLinesUpWithTheFirstFrame() {
        expectLayout(c.pin.horizontallyBetween(a, and: b, aligned: .top).height(20), rect(110, 50, 190, 20))
        expectLayout(c.pin.horizontallyBetween(a, and: b, aligned: .center).height(20), rect(110, 60, 190, 20))
        expectLayout(c.pin.horizontallyBetween(a, and: b, aligned: .bottom).height(20), rect(110, 70, 190, 20))
        expectLayout(c.pin.horizontallyBetween(b, and: a, aligned: .top).height(20), rect(110, 200, 190, 20))
        expectLayout(c.pin.verticallyBetween(a, and: b, aligned: .left).width(30), rect(10, 90, 30, 110))
        expectLayout(c.pin.verticallyBetween(a, and: b, aligned: .center).width(30), rect(45, 90, 30, 110))
        expectLayout(c.pin.verticallyBetween(a, and: b, aligned: .right).width(30), rect(80, 90, 30, 110))
        expectLayout(c.pin.verticallyBetween(a, and: b, aligned: .start).width(30), rect(10, 90, 30, 110))
    }

    @Test func startAndEndFollowTheDirection() {
        let rtl = Frame(width: 400, height: 400, direction: .rtl)
        let first = frame(10, 50, 100, 40, in: rtl)
        let second = frame(300, 200, 50, 50, in: rtl)
        let pin = Frame(in: rtl).pin.verticallyBetween(first, and: second, aligned: .start).width(30)
        // Start is the right edge, 110: the frame's right edge goes there.
        expectLayout(pin, rect(80, 90, 30, 110))
        let end = Frame(in: rtl).pin.verticallyBetween(first, and: second, aligned: .end).width(30)
        expectLayout(end, rect(10, 90, 30, 110))
    }

    @Test func marginsAndJustifyWorkAsWithEdges() {
        expectLayout(c.pin.horizontallyBetween(a, and: b).marginHorizontal(10), rect(120, 0, 170, 0))
        // 190 available, 50 wide, centered: 70 each side.
        expectLayout(c.pin.horizontallyBetween(a, and: b).width(50).justify(.center), rect(180, 0, 50, 0))
        let conflict = c.pin.horizontallyBetween(a, and: b).width(50)
        expectWarning(conflict, .conflict, rule: "width(50)", "left: 110", "right: 100")
        #expect(conflict.rect == rect(110, 0, 190, 0))
    }

    @Test func framesInAnotherBranch() {
        let card = frame(100, 100, 200, 200)
        // In the card's space, a's right edge is at 10 and b's left edge at 200.
        expectLayout(Frame(in: card).pin.horizontallyBetween(a, and: b), rect(10, 0, 190, 0))
    }

    @Test func referencesInTwoOtherBranches() {
        // Each reference is a child of its own parent: in the screen's space the first is
        // at x 40…120, y 60…100 and the second at x 220…280, y 180…200.
        let first = frame(30, 50, 80, 40, in: frame(10, 10, 120, 150))
        let second = frame(40, 10, 60, 20, in: frame(180, 170, 150, 50))
        let pinned = frame(0, 100, 110, 80)
        expectLayout(pinned.pin.horizontallyBetween(first, and: second), rect(120, 100, 100, 80))
        expectLayout(pinned.pin.horizontallyBetween(first, and: second, aligned: .top), rect(120, 60, 100, 80))
        // Centered on the first's middle (80), or on the bottom (100).
        expectLayout(pinned.pin.horizontallyBetween(first, and: second, aligned: .center), rect(120, 40, 100, 80))
        expectLayout(pinned.pin.horizontallyBetween(first, and: second, aligned: .bottom), rect(120, 20, 100, 80))
        // Swapped, the alignment follows the second's middle (190).
        expectLayout(pinned.pin.horizontallyBetween(second, and: first, aligned: .center), rect(120, 150, 100, 80))
    }

    @Test func overlappingFramesLeaveNoSpace() {
        let below = frame(50, 300, 100, 40)
        let pin = c.pin.horizontallyBetween(a, and: below).height(10)
        let warning = expectWarning(
            pin, .ignored, rule: "horizontallyBetween(frame, and: frame)", "no horizontal space")
        #expect(warning != nil)
        #expect(pin.rect == rect(0, 0, 0, 10))
        let beside = frame(200, 60, 10, 10)
        expectWarning(
            c.pin.verticallyBetween(a, and: beside, aligned: .left), .ignored,
            rule: "verticallyBetween(frame, and: frame, aligned: .left)", "no vertical space")
    }

    @Test func touchingFramesLeaveASpaceOfZero() {
        // Facing edges that meet are a space of zero, not an overlap: PinLayout tests
        // `maxX <= minX` too. x 110…150 starts where a ends; y 90…100 starts below a.
        let right = frame(110, 200, 40, 10)
        expectLayout(c.pin.horizontallyBetween(a, and: right).height(10), rect(110, 0, 0, 10))
        expectLayout(c.pin.horizontallyBetween(right, and: a).height(10), rect(110, 0, 0, 10))
        let under = frame(300, 90, 10, 10)
        expectLayout(c.pin.verticallyBetween(a, and: under).width(30), rect(0, 90, 30, 0))
        expectLayout(c.pin.verticallyBetween(under, and: a).width(30), rect(0, 90, 30, 0))
    }

    @Test func rootsHaveNoSpaceToFill() {
        let root = Frame(width: 10, height: 10)
        expectWarning(
            root.pin.horizontallyBetween(a, and: b), .noParent, rule: "horizontallyBetween(frame, and: frame)")
    }
}
