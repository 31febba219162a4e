// Sizes that rules compute rather than give: `minWidth`/`maxWidth`/`minHeight`/`maxHeight`,
// `aspectRatio` and `sizeToFit`. The rules only record; the lengths are worked out when
// the chain is resolved (`sizedLengths`, called by `resolve()`), after conflicts and
// `pinEdges()`, as PinLayout does.

/// `aspectRatio` or `sizeToFit`: a chain takes one of them, the first given.
@usableFromInline
enum Sizing: UInt8, Sendable {
    case none, aspectRatio, fit
}

extension PinChain {
    // MARK: min and max

    /// Records a minimum (`minimum`) or maximum length on `axis`, or why not: a number
    /// that is not finite, a percentage on a root, a negative length, or another length
    /// already set.
    @inlinable
    func limiting(
        _ axis: Axis, minimum: Bool, to value: Double, _ rule: RuleCall, numbersAreFinite: Bool,
        fromParent: Bool
    ) -> Self {
        let existing = self[axis][limit: minimum]
        // The value quoted: the negative one, or else the one already set.
        let quoted = value < 0 ? value : existing ?? value
        func rejected(_ code: IssueCode) -> Self {
            self.rejected(WarningRecord(code, rule, Attribute(axis, .size), value: quoted))
        }
        if let code = rejection(numbersAreFinite: numbersAreFinite && value.isFinite, needsParent: fromParent) {
            return rejected(code)
        }
        if value < 0 { return rejected(.negativeSize) }
        if let existing { return existing == value ? self : rejected(.limitAlreadySet) }
        var pin = self
        if minimum { pin[axis].minLength = value } else { pin[axis].maxLength = value }
        pin[axis].limits |= AxisPins.limitBit(minimum: minimum)
        return pin
    }

    @inlinable
    func limiting(_ axis: Axis, minimum: Bool, to percent: Percent, _ name: RuleName) -> Self {
        limiting(
            axis, minimum: minimum, to: distance(percent, along: axis), .percent(name, percent),
            numbersAreFinite: percent.value.isFinite, fromParent: true)
    }

    /// The width is at least `value`, however the chain determines it (or keeps it).
    ///
    ///     Frame(in: screen).pin.width(50).minWidth(80).rect.width   // 80
    @inlinable
    public func minWidth(_ value: Double) -> Self {
        limiting(
            .horizontal, minimum: true, to: value, .value(.minWidth, value), numbersAreFinite: true, fromParent: false)
    }

    /// The width is at least a percentage of the parent's width.
    ///
    ///     Frame(in: screen).pin.width(50).minWidth(25%).rect.width   // 100 in a 400-wide parent
    @inlinable
    public func minWidth(_ percent: Percent) -> Self { limiting(.horizontal, minimum: true, to: percent, .minWidth) }

    /// The width is at most `value`; with both edges pinned, the frame is placed by
    /// `justify` (left, or start in right-to-left, by default).
    ///
    ///     Frame(in: screen).pin.horizontally().maxWidth(300).rect   // x: 0, width: 300
    @inlinable
    public func maxWidth(_ value: Double) -> Self {
        limiting(
            .horizontal, minimum: false, to: value, .value(.maxWidth, value), numbersAreFinite: true, fromParent: false)
    }

    /// The width is at most a percentage of the parent's width.
    ///
    ///     Frame(in: screen).pin.horizontally().maxWidth(50%).justify(.center).rect.x   // 100
    @inlinable
    public func maxWidth(_ percent: Percent) -> Self { limiting(.horizontal, minimum: false, to: percent, .maxWidth) }

    /// The height is at least `value`, however the chain determines it (or keeps it).
    ///
    ///     Frame(in: screen).pin.height(10).minHeight(20).rect.height   // 20
    @inlinable
    public func minHeight(_ value: Double) -> Self {
        limiting(
            .vertical, minimum: true, to: value, .value(.minHeight, value), numbersAreFinite: true, fromParent: false)
    }

