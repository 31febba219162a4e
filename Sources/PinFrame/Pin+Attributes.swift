// Every rule ends here: the setters that check conflicts and repeated values (DESIGN §4.4),
// and the helpers that turn a parent-relative or root-relative value into an attribute.

extension Pin {
    /// Pins `attribute` to `value` (a coordinate in the parent's space, or a size), or
    /// records why not. The one place where conflicts and repeated values are checked.
    ///
    /// - A size below zero is `.negativeSize`.
    /// - An edge conflicts with a pinned center of its axis, a center with pinned edges.
    /// - A second, different value for an attribute is `.alreadySet`; the same value again
    ///   changes nothing.
    /// - Both edges and the size of one axis are allowed here: whether they conflict
    ///   depends on `justify`/`align`, which may come later in the chain, so resolution
    ///   decides (and leaves out the one pinned last).
    @inlinable @inline(__always)
    func setting(_ attribute: Attribute, to value: Double, by rule: RuleCall) -> Pin {
        let axis = attribute.axis
        let role = attribute.role
        let pins = self[axis]
        switch role {
        case .size:
            if value < 0 { return warned(.negativeSize(attribute, value), rule) }
        case .minEdge, .maxEdge:
            if pins.center != nil { return warned(.conflict(attribute, with: .center), rule) }
        case .center:
            if pins.minEdge != nil || pins.maxEdge != nil {
                var edges = RoleSet()
                if pins.minEdge != nil { edges.insert(.minEdge) }
                if pins.maxEdge != nil { edges.insert(.maxEdge) }
                return warned(.conflict(attribute, with: edges), rule)
            }
        }
        if let existing = pins[role] {
            return existing == value ? self : warned(.alreadySet(attribute), rule)
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

    /// Returns this chain with one more warning. Out of line and by value: the warning
    /// path must not make the whole `Pin` live in memory on the path without warnings.
    @usableFromInline @inline(never)
    func warned(_ issue: Issue, _ rule: RuleCall) -> Pin {
        var pin = self
        pin.log.append(WarningRecord(rule: rule, issue: issue))
        return pin
    }

    /// The parent's length along `axis`, or `nil` for a root.
    @inlinable @inline(__always)
    func parentLength(_ axis: Axis) -> Double? {
        guard let size = subject.parentSize else { return nil }
        return axis == .horizontal ? size.width : size.height
    }

    /// The parent's origin along `axis`, in root coordinates.
    @inlinable @inline(__always)
    func parentOrigin(_ axis: Axis) -> Double {
        axis == .horizontal ? subject.parentOrigin.x : subject.parentOrigin.y
    }

    /// `true` when the frame is laid out right to left.
    @inlinable
    var isRTL: Bool { @inline(__always) get { subject.direction == .rtl } }

    /// The horizontal edge `start` (or `end`, when `start` is false) means here.
    @inlinable @inline(__always)
    func horizontalEdge(start: Bool) -> Role {
        start != isRTL ? .minEdge : .maxEdge
    }

    /// Checks the numbers a rule was written with: all finite, or an `.invalidValue`
    /// warning (reported before any other check, as DESIGN §4.4 asks).
    @inlinable @inline(__always)
    func firstInvalid(_ a: Double, _ b: Double = 0, _ c: Double = 0, _ d: Double = 0) -> Double? {
        // One comparison for all four: a difference of a value with itself is NaN
        // exactly when the value is NaN or infinite. Literals fold away.
        let probe = (a - a) + (b - b) + (c - c) + (d - d)
        guard probe != probe else { return nil }
        return Pin.firstNonFinite(a, b, c, d)
    }

    @usableFromInline @inline(never)
    static func firstNonFinite(_ a: Double, _ b: Double, _ c: Double, _ d: Double) -> Double {
        !a.isFinite ? a : !b.isFinite ? b : !c.isFinite ? c : d
    }

    /// Runs `body` with the parent's size, once the rule's numbers are known to be finite
    /// and the frame is known to have a parent; otherwise records `.invalidValue` or
    /// `.noParent` and skips the rule.
    @inlinable @inline(__always)
    func withParent(
        _ rule: RuleCall, checking a: Double = 0, _ b: Double = 0, _ c: Double = 0, _ d: Double = 0,
        _ body: (Size) -> Pin
    ) -> Pin {
        if let invalid = firstInvalid(a, b, c, d) { return warned(.invalidValue(invalid), rule) }
        guard let parent = subject.parentSize else { return warned(.noParent, rule) }
        return body(parent)
    }

    /// Pins `attribute` at `distance` from the parent's matching edge: from the left/top for
    /// min edges and centers, from the right/bottom for max edges (CSS style).
    @inlinable @inline(__always)
    func settingFromParent(_ attribute: Attribute, distance: Double, parent: Size, by rule: RuleCall) -> Pin {
        let length = attribute.axis == .horizontal ? parent.width : parent.height
        let coordinate = attribute.role == .maxEdge ? length - distance : distance
        return setting(attribute, to: coordinate, by: rule)
    }

    /// Pins `attribute` to a coordinate given in root coordinates (an anchor, an edge or
    /// another frame), converted into the parent's space.
    @inlinable @inline(__always)
    func settingFromRoot(_ attribute: Attribute, rootCoordinate: Double, by rule: RuleCall) -> Pin {
        setting(attribute, to: rootCoordinate - parentOrigin(attribute.axis), by: rule)
    }

    /// `percent` of the parent's length along `axis`.
    @inlinable @inline(__always)
    func length(_ percent: Percent, of parent: Size, along axis: Axis) -> Double {
        percent.of(axis == .horizontal ? parent.width : parent.height)
    }

    /// Converts percentages of the parent (already known finite) into distances, and
    /// records `.invalidValue` if one overflows. Runs `body` with the distances.
    @inlinable @inline(__always)
    func withParentPercents(
        _ rule: RuleCall, _ a: Percent, along axisA: Axis, _ b: Percent, along axisB: Axis,
        _ body: (Size, Double, Double) -> Pin
    ) -> Pin {
        withParent(rule, checking: a.value, b.value) { parent in
            let distanceA = length(a, of: parent, along: axisA)
            let distanceB = length(b, of: parent, along: axisB)
            if let invalid = firstInvalid(distanceA, distanceB) { return warned(.invalidValue(invalid), rule) }
            return body(parent, distanceA, distanceB)
        }
    }
}
