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

// PinLayout's helpers for insets, so that code ported from it compiles.
extension EdgeInsets {
    /// Each side at least the matching side of `minimum` (PinLayout's name: the result has
    /// `minimum` as its smallest insets).
    ///
    ///     let safeArea = EdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
    ///     print(safeArea.minInsets(EdgeInsets(all: 10)))   // (top: 44, left: 10, bottom: 34, right: 10)
    public func minInsets(_ minimum: EdgeInsets) -> EdgeInsets {
        // A side that is not at least its minimum (NaN included) becomes the minimum.
        func atLeast(_ value: Double, _ minimum: Double) -> Double { value >= minimum ? value : minimum }
        return EdgeInsets(
            top: atLeast(top, minimum.top), left: atLeast(left, minimum.left), bottom: atLeast(bottom, minimum.bottom),
            right: atLeast(right, minimum.right))
    }

    /// Left and right at least `dx`, top and bottom at least `dy`.
    ///
    ///     let safeArea = EdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
    ///     print(safeArea.minInsets(dx: 16, dy: 8))   // (top: 44, left: 16, bottom: 34, right: 16)
    public func minInsets(dx: Double, dy: Double) -> EdgeInsets {
        minInsets(EdgeInsets(top: dy, left: dx, bottom: dy, right: dx))
    }

    /// `value` added to every side.
    ///
    ///     print(EdgeInsets(top: 44, left: 0, bottom: 34, right: 0) + 10)   // (top: 54, left: 10, bottom: 44, right: 10)
    @inlinable
    public static func + (insets: EdgeInsets, value: Double) -> EdgeInsets {
        EdgeInsets(
            top: insets.top + value, left: insets.left + value, bottom: insets.bottom + value,
            right: insets.right + value)
    }

    /// `value` added to every side; for an `Int` variable, as PinLayout accepts one.
    ///
    ///     let padding = 8
    ///     print(EdgeInsets.zero + padding)   // (top: 8, left: 8, bottom: 8, right: 8)
    @inlinable
    public static func + (insets: EdgeInsets, value: Int) -> EdgeInsets {
        insets + Double(value)
    }
}
