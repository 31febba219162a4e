// The warnings a stack or a grid gives for numbers it sets aside. Such a layout lays out bad
// input by fixed rules (a size that is not a finite number ≥ 0 is auto, a limit none, a
// margin 0 …); these say which number was set aside and what was used instead. They are
// worked out only when someone listens (the log is on or a capture is active), so a layout
// costs nothing more when nobody does.

/// The warnings of one layout's input (a stack's or a grid's), gathered field by field. Each
/// field is a number test; a rule's text is only written for a number that fails it.
struct InputCheck {
    /// Whose numbers are being checked: the layout's, the container's or an item's.
    enum Owner {
        case stack, grid, container
        case stackItem(Int)
        case gridItem(Int)
        /// A tree's node, by id, and what of it is checked (`Stack`, `StackItem` …).
        case node(Int, StaticString)

        /// How a field of this owner is named in a warning's rule.
        func name(_ field: String) -> String {
            switch self {
            case .stack: "Stack.\(field)"
            case .grid: "Grid.\(field)"
            case .container: "container.\(field)"
            case .stackItem(let index): "StackItem[\(index)].\(field)"
            case .gridItem(let index): "GridItem[\(index)].\(field)"
            case .node(let id, let part): "LayoutTree[\(id)].\(part).\(field)"
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

    /// An item's sizes and limits: a size that is not a finite number ≥ 0 is auto (its
    /// content's), a content size 0, a limit none.
    mutating func sizes(
        width: Dimension?, height: Dimension?, contentSize: Size, minWidth: Dimension?, maxWidth: Dimension?,
        minHeight: Dimension?, maxHeight: Dimension?
    ) {
        size(width, "width", instead: "its content's width")
        size(height, "height", instead: "its content's height")
        size(contentSize.width, "contentSize.width", instead: "0")
        size(contentSize.height, "contentSize.height", instead: "0")
        size(minWidth, "minWidth", instead: "no limit")
        size(maxWidth, "maxWidth", instead: "no limit")
        size(minHeight, "minHeight", instead: "no limit")
        size(maxHeight, "maxHeight", instead: "no limit")
    }

    /// A size or limit that is a ``Dimension``: points as `size(_:_:instead:)` checks them; a
    /// percentage that is not finite counts as 0%, a negative one as `instead`.
    mutating func size(_ value: Dimension?, _ field: StaticString, instead: StaticString) {
        switch value {
        case nil: return
        case .points(let points): size(points, field, instead: instead)
        case .percent(let share):
            guard !isUsableLength(share) else { return }
            let rule = "\(owner.name("\(field)"))(\(formatted(share))%)"
            warnings.append(
                share.isFinite
                    ? .notApplied(
                        .negativeSize, rule,
                        "the \(field) must be greater than or equal to zero; \(instead) is used instead")
                    : .notApplied(.invalidValue, rule, "the \(field) is not a finite number; 0% is used instead"))
        }
    }

    /// Offsets, which may be negative but must be finite; a side that is not is auto.
    mutating func offsets(_ offsets: Offsets) {
        for (value, side) in [
            (offsets.top, "top"), (offsets.left, "left"), (offsets.bottom, "bottom"), (offsets.right, "right"),
        ] {
            guard let value, !value.number.isFinite else { continue }
            let written = value.isPercent ? "\(formatted(value.number))%" : formatted(value.number)
            warnings.append(
                .notApplied(
                    .invalidValue, "\(owner.name("offsets.\(side)"))(\(written))",
                    "the offset is not a finite number; auto is used instead"))
        }
    }

    /// An aspect ratio, which must be a finite number > 0; no ratio is used for any other.
    mutating func ratio(_ aspectRatio: Double?) {
        guard let ratio = aspectRatio, !(ratio.isFinite && ratio > 0) else { return }
        warnings.append(
            .notApplied(
                .invalidValue, "\(owner.name("aspectRatio"))(\(formatted(ratio)))",
                "the ratio must be a finite number greater than zero; no ratio is used"))
    }
}

/// Whether an item's sizes, limits, margin, ratio (and a stack item's grow and shrink) are
/// all numbers a layout uses as given, so that it owes no warning: one sum that is 0 only when
/// every number is finite (x − x is NaN for NaN and infinity), and a test of signs, in
/// operators that debug builds expand too.
func itemNumbersAreUsable(
    width: Dimension?, height: Dimension?, contentSize: Size, minWidth: Dimension?, maxWidth: Dimension?,
    minHeight: Dimension?, maxHeight: Dimension?, margin: EdgeInsets, aspectRatio: Double?, basis: Dimension? = nil,
    offsets: Offsets, grow: Double = 0, shrink: Double = 0
) -> Bool {
    let (w, h, c, d) = (width?.number ?? 0, height?.number ?? 0, contentSize.width, contentSize.height)
    let (a, b, e, f) = (minWidth?.number ?? 0, maxWidth?.number ?? 0, minHeight?.number ?? 0, maxHeight?.number ?? 0)
    let (t, l, o, r) = (margin.top, margin.left, margin.bottom, margin.right)
    let (g, s, q, z) = (grow, shrink, aspectRatio ?? 1, basis?.number ?? 0)
    // Offsets may be negative; they only need to be finite.
    let (ot, ol, ob, or) =
        (offsets.top?.number ?? 0, offsets.left?.number ?? 0, offsets.bottom?.number ?? 0, offsets.right?.number ?? 0)
    let finite =
        (w - w) + (h - h) + (c - c) + (d - d) + (a - a) + (b - b) + (e - e) + (f - f) + (t - t) + (l - l)
        + (o - o) + (r - r) + (g - g) + (s - s) + (q - q) + (z - z) + (ot - ot) + (ol - ol) + (ob - ob) + (or - or)
    let negative =
        w < 0 || h < 0 || c < 0 || d < 0 || a < 0 || b < 0 || e < 0 || f < 0 || t < 0 || l < 0 || o < 0
        || r < 0 || g < 0 || s < 0 || q <= 0 || z < 0
    return finite == 0 && !negative
}

/// Lays out `body` with `measure`, and reports `warnings` (a layout's bad input) and, once an
/// item, a measure answer it sets aside, naming the item `itemType[index]`. For when someone
/// listens (`Pin.isListening`).
@inline(never)
func reportingBadInput<Result>(
    _ warnings: [LayoutWarning], itemType: StaticString, measure: StackMeasure, fileID: StaticString, line: UInt,
    body: (StackMeasure) -> Result
) -> Result {
    // Not escaping: the function is only passed on to `body`, which the exclusivity rules
    // otherwise refuse for two non-escaping closures.
    withoutActuallyEscaping(measure) { measure in
        var warnings = warnings
        var answeredBadly = Set<Int>()
        let result = body { index, proposal in
            let answer = measure(index, proposal)
            if !(isUsableLength(answer.width) && isUsableLength(answer.height)), answeredBadly.insert(index).inserted {
                warnings.append(.badMeasurement(answer, of: "\(itemType)[\(index)]", for: proposal))
            }
            return answer
        }
        reportInputWarnings(warnings, fileID: fileID, line: line)
        return result
    }
}

/// Sends a layout's `warnings`, located at the call, to the capture or the log.
func reportInputWarnings(_ warnings: [LayoutWarning], fileID: StaticString, line: UInt) {
    guard !warnings.isEmpty else { return }
    let location = LayoutWarning.Location(fileID: "\(fileID)", line: Int(line))
    Pin.deliver(warnings.map { $0.reported(at: location) })
}

extension LayoutWarning {
    /// The warning for a layout's measure function answering `answer`, which is not finite
    /// and ≥ 0 on some axis, for `item` (`StackItem[2]`) asked with `proposal`.
    static func badMeasurement(_ answer: Size, of item: String, for proposal: Size) -> LayoutWarning {
        .notApplied(
            .invalidValue, "measure(\(item))",
            "it answered \(answer) for \(proposal); a width or height that is not a finite number ≥ 0 counts as 0")
    }
}
