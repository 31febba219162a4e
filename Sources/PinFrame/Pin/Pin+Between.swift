// `horizontallyBetween(_:and:aligned:)` and `verticallyBetween(_:and:aligned:)`:
// the frame fills the space between two frames, as PinLayout does. Like the relative
// rules, they become edges in the frame's parent space: the facing edges of the two frames,
// plus, with `aligned:`, an edge or center lined up with the first frame.

extension PinChain {
    /// The space between `first` and `second` along `horizontal` (else vertical), from the
    /// nearer edge of the one that comes first to the facing edge of the other; `nil` when
    /// they overlap on that axis.
    @inlinable @inline(__always)
    static func space(between first: ReferenceBox, _ second: ReferenceBox, horizontal: Bool) -> (Double, Double)? {
        let (a, b) =
            horizontal
            ? ((first.minX, first.maxX), (second.minX, second.maxX))
            : ((first.minY, first.maxY), (second.minY, second.maxY))
        if a.1 <= b.0 { return (a.1, b.0) }
        if b.1 <= a.0 { return (b.1, a.0) }
        return nil
    }

    @inlinable @inline(__always)
    func between(
        _ first: Frame, _ second: Frame, horizontal: Bool, h: HorizontalAlign = .none, v: VerticalAlign = .none
    ) -> Self {
        let a = ReferenceBox(first, seenFrom: subject.parentOrigin)
        let b = ReferenceBox(second, seenFrom: subject.parentOrigin)
        var rule = RuleCall.relative(horizontal ? .horizontallyBetween : .verticallyBetween, list: nil, h, v)
        rule.form = .between
        let space = Self.space(between: a, b, horizontal: horizontal)
        let (low, high) = space ?? (0, 0)
        let effect =
            horizontal
            ? RuleEffect((.left, low), (.right, high), aligned(v, with: a))
            : RuleEffect((.top, low), (.bottom, high), aligned(h, with: a))
        return applying(
            rule, effect, numbersAreFinite: true, hasReference: space != nil, missingReference: .noSpaceBetween
        ).checkingRoot(subject.sharesRoot(with: first.rootTag) ? second.rootTag : first.rootTag, of: rule)
    }

    /// Fills the horizontal space between two frames (in either order): the left edge on
    /// the right edge of the one on the left, the right edge on the left edge of the other.
    /// `aligned:` lines the frame up vertically with `first`. Frames that overlap
    /// horizontally leave no space (`.ignored`).
    ///
    ///     c.pin.horizontallyBetween(a, and: b, aligned: .top).height(20)
    @inlinable @inline(__always)
    public func horizontallyBetween(_ first: Frame, and second: Frame, aligned: VerticalAlign = .none) -> Self {
        between(first, second, horizontal: true, v: aligned)
    }

    /// Fills the vertical space between two frames (in either order): the top edge on the
    /// bottom edge of the upper one, the bottom edge on the top edge of the other.
    /// `aligned:` lines the frame up horizontally with `first`. Frames that overlap
    /// vertically leave no space (`.ignored`).
    ///
    ///     divider.pin.verticallyBetween(header, and: footer, aligned: .center).width(1)
    @inlinable @inline(__always)
    public func verticallyBetween(_ first: Frame, and second: Frame, aligned: HorizontalAlign = .none) -> Self {
        between(first, second, horizontal: false, h: aligned)
    }
}
