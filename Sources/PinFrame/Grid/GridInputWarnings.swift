// The warnings a grid gives for input it sets aside: its spacings, padding and tracks, the
// container's size, each item's numbers and lines. Worked out only when someone listens.

extension Grid {
    /// The warnings about the numbers of this grid, of a container `containerSize` large (nil
    /// when sizing) and of `items` that the layout sets aside, in that order.
    func inputWarnings(for items: [GridItem], containerSize: Size?) -> [LayoutWarning] {
        var check = InputCheck(owner: .grid)
        checkNumbers(&check)
        if let containerSize {
            check.owner = .container
            check.size(containerSize.width, "width", instead: "0")
            check.size(containerSize.height, "height", instead: "0")
        }
        // Through the buffer: each item is tested where it lies, not copied out first.
        items.withUnsafeBufferPointer { items in
            for index in items.indices where !items[index].isAsWritten {
                check.owner = .gridItem(index)
                check.item(items[index])
            }
        }
        return check.warnings
    }
}

extension Grid {
    /// Checks the grid's own numbers: its spacings, padding and tracks.
    func checkNumbers(_ check: inout InputCheck) {
        check.length(columnSpacing, "columnSpacing")
        check.length(rowSpacing, "rowSpacing")
        check.insets(padding, "padding", directional: false)
        overflow.check(&check)
        for (tracks, name, explicit): ([GridTrack], StaticString, Bool) in [
            (columns, "columns", true), (rows, "rows", true), (autoColumns, "autoColumns", false),
            (autoRows, "autoRows", false),
        ] {
            var repeatsAutomatically = false
            for (index, track) in tracks.enumerated() {
                let field = "\(name)[\(index)]"
                if !track.isAsWritten { check.track(track, field) }
                guard case .repeating(let repetition, let inner) = track, !repetition.isCount else { continue }
                // Which automatic repetition of the list is written once, and why.
                let reason: String
                if !explicit {
                    reason = "implicit tracks do not repeat automatically"
                } else if repeatsAutomatically {
                    reason = "a track list repeats automatically only once"
                } else if !GridTrackList.canRepeatAutomatically(GridTrackList.flattened(inner)) {
                    reason = "an automatic repetition needs a track of fixed size (points, or minmax with points)"
                } else {
                    repeatsAutomatically = true
                    continue
                }
                check.warnings.append(
                    .notApplied(
                        .ignored, "\(check.owner.name(field))(\(track.written))", reason + "; it is written once"))
            }
        }
    }
}

/// What a grid's layout finds while someone listens: the measure answers it sets aside (the
/// first of each item, in the order they came) and the items whose rect was not finite. A
/// tree keeps one too, naming items by node.
final class GridReport {
    private(set) var warnings: [LayoutWarning] = []
    private var answeredBadly = Set<Int>()
    /// How item `index` is named: `GridItem[2]` in a grid alone, `LayoutTree[7]` in a tree.
    private let name: (Int) -> String
    /// How the grid is named: `Grid`, or `LayoutTree[3].Grid` in a tree.
    private let grid: String

    init(grid: String = "Grid", name: @escaping (Int) -> String = { "GridItem[\($0)]" }) {
        self.grid = grid
        self.name = name
    }

    /// Notes that the track list `list` (`columns`), written out, had more tracks than a
    /// list may have, and was cut there.
    func truncated(_ list: String) {
        let rule = "\(grid).\(list)"
        guard !warnings.contains(where: { $0.rule == rule }) else { return }
        warnings.append(
            .notApplied(
                .invalidValue, rule,
                "written out it has more than \(GridTrackList.limit) tracks; the first \(GridTrackList.limit) are used")
        )
    }

    /// Notes that node `id` of a tree, `depth` containers deep, is laid out as hidden: there
    /// was no room left on the thread's stack to lay it out.
    func nestedTooDeep(_ id: Int, depth: Int) {
        let rule = "LayoutTree[\(id)]"
        guard !warnings.contains(where: { $0.rule == rule }) else { return }
        warnings.append(
            LayoutWarning(
                kind: .ignored, rule: rule,
                description: "\(rule) is nested deeper than this thread's stack allows (depth \(depth)): it and its "
                    + "subtree are laid out as hidden; lay out trees this deep on a thread with a larger stack."))
    }

    /// Notes `answer`, item `index`'s to `proposal`, which is not a finite size ≥ 0 (once an
    /// item).
    func badAnswer(_ answer: Size, of index: Int, for proposal: Size) {
        guard answeredBadly.insert(index).inserted else { return }
        warnings.append(.badMeasurement(answer, of: name(index), for: proposal))
    }

