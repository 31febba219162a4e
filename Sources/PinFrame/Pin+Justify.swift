// `justify(_:)` and `align(_:)` (DESIGN §4.2): where a pinned size sits between two
// pinned edges. Only recorded here; Resolution.swift places the frame.

extension PinChain {
    /// Places the frame horizontally between its left and right edges when a width is
    /// pinned too: `.left`, `.center`, `.right`, `.start` or `.end`. Needs both edges
    /// (`.ignored` otherwise). A second, different alignment is `.alreadySet`; `.none`
    /// changes nothing.
    ///
    ///     Frame(in: screen).pin.horizontally().width(100).justify(.center).rect.x   // 150
    @_transparent
    public func justify(_ alignment: HorizontalAlign) -> Self {
        guard alignment != .none else { return self }
        var rule = RuleCall(.justify, .horizontalAlign)
        rule.horizontalAlign = alignment
        var pin = self
        let site = pin.log.enter(WarningSite(rule))
        if justification != .none {
            return justification == alignment ? pin : pin.warned(.placementAlreadySet, at: site)
        }
        pin.justification = alignment
        return pin
    }

    /// Places the frame vertically between its top and bottom edges when a height is
    /// pinned too: `.top`, `.center` or `.bottom`. Needs both edges (`.ignored` otherwise).
    /// A second, different alignment is `.alreadySet`; `.none` changes nothing.
    ///
    ///     Frame(in: screen).pin.vertically().height(100).align(.bottom).rect.y   // 300
    @_transparent
    public func align(_ alignment: VerticalAlign) -> Self {
        guard alignment != .none else { return self }
        var rule = RuleCall(.align, .verticalAlign)
        rule.verticalAlign = alignment
        var pin = self
        let site = pin.log.enter(WarningSite(rule))
        if self.alignment != .none {
            return self.alignment == alignment ? pin : pin.warned(.placementAlreadySet, at: site)
        }
        pin.alignment = alignment
        return pin
    }
}
