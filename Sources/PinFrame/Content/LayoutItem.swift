// What a stack's and a grid's items have in common, for the rules that treat them alike.

/// A child of a stack or a grid: ``StackItem`` or ``GridItem``.
protocol LayoutItem {
    var width: Dimension? { get }
    var height: Dimension? { get }
    /// Its sizes, limits, basis and offsets as stored.
    var lengths: ItemLengths { get }
    var aspectRatio: Double? { get }
    /// A tree hides a container nested deeper than the thread's stack allows.
    var isHidden: Bool { get set }
}

extension StackItem: LayoutItem {}
extension GridItem: LayoutItem {}

extension LayoutItem {
    /// Whether one of its sides follows the other through its aspect ratio (a ratio that is a
    /// finite number > 0, and a side left auto): under a pixel scale both sides are rounded
    /// from their own lengths, so that the ratio holds.
    var followsRatio: Bool {
        @inline(__always) get {
            guard let ratio = aspectRatio, ratio.isFinite, ratio > 0 else { return false }
            // A percentage counts as auto here: it may follow the ratio where it does not resolve.
            return lengths.points(.width) == nil || lengths.points(.height) == nil
        }
    }
}