    /// Notes that item `index` got a zero rect for one that was not finite.
    func setAside(_ index: Int) {
        warnings.append(
            .notApplied(
                .invalidValue, name(index),
                "its rect is not a finite number (the lengths before it add up past the largest number); "
                    + "a zero rect is used instead"))
    }

    /// Takes the warnings of `other` (a grid's in a tree) whose rule this report does not hold yet.
    func absorb(_ other: GridReport) {
        for warning in other.warnings where !warnings.contains(where: { $0.rule == warning.rule }) {
            warnings.append(warning)
        }
    }
}

extension GridItem {
    /// Whether a grid uses every number and line of the item as given, so that it owes no
    /// warning (tested before any text is made).
    var isAsWritten: Bool {
        itemNumbersAreUsable(
            width: width, height: height, contentSize: contentSize, minWidth: minWidth, maxWidth: maxWidth,
            minHeight: minHeight, maxHeight: maxHeight, margin: margin, aspectRatio: aspectRatio, offsets: offsets)
            && columnStart.isAsWritten && columnEnd.isAsWritten && rowStart.isAsWritten && rowEnd.isAsWritten
    }
}

extension InputCheck {
    /// A track's numbers: a length that is not a finite number ≥ 0 is 0, a fraction that is
    /// not a finite number ≥ 0 is 0, a fraction as the minimum of `minmax` is auto.
    mutating func track(_ track: GridTrack, _ field: String) {
        let rule = "\(owner.name(field))(\(track.written))"
        func length(_ value: Double) {
            if value.isNaN || value.isInfinite {
                warnings.append(.notApplied(.invalidValue, rule, "a length is not a finite number; 0 is used instead"))
            } else if value < 0 {
                warnings.append(
                    .notApplied(
                        .negativeSize, rule, "a length must be greater than or equal to zero; 0 is used instead"))
            }
        }
        switch track {
        case .points(let value), .fitContent(let value), .percent(let value): length(value)
        case .fraction(let share) where !isUsableLength(share):
            warnings.append(
                .notApplied(
                    .invalidValue, rule,
                    "a fraction must be a finite number greater than or equal to zero; 0 is used instead"))
        case .minmax(let low, let high):
            if case .fraction = low {
                warnings.append(
                    .notApplied(.invalidValue, rule, "a fraction cannot be a minimum; auto is used instead"))
            } else {
                bound(low, field + ".min")
            }
            bound(high, field + ".max")
        case .repeating:
            repetition(track, field, rule: rule, nested: false)
        case .fraction, .auto, .minContent, .maxContent: break
        }
    }

    /// A bound of `minmax`: its numbers, or a repetition, which acts as `.auto` there.
    mutating func bound(_ track: GridTrack, _ field: String) {
        guard case .repeating = track else { return self.track(track, field) }
        warnings.append(
            .notApplied(
                .invalidValue, "\(owner.name(field))(\(track.written))",
                "a repetition cannot be a bound of minmax; auto is used instead"))
    }

    /// A repetition's count and tracks; `nested`: inside another repetition, where it cannot
    /// be automatic. As a bound of `minmax` it is `.auto`.
    mutating func repetition(_ track: GridTrack, _ field: String, rule: String, nested: Bool) {
        guard case .repeating(let repetition, let inner) = track else { return }
        switch repetition {
        case .count(let count) where count < 1:
            warnings.append(.notApplied(.invalidValue, rule, "a count is at least 1; 1 is used instead"))
        case .count(let count) where count > GridTrackList.limit:
            warnings.append(
                .notApplied(
                    .invalidValue, rule, "a count beyond \(GridTrackList.limit) is taken as \(GridTrackList.limit)"))
        case _ where nested && !repetition.isCount:
            warnings.append(
                .notApplied(.ignored, rule, "a repetition inside another repeats only by count; it is written once"))
        default: break
        }
        if inner.isEmpty {
            warnings.append(.notApplied(.ignored, rule, "a repetition of no tracks adds none"))
        }
        for (index, element) in inner.enumerated() where !element.isAsWritten(nested: true) {
            let elementField = "\(field).tracks[\(index)]"
            if case .repeating = element {
                self.repetition(
                    element, elementField, rule: "\(owner.name(elementField))(\(element.written))", nested: true)
            } else {
                self.track(element, elementField)
            }
        }
    }

