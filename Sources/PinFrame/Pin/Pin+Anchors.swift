// Anchors: the frame's corners, edge middles and center pinned on the
// parent's (`topLeft(10)`, `center()`), or on another frame's anchors and edges, which are
// in root coordinates so any two frames of one tree work (`topLeft(to: a.anchor.topRight)`,
// `left(to: a.edge.right)`).

extension PinChain {
    /// One point of the frame on the parent's matching point, `dy`/`dx` inside it. A
    /// center sits at the parent's middle; only `center(_:)` moves its centers by the margin.
    @inlinable @inline(__always)
    func parentAnchorEffect(_ vertical: Role, _ horizontal: Role, dy: Double, dx: Double) -> RuleEffect {
        let movesCenters = vertical == .center && horizontal == .center
        let top = Attribute(.vertical, vertical)
        let left = Attribute(.horizontal, horizontal)
        let vDistance = vertical == .center ? parentLength(.vertical) / 2 + (movesCenters ? dy : 0) : dy
        let hDistance = horizontal == .center ? parentLength(.horizontal) / 2 + (movesCenters ? dx : 0) : dx
        return RuleEffect((top, fromParent(top, vDistance)), (left, fromParent(left, hDistance)))
    }

    @inlinable @inline(__always)
    func parentAnchor(_ vertical: Role, _ horizontal: Role, margin: Double, _ name: RuleName) -> Self {
        // `topLeft()` prints as written; `topLeft(8)` with its margin.
        let rule = margin == 0 ? RuleCall(name, .empty) : .value(name, margin)
        return applying(
            rule, parentAnchorEffect(vertical, horizontal, dy: margin, dx: margin),
            numbersAreFinite: areFinite(margin))
    }

    @inlinable @inline(__always)
    func parentAnchor(_ vertical: Role, _ horizontal: Role, margin: Percent, _ name: RuleName) -> Self {
        let dy = distance(margin, along: .vertical)
        let dx = distance(margin, along: .horizontal)
        return applying(
            .percent(name, margin), parentAnchorEffect(vertical, horizontal, dy: dy, dx: dx),
            numbersAreFinite: areFinite(margin.value), resultsAreFinite: areFinite(dy, dx))
    }

    /// Pins one point of the frame on `anchor` (root coordinates).
    @inlinable @inline(__always)
    func anchored(_ vertical: Role, _ horizontal: Role, to anchor: Anchor, _ name: RuleName) -> Self {
        let effect = RuleEffect(
            (Attribute(.vertical, vertical), fromRoot(.vertical, anchor.point.y)),
            (Attribute(.horizontal, horizontal), fromRoot(.horizontal, anchor.point.x)))
        let rule = RuleCall.anchor(name, anchor.kind)
        return applying(rule, effect, numbersAreFinite: true)
            .checkingRoot(anchor.root, of: rule)
    }

    @inlinable @inline(__always)
    func edged(_ attribute: Attribute, to x: HorizontalEdge, _ name: RuleName) -> Self {
        let rule = RuleCall.edge(name, x.kind)
        return applying(rule, RuleEffect(attribute, fromRoot(.horizontal, x.x)), numbersAreFinite: true)
            .checkingRoot(x.root, of: rule)
    }

    @inlinable @inline(__always)
    func edged(_ attribute: Attribute, to y: VerticalEdge, _ name: RuleName) -> Self {
        let rule = RuleCall.edge(name, y.kind)
        return applying(rule, RuleEffect(attribute, fromRoot(.vertical, y.y)), numbersAreFinite: true)
            .checkingRoot(y.root, of: rule)
    }

    // MARK: topLeft

    /// Pins the frame's top-left corner on the parent's; `margin` keeps the margin from the parent's edges.
    ///
    ///     Frame(in: screen).pin.topLeft(10).size(50).rect   // (x: 10, y: 10, width: 50, height: 50)
    @inlinable @inline(__always)
    public func topLeft(_ margin: Double = 0) -> Self { parentAnchor(.minEdge, .minEdge, margin: margin, .topLeft) }

    /// Pins the frame's top-left corner on the parent's, with a margin that is a percentage of
    /// the parent's height (vertically) and width (horizontally).
    ///
    ///     child.pin.topLeft(5%)
    @inlinable @inline(__always)
    public func topLeft(_ margin: Percent) -> Self { parentAnchor(.minEdge, .minEdge, margin: margin, .topLeft) }

    /// Pins the frame's top-left corner on `anchor`, another frame's point in root coordinates.
    ///
    ///     b.pin.topLeft(to: a.anchor.topLeft)
    @inlinable @inline(__always)
    public func topLeft(to anchor: Anchor) -> Self { anchored(.minEdge, .minEdge, to: anchor, .topLeft) }

