import PinFrame
import Testing

/// Bad input never traps and never gives a non-finite frame: a non-finite or negative size,
/// margin, spacing, grow or shrink counts as 0 (a size as auto); a min/max that is not a
/// finite number ≥ 0 is no limit; a ratio that is not a finite number > 0 is none; a measure
/// function's answer that is not a finite number ≥ 0 counts as 0.
@Suite(.quietLog)
struct StackBadInputTests {
    static let hostile: [Double] = [.nan, .infinity, -.infinity, -1, -0.0, .greatestFiniteMagnitude, 1e308]

    @Test func badSizesAreAutoAndBadLimitsNoLimit() {
        // Width NaN and -10: auto (content 7). Limits NaN and -1: none.
        let items = [
            StackItem(width: .nan, contentSize: Size(width: 7, height: 0)),
            StackItem(width: -10, contentSize: Size(width: 7, height: 0), minWidth: .nan, maxWidth: -1),
        ]
        expectStack(.horizontal(), items, in: container(100, 10), [r(0, 0, 7, 10), r(7, 0, 7, 10)])
    }

    @Test func badMarginsSpacingAndFactorsCountAsZero() {
        let margin = EdgeInsets(top: .nan, left: -5, bottom: .infinity, right: .nan)
        let stack = Stack.horizontal(
            spacing: .nan, lineSpacing: -3,
            padding: EdgeInsets(top: -1, left: .nan, bottom: .infinity, right: -.infinity))
        expectStack(
            stack, [item(20, margin: margin), item(20, grow: -1), item(20, grow: .nan, shrink: .infinity)],
            in: container(100, 10), [r(0, 0, 20, 10), r(20, 0, 20, 10), r(40, 0, 20, 10)])
    }

    @Test func aContainerWithBadSizesLaysOutInNothing() {
        let card = Frame(x: 0, y: 0, width: .nan, height: -5, in: stackRoot)
        let frames = Stack.horizontal().frames(for: [item(20, 10), StackItem(grow: 1)], in: card)
        #expect(frames.map(\.rect) == [r(0, 0, 20, 10), r(20, 0, 0, 0)])
    }

    @Test func hostileProposalsGiveFiniteSizes() {
        let stack = Stack.horizontal(wrap: .wrap)
        let items = [item(20, 10), item(30, 5)]
        #expect(stack.size(for: items, fitting: Size(width: .nan, height: .nan)) == Size(width: 50, height: 10))
        // Negative counts as 0, the narrowest: a wrapping row as wide as its widest item (30),
        // each item on a line of its own (10 + 5); across, the content's extent.
        #expect(stack.size(for: items, fitting: Size(width: -5, height: -.infinity)) == Size(width: 30, height: 15))
    }

