// The attributes a chain pins, one axis at a time. Horizontal and vertical are resolved
// by the same code (Resolution.swift), so both live in the same shape.

/// One of the two axes of a rectangle.
@usableFromInline
enum Axis: Sendable {
    case horizontal, vertical
}

/// What an attribute is within its axis: `left`/`top` are the min edge, `right`/`bottom`
/// the max edge, `hCenter`/`vCenter` the center and `width`/`height` the size. Stored as
/// its bit in a set of roles, so that code choosing a role at run time (``PinChain/start()`` is left
/// or right by direction) needs no branch.
@usableFromInline
struct Role: Equatable, Sendable {
    @usableFromInline let bit: UInt8

    @inlinable @inline(__always)
    init(bit: UInt8) { self.bit = bit }

    @inlinable @inline(__always) static var minEdge: Role { Role(bit: 1) }
    @inlinable @inline(__always) static var maxEdge: Role { Role(bit: 2) }
    @inlinable @inline(__always) static var center: Role { Role(bit: 4) }
    @inlinable @inline(__always) static var size: Role { Role(bit: 8) }

    /// Both edges.
    @inlinable @inline(__always) static var edges: UInt8 { 0b0011 }
}

/// An attribute a rule can pin: a role on an axis.
@usableFromInline
struct Attribute: Equatable, Sendable {
    @usableFromInline let axis: Axis
    @usableFromInline let role: Role

    @inlinable @inline(__always)
    init(_ axis: Axis, _ role: Role) {
        self.axis = axis
        self.role = role
    }

    @inlinable @inline(__always) static var left: Attribute { Attribute(.horizontal, .minEdge) }
    @inlinable @inline(__always) static var right: Attribute { Attribute(.horizontal, .maxEdge) }
    @inlinable @inline(__always) static var hCenter: Attribute { Attribute(.horizontal, .center) }
    @inlinable @inline(__always) static var width: Attribute { Attribute(.horizontal, .size) }
    @inlinable @inline(__always) static var top: Attribute { Attribute(.vertical, .minEdge) }
    @inlinable @inline(__always) static var bottom: Attribute { Attribute(.vertical, .maxEdge) }
    @inlinable @inline(__always) static var vCenter: Attribute { Attribute(.vertical, .center) }
    @inlinable @inline(__always) static var height: Attribute { Attribute(.vertical, .size) }

    /// Its name in warnings: `left`, `hCenter`, `height` …
    var name: String {
        let names =
            axis == .horizontal ? ["left", "right", "hCenter", "width"] : ["top", "bottom", "vCenter", "height"]
        return names[role.bit.trailingZeroBitCount]
    }
}

/// What a chain has pinned on one axis, in the parent's coordinate space.
///
/// Edges are stored as coordinates: `right(10)` in a 400-wide parent is a max edge at 390,
/// as PinLayout does, so relative rules and parent rules mix freely. A value counts only
/// when its role's bit is in `pinned`.
@usableFromInline
struct AxisPins: Sendable {
    @usableFromInline var minEdge: Double
    @usableFromInline var maxEdge: Double
    @usableFromInline var center: Double
    @usableFromInline var size: Double
    @usableFromInline var minMargin: Double
    @usableFromInline var maxMargin: Double
    /// `minWidth`/`maxWidth` (or the heights), with a bit each in `limits` (1 min, 2 max).
    @usableFromInline var minLength: Double
    @usableFromInline var maxLength: Double
    /// The rule that pinned `lastOfEdgesAndSize`, for the warning.
    @usableFromInline var lastOfEdgesAndSizeRule: RuleCall
    /// The bits (`Role.bit`) of the roles pinned, and of those pinned by a rule that
    /// needs a parent (left out on a root).
    @usableFromInline var pinned: UInt8
    @usableFromInline var fromParent: UInt8
    /// The bits of the limits set, and of those set as percentages.
    @usableFromInline var limits: UInt8
    @usableFromInline var limitsFromParent: UInt8
    /// When both edges and the size are pinned, the bit of the one pinned last (else 0).
    /// Without `justify`/`align` it conflicts and resolution leaves it out; with them it is
    /// fine. Deciding this at resolution lets `justify` come anywhere in the chain.
    @usableFromInline var lastOfEdgesAndSize: UInt8
    /// The ordinal of the rule that pinned `lastOfEdgesAndSize`, to put its warning in
    /// chain order.
    @usableFromInline var lastOfEdgesAndSizeOrdinal: UInt8

