/// Where an item goes across its line (CSS `align-items`, or `align-self` on an item).
///
///     let row = Stack.horizontal(alignment: .center)   // items centred vertically in their line
///     StackItem(width: 20, height: 10, alignment: .end)   // this one at the bottom instead
public enum StackAlignment: Hashable, Sendable {
    /// At the line's start: its top in a row, its left (right in `.rtl`) in a column.
    case start
    /// Centred in the line.
    case center
    /// At the line's end.
    case end
    /// As thick as the line, less the item's margins, when the item has no explicit cross
    /// size (then it acts as `.start`); clamped by its min/max.
    case stretch
}
