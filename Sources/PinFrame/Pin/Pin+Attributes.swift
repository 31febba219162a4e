// How every rule is applied: a rule says what it pins (`RuleEffect`) and which checks
// apply; `applying` runs the checks and pins each attribute through `set`, the one place
// conflicts and repeated values are checked. A rejected rule or attribute adds a record
// saying why and changes nothing else. The steps choose values without branching
// (Selection.swift says why), but for three branches: adding a record, taken when a rule
// fails; which role is pinned, which a chain's rules fix; and noting the rule that completes
// both edges and a size. A branch on what a chain's rules fix is folded by Swift's own
// optimizer, which masks are not, so each one kept makes long layout functions compile faster.

/// What a rule pins: up to four attributes, each with its value (a coordinate in the
/// parent's space, or a size). A fixed shape of optionals, so that which ones a rule
/// sets is a constant the optimizer folds away.
@usableFromInline
struct RuleEffect: Sendable {
    @usableFromInline var first: (Attribute, Double)?
    @usableFromInline var second: (Attribute, Double)?
    @usableFromInline var third: (Attribute, Double)?
    @usableFromInline var fourth: (Attribute, Double)?

    @inlinable @inline(__always)
    init(
        _ first: (Attribute, Double)?, _ second: (Attribute, Double)? = nil, _ third: (Attribute, Double)? = nil,
        _ fourth: (Attribute, Double)? = nil
    ) {
        self.first = first
        self.second = second
        self.third = third
        self.fourth = fourth
    }

    @inlinable @inline(__always)
    init(_ attribute: Attribute, _ value: Double) {
        self.init((attribute, value))
    }
}

extension PinChain {
    /// Applies a rule: runs its checks in order, then pins each attribute of `effect`. A
    /// failed check rejects the whole rule; a rejected attribute skips only itself.
    ///
    /// - `numbersAreFinite`: the rule's numbers as written, and `resultsAreFinite`: numbers
    ///   computed from the parent, such as percentages (`.invalidValue`, before any other
    ///   check).
    /// - `hasReference`: a relative list has a visible frame, or there is space between
    ///   two frames (`.ignored`, with `missingReference` saying which; `.noParent` on a
    ///   root).
    /// - `needsParent`: it pins against the parent. Whether the frame has one is tested
    ///   once, when the chain is resolved (see `ParentRules`): on a root such rules are
    ///   `.noParent` and what they pinned is left out.
    @inlinable @inline(__always)
    func applying(
        _ rule: RuleCall, _ effect: RuleEffect, numbersAreFinite: Bool, needsParent: Bool = true,
        resultsAreFinite: Bool = true, hasReference: Bool = true, missingReference: IssueCode = .noVisibleFrame
    ) -> Self {
        let passes = both(both(numbersAreFinite, resultsAreFinite), hasReference)
        // One copy of the chain, changed in place: a debug build copies the whole chain at
        // every step that returns a new one.
        var pin = nextRule()
        pin.reject(
            rule, if: !passes, numbersAreFinite: numbersAreFinite, needsParent: needsParent,
            resultsAreFinite: resultsAreFinite, missingReference: missingReference)
        if needsParent { pin.parentRules.add(rule, ordinal: pin.ruleCount, if: passes) }
        if let (attribute, value) = effect.first {
            pin.set(attribute, to: value, by: rule, fromParent: needsParent, if: passes)
        }
        if let (attribute, value) = effect.second {
            pin.set(attribute, to: value, by: rule, fromParent: needsParent, if: passes)
        }
        if let (attribute, value) = effect.third {
            pin.set(attribute, to: value, by: rule, fromParent: needsParent, if: passes)
        }
        if let (attribute, value) = effect.fourth {
            pin.set(attribute, to: value, by: rule, fromParent: needsParent, if: passes)
        }
        return pin
    }

    /// The chain after `rule`, which referred to a frame (or its anchor or edge) whose root
    /// tag is `tag`, with a warning when that frame is under another root: its position is
    /// in that root's coordinates. Debug builds only: the check costs about as much as a
    /// third of a chain of relative rules, and the rule is applied as written either way,
    /// so a release build lays out the same.
    @inlinable @inline(__always)
    func checkingRoot(_ tag: @autoclosure () -> UInt8, of rule: RuleCall) -> Self {
        guard Frame.checksRoots else { return self }
        var pin = self
        pin.record(.otherRoot, rule, if: !subject.sharesRoot(with: tag()))
        return pin
    }

    /// This chain, counting one more rule that may warn.
    @inlinable @inline(__always)
    func nextRule() -> Self {
        var pin = self
        pin.ruleCount &+= 1
        return pin
    }

    /// Records the current rule as rejected for `code` when `condition` holds. The rule's
    /// effects are chosen without a branch (see `applying`), so this branch, out of line,
    /// rejoins the chain with only the records changed; written out in a chain with literal
    /// arguments, the condition is a constant and the branch folds away. The record is made
    /// only on that branch: a debug build would otherwise make one for every check.
    @inlinable @inline(__always)
    mutating func record(
        _ code: IssueCode, _ rule: RuleCall, _ attribute: Attribute = .top, value: Double = 0, conflicting: UInt8 = 0,
        if condition: Bool
    ) {
        if _slowPath(condition) { record(code, rule, attribute, value: value, conflicting: conflicting) }
    }

