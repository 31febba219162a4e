/// A point of a frame (a corner, an edge's middle, the center) in root coordinates,
/// taken from `frame.anchor`, for rules such as ``PinChain/topLeft(to:)``.
///
/// Because it is in root coordinates, an anchor of a frame in one branch can position a
/// frame in another.
///
///     let b = Frame(in: screen).pin.topLeft(to: a.anchor.topRight).size(50).layout()
public struct Anchor: Hashable, Sendable {
    /// Which point of the frame this is.
    ///
    ///     a.anchor.bottomCenter.kind   // .bottomCenter
    public enum Kind: String, Hashable, Sendable {
        /// The top-left corner.
        case topLeft
        /// The middle of the top edge.
        case topCenter
        /// The top-right corner.
        case topRight
        /// The middle of the left edge.
        case centerLeft
        /// The center.
        case center
        /// The middle of the right edge.
        case centerRight
        /// The bottom-left corner.
        case bottomLeft
        /// The middle of the bottom edge.
        case bottomCenter
        /// The bottom-right corner.
        case bottomRight
    }

    /// Which point of the frame this is (start/end anchors are already resolved to
    /// left/right using the frame's direction).
    ///
    ///     a.anchor.topRight.kind   // .topRight
    public let kind: Kind
    /// The tag of the root of the frame it was taken from (0: made by hand, or of a root).
    @usableFromInline let root: UInt8
    /// The point, in root coordinates.
    ///
    ///     a.anchor.center.point   // the center of a.absoluteRect
    public let point: Point

    /// Creates an anchor from a kind and a point in root coordinates.
    ///
    ///     let corner = Anchor(kind: .topLeft, point: Point(x: 10, y: 10))
    @inlinable
    public init(kind: Kind, point: Point) {
        self.init(kind: kind, point: point, root: 0)
    }

    @inlinable
    init(kind: Kind, point: Point, root: UInt8) {
        self.kind = kind
        self.root = root
        self.point = point
    }
}

/// A horizontal coordinate of a frame (its left, center or right) in root coordinates,
/// taken from `frame.edge`, for ``PinChain/left(to:)``, ``PinChain/hCenter(to:)``, ``PinChain/right(to:)``.
///
///     let b = Frame(in: screen).pin.left(to: a.edge.right).width(50).layout()
public struct HorizontalEdge: Hashable, Sendable {
    /// Which vertical line of the frame this is.
    ///
    ///     a.edge.hCenter.kind   // .hCenter
    public enum Kind: String, Hashable, Sendable {
        /// The left edge.
        case left
        /// The vertical line through the center.
        case hCenter
        /// The right edge.
        case right
    }

    /// Which edge this is (start/end already resolved with the frame's direction).
    ///
    ///     a.edge.right.kind   // .right
    public let kind: Kind
    /// The tag of the root of the frame it was taken from (0: made by hand, or of a root).
    @usableFromInline let root: UInt8
    /// The x coordinate, in root coordinates.
    ///
    ///     a.edge.right.x   // a.absoluteRect.maxX
    public let x: Double

    /// Creates an edge from a kind and an x in root coordinates.
    ///
    ///     let guide = HorizontalEdge(kind: .left, x: 16)
    @inlinable
    public init(kind: Kind, x: Double) {
        self.init(kind: kind, x: x, root: 0)
    }

    @inlinable
    init(kind: Kind, x: Double, root: UInt8) {
        self.kind = kind
        self.root = root
        self.x = x
    }
}

/// A vertical coordinate of a frame (its top, center or bottom) in root coordinates,
/// taken from `frame.edge`, for ``PinChain/top(to:)``, ``PinChain/vCenter(to:)``, ``PinChain/bottom(to:)``.
///
///     let b = Frame(in: screen).pin.top(to: a.edge.bottom).height(50).layout()
public struct VerticalEdge: Hashable, Sendable {
    /// Which horizontal line of the frame this is.
    ///
    ///     a.edge.vCenter.kind   // .vCenter
    public enum Kind: String, Hashable, Sendable {
        /// The top edge.
        case top
        /// The horizontal line through the center.
        case vCenter
        /// The bottom edge.
        case bottom
    }

    /// Which edge this is.
    ///
    ///     a.edge.bottom.kind   // .bottom
    public let kind: Kind
    /// The tag of the root of the frame it was taken from (0: made by hand, or of a root).
    @usableFromInline let root: UInt8
    /// The y coordinate, in root coordinates.
    ///
    ///     a.edge.bottom.y   // a.absoluteRect.maxY
    public let y: Double

    /// Creates an edge from a kind and a y in root coordinates.
    ///
    ///     let baseline = VerticalEdge(kind: .top, y: 44)
    @inlinable
    public init(kind: Kind, y: Double) {
        self.init(kind: kind, y: y, root: 0)
    }

