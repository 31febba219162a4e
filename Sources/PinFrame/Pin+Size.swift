// Size (DESIGN §4.1): `width(100)`, `height(50%)`, `size(Size(...))`, `size(40)`,
// `width(of: other)`. Sizes need no parent unless given as a percentage.

extension Pin {
    /// Pins the width and/or height given (`nil` leaves one alone), after checking the
    /// values are finite.
    @inlinable @inline(__always)
    func sized(_ width: Double?, _ height: Double?, _ rule: RuleCall) -> Pin {
        if let invalid = firstInvalid(width ?? 0, height ?? 0) { return warned(.invalidValue(invalid), rule) }
        return settingSize(width, height, rule)
    }

    @inlinable @inline(__always)
    func settingSize(_ width: Double?, _ height: Double?, _ rule: RuleCall) -> Pin {
        var pin = self
        if let width { pin = pin.setting(.width, to: width, by: rule) }
        if let height { pin = pin.setting(.height, to: height, by: rule) }
        return pin
    }

    /// Pins percentages of the parent's width and/or height.
    @inlinable @inline(__always)
    func sized(_ width: Percent?, _ height: Percent?, _ rule: RuleCall) -> Pin {
        withParentPercents(rule, width ?? Percent(0), along: .horizontal, height ?? Percent(0), along: .vertical) {
            _, w, h in
            settingSize(width == nil ? nil : w, height == nil ? nil : h, rule)
        }
    }

    /// Sizes taken from another frame: finite by construction or caught, with every other
    /// non-finite result, when the rect is resolved.
    @inlinable @inline(__always)
    func sized(of frame: Frame, width: Bool, height: Bool, _ name: RuleName) -> Pin {
        let rule = RuleCall(name, .frame(frame.rect, .none))
        return settingSize(width ? frame.rect.width : nil, height ? frame.rect.height : nil, rule)
    }

    /// Sets the width. It must be zero or more.
    ///
    ///     Frame(in: screen).pin.width(100).rect.width   // 100
    @inlinable @inline(__always)
    public func width(_ value: Double) -> Pin { sized(value, nil, .value(.width, value)) }

    /// Sets the width to a percentage of the parent's width.
    ///
    ///     Frame(in: screen).pin.width(50%).rect.width   // 200 in a 400-wide parent
    @inlinable @inline(__always)
    public func width(_ percent: Percent) -> Pin { sized(percent, nil, .percent(.width, percent)) }

    /// Sets the width to `frame`'s width.
    ///
    ///     field.pin.below(of: label, aligned: .left).width(of: label)
    @inlinable @inline(__always)
    public func width(of frame: Frame) -> Pin { sized(of: frame, width: true, height: false, .width) }

    /// Sets the height. It must be zero or more.
    ///
    ///     Frame(in: screen).pin.height(50).rect.height   // 50
    @inlinable @inline(__always)
    public func height(_ value: Double) -> Pin { sized(nil, value, .value(.height, value)) }

    /// Sets the height to a percentage of the parent's height.
    ///
    ///     Frame(in: screen).pin.height(25%).rect.height   // 100 in a 400-high parent
    @inlinable @inline(__always)
    public func height(_ percent: Percent) -> Pin { sized(nil, percent, .percent(.height, percent)) }

    /// Sets the height to `frame`'s height.
    ///
    ///     icon.pin.right(of: label, aligned: .top).height(of: label)
    @inlinable @inline(__always)
    public func height(of frame: Frame) -> Pin { sized(of: frame, width: false, height: true, .height) }

    /// Sets the width and the height.
    ///
    ///     Frame(in: screen).pin.size(Size(width: 120, height: 20)).rect.size   // (width: 120, height: 20)
    @inlinable @inline(__always)
    public func size(_ size: Size) -> Pin { sized(size.width, size.height, RuleCall(.size, .size(size))) }

    /// Sets the width and the height to the same length.
    ///
    ///     Frame(in: screen).pin.size(50).rect.size   // (width: 50, height: 50)
    @inlinable @inline(__always)
    public func size(_ side: Double) -> Pin { sized(side, side, .value(.size, side)) }

    /// Sets the width to a percentage of the parent's width and the height to the same
    /// percentage of its height.
    ///
    ///     Frame(in: Frame(width: 400, height: 200)).pin.size(50%).rect.size   // (width: 200, height: 100)
    @inlinable @inline(__always)
    public func size(_ percent: Percent) -> Pin { sized(percent, percent, .percent(.size, percent)) }

    /// Sets the width and the height to `frame`'s.
    ///
    ///     shadow.pin.topLeft(to: card.anchor.topLeft).size(of: card)
    @inlinable @inline(__always)
    public func size(of frame: Frame) -> Pin { sized(of: frame, width: true, height: true, .size) }
}
