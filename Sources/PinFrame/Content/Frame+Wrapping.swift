extension Frame {
    /// `children` moved as PinLayout's `wrapContent` moves them: every child (hidden ones
    /// too) shifted by `padding` less the visible children's box origin on the wrapped axes,
    /// re-placed in this frame — the frame as `wrapContent` laid it out. With no visible
    /// child, the children are only re-placed.
    ///
    ///     let view = Frame(x: 20, y: 10, width: 200, height: 100, in: screen)
    ///     let a = Frame(x: 160, y: 120, width: 100, height: 40, in: view)
    ///     let b = Frame(x: 260, y: 120, width: 60, height: 60, in: view)
    ///     let wrapped = view.pin.wrapContent([a, b], padding: 10).layout()
    ///     wrapped.wrapping([a, b], padding: 10).map(\.rect)
    ///     // (x: 10, y: 10, width: 100, height: 40), (x: 110, y: 10, width: 60, height: 60)
    public func wrapping(_ children: [Frame], _ type: WrapType = .all, padding: Double = 0) -> [Frame] {
        wrapping(children, type, padding: EdgeInsets(all: padding))
    }

    /// `wrapping(_:_:padding:)` with a padding for each side.
    ///
    ///     wrapped.wrapping([a, b], padding: EdgeInsets(top: 10, left: 20, bottom: 30, right: 40))
    public func wrapping(_ children: [Frame], _ type: WrapType = .all, padding: EdgeInsets) -> [Frame] {
        let box = ChildrenBox(children)
        // A padding that is not finite moves nothing (the rule was not applied either).
        let shiftsX = !box.isEmpty && type.wrapsWidth && padding.left.isFinite
        let shiftsY = !box.isEmpty && type.wrapsHeight && padding.top.isFinite
        let dx = shiftsX ? padding.left - box.minX : 0
        let dy = shiftsY ? padding.top - box.minY : 0
        return children.map { child in
            var placed = Frame(
                Rect(x: child.rect.x + dx, y: child.rect.y + dy, width: child.rect.width, height: child.rect.height),
                in: self)
            placed.isHidden = child.isHidden
            return placed
        }
    }
}
