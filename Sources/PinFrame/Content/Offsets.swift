/// How far a positioned item's edges are from its containing block's (CSS `top`, `left`,
/// `bottom`, `right`): nil is auto. Percentages are of the containing block's width for
/// `left` and `right`, its height for `top` and `bottom`. Offsets are physical: `left` is the
/// left side in a right-to-left container too. Negative offsets move an item out.
///
///     Offsets(top: 8, right: 8)                        // 8 from the top right corner
///     Offsets(left: .percent(50))                      // its left edge at the middle
public struct Offsets: Hashable, Sendable {
    /// The distance from the containing block's top, or nil.
    public var top: Dimension?
    /// The distance from the containing block's left, or nil.
    public var left: Dimension?
    /// The distance from the containing block's bottom, or nil.
    public var bottom: Dimension?
    /// The distance from the containing block's right, or nil.
    public var right: Dimension?

    /// Offsets; every side left out is auto.
    ///
    ///     Offsets(top: 0, left: 0, bottom: 0, right: 0)   // all four edges on the block's
    public init(top: Dimension? = nil, left: Dimension? = nil, bottom: Dimension? = nil, right: Dimension? = nil) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// How far a `.relative` item moves in a containing block `block` large, laid out right
    /// to left when `rightToLeft`: `left` (else minus `right`; right to left, `right` first),
    /// `top` (else minus `bottom`). An offset that is not a finite number moves nothing.
    func shift(in block: Size, rightToLeft: Bool) -> Point {
        let left = finiteOffset(self.left, in: block.width)
        let right = finiteOffset(self.right, in: block.width)
        let x: Double =
            if rightToLeft, let right { -right } else if let left { left } else if let right { -right } else { 0 }
        let top = finiteOffset(self.top, in: block.height)
        let y = top ?? finiteOffset(bottom, in: block.height).map { -$0 } ?? 0
        return Point(x: x, y: y)
    }
}

/// An offset in a containing block `block` long: a finite number (negative allowed), or
/// nil for auto, a percentage of an open block, or a number that is not finite.
func finiteOffset(_ value: Dimension?, in block: Double) -> Double? {
    guard let length = value?.length(in: block), length.isFinite else { return nil }
    return length
}