    /// Every field of items and stack from hostile numbers, in random combinations (seeded,
    /// so a failure repeats): frames are finite, sizes non-negative, one per item, no trap.
    @Test func randomHostileInputGivesFiniteFrames() {
        var generator = SeededGenerator(state: 0x5EED_57AC)
        func number() -> Double {
            generator.next() % 3 == 0
                ? Self.hostile[Int(generator.next() % UInt64(Self.hostile.count))]
                : Double(generator.next() % 200) - 20
        }
        func maybe() -> Double? { generator.next() % 3 == 0 ? nil : number() }
        let alignments: [StackAlignment?] = [nil, .start, .center, .end, .stretch]
        let distributions: [StackDistribution] = [
            .start, .center, .end, .spaceBetween, .spaceAround, .spaceEvenly, .stretch,
        ]
        let wraps: [StackWrap] = [.none, .wrap, .count(2), .count(0), .count(-1), .count(Int.max)]
        for _ in 0..<3000 {
            let items = (0..<Int(generator.next() % 8)).map { _ in
                StackItem(
                    width: maybe(), height: maybe(), contentSize: Size(width: number(), height: number()),
                    measuresContent: generator.next() % 2 == 0, aspectRatio: maybe(),
                    minWidth: maybe(), maxWidth: maybe(), minHeight: maybe(), maxHeight: maybe(),
                    margin: EdgeInsets(top: number(), left: number(), bottom: number(), right: number()),
                    grow: number(), shrink: number(), alignment: alignments[Int(generator.next() % 5)],
                    isHidden: generator.next() % 7 == 0)
            }
            let stack = Stack(
                generator.next() % 2 == 0 ? .horizontal : .vertical, spacing: number(), lineSpacing: number(),
                padding: EdgeInsets(top: number(), left: number(), bottom: number(), right: number()),
                distribution: distributions[Int(generator.next() % 7)],
                alignment: alignments[1 + Int(generator.next() % 4)] ?? .start,
                wrap: wraps[Int(generator.next() % 6)], lineDistribution: distributions[Int(generator.next() % 7)],
                isReversed: generator.next() % 2 == 0)
            let scale: Double? = [nil, 1, 2, 3, .nan][Int(generator.next() % 5)]
            let root = Frame(width: 400, height: 400, direction: generator.next() % 2 == 0 ? .ltr : .rtl, scale: scale)
            let box = Frame(x: number(), y: number(), width: number(), height: number(), in: root)
            // Measured items answer with hostile numbers too.
            let answers = (0..<items.count).map { _ in Size(width: number(), height: number()) }
            func measure(_ index: Int, _ proposal: Size) -> Size { answers[index] }
            for frames in [stack.frames(for: items, in: box), stack.frames(for: items, in: box, measure: measure)] {
                #expect(frames.count == items.count)
                for frame in frames {
                    let rect = frame.rect
                    #expect(
                        [rect.x, rect.y, rect.width, rect.height].allSatisfy(\.isFinite) && rect.width >= 0
                            && rect.height >= 0, "\(stack) \(items) in \(box)")
                }
            }
            let proposal = Size(width: number(), height: number())
            for size in [
                stack.size(for: items, fitting: proposal), stack.size(for: items, fitting: proposal, measure: measure),
            ] {
                #expect(size.width.isFinite && size.height.isFinite && size.width >= 0 && size.height >= 0)
            }
        }
    }

    @Test func hugeGrowFactorsShareByTheirRatio() {
        // 1e308 + 1e308 overflows; the shares are still a half each of the 100.
        let row = container(100, 20)
        expectStack(
            .horizontal(), [StackItem(grow: 1e308), StackItem(grow: 1e308)], in: row,
            [
                r(0, 0, 50, 20), r(50, 0, 50, 20),
            ])
        // 1e308 : 1 : the largest double. The middle share is too small to show.
        let largest = Double.greatestFiniteMagnitude
        let first = 100 * (1e308 / largest) / (1e308 / largest + 1 / largest + 1)
        let frames = Stack.horizontal().frames(
            for: [StackItem(grow: 1e308), StackItem(grow: 1), StackItem(grow: largest)], in: row)
        #expect((frames[0].rect.width - first).magnitude < 1e-9)
        #expect((frames[2].rect.width - (100 - first)).magnitude < 1e-9)
    }

    @Test func hugeShrinkFactorsShareByTheirRatio() {
        // 80 + 80 in 100: 60 to give up, in the ratio 10 : 3 of the factors (the bases are equal).
        let items = [StackItem(width: 80, shrink: 1e308), StackItem(width: 80, shrink: 3e307)]
        expectStack(
            .horizontal(), items, in: container(100, 20),
            [
                r(0, 0, 80 - 60 * 10 / 13, 20), r(80 - 60 * 10 / 13, 0, 80 - 60 * 3 / 13, 20),
            ])
        let even = [StackItem(width: 80, shrink: 1e308), StackItem(width: 80, shrink: 1e308)]
        expectStack(.horizontal(), even, in: container(100, 20), [r(0, 0, 50, 20), r(50, 0, 50, 20)])
    }

    @Test func itemsTooLongToAddUpMeasureTheLargestLength() {
        // 1e308 + 1e308 overflows: the size is the largest finite number, not 0.
        let size = Stack.horizontal().size(
            for: [StackItem(width: 1e308, height: 5), StackItem(width: 1e308, height: 5)],
            fitting: Size(width: .infinity, height: .infinity))
        #expect(size == Size(width: .greatestFiniteMagnitude, height: 5))
    }

    @Test func aHugePaddingMeasuresAContainerThatHoldsItsItems() {
        // With a padding of 1e17, 131 + 2e17 rounds to 2e17 + 128, which left 128 inside:
        // the row then wrapped where it had measured one line.
        let stack = Stack.horizontal(spacing: 3, padding: EdgeInsets(all: 1e17), wrap: .wrap)
        let items = [item(50, 10), item(30, 10), item(45, 7)]
        let root = Frame(width: 4e17, height: 4e17)
        for proposal in [Size(width: .infinity, height: .infinity), Size(width: 0, height: .infinity)] {
            let size = stack.size(for: items, fitting: proposal)
            let inner = Size(width: size.width - 1e17 - 1e17, height: size.height - 1e17 - 1e17)
            let frames = stack.frames(
                for: items, in: Frame(x: 0, y: 0, width: size.width, height: size.height, in: root))
            // Each line starts at the padding (y values this large are too coarse to tell lines apart).
            let lines = frames.filter { $0.rect.x == 1e17 }.count
            // The lines measured (one when open, one an item at the narrowest) fit inside.
            #expect(lines == (proposal.width == 0 ? 3 : 1), "\(proposal)")
            #expect(inner.width >= (proposal.width == 0 ? 50 : 131) && inner.height >= (proposal.width == 0 ? 27 : 10))
        }
    }
}
