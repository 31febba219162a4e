// Margins. A margin only records a distance; resolution decides whether it moves the frame
// or shrinks it (Resolution.swift). A later margin for a side replaces an earlier one,
// without a warning, as in PinLayout.

extension PinChain {
    /// Records the margins given (`nil` leaves a side alone) when `condition` holds.
    @inlinable @inline(__always)
    mutating func setMargins(_ top: Double?, _ left: Double?, _ bottom: Double?, _ right: Double?, if condition: Bool) {
        if let top { vertical.minMargin = choose(condition, top, vertical.minMargin) }
        if let left { horizontal.minMargin = choose(condition, left, horizontal.minMargin) }
        if let bottom { vertical.maxMargin = choose(condition, bottom, vertical.maxMargin) }
        if let right { horizontal.maxMargin = choose(condition, right, horizontal.maxMargin) }
    }

    @inlinable @inline(__always)
    func margins(_ top: Double?, _ left: Double?, _ bottom: Double?, _ right: Double?, _ rule: RuleCall) -> Self {
        let finite = areFinite(top ?? 0, left ?? 0, bottom ?? 0, right ?? 0)
        var pin = nextRule()
        pin.reject(rule, if: !finite, numbersAreFinite: finite)
        pin.setMargins(top, left, bottom, right, if: finite)
        return pin
    }

    /// Percentages: of the parent's height for top and bottom, of its width for left and right.
    @inlinable @inline(__always)
    func margins(_ top: Percent?, _ left: Percent?, _ bottom: Percent?, _ right: Percent?, _ rule: RuleCall) -> Self {
        // Plain `if let` rather than `map`: closures are functions of their own.
        var (t, l, b, r): (Double?, Double?, Double?, Double?) = (nil, nil, nil, nil)
        if let top { t = distance(top, along: .vertical) }
        if let left { l = distance(left, along: .horizontal) }
        if let bottom { b = distance(bottom, along: .vertical) }
        if let right { r = distance(right, along: .horizontal) }
        let finite = areFinite(top?.value ?? 0, left?.value ?? 0, bottom?.value ?? 0, right?.value ?? 0)
        let resultsAreFinite = areFinite(t ?? 0, l ?? 0, b ?? 0, r ?? 0)
        let passes = both(finite, resultsAreFinite)
        var pin = nextRule()
        pin.reject(rule, if: !passes, numbersAreFinite: finite, resultsAreFinite: resultsAreFinite)
        // On a root the percentages are of zero; the rule is reported when the chain is resolved.
        pin.parentRules.add(rule, ordinal: pin.ruleCount, if: passes)
        pin.setMargins(t, l, b, r, if: passes)
        return pin
    }

    // MARK: one side

    /// Sets the top margin: moves the frame down when only its top (or top and height)
    /// is pinned, shrinks it when top and bottom are.
    ///
    ///     Frame(in: screen).pin.top().marginTop(10).height(20).rect.y   // 10
    @inlinable @inline(__always)
    public func marginTop(_ value: Double) -> Self { margins(value, nil, nil, nil, .value(.marginTop, value)) }

    /// Sets the top margin to a percentage of the parent's height.
    ///
    ///     header.pin.top().marginTop(5%)
    @inlinable @inline(__always)
    public func marginTop(_ percent: Percent) -> Self { margins(percent, nil, nil, nil, .percent(.marginTop, percent)) }

    /// Sets the left margin: moves the frame right when only its left (or left and width)
    /// is pinned, shrinks it when left and right are.
    ///
    ///     Frame(in: screen).pin.left().marginLeft(10).width(20).rect.x   // 10
    @inlinable @inline(__always)
    public func marginLeft(_ value: Double) -> Self { margins(nil, value, nil, nil, .value(.marginLeft, value)) }

    /// Sets the left margin to a percentage of the parent's width.
    ///
    ///     label.pin.left().marginLeft(5%)
    @inlinable @inline(__always)
    public func marginLeft(_ percent: Percent) -> Self {
        margins(nil, percent, nil, nil, .percent(.marginLeft, percent))
    }

    /// Sets the bottom margin: moves the frame up when only its bottom (or bottom and
    /// height) is pinned, shrinks it when top and bottom are.
    ///
    ///     Frame(in: screen).pin.bottom().marginBottom(10).height(20).rect.y   // 370
    @inlinable @inline(__always)
    public func marginBottom(_ value: Double) -> Self { margins(nil, nil, value, nil, .value(.marginBottom, value)) }