    /// Records the current rule as rejected for `code`; called on a branch taken only when
    /// the rule is rejected.
    @inlinable @inline(__always)
    mutating func record(
        _ code: IssueCode, _ rule: RuleCall, _ attribute: Attribute = .top, value: Double = 0, conflicting: UInt8 = 0
    ) {
        var record = WarningRecord(code, rule, attribute, value: value, conflicting: conflicting)
        record.ordinal = ruleCount
        recorded = RecordedWarnings.adding(record, to: recorded)
    }

    /// Records the current rule as rejected for `code` when `condition` holds: the first
    /// check that failed, in this order: a number that is not finite (`.invalidValue`), then
    /// no parent for a rule that needs one, then nothing to refer to.
    @inlinable @inline(__always)
    mutating func reject(
        _ rule: RuleCall, if condition: Bool, numbersAreFinite: Bool, needsParent: Bool = false,
        resultsAreFinite: Bool = true, missingReference: IssueCode = .noVisibleFrame
    ) {
        // Which check failed is worked out only on the branch that records it.
        if _slowPath(condition) {
            let code = IssueCode.choose(
                !both(numbersAreFinite, resultsAreFinite), .invalidValue,
                IssueCode.choose(both(needsParent, !subject.hasParent), .noParent, missingReference))
            record(code, rule)
        }
    }

    /// The roles already pinned on `pins`' axis that `role` would conflict with: a pinned
    /// center for an edge, pinned edges for a center.
    @inlinable @inline(__always)
    static func conflicts(of role: Role, in pins: AxisPins) -> UInt8 {
        let bit = role.bit
        let edgeConflicts = choose(bit & Role.edges != 0, pins.pinned & Role.center.bit, 0)
        let centerConflicts = choose(bit == Role.center.bit, pins.pinned & Role.edges, 0)
        return edgeConflicts | centerConflicts
    }

    /// Pins `attribute` to `value`, or records why not. The one place where conflicts and
    /// repeated values are checked.
    ///
    /// - A size below zero is `.negativeSize`.
    /// - An edge conflicts with a pinned center of its axis, a center with pinned edges.
    /// - A second, different value for an attribute is `.alreadySet`; the same value again
    ///   changes nothing.
    /// - Both edges and the size of one axis are allowed here: whether they conflict
    ///   depends on `justify`/`align`, which may come later in the chain, so resolution
    ///   decides (and leaves out the one pinned last).
    @inlinable @inline(__always)
    mutating func set(_ attribute: Attribute, to value: Double, by rule: RuleCall, fromParent: Bool, if enabled: Bool) {
        let role = attribute.role
        let pins = self[attribute.axis]
        let negative = both(role == .size, value < 0)
        let conflicting = Self.conflicts(of: role, in: pins)
        let isPinned = pins.has(role)
        let differs = both(isPinned, pins.value(role) != value)
        let rejects = both(enabled, either(either(negative, conflicting != 0), differs))
        if _slowPath(rejects) {
            let code = IssueCode.choose(
                negative, .negativeSize, IssueCode.choose(conflicting != 0, .conflict, .alreadySet))
            record(code, rule, attribute, value: value, conflicting: conflicting)
        }
        let applies = both(enabled, !rejects)
        var updated = pins
        // The same value again keeps the one given first (`-0.0` and `0` are the same value).
        updated.pin(role, to: choose(isPinned, pins.value(role), value), if: applies)
        updated.fromParent |= choose(both(applies, fromParent), role.bit, 0)
        // Newly the third of both edges and the size: remember which, and by what rule.
        let completes = both(both(applies, !isPinned), updated.hasEdgesAndSize)
        if completes {
            updated.lastOfEdgesAndSize = role.bit
            updated.lastOfEdgesAndSizeRule = rule
            updated.lastOfEdgesAndSizeOrdinal = ruleCount
        }
        self[attribute.axis] = updated
    }

    /// `percent` of the parent's length along `axis` (zero for a root).
    @inlinable @inline(__always)
    func distance(_ percent: Percent, along axis: Axis) -> Double {
        percent.of(parentLength(axis))
    }

    /// The parent's length along `axis` (zero for a root).
    @inlinable @inline(__always)
    func parentLength(_ axis: Axis) -> Double {
        axis == .horizontal ? subject.parentSizeStorage.width : subject.parentSizeStorage.height
    }

    /// The parent's origin along `axis`, in root coordinates.
    @inlinable @inline(__always)
    func parentOrigin(_ axis: Axis) -> Double {
        axis == .horizontal ? subject.parentOrigin.x : subject.parentOrigin.y
    }

    /// `true` when the frame is laid out right to left.
    @inlinable @inline(__always)
    var isRTL: Bool { subject.traits.has(.rightToLeft) }

    /// The horizontal edge `start` (or `end`, when `start` is false) means here.
    @inlinable @inline(__always)
    func horizontalEdge(start: Bool) -> Role {
        Role(bit: choose(start != isRTL, Role.minEdge.bit, Role.maxEdge.bit))
    }

    /// The coordinate of `attribute` at `distance` from the parent's matching edge: from
    /// the left/top for min edges and centers, from the right/bottom for max edges (CSS
    /// style).
    @inlinable @inline(__always)
    func fromParent(_ attribute: Attribute, _ distance: Double) -> Double {
        choose(attribute.role == .maxEdge, parentLength(attribute.axis) - distance, distance)
    }

    /// The coordinate in the parent's space of `coordinate`, given in root coordinates
    /// (an anchor, an edge or another frame).
    @inlinable @inline(__always)
    func fromRoot(_ axis: Axis, _ coordinate: Double) -> Double {
        coordinate - parentOrigin(axis)
    }
}
