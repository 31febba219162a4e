import PinFrame
import Testing

/// `flip(within:padding:)` and `shift(within:padding:)`: each relative rule on each side,
/// fitting, flipped, neither fitting; margins mirrored; aligned forms and lists; right to
/// left; shift on both axes; both together in any order; the warnings. A 320 × 480 screen
/// and a 100 × 40 tip unless said otherwise; every figure worked out in the comments.
@Suite("Popovers (Pin+Popover.swift)", .quietLog)
struct PopoverTests {
    let screen = Frame(width: 320, height: 480)
    var tip: Frame { Frame(in: screen) }
    let tipSize = Size(width: 100, height: 40)

    func button(_ x: Double, _ y: Double, _ width: Double = 80, _ height: Double = 30) -> Frame {
        Frame(x: x, y: y, width: width, height: height, in: screen)
    }

    // MARK: flip, vertically

    @Test func aboveThatFitsStays() {
        // 200 − 8 − 40 = 152: inside.
        let rect = tip.pin.above(of: button(100, 200), aligned: .left).size(tipSize).marginBottom(8)
            .flip(within: screen).rect
        #expect(rect == Rect(x: 100, y: 152, width: 100, height: 40))
    }

    @Test func aboveNearTheTopFlipsBelowWithItsMarginMirrored() {
        // Above: 10 − 8 − 40 = −38, 38 out at the top. Below: 40 + 8 = 48, inside. The top
        // margin (3) stays unused: the bottom one, 8, is the gap on the other side.
        let pin = tip.pin.above(of: button(20, 10), aligned: .left).size(tipSize).marginBottom(8).marginTop(3)
            .flip(within: screen)
        #expect(pin.rect == Rect(x: 20, y: 48, width: 100, height: 40))
        #expect(pin.warnings.isEmpty)
    }

    @Test func belowThatFitsStays() {
        let rect = tip.pin.below(of: button(20, 10), aligned: .left).size(tipSize).marginTop(8)
            .flip(within: screen).rect
        #expect(rect == Rect(x: 20, y: 48, width: 100, height: 40))
    }

    @Test func belowNearTheBottomFlipsAbove() {
        // Below: 470 + 6 = 476, ending at 516, 36 out. Above: 440 − 6 − 40 = 394.
        let rect = tip.pin.below(of: button(20, 440), aligned: .left).size(tipSize).marginTop(6)
            .flip(within: screen).rect
        #expect(rect == Rect(x: 20, y: 394, width: 100, height: 40))
    }

    @Test func whenNeitherFitsTheSideThatSticksOutLessWins() {
        let short = Frame(width: 320, height: 100)
        func placed(buttonY: Double) -> Double {
            let button = Frame(x: 0, y: buttonY, width: 80, height: 40, in: short)
            return Frame(in: short).pin.above(of: button).height(50).flip(within: short).rect.y
        }
        // Button 25…65: above at −25 (25 out), below at 65 (15 out): below.
        #expect(placed(buttonY: 25) == 65)
        // Button 35…75: above at −15 (15 out), below at 75 (25 out): stays above.
        #expect(placed(buttonY: 35) == -15)
        // Button 30…70: 20 out either way; not less, so it stays.
        #expect(placed(buttonY: 30) == -20)
    }

    @Test func paddingCountsAsOutside() {
        // Above at 50 − 8 − 40 = 2: inside the screen, but 8 into a padding of 10: below, at 88.
        let above = tip.pin.above(of: button(20, 50), aligned: .left).size(tipSize).marginBottom(8)
        #expect(above.flip(within: screen).rect.y == 2)
        #expect(above.flip(within: screen, padding: 10).rect.y == 88)
    }

    @Test func alignedFormsKeepTheirAlignment() {
        // Centred on the button (20…100): x = 60 − 50 = 10, above and after the flip.
        let rect = tip.pin.above(of: button(20, 10), aligned: .center).size(tipSize).marginBottom(8)
            .flip(within: screen).rect
        #expect(rect == Rect(x: 10, y: 48, width: 100, height: 40))
    }