    /// The height is at least a percentage of the parent's height.
    ///
    ///     Frame(in: screen).pin.minHeight(10%).rect.height   // 40 in a 400-high parent, from 0
    @inlinable
    public func minHeight(_ percent: Percent) -> Self { limiting(.vertical, minimum: true, to: percent, .minHeight) }

    /// The height is at most `value`; with both edges pinned, the frame is placed by
    /// `align` (top by default).
    ///
    ///     Frame(in: screen).pin.vertically().maxHeight(100).align(.bottom).rect.y   // 300
    @inlinable
    public func maxHeight(_ value: Double) -> Self {
        limiting(
            .vertical, minimum: false, to: value, .value(.maxHeight, value), numbersAreFinite: true, fromParent: false)
    }

    /// The height is at most a percentage of the parent's height.
    ///
    ///     Frame(in: screen).pin.vertically().maxHeight(25%).rect.height   // 100 in a 400-high parent
    @inlinable
    public func maxHeight(_ percent: Percent) -> Self { limiting(.vertical, minimum: false, to: percent, .maxHeight) }

    // MARK: aspectRatio and sizeToFit

    /// Records `sizing` for the rule, or why not: a number that is not finite, a chain that
    /// already has `aspectRatio` or `sizeToFit` (`.conflict`), a ratio that is not positive
    /// (`.ignored`).
    @inlinable
    func sized(by sizing: Sizing, _ rule: RuleCall, ratio: Double = 1) -> Self {
        if !ratio.isFinite { return rejected(WarningRecord(.invalidValue, rule)) }
        if self.sizing != .none { return rejected(WarningRecord(.sizingConflict, rule)) }
        if ratio <= 0 { return rejected(WarningRecord(.ratioNotPositive, rule)) }
        var pin = self
        pin.sizing = sizing
        pin.fitType = rule.fitType
        pin.ratioIsOfFrame = rule.form == .frame
        pin.ratio = ratio
        return pin
    }

    /// The rule that set `sizing`, as written.
    var sizingRule: RuleCall {
        switch sizing {
        case .fit: .fit(fitType)
        case .aspectRatio, .none: ratioIsOfFrame ? .relative(.aspectRatio, list: nil) : .value(.aspectRatio, ratio)
        }
    }

    /// Keeps width / height at `ratio`: the dimension a rule determines (an explicit size,
    /// both edges, `sizeToFit`) gives the other. Neither or both determined: `.ignored`.
    ///
    ///     Frame(in: screen).pin.width(100).aspectRatio(2).rect.size   // (width: 100, height: 50)
    @inlinable
    public func aspectRatio(_ ratio: Double) -> Self {
        sized(by: .aspectRatio, .value(.aspectRatio, ratio), ratio: ratio)
    }

    /// Keeps `frame`'s ratio of width to height.
    ///
    ///     thumbnail.pin.height(60).aspectRatio(of: photo)
    @inlinable
    public func aspectRatio(of frame: Frame) -> Self {
        sized(by: .aspectRatio, .relative(.aspectRatio, list: nil), ratio: frame.rect.width / frame.rect.height)
    }

    /// Sizes the frame to its content, measured by `measure` once the chain is resolved:
    /// `measure` gets the width (`.width`) or height (`.height`) the chain determines — or
    /// the current one — with `Double.infinity` for the free dimension (`.content`: the
    /// frame's current size), and returns the content's size. See `FitType` for what is
    /// kept. The measured dimension replaces an explicit size for it (`.conflict`).
    ///
    ///     label.pin.below(of: title).horizontally(8).sizeToFit(.width) { proposal in
    ///         text.size(fittingWidth: proposal.width)
    ///     }
    @inlinable
    public func sizeToFit(_ fit: FitType = .content, measure: @escaping (Size) -> Size) -> PinChain<MeasureFunction> {
        // A second sizeToFit is rejected: the chain keeps the function of the first.
        let function = self.measure as? MeasureFunction ?? MeasureFunction(measure)
        return measuring(with: function).sized(by: .fit, .fit(fit))
    }

}

