/// A length that is points or a share of the item's containing block (CSS
/// `<length-percentage>`). Integer and float literals are points, so `StackItem(width: 80)`
/// reads as it always has.
///
/// A percentage is taken of the containing block on the same axis: its width for widths,
/// `left` and `right`, its height for heights, `top` and `bottom`. A stack item's containing
/// block is its stack's content box, a grid item's its grid area, an `.absolute` item's its
/// container's padding box. Where that length is not known yet (a container sized by its
/// content), a percentage size is auto and a percentage limit is no limit.
///
///     let half = StackItem(width: .percent(50))          // or Dimension(50%)
///     let row = Frame(width: 200, height: 40)
///     Stack.horizontal().frames(for: [half], in: row)[0].rect   // (x: 0, y: 0, width: 100, height: 40)
public enum Dimension: Hashable, Sendable, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral {
    /// A length in points.
    ///
    ///     StackItem(width: .points(80)).width   // .points(80.0), as StackItem(width: 80)
    case points(Double)
    /// A percentage (50 is 50%) of the item's containing block on the same axis.
    ///
    ///     StackItem(height: .percent(25))   // a quarter of the stack's content height
    case percent(Double)

    /// `Dimension(50%)`: the pins' ``Percent`` as a dimension.
    ///
    ///     Dimension(50%)   // .percent(50.0)
    public init(_ percent: Percent) {
        self = .percent(percent.value)
    }

    /// An integer literal is points: `80` is `.points(80)`.
    ///
    ///     let width: Dimension = 80   // .points(80.0)
    public init(integerLiteral value: Int) {
        self = .points(Double(value))
    }

    /// A float literal is points: `12.5` is `.points(12.5)`.
    ///
    ///     let width: Dimension = 12.5   // .points(12.5)
    public init(floatLiteral value: Double) {
        self = .points(value)
    }

    /// The length in a containing block `block` long on this axis: points as they are, a
    /// percentage of `block` when that is finite (a percentage that is not finite counts as
    /// 0%), else nil. The caller sets aside what is not a usable size.
    @inline(__always)
    func length(in block: Double) -> Double? {
        switch self {
        case .points(let value): return value
        case .percent(let share):
            guard block.isFinite else { return nil }
            return share.isFinite ? share * block / 100 : 0
        }
    }

    /// The number as written: points, or the percentage (50 for 50%).
    var number: Double {
        switch self {
        case .points(let value), .percent(let value): value
        }
    }

    /// Whether this is a percentage.
    var isPercent: Bool {
        if case .percent = self { return true }
        return false
    }
}

/// A size that is a finite number ≥ 0 in a containing block `block` long, or nil (auto):
/// a percentage of an open block is auto.
func definedSize(_ value: Dimension?, in block: Double) -> Double? {
    guard let value else { return nil }
    return definedSize(value.length(in: block))
}

/// A limit that is a finite number ≥ 0 in a containing block `block` long, or nil (no limit).
@inline(__always)
func definedLimit(_ value: Dimension?, in block: Double) -> Double? { definedSize(value, in: block) }