    @inlinable
    init(kind: Kind, y: Double, root: UInt8) {
        self.kind = kind
        self.root = root
        self.y = y
    }
}

extension Frame {
    /// The nine anchors of a frame (and their start/end forms), in root coordinates.
    ///
    ///     b.pin.topLeft(to: a.anchor.bottomRight)
    public struct Anchors: Sendable {
        @usableFromInline let rect: Rect
        @usableFromInline let isLTR: Bool
        @usableFromInline let root: UInt8

        @inlinable
        init(rect: Rect, isLTR: Bool, root: UInt8) {
            self.rect = rect
            self.isLTR = isLTR
            self.root = root
        }

        @inlinable
        func anchor(_ kind: Anchor.Kind, _ x: Double, _ y: Double) -> Anchor {
            Anchor(kind: kind, point: Point(x: x, y: y), root: root)
        }

        /// The top-left corner.
        ///
        ///     a.anchor.topLeft.point   // (x: a.minX, y: a.minY) in root coordinates
        @inlinable
        public var topLeft: Anchor { anchor(.topLeft, rect.minX, rect.minY) }
        /// The middle of the top edge.
        ///
        ///     b.pin.bottomCenter(to: a.anchor.topCenter)
        @inlinable
        public var topCenter: Anchor { anchor(.topCenter, rect.midX, rect.minY) }
        /// The top-right corner.
        ///
        ///     b.pin.topLeft(to: a.anchor.topRight)
        @inlinable
        public var topRight: Anchor { anchor(.topRight, rect.maxX, rect.minY) }
        /// The middle of the left edge.
        ///
        ///     b.pin.centerRight(to: a.anchor.centerLeft)
        @inlinable
        public var centerLeft: Anchor { anchor(.centerLeft, rect.minX, rect.midY) }
        /// The center.
        ///
        ///     b.pin.center(to: a.anchor.center)
        @inlinable
        public var center: Anchor { anchor(.center, rect.midX, rect.midY) }
        /// The middle of the right edge.
        ///
        ///     b.pin.centerLeft(to: a.anchor.centerRight)
        @inlinable
        public var centerRight: Anchor { anchor(.centerRight, rect.maxX, rect.midY) }
        /// PinLayout's original name for ``centerLeft``; the fix-it renames it.
        ///
        ///     b.pin.centerRight(to: a.anchor.leftCenter)   // a.anchor.centerLeft
        @available(*, deprecated, renamed: "centerLeft")
        @inlinable
        public var leftCenter: Anchor { centerLeft }
        /// PinLayout's original name for ``centerRight``.
        ///
        ///     b.pin.centerLeft(to: a.anchor.rightCenter)   // a.anchor.centerRight
        @available(*, deprecated, renamed: "centerRight")
        @inlinable
        public var rightCenter: Anchor { centerRight }
        /// The bottom-left corner.
        ///
        ///     b.pin.topLeft(to: a.anchor.bottomLeft)
        @inlinable
        public var bottomLeft: Anchor { anchor(.bottomLeft, rect.minX, rect.maxY) }
        /// The middle of the bottom edge.
        ///
        ///     b.pin.topCenter(to: a.anchor.bottomCenter)
        @inlinable
        public var bottomCenter: Anchor { anchor(.bottomCenter, rect.midX, rect.maxY) }
        /// The bottom-right corner.
        ///
        ///     b.pin.topRight(to: a.anchor.bottomRight)
        @inlinable
        public var bottomRight: Anchor { anchor(.bottomRight, rect.maxX, rect.maxY) }
        /// The top-left corner in LTR, top-right in RTL (the frame's direction).
        ///
        ///     b.pin.topStart(to: a.anchor.topStart)
        @inlinable
        public var topStart: Anchor { isLTR ? topLeft : topRight }
        /// The top-right corner in LTR, top-left in RTL.
        ///
        ///     b.pin.topStart(to: a.anchor.topEnd)
        @inlinable
        public var topEnd: Anchor { isLTR ? topRight : topLeft }
        /// The middle of the left edge in LTR, of the right edge in RTL.
        ///
        ///     b.pin.centerEnd(to: a.anchor.centerStart)
        @inlinable
        public var centerStart: Anchor { isLTR ? centerLeft : centerRight }
        /// The middle of the right edge in LTR, of the left edge in RTL.
        ///
        ///     b.pin.centerStart(to: a.anchor.centerEnd)
        @inlinable
        public var centerEnd: Anchor { isLTR ? centerRight : centerLeft }
        /// The bottom-left corner in LTR, bottom-right in RTL.
        ///
        ///     b.pin.topStart(to: a.anchor.bottomStart)
        @inlinable
        public var bottomStart: Anchor { isLTR ? bottomLeft : bottomRight }
        /// The bottom-right corner in LTR, bottom-left in RTL.
        ///
        ///     b.pin.topEnd(to: a.anchor.bottomEnd)
        @inlinable
        public var bottomEnd: Anchor { isLTR ? bottomRight : bottomLeft }
    }

