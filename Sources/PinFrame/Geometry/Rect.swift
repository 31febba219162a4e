/// A rectangle: an origin (its top-left corner) and a size.
///
///     let r = Rect(x: 10, y: 20, width: 100, height: 50)
///     print(r.maxX, r.midY)   // 110.0 45.0
///     print(r)                // (x: 10, y: 20, width: 100, height: 50)
@frozen
public struct Rect: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The left edge.
    public var x: Double
    /// The top edge.
    public var y: Double
    /// The horizontal extent.
    public var width: Double
    /// The vertical extent.
    public var height: Double

    /// Creates a rectangle from its coordinates and extents.
    ///
    ///     let r = Rect(x: 0, y: 0, width: 400, height: 300)
    @inlinable
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// Creates a rectangle from an origin and a size.
    ///
    ///     let r = Rect(origin: Point(x: 5, y: 5), size: Size(width: 10, height: 10))
    ///     print(r)   // (x: 5, y: 5, width: 10, height: 10)
    @inlinable
    public init(origin: Point, size: Size) {
        self.init(x: origin.x, y: origin.y, width: size.width, height: size.height)
    }

    /// The rectangle at the origin with no size.
    ///
    ///     print(Rect.zero)   // (x: 0, y: 0, width: 0, height: 0)
    @inlinable
    public static var zero: Rect { Rect(x: 0, y: 0, width: 0, height: 0) }

    /// The top-left corner.
    ///
    ///     print(Rect(x: 1, y: 2, width: 3, height: 4).origin)   // (x: 1, y: 2)
    @inlinable
    public var origin: Point {
        get { Point(x: x, y: y) }
        set {
            x = newValue.x
            y = newValue.y
        }
    }

    /// The width and height.
    ///
    ///     print(Rect(x: 1, y: 2, width: 3, height: 4).size)   // (width: 3, height: 4)
    @inlinable
    public var size: Size {
        get { Size(width: width, height: height) }
        set {
            width = newValue.width
            height = newValue.height
        }
    }

    /// The left edge, `x`.
    ///
    ///     Rect(x: 10, y: 0, width: 100, height: 0).minX   // 10
    @inlinable
    public var minX: Double { x }
    /// The horizontal center, `x + width / 2`.
    ///
    ///     Rect(x: 10, y: 0, width: 100, height: 0).midX   // 60
    @inlinable
    public var midX: Double { x + width / 2 }
    /// The right edge, `x + width`.
    ///
    ///     Rect(x: 10, y: 0, width: 100, height: 0).maxX   // 110
    @inlinable
    public var maxX: Double { x + width }
    /// The top edge, `y`.
    ///
    ///     Rect(x: 0, y: 20, width: 0, height: 50).minY   // 20
    @inlinable
    public var minY: Double { y }
    /// The vertical center, `y + height / 2`.
    ///
    ///     Rect(x: 0, y: 20, width: 0, height: 50).midY   // 45
    @inlinable
    public var midY: Double { y + height / 2 }
    /// The bottom edge, `y + height`.
    ///
    ///     Rect(x: 0, y: 20, width: 0, height: 50).maxY   // 70
    @inlinable
    public var maxY: Double { y + height }

    /// `(x: 10, y: 20, width: 100, height: 50)`; whole numbers print without `.0`.
    ///
    ///     print(Rect(x: 0.5, y: 0, width: 1, height: 1))   // (x: 0.5, y: 0, width: 1, height: 1)
    public var description: String {
        "(x: \(formatted(x)), y: \(formatted(y)), width: \(formatted(width)), height: \(formatted(height)))"
    }
}

// Rectangle arithmetic for pictures and stacks, on rectangles whose sides may be negative.
extension Rect {
    /// Whether all four numbers are finite and so are the far edges.
    var isFinite: Bool { areFinite(x, y, width, height) && areFinite(maxX, maxY) }

    /// The same area with a non-negative width and height.
    var standardized: Rect {
        Rect(x: min(x, maxX), y: min(y, maxY), width: width.magnitude, height: height.magnitude)
    }

    /// The smallest rectangle holding both.
    func union(_ other: Rect) -> Rect {
        let a = standardized
        let b = other.standardized
        let minX = min(a.minX, b.minX)
        let minY = min(a.minY, b.minY)
        return Rect(x: minX, y: minY, width: max(a.maxX, b.maxX) - minX, height: max(a.maxY, b.maxY) - minY)
    }

    /// The area both cover; an empty overlap is a zero-size rectangle where they come closest.
    func intersection(_ other: Rect) -> Rect {
        let a = standardized
        let b = other.standardized
        let minX = max(a.minX, b.minX)
        let minY = max(a.minY, b.minY)
        return Rect(
            x: minX, y: minY, width: max(0, min(a.maxX, b.maxX) - minX), height: max(0, min(a.maxY, b.maxY) - minY))
    }
}