    /// An item's numbers and lines.
    mutating func item(_ item: GridItem) {
        sizes(
            width: item.width, height: item.height, contentSize: item.contentSize, minWidth: item.minWidth,
            maxWidth: item.maxWidth, minHeight: item.minHeight, maxHeight: item.maxHeight)
        insets(item.margin, "margin", directional: false)
        offsets(item.offsets)
        ratio(item.aspectRatio)
        for (line, name) in [
            (item.columnStart, "columnStart"), (item.columnEnd, "columnEnd"), (item.rowStart, "rowStart"),
            (item.rowEnd, "rowEnd"),
        ] where !line.isAsWritten {
            let rule = "\(owner.name(name))(\(line.written))"
            switch line {
            case .line(0):
                warnings.append(.notApplied(.invalidValue, rule, "there is no line 0; auto is used instead"))
            case .line(let number) where number.magnitude > GridAxisPosition.limit:
                warnings.append(
                    .notApplied(
                        .invalidValue, rule,
                        "a line beyond ±\(GridAxisPosition.limit) is taken as ±\(GridAxisPosition.limit)"))
            case .span(let count) where count < 1:
                warnings.append(.notApplied(.invalidValue, rule, "a span is at least 1; 1 is used instead"))
            case .span(let count) where count > GridAxisPosition.limit:
                warnings.append(
                    .notApplied(
                        .invalidValue, rule,
                        "a span beyond \(GridAxisPosition.limit) is taken as \(GridAxisPosition.limit) "
                            + "(to reach the last line of the explicit grid, end at .line(-1))"))
            default: break
            }
        }
    }
}

extension GridTrack {
    /// Whether a grid uses the track as written: its lengths finite numbers ≥ 0, its
    /// fractions too, and no fraction as a minimum. Tested before any text is made, so that
    /// checking a valid grid costs no more than its numbers.
    var isAsWritten: Bool { isAsWritten(nested: false) }

    /// `isAsWritten`, for a track inside a repetition (`nested`), which cannot repeat
    /// automatically. Whether an automatic repetition at the top of a list is used is the
    /// list's question.
    func isAsWritten(nested: Bool) -> Bool {
        switch self {
        case .points(let value), .fitContent(let value), .fraction(let value), .percent(let value):
            isUsableLength(value)
        case .minmax(.fraction, _), .minmax(.repeating, _), .minmax(_, .repeating): false
        case .minmax(let low, let high): low.isAsWritten && high.isAsWritten
        case .auto, .minContent, .maxContent: true
        case .repeating(let repetition, let inner):
            !inner.isEmpty && (repetition.isCount ? repetition.isUsableCount : !nested)
                && inner.allSatisfy { $0.isAsWritten(nested: true) }
        }
    }

    /// The track as it is written in Swift (`.minmax(.points(-5), .fraction(1))`).
    var written: String {
        switch self {
        case .points(let value): ".points(\(formatted(value)))"
        case .fraction(let share): ".fraction(\(formatted(share)))"
        case .percent(let share): ".percent(\(formatted(share)))"
        case .auto: ".auto"
        case .minContent: ".minContent"
        case .maxContent: ".maxContent"
        case .fitContent(let limit): ".fitContent(\(formatted(limit)))"
        case .minmax(let low, let high): ".minmax(\(low.written), \(high.written))"
        case .repeating(let repetition, let inner):
            ".repeating(\(repetition.written), [\(inner.map(\.written).joined(separator: ", "))])"
        }
    }
}

extension GridLine {
    /// Whether a grid uses the line as written: no line 0, none beyond the limit, a span of
    /// at least 1 and at most the limit.
    var isAsWritten: Bool {
        switch self {
        case .auto: true
        case .line(let number): number != 0 && number.magnitude <= GridAxisPosition.limit
        case .span(let count): count >= 1 && count <= GridAxisPosition.limit
        }
    }

    /// The line as it is written in Swift (`.span(2)`).
    var written: String {
        switch self {
        case .auto: ".auto"
        case .line(let number): ".line(\(number))"
        case .span(let count): ".span(\(count))"
        }
    }
}

extension GridRepetition {
    /// Whether it is `.count(_)`.
    var isCount: Bool {
        if case .count = self { return true }
        return false
    }

    /// Whether a count is used as given: from 1 to the limit.
    var isUsableCount: Bool {
        if case .count(let count) = self { return count >= 1 && count <= GridTrackList.limit }
        return true
    }

    /// The repetition as it is written in Swift (`.count(3)`, `.autoFill`).
    var written: String {
        switch self {
        case .count(let count): ".count(\(count))"
        case .autoFill: ".autoFill"
        case .autoFit: ".autoFit"
        }
    }
}