    @Test func listsFlipAcrossTheirWholeBox() {
        // Top-most top 10, bottom-most bottom 90: above at −38, flipped below 90: 98. The
        // hidden frame (at 300) is left out of the box, as in every list form.
        var hidden = button(0, 300)
        hidden.isHidden = true
        let frames = [button(20, 10), button(120, 60), hidden]
        let rect = tip.pin.above(of: frames, aligned: .left).size(tipSize).marginBottom(8).flip(within: screen).rect
        #expect(rect == Rect(x: 20, y: 98, width: 100, height: 40))
    }

    @Test func aHiddenFrameGivenAloneIsUsed() {
        // A single frame is used even when hidden, as by every relative rule.
        var hidden = button(20, 10)
        hidden.isHidden = true
        let rect = tip.pin.above(of: hidden, aligned: .left).size(tipSize).marginBottom(8).flip(within: screen).rect
        #expect(rect == Rect(x: 20, y: 48, width: 100, height: 40))
    }

    // MARK: flip, horizontally

    @Test func rightOfNearTheRightEdgeFlipsLeft() {
        // Right of 250…300 with 4: 304…404, 84 out. Left of it: 250 − 4 − 100 = 146.
        let rect = tip.pin.right(of: button(250, 200, 50), aligned: .top).size(tipSize).marginLeft(4)
            .flip(within: screen).rect
        #expect(rect == Rect(x: 146, y: 200, width: 100, height: 40))
    }

