import PinFrame
import Testing

@Suite("Relative positioning (Pin+Relative.swift)", .quietLog)
struct RelativeTests {
    /// The reference: (100, 100) to (300, 200), center (200, 150).
    let a = frame(100, 100, 200, 100)
    let view = frame(0, 0, 20, 10)
    /// The same two frames in a right-to-left parent.
    static let rtlScreen = Frame(width: 400, height: 400, direction: .rtl)
    let rtlA = frame(100, 100, 200, 100, in: rtlScreen)
    let rtlView = frame(0, 0, 20, 10, in: rtlScreen)

    @Test func eachSideWithoutAlignmentOnlyPinsTheFacingEdge() {
        // Bottom on a's top: y = 100 - 10.
        expectLayout(view.pin.above(of: a), rect(0, 90, 20, 10))
        expectLayout(view.pin.below(of: a), rect(0, 200, 20, 10))
        // Right on a's left: x = 100 - 20.
        expectLayout(view.pin.left(of: a), rect(80, 0, 20, 10))
        expectLayout(view.pin.right(of: a), rect(300, 0, 20, 10))
    }

    @Test func aboveAndBelowAlignHorizontally() {
        expectLayout(view.pin.below(of: a, aligned: .left), rect(100, 200, 20, 10))
        // Centers on 200: x = 200 - 10.
        expectLayout(view.pin.below(of: a, aligned: .center), rect(190, 200, 20, 10))
        // Right edges on 300.
        expectLayout(view.pin.below(of: a, aligned: .right), rect(280, 200, 20, 10))
        expectLayout(view.pin.above(of: a, aligned: .start), rect(100, 90, 20, 10))
        expectLayout(view.pin.above(of: a, aligned: .end), rect(280, 90, 20, 10))
        expectLayout(view.pin.above(of: a, aligned: .none), rect(0, 90, 20, 10))
    }

    @Test func leftAndRightOfAlignVertically() {
        expectLayout(view.pin.right(of: a, aligned: .top), rect(300, 100, 20, 10))
        // Centers on 150: y = 150 - 5.
        expectLayout(view.pin.right(of: a, aligned: .center), rect(300, 145, 20, 10))
        // Bottoms on 200.
        expectLayout(view.pin.left(of: a, aligned: .bottom), rect(80, 190, 20, 10))
        expectLayout(view.pin.left(of: a, aligned: .none), rect(80, 0, 20, 10))
    }

    @Test func beforeAndAfterFollowTheDirection() {
        expectLayout(view.pin.before(of: a, aligned: .top), rect(80, 100, 20, 10))
        expectLayout(view.pin.after(of: a, aligned: .bottom), rect(300, 190, 20, 10))
        // In RTL, before is to the right and after to the left.
        expectLayout(rtlView.pin.before(of: rtlA), rect(300, 0, 20, 10))
        expectLayout(rtlView.pin.after(of: rtlA, aligned: .center), rect(80, 145, 20, 10))
        // start/end alignment follow the direction of the frame being pinned.
        expectLayout(rtlView.pin.below(of: rtlA, aligned: .start), rect(280, 200, 20, 10))
        expectLayout(rtlView.pin.below(of: rtlA, aligned: .end), rect(100, 200, 20, 10))
        expectLayout(rtlView.pin.before(of: [rtlA]), rect(300, 0, 20, 10))
        expectLayout(rtlView.pin.after(of: [rtlA]), rect(80, 0, 20, 10))
    }

    @Test func withMarginsAndASize() {
        // Below a with 8 of space, aligned left, 50 square.
        expectLayout(view.pin.below(of: a, aligned: .left).marginTop(8).size(50), rect(100, 208, 50, 50))
        // Right of a, stretched to the parent's right edge with 10 on each side.
        expectLayout(view.pin.right(of: a, aligned: .top).right().marginHorizontal(10), rect(310, 100, 80, 10))
    }

