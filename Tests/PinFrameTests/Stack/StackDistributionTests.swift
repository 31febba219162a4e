import PinFrame
import Testing

/// Main-axis placement: the distribution shares what is left after the items and spacing;
/// with an overflow, `.spaceBetween` and `.stretch` act as `.start`, `.spaceAround` and
/// `.spaceEvenly` as `.center`.
@Suite(.quietLog)
struct StackDistributionTests {
    /// Three items 20 wide in 100: 40 left over. Around: 40 / 6 at each end, 40 / 3 between.
    static let shares: [(StackDistribution, [Double])] = [
        (.start, [0, 20, 40]),
        (.center, [20, 40, 60]),
        (.end, [40, 60, 80]),
        (.spaceBetween, [0, 40, 80]),
        (.spaceAround, [40 / 6, 40, 80 - 40 / 6]),
        (.spaceEvenly, [10, 40, 70]),
        (.stretch, [0, 20, 40]),
    ]

    @Test(arguments: shares)
    func distributionsShareTheSpaceLeft(_ distribution: StackDistribution, _ xs: [Double]) {
        expectStack(
            .horizontal(distribution: distribution), Array(repeating: item(20, 10), count: 3), in: container(100, 10),
            xs.map { r($0, 0, 20, 10) })
    }

    /// Three items 50 wide in 100: 50 too long.
    static let overflows: [(StackDistribution, [Double])] = [
        (.start, [0, 50, 100]),
        (.center, [-25, 25, 75]),
        (.end, [-50, 0, 50]),
        (.spaceBetween, [0, 50, 100]),
        (.spaceAround, [-25, 25, 75]),
        (.spaceEvenly, [-25, 25, 75]),
        (.stretch, [0, 50, 100]),
    ]

    @Test(arguments: overflows)
    func overflowFallsBackToStartOrCenter(_ distribution: StackDistribution, _ xs: [Double]) {
        expectStack(
            .horizontal(distribution: distribution), Array(repeating: item(50, 10), count: 3), in: container(100, 10),
            xs.map { r($0, 0, 50, 10) })
    }

    @Test func spacingComesBeforeTheDistribution() {
        // 100 - 60 - 2 × 5 = 30 left: 15 more between each.
        expectStack(
            .horizontal(spacing: 5, distribution: .spaceBetween), Array(repeating: item(20, 10), count: 3),
            in: container(100, 10), [r(0, 0, 20, 10), r(40, 0, 20, 10), r(80, 0, 20, 10)])
    }

    @Test func aSingleItemSpacedBetweenIsAtTheStartAndAroundIsCentred() {
        expectStack(.horizontal(distribution: .spaceBetween), [item(20, 10)], in: container(100, 10), [r(0, 0, 20, 10)])
        expectStack(.horizontal(distribution: .spaceAround), [item(20, 10)], in: container(100, 10), [r(40, 0, 20, 10)])
        expectStack(.horizontal(distribution: .spaceEvenly), [item(20, 10)], in: container(100, 10), [r(40, 0, 20, 10)])
    }

    @Test func growTakesTheSpaceBeforeTheDistributionSeesIt() {
        expectStack(
            .horizontal(distribution: .end), [item(20, 10, grow: 1), item(20, 10)], in: container(100, 10),
            [r(0, 0, 80, 10), r(80, 0, 20, 10)])
    }
}