extension PinChain {
    /// What `sizeToFit`'s function is asked to fit: the width (or height) the prepared
    /// axes determine, within its minimum and maximum, or the current one; infinity for a
    /// free dimension. `.content` proposes the current size, as PinLayout calls
    /// `sizeThatFits` with the view's current bounds.
    @inlinable
    func fitProposal(_ horizontal: AxisPins, _ vertical: AxisPins, current: Size) -> Size {
        switch fitType {
        case .width, .widthFlexible:
            Size(width: horizontal.clamped(horizontal.determinedLength) ?? current.width, height: .infinity)
        case .height, .heightFlexible:
            Size(width: .infinity, height: vertical.clamped(vertical.determinedLength) ?? current.height)
        case .content:
            current
        }
    }
}

extension PinChain {
    /// The lengths sizing rules give each axis (`nil` for an axis they leave to the table
    /// of resolution), and the problems found. In PinLayout's order: the length rules determine
    /// (the current one when there is no `aspectRatio`/`sizeToFit`), then `sizeToFit`'s
    /// measurement or `aspectRatio`, then the minimum and maximum.
    @inlinable
    func sizedLengths(_ horizontal: AxisPins, _ vertical: AxisPins, current: Size, measured: Size)
        -> (width: Double?, height: Double?, issues: ResolutionIssues)
    {
        let sizesWidth = sizing != .none || horizontal.limits != 0
        let sizesHeight = sizing != .none || vertical.limits != 0
        guard sizesWidth || sizesHeight else { return (nil, nil, ResolutionIssues()) }
        var issues = ResolutionIssues()
        var width = horizontal.determinedLength
        var height = vertical.determinedLength
        var sizing = self.sizing
        let fit = fitType
        if sizing == .fit {
            // The dimensions taken from the measurement must be usable, or sizeToFit is not applied.
            let takesWidth = fit != .width
            let takesHeight = fit != .height
            let probe = (takesWidth ? measured.width : 0) + (takesHeight ? measured.height : 0)
            if !probe.isFinite {
                issues.insert(.fitInvalid)
                sizing = .none
            } else if (takesWidth && measured.width < 0) || (takesHeight && measured.height < 0) {
                issues.insert(.fitNegative)
                sizing = .none
            }
        }
        switch sizing {
        case .none:
            width = width ?? current.width
            height = height ?? current.height
        case .fit:
            let replaced: (width: Bool, height: Bool)
            switch fit {
            case .width:
                width = horizontal.clamped(width) ?? current.width
                height = measured.height
                replaced = (false, vertical.size != nil)
            case .height:
                width = measured.width
                height = vertical.clamped(height) ?? current.height
                replaced = (horizontal.size != nil, false)
            case .widthFlexible, .heightFlexible, .content:
                width = measured.width
                height = measured.height
                replaced = (
                    fit != .widthFlexible && horizontal.size != nil, fit != .heightFlexible && vertical.size != nil
                )
            }
            if replaced.width { issues.insert(.fitReplacesWidth) }
            if replaced.height { issues.insert(.fitReplacesHeight) }
        case .aspectRatio:
            if let determined = width, height == nil {
                let clamped = horizontal.clamped(determined) ?? determined
                (width, height) = (clamped, clamped / ratio)
            } else if let determined = height, width == nil {
                let clamped = vertical.clamped(determined) ?? determined
                (width, height) = (clamped * ratio, clamped)
            } else {
                issues.insert(width == nil ? .aspectRatioUndetermined : .aspectRatioOverdetermined)
            }
        }
        width = horizontal.clamped(width)
        height = vertical.clamped(height)
        return (sizesWidth ? width : nil, sizesHeight ? height : nil, issues)
    }
}
