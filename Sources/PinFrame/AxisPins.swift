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
enum Role: UInt8, Sendable {
    case minEdge, maxEdge, center, size
}

/// An attribute a rule can pin. The raw value is its name in warnings.
@usableFromInline
enum Attribute: String, Sendable {
    case top, left, bottom, right, hCenter, vCenter, width, height

    @inlinable @inline(__always)
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
        @inline(__always) get {
            switch self {
            case .left, .right, .hCenter, .width: .horizontal
            case .top, .bottom, .vCenter, .height: .vertical
            }
        }
    }

    @inlinable
    var role: Role {
        @inline(__always) get {
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

    @inlinable @inline(__always)
    init(rawValue: UInt8) { self.rawValue = rawValue }

    @inlinable @inline(__always)
    init(_ role: Role) { self.rawValue = 1 << role.rawValue }

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
    @usableFromInline var minEdge: Double?
    @usableFromInline var maxEdge: Double?
    @usableFromInline var center: Double?
    @usableFromInline var size: Double?
    @usableFromInline var minMargin: Double = 0
    @usableFromInline var maxMargin: Double = 0
    /// When both edges and the size are pinned, the one pinned last. Without
    /// `justify`/`align` it conflicts and resolution leaves it out; with them it is fine.
    /// Deciding this at resolution lets `justify` come anywhere in the chain.
    @usableFromInline var lastOfEdgesAndSize: Role?
    /// The rule that pinned `lastOfEdgesAndSize`, for the warning.
    @usableFromInline var lastOfEdgesAndSizeRule: RuleCall = .placeholder

    @inlinable @inline(__always)
    init() {}

    @inlinable
    subscript(role: Role) -> Double? {
        @inline(__always) get {
            switch role {
            case .minEdge: minEdge
            case .maxEdge: maxEdge
            case .center: center
            case .size: size
            }
        }
        @inline(__always) set {
            switch role {
            case .minEdge: minEdge = newValue
            case .maxEdge: maxEdge = newValue
            case .center: center = newValue
            case .size: size = newValue
            }
        }
    }
}
