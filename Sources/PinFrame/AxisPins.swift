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
    @inlinable
    var bit: UInt8 {
        switch self {
        case .minEdge: 1
        case .maxEdge: 2
        case .center: 4
        case .size: 8
        }
    }
}

/// An attribute a rule can pin. The raw value is its name in warnings.
@usableFromInline
enum Attribute: String, Sendable {
    case top, left, bottom, right, hCenter, vCenter, width, height

    @inlinable
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
        switch self {
        case .left, .right, .hCenter, .width: .horizontal
        case .top, .bottom, .vCenter, .height: .vertical
        }
    }

    @inlinable
    var role: Role {
        switch self {
        case .left, .top: .minEdge
        case .right, .bottom: .maxEdge
        case .hCenter, .vCenter: .center
        case .width, .height: .size
        }
    }
}

/// A set of roles on one axis: the attributes a rejected rule conflicts with.
@usableFromInline
struct RoleSet: OptionSet, Sendable {
    @usableFromInline var rawValue: UInt8

    @inlinable
    init(rawValue: UInt8) { self.rawValue = rawValue }

    @inlinable
    init(_ role: Role) { self.rawValue = role.bit }

    @inlinable static var minEdge: RoleSet { RoleSet(.minEdge) }
    @inlinable static var maxEdge: RoleSet { RoleSet(.maxEdge) }
    @inlinable static var center: RoleSet { RoleSet(.center) }
    @inlinable static var size: RoleSet { RoleSet(.size) }
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
    /// `minWidth`/`maxWidth` (or the heights), with a bit each in `limits` (1 min, 2 max).
    @usableFromInline var minLength: Double
    @usableFromInline var maxLength: Double
    /// The rule that pinned `lastOfEdgesAndSize`, for the warning.
    @usableFromInline var lastOfEdgesAndSizeRule: RuleCall
    /// The bits (`Role.bit`) of the roles pinned.
    @usableFromInline var pinned: UInt8
    @usableFromInline var limits: UInt8
    /// When both edges and the size are pinned, the one pinned last. Without
    /// `justify`/`align` it conflicts and resolution leaves it out; with them it is fine.
    /// Deciding this at resolution lets `justify` come anywhere in the chain.
    @usableFromInline var lastOfEdgesAndSize: Role?

    @inlinable
    init() {
        values = (0, 0, 0, 0)
        // Zeros the optimizer can drop: `x + (-0.0)` and `x - 0.0` are exactly `x` for every
        // `x`, while `x + 0.0` is not (it turns -0 into +0), so it would stay an addition.
        minMargin = -0.0
        maxMargin = 0
        minLength = 0
        maxLength = 0
        lastOfEdgesAndSizeRule = RuleCall(.top, .empty)
        pinned = 0
        limits = 0
        lastOfEdgesAndSize = nil
    }

    @inlinable
    subscript(role: Role) -> Double? {
        get {
            guard pinned & role.bit != 0 else { return nil }
            switch role {
            case .minEdge: return values.0
            case .maxEdge: return values.1
            case .center: return values.2
            case .size: return values.3
            }
        }
        set {
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
    @inlinable
    static func limitBit(minimum: Bool) -> UInt8 { minimum ? 1 : 2 }

    /// The minimum (`true`) or maximum length, if one is set.
    @inlinable
    subscript(limit minimum: Bool) -> Double? {
        guard limits & AxisPins.limitBit(minimum: minimum) != 0 else { return nil }
        return minimum ? minLength : maxLength
    }

    /// `length` within the minimum and maximum, as PinLayout clamps: a minimum raises it (a
    /// missing length counts as zero), then a maximum lowers it (a missing one counts as
    /// infinite), so the maximum wins when the two disagree.
    @inlinable
    func clamped(_ length: Double?) -> Double? {
        var result = length
        if let minimum = self[limit: true], minimum > (result ?? 0) { result = minimum }
        if let maximum = self[limit: false], maximum < (result ?? .infinity) { result = maximum }
        return result
    }

    @inlinable
    var minEdge: Double? {
        get { self[.minEdge] }
        set { self[.minEdge] = newValue }
    }

    @inlinable
    var maxEdge: Double? {
        get { self[.maxEdge] }
        set { self[.maxEdge] = newValue }
    }

    @inlinable
    var center: Double? {
        get { self[.center] }
        set { self[.center] = newValue }
    }

    @inlinable
    var size: Double? {
        get { self[.size] }
        set { self[.size] = newValue }
    }
}
