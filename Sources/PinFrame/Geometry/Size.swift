/// A width and a height.
///
///     let s = Size(width: 100, height: 50)
///     print(s)   // (width: 100, height: 50)
@frozen
public struct Size: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The horizontal extent.
    public var width: Double
    /// The vertical extent.
    public var height: Double

    /// Creates a size from a width and a height.
    ///
    ///     let s = Size(width: 100, height: 50)
    @inlinable
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// The empty size, `(width: 0, height: 0)`.
    ///
    ///     print(Size.zero)   // (width: 0, height: 0)
    @inlinable
    public static var zero: Size { Size(width: 0, height: 0) }

    /// `(width: 100, height: 50)`; whole numbers print without `.0`.
    ///
    ///     print(Size(width: 0.5, height: 2))   // (width: 0.5, height: 2)
    public var description: String {
        "(width: \(formatted(width)), height: \(formatted(height)))"
    }
}
