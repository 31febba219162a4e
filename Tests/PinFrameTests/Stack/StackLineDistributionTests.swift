import PinFrame
import Testing

/// Lines across a wrapping stack: the line distribution places them in the content box,
/// with the same fallbacks on overflow; `.stretch` shares the space left among their
/// thickness. A wrapping stack is placed this way even when it makes one line.
@Suite(.quietLog)
struct StackLineDistributionTests {
    /// Two lines of one 60 × 20 item each (60 + 60 > 100) in 100 × 100: 60 left.
    static let shares: [(StackDistribution, [Double])] = [
        (.start, [0, 20]), (.center, [30, 50]), (.end, [60, 80]), (.spaceBetween, [0, 80]), (.spaceAround, [15, 65]),
        (.spaceEvenly, [20, 60]),
    ]

    @Test(arguments: shares)
    func linesShareTheSpaceLeft(_ distribution: StackDistribution, _ ys: [Double]) {
        expectStack(
            .horizontal(wrap: .wrap, lineDistribution: distribution), [item(60, 20), item(60, 20)],
            in: container(100, 100), ys.map { r(0, $0, 60, 20) })
    }

    @Test func stretchSharesTheSpaceLeftAmongTheLines() {
        // Each line 20 + 30; items without a height stretch to it.
        let auto = StackItem(width: 60, contentSize: Size(width: 0, height: 20))
        expectStack(
            .horizontal(wrap: .wrap, lineDistribution: .stretch), [auto, auto], in: container(100, 100),
            [r(0, 0, 60, 50), r(0, 50, 60, 50)])
    }

    /// Two lines 80 high in 100: 60 too many.
    static let overflows: [(StackDistribution, [Double])] = [
        (.spaceBetween, [0, 80]), (.stretch, [0, 80]), (.spaceAround, [-30, 50]), (.spaceEvenly, [-30, 50]),
        (.center, [-30, 50]), (.end, [-60, 20]),
    ]

    @Test(arguments: overflows)
    func overflowingLinesFallBack(_ distribution: StackDistribution, _ ys: [Double]) {
        expectStack(
            .horizontal(wrap: .wrap, lineDistribution: distribution), [item(60, 80), item(60, 80)],
            in: container(100, 100), ys.map { r(0, $0, 60, 80) })
    }

    @Test func lineSpacingComesBeforeTheDistribution() {
        // 100 - 40 - 10 = 50 left; centred: 25 before the first line.
        expectStack(
            .horizontal(lineSpacing: 10, wrap: .count(1), lineDistribution: .center), [item(60, 20), item(60, 20)],
            in: container(100, 100), [r(0, 25, 60, 20), r(0, 55, 60, 20)])
    }

    @Test func oneWrappedLineIsPlacedLikeAnyLine() {
        // A wrapping stack's one line is 20 thick (not the box's 100), centred, and an
        // auto height stretches to the line, not to the box.
        let auto = StackItem(width: 60, contentSize: Size(width: 0, height: 20))
        expectStack(
            .horizontal(wrap: .wrap, lineDistribution: .center), [auto], in: container(100, 100), [r(0, 40, 60, 20)])
        // Without wrapping, the one line is the whole box.
        expectStack(.horizontal(lineDistribution: .center), [auto], in: container(100, 100), [r(0, 0, 60, 100)])
    }
}
