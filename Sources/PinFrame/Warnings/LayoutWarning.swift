// Warnings as values, and the one formatter that turns a chain's records and the issues
// resolution found into PinLayout-worded text. Runs only when a warning exists and
// someone reads it.

/// A rule that was not applied, and why, in PinLayout's words.
///
///     let p = Frame(in: screen).pin.left(10).right(10).width(200)
///     let w = p.warnings[0]
///     print(w.kind)          // conflict
///     print(w.rule)          // width(200)
///     print(w.description)   // width(200) won't be applied since it conflicts with the
///                            // following already set properties: left: 10, right: 10.
public struct LayoutWarning: Hashable, Sendable, CustomStringConvertible {
    /// What went wrong.
    ///
    ///     if warning.kind == .conflict { … }
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        /// The rule conflicts with attributes already pinned (`left(10).right(10).width(200)`).
        case conflict
        /// The attribute was already set to another value (`width(100).width(200)`).
        case alreadySet
        /// The rule pins against a parent and the frame is a root.
        case noParent
        /// A width or height below zero, given or computed.
        case negativeSize
        /// NaN or an infinite value, given or computed (an overflow).
        case invalidValue
        /// The rule has nothing to act on (`pinEdges()` with four edges, `justify` without
        /// both edges, a relative list with no visible frame).
        case ignored
    }

    /// What went wrong.
    ///
    ///     warning.kind   // .alreadySet
    public let kind: Kind
    /// The rule as written in the chain, such as `width(200)`, or `width` / `height` /
    /// `x` / `y` for a computed result.
    ///
    ///     warning.rule   // "width(200)"
    public let rule: String
    /// The full message, in PinLayout's wording.
    ///
    ///     warning.description   // "width(200) won't be applied since it value has already been set to 100."
    public let description: String
    /// Where the chain was resolved: the file and line of the `layout()` or `frame.pin { }`
    /// call that reported the warning, `nil` in `pin.warnings` and for `.rect` and `.frame`.
    /// Not part of what the warning says, so equality and hashing leave it out: a warning
    /// a handler received equals the same one in `pin.warnings`.
    ///
    ///     Pin.warningHandler = { warning in
    ///         print(warning.location?.description ?? "(no location)", warning.rule)
    ///     }
    public let location: Location?

    /// Creates a warning; PinFrame makes them, tests may compare against them.
    ///
    ///     let expected = LayoutWarning(kind: .noParent, rule: "top(5)", description: "…")
    public init(kind: Kind, rule: String, description: String, location: Location? = nil) {
        self.kind = kind
        self.rule = rule
        self.description = description
        self.location = location
    }

    /// Whether two warnings say the same thing: kind, rule and description (not where
    /// they were reported).
    ///
    ///     view.pin.width(1).width(2).warnings == view.pin.width(1).width(2).warnings   // true
    public static func == (lhs: LayoutWarning, rhs: LayoutWarning) -> Bool {
        lhs.kind == rhs.kind && lhs.rule == rhs.rule && lhs.description == rhs.description
    }

    /// Hashes what `==` compares.
    ///
    ///     let distinct = Set(warnings)   // one of each message
    public func hash(into hasher: inout Hasher) {
        hasher.combine(kind)
        hasher.combine(rule)
        hasher.combine(description)
    }

    /// The same warning, reported at `location`.
    func reported(at location: Location?) -> LayoutWarning {
        LayoutWarning(kind: kind, rule: rule, description: description, location: location)
    }
}

extension LayoutWarning {
    /// Where a chain was resolved: the file and line of the `layout()` or `frame.pin { }` call.
    ///
    ///     warning.location?.description   // "App/Feed.swift:42"
    public struct Location: Hashable, Sendable, CustomStringConvertible {
        /// The file, as `#fileID` gives it: `App/Feed.swift`.
        ///
        ///     location.fileID   // "App/Feed.swift"
        public let fileID: String
        /// The line of the call.
        ///
        ///     location.line   // 42
        public let line: Int

        /// Creates a location.
        ///
        ///     let here = LayoutWarning.Location(fileID: "App/Feed.swift", line: 42)
        public init(fileID: String, line: Int) {
            self.fileID = fileID
            self.line = line
        }

        /// `App/Feed.swift:42`.
        ///
        ///     print(LayoutWarning.Location(fileID: "App/Feed.swift", line: 42))   // App/Feed.swift:42
        public var description: String { "\(fileID):\(line)" }
    }
}

