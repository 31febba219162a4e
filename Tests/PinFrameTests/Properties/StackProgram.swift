// Random stacks: a stack, its items, a container and what a measure function answers, every
// choice drawn from a `ChoiceSource` (a seeded generator in the tests, the fuzzer's bytes in
// Fuzz/). Numbers come from `ProgramNumbers`, as the chains' do: with `hostile`, NaN and
// infinities too.

#if canImport(PinFrame)
    import PinFrame
#endif

/// One stack laid out once: what `StackInvariants` checks.
struct StackProgram {
    var stack: Stack
    var items: [StackItem]
    /// The container's rect in a root of this scale and direction.
    var container: Rect
    var scale: Double?
    var direction: LayoutDirection
    /// What the measure function answers for each item: a fixed size, or (nil) text of
    /// `words(index)` wrapped at the width offered.
    var answers: [Size?]
    /// What `size(for:fitting:)` is asked.
    var proposal: Size

    /// The measure function: the item's fixed answer or its text wrapped to the proposal.
    func measure(_ index: Int, _ proposal: Size) -> Size {
        guard index >= 0, index < answers.count else { return .zero }
        if let answer = answers[index] { return answer }
        return StackProgram.wrapped(words: StackProgram.words(index), width: proposal.width)
    }

    /// Words for item `index`: one to four, 10 to 40 wide.
    static func words(_ index: Int) -> [Double] { (0...(index % 4)).map { Double(10 + (index + $0 * 3) % 4 * 10) } }

    /// Words laid out greedily in lines `width` wide (0 or less: the narrowest, one word a
    /// line; infinite: one line), 10 high each.
    static func wrapped(words: [Double], width: Double) -> Size {
        let room = width > 0 ? width : 0
        var (lines, line, widest) = (0, 0.0, 0.0)
        for word in words {
            if lines > 0, line + word <= room {
                line += word
            } else {
                (lines, line) = (lines + 1, word)
            }
            widest = max(widest, line)
        }
        return Size(width: widest, height: Double(lines) * 10)
    }

    /// The program as Swift code, to paste into a test.
    var code: String {
        var lines = [
            "let root = Frame(width: 400, height: 400, direction: .\(direction), scale: \(scale.map { "\($0)" } ?? "nil"))"
        ]
        lines.append("let container = Frame(\(container), in: root)")
        lines.append("let stack = \(stack)")
        lines.append("let items = \(items)")
        lines.append("let answers = \(answers)   // nil: wrapped text")
        lines.append("let proposal = \(proposal)")
        return lines.joined(separator: "\n")
    }
}

extension ProgramGenerator {
    /// A length of everyday size (0 to 120), or, one time in five, any number.
    mutating func stackLength() -> Double {
        source.oneIn(5) ? number() : source.pick([0, 0, 2, 5, 10, 24, 40, 60, 120])
    }

    /// An item: every field drawn, most left at their defaults.
    mutating func stackItem() -> StackItem {
        func sometimes(_ value: () -> Double?) -> Double? { source.oneIn(3) ? value() : nil }
        let margin =
            source.oneIn(3)
            ? EdgeInsets(top: stackLength(), left: stackLength(), bottom: stackLength(), right: stackLength()) : .zero
        let item = StackItem(
            width: sometimes { stackLength() }, height: sometimes { stackLength() },
            contentSize: Size(width: stackLength(), height: stackLength()), measuresContent: source.oneIn(3),
            aspectRatio: source.oneIn(5) ? source.pick([0.5, 1, 2, number()]) : nil,
            minWidth: source.oneIn(6) ? stackLength() : nil, maxWidth: source.oneIn(6) ? stackLength() : nil,
            minHeight: source.oneIn(6) ? stackLength() : nil, maxHeight: source.oneIn(6) ? stackLength() : nil,
            margin: margin, grow: source.oneIn(3) ? source.pick([1, 2, number()]) : 0,
            shrink: source.oneIn(3) ? source.pick([1, 3, number()]) : 0,
            alignment: source.oneIn(4) ? source.pick([.start, .center, .end, .stretch]) : nil,
            isHidden: source.oneIn(10))
        return withFlexFields(item)
    }

    /// A stack, its items (up to `maxItems`), container and measure answers.
    mutating func stackProgram(maxItems: Int = 8) -> StackProgram {
        let stack = stack()
        let items = (0..<source.below(maxItems + 1)).map { _ in stackItem() }
        let answers = items.indices.map { _ in
            source.oneIn(2) ? nil : Size(width: stackLength(), height: stackLength())
        }
        let container = Rect(
            x: source.oneIn(4) ? number() : source.pick([0, 10, 12.5]),
            y: source.oneIn(4) ? number() : source.pick([0, 10]),
            width: source.oneIn(4) ? number() : source.pick([0, 50, 100, 320, 400]),
            height: source.oneIn(4) ? number() : source.pick([0, 40, 100, 400]))
        let open = Double.infinity
        let proposal = Size(
            width: source.oneIn(4) ? number() : source.pick([open, open, 0, 60, 150, 320]),
            height: source.oneIn(4) ? number() : source.pick([open, open, 0, 100]))
        return StackProgram(
            stack: stack, items: items, container: container,
            scale: source.oneIn(3) ? source.pick([1, 2, 3, number()]) : nil,
            direction: source.oneIn(4) ? .rtl : .ltr, answers: answers, proposal: proposal)
    }

    /// A stack: every field drawn.
    mutating func stack() -> Stack {
        let distributions: [StackDistribution] = [
            .start, .center, .end, .spaceBetween, .spaceAround, .spaceEvenly, .stretch,
        ]
        let wraps: [StackWrap] = [
            .none, .none, .wrap, .wrap, .wrapReverse, .count(2), .count(3), .count(0), .count(-1),
        ]
        return Stack(
            source.bool() ? .horizontal : .vertical, spacing: source.oneIn(2) ? 0 : stackLength(),
            lineSpacing: source.oneIn(2) ? 0 : stackLength(),
            padding: source.oneIn(2)
                ? .zero
                : EdgeInsets(top: stackLength(), left: stackLength(), bottom: stackLength(), right: stackLength()),
            distribution: source.pick(distributions), alignment: source.pick([.start, .center, .end, .stretch]),
            wrap: source.pick(wraps), lineDistribution: source.pick(distributions), isReversed: source.oneIn(4))
    }
}
