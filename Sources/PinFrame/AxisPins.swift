// The attributes a chain pins, one axis at a time. Horizontal and vertical are resolved
// by the same code (Resolution.swift), so both live in the same shape.

/// One of the two axes of a rectangle.
@usableFromInline
enum Axis: Sendable {
    case horizontal, vertical
}

/// What an attribute is within its axis: `left`/`top` are the min edge, `right`/`bottom`
/// the max edge, `hCenter`/`vCenter` the center and `width`/`height` the size.
@usableFromInline
enum Role: Sendable {
    case minEdge, maxEdge, center, size

    /// The role's bit in a bitmask of roles. A switch rather than a raw value: a synthesized
    /// `rawValue` is not inlinable, and a call to it stops constant folding.
    @usableFromInline
    var bit: UInt8 {
        @_transparent get {
            switch self {
            case .minEdge: 1
            case .maxEdge: 2
            case .center: 4
            case .size: 8
            }
        }
    }
}

/// An attribute a rule can pin. The raw value is its name in warnings.
@usableFromInline
enum Attribute: String, Sendable {
    case top, left, bottom, right, hCenter, vCenter, width, height

    @usableFromInline @_transparent
    init(_ axis: Axis, _ role: Role) {
        switch (axis, role) {
        case (.horizontal, .minEdge): self = .left
        case (.horizontal, .maxEdge): self = .right
        case (.horizontal, .center): self = .hCenter
        case (.horizontal, .size): self = .width
        case (.vertical, .minEdge): self = .top
        case (.vertical, .maxEdge): self = .bottom
        case (.vertical, .center): self = .vCenter
        case (.vertical, .size): self = .height
        }
    }

    @inlinable
    var axis: Axis {
        @_transparent get {
            switch self {
            case .left, .right, .hCenter, .width: .horizontal
            case .top, .bottom, .vCenter, .height: .vertical
            }
        }
    }

    @inlinable
    var role: Role {
        @_transparent get {
            switch self {
            case .left, .top: .minEdge
            case .right, .bottom: .maxEdge
            case .hCenter, .vCenter: .center
            case .width, .height: .size
            }
        }
    }
}

/// A set of roles on one axis: the attributes a rejected rule conflicts with.
@usableFromInline
struct RoleSet: OptionSet, Sendable {
    @usableFromInline var rawValue: UInt8

    @usableFromInline @_transparent
    init(rawValue: UInt8) { self.rawValue = rawValue }

    @usableFromInline @_transparent
    init(_ role: Role) { self.rawValue = role.bit }

    @usableFromInline static var minEdge: RoleSet { @_transparent get { RoleSet(.minEdge) } }
    @usableFromInline static var maxEdge: RoleSet { @_transparent get { RoleSet(.maxEdge) } }
    @usableFromInline static var center: RoleSet { @_transparent get { RoleSet(.center) } }
    @usableFromInline static var size: RoleSet { @_transparent get { RoleSet(.size) } }
}

/// What a chain has pinned on one axis, in the parent's coordinate space.
///
/// Edges are stored as coordinates: `right(10)` in a 400-wide parent is a max edge at 390,
/// as PinLayout does, so relative rules and parent rules mix freely.
@usableFromInline
struct AxisPins: Sendable {
    // Values and a bit per role rather than four `Double?`: the same folding for the
    // optimizer, without seven bytes of padding after each optional's tag, which measured
    // as copies on every rule.
    @usableFromInline var values: (Double, Double, Double, Double)
    @usableFromInline var minMargin: Double
    @usableFromInline var maxMargin: Double
    /// The rule that pinned `lastOfEdgesAndSize`, for the warning.
    @usableFromInline var lastOfEdgesAndSizeRule: RuleCall
    /// The bits (`Role.bit`) of the roles pinned.
    @usableFromInline var pinned: UInt8
    /// The bits of the roles pinned by a rule that needs a parent: on a
    /// root, resolution leaves it out.
    @usableFromInline var fromParent: UInt8
    /// When both edges and the size are pinned, the one pinned last. Without
    /// `justify`/`align` it conflicts and resolution leaves it out; with them it is fine.
    /// Deciding this at resolution lets `justify` come anywhere in the chain.
    @usableFromInline var lastOfEdgesAndSize: Role?
    /// `minWidth`/`maxWidth` (or the heights): the lengths, and a bit each (1 min, 2 max)
    /// in `limits`; `limitsFromParent` holds the bits of those given as percentages.
    @usableFromInline var minLength: Double
    @usableFromInline var maxLength: Double
    @usableFromInline var limits: UInt8
    @usableFromInline var limitsFromParent: UInt8

    // Explicit, not default values: those would be out-of-line calls (see `Pin.init`).
    @usableFromInline @_transparent
    init() {
        values = (0, 0, 0, 0)
        // Zeros the optimizer can drop: `x + (-0.0)` and `x - 0.0` are exactly `x` for every
        // `x`, while `x + 0.0` is not (it turns -0 into +0), so it would stay an addition.
        minMargin = -0.0
        maxMargin = 0
        lastOfEdgesAndSizeRule = .placeholder
        pinned = 0
        fromParent = 0
        lastOfEdgesAndSize = nil
        minLength = 0
        maxLength = 0
        limits = 0
        limitsFromParent = 0
    }

    @usableFromInline
    subscript(role: Role) -> Double? {
        @_transparent get {
            guard pinned & role.bit != 0 else { return nil }
            switch role {
            case .minEdge: return values.0
            case .maxEdge: return values.1
            case .center: return values.2
            case .size: return values.3
            }
        }
        @_transparent set {
            let bit = role.bit
            pinned = newValue == nil ? pinned & ~bit : pinned | bit
            let value = newValue ?? 0
            switch role {
            case .minEdge: values.0 = value
            case .maxEdge: values.1 = value
            case .center: values.2 = value
            case .size: values.3 = value
            }
        }
    }

    /// `limits`' bit for the minimum (`true`) or the maximum.
    @usableFromInline @_transparent
    static func limitBit(minimum: Bool) -> UInt8 { minimum ? 1 : 2 }

    /// The minimum (`true`) or maximum length, if one is set.
    @usableFromInline
    subscript(limit minimum: Bool) -> Double? {
        @_transparent get {
            guard limits & AxisPins.limitBit(minimum: minimum) != 0 else { return nil }
            return minimum ? minLength : maxLength
        }
    }

    /// `length` within the minimum and maximum, as PinLayout clamps: a minimum raises it (a
    /// missing length counts as zero), then a maximum lowers it (a missing one counts as
    /// infinite), so the maximum wins when the two disagree.
    @usableFromInline @_transparent
    func clamped(_ length: Double?) -> Double? {
        var result = length
        if let minimum = self[limit: true], minimum > (result ?? 0) { result = minimum }
        if let maximum = self[limit: false], maximum < (result ?? .infinity) { result = maximum }
        return result
    }

    @usableFromInline
    var minEdge: Double? {
        @_transparent get { self[.minEdge] }
        @_transparent set { self[.minEdge] = newValue }
    }

    @usableFromInline
    var maxEdge: Double? {
        @_transparent get { self[.maxEdge] }
        @_transparent set { self[.maxEdge] = newValue }
    }

    @usableFromInline
    var center: Double? {
        @_transparent get { self[.center] }
        @_transparent set { self[.center] = newValue }
    }

    @usableFromInline
    var size: Double? {
        @_transparent get { self[.size] }
        @_transparent set { self[.size] = newValue }
    }
}
