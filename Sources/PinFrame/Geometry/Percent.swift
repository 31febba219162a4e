/// A percentage of the parent's width or height, written `50%`.
///
/// Horizontal rules (`left`, `width`, `marginLeft` …) take it of the parent's width,
/// vertical ones of its height.
///
///     let parent = Frame(width: 400, height: 200)
///     let child = Frame(in: parent).pin.width(50%).height(10%).layout()
///     print(child.rect)   // (x: 0, y: 0, width: 200, height: 20)
@frozen
public struct Percent: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The percentage: `50` for 50%.
    public var value: Double

    /// Creates a percentage; `Percent(50)` is `50%`.
    ///
    ///     let half = Percent(50)
    @inlinable
    public init(_ value: Double) {
        self.value = value
    }

    /// The percentage of `total`: `50%.of(300)` is `150`.
    ///
    ///     print((25%).of(200))   // 50.0
    @inlinable
    public func of(_ total: Double) -> Double {
        // Multiplying first keeps whole-number results exact (30 * 400 / 100 == 120).
        value * total / 100
    }

    /// `50%`.
    ///
    ///     print(12.5%)   // 12.5%
    public var description: String { "\(formatted(value))%" }

    /// The opposite percentage, so `-10%` reads as written.
    ///
    ///     print(-(10%))   // -10%
    @inlinable
    public static prefix func - (percent: Percent) -> Percent {
        Percent(-percent.value)
    }
}

postfix operator %

/// Makes a ``Percent`` from an integer: `10%`.
///
///     child.pin.width(10%)
@inlinable
public postfix func % (value: Int) -> Percent {
    Percent(Double(value))
}

/// Makes a ``Percent`` from a floating-point value: `12.5%`.
///
///     child.pin.width(12.5%)
@inlinable
public postfix func % (value: Double) -> Percent {
    Percent(value)
}