    @Test func leftOfNearTheLeftEdgeFlipsRight() {
        // Left of 10…60 with 4: −94. Right of it: 64.
        let rect = tip.pin.left(of: button(10, 200, 50), aligned: .center).size(tipSize).marginRight(4)
            .flip(within: screen).rect
        // Centred on 200…230: y = 215 − 20 = 195.
        #expect(rect == Rect(x: 64, y: 195, width: 100, height: 40))
        // Room on the left: it stays.
        #expect(
            tip.pin.left(of: button(200, 200, 50)).size(tipSize).marginRight(4).flip(within: screen).rect.x == 96)
    }

    @Test func beforeAndAfterFlipInRightToLeft() {
        let rtl = Frame(width: 320, height: 480, direction: .rtl)
        let near = Frame(x: 250, y: 200, width: 50, height: 30, in: rtl)
        // Right to left, before is right of: 300 + 4 = 304, 84 out; flipped to 146.
        let before = Frame(in: rtl).pin.before(of: near).size(tipSize).marginLeft(4).flip(within: rtl).rect
        #expect(before.x == 146)
        // After is left of: 250 − 4 − 100 = 146, inside: it stays.
        let after = Frame(in: rtl).pin.after(of: near).size(tipSize).marginRight(4).flip(within: rtl).rect
        #expect(after.x == 146)
        let far = Frame(x: 10, y: 200, width: 50, height: 30, in: rtl)
        // After (left of) 10…60: −94; flipped right of it: 64.
        #expect(Frame(in: rtl).pin.after(of: far).size(tipSize).marginRight(4).flip(within: rtl).rect.x == 64)
    }

    @Test func bothAxesFlipOnTheirOwn() {
        // Below and right of a button in the bottom-right corner: 476 and 304 both stick out;
        // above (440 − 40 = 400) and left (250 − 100 = 150).
        let corner = button(250, 440, 50)
        let rect = tip.pin.below(of: corner).right(of: corner).size(tipSize).flip(within: screen).rect
        #expect(rect == Rect(x: 150, y: 400, width: 100, height: 40))
    }

    @Test func aStretchedAxisDoesNotFlip() {
        // Below the button down to the bottom: both edges pinned, nothing to flip, no warning.
        let pin = tip.pin.below(of: button(20, 440)).bottom().left().width(100).flip(within: screen)
        #expect(pin.rect == Rect(x: 0, y: 470, width: 100, height: 10))
        #expect(pin.warnings.isEmpty)
        // Between two frames, below one and above the other: nothing to flip either.
        let between = tip.pin.below(of: button(20, 10)).above(of: button(20, 470)).left().width(100)
            .flip(within: screen)
        #expect(between.rect == Rect(x: 0, y: 40, width: 100, height: 430))
        #expect(between.warnings.isEmpty)
    }

    // MARK: shift

    @Test func shiftMovesTheLeastDistanceOnEachAxis() {
        func shifted(_ x: Double, _ y: Double, _ width: Double = 100, _ height: Double = 40, padding: Double = 0)
            -> Rect
        {
            Frame(x: x, y: y, width: width, height: height, in: screen).pin.shift(within: screen, padding: padding)
                .rect
        }
        #expect(shifted(50, 60) == Rect(x: 50, y: 60, width: 100, height: 40))  // inside
        #expect(shifted(-20, 60).x == 0)  // left
        #expect(shifted(300, 60).x == 220)  // right: 320 − 100
        #expect(shifted(50, -10).y == 0)  // top
        #expect(shifted(50, 450).y == 440)  // bottom: 480 − 40
        #expect(shifted(-20, 450, padding: 8) == Rect(x: 8, y: 432, width: 100, height: 40))
        #expect(shifted(300, -10, padding: 8) == Rect(x: 212, y: 8, width: 100, height: 40))
        // Bigger than the space: at its start, the size kept.
        #expect(shifted(50, 60, 400, 500) == Rect(x: 0, y: 0, width: 400, height: 500))
        #expect(shifted(50, 60, 310, 40, padding: 8).x == 8)
    }

    @Test func shiftInRightToLeftStartsAtTheRight() {
        let rtl = Frame(width: 320, height: 480, direction: .rtl)
        let wide = Frame(x: 50, y: 60, width: 400, height: 40, in: rtl).pin.shift(within: rtl, padding: 10).rect
        // 400 does not fit 300: its right edge at 310.
        #expect(wide == Rect(x: -90, y: 60, width: 400, height: 40))
        // One that fits moves the least distance, as left to right.
        #expect(Frame(x: -30, y: 60, width: 100, height: 40, in: rtl).pin.shift(within: rtl).rect.x == 0)
    }

    @Test func shiftKeepsATipCentredOnAButtonOnScreen() {
        // Centred on 260…310: 285 − 60 = 225, ending at 345; shifted to end at 312: 192.
        let rect = tip.pin.above(of: button(260, 200, 50), aligned: .center).size(Size(width: 120, height: 30))
            .shift(within: screen, padding: 8).rect
        #expect(rect == Rect(x: 192, y: 170, width: 120, height: 30))
    }

    @Test func withinAFrameInsideTheParent() {
        // A panel 100…300 across, seen from a frame in the screen: shifted into it.
        let panel = Frame(x: 100, y: 100, width: 200, height: 200, in: screen)
        let rect = Frame(x: 250, y: 90, width: 80, height: 20, in: screen).pin.shift(within: panel).rect
        #expect(rect == Rect(x: 220, y: 100, width: 80, height: 20))
        // And from a frame inside the panel: the panel's own bounds, 0…200.
        let inner = Frame(x: -10, y: 190, width: 50, height: 20, in: panel).pin.shift(within: panel).rect
        #expect(inner == Rect(x: 0, y: 180, width: 50, height: 20))
    }

    // MARK: flip and shift together

    @Test func flipThenShiftInAnyChainOrder() {
        // Above at 5 − 8 − 30 = −33: flipped below, 25 + 8 = 33. Centred at 295 − 60 = 235,
        // ending at 355: shifted to end at 312, 192.
        let near = button(280, 5, 30, 20)
        let size = Size(width: 120, height: 30)
        let expected = Rect(x: 192, y: 33, width: 120, height: 30)
        let chains = [
            tip.pin.above(of: near, aligned: .center).marginBottom(8).size(size).flip(within: screen)
                .shift(within: screen, padding: 8),
            tip.pin.above(of: near, aligned: .center).marginBottom(8).size(size).shift(within: screen, padding: 8)
                .flip(within: screen),
            tip.pin.shift(within: screen, padding: 8).flip(within: screen).size(size).marginBottom(8)
                .above(of: near, aligned: .center),
        ]
        for chain in chains {
            #expect(chain.rect == expected)
            #expect(chain.warnings.isEmpty)
        }
    }

    @Test func snappedResultsStayOnPixels() {
        let retina = Frame(width: 320, height: 480, scale: 2)
        let near = Frame(x: 280, y: 5, width: 30.3, height: 20.2, in: retina)
        // Centred on 295.15: 235.15, snapped to 235; shifted to end at 312 (120 wide): 192.
        // Below 25.2 + 8: 33.2.
        let rect = Frame(in: retina).pin.above(of: near, aligned: .center).marginBottom(8)
            .size(Size(width: 120, height: 30)).flip(within: retina).shift(within: retina, padding: 8).rect
        #expect(rect == Rect(x: 192, y: 33, width: 120, height: 30))
    }

    // MARK: Warnings

    @Test func flipWithoutARelativeRuleWarnsAndDoesNothing() {
        let pin = tip.pin.top(10).size(20).flip(within: screen, padding: 4)
        #expect(pin.rect == Rect(x: 0, y: 10, width: 20, height: 20))
        #expect(
            pin.warnings.map(\.description) == [
                "flip(within: frame, padding: 4) won't be applied, the chain has no relative rule to flip "
                    + "(above, below, left(of:), right(of:), before, after)."
            ])
        #expect(pin.warnings.map(\.kind) == [.ignored])
        // A relative list with no visible frame is no relative rule either.
        var hidden = button(0, 0)
        hidden.isHidden = true
        let empty = tip.pin.below(of: [hidden]).size(20).flip(within: screen)
        #expect(empty.warnings.map(\.kind) == [.ignored, .ignored])
    }

    @Test func aPaddingThatIsNotFiniteIsRejected() {
        let pin = Frame(x: -20, y: 0, width: 50, height: 20, in: screen).pin.shift(within: screen, padding: .nan)
        #expect(pin.rect.x == -20)
        #expect(pin.warnings.map(\.kind) == [.invalidValue])
        #expect(pin.warnings.map(\.rule) == ["shift(within: frame, padding: nan)"])
    }

    @Test func onARootTheRulesHaveNoParent() {
        let root = Frame(width: 50, height: 50)
        let pin = root.pin.shift(within: root)
        #expect(pin.rect == Rect(x: 0, y: 0, width: 50, height: 50))
        #expect(pin.warnings.map(\.kind) == [.noParent])
    }

    @Test func withinAFrameOfAnotherRootIsReported() {
        let other = Frame(width: 1_000, height: 1_000)
        let pin = Frame(x: -20, y: 0, width: 50, height: 20, in: screen).pin.shift(within: other)
        // Applied as written in every build: other's bounds, 0…1000, hold it once moved to 0.
        #expect(pin.rect.x == 0)
        #if DEBUG
            #expect(pin.warnings.map(\.kind) == [.invalidValue])
            #expect(pin.warnings.map(\.rule) == ["shift(within: frame)"])
        #endif
    }
}