    /// Sets the bottom margin to a percentage of the parent's height.
    ///
    ///     footer.pin.bottom().marginBottom(5%)
    @inlinable @inline(__always)
    public func marginBottom(_ percent: Percent) -> Self {
        margins(nil, nil, percent, nil, .percent(.marginBottom, percent))
    }

    /// Sets the right margin: moves the frame left when only its right (or right and
    /// width) is pinned, shrinks it when left and right are.
    ///
    ///     Frame(in: screen).pin.right().marginRight(10).width(20).rect.x   // 370
    @inlinable @inline(__always)
    public func marginRight(_ value: Double) -> Self { margins(nil, nil, nil, value, .value(.marginRight, value)) }

    /// Sets the right margin to a percentage of the parent's width.
    ///
    ///     button.pin.right().marginRight(5%)
    @inlinable @inline(__always)
    public func marginRight(_ percent: Percent) -> Self {
        margins(nil, nil, nil, percent, .percent(.marginRight, percent))
    }

    /// Sets the start margin: the left margin in LTR, the right margin in RTL.
    ///
    ///     label.pin.start().marginStart(16)
    @inlinable @inline(__always)
    public func marginStart(_ value: Double) -> Self {
        isRTL
            ? margins(nil, nil, nil, value, .value(.marginStart, value))
            : margins(nil, value, nil, nil, .value(.marginStart, value))
    }

    /// Sets the start margin to a percentage of the parent's width.
    ///
    ///     label.pin.start().marginStart(5%)
    @inlinable @inline(__always)
    public func marginStart(_ percent: Percent) -> Self {
        isRTL
            ? margins(nil, nil, nil, percent, .percent(.marginStart, percent))
            : margins(nil, percent, nil, nil, .percent(.marginStart, percent))
    }

    /// Sets the end margin: the right margin in LTR, the left margin in RTL.
    ///
    ///     chevron.pin.end().marginEnd(16)
    @inlinable @inline(__always)
    public func marginEnd(_ value: Double) -> Self {
        isRTL
            ? margins(nil, value, nil, nil, .value(.marginEnd, value))
            : margins(nil, nil, nil, value, .value(.marginEnd, value))
    }

    /// Sets the end margin to a percentage of the parent's width.
    ///
    ///     chevron.pin.end().marginEnd(5%)
    @inlinable @inline(__always)
    public func marginEnd(_ percent: Percent) -> Self {
        isRTL
            ? margins(nil, percent, nil, nil, .percent(.marginEnd, percent))
            : margins(nil, nil, nil, percent, .percent(.marginEnd, percent))
    }

    // MARK: several sides

    /// Sets the left and right margins.
    ///
    ///     Frame(in: screen).pin.left().right().marginHorizontal(20).rect.width   // 360
    @inlinable @inline(__always)
    public func marginHorizontal(_ value: Double) -> Self {
        margins(nil, value, nil, value, .value(.marginHorizontal, value))
    }

    /// Sets the left and right margins to a percentage of the parent's width.
    ///
    ///     Frame(in: screen).pin.horizontally().marginHorizontal(10%).rect.width   // 320
    @inlinable @inline(__always)
    public func marginHorizontal(_ percent: Percent) -> Self {
        margins(nil, percent, nil, percent, .percent(.marginHorizontal, percent))
    }

    /// Sets the top and bottom margins.
    ///
    ///     Frame(in: screen).pin.top().bottom().marginVertical(20).rect.height   // 360
    @inlinable @inline(__always)
    public func marginVertical(_ value: Double) -> Self {
        margins(value, nil, value, nil, .value(.marginVertical, value))
    }

    /// Sets the top and bottom margins to a percentage of the parent's height.
    ///
    ///     Frame(in: screen).pin.vertically().marginVertical(10%).rect.height   // 320
    @inlinable @inline(__always)
    public func marginVertical(_ percent: Percent) -> Self {
        margins(percent, nil, percent, nil, .percent(.marginVertical, percent))
    }

    /// Sets all four margins.
    ///
    ///     Frame(in: screen).pin.all().margin(10).rect   // (x: 10, y: 10, width: 380, height: 380)
    @inlinable @inline(__always)
    public func margin(_ value: Double) -> Self { margins(value, value, value, value, .value(.margin, value)) }

    /// Sets all four margins: top and bottom to a percentage of the parent's height,
    /// left and right to that percentage of its width.
    ///
    ///     Frame(in: Frame(width: 200, height: 100)).pin.all().margin(10%).rect   // (x: 20, y: 10, width: 160, height: 80)
    @inlinable @inline(__always)
    public func margin(_ percent: Percent) -> Self {
        margins(percent, percent, percent, percent, .percent(.margin, percent))
    }