    @Test func marginsMoveTheEdgesARelativeRulePins() {
        // Aligned left pins the left edge on 100 and below pins the top on 200: the margin
        // of each pinned side moves the frame away from it (the margin tables' one-edge rows).
        expectLayout(view.pin.below(of: a, aligned: .left).marginLeft(10).marginTop(5), rect(110, 205, 20, 10))
        // Aligned right pins the right edge on 300: x = 300 - 20 - 10.
        expectLayout(view.pin.below(of: a, aligned: .right).marginRight(10), rect(270, 200, 20, 10))
        // Aligned center pins the center on 200: x = 200 - 10, plus marginLeft, minus marginRight.
        expectLayout(view.pin.below(of: a, aligned: .center).marginLeft(10), rect(200, 200, 20, 10))
        expectLayout(view.pin.below(of: a, aligned: .center).marginRight(10), rect(180, 200, 20, 10))
        // Above pins the bottom on 100: y = 100 - 10 - 5.
        expectLayout(view.pin.above(of: a, aligned: .left).marginBottom(5), rect(100, 85, 20, 10))
        // Left of pins the right edge on 100 (x = 100 - 20 - 10); aligned top pins the top.
        expectLayout(view.pin.left(of: a, aligned: .top).marginRight(10).marginTop(4), rect(70, 104, 20, 10))
        // Right of pins the left edge on 300; aligned bottom pins the bottom on 200.
        expectLayout(view.pin.right(of: a, aligned: .bottom).marginLeft(10).marginBottom(4), rect(310, 186, 20, 10))
        // Centered on 150: y = 150 - 5 + 4.
        expectLayout(view.pin.right(of: a, aligned: .center).marginTop(4), rect(300, 149, 20, 10))
        // The margin of a side that is not pinned changes nothing.
        expectLayout(view.pin.below(of: a, aligned: .left).marginRight(10).marginBottom(10), rect(100, 200, 20, 10))
        // In RTL, aligned start pins the right edge, and marginStart is the right margin.
        expectLayout(rtlView.pin.below(of: rtlA, aligned: .start).marginStart(10), rect(270, 200, 20, 10))
        // Before is to the right in RTL: the left edge on 300, moved by marginStart (the right
        // margin, a side not pinned: nothing) and by marginEnd (the left margin): x = 310.
        expectLayout(rtlView.pin.before(of: rtlA).marginStart(10), rect(300, 0, 20, 10))
        expectLayout(rtlView.pin.before(of: rtlA).marginEnd(10), rect(310, 0, 20, 10))
    }

    // MARK: Lists

    /// Three references: b (10, 300)-(60, 320), c (250, 20)-(390, 60), and a.
    let b = frame(10, 300, 50, 20)
    let c = frame(250, 20, 140, 40)

    @Test func aSiblingsEdgesAreUsedExactly() {
        // In a parent at a fractional origin, going through root coordinates and back would
        // round (0.1 + 0.2 - 0.1 is not 0.2); a sibling's edges are taken as they are.
        let card = frame(0.1, 0.1, 300, 300)
        let sibling = frame(0.2, 0.7, 10.1, 0.3, in: card)
        let placed = frame(0, 0, 5, 5, in: card).pin.below(of: sibling, aligned: .left).marginTop(0.1)
        #expect(placed.rect == rect(0.2, 0.7 + 0.3 + 0.1, 5, 5))
        let beside = frame(0, 0, 5, 5, in: card).pin.right(of: sibling, aligned: .center).rect
        #expect(beside == rect(0.2 + 10.1, 0.7 + 0.3 / 2 - 5 / 2, 5, 5))
        // A frame in another parent is converted. Sibling's bottom in the root: 0.25 + 0.75 +
        // 0.5 = 1.5; the other parent's top is at 10.25, so y = 1.5 - 10.25 (exact in binary).
        let quarter = frame(0.5, 0.25, 300, 300)
        let reference = frame(0, 0.75, 10, 0.5, in: quarter)
        let elsewhere = frame(0, 10.25, 300, 300)
        #expect(frame(0, 0, 5, 5, in: elsewhere).pin.below(of: reference).rect.y == -8.75)
    }

