// How every rule is applied: a rule says what it pins (`RuleEffect`) and which checks
// apply; `applying` runs the checks and pins each attribute through `setting`, the one
// place conflicts and repeated values are checked. A rejected rule or attribute records
// why (`rejected`) and changes nothing else.

/// What a rule pins: up to four attributes, each with its value (a coordinate in the
/// parent's space, or a size). A fixed shape of optionals, so that which ones a rule
/// sets is a constant the optimizer folds away.
@usableFromInline
struct RuleEffect: Sendable {
    @usableFromInline var first: (Attribute, Double)?
    @usableFromInline var second: (Attribute, Double)?
    @usableFromInline var third: (Attribute, Double)?
    @usableFromInline var fourth: (Attribute, Double)?

    @inlinable
    init(
        _ first: (Attribute, Double)?, _ second: (Attribute, Double)? = nil, _ third: (Attribute, Double)? = nil,
        _ fourth: (Attribute, Double)? = nil
    ) {
        self.first = first
        self.second = second
        self.third = third
        self.fourth = fourth
    }

    @inlinable
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
    /// - `needsParent`: it pins against the parent (`.noParent` on a root).
    /// - `hasReference`: a relative list has a visible frame, or there is space between
    ///   two frames (`.ignored`, with `missingReference` saying which).
    @inlinable
    func applying(
        _ rule: RuleCall, _ effect: RuleEffect, numbersAreFinite: Bool, needsParent: Bool = true,
        resultsAreFinite: Bool = true, hasReference: Bool = true, missingReference: IssueCode = .noVisibleFrame
    ) -> Self {
        if let rejection = rejection(
            numbersAreFinite: numbersAreFinite, needsParent: needsParent, resultsAreFinite: resultsAreFinite,
            hasReference: hasReference, missingReference: missingReference)
        {
            return rejected(WarningRecord(rejection, rule))
        }
        var pin = self
        if let (attribute, value) = effect.first { pin = pin.setting(attribute, to: value, by: rule) }
        if let (attribute, value) = effect.second { pin = pin.setting(attribute, to: value, by: rule) }
        if let (attribute, value) = effect.third { pin = pin.setting(attribute, to: value, by: rule) }
        if let (attribute, value) = effect.fourth { pin = pin.setting(attribute, to: value, by: rule) }
        return pin
    }

    /// The first check that fails, in this order: a number that is not finite
    /// (`.invalidValue`), no parent for a rule that needs one (`.noParent`), nothing to
    /// refer to (`missingReference`); `nil` when all pass.
    @inlinable
    func rejection(
        numbersAreFinite: Bool, needsParent: Bool = false, resultsAreFinite: Bool = true, hasReference: Bool = true,
        missingReference: IssueCode = .noVisibleFrame
    ) -> IssueCode? {
        if !numbersAreFinite || !resultsAreFinite { return .invalidValue }
        if needsParent, !subject.hasParent { return .noParent }
        if !hasReference { return missingReference }
        return nil
    }

    /// This chain with `record` added to its warnings, and nothing else changed.
    @inlinable
    func rejected(_ record: WarningRecord) -> Self {
        var pin = self
        pin.recorded = RecordedWarnings.adding(record, to: recorded)
        return pin
    }

    /// The attributes already pinned that `attribute` would conflict with: a pinned
    /// center for an edge, pinned edges for a center.
    @inlinable
    func conflicts(of attribute: Attribute) -> RoleSet {
        let pins = self[attribute.axis]
        var conflicting = RoleSet()
        switch attribute.role {
        case .size:
            break
        case .minEdge, .maxEdge:
            if pins.center != nil { conflicting.insert(.center) }
        case .center:
            if pins.minEdge != nil { conflicting.insert(.minEdge) }
            if pins.maxEdge != nil { conflicting.insert(.maxEdge) }
        }
        return conflicting
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
    @inlinable
    func setting(_ attribute: Attribute, to value: Double, by rule: RuleCall) -> Self {
        let axis = attribute.axis
        let role = attribute.role
        let pins = self[axis]
        if role == .size, value < 0 { return rejected(WarningRecord(.negativeSize, rule, attribute, value: value)) }
        let conflicting = conflicts(of: attribute)
        if !conflicting.isEmpty {
            return rejected(WarningRecord(.conflict, rule, attribute, conflicting: conflicting))
        }
        if let existing = pins[role] {
            return existing == value ? self : rejected(WarningRecord(.alreadySet, rule, attribute))
        }
        var pin = self
        pin[axis][role] = value
        if role != .center, pins.minEdge != nil || role == .minEdge, pins.maxEdge != nil || role == .maxEdge,
            pins.size != nil || role == .size
        {
            pin[axis].lastOfEdgesAndSize = role
            pin[axis].lastOfEdgesAndSizeRule = rule
        }
        return pin
    }

    /// Whether all four numbers are finite. One comparison: a difference of a value
    /// with itself is NaN exactly when the value is NaN or infinite. Literals fold away.
    @inlinable
    static func areFinite(_ a: Double, _ b: Double = 0, _ c: Double = 0, _ d: Double = 0) -> Bool {
        let probe = (a - a) + (b - b) + (c - c) + (d - d)
        return probe == probe
    }

    /// `percent` of the parent's length along `axis` (zero for a root).
    @inlinable
    func distance(_ percent: Percent, along axis: Axis) -> Double {
        percent.of(parentLength(axis))
    }

    /// The parent's length along `axis` (zero for a root).
    @inlinable
    func parentLength(_ axis: Axis) -> Double {
        axis == .horizontal ? subject.parentSizeStorage.width : subject.parentSizeStorage.height
    }

    /// The parent's origin along `axis`, in root coordinates.
    @inlinable
    func parentOrigin(_ axis: Axis) -> Double {
        axis == .horizontal ? subject.parentOrigin.x : subject.parentOrigin.y
    }

    /// `true` when the frame is laid out right to left.
    @inlinable
    var isRTL: Bool { subject.direction == .rtl }

    /// The horizontal edge `start` (or `end`, when `start` is false) means here.
    @inlinable
    func horizontalEdge(start: Bool) -> Role {
        start != isRTL ? .minEdge : .maxEdge
    }

    /// The coordinate of `attribute` at `distance` from the parent's matching edge: from
    /// the left/top for min edges and centers, from the right/bottom for max edges (CSS
    /// style).
    @inlinable
    func fromParent(_ attribute: Attribute, _ distance: Double) -> Double {
        attribute.role == .maxEdge ? parentLength(attribute.axis) - distance : distance
    }

    /// The coordinate in the parent's space of `coordinate`, given in root coordinates
    /// (an anchor, an edge or another frame).
    @inlinable
    func fromRoot(_ axis: Axis, _ coordinate: Double) -> Double {
        coordinate - parentOrigin(axis)
    }
}
