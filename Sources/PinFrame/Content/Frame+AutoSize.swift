extension Frame {
    /// The size this frame needs for what `layout` places in it, as PinLayout's
    /// `autoSizeThatFits`: `layout` is called once with this frame re-sized to `size` (origin
    /// kept), and the answer is the size of the union of the origin and every visible frame
    /// it returns, plus `padding.right` and `padding.bottom` (the space after the last child;
    /// the left and top padding are the layout's own rules). Each returned frame counts where
    /// it is in this frame, whatever its depth: a grandchild inside a row 100 down counts
    /// 100 lower than its own rect says. On a finite axis the answer is that extent, not the
    /// offered size; an infinite one means "as much as needed" (rules pinned to that far edge
    /// mean nothing there). An offered size that is NaN or negative counts as 0; returned
    /// frames that are not finite are left out. In debug builds a frame under another root
    /// (whose coordinates mean something else) is reported, as rules that refer to one are.
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
        // The cell's origin in root coordinates: a returned frame's parent is this far from
        // it (exactly 0 for the cell's own children, which computed their parent's origin
        // the same way).
        let origin = sized.rootRect.origin
        var maxX = 0.0
        var maxY = 0.0
        var minX = 0.0
        var minY = 0.0
        var otherRoots: [Int] = []
        for (index, frame) in layout(sized).enumerated() where !frame.isHidden {
            if Frame.checksRoots, !sized.sharesRootAsParent(with: frame.rootTag) { otherRoots.append(index) }
            let rect = Rect(
                x: (frame.parentOrigin.x - origin.x) + frame.rect.x,
                y: (frame.parentOrigin.y - origin.y) + frame.rect.y,
                width: frame.rect.width, height: frame.rect.height)
            guard rect.isFinite else { continue }
            minX = min(minX, rect.minX)
            minY = min(minY, rect.minY)
            maxX = max(maxX, rect.maxX)
            maxY = max(maxY, rect.maxY)
        }
        if _slowPath(!otherRoots.isEmpty) { Frame.reportOtherRoots(otherRoots) }
        func finite(_ length: Double) -> Double { length.isFinite ? length : 0 }
        return Size(
            width: nonNegative(maxX - minX + finite(padding.right)),
            height: nonNegative(maxY - minY + finite(padding.bottom)))
    }

    /// Reports the frames `autoSizeThatFits` got from under another root (their indices in
    /// what `layout` returned): out of line, for a mistake.
    @inline(never)
    static func reportOtherRoots(_ indices: [Int]) {
        let which =
            indices.count == 1 ? "frame \(indices[0])" : "frames \(indices.map(String.init).joined(separator: ", "))"
        Pin.deliver([
            LayoutWarning(
                kind: .invalidValue, rule: "autoSizeThatFits",
                description:
                    "autoSizeThatFits got \(which) of its layout under another root (or under this root before it "
                    + "changed), whose coordinates mean something else: where it is in the frame measured is "
                    + "meaningless. Make the frames the layout returns in the frame it is given.")
        ])
    }
}
