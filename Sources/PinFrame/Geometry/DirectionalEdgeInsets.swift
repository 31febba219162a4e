/// Distances inward from each edge of a rectangle, with the horizontal ones named by the
/// layout direction: `leading` is the left inset in a left-to-right layout and the right one
/// in a right-to-left layout, `trailing` the other (UIKit's `NSDirectionalEdgeInsets`).
///
/// Accepted wherever the rules, stacks and items take ``EdgeInsets`` for a padding or a
/// margin (`all(_:)`, `horizontally(_:)`, `vertically(_:)`, `margin(_:)`,
/// `wrapContent(_:_:padding:)`, `Stack(padding:)`, `StackItem(margin:)`), and resolved there
/// by the direction the frame or container inherits from its root. It has no `.zero` or
/// ``EdgeInsets/init(all:)``: with them, `padding: .zero` and `all(.init(all: 8))` would be ambiguous
/// wherever both kinds of insets are accepted.
///
///     let rtl = Frame(width: 400, height: 100, direction: .rtl)
///     let insets = DirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 4)
///     Frame(in: rtl).pin.all(insets).rect   // (x: 4, y: 0, width: 380, height: 100)
@frozen
public struct DirectionalEdgeInsets: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The inset from the top edge.
    public var top: Double
    /// The inset from the leading edge: the left one left to right, the right one right to left.
    public var leading: Double
    /// The inset from the bottom edge.
    public var bottom: Double
    /// The inset from the trailing edge: the right one left to right, the left one right to left.
    public var trailing: Double

    /// Creates insets from the four distances.
    ///
    ///     let insets = DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
    @inlinable
    public init(top: Double, leading: Double, bottom: Double, trailing: Double) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// The same insets by left and right, in a layout going `direction`.
    ///
    ///     let insets = DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
    ///     print(insets.edgeInsets(in: .rtl))   // (top: 1, left: 4, bottom: 3, right: 2)
    @inlinable
    public func edgeInsets(in direction: LayoutDirection) -> EdgeInsets {
        edgeInsets(rightToLeft: direction == .rtl)
    }

    /// ``DirectionalEdgeInsets/edgeInsets(in:)`` for a direction known as a flag, without a branch.
    @inlinable @inline(__always)
    func edgeInsets(rightToLeft: Bool) -> EdgeInsets {
        EdgeInsets(
            top: top, left: choose(rightToLeft, trailing, leading), bottom: bottom,
            right: choose(rightToLeft, leading, trailing))
    }

    /// `(top: 1, leading: 2, bottom: 3, trailing: 4)`; whole numbers print without `.0`.
    ///
    ///     print(DirectionalEdgeInsets(top: 0.5, leading: 2, bottom: 0, trailing: 0))
    ///     // (top: 0.5, leading: 2, bottom: 0, trailing: 0)
    public var description: String {
        "(top: \(formatted(top)), leading: \(formatted(leading)), bottom: \(formatted(bottom)), "
            + "trailing: \(formatted(trailing)))"
    }
}
