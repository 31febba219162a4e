// The rectangle the visibility queries carry down the tree: the viewport (or, for a hit
// test, no limit) cut by each clipping ancestor's frame, edges kept as they are so that an
// unbounded side stays unbounded.

/// A rectangle by its edges, any of which may be infinite: the clip a node is cut to.
struct ClipBox: Equatable {
    var minX: Double
    var minY: Double
    var maxX: Double
    var maxY: Double

    /// No clip at all.
    static var unbounded: ClipBox { ClipBox(minX: -.infinity, minY: -.infinity, maxX: .infinity, maxY: .infinity) }

    init(minX: Double, minY: Double, maxX: Double, maxY: Double) {
        (self.minX, self.minY, self.maxX, self.maxY) = (minX, minY, maxX, maxY)
    }

    /// The box of `rect` (an infinite width or height reaches to infinity, whatever the origin).
    init(_ rect: Rect) {
        func far(_ origin: Double, _ length: Double) -> Double {
            length == .infinity ? .infinity : origin + length
        }
        self.init(minX: rect.x, minY: rect.y, maxX: far(rect.x, rect.width), maxY: far(rect.y, rect.height))
    }

    /// The box of `frame`'s `absoluteRect`, the coordinates the queries answer in: the plain
    /// sum of its parent's origin and its place while that is finite (the common case, and
    /// what `absoluteRect` is then), else `absoluteRect`'s clamped sum.
    init(_ frame: Frame) {
        let rect = frame.rootRect
        self.init(rect.x.isFinite && rect.y.isFinite ? rect : frame.absoluteRect)
    }

    /// The part both boxes cover (empty boxes have a far edge at or before the near one).
    func intersection(_ other: ClipBox) -> ClipBox {
        ClipBox(
            minX: larger(minX, other.minX), minY: larger(minY, other.minY), maxX: smaller(maxX, other.maxX),
            maxY: smaller(maxY, other.maxY))
    }

    /// The least box holding both.
    func union(_ other: ClipBox) -> ClipBox {
        ClipBox(
            minX: smaller(minX, other.minX), minY: smaller(minY, other.minY), maxX: larger(maxX, other.maxX),
            maxY: larger(maxY, other.maxY))
    }

    /// Whether the box covers some area.
    var hasArea: Bool { minX < maxX && minY < maxY }

    /// Whether `point` is inside: left and top edges in, right and bottom edges out.
    func contains(_ point: Point) -> Bool { minX <= point.x && point.x < maxX && minY <= point.y && point.y < maxY }

    /// The box as a rect.
    var rect: Rect { Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY) }

    /// Its extent on one axis.
    func span(horizontal: Bool) -> (low: Double, high: Double) { horizontal ? (minX, maxX) : (minY, maxY) }
}
