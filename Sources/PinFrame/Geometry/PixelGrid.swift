// Edges on a root's pixel grid: what stacks and grids lay out under a scale.

/// The origin and length of a span from `low` to `high` (in a parent whose origin is `root`
/// in root coordinates) with both edges rounded to the pixel grid of `scale` in root
/// coordinates, halves away from zero. The origin is the near edge's pixel over the scale; the
/// length the pixel count over the scale, so that spans of as many pixels have the same length
/// to the last bit wherever they start (the difference of the two edges would not: 14.4 − 9.6
/// is 4.800000000000001 where 9.6 − 4.8 is 4.8). Neighbours sharing an edge share its pixel:
/// the next one starts exactly there, and this one's origin plus length is within a unit in the
/// last place of it. An edge too large to count in pixels (its count overflows) is kept as it is.
///
/// The origin is measured from `origin` in root coordinates, `root` unless given: a tree
/// lays out in unrounded coordinates and measures a node from its parent's rounded origin.
///
/// `keepingLength`: the length is rounded from the span's own length rather than from its far
/// edge (its near edge still rounded), so that spans of one length keep one pixel length
/// wherever they start: an item whose side follows the other through its aspect ratio keeps
/// its ratio, a square stays square; the gaps beside it take the difference.
///
///     pixelSnapped(9.6, 14.4, root: 0, scale: 5)   // (origin: 9.6, length: 4.8)
///     pixelSnapped(0.3, 10.3, root: 0, scale: 1, keepingLength: true)   // (origin: 0, length: 10)
func pixelSnapped(
    _ low: Double, _ high: Double, root: Double, scale: Double, from origin: Double? = nil, keepingLength: Bool = false
) -> (origin: Double, length: Double) {
    let lowPixels = ((root + low) * scale).rounded()
    let highPixels = keepingLength ? lowPixels + ((high - low) * scale).rounded() : ((root + high) * scale).rounded()
    let origin = origin ?? root
    guard lowPixels.isFinite, highPixels.isFinite else {
        let lowEdge = lowPixels.isFinite ? lowPixels / scale : root + low
        let highEdge = highPixels.isFinite ? highPixels / scale : root + high
        return (lowEdge - origin, highEdge - lowEdge)
    }
    return (lowPixels / scale - origin, (highPixels - lowPixels) / scale)
}
