/// The direction a stack places its items in: its main axis. The other one is its cross axis.
///
///     Stack(.horizontal)   // items left to right (right to left in an `.rtl` container)
///     Stack(.vertical)     // items top to bottom
public enum StackAxis: Hashable, Sendable {
    /// A row: the main axis runs across, items side by side.
    case horizontal
    /// A column: the main axis runs down, items one below another.
    case vertical
}
