/// Distances inward from each edge of a rectangle.
///
/// Used by the insets forms of the edge rules (`all(_:)`, `top(_:)` …) and by
/// `margin(_:)`.
///
///     let insets = EdgeInsets(top: 10, left: 20, bottom: 10, right: 20)
///     child.pin.all(insets)   // 10 from top and bottom, 20 from left and right
@frozen
public struct EdgeInsets: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The inset from the top edge.
    public var top: Double
    /// The inset from the left edge.
    public var left: Double
    /// The inset from the bottom edge.
    public var bottom: Double
    /// The inset from the right edge.
    public var right: Double

    /// Creates insets from the four distances.
    ///
    ///     let insets = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
    @inlinable
    public init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// Creates insets with the same distance on every side.
    ///
    ///     print(EdgeInsets(all: 8))   // (top: 8, left: 8, bottom: 8, right: 8)
    @inlinable
    public init(all value: Double) {
        self.init(top: value, left: value, bottom: value, right: value)
    }

    /// No inset on any side.
    ///
    ///     print(EdgeInsets.zero)   // (top: 0, left: 0, bottom: 0, right: 0)
    @inlinable
    public static var zero: EdgeInsets { EdgeInsets(all: 0) }

    /// `(top: 1, left: 2, bottom: 3, right: 4)`; whole numbers print without `.0`.
    ///
    ///     print(EdgeInsets(all: 0.5))   // (top: 0.5, left: 0.5, bottom: 0.5, right: 0.5)
    public var description: String {
        "(top: \(formatted(top)), left: \(formatted(left)), bottom: \(formatted(bottom)), right: \(formatted(right)))"
    }
}
