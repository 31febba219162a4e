// The box around a frame's children that `wrapContent` and `Frame.wrapping` wrap: one place
// that says which children count.

/// The bounding box of the visible children of a frame, in its coordinates, and how many
/// visible children were left out because their rect is not finite.
@usableFromInline
struct ChildrenBox: Sendable {
    @usableFromInline var minX = Double.infinity
    @usableFromInline var minY = Double.infinity
    @usableFromInline var maxX = -Double.infinity
    @usableFromInline var maxY = -Double.infinity
    /// Visible children with a rect that is not finite, left out of the box.
    @usableFromInline var leftOut = 0

    /// Whether a child counts: some visible child has a finite rect.
    @inlinable @inline(__always)
    var isEmpty: Bool { minX > maxX }

    /// The box of `children`: hidden ones do not count (as list rules skip them), nor those
    /// whose rect is not finite (counted in `leftOut`). Out of line: a loop has no place in
    /// every chain.
    @usableFromInline
    init(_ children: [Frame]) {
        for child in children where !child.isHidden {
            let rect = child.rect
            guard rect.isFinite else {
                leftOut += 1
                continue
            }
            minX = min(minX, rect.minX)
            minY = min(minY, rect.minY)
            maxX = max(maxX, rect.maxX)
            maxY = max(maxY, rect.maxY)
        }
    }
}