extension LayoutWarning {
    /// The warning that stands for `count` more of `kind` a chain had no room to record:
    /// of that kind, its rule empty (the count stops at `RecordedWarnings.droppedLimit`).
    static func unrecorded(_ count: Int, of kind: Kind) -> LayoutWarning {
        let warnings = count == 1 ? "warning of this chain was" : "warnings of this chain were"
        let more = count >= RecordedWarnings.droppedLimit ? "at least \(count) more" : "\(count) more"
        return LayoutWarning(kind: kind, rule: "", description: "\(more) \(kind) \(warnings) not recorded.")
    }

    /// `rule won't be applied, reason.`: the wording of every rule left out for a reason of
    /// its own (rather than a conflict with another rule).
    static func notApplied(_ kind: Kind, _ rule: String, _ reason: String) -> LayoutWarning {
        LayoutWarning(kind: kind, rule: rule, description: "\(rule) won't be applied, \(reason).")
    }
}

extension RuleCall {
    /// The rule as the caller wrote it: `width(200)`, `margin(10%, 5%)`, `justify(.center)`.
    var text: String {
        let name = self.name.rawValue
        switch form {
        case .empty:
            return name + "()"
        case .numbers, .percents:
            let written = writtenNumbers.map { formatted($0) + (form == .percents ? "%" : "") }
            return name + "(" + written.joined(separator: ", ") + ")"
        case .insets:
            let insets = EdgeInsets(top: numbers.0, left: numbers.1, bottom: numbers.2, right: numbers.3)
            return name + "(EdgeInsets" + insets.description + ")"
        case .size:
            return name + "(Size" + Size(width: numbers.0, height: numbers.1).description + ")"
        case .frame:
            return name + "(of: frame" + alignedText + ")"
        case .frames:
            return name + "(of: " + framesText + alignedText + ")"
        case .anchor:
            return name + "(to: anchor.\(anchorKind.rawValue))"
        case .horizontalEdge:
            return name + "(to: edge.\(horizontalAlign == .center ? "hCenter" : horizontalAlign.rawValue))"
        case .verticalEdge:
            return name + "(to: edge.\(verticalAlign == .center ? "vCenter" : verticalAlign.rawValue))"
        case .horizontalAlign:
            return name + "(\(horizontalAlign))"
        case .verticalAlign:
            return name + "(\(verticalAlign))"
        case .fit:
            return name + "(.\(fitType.rawValue))"
        case .between:
            return name + "(frame, and: frame" + alignedText + ")"
        case .wrap, .wrapInsets:
            let padding =
                form == .wrapInsets
                ? ", padding: EdgeInsets"
                    + EdgeInsets(top: numbers.0, left: numbers.1, bottom: numbers.2, right: numbers.3).description
                : numbers.0 == 0 ? "" : ", padding: \(formatted(numbers.0))"
            return name + "(\(framesText), .\(wrapType)" + padding + ")"
        }
    }

    /// The numbers the rule was written with.
    var writtenNumbers: [Double] {
        let all = [numbers.0, numbers.1, numbers.2, numbers.3]
        switch form {
        case .numbers, .percents: return Array(all.prefix(Int(count)))
        case .insets, .wrapInsets: return all
        case .wrap: return [numbers.0]
        case .size: return Array(all.prefix(2))
        default: return []
        }
    }

    /// The rule as the subject of a warning about one of the attributes it pins. As in
    /// PinLayout, `all`, `horizontally` and `vertically` name the edge:
    /// `all() top coordinate`; other rules read as written.
    func text(pinning attribute: Attribute) -> String {
        switch name {
        case .all, .horizontally, .vertically: "\(text) \(attribute.name) coordinate"
        case .wrapContent where wrapType == .all: "\(text) \(attribute.name)"
        default: text
        }
    }

    /// `[3 frames]`: a list of frames, by its count.
    private var framesText: String { "[\(count) frame\(count == 1 ? "" : "s")]" }

    private var alignedText: String {
        if horizontalAlign != .none { return ", aligned: \(horizontalAlign)" }
        if verticalAlign != .none { return ", aligned: \(verticalAlign)" }
        return ""
    }
}

extension Pin {
    /// An attribute's value as the caller would write it: edges as distances from the
    /// parent's matching edge (`right: 10`), centers from its left/top, sizes as they are.
    func writtenValue(of attribute: Attribute) -> Double {
        let stored = self[attribute.axis].pinnedValue(attribute.role) ?? .nan
        return attribute.role == .maxEdge ? parentLength(attribute.axis) - stored : stored
    }

