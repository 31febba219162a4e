// wrapContent: the frame's width and/or height from the box around its children, as
// PinLayout's `wrapContent()`. The size is pinned as `width()` / `height()` pin it, so it
// conflicts and is limited exactly as they are.

extension PinChain {
    /// Sizes the frame to wrap `children` (frames whose parent is this frame): the width from
    /// their left-most to their right-most edge, the height from the top-most to the
    /// bottom-most, each with `padding` on both sides, as `width()` / `height()` would set
    /// them (`type` says which). The frame keeps its place unless the chain places it.
    /// Hidden children do not count; with none visible the rule is not applied (`.ignored`).
    /// A negative `padding` larger than the box leaves that size alone. Move the children
    /// with `Frame.wrapping(_:_:padding:)` once the frame is laid out.
    ///
    ///     let view = Frame(x: 20, y: 10, width: 200, height: 100, in: screen)
    ///     let a = Frame(x: 160, y: 120, width: 100, height: 40, in: view)
    ///     let b = Frame(x: 260, y: 120, width: 60, height: 60, in: view)
    ///     view.pin.wrapContent([a, b], padding: 10).rect   // (x: 20, y: 10, width: 180, height: 80)
    @inlinable @inline(__always)
    public func wrapContent(_ children: [Frame], _ type: WrapType = .all, padding: Double = 0) -> Self {
        wrapped(
            children, type, EdgeInsets(all: padding),
            .wrap(children.count, type, EdgeInsets(all: padding), insets: false))
    }

    /// `wrapContent(_:_:padding:)` with a padding for each side.
    ///
    ///     view.pin.wrapContent([a, b], .vertically, padding: EdgeInsets(top: 10, left: 0, bottom: 30, right: 0))
    ///     // height 60 + 10 + 30 = 100
    @inlinable @inline(__always)
    public func wrapContent(_ children: [Frame], _ type: WrapType = .all, padding: EdgeInsets) -> Self {
        wrapped(children, type, padding, .wrap(children.count, type, padding, insets: true))
    }

    /// `wrapContent(_:_:padding:)` with a padding for each side, `leading` and `trailing` by
    /// the frame's direction.
    ///
    ///     view.pin.wrapContent([a, b], .horizontally, padding: DirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 20))
    @inlinable @inline(__always)
    public func wrapContent(_ children: [Frame], _ type: WrapType = .all, padding: DirectionalEdgeInsets) -> Self {
        wrapped(children, type, padding.edgeInsets(rightToLeft: isRTL), .wrap(children.count, type, padding))
    }

    /// The rule: the wrapping sizes pinned as sizes, checked as a rule's numbers are (a
    /// padding that is not finite, a size that overflows, no visible child), and a record for
    /// the children left out because their rect is not finite.
    @inlinable @inline(__always)
    func wrapped(_ children: [Frame], _ type: WrapType, _ padding: EdgeInsets, _ rule: RuleCall) -> Self {
        let box = ChildrenBox(children)
        let paddingIsFinite = areFinite(padding.top, padding.left, padding.bottom, padding.right)
        let width = box.maxX - box.minX + padding.left + padding.right
        let height = box.maxY - box.minY + padding.top + padding.bottom
        // A negative total is left alone, without a warning, as PinLayout leaves it.
        let wrapsWidth = both(both(type.wrapsWidth, !box.isEmpty), !(width < 0))
        let wrapsHeight = both(both(type.wrapsHeight, !box.isEmpty), !(height < 0))
        var pin = applying(
            rule, Pin.sizeEffect(wrapsWidth ? width : nil, wrapsHeight ? height : nil),
            numbersAreFinite: paddingIsFinite, needsParent: false,
            resultsAreFinite: areFinite(choose(wrapsWidth, width, 0), choose(wrapsHeight, height, 0)),
            hasReference: !box.isEmpty)
        pin.record(.childrenNotFinite, rule, value: Double(box.leftOut), if: both(paddingIsFinite, box.leftOut > 0))
        return pin
    }
}
