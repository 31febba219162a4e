import PinFrame
import Testing

/// Random stacks with measured items and aspect ratios (seeded, so a failure repeats): the
/// measure function is asked at most three times per measured item and layout, never about
/// the others; frames are finite; a wrapping stack's size is the extent of its frames.
@Suite(.quietLog)
struct StackContentPropertyTests {
    struct Random {
        var generator: SeededGenerator

        mutating func pick<T>(_ choices: [T]) -> T { choices[Int(generator.next() % UInt64(choices.count))] }
        mutating func chance(_ percent: UInt64) -> Bool { generator.next() % 100 < percent }
        mutating func maybe(_ percent: UInt64, _ choices: [Double]) -> Double? { chance(percent) ? pick(choices) : nil }

        mutating func item() -> StackItem {
            let sides = [0.0, 0, 2, 5]
            return StackItem(
                width: maybe(20, [0, 10, 30, 60, 120]), height: maybe(20, [0, 10, 30, 60]),
                contentSize: Size(width: pick([0, 15, 40]), height: pick([0, 12])), measuresContent: chance(50),
                aspectRatio: maybe(20, [0.5, 1, 2, 3]), minWidth: maybe(15, [0, 15, 40]),
                maxWidth: maybe(15, [10, 50, 90]),
                minHeight: maybe(15, [0, 15]), maxHeight: maybe(15, [10, 50]),
                margin: EdgeInsets(top: pick(sides), left: pick(sides), bottom: pick(sides), right: pick(sides)),
                grow: pick([0, 0, 1, 2]), shrink: pick([0, 1, 1, 3]),
                alignment: chance(20) ? pick([.start, .center, .end, .stretch]) : nil, isHidden: chance(8))
        }

        mutating func stack() -> Stack {
            Stack(
                pick([.horizontal, .vertical]), spacing: pick([0, 4]), lineSpacing: pick([0, 5]),
                padding: EdgeInsets(all: pick([0, 3])), distribution: pick([.start, .center, .spaceBetween]),
                alignment: pick([.start, .center, .end, .stretch]), wrap: pick([.none, .wrap, .count(2)]),
                isReversed: chance(20))
        }
    }

    /// Words for item `index`: from one to five, 10 to 50 wide.
    static func text(_ index: Int) -> Text {
        Text((0...(index % 5)).map { Double(10 + (index * 7 + $0 * 13) % 5 * 10) }, lineHeight: 12)
    }

    /// A measure function that answers as text (or, for every seventh item, with numbers that
    /// are not a length) and counts its calls by index.
    final class CountingMeasure {
        var calls: [Int: Int] = [:]

        func callAsFunction(_ index: Int, _ proposal: Size) -> Size {
            calls[index, default: 0] += 1
            return index % 7 == 6
                ? Size(width: .nan, height: -3) : StackContentPropertyTests.text(index).size(fitting: proposal)
        }
    }

    @Test func measureIsAskedAtMostThreeTimesAnItemAndNeverAboutOthers() {
        var random = Random(generator: SeededGenerator(state: 0xC0_7E47))
        for _ in 0..<3000 {
            let stack = random.stack()
            let items = (0..<Int(random.generator.next() % 8)).map { _ in random.item() }
            let width = random.pick([0.0, 60, 150, 300])
            let height = random.pick([0.0, 40, 200])
            let asked = Set(items.indices.filter { items[$0].measuresContent && !items[$0].isHidden })
            let box = container(width, height, direction: random.chance(30) ? .rtl : .ltr)
            let counter = CountingMeasure()
            let frames = stack.frames(for: items, in: box, measure: counter.callAsFunction)
            // An item in a column that is wider than the column may be asked for its narrowest
            // width too (its fit-content width is never below it): one ask more.
            let column = stack.axis == .vertical
            expectAskedAtMostThrice(counter, only: asked, "\(stack) \(items) in \(box.rect)", more: column ? 1 : 0)
            #expect(frames.count == items.count)
            for frame in frames {
                let r = frame.rect
                #expect([r.x, r.y, r.width, r.height].allSatisfy(\.isFinite) && r.width >= 0 && r.height >= 0)
            }
            for proposal in [
                Size(width: width, height: .infinity), Size(width: .infinity, height: .infinity),
                Size(width: 0, height: 0), Size(width: width, height: height),
            ] {
                let counter = CountingMeasure()
                let size = stack.size(for: items, fitting: proposal, measure: counter.callAsFunction)
                // A column asked for its narrowest width asks each item for 0 across first,
                // then lays out at that width: one ask more.
                let narrowestColumn = column && proposal.width <= 0
                expectAskedAtMostThrice(
                    counter, only: asked, "\(stack) \(items) fitting \(proposal)",
                    more: (column ? 1 : 0) + (narrowestColumn ? 1 : 0))
                #expect(size.width.isFinite && size.height.isFinite && size.width >= 0 && size.height >= 0)
            }
        }
    }

    func expectAskedAtMostThrice(
        _ counter: CountingMeasure, only asked: Set<Int>, _ context: String, more: Int = 0,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let bound = 3 + more
        #expect(
            counter.calls.allSatisfy { asked.contains($0.key) && $0.value <= bound },
            "calls \(counter.calls): \(context)", sourceLocation: sourceLocation)
    }

    @Test func aWrappingStacksSizeIsTheExtentOfItsFrames() {
        var random = Random(generator: SeededGenerator(state: 0x51_2E))
        for _ in 0..<2000 {
            var stack = random.stack()
            stack.wrap = random.pick([.wrap, .count(2)])
            stack.lineDistribution = .start
            let items = (0..<(1 + Int(random.generator.next() % 7))).map { _ in random.item() }
            func measure(_ index: Int, _ proposal: Size) -> Size { Self.text(index).size(fitting: proposal) }
            let main = random.pick([60.0, 150, 300])
            let horizontal = stack.axis == .horizontal
            let proposal = horizontal ? Size(width: main, height: .infinity) : Size(width: .infinity, height: main)
            let size = stack.size(for: items, fitting: proposal, measure: measure)
            let frames = stack.frames(for: items, in: container(size.width, size.height), measure: measure)
            // The far cross edge of the last line: the largest of the items' far edges with their
            // margins, plus the padding.
            var extent = 0.0
            for (frame, item) in zip(frames, items) where !item.isHidden {
                let r = frame.rect
                extent = max(
                    extent, horizontal ? r.maxY + max(0, item.margin.bottom) : r.maxX + max(0, item.margin.right))
            }
            let expected = horizontal ? size.height : size.width
            let padding = horizontal ? stack.padding.bottom : stack.padding.right
            #expect(
                abs(extent + padding - expected) < 1e-9 || items.allSatisfy(\.isHidden),
                "extent \(extent) + \(padding) vs size \(size): \(stack) \(items)")
        }
    }
}
