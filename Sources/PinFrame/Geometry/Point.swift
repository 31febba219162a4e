/// A position in a two-dimensional coordinate space, y growing downwards.
///
///     let p = Point(x: 10, y: 20)
///     print(p)   // (x: 10, y: 20)
@frozen
public struct Point: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The horizontal coordinate.
    public var x: Double
    /// The vertical coordinate.
    public var y: Double

    /// Creates a point from its coordinates.
    ///
    ///     let p = Point(x: 10, y: 20)
    @inlinable
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The point at the origin, `(x: 0, y: 0)`.
    ///
    ///     print(Point.zero)   // (x: 0, y: 0)
    @inlinable
    public static var zero: Point { Point(x: 0, y: 0) }

    /// `(x: 10, y: 20)`; whole numbers print without `.0`.
    ///
    ///     print(Point(x: 1.5, y: 2))   // (x: 1.5, y: 2)
    public var description: String {
        "(x: \(formatted(x)), y: \(formatted(y)))"
    }
}
