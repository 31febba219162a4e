// Size: `width(100)`, `height(50%)`, `size(Size(...))`, `size(40)`,
// `width(of: other)`. Sizes need no parent unless given as a percentage.

extension PinChain {
    /// What pinning a width and/or a height (`nil` leaves one alone) pins.
    @inlinable @inline(__always)
    static func sizeEffect(_ width: Double?, _ height: Double?) -> RuleEffect {
        var effect = RuleEffect(nil)
        if let width { effect.first = (.width, width) }
        if let height { effect.second = (.height, height) }
        return effect
    }

    @inlinable @inline(__always)
    func sized(_ width: Double?, _ height: Double?, _ rule: RuleCall) -> Self {
        applying(
            rule, Pin.sizeEffect(width, height), numbersAreFinite: areFinite(width ?? 0, height ?? 0),
            needsParent: false)
    }

    /// Pins percentages of the parent's width and/or height.
    @inlinable @inline(__always)
    func sized(_ width: Percent?, _ height: Percent?, _ rule: RuleCall) -> Self {
        var w: Double? = nil
        var h: Double? = nil
        if let width { w = distance(width, along: .horizontal) }
        if let height { h = distance(height, along: .vertical) }
        return applying(
            rule, Pin.sizeEffect(w, h), numbersAreFinite: areFinite(width?.value ?? 0, height?.value ?? 0),
            resultsAreFinite: areFinite(w ?? 0, h ?? 0))
    }

    /// Sizes taken from another frame. Not checked for finiteness here: a non-finite
    /// result is caught, with every other, when the rect is resolved.
    @inlinable @inline(__always)
    func sized(of frame: Frame, width: Bool, height: Bool, _ name: RuleName) -> Self {
        applying(
            .relative(name, list: nil),
            Pin.sizeEffect(width ? frame.rect.width : nil, height ? frame.rect.height : nil),
            numbersAreFinite: true, needsParent: false)
    }

    /// Sets the width. It must be zero or more.
    ///
    ///     Frame(in: screen).pin.width(100).rect.width   // 100
    @inlinable @inline(__always)
    public func width(_ value: Double) -> Self { sized(value, nil, .value(.width, value)) }

    /// Sets the width to a percentage of the parent's width.
    ///
    ///     Frame(in: screen).pin.width(50%).rect.width   // 200 in a 400-wide parent
    @inlinable @inline(__always)
    public func width(_ percent: Percent) -> Self { sized(percent, nil, .percent(.width, percent)) }

    /// Sets the width to `frame`'s width.
    ///
    ///     field.pin.below(of: label, aligned: .left).width(of: label)
    @inlinable @inline(__always)
    public func width(of frame: Frame) -> Self { sized(of: frame, width: true, height: false, .width) }

    /// Sets the height. It must be zero or more.
    ///
    ///     Frame(in: screen).pin.height(50).rect.height   // 50
    @inlinable @inline(__always)
    public func height(_ value: Double) -> Self { sized(nil, value, .value(.height, value)) }

    /// Sets the height to a percentage of the parent's height.
    ///
    ///     Frame(in: screen).pin.height(25%).rect.height   // 100 in a 400-high parent
    @inlinable @inline(__always)
    public func height(_ percent: Percent) -> Self { sized(nil, percent, .percent(.height, percent)) }

    /// Sets the height to `frame`'s height.
    ///
    ///     icon.pin.right(of: label, aligned: .top).height(of: label)
    @inlinable @inline(__always)
    public func height(of frame: Frame) -> Self { sized(of: frame, width: false, height: true, .height) }

    /// Sets the width and the height.
    ///
    ///     Frame(in: screen).pin.size(Size(width: 120, height: 20)).rect.size   // (width: 120, height: 20)
    @inlinable @inline(__always)
    public func size(_ size: Size) -> Self { sized(size.width, size.height, .size(.size, size)) }

    /// Sets the width and the height to the same length.
    ///
    ///     Frame(in: screen).pin.size(50).rect.size   // (width: 50, height: 50)
    @inlinable @inline(__always)
    public func size(_ side: Double) -> Self { sized(side, side, .value(.size, side)) }

    /// Sets the width to a percentage of the parent's width and the height to the same
    /// percentage of its height.
    ///
    ///     Frame(in: Frame(width: 400, height: 200)).pin.size(50%).rect.size   // (width: 200, height: 100)
    @inlinable @inline(__always)
    public func size(_ percent: Percent) -> Self { sized(percent, percent, .percent(.size, percent)) }

    /// Sets the width and the height to `frame`'s.
    ///
    ///     shadow.pin.topLeft(to: card.anchor.topLeft).size(of: card)
    @inlinable @inline(__always)
    public func size(of frame: Frame) -> Self { sized(of: frame, width: true, height: true, .size) }

    // MARK: The original README's names

    /// PinLayout's original form of `width(50%)`, kept so that code written from that README
    /// compiles. The same rule: warnings print it as `width(50%)`.
    ///
    ///     Frame(in: screen).pin.width(percent: 50).rect.width   // 200, as width(50%)
    @available(*, deprecated, message: "write width(50%) for width(percent: 50)")
    @inlinable @inline(__always)
    public func width(percent: Double) -> Self { width(Percent(percent)) }

    /// PinLayout's original form of `height(50%)`.
    ///
    ///     Frame(in: screen).pin.height(percent: 25).rect.height   // 100, as height(25%)
    @available(*, deprecated, message: "write height(50%) for height(percent: 50)")
    @inlinable @inline(__always)
    public func height(percent: Double) -> Self { height(Percent(percent)) }
}