    // MARK: topCenter

    /// Pins the frame's middle of the top edge on the parent's; `margin` keeps the margin from the parent's edges.
    ///
    ///     Frame(in: screen).pin.topCenter(10).size(50).rect   // (x: 175, y: 10, width: 50, height: 50)
    @inlinable @inline(__always)
    public func topCenter(_ margin: Double = 0) -> Self { parentAnchor(.minEdge, .center, margin: margin, .topCenter) }

    /// Pins the frame's middle of the top edge on the parent's, with a margin that is a percentage of
    /// the parent's height (vertically) and width (horizontally).
    ///
    ///     child.pin.topCenter(5%)
    @inlinable @inline(__always)
    public func topCenter(_ margin: Percent) -> Self { parentAnchor(.minEdge, .center, margin: margin, .topCenter) }

    /// Pins the frame's middle of the top edge on `anchor`, another frame's point in root coordinates.
    ///
    ///     b.pin.topCenter(to: a.anchor.topCenter)
    @inlinable @inline(__always)
    public func topCenter(to anchor: Anchor) -> Self { anchored(.minEdge, .center, to: anchor, .topCenter) }

    // MARK: topRight

    /// Pins the frame's top-right corner on the parent's; `margin` keeps the margin from the parent's edges.
    ///
    ///     Frame(in: screen).pin.topRight(10).size(50).rect   // (x: 340, y: 10, width: 50, height: 50)
    @inlinable @inline(__always)
    public func topRight(_ margin: Double = 0) -> Self { parentAnchor(.minEdge, .maxEdge, margin: margin, .topRight) }

    /// Pins the frame's top-right corner on the parent's, with a margin that is a percentage of
    /// the parent's height (vertically) and width (horizontally).
    ///
    ///     child.pin.topRight(5%)
    @inlinable @inline(__always)
    public func topRight(_ margin: Percent) -> Self { parentAnchor(.minEdge, .maxEdge, margin: margin, .topRight) }

    /// Pins the frame's top-right corner on `anchor`, another frame's point in root coordinates.
    ///
    ///     b.pin.topRight(to: a.anchor.topRight)
    @inlinable @inline(__always)
    public func topRight(to anchor: Anchor) -> Self { anchored(.minEdge, .maxEdge, to: anchor, .topRight) }

    // MARK: centerLeft

    /// Pins the frame's middle of the left edge on the parent's; `margin` keeps the margin from the parent's edges.
    ///
    ///     Frame(in: screen).pin.centerLeft(10).size(50).rect   // (x: 10, y: 175, width: 50, height: 50)
    @inlinable @inline(__always)
    public func centerLeft(_ margin: Double = 0) -> Self {
        parentAnchor(.center, .minEdge, margin: margin, .centerLeft)
    }

    /// Pins the frame's middle of the left edge on the parent's, with a margin that is a percentage of
    /// the parent's height (vertically) and width (horizontally).
    ///
    ///     child.pin.centerLeft(5%)
    @inlinable @inline(__always)
    public func centerLeft(_ margin: Percent) -> Self { parentAnchor(.center, .minEdge, margin: margin, .centerLeft) }

    /// Pins the frame's middle of the left edge on `anchor`, another frame's point in root coordinates.
    ///
    ///     b.pin.centerLeft(to: a.anchor.centerLeft)
    @inlinable @inline(__always)
    public func centerLeft(to anchor: Anchor) -> Self { anchored(.center, .minEdge, to: anchor, .centerLeft) }

    // MARK: center

    /// Pins the frame's center on the parent's; `margin` moves both centers right and down by the margin.
    ///
    ///     Frame(in: screen).pin.center().size(50).rect   // (x: 175, y: 175, width: 50, height: 50)
    @inlinable @inline(__always)
    public func center(_ margin: Double = 0) -> Self { parentAnchor(.center, .center, margin: margin, .center) }

    /// Pins the frame's center on the parent's, with a margin that is a percentage of
    /// the parent's height (vertically) and width (horizontally).
    ///
    ///     child.pin.center(5%)
    @inlinable @inline(__always)
    public func center(_ margin: Percent) -> Self { parentAnchor(.center, .center, margin: margin, .center) }

    /// Pins the frame's center on `anchor`, another frame's point in root coordinates.
    ///
    ///     b.pin.center(to: a.anchor.center)
    @inlinable @inline(__always)
    public func center(to anchor: Anchor) -> Self { anchored(.center, .center, to: anchor, .center) }

    // MARK: centerRight

    /// Pins the frame's middle of the right edge on the parent's; `margin` keeps the margin from the parent's edges.
    ///
    ///     Frame(in: screen).pin.centerRight(10).size(50).rect   // (x: 340, y: 175, width: 50, height: 50)
    @inlinable @inline(__always)
    public func centerRight(_ margin: Double = 0) -> Self {
        parentAnchor(.center, .maxEdge, margin: margin, .centerRight)
    }

