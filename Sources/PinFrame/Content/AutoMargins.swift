/// The sides of an item whose margin is CSS `auto`: they take the free space of the item's
/// line (in a grid, of its area) before the container distributes it, shared equally. The
/// numbers `margin` holds for those sides are not used.
///
///     // Back at the left, the actions pushed to the right end of the bar:
///     let back = StackItem(width: 40)
///     let share = StackItem(width: 40, autoMargins: .left)
///     let more = StackItem(width: 40)
///     let bar = Frame(width: 300, height: 44)
///     Stack.horizontal().frames(for: [back, share, more], in: bar).map(\.rect.x)   // [0, 220, 260]
public struct AutoMargins: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8

    /// Auto margins from their raw bits.
    ///
    ///     AutoMargins(rawValue: 0b0101) == [.top, .bottom]   // true
    public init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    /// The top margin is auto.
    ///
    ///     StackItem(height: 20, autoMargins: .top)   // pushed to the bottom of its row
    public static let top = AutoMargins(rawValue: 1 << 0)
    /// The left margin is auto.
    ///
    ///     StackItem(width: 40, autoMargins: .left)   // pushed to the right end of its row
    public static let left = AutoMargins(rawValue: 1 << 1)
    /// The bottom margin is auto.
    ///
    ///     StackItem(height: 20, autoMargins: .bottom)   // pushed to the top of a column's rest
    public static let bottom = AutoMargins(rawValue: 1 << 2)
    /// The right margin is auto.
    ///
    ///     StackItem(width: 40, autoMargins: .right)   // what follows goes to the right end
    public static let right = AutoMargins(rawValue: 1 << 3)
    /// Left and right: centred across the free space.
    ///
    ///     StackItem(width: 40, autoMargins: .horizontal)   // alone in a row: centred
    public static let horizontal: AutoMargins = [.left, .right]
    /// Top and bottom.
    ///
    ///     StackItem(height: 20, autoMargins: .vertical)   // centred across a row's line
    public static let vertical: AutoMargins = [.top, .bottom]
    /// All four sides.
    ///
    ///     GridItem(width: 10, height: 10, autoMargins: .all)   // centred in its area
    public static let all: AutoMargins = [.top, .left, .bottom, .right]

    /// `margin` as it is laid out: the auto sides 0 (their numbers are not used), the
    /// others as given.
    ///
    ///     AutoMargins.left.applied(to: EdgeInsets(all: 5))   // (top: 5, left: 0, bottom: 5, right: 5)
    func applied(to margin: EdgeInsets) -> EdgeInsets {
        EdgeInsets(
            top: contains(.top) ? 0 : margin.top, left: contains(.left) ? 0 : margin.left,
            bottom: contains(.bottom) ? 0 : margin.bottom, right: contains(.right) ? 0 : margin.right)
    }

    /// Left and right swapped.
    var mirrored: AutoMargins {
        var sides = intersection(.vertical)
        if contains(.left) { sides.insert(.right) }
        if contains(.right) { sides.insert(.left) }
        return sides
    }

    /// Whether the left or the right margin is auto.
    var hasHorizontal: Bool { !isDisjoint(with: .horizontal) }
    /// Whether the top or the bottom margin is auto.
    var hasVertical: Bool { !isDisjoint(with: .vertical) }
}
