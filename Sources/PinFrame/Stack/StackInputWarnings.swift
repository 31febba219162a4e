// The warnings a stack gives for numbers it sets aside. A stack lays out bad input by fixed
// rules (a size that is not a finite number ≥ 0 is auto, a limit none, a margin 0 …); these
// say which number was set aside and what was used instead. They are worked out only when
// someone listens (the log is on or a capture is active), so a stack costs nothing more
// when nobody does.

extension Stack {
    /// The warnings about the numbers of this stack, of a container `containerSize` large
    /// (nil when measuring) and of `items` that the layout sets aside, in that order.
    func inputWarnings(for items: [StackItem], containerSize: Size?) -> [LayoutWarning] {
        var check = InputCheck()
        check.length(spacing, "Stack.spacing")
        check.length(lineSpacing, "Stack.lineSpacing")
        check.insets(padding, "Stack.padding")
        if case .count(let perLine) = wrap, perLine < 1 {
            check.warnings.append(
                .notApplied(
                    .invalidValue, "Stack.wrap(.count(\(perLine)))",
                    "a line must hold at least one item; one per line is used instead"))
        }
        if let containerSize {
            check.size(containerSize.width, "container.width", instead: "0")
            check.size(containerSize.height, "container.height", instead: "0")
        }
        for (index, item) in items.enumerated() { check.item(item, "StackItem[\(index)]") }
        return check.warnings
    }
}

/// Lays out `body` with `measure`, and reports the stack's bad input and, once an item, a
/// measure answer it sets aside. For when someone listens (`Pin.isListening`).
@inline(never)
func reportingBadInput<Result>(
    of stack: Stack, _ items: [StackItem], containerSize: Size?, measure: StackMeasure,
    body: (StackMeasure) -> Result
) -> Result {
    // Not escaping: the function is only passed on to `body`, which the exclusivity rules
    // otherwise refuse for two non-escaping closures.
    withoutActuallyEscaping(measure) { measure in
        var warnings = stack.inputWarnings(for: items, containerSize: containerSize)
        var answeredBadly = Set<Int>()
        let result = body { index, proposal in
            let answer = measure(index, proposal)
            if !(isUsableLength(answer.width) && isUsableLength(answer.height)), answeredBadly.insert(index).inserted {
                warnings.append(.badMeasurement(answer, of: index, for: proposal))
            }
            return answer
        }
        Pin.deliver(warnings)
        return result
    }
}

/// The measure function of a stack laid out without one: never called, as no item is
/// measured then.
func measuresNothing(_ index: Int, _ proposal: Size) -> Size { .zero }

/// Whether `value` is a finite number ≥ 0: a length a stack uses as given.
func isUsableLength(_ value: Double) -> Bool { value.isFinite && value >= 0 }

/// The warnings of one stack's input, gathered field by field.
private struct InputCheck {
    var warnings: [LayoutWarning] = []

    /// A number that must be a finite number ≥ 0 (a margin, spacing, grow or shrink); 0
    /// is used for any other.
    mutating func length(_ value: Double, _ name: String) {
        size(value, name, instead: "0", negativeKind: .invalidValue)
    }

    /// A number that must be a finite number ≥ 0, where `instead` is what is used for any
    /// other. A negative one is `negativeKind`, a non-finite one `.invalidValue`.
    mutating func size(
        _ value: Double?, _ name: String, instead: String, negativeKind: LayoutWarning.Kind = .negativeSize
    ) {
        guard let value, !isUsableLength(value) else { return }
        let rule = "\(name)(\(formatted(value)))"
        let field = name.split(separator: ".").last.map(String.init) ?? name
        warnings.append(
            value.isNaN || value.isInfinite
                ? .notApplied(.invalidValue, rule, "the \(field) is not a finite number; \(instead) is used instead")
                : .notApplied(
                    negativeKind, rule,
                    "the \(field) must be greater than or equal to zero; \(instead) is used instead"))
    }

    mutating func insets(_ insets: EdgeInsets, _ name: String) {
        length(insets.top, "\(name).top")
        length(insets.left, "\(name).left")
        length(insets.bottom, "\(name).bottom")
        length(insets.right, "\(name).right")
    }

    mutating func item(_ item: StackItem, _ name: String) {
        size(item.width, "\(name).width", instead: "its content's width")
        size(item.height, "\(name).height", instead: "its content's height")
        size(item.contentSize.width, "\(name).contentSize.width", instead: "0")
        size(item.contentSize.height, "\(name).contentSize.height", instead: "0")
        for (limit, field) in [
            (item.minWidth, "minWidth"), (item.maxWidth, "maxWidth"), (item.minHeight, "minHeight"),
            (item.maxHeight, "maxHeight"),
        ] {
            size(limit, "\(name).\(field)", instead: "no limit")
        }
        insets(item.margin, "\(name).margin")
        length(item.grow, "\(name).grow")
        length(item.shrink, "\(name).shrink")
        if let ratio = item.aspectRatio, !(ratio.isFinite && ratio > 0) {
            warnings.append(
                .notApplied(
                    .invalidValue, "\(name).aspectRatio(\(formatted(ratio)))",
                    "the ratio must be a finite number greater than zero; no ratio is used"))
        }
    }
}

extension LayoutWarning {
    /// The warning for a stack's measure function answering `answer`, which is not finite
    /// and ≥ 0 on some axis, for item `index` asked with `proposal`.
    static func badMeasurement(_ answer: Size, of index: Int, for proposal: Size) -> LayoutWarning {
        .notApplied(
            .invalidValue, "measure(StackItem[\(index)])",
            "it answered \(answer) for \(proposal); a width or height that is not a finite number ≥ 0 counts as 0")
    }
}
