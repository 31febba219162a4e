extension Frame {
    /// The size this frame needs for what `layout` places in it, as PinLayout's
    /// `autoSizeThatFits`: `layout` is called once with this frame re-sized to `size` (origin
    /// kept), and the answer is the size of the union of the origin and every visible frame
    /// it returns, plus `padding.right` and `padding.bottom` (the space after the last child;
    /// the left and top padding are the layout's own rules). On a finite axis the answer is
    /// that extent, not the offered size; an infinite one means "as much as needed" (rules
    /// pinned to that far edge mean nothing there). An offered size that is NaN or negative
    /// counts as 0; returned frames that are not finite are left out.
    ///
    /// Use it as a `sizeToFit` or stack measure function for a cell laid out with pins:
    ///
    ///     let cell = Frame(in: list)
    ///     let size = cell.autoSizeThatFits(Size(width: 300, height: .infinity),
    ///                                      padding: EdgeInsets(top: 0, left: 0, bottom: 10, right: 10)) { cell in
    ///         let title = Frame(in: cell).pin.top(10).horizontally(10).height(20).layout()
    ///         let body = Frame(in: cell).pin.below(of: title).horizontally(10).height(40).marginTop(5).layout()
    ///         return [title, body]
    ///     }
    ///     // (width: 300, height: 85): 10 + 20 + 5 + 40, and 10 below
    public func autoSizeThatFits(_ size: Size, padding: EdgeInsets = .zero, layout: (Frame) -> [Frame]) -> Size {
        func offered(_ length: Double) -> Double { length >= 0 ? length : 0 }
        var sized = self
        sized.rect.size = Size(width: offered(size.width), height: offered(size.height))
        var maxX = 0.0
        var maxY = 0.0
        var minX = 0.0
        var minY = 0.0
        for frame in layout(sized) where !frame.isHidden && frame.rect.isFinite {
            minX = min(minX, frame.rect.minX)
            minY = min(minY, frame.rect.minY)
            maxX = max(maxX, frame.rect.maxX)
            maxY = max(maxY, frame.rect.maxY)
        }
        func finite(_ length: Double) -> Double { length.isFinite ? length : 0 }
        return Size(
            width: nonNegative(maxX - minX + finite(padding.right)),
            height: nonNegative(maxY - minY + finite(padding.bottom)))
    }
}