    /// Sets the top and bottom margins to `vertical`, the left and right to `horizontal`.
    ///
    ///     Frame(in: screen).pin.all().margin(10, 20).rect   // (x: 20, y: 10, width: 360, height: 380)
    @inlinable @inline(__always)
    public func margin(_ vertical: Double, _ horizontal: Double) -> Self {
        margins(
            vertical, horizontal, vertical, horizontal,
            .numbers(.margin, vertical, horizontal, count: 2))
    }

    /// `margin(_:_:)` with percentages of the parent's height and width.
    ///
    ///     card.pin.all().margin(5%, 10%)
    @inlinable @inline(__always)
    public func margin(_ vertical: Percent, _ horizontal: Percent) -> Self {
        margins(
            vertical, horizontal, vertical, horizontal,
            .numbers(.margin, vertical.value, horizontal.value, count: 2, isPercent: true))
    }

    /// Sets the top margin, the left and right margins, and the bottom margin.
    ///
    ///     Frame(in: screen).pin.all().margin(10, 20, 30).rect   // (x: 20, y: 10, width: 360, height: 360)
    @inlinable @inline(__always)
    public func margin(_ top: Double, _ horizontal: Double, _ bottom: Double) -> Self {
        margins(
            top, horizontal, bottom, horizontal,
            .numbers(.margin, top, horizontal, bottom, count: 3))
    }

    /// `margin(_:_:_:)` with percentages of the parent's height (top, bottom) and width.
    ///
    ///     card.pin.all().margin(5%, 10%, 5%)
    @inlinable @inline(__always)
    public func margin(_ top: Percent, _ horizontal: Percent, _ bottom: Percent) -> Self {
        margins(
            top, horizontal, bottom, horizontal,
            .numbers(.margin, top.value, horizontal.value, bottom.value, count: 3, isPercent: true))
    }

    /// Sets the four margins, in CSS order: top, left, bottom, right.
    ///
    ///     Frame(in: screen).pin.topLeft().bottomRight().margin(10, 12, 0, 12).rect   // (x: 12, y: 10, width: 376, height: 390)
    @inlinable @inline(__always)
    public func margin(_ top: Double, _ left: Double, _ bottom: Double, _ right: Double) -> Self {
        margins(
            top, left, bottom, right,
            .numbers(.margin, top, left, bottom, right, count: 4))
    }

    /// `margin(_:_:_:_:)` with percentages of the parent's height (top, bottom) and width
    /// (left, right).
    ///
    ///     card.pin.all().margin(5%, 10%, 5%, 10%)
    @inlinable @inline(__always)
    public func margin(_ top: Percent, _ left: Percent, _ bottom: Percent, _ right: Percent) -> Self {
        margins(
            top, left, bottom, right,
            .numbers(.margin, top.value, left.value, bottom.value, right.value, count: 4, isPercent: true))
    }

    /// Sets the four margins from `insets`.
    ///
    ///     content.pin.all().margin(EdgeInsets(top: 8, left: 16, bottom: 8, right: 16))
    @inlinable @inline(__always)
    public func margin(_ insets: EdgeInsets) -> Self {
        margins(insets.top, insets.left, insets.bottom, insets.right, .insets(.margin, insets))
    }

    /// Sets the four margins from `insets`, `leading` and `trailing` by the frame's direction.
    ///
    ///     content.pin.all().margin(DirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 4))
    @inlinable @inline(__always)
    public func margin(_ insets: DirectionalEdgeInsets) -> Self {
        let physical = insets.edgeInsets(rightToLeft: isRTL)
        return margins(physical.top, physical.left, physical.bottom, physical.right, .insets(.margin, insets))
    }

    // MARK: pinEdges

    /// Turns a pinned width (or height) plus one edge or center into both edges before
    /// margins apply, so that both margins shrink the frame instead of one moving it.
    ///
    ///     Frame(in: screen).pin.left().width(100%).pinEdges().marginHorizontal(20).rect.width   // 360
    ///
    /// With all four edges already pinned there is nothing to do: `.ignored` warning.
    @inlinable @inline(__always)
    public func pinEdges() -> Self {
        var pin = nextRule()
        // The first one is the rule a warning about it names.
        pin.ordinals.pinEdges = choose(pinsEdges, ordinals.pinEdges, pin.ruleCount)
        pin.pinsEdges = true
        return pin
    }
}
