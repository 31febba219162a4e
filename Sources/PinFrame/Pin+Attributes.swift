// How every rule is applied (DESIGN §4.4): a rule says what it pins (`RuleEffect`) and
// which checks apply; `applying` runs the checks, describes the warning sites, and pins
// each attribute through `setting`, the one place conflicts and repeated values are
// checked.

/// What a rule pins: up to four attributes, each with its value (a coordinate in the
/// parent's space, or a size). A fixed shape of optionals, so that which ones a rule
/// sets is a constant the optimizer folds away.
@usableFromInline
struct RuleEffect: Sendable {
    @usableFromInline var first: (Attribute, Double)?
    @usableFromInline var second: (Attribute, Double)?
    @usableFromInline var third: (Attribute, Double)?
    @usableFromInline var fourth: (Attribute, Double)?

    @usableFromInline @_transparent
    init(
        _ first: (Attribute, Double)?, _ second: (Attribute, Double)? = nil, _ third: (Attribute, Double)? = nil,
        _ fourth: (Attribute, Double)? = nil
    ) {
        self.first = first
        self.second = second
        self.third = third
        self.fourth = fourth
    }

    @usableFromInline @_transparent
    init(_ attribute: Attribute, _ value: Double) {
        self.init((attribute, value))
    }
}

extension PinChain {
    /// Applies a rule: runs its checks in DESIGN §4.4's order, then pins each attribute of
    /// `effect`. A rejected check skips the whole rule; a rejected attribute skips only
    /// itself.
    ///
    /// - `numbersAreFinite`: the rule's numbers as written (`.invalidValue`, before any
    ///   other check).
    /// - `needsParent`: it pins against the parent (`.noParent` on a root). Decided once
    ///   per chain, when it is resolved (see `deferNoParent(at:)`).
    /// - `resultsAreFinite`: numbers computed from the parent, such as percentages
    ///   (`.invalidValue` when one overflows).
    /// - `hasReference`: a relative list has a visible frame, or there is space between
    ///   two frames (`.ignored`, with `missingReference` saying which).
    ///
    /// Every warning site of the rule is described before any check (see `WarningSite`),
    /// so a rejection changes nothing but its issue bits.
    // A call in debug builds, where expanding it fills the caller's stack (see `PinChain.init`).
    #if DEBUG
        @inlinable
    #else
        @usableFromInline @_transparent
    #endif
    func applying(
        _ rule: RuleCall, _ effect: RuleEffect, numbersAreFinite: Bool, needsParent: Bool = true,
        resultsAreFinite: Bool = true, hasReference: Bool = true, missingReference: IssueCode = .noVisibleFrame
    ) -> Self {
        #if PINFRAME_UNCHECKED
            // The benchmark's floor: the arithmetic alone, no check and no warning.
            var pin = self
            if let (attribute, value) = effect.first { pin[attribute.axis][attribute.role] = value }
            if let (attribute, value) = effect.second { pin[attribute.axis][attribute.role] = value }
            if let (attribute, value) = effect.third { pin[attribute.axis][attribute.role] = value }
            if let (attribute, value) = effect.fourth { pin[attribute.axis][attribute.role] = value }
            return pin
        #else
            var pin = self
            let check = pin.log.enter(WarningSite(rule))
            var sites = (0, 0, 0, 0)
            if let (attribute, value) = effect.first { sites.0 = pin.log.enter(site(rule, attribute, value)) }
            if let (attribute, value) = effect.second { sites.1 = pin.log.enter(site(rule, attribute, value)) }
            if let (attribute, value) = effect.third { sites.2 = pin.log.enter(site(rule, attribute, value)) }
            if let (attribute, value) = effect.fourth { sites.3 = pin.log.enter(site(rule, attribute, value)) }
            let rejection = rejection(
                numbersAreFinite: numbersAreFinite, needsParent: needsParent, resultsAreFinite: resultsAreFinite,
                hasReference: hasReference, missingReference: missingReference)
            if rejection != .none { return pin.warned(rejection, at: check) }
            if needsParent { pin.deferNoParent(at: check) }
            if let (attribute, value) = effect.first {
                pin = pin.setting(attribute, to: value, at: sites.0, by: rule, needsParent: needsParent)
            }
            if let (attribute, value) = effect.second {
                pin = pin.setting(attribute, to: value, at: sites.1, by: rule, needsParent: needsParent)
            }
            if let (attribute, value) = effect.third {
                pin = pin.setting(attribute, to: value, at: sites.2, by: rule, needsParent: needsParent)
            }
            if let (attribute, value) = effect.fourth {
                pin = pin.setting(attribute, to: value, at: sites.3, by: rule, needsParent: needsParent)
            }
            return pin
        #endif
    }

    /// The checks of `applying`, for rules that record something other than attributes
    /// (margins): describes the rule's site and returns the chain and whether to go on.
    // A call in debug builds, where expanding it fills the caller's stack (see `PinChain.init`).
    #if DEBUG
        @inlinable
    #else
        @usableFromInline @_transparent
    #endif
    func checked(
        _ rule: RuleCall, numbersAreFinite: Bool, needsParent: Bool, resultsAreFinite: Bool = true
    ) -> (pin: Self, accepted: Bool) {
        #if PINFRAME_UNCHECKED
            // A constant `true` here would make the compiler warn that the callers' other
            // branch is never executed; the rule's own numbers are literals in the
            // benchmark, so this test folds away there like no test at all.
            return (self, numbersAreFinite)
        #else
            var pin = self
            let check = pin.log.enter(WarningSite(rule))
            let rejection = rejection(
                numbersAreFinite: numbersAreFinite, needsParent: needsParent, resultsAreFinite: resultsAreFinite,
                hasReference: true, missingReference: .noVisibleFrame)
            if rejection != .none { return (pin.warned(rejection, at: check), false) }
            if needsParent { pin.deferNoParent(at: check) }
            return (pin, true)
        #endif
    }