    @inlinable @inline(__always)
    init() {
        minEdge = 0
        maxEdge = 0
        center = 0
        size = 0
        // Zeros the optimizer can drop: `x + (-0.0)` and `x - 0.0` are exactly `x` for every
        // `x`, while `x + 0.0` is not (it turns -0 into +0), so it would stay an addition.
        minMargin = -0.0
        maxMargin = 0
        minLength = 0
        maxLength = 0
        lastOfEdgesAndSizeRule = RuleCall(.top, .empty)
        pinned = 0
        fromParent = 0
        limits = 0
        limitsFromParent = 0
        lastOfEdgesAndSize = 0
        lastOfEdgesAndSizeOrdinal = 0
    }

    /// Whether `role` is pinned.
    @inlinable @inline(__always)
    func has(_ role: Role) -> Bool { pinned & role.bit != 0 }

    /// The value of `role` (meaningful when it is pinned).
    @inlinable @inline(__always)
    func value(_ role: Role) -> Double {
        switch role.bit {
        case 1: minEdge
        case 2: maxEdge
        case 4: center
        default: size
        }
    }

    /// The value of `role`, or `nil` when it is not pinned. For the warnings' text.
    func pinnedValue(_ role: Role) -> Double? { has(role) ? value(role) : nil }

    /// Pins `role` to `value` when `condition` holds.
    @inlinable @inline(__always)
    mutating func pin(_ role: Role, to value: Double, if condition: Bool = true) {
        // A branch on the role, which a chain's rules fix (the optimizer keeps one case), and
        // a choice on the condition, which may depend on the numbers given.
        switch role.bit {
        case 1: minEdge = choose(condition, value, minEdge)
        case 2: maxEdge = choose(condition, value, maxEdge)
        case 4: center = choose(condition, value, center)
        default: size = choose(condition, value, size)
        }
        pinned |= choose(condition, role.bit, 0)
    }

    /// Whether both edges are pinned.
    @inlinable @inline(__always)
    var hasBothEdges: Bool { pinned & Role.edges == Role.edges }

    /// Whether both edges and the size are pinned.
    @inlinable @inline(__always)
    var hasEdgesAndSize: Bool { pinned & (Role.edges | Role.size.bit) == Role.edges | Role.size.bit }

    /// `length` within the minimum and maximum, as PinLayout clamps: a minimum raises it (a
    /// missing length counts as zero), then a maximum lowers it (a missing one counts as
    /// infinite), so the maximum wins when the two disagree. `has` says whether there is a
    /// length, before and after.
    @inlinable @inline(__always)
    func clamped(_ length: Double, has: Bool) -> (length: Double, has: Bool) {
        let raises = both(limits & 1 != 0, minLength > choose(has, length, 0))
        let raised = choose(raises, minLength, length)
        let hasRaised = either(has, raises)
        let lowers = both(limits & 2 != 0, maxLength < choose(hasRaised, raised, .infinity))
        return (choose(lowers, maxLength, raised), either(hasRaised, lowers))
    }

    /// The length the axis's rules determine before sizing: the pinned size, or the
    /// distance between both edges less their margins; `has` is false when neither.
    @inlinable @inline(__always)
    var determinedLength: (length: Double, has: Bool) {
        let between = (maxEdge - maxMargin) - (minEdge + minMargin)
        return (choose(has(.size), size, between), either(has(.size), hasBothEdges))
    }

    /// `determinedLength` within the minimum and maximum.
    @inlinable @inline(__always)
    var clampedDeterminedLength: (length: Double, has: Bool) {
        let (length, has) = determinedLength
        return clamped(length, has: has)
    }
}