    /// Pins the frame's middle of the right edge on the parent's, with a margin that is a percentage of
    /// the parent's height (vertically) and width (horizontally).
    ///
    ///     child.pin.centerRight(5%)
    @inlinable @inline(__always)
    public func centerRight(_ margin: Percent) -> Self { parentAnchor(.center, .maxEdge, margin: margin, .centerRight) }

    /// Pins the frame's middle of the right edge on `anchor`, another frame's point in root coordinates.
    ///
    ///     b.pin.centerRight(to: a.anchor.centerRight)
    @inlinable @inline(__always)
    public func centerRight(to anchor: Anchor) -> Self { anchored(.center, .maxEdge, to: anchor, .centerRight) }

    // MARK: bottomLeft

    /// Pins the frame's bottom-left corner on the parent's; `margin` keeps the margin from the parent's edges.
    ///
    ///     Frame(in: screen).pin.bottomLeft(10).size(50).rect   // (x: 10, y: 340, width: 50, height: 50)
    @inlinable @inline(__always)
    public func bottomLeft(_ margin: Double = 0) -> Self {
        parentAnchor(.maxEdge, .minEdge, margin: margin, .bottomLeft)
    }

    /// Pins the frame's bottom-left corner on the parent's, with a margin that is a percentage of
    /// the parent's height (vertically) and width (horizontally).
    ///
    ///     child.pin.bottomLeft(5%)
    @inlinable @inline(__always)
    public func bottomLeft(_ margin: Percent) -> Self { parentAnchor(.maxEdge, .minEdge, margin: margin, .bottomLeft) }

    /// Pins the frame's bottom-left corner on `anchor`, another frame's point in root coordinates.
    ///
    ///     b.pin.bottomLeft(to: a.anchor.bottomLeft)
    @inlinable @inline(__always)
    public func bottomLeft(to anchor: Anchor) -> Self { anchored(.maxEdge, .minEdge, to: anchor, .bottomLeft) }

    // MARK: bottomCenter

    /// Pins the frame's middle of the bottom edge on the parent's; `margin` keeps the margin from the parent's edges.
    ///
    ///     Frame(in: screen).pin.bottomCenter(10).size(50).rect   // (x: 175, y: 340, width: 50, height: 50)
    @inlinable @inline(__always)
    public func bottomCenter(_ margin: Double = 0) -> Self {
        parentAnchor(.maxEdge, .center, margin: margin, .bottomCenter)
    }

    /// Pins the frame's middle of the bottom edge on the parent's, with a margin that is a percentage of
    /// the parent's height (vertically) and width (horizontally).
    ///
    ///     child.pin.bottomCenter(5%)
    @inlinable @inline(__always)
    public func bottomCenter(_ margin: Percent) -> Self {
        parentAnchor(.maxEdge, .center, margin: margin, .bottomCenter)
    }

    /// Pins the frame's middle of the bottom edge on `anchor`, another frame's point in root coordinates.
    ///
    ///     b.pin.bottomCenter(to: a.anchor.bottomCenter)
    @inlinable @inline(__always)
    public func bottomCenter(to anchor: Anchor) -> Self { anchored(.maxEdge, .center, to: anchor, .bottomCenter) }

    // MARK: bottomRight

    /// Pins the frame's bottom-right corner on the parent's; `margin` keeps the margin from the parent's edges.
    ///
    ///     Frame(in: screen).pin.bottomRight(10).size(50).rect   // (x: 340, y: 340, width: 50, height: 50)
    @inlinable @inline(__always)
    public func bottomRight(_ margin: Double = 0) -> Self {
        parentAnchor(.maxEdge, .maxEdge, margin: margin, .bottomRight)
    }

    /// Pins the frame's bottom-right corner on the parent's, with a margin that is a percentage of
    /// the parent's height (vertically) and width (horizontally).
    ///
    ///     child.pin.bottomRight(5%)
    @inlinable @inline(__always)
    public func bottomRight(_ margin: Percent) -> Self {
        parentAnchor(.maxEdge, .maxEdge, margin: margin, .bottomRight)
    }

    /// Pins the frame's bottom-right corner on `anchor`, another frame's point in root coordinates.
    ///
    ///     b.pin.bottomRight(to: a.anchor.bottomRight)
    @inlinable @inline(__always)
    public func bottomRight(to anchor: Anchor) -> Self { anchored(.maxEdge, .maxEdge, to: anchor, .bottomRight) }

    // MARK: edges of other frames