    /// `left: 10, right: 10` for the roles of `roles` on `axis`.
    func writtenValues(_ roles: UInt8, on axis: Axis) -> String {
        [Role.minEdge, .maxEdge, .center, .size]
            .filter { roles & $0.bit != 0 }
            .map { role in
                let attribute = Attribute(axis, role)
                return "\(attribute.name): \(formatted(writtenValue(of: attribute)))"
            }
            .joined(separator: ", ")
    }

    func conflictWarning(_ rule: RuleCall, pinning attribute: Attribute, with roles: UInt8) -> LayoutWarning {
        LayoutWarning(
            kind: .conflict, rule: rule.text,
            description:
                "\(rule.text(pinning: attribute)) won't be applied since it conflicts with the following already set "
                + "properties: " + writtenValues(roles, on: attribute.axis) + ".")
    }

    func warning(for record: WarningRecord) -> LayoutWarning {
        let rule = record.rule.text
        switch record.code {
        case .conflict:
            return conflictWarning(record.rule, pinning: record.attribute, with: record.conflicting)
        case .alreadySet:
            return LayoutWarning(
                kind: .alreadySet, rule: rule,
                description:
                    "\(record.rule.text(pinning: record.attribute)) won't be applied since it value has already been set to "
                    + "\(formatted(writtenValue(of: record.attribute))).")
        case .noParent:
            return noParentWarning(rule)
        case .negativeSize:
            return .notApplied(
                .negativeSize, rule,
                "the \(record.attribute.name) (\(formatted(record.value))) must be greater than or equal to zero")
        case .invalidValue:
            // A number as written, or else one computed from a percentage that overflowed.
            let value = record.rule.writtenNumbers.first { !$0.isFinite }.map { "the value (\(formatted($0)))" }
            return .notApplied(.invalidValue, rule, "\(value ?? "the value it computes") must be a finite number")
        case .noVisibleFrame:
            return .notApplied(.ignored, rule, "the list of frames has no visible frame")
        case .otherRoot:
            let reference =
                switch record.rule.form {
                case .anchor: "an anchor"
                case .horizontalEdge, .verticalEdge: "an edge"
                default: "a frame"
                }
            return LayoutWarning(
                kind: .invalidValue, rule: rule,
                description:
                    "\(rule) refers to \(reference) under another root (or under this "
                    + "root before it changed), whose coordinates mean something else: the position it gives is "
                    + "meaningless. Lay both out under the root as it is now.")
        case .sizingConflict:
            return LayoutWarning(
                kind: .conflict, rule: rule,
                description: "\(rule) won't be applied since it conflicts with \(sizingRule.text).")
        case .ratioNotPositive:
            let ratio = record.rule.writtenNumbers.first.map { " (\(formatted($0)))" } ?? ""
            return .notApplied(.ignored, rule, "the aspect ratio\(ratio) must be greater than zero")
        case .noSpaceBetween:
            let axis = record.rule.name == .horizontallyBetween ? "horizontal" : "vertical"
            return .notApplied(.ignored, rule, "there is no \(axis) space between these frames")
        case .childrenNotFinite:
            let count = Int(record.value)
            return LayoutWarning(
                kind: .invalidValue, rule: rule,
                description:
                    "\(rule) leaves out \(count) frame\(count == 1 ? "" : "s") whose rect is not a finite number.")
        case .placementAlreadySet:
            let set = record.rule.name == .justify ? "\(justification)" : "\(alignment)"
            return LayoutWarning(
                kind: .alreadySet, rule: rule,
                description: "\(rule) won't be applied since it value has already been set to \(set).")
        default:  // .limitAlreadySet
            return LayoutWarning(
                kind: .alreadySet, rule: rule,
                description:
                    "\(rule) won't be applied since it value has already been set to \(formatted(record.value)).")
        }
    }

