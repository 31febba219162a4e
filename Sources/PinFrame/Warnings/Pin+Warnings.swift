// A chain's warnings as text: its records and the issues resolution found, in chain
// order, worded as PinLayout words them. Runs only when a chain has a warning and someone
// reads it (`warnings`, the log, a capture).

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
        case .placementAlreadySet where record.rule.name == .flip || record.rule.name == .shift:
            return LayoutWarning(
                kind: .alreadySet, rule: rule,
                description:
                    "\(rule) won't be applied since the chain already has \(record.rule.name) with another space.")
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
    /// finite, a negative size): before those of any rule.
    func frameWarnings(for resolution: Resolution) -> [LayoutWarning] {
        let issues = resolution.issues
        var result: [LayoutWarning] = []
        let given = subject.rect
        let notFinite = (LayoutWarning.Kind.invalidValue, "is not a finite number")
        let negative = (LayoutWarning.Kind.negativeSize, "is negative")
        for (issue, name, value, (kind, problem)) in [
            (ResolutionIssues.currentXInvalid, "x", given.x, notFinite), (.currentYInvalid, "y", given.y, notFinite),
            (.currentWidthInvalid, "width", given.width, notFinite),
            (.currentHeightInvalid, "height", given.height, notFinite),
            (.currentWidthNegative, "width", given.width, negative),
            (.currentHeightNegative, "height", given.height, negative),
        ] where issues.contains(issue) {
            result.append(
                LayoutWarning(
                    kind: kind, rule: name,
                    description: "\(name) (\(formatted(value))), the frame's current value, \(problem); 0 is used "
                        + "instead."))
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
    /// ordinal: a size pinned with both edges and no `justify`/`align`, ``PinChain/pinEdges()`` with
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
        if issues.contains(.flipWithoutRelativeRule) {
            var flip = RuleCall(.flip, .within)
            flip.numbers.0 = popover.flipPadding
            result.append(
                (
                    ordinals.flip,
                    .notApplied(
                        .ignored, flip.text,
                        "the chain has no relative rule to flip (above, below, left(of:), right(of:), before, after)")
                ))
        }
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