    @Test func theExtremeEdgeWins() {
        // Below all: the bottom-most bottom is b's, 320.
        expectLayout(view.pin.below(of: [a, b, c]), rect(0, 320, 20, 10))
        // Above all: the top-most top is c's, 20.
        expectLayout(view.pin.above(of: [a, b, c]), rect(0, 10, 20, 10))
        // Left of all: the left-most left is b's, 10.
        expectLayout(view.pin.left(of: [a, b, c]), rect(-10, 0, 20, 10))
        // Right of all: the right-most right is c's, 390.
        expectLayout(view.pin.right(of: [a, b, c]), rect(390, 0, 20, 10))
    }

    @Test func alignedListsUseExtremesOrAverageCenters() {
        // Aligned left: the left-most left (10); right: the right-most right (390).
        expectLayout(view.pin.below(of: [a, b, c], aligned: .left), rect(10, 320, 20, 10))
        expectLayout(view.pin.below(of: [a, b, c], aligned: .right), rect(370, 320, 20, 10))
        // Aligned center: the average of the centers, (200 + 35 + 320) / 3 = 185.
        expectLayout(view.pin.below(of: [a, b, c], aligned: .center), rect(175, 320, 20, 10))
        // Aligned top: 20; bottom: 320; center: (150 + 310 + 40) / 3 = 166.666…
        expectLayout(view.pin.right(of: [a, b, c], aligned: .top), rect(390, 20, 20, 10))
        expectLayout(view.pin.right(of: [a, b, c], aligned: .bottom), rect(390, 310, 20, 10))
        let centered = view.pin.right(of: [a, b, c], aligned: .center).rect
        #expect(abs(centered.y - (500.0 / 3 - 5)) < 1e-9)
    }

    @Test func hiddenFramesInAListAreSkipped() {
        var hiddenB = b
        hiddenB.isHidden = true
        // Without b, the bottom-most bottom is a's (200) and so is the left-most left (100).
        expectLayout(view.pin.below(of: [a, hiddenB, c], aligned: .left), rect(100, 200, 20, 10))
        // A hidden frame on its own is used anyway.
        expectLayout(view.pin.below(of: hiddenB), rect(0, 320, 20, 10))
    }

    @Test func aListWithNoVisibleFrameIsIgnored() {
        var hidden = a
        hidden.isHidden = true
        let pin = view.pin.below(of: [hidden], aligned: .left).width(5)
        expectWarning(pin, .ignored, rule: "below(of: [1 frame], aligned: .left)", "no visible frame")
        #expect(pin.rect == rect(0, 0, 5, 10))
        expectWarning(view.pin.left(of: [Frame]()), .ignored, rule: "left(of: [0 frames])", "no visible frame")
    }

    @Test func aLongListIsCountedInFull() {
        // 70,000 hidden frames: past 65,535 the count used to stop there.
        var hidden = a
        hidden.isHidden = true
        let many = Array(repeating: hidden, count: 70_000)
        expectWarning(
            view.pin.below(of: many, aligned: .left), .ignored, rule: "below(of: [70000 frames], aligned: .left)")
        expectWarning(
            view.pin.wrapContent(many, padding: 1), .ignored, rule: "wrapContent([70000 frames], .all, padding: 1)")
    }

    @Test func theFrameBeingPinnedNeedsAParent() {
        let root = Frame(width: 10, height: 10)
        let pin = root.pin.below(of: a, aligned: .left).height(3)
        expectWarning(pin, .noParent, rule: "below(of: frame, aligned: .left)", "parent")
        #expect(pin.rect == rect(0, 0, 10, 3))
        // Also for a list, even an empty one.
        expectWarning(root.pin.above(of: [Frame]()), .noParent, rule: "above(of: [0 frames])")
    }

    @Test func conflictsAreCheckedPerAttribute() {
        // below(aligned: .center) sets top and hCenter; hCenter conflicts with left.
        let pin = view.pin.left(5).below(of: a, aligned: .center)
        expectWarning(pin, .conflict, rule: "below(of: frame, aligned: .center)", "left: 5")
        #expect(pin.rect == rect(5, 200, 20, 10))
    }
}
