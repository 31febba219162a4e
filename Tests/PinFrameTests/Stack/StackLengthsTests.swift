import PinFrame
import Testing

/// Flexible lengths, as CSS resolves them: free space = the line − spacing − the outer
/// base sizes of the items that flex (hypothetical sizes of those that cannot); positive
/// free space shared by `grow`, negative taken by `shrink` × base size; factors adding up
/// to less than 1 share only that fraction; limits clamp and freeze, then the rest is
/// shared again.
@Suite(.quietLog)
struct StackLengthsTests {
    let line = container(100, 10)

    @Test func growSharesThePositiveFreeSpaceByFactor() {
        // Free 100 - 40 = 60: 15 and 45.
        expectStack(
            .horizontal(), [item(20, grow: 1), item(20, grow: 3)], in: line, [r(0, 0, 35, 10), r(35, 0, 65, 10)])
        // Spacing is not free space: 100 - 40 - 20 = 40, shared 1:1.
        expectStack(
            .horizontal(spacing: 20), [item(20, grow: 1), item(20, grow: 1)], in: line,
            [r(0, 0, 40, 10), r(60, 0, 40, 10)])
    }

    @Test func growFactorsBelowOneShareOnlyTheirFraction() {
        // Factors 0.25 + 0.25 = 0.5: half of the free 60, 15 each; 30 stays free.
        expectStack(
            .horizontal(), [item(20, grow: 0.25), item(20, grow: 0.25)], in: line, [r(0, 0, 35, 10), r(35, 0, 35, 10)])
        // One item at 0.5: half of 80.
        expectStack(.horizontal(), [item(20, grow: 0.5)], in: line, [r(0, 0, 60, 10)])
    }

    @Test func shrinkTakesTheOverflowWeightedByBaseSize() {
        // 120 + 60 in 120: 60 too long, taken 2:1 by base size × shrink: 40 and 20.
        expectStack(
            .horizontal(), [item(120, shrink: 1), item(60, shrink: 1)], in: container(120, 10),
            [r(0, 0, 80, 10), r(80, 0, 40, 10)])
        // Equal bases, shrink 1 and 3: 100 too long taken 1:3.
        expectStack(
            .horizontal(), [item(100, shrink: 1), item(100, shrink: 3)], in: line, [r(0, 0, 75, 10), r(75, 0, 25, 10)])
    }

    @Test func shrinkFactorsBelowOneTakeOnlyTheirFraction() {
        // 100 too long, factors 0.5 in all: 50 taken, 25 each; 50 still overflows.
        expectStack(
            .horizontal(), [item(100, shrink: 0.25), item(100, shrink: 0.25)], in: line,
            [r(0, 0, 75, 10), r(75, 0, 75, 10)])
    }

    @Test func withoutShrinkItemsKeepTheirSizeAndOverflow() {
        expectStack(.horizontal(), [item(80), item(80)], in: line, [r(0, 0, 80, 10), r(80, 0, 80, 10)])
    }

    @Test func aMaximumFreezesAnItemAndTheRestIsSharedAgain() {
        // Round 1: 30 each, the first clamped to 20 (over by 10): frozen. Round 2: 70 for two.
        expectStack(
            .horizontal(), [item(0, grow: 1, maxWidth: 20), item(0, grow: 1), item(0, grow: 1)], in: container(90, 10),
            [r(0, 0, 20, 10), r(20, 0, 35, 10), r(55, 0, 35, 10)])
    }

    @Test func freezingTakesAsManyRoundsAsItNeeds() {
        // Round 1: 25, 50, 25 — the first over its 10. Round 2: 90 shared 2:1 gives 60 and
        // 30 — the second over its 50. Round 3: the last takes the 40 left.
        expectStack(
            .horizontal(),
            [item(0, grow: 1, maxWidth: 10), item(0, grow: 2, maxWidth: 50), item(0, grow: 1)], in: line,
            [r(0, 0, 10, 10), r(10, 0, 50, 10), r(60, 0, 40, 10)])
    }

    @Test func aMinimumFreezesAShrinkingItem() {
        // 150 too long: 50 off each gives 50, under the first's 90; frozen at 90, the other
        // two give up 140 between them.
        expectStack(
            .horizontal(),
            [item(100, shrink: 1, minWidth: 90), item(100, shrink: 1), item(100, shrink: 1)], in: container(150, 10),
            [r(0, 0, 90, 10), r(90, 0, 30, 10), r(120, 0, 30, 10)])
    }

    @Test func anItemClampedBelowItsBaseDoesNotGrow() {
        // Base 50, maximum 30: it cannot grow, so it is frozen at 30 from the start and the
        // other takes all of the free 50.
        expectStack(
            .horizontal(), [item(50, grow: 1, maxWidth: 30), item(20, grow: 1)], in: line,
            [r(0, 0, 30, 10), r(30, 0, 70, 10)])
    }

    @Test func shrinkingNeverGoesBelowZero() {
        // 300 in 100 with shrink weighted by base; the result floors at 0.
        let frames = Stack.horizontal().frames(for: [item(250, shrink: 1), item(50, shrink: 10)], in: line)
        #expect(frames.allSatisfy { $0.rect.width >= 0 })
    }

    @Test func eachLineFlexesOnItsOwn() {
        // Line 1: 40 + 40 grows 1:1 into 100; line 2: one 40 grows to 100.
        expectStack(
            .horizontal(wrap: .wrap), Array(repeating: item(40, 10, grow: 1), count: 3), in: container(100, 100),
            [r(0, 0, 50, 10), r(50, 0, 50, 10), r(0, 10, 100, 10)])
    }
}