    /// Pins the frame's top edge on `edge`, another frame's edge in root coordinates.
    ///
    ///     b.pin.top(to: a.edge.bottom)   // b starts where a ends
    @inlinable @inline(__always)
    public func top(to edge: VerticalEdge) -> Self { edged(.top, to: edge, .top) }

    /// Pins the frame's vertical center on `edge`, another frame's edge in root coordinates.
    ///
    ///     icon.pin.vCenter(to: label.edge.vCenter)
    @inlinable @inline(__always)
    public func vCenter(to edge: VerticalEdge) -> Self { edged(.vCenter, to: edge, .vCenter) }

    /// Pins the frame's bottom edge on `edge`, another frame's edge in root coordinates.
    ///
    ///     b.pin.bottom(to: a.edge.top)
    @inlinable @inline(__always)
    public func bottom(to edge: VerticalEdge) -> Self { edged(.bottom, to: edge, .bottom) }

    /// Pins the frame's left edge on `edge`, another frame's edge in root coordinates.
    ///
    ///     b.pin.left(to: a.edge.right)
    @inlinable @inline(__always)
    public func left(to edge: HorizontalEdge) -> Self { edged(.left, to: edge, .left) }

    /// Pins the frame's horizontal center on `edge`, another frame's edge in root coordinates.
    ///
    ///     b.pin.hCenter(to: a.edge.hCenter)
    @inlinable @inline(__always)
    public func hCenter(to edge: HorizontalEdge) -> Self { edged(.hCenter, to: edge, .hCenter) }

    /// Pins the frame's right edge on `edge`, another frame's edge in root coordinates.
    ///
    ///     b.pin.right(to: a.edge.left)
    @inlinable @inline(__always)
    public func right(to edge: HorizontalEdge) -> Self { edged(.right, to: edge, .right) }

    /// Pins the frame's start edge (left in LTR, right in RTL) on `edge`, another frame's edge in root coordinates.
    ///
    ///     b.pin.start(to: a.edge.end)
    @inlinable @inline(__always)
    public func start(to edge: HorizontalEdge) -> Self {
        edged(Attribute(.horizontal, horizontalEdge(start: true)), to: edge, .start)
    }

    /// Pins the frame's end edge (right in LTR, left in RTL) on `edge`, another frame's edge in root coordinates.
    ///
    ///     b.pin.end(to: a.edge.start)
    @inlinable @inline(__always)
    public func end(to edge: HorizontalEdge) -> Self {
        edged(Attribute(.horizontal, horizontalEdge(start: false)), to: edge, .end)
    }

    // MARK: The original README's names

    /// PinLayout's original name for `centerLeft(_:)`, kept so that code written
    /// from that README compiles; the fix-it renames it.
    ///
    ///     child.pin.leftCenter(10)   // child.pin.centerLeft(10)
    @available(*, deprecated, renamed: "centerLeft")
    @inlinable @inline(__always)
    public func leftCenter(_ margin: Double = 0) -> Self { centerLeft(margin) }

    /// PinLayout's original name for `centerLeft(_:)` with a ``Percent``.
    ///
    ///     child.pin.leftCenter(5%)   // child.pin.centerLeft(5%)
    @available(*, deprecated, renamed: "centerLeft")
    @inlinable @inline(__always)
    public func leftCenter(_ margin: Percent) -> Self { centerLeft(margin) }

    /// PinLayout's original name for ``centerLeft(to:)``.
    ///
    ///     b.pin.leftCenter(to: a.anchor.centerRight)   // b.pin.centerLeft(to: ...)
    @available(*, deprecated, renamed: "centerLeft(to:)")
    @inlinable @inline(__always)
    public func leftCenter(to anchor: Anchor) -> Self { centerLeft(to: anchor) }

    /// PinLayout's original name for `centerRight(_:)`.
    ///
    ///     child.pin.rightCenter(10)   // child.pin.centerRight(10)
    @available(*, deprecated, renamed: "centerRight")
    @inlinable @inline(__always)
    public func rightCenter(_ margin: Double = 0) -> Self { centerRight(margin) }

    /// PinLayout's original name for `centerRight(_:)` with a ``Percent``.
    ///
    ///     child.pin.rightCenter(5%)   // child.pin.centerRight(5%)
    @available(*, deprecated, renamed: "centerRight")
    @inlinable @inline(__always)
    public func rightCenter(_ margin: Percent) -> Self { centerRight(margin) }

    /// PinLayout's original name for ``centerRight(to:)``.
    ///
    ///     b.pin.rightCenter(to: a.anchor.centerLeft)   // b.pin.centerRight(to: ...)
    @available(*, deprecated, renamed: "centerRight(to:)")
    @inlinable @inline(__always)
    public func rightCenter(to anchor: Anchor) -> Self { centerRight(to: anchor) }
}
