/// How a stack breaks its items into lines.
///
///     Stack.horizontal(wrap: .wrap)       // a flow of tags: a new line when the next does not fit
///     Stack.horizontal(wrap: .count(3))   // a grid of three per row
public enum StackWrap: Hashable, Sendable {
    /// One line, however long (CSS `flex-wrap: nowrap`).
    case none
    /// A new line before an item that, with the spacing before it, would overflow the
    /// available main length (CSS `flex-wrap: wrap`). Unbounded length: one line.
    case wrap
    /// A fixed number of visible items per line; fewer than 1 counts as 1.
    case count(Int)
}
