/// How a stack breaks its items into lines.
///
///     Stack.horizontal(wrap: .wrap)       // a flow of tags: a new line when the next does not fit
///     Stack.horizontal(wrap: .count(3))   // a grid of three per row
///     Stack.horizontal(wrap: .wrapReverse) // a flow whose first line is at the bottom
public enum StackWrap: Hashable, Sendable {
    /// One line, however long (CSS `flex-wrap: nowrap`).
    case none
    /// A new line before an item that, with the spacing before it, would overflow the
    /// available main length (CSS `flex-wrap: wrap`). Unbounded length: one line.
    case wrap
    /// A fixed number of visible items per line; fewer than 1 counts as 1.
    case count(Int)
    /// Lines broken as `.wrap` breaks them, stacked from the cross end (CSS `flex-wrap:
    /// wrap-reverse`): in a row the first line is at the bottom, in a column at the right
    /// (the left, right to left); `.start` in `alignment` and `lineDistribution` is that end.
    ///
    ///     let tags = Stack.horizontal(lineSpacing: 4, wrap: .wrapReverse)
    ///     tags.frames(for: Array(repeating: StackItem(width: 60, height: 20), count: 2), in: Frame(width: 100, height: 50))
    ///         .map(\.rect)   // (x: 0, y: 30, width: 60, height: 20), (x: 0, y: 6, width: 60, height: 20)
    case wrapReverse
}
