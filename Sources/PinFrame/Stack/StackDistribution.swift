/// How the space left on an axis is shared: items along a line (CSS `justify-content`) or
/// lines across the stack (CSS `align-content`).
///
///     // 3 items of 20 in a row of 100, 40 left over:
///     .start          // at 0, 20, 40
///     .center         // at 20, 40, 60
///     .end            // at 40, 60, 80
///     .spaceBetween   // at 0, 40, 80
///     .spaceAround    // at 6.67, 40, 73.33 (half a share at each end)
///     .spaceEvenly    // at 10, 40, 70
///
/// When the items overflow (the space left is negative), `.spaceBetween` and `.stretch`
/// act as `.start`, `.spaceAround` and `.spaceEvenly` as `.center`.
public enum StackDistribution: Hashable, Sendable {
    /// Packed at the start.
    case start
    /// Packed in the middle.
    case center
    /// Packed at the end.
    case end
    /// The first at the start, the last at the end, equal space between.
    case spaceBetween
    /// Equal space around each: half a share before the first and after the last.
    case spaceAround
    /// Equal space before the first, between each and after the last.
    case spaceEvenly
    /// For lines: the space left is shared among the lines' thickness. For items along a
    /// line it acts as `.start` (items grow with `grow`, not with the distribution).
    case stretch
}

extension StackDistribution {
    /// The space before the first of `count` things and the extra space between
    /// neighbours, to share `leftover` (negative when they overflow).
    func spacing(sharing leftover: Double, among count: Int) -> (leading: Double, between: Double) {
        guard count > 0, leftover.isFinite else { return (0, 0) }
        let n = Double(count)
        switch self {
        case .start, .stretch: return (0, 0)
        case .center: return (leftover / 2, 0)
        case .end: return (leftover, 0)
        case .spaceBetween:
            return leftover < 0 || count == 1 ? (0, 0) : (0, leftover / (n - 1))
        case .spaceAround:
            return leftover < 0 ? (leftover / 2, 0) : (leftover / (2 * n), leftover / n)
        case .spaceEvenly:
            return leftover < 0 ? (leftover / 2, 0) : (leftover / (n + 1), leftover / (n + 1))
        }
    }
}