    /// The edges of a frame, in root coordinates.
    ///
    ///     b.pin.left(to: a.edge.right)
    public struct Edges: Sendable {
        @usableFromInline let rect: Rect
        @usableFromInline let isLTR: Bool
        @usableFromInline let root: UInt8

        @inlinable
        init(rect: Rect, isLTR: Bool, root: UInt8) {
            self.rect = rect
            self.isLTR = isLTR
            self.root = root
        }

        /// The top edge.
        ///
        ///     b.pin.bottom(to: a.edge.top)
        @inlinable
        public var top: VerticalEdge { VerticalEdge(kind: .top, y: rect.minY, root: root) }
        /// The horizontal line through the center.
        ///
        ///     b.pin.vCenter(to: a.edge.vCenter)
        @inlinable
        public var vCenter: VerticalEdge { VerticalEdge(kind: .vCenter, y: rect.midY, root: root) }
        /// The bottom edge.
        ///
        ///     b.pin.top(to: a.edge.bottom)
        @inlinable
        public var bottom: VerticalEdge { VerticalEdge(kind: .bottom, y: rect.maxY, root: root) }
        /// The left edge.
        ///
        ///     b.pin.right(to: a.edge.left)
        @inlinable
        public var left: HorizontalEdge { HorizontalEdge(kind: .left, x: rect.minX, root: root) }
        /// The vertical line through the center.
        ///
        ///     b.pin.hCenter(to: a.edge.hCenter)
        @inlinable
        public var hCenter: HorizontalEdge { HorizontalEdge(kind: .hCenter, x: rect.midX, root: root) }
        /// The right edge.
        ///
        ///     b.pin.left(to: a.edge.right)
        @inlinable
        public var right: HorizontalEdge { HorizontalEdge(kind: .right, x: rect.maxX, root: root) }
        /// The left edge in LTR, the right edge in RTL (the frame's direction).
        ///
        ///     b.pin.start(to: a.edge.end)
        @inlinable
        public var start: HorizontalEdge { isLTR ? left : right }
        /// The right edge in LTR, the left edge in RTL.
        ///
        ///     b.pin.end(to: a.edge.start)
        @inlinable
        public var end: HorizontalEdge { isLTR ? right : left }
    }

    /// This frame's anchors, in root coordinates, to position other frames against.
    ///
    ///     viewB.pin.topLeft(to: viewA.anchor.topRight)
    @inlinable
    public var anchor: Anchors { Anchors(rect: rootRect, isLTR: direction == .ltr, root: rootTag) }

    /// This frame's edges, in root coordinates, to position other frames against.
    ///
    ///     viewB.pin.left(to: viewA.edge.right)
    @inlinable
    public var edge: Edges { Edges(rect: rootRect, isLTR: direction == .ltr, root: rootTag) }
}

// Anchors and edges are equal by kind and position: the root they were taken from is not
// compared, so one taken from a frame equals one made by hand at the same place.

extension Anchor {
    /// Anchors are equal when they are the same kind of point at the same place.
    ///
    ///     a.anchor.topLeft == Anchor(kind: .topLeft, point: a.absoluteRect.origin)   // true
    @inlinable
    public static func == (a: Anchor, b: Anchor) -> Bool { a.kind == b.kind && a.point == b.point }

    /// Hashes what `==` compares.
    ///
    ///     Set([a.anchor.center, a.anchor.center]).count   // 1
    @inlinable
    public func hash(into hasher: inout Hasher) {
        hasher.combine(kind)
        hasher.combine(point)
    }
}

extension HorizontalEdge {
    /// Edges are equal when they are the same kind of line at the same x.
    ///
    ///     a.edge.left == HorizontalEdge(kind: .left, x: a.absoluteRect.minX)   // true
    @inlinable
    public static func == (a: HorizontalEdge, b: HorizontalEdge) -> Bool { a.kind == b.kind && a.x == b.x }

    /// Hashes what `==` compares.
    ///
    ///     Set([a.edge.left, a.edge.left]).count   // 1
    @inlinable
    public func hash(into hasher: inout Hasher) {
        hasher.combine(kind)
        hasher.combine(x)
    }
}

extension VerticalEdge {
    /// Edges are equal when they are the same kind of line at the same y.
    ///
    ///     a.edge.top == VerticalEdge(kind: .top, y: a.absoluteRect.minY)   // true
    @inlinable
    public static func == (a: VerticalEdge, b: VerticalEdge) -> Bool { a.kind == b.kind && a.y == b.y }

    /// Hashes what `==` compares.
    ///
    ///     Set([a.edge.top, a.edge.top]).count   // 1
    @inlinable
    public func hash(into hasher: inout Hasher) {
        hasher.combine(kind)
        hasher.combine(y)
    }
}
