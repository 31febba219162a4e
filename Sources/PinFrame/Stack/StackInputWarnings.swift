// The warnings a stack gives for numbers it sets aside. A stack lays out bad input by fixed
// rules (a size that is not a finite number ≥ 0 is auto, a limit none, a margin 0 …); these
// say which number was set aside and what was used instead. They are worked out only when
// someone listens (the log is on or a capture is active), so a stack costs nothing more
// when nobody does.

extension Stack {
    /// The warnings about the numbers of this stack, of a container `containerSize` large
    /// (nil when measuring) and of `items` that the layout sets aside, in that order.
    func inputWarnings(for items: [StackItem], containerSize: Size?) -> [LayoutWarning] {
        var check = InputCheck(owner: .stack)
        check.length(spacing, "spacing")
        check.length(lineSpacing, "lineSpacing")
        check.insets(padding, "padding", directional: paddingFollowsDirection)
        if case .count(let perLine) = wrap, perLine < 1 {
            check.warnings.append(
                .notApplied(
                    .invalidValue, "Stack.wrap(.count(\(perLine)))",
                    "a line must hold at least one item; one per line is used instead"))
        }
        if let containerSize {
            check.owner = .container
            check.size(containerSize.width, "width", instead: "0")
            check.size(containerSize.height, "height", instead: "0")
        }
        for index in items.indices where !items[index].numbersAreUsable {
            check.owner = .item(index)
            check.item(items[index])
        }
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

extension StackItem {
    /// Whether every number of the item is one a stack uses as given, so that it owes no
    /// warning: one sum that is 0 only when every number is finite (x − x is NaN for NaN and
    /// infinity), and a test of signs, in operators that debug builds expand too.
    var numbersAreUsable: Bool {
        let (w, h, c, d) = (width ?? 0, height ?? 0, contentSize.width, contentSize.height)
        let (a, b, e, f) = (minWidth ?? 0, maxWidth ?? 0, minHeight ?? 0, maxHeight ?? 0)
        let (t, l, o, r) = (margin.top, margin.left, margin.bottom, margin.right)
        let (g, s, q) = (grow, shrink, aspectRatio ?? 1)
        let finite =
            (w - w) + (h - h) + (c - c) + (d - d) + (a - a) + (b - b) + (e - e) + (f - f) + (t - t) + (l - l)
            + (o - o) + (r - r) + (g - g) + (s - s) + (q - q)
        let negative =
            w < 0 || h < 0 || c < 0 || d < 0 || a < 0 || b < 0 || e < 0 || f < 0 || t < 0 || l < 0 || o < 0
            || r < 0 || g < 0 || s < 0 || q <= 0
        return finite == 0 && !negative
    }
}

/// The measure function of a stack laid out without one: never called, as no item is
/// measured then.
func measuresNothing(_ index: Int, _ proposal: Size) -> Size { .zero }

/// Whether `value` is a finite number ≥ 0: a length a stack uses as given.
func isUsableLength(_ value: Double) -> Bool { value.isFinite && value >= 0 }

/// The warnings of one stack's input, gathered field by field. Each field is a number test;
/// a rule's text is only written for a number that fails it.
private struct InputCheck {
    /// Whose numbers are being checked: the stack's, the container's or an item's.
    enum Owner {
        case stack, container
        case item(Int)

        /// How a field of this owner is named in a warning's rule.
        func name(_ field: String) -> String {
            switch self {
            case .stack: "Stack.\(field)"
            case .container: "container.\(field)"
            case .item(let index): "StackItem[\(index)].\(field)"
            }
        }
    }

    var owner: Owner
    var warnings: [LayoutWarning] = []

    init(owner: Owner) { self.owner = owner }

    /// A number that must be a finite number ≥ 0 (a margin, spacing, grow or shrink); 0
    /// is used for any other.
    mutating func length(_ value: Double, _ field: StaticString) {
        size(value, field, instead: "0", negativeKind: .invalidValue)
    }

    /// A number that must be a finite number ≥ 0, where `instead` is what is used for any
    /// other. A negative one is `negativeKind`, a non-finite one `.invalidValue`.
    mutating func size(
        _ value: Double?, _ field: StaticString, instead: StaticString,
        negativeKind: LayoutWarning.Kind = .negativeSize
    ) {
        guard let value, !isUsableLength(value) else { return }
        let path = "\(field)"
        let rule = "\(owner.name(path))(\(formatted(value)))"
        let last = path.split(separator: ".").last.map(String.init) ?? path
        warnings.append(
            value.isNaN || value.isInfinite
                ? .notApplied(.invalidValue, rule, "the \(last) is not a finite number; \(instead) is used instead")
                : .notApplied(
                    negativeKind, rule, "the \(last) must be greater than or equal to zero; \(instead) is used instead")
        )
    }

    /// `directional`: the insets were given as ``DirectionalEdgeInsets``, whose left and right
    /// are named leading and trailing.
    mutating func insets(_ insets: EdgeInsets, _ field: StaticString, directional: Bool) {
        // Named only when a side fails.
        guard
            !(isUsableLength(insets.top) && isUsableLength(insets.left) && isUsableLength(insets.bottom)
                && isUsableLength(insets.right))
        else { return }
        let prefix = "\(field)"
        for (value, side) in [
            (insets.top, "top"), (insets.left, directional ? "leading" : "left"), (insets.bottom, "bottom"),
            (insets.right, directional ? "trailing" : "right"),
        ]
        where !isUsableLength(value) {
            let rule = "\(owner.name(prefix + "." + side))(\(formatted(value)))"
            warnings.append(
                value.isNaN || value.isInfinite
                    ? .notApplied(.invalidValue, rule, "the \(side) is not a finite number; 0 is used instead")
                    : .notApplied(
                        .invalidValue, rule, "the \(side) must be greater than or equal to zero; 0 is used instead"))
        }
    }

    mutating func item(_ item: borrowing StackItem) {
        size(item.width, "width", instead: "its content's width")
        size(item.height, "height", instead: "its content's height")
        size(item.contentSize.width, "contentSize.width", instead: "0")
        size(item.contentSize.height, "contentSize.height", instead: "0")
        size(item.minWidth, "minWidth", instead: "no limit")
        size(item.maxWidth, "maxWidth", instead: "no limit")
        size(item.minHeight, "minHeight", instead: "no limit")
        size(item.maxHeight, "maxHeight", instead: "no limit")
        insets(item.margin, "margin", directional: item.marginFollowsDirection)
        length(item.grow, "grow")
        length(item.shrink, "shrink")
        if let ratio = item.aspectRatio, !(ratio.isFinite && ratio > 0) {
            warnings.append(
                .notApplied(
                    .invalidValue, "\(owner.name("aspectRatio"))(\(formatted(ratio)))",
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