    /// The warnings about the frame's own rect as the chain found it (values that are not
    /// finite): before those of any rule.
    func frameWarnings(for resolution: Resolution) -> [LayoutWarning] {
        let issues = resolution.issues
        var result: [LayoutWarning] = []
        let given = subject.rect
        for (issue, name, value) in [
            (ResolutionIssues.currentXInvalid, "x", given.x), (.currentYInvalid, "y", given.y),
            (.currentWidthInvalid, "width", given.width), (.currentHeightInvalid, "height", given.height),
        ] where issues.contains(issue) {
            result.append(
                LayoutWarning(
                    kind: .invalidValue, rule: name,
                    description: "\(name) (\(formatted(value))), the frame's current value, is not a finite number; "
                        + "0 is used instead."))
        }
        for (issue, name, edge, size, value) in [
            (ResolutionIssues.currentMaxXInvalid, "maxX", "right", "width", given.maxX),
            (.currentMaxYInvalid, "maxY", "bottom", "height", given.maxY),
        ] where issues.contains(issue) {
            result.append(
                LayoutWarning(
                    kind: .invalidValue, rule: name,
                    description: "\(name) (\(formatted(value))), the frame's current \(edge) edge, is not a finite "
                        + "number; a \(size) of 0 is used instead."))
        }
        return result
    }

    /// The warnings resolution found about rules of the chain, each with the rule's
    /// ordinal: a size pinned with both edges and no `justify`/`align`, `pinEdges()` with
    /// four edges, `justify`/`align` without both edges, `aspectRatio` and `sizeToFit`.
    func ruleWarnings(for resolution: Resolution) -> [(ordinal: UInt8, warning: LayoutWarning)] {
        let issues = resolution.issues
        var result: [(ordinal: UInt8, warning: LayoutWarning)] = []
        for (issue, axis) in [(ResolutionIssues.widthConflict, Axis.horizontal), (.heightConflict, .vertical)]
        where issues.contains(issue) {
            let pins = self[axis]
            let last = pins.lastOfEdgesAndSize
            guard last != 0 else { continue }
            let others = (Role.edges | Role.size.bit) & ~last
            result.append(
                (
                    pins.lastOfEdgesAndSizeOrdinal,
                    conflictWarning(
                        pins.lastOfEdgesAndSizeRule, pinning: Attribute(axis, Role(bit: last)), with: others)
                ))
        }
        if issues.contains(.pinEdgesIgnored) {
            result.append(
                (
                    ordinals.pinEdges,
                    .notApplied(.ignored, "pinEdges()", "top, left, bottom and right coordinates are already set")
                ))
        }
        var justify = RuleCall(.justify, .horizontalAlign)
        justify.horizontalAlign = justification
        var align = RuleCall(.align, .verticalAlign)
        align.verticalAlign = alignment
        for (issue, call, edges, verb, ordinal) in [
            (
                ResolutionIssues.justifyIgnored, justify, "left and right", "justify the frame horizontally",
                ordinals.justify
            ),
            (.alignIgnored, align, "top and bottom", "align the frame vertically", ordinals.align),
        ] where issues.contains(issue) {
            result.append(
                (ordinal, .notApplied(.ignored, call.text, "the \(edges) coordinates must be set to \(verb)")))
        }
        result += sizingWarnings(for: issues, measured: resolution.measured).map { (ordinals.sizing, $0) }
        return result
    }

    /// The warnings about the rect the chain computed (a size below zero, a value that is
    /// not finite): after those of the rules.
    func resultWarnings(for resolution: Resolution) -> [LayoutWarning] {
        let issues = resolution.issues
        var result: [LayoutWarning] = []
        let computed = resolution.computed
        let current = Pin.finite(subject.rect).rect
        for (issue, name, value, kept) in [
            (ResolutionIssues.negativeWidth, "width", computed.width, current.width),
            (.negativeHeight, "height", computed.height, current.height),
        ] where issues.contains(issue) {
            result.append(
                .notApplied(
                    .negativeSize, name,
                    "the computed \(name) (\(formatted(value))) must be greater than or equal to zero; "
                        + "the current \(name) (\(formatted(kept))) is kept" + staleParentNote))
        }
        for (issue, name, value) in [
            (ResolutionIssues.invalidX, "x", computed.x), (.invalidY, "y", computed.y),
            (.invalidWidth, "width", computed.width), (.invalidHeight, "height", computed.height),
        ] where issues.contains(issue) {
            result.append(
                .notApplied(
                    .invalidValue, name,
                    "the computed value (\(formatted(value))) is not a finite number; the current \(name) is kept"))
        }
        for (issue, name, value, kept) in [
            (ResolutionIssues.maxXInvalid, "maxX", resolution.farEdges.x, "x and width"),
            (.maxYInvalid, "maxY", resolution.farEdges.y, "y and height"),
        ] where issues.contains(issue) {
            result.append(
                .notApplied(
                    .invalidValue, name,
                    "the computed value (\(formatted(value))) is not a finite number; the current \(kept) are kept"))
        }
        return result
    }

