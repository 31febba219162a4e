// `justify(_:)` and `align(_:)`: where a size sits between two pinned edges. Only recorded
// here; Resolution.swift places the frame.

extension PinChain {
    /// Places the frame horizontally between its left and right edges when a width is
    /// pinned too: `.left`, `.center`, `.right`, `.start` or `.end`. Needs both edges
    /// (`.ignored` otherwise). A second, different alignment is `.alreadySet`; `.none`
    /// changes nothing.
    ///
    ///     Frame(in: screen).pin.horizontally().width(100).justify(.center).rect.x   // 150
    @inlinable @inline(__always)
    public func justify(_ alignment: HorizontalAlign) -> Self {
        guard alignment != .none else { return self }
        var rule = RuleCall(.justify, .horizontalAlign)
        rule.horizontalAlign = alignment
        var pin = nextRule()
        if justification != .none {
            pin.record(.placementAlreadySet, rule, if: justification != alignment)
            return pin
        }
        pin.justification = alignment
        pin.ordinals.justify = pin.ruleCount
        switch alignment {
        case .left: pin.horizontalPlacement = .min
        case .center: pin.horizontalPlacement = .center
        case .right: pin.horizontalPlacement = .max
        case .start: pin.horizontalPlacement = isRTL ? .max : .min
        case .end, .none: pin.horizontalPlacement = isRTL ? .min : .max
        }
        return pin
    }

    /// Places the frame vertically between its top and bottom edges when a height is
    /// pinned too: `.top`, `.center` or `.bottom`. Needs both edges (`.ignored` otherwise).
    /// A second, different alignment is `.alreadySet`; `.none` changes nothing.
    ///
    ///     Frame(in: screen).pin.vertically().height(100).align(.bottom).rect.y   // 300
    @inlinable @inline(__always)
    public func align(_ alignment: VerticalAlign) -> Self {
        guard alignment != .none else { return self }
        var rule = RuleCall(.align, .verticalAlign)
        rule.verticalAlign = alignment
        var pin = nextRule()
        if self.alignment != .none {
            pin.record(.placementAlreadySet, rule, if: self.alignment != alignment)
            return pin
        }
        pin.alignment = alignment
        pin.ordinals.align = pin.ruleCount
        switch alignment {
        case .top: pin.verticalPlacement = .min
        case .center: pin.verticalPlacement = .center
        case .bottom, .none: pin.verticalPlacement = .max
        }
        return pin
    }
}