extension PopoverTests {
    @Test func aRejectedRelativeRuleIsNothingToFlip() {
        // bottom(470) puts the bottom at 10 (the tip at −30); above(of:) a button at 200 is
        // rejected (the bottom is set already), so there is no relative rule to flip by.
        let pin = tip.pin.bottom(470).above(of: button(20, 200)).size(tipSize).flip(within: screen)
        #expect(pin.rect == Rect(x: 0, y: -30, width: 100, height: 40))
        #expect(pin.warnings.map(\.kind) == [.alreadySet, .ignored])
        // A conflict about its alignment (a left edge against hCenter) leaves the side to flip:
        // the button at 10 leaves no room above; below it, 40. Centred on 50: x = 0.
        let aligned = tip.pin.hCenter(50).above(of: button(20, 10), aligned: .left).size(tipSize)
            .flip(within: screen)
        #expect(aligned.rect == Rect(x: 0, y: 40, width: 100, height: 40))
        #expect(aligned.warnings.map(\.kind) == [.conflict])
    }
}

extension PopoverTests {
    @Test func aSecondFlipOrShiftWithAnotherSpaceIsRejected() {
        let panel = Frame(x: 100, y: 100, width: 200, height: 200, in: screen)
        let frame = Frame(x: -20, y: 0, width: 50, height: 20, in: screen)
        // The first shift applies (into the screen, x = 0); the second, into the panel, is rejected.
        let pin = frame.pin.shift(within: screen).shift(within: panel)
        #expect(pin.rect.x == 0)
        #expect(
            pin.warnings.map(\.description) == [
                "shift(within: frame) won't be applied since the chain already has shift with another space."
            ])
        // The same space twice is the same rule: no warning.
        #expect(frame.pin.shift(within: screen).shift(within: screen).warnings.isEmpty)
        let flips = tip.pin.above(of: button(20, 10)).flip(within: screen).flip(within: screen, padding: 4)
        #expect(flips.warnings.map(\.kind) == [.alreadySet])
    }
}