    /// The first failed check that does not wait for resolution, in DESIGN §4.4's order,
    /// or `.none`. (Computed from a root's zero size, a percentage cannot overflow, so
    /// checking it before the parent changes nothing.)
    @usableFromInline @_transparent
    func rejection(
        numbersAreFinite: Bool, needsParent: Bool, resultsAreFinite: Bool, hasReference: Bool,
        missingReference: IssueCode
    )
        -> IssueCode
    {
        if !numbersAreFinite || !resultsAreFinite { return .invalidValue }
        if !hasReference { return needsParent && !subject.hasParent ? .noParent : missingReference }
        return .none
    }

    /// Notes that the rule at `site` needs a parent. Whether the frame has one is tested
    /// once, when the chain is resolved: on a root, resolution drops what such rules
    /// pinned and these sites report `.noParent`. One test per chain instead of one
    /// branch per rule, and the same outcome.
    @usableFromInline @_transparent
    mutating func deferNoParent(at site: Int) {
        if site < WarningLog.capacity {
            noParentIssues |= IssueCode.noParent.nibble << UInt64(4 * site)
        } else {
            noParentLost &+= 1
        }
    }

    /// The attributes already pinned that `attribute` would conflict with: a pinned
    /// center for an edge, pinned edges for a center.
    @usableFromInline @_transparent
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

    @usableFromInline @_transparent
    func site(_ rule: RuleCall, _ attribute: Attribute, _ value: Double) -> WarningSite {
        WarningSite(rule, attribute, value: value, conflicting: conflicts(of: attribute))
    }

    /// Pins `attribute` to `value`, or records at `site` why not. The one place where
    /// conflicts and repeated values are checked.
    ///
    /// - A size below zero is `.negativeSize`.
    /// - An edge conflicts with a pinned center of its axis, a center with pinned edges.
    /// - A second, different value for an attribute is `.alreadySet`; the same value again
    ///   changes nothing.
    /// - Both edges and the size of one axis are allowed here: whether they conflict
    ///   depends on `justify`/`align`, which may come later in the chain, so resolution
    ///   decides (and leaves out the one pinned last).
    @usableFromInline @_transparent
    func setting(_ attribute: Attribute, to value: Double, at site: Int, by rule: RuleCall, needsParent: Bool)
        -> Self
    {
        let axis = attribute.axis
        let role = attribute.role
        let pins = self[axis]
        if role == .size, value < 0 { return warned(.negativeSize, at: site) }
        if !conflicts(of: attribute).isEmpty { return warned(.conflict, at: site) }
        if let existing = pins[role] {
            return existing == value ? self : warned(.alreadySet, at: site)
        }
        var pin = self
        pin[axis][role] = value
        if needsParent { pin[axis].fromParent |= role.bit }
        if role != .center, pins.minEdge != nil || role == .minEdge, pins.maxEdge != nil || role == .maxEdge,
            pins.size != nil || role == .size
        {
            pin[axis].lastOfEdgesAndSize = role
            pin[axis].lastOfEdgesAndSizeRule = rule
        }
        return pin
    }

    /// This chain with warning `code` recorded at site `site`, and nothing else changed.
    @usableFromInline @_transparent
    func warned(_ code: IssueCode, at site: Int) -> Self {
        var pin = self
        pin.log.record(code, at: site)
        return pin
    }

    /// Whether all four numbers are finite. One comparison: a difference of a value
    /// with itself is NaN exactly when the value is NaN or infinite. Literals fold away.
    @usableFromInline @_transparent
    static func areFinite(_ a: Double, _ b: Double = 0, _ c: Double = 0, _ d: Double = 0) -> Bool {
        let probe = (a - a) + (b - b) + (c - c) + (d - d)
        return probe == probe
    }

    /// `percent` of the parent's length along `axis` (zero for a root).
    @usableFromInline @_transparent
    func distance(_ percent: Percent, along axis: Axis) -> Double {
        percent.of(parentLength(axis))
    }

    /// The parent's length along `axis` (zero for a root).
    @usableFromInline @_transparent
    func parentLength(_ axis: Axis) -> Double {
        axis == .horizontal ? subject.parentSizeStorage.width : subject.parentSizeStorage.height
    }

    /// The parent's origin along `axis`, in root coordinates.
    @usableFromInline @_transparent
    func parentOrigin(_ axis: Axis) -> Double {
        axis == .horizontal ? subject.parentOrigin.x : subject.parentOrigin.y
    }

    /// `true` when the frame is laid out right to left.
    @usableFromInline
    var isRTL: Bool { @_transparent get { subject.direction == .rtl } }

    /// The horizontal edge `start` (or `end`, when `start` is false) means here.
    @usableFromInline @_transparent
    func horizontalEdge(start: Bool) -> Role {
        start != isRTL ? .minEdge : .maxEdge
    }

    /// The coordinate of `attribute` at `distance` from the parent's matching edge: from
    /// the left/top for min edges and centers, from the right/bottom for max edges (CSS
    /// style).
    @usableFromInline @_transparent
    func fromParent(_ attribute: Attribute, _ distance: Double) -> Double {
        attribute.role == .maxEdge ? parentLength(attribute.axis) - distance : distance
    }

    /// The coordinate in the parent's space of `coordinate`, given in root coordinates
    /// (an anchor, an edge or another frame).
    @usableFromInline @_transparent
    func fromRoot(_ axis: Axis, _ coordinate: Double) -> Double {
        coordinate - parentOrigin(axis)
    }
}