    /// What a negative computed size adds when the frame's parent was 0 × 0 when the frame
    /// was made: most likely laid out before its parent.
    var staleParentNote: String {
        guard subject.hasParent, subject.parentSizeStorage == .zero else { return "" }
        return "; its parent was 0×0 when this frame was created: lay out parents first"
    }

    /// The warnings for the problems `aspectRatio` and `sizeToFit` met while resolving;
    /// each names the rule.
    func sizingWarnings(for issues: ResolutionIssues, measured: Size) -> [LayoutWarning] {
        let rule = sizingRule.text
        let size = measured.description
        // Rules not applied, and why, in PinLayout's words. (A chain has either aspectRatio or
        // sizeToFit, and a measurement that is not applied replaces nothing, so these never mix
        // with the conflicts below: the order between them does not show.)
        var result = [
            (
                ResolutionIssues.aspectRatioUndetermined, LayoutWarning.Kind.ignored,
                "neither the width nor the height can be determined"
            ),
            (.aspectRatioOverdetermined, .ignored, "the width and the height are already defined by other properties"),
            (.fitInvalid, .invalidValue, "the measured size \(size) must be finite"),
            (.fitNegative, .negativeSize, "the measured size \(size) must be greater than or equal to zero"),
        ].filter { issues.contains($0.0) }.map { _, kind, reason in LayoutWarning.notApplied(kind, rule, reason) }
        for (issue, axis, name) in [
            (ResolutionIssues.fitReplacesWidth, Axis.horizontal, "width"), (.fitReplacesHeight, .vertical, "height"),
        ] where issues.contains(issue) {
            result.append(
                LayoutWarning(
                    kind: .conflict, rule: rule,
                    description:
                        "\(rule) conflicts with the following already set properties: "
                        + writtenValues(Role.size.bit, on: axis) + "; the measured \(name) replaces it."))
        }
        return result
    }

    /// Every warning, in chain order: the frame's own problems first, then each rule's (its
    /// rejection when written, or what resolution found about it), then the computed rect's,
    /// then one for each kind of warning the chain had no room to record, with their count.
    /// `measured` is what `sizeToFit`'s function answered when the chain was resolved: the
    /// chain is resolved again here, with every detail the text needs, without calling it.
    @usableFromInline
    func warnings(measured: Size) -> [LayoutWarning] {
        let resolution = resolve(measured: measured)
        // In chain order: a rule's `.noParent` before the warnings about its attributes.
        var inChainOrder = recorded.all.map { (ordinal: $0.ordinal, first: false, warning: warning(for: $0)) }
        var unrecorded = recorded
        if resolution.issues.contains(.noParent) {
            inChainOrder += parentRules.described.map { ($0.ordinal, true, noParentWarning($0.rule.text)) }
            let undescribed = Int(parentRules.count) - parentRules.described.count
            for _ in 0..<max(0, undescribed) { unrecorded.dropOne(of: .noParent) }
        }
        inChainOrder += ruleWarnings(for: resolution).map { ($0.ordinal, false, $0.warning) }
        inChainOrder.sort { ($0.ordinal, $0.first ? 0 : 1) < ($1.ordinal, $1.first ? 0 : 1) }
        var result = frameWarnings(for: resolution) + inChainOrder.map(\.warning) + resultWarnings(for: resolution)
        for kind in LayoutWarning.Kind.allCases where unrecorded.droppedCount(of: kind) > 0 {
            result.append(.unrecorded(unrecorded.droppedCount(of: kind), of: kind))
        }
        return result
    }

    func noParentWarning(_ rule: String) -> LayoutWarning {
        .notApplied(
            .noParent, rule,
            "the frame has no parent: create it with Frame(..., in: parent) to lay it out with this rule")
    }
}

/// A chain handed to an out-of-line path (the careful resolution, the warnings).
///
/// A wrapper rather than the chain itself: passing a chain out of line by reference
/// would make the optimizer keep the whole chain in memory on the common path; building
/// this wrapper copies it only on the path that needs it.
@usableFromInline
struct ColdCopy<Value> {
    @usableFromInline let value: Value

    @inlinable @inline(__always)
    init(_ value: Value) { self.value = value }
}
