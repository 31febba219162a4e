// Anchors that follow the layout direction: the frame's start and end corners and edge
// middles (`topStart(10)`, `centerEnd()`) pinned on the parent's, or on another frame's
// anchors. Start is left in a left-to-right layout and right in a right-to-left one.

extension PinChain {
    // MARK: topStart

    /// Pins the frame's top-start corner (top-left in LTR, top-right in RTL) on the parent's; `margin` keeps the margin from the parent's edges.
    ///
    ///     badge.pin.topStart(8)
    @inlinable @inline(__always)
    public func topStart(_ margin: Double = 0) -> Self {
        parentAnchor(.minEdge, horizontalEdge(start: true), margin: margin, .topStart)
    }

    /// Pins the frame's top-start corner (top-left in LTR, top-right in RTL) on the parent's, with a margin that is a percentage of
    /// the parent's height (vertically) and width (horizontally).
    ///
    ///     child.pin.topStart(5%)
    @inlinable @inline(__always)
    public func topStart(_ margin: Percent) -> Self {
        parentAnchor(.minEdge, horizontalEdge(start: true), margin: margin, .topStart)
    }

    /// Pins the frame's top-start corner (top-left in LTR, top-right in RTL) on `anchor`, another frame's point in root coordinates.
    ///
    ///     b.pin.topStart(to: a.anchor.topStart)
    @inlinable @inline(__always)
    public func topStart(to anchor: Anchor) -> Self {
        anchored(.minEdge, horizontalEdge(start: true), to: anchor, .topStart)
    }

    // MARK: topEnd

    /// Pins the frame's top-end corner (top-right in LTR, top-left in RTL) on the parent's; `margin` keeps the margin from the parent's edges.
    ///
    ///     closeButton.pin.topEnd(8)
    @inlinable @inline(__always)
    public func topEnd(_ margin: Double = 0) -> Self {
        parentAnchor(.minEdge, horizontalEdge(start: false), margin: margin, .topEnd)
    }

    /// Pins the frame's top-end corner (top-right in LTR, top-left in RTL) on the parent's, with a margin that is a percentage of
    /// the parent's height (vertically) and width (horizontally).
    ///
    ///     child.pin.topEnd(5%)
    @inlinable @inline(__always)
    public func topEnd(_ margin: Percent) -> Self {
        parentAnchor(.minEdge, horizontalEdge(start: false), margin: margin, .topEnd)
    }

    /// Pins the frame's top-end corner (top-right in LTR, top-left in RTL) on `anchor`, another frame's point in root coordinates.
    ///
    ///     b.pin.topEnd(to: a.anchor.topEnd)
    @inlinable @inline(__always)
    public func topEnd(to anchor: Anchor) -> Self {
        anchored(.minEdge, horizontalEdge(start: false), to: anchor, .topEnd)
    }

    // MARK: centerStart

    /// Pins the frame's middle of the start edge on the parent's; `margin` keeps the margin from the parent's edges.
    ///
    ///     icon.pin.centerStart(16)
    @inlinable @inline(__always)
    public func centerStart(_ margin: Double = 0) -> Self {
        parentAnchor(.center, horizontalEdge(start: true), margin: margin, .centerStart)
    }

    /// Pins the frame's middle of the start edge on the parent's, with a margin that is a percentage of
    /// the parent's height (vertically) and width (horizontally).
    ///
    ///     child.pin.centerStart(5%)
    @inlinable @inline(__always)
    public func centerStart(_ margin: Percent) -> Self {
        parentAnchor(.center, horizontalEdge(start: true), margin: margin, .centerStart)
    }

    /// Pins the frame's middle of the start edge on `anchor`, another frame's point in root coordinates.
    ///
    ///     b.pin.centerStart(to: a.anchor.centerStart)
    @inlinable @inline(__always)
    public func centerStart(to anchor: Anchor) -> Self {
        anchored(.center, horizontalEdge(start: true), to: anchor, .centerStart)
    }

    // MARK: centerEnd

    /// Pins the frame's middle of the end edge on the parent's; `margin` keeps the margin from the parent's edges.
    ///
    ///     chevron.pin.centerEnd(16)
    @inlinable @inline(__always)
    public func centerEnd(_ margin: Double = 0) -> Self {
        parentAnchor(.center, horizontalEdge(start: false), margin: margin, .centerEnd)
    }

    /// Pins the frame's middle of the end edge on the parent's, with a margin that is a percentage of
    /// the parent's height (vertically) and width (horizontally).
    ///
    ///     child.pin.centerEnd(5%)
    @inlinable @inline(__always)
    public func centerEnd(_ margin: Percent) -> Self {
        parentAnchor(.center, horizontalEdge(start: false), margin: margin, .centerEnd)
    }

    /// Pins the frame's middle of the end edge on `anchor`, another frame's point in root coordinates.
    ///
    ///     b.pin.centerEnd(to: a.anchor.centerEnd)
    @inlinable @inline(__always)
    public func centerEnd(to anchor: Anchor) -> Self {
        anchored(.center, horizontalEdge(start: false), to: anchor, .centerEnd)
    }

    // MARK: bottomStart

    /// Pins the frame's bottom-start corner on the parent's; `margin` keeps the margin from the parent's edges.
    ///
    ///     footnote.pin.bottomStart(8)
    @inlinable @inline(__always)
    public func bottomStart(_ margin: Double = 0) -> Self {
        parentAnchor(.maxEdge, horizontalEdge(start: true), margin: margin, .bottomStart)
    }

    /// Pins the frame's bottom-start corner on the parent's, with a margin that is a percentage of
    /// the parent's height (vertically) and width (horizontally).
    ///
    ///     child.pin.bottomStart(5%)
    @inlinable @inline(__always)
    public func bottomStart(_ margin: Percent) -> Self {
        parentAnchor(.maxEdge, horizontalEdge(start: true), margin: margin, .bottomStart)
    }

    /// Pins the frame's bottom-start corner on `anchor`, another frame's point in root coordinates.
    ///
    ///     b.pin.bottomStart(to: a.anchor.bottomStart)
    @inlinable @inline(__always)
    public func bottomStart(to anchor: Anchor) -> Self {
        anchored(.maxEdge, horizontalEdge(start: true), to: anchor, .bottomStart)
    }

    // MARK: bottomEnd

    /// Pins the frame's bottom-end corner on the parent's; `margin` keeps the margin from the parent's edges.
    ///
    ///     fab.pin.bottomEnd(16)
    @inlinable @inline(__always)
    public func bottomEnd(_ margin: Double = 0) -> Self {
        parentAnchor(.maxEdge, horizontalEdge(start: false), margin: margin, .bottomEnd)
    }

    /// Pins the frame's bottom-end corner on the parent's, with a margin that is a percentage of
    /// the parent's height (vertically) and width (horizontally).
    ///
    ///     child.pin.bottomEnd(5%)
    @inlinable @inline(__always)
    public func bottomEnd(_ margin: Percent) -> Self {
        parentAnchor(.maxEdge, horizontalEdge(start: false), margin: margin, .bottomEnd)
    }

    /// Pins the frame's bottom-end corner on `anchor`, another frame's point in root coordinates.
    ///
    ///     b.pin.bottomEnd(to: a.anchor.bottomEnd)
    @inlinable @inline(__always)
    public func bottomEnd(to anchor: Anchor) -> Self {
        anchored(.maxEdge, horizontalEdge(start: false), to: anchor, .bottomEnd)
    }
}
