// Sizes that rules compute rather than give: `minWidth`/`maxWidth`/`minHeight`/`maxHeight`,
// `aspectRatio` and `sizeToFit`. The rules only record; the lengths are worked out when
// the chain is resolved (`sizedLengths`, called by `resolve()`), after conflicts and
// `pinEdges()`, as PinLayout does.

/// `aspectRatio` or `sizeToFit`: a chain takes one of them, the first given.
@usableFromInline
struct Sizing: Equatable, Sendable {
    @usableFromInline let code: UInt8

    @inlinable @inline(__always)
    init(code: UInt8) { self.code = code }

    @inlinable @inline(__always) static var none: Sizing { Sizing(code: 0) }
    @inlinable @inline(__always) static var aspectRatio: Sizing { Sizing(code: 1) }
    @inlinable @inline(__always) static var fit: Sizing { Sizing(code: 2) }
}

/// What a ``FitType`` proposes to the measure function and keeps of its answer, as bits a
/// chain tests without branching.
@usableFromInline
struct FitRule: Sendable {
    @usableFromInline let bits: UInt8

    @inlinable @inline(__always)
    init(_ type: FitType) {
        switch type {
        case .width: bits = 0b01_0101
        case .height: bits = 0b10_1010
        case .widthFlexible: bits = 0b11_0001
        case .heightFlexible: bits = 0b11_0010
        case .content: bits = 0b11_0000
        }
    }

    /// `.width` and `.widthFlexible` propose the chain's width, and infinity for the height.
    @inlinable @inline(__always) var proposesWidth: Bool { bits & 1 != 0 }
    /// `.height` and `.heightFlexible` propose the chain's height, and infinity for the width.
    @inlinable @inline(__always) var proposesHeight: Bool { bits & 2 != 0 }
    /// `.width` keeps the width it proposed; the others take the measured one.
    @inlinable @inline(__always) var keepsWidth: Bool { bits & 4 != 0 }
    /// `.height` keeps the height it proposed; the others take the measured one.
    @inlinable @inline(__always) var keepsHeight: Bool { bits & 8 != 0 }
    /// The measured height replaces an explicit one (all but `.height`).
    @inlinable @inline(__always) var replacesHeight: Bool { bits & 16 != 0 }
    /// The measured width replaces an explicit one (all but `.width`).
    @inlinable @inline(__always) var replacesWidth: Bool { bits & 32 != 0 }
}

extension PinChain {
    // MARK: min and max

    /// Records a minimum (`minimum`) or maximum length on `axis`, or why not: a number
    /// that is not finite, a percentage on a root, a negative length, or another length
    /// already set.
    @inlinable @inline(__always)
    func limiting(
        _ axis: Axis, minimum: Bool, to value: Double, _ rule: RuleCall, numbersAreFinite: Bool,
        fromParent: Bool
    ) -> Self {
        var pin = nextRule()
        let pins = self[axis]
        let bit: UInt8 = minimum ? 1 : 2
        let isSet = pins.limits & bit != 0
        let existing = minimum ? pins.minLength : pins.maxLength
        let finite = both(numbersAreFinite, value.isFinite)
        let negative = value < 0
        let differs = both(isSet, existing != value)
        pin.reject(rule, if: !finite, numbersAreFinite: finite)
        // A percentage needs a parent, even when it repeats the length already set.
        if fromParent { pin.parentRules.add(rule, ordinal: pin.ruleCount, if: finite) }
        // The value quoted: the negative one, or else the one already set.
        let code = IssueCode.choose(negative, .negativeSize, .limitAlreadySet)
        let rejects = both(finite, either(negative, differs))
        pin.record(code, rule, Attribute(axis, .size), value: choose(negative, value, existing), if: rejects)
        let applies = both(finite, !rejects)
        var updated = pins
        // The same value again keeps the one given first.
        let length = choose(applies, choose(isSet, existing, value), existing)
        if minimum { updated.minLength = length } else { updated.maxLength = length }
        updated.limits |= choose(applies, bit, 0)
        updated.limitsFromParent |= choose(both(applies, fromParent), bit, 0)
        pin[axis] = updated
        return pin
    }

    @inlinable @inline(__always)
    func limiting(_ axis: Axis, minimum: Bool, to percent: Percent, _ name: RuleName) -> Self {
        limiting(
            axis, minimum: minimum, to: distance(percent, along: axis), .percent(name, percent),
            numbersAreFinite: percent.value.isFinite, fromParent: true)
    }

    /// The width is at least `value`, however the chain determines it (or keeps it).
    ///
    ///     Frame(in: screen).pin.width(50).minWidth(80).rect.width   // 80
    @inlinable @inline(__always)
    public func minWidth(_ value: Double) -> Self {
        limiting(
            .horizontal, minimum: true, to: value, .value(.minWidth, value), numbersAreFinite: true, fromParent: false)
    }

    /// The width is at least a percentage of the parent's width.
    ///
    ///     Frame(in: screen).pin.width(50).minWidth(25%).rect.width   // 100 in a 400-wide parent
    @inlinable @inline(__always)
    public func minWidth(_ percent: Percent) -> Self { limiting(.horizontal, minimum: true, to: percent, .minWidth) }

    /// The width is at most `value`; with both edges pinned, the frame is placed by
    /// `justify` (left, or start in right-to-left, by default).
    ///
    ///     Frame(in: screen).pin.horizontally().maxWidth(300).rect   // x: 0, width: 300
    @inlinable @inline(__always)
    public func maxWidth(_ value: Double) -> Self {
        limiting(
            .horizontal, minimum: false, to: value, .value(.maxWidth, value), numbersAreFinite: true, fromParent: false)
    }

    /// The width is at most a percentage of the parent's width.
    ///
    ///     Frame(in: screen).pin.horizontally().maxWidth(50%).justify(.center).rect.x   // 100
    @inlinable @inline(__always)
    public func maxWidth(_ percent: Percent) -> Self { limiting(.horizontal, minimum: false, to: percent, .maxWidth) }

    /// The height is at least `value`, however the chain determines it (or keeps it).
    ///
    ///     Frame(in: screen).pin.height(10).minHeight(20).rect.height   // 20
    @inlinable @inline(__always)
    public func minHeight(_ value: Double) -> Self {
        limiting(
            .vertical, minimum: true, to: value, .value(.minHeight, value), numbersAreFinite: true, fromParent: false)
    }

    /// The height is at least a percentage of the parent's height.
    ///
    ///     Frame(in: screen).pin.minHeight(10%).rect.height   // 40 in a 400-high parent, from 0
    @inlinable @inline(__always)
    public func minHeight(_ percent: Percent) -> Self { limiting(.vertical, minimum: true, to: percent, .minHeight) }

    /// The height is at most `value`; with both edges pinned, the frame is placed by
    /// `align` (top by default).
    ///
    ///     Frame(in: screen).pin.vertically().maxHeight(100).align(.bottom).rect.y   // 300
    @inlinable @inline(__always)
    public func maxHeight(_ value: Double) -> Self {
        limiting(
            .vertical, minimum: false, to: value, .value(.maxHeight, value), numbersAreFinite: true, fromParent: false)
    }

    /// The height is at most a percentage of the parent's height.
    ///
    ///     Frame(in: screen).pin.vertically().maxHeight(25%).rect.height   // 100 in a 400-high parent
    @inlinable @inline(__always)
    public func maxHeight(_ percent: Percent) -> Self { limiting(.vertical, minimum: false, to: percent, .maxHeight) }

    // MARK: aspectRatio and sizeToFit

    /// Records `sizing` for the rule, or why not: a number that is not finite, a chain that
    /// already has `aspectRatio` or `sizeToFit` (`.conflict`), a ratio that is not positive
    /// (`.ignored`).
    @inlinable @inline(__always)
    func sized(by sizing: Sizing, _ rule: RuleCall, ratio: Double = 1) -> Self {
        var pin = nextRule()
        let code = IssueCode.choose(
            !ratio.isFinite, .invalidValue, IssueCode.choose(self.sizing != .none, .sizingConflict, .ratioNotPositive))
        let rejects = either(either(!ratio.isFinite, self.sizing != .none), !(ratio > 0))
        pin.record(code, rule, if: rejects)
        if rejects { return pin }
        pin.sizing = sizing
        pin.ordinals.sizing = pin.ruleCount
        pin.fitType = rule.fitType
        pin.fit = FitRule(rule.fitType)
        pin.ratioIsOfFrame = rule.form == .frame
        pin.ratio = ratio
        return pin
    }

    /// The rule that set `sizing`, as written.
    var sizingRule: RuleCall {
        if sizing == .fit { return .fit(fitType) }
        return ratioIsOfFrame ? .relative(.aspectRatio, list: nil) : .value(.aspectRatio, ratio)
    }

    /// Keeps width / height at `ratio`: the dimension a rule determines (an explicit size,
    /// both edges, `sizeToFit`) gives the other. Neither or both determined: `.ignored`.
    ///
    ///     Frame(in: screen).pin.width(100).aspectRatio(2).rect.size   // (width: 100, height: 50)
    @inlinable @inline(__always)
    public func aspectRatio(_ ratio: Double) -> Self {
        sized(by: .aspectRatio, .value(.aspectRatio, ratio), ratio: ratio)
    }

    /// Keeps `frame`'s ratio of width to height.
    ///
    ///     thumbnail.pin.height(60).aspectRatio(of: photo)
    @inlinable @inline(__always)
    public func aspectRatio(of frame: Frame) -> Self {
        sized(by: .aspectRatio, .relative(.aspectRatio, list: nil), ratio: frame.rect.width / frame.rect.height)
    }

    /// Sizes the frame to its content, measured by `measure` once the chain is resolved:
    /// `measure` gets the width (`.width`) or height (`.height`) the chain determines — or
    /// the current one — with `Double.infinity` for the free dimension (`.content`: on each
    /// axis what the chain determines, else the current size, a current 0 offered as
    /// infinity), and returns the content's size. See
    /// ``FitType`` for what is kept. The measured dimension replaces an explicit size for it
    /// (`.conflict`).
    ///
    ///     label.pin.below(of: title).horizontally(8).sizeToFit(.width) { proposal in
    ///         text.size(fittingWidth: proposal.width)
    ///     }
    @inlinable @inline(__always)
    public func sizeToFit(_ fit: FitType = .content, measure: @escaping (Size) -> Size) -> PinChain<MeasureFunction> {
        // A second sizeToFit is rejected: the chain keeps the function of the first.
        let function = self.measure as? MeasureFunction ?? MeasureFunction(measure)
        return measuring(with: function).sized(by: .fit, .fit(fit))
    }

}

extension PinChain {
    /// What `sizeToFit`'s function is asked to fit: for `.width` (`.height`) the width
    /// (height) the prepared axes determine, within its minimum and maximum, or else the
    /// current one, and infinity for the other, the free dimension; for `.content` each
    /// dimension the rules determine, else the current one, as PinLayout's `fitSize()`
    /// offers the view's bounds — a current size of 0 offered as infinity, as UIKit's
    /// `sizeThatFits` reads 0 as "no limit", so a new frame is measured at its natural size.
    @inlinable @inline(__always)
    func fitProposal(_ horizontal: AxisPins, _ vertical: AxisPins, current: Size) -> Size {
        let width = horizontal.clampedDeterminedLength
        let height = vertical.clampedDeterminedLength
        let isContent = !either(fit.proposesWidth, fit.proposesHeight)
        // `current` is finite and not negative here (a chain starting from anything else is
        // resolved from 0); the free dimension of `.width`/`.height` is infinite.
        let currentWidth = choose(current.width > 0, current.width, .infinity)
        let currentHeight = choose(current.height > 0, current.height, .infinity)
        return Size(
            width: choose(
                both(width.has, either(fit.proposesWidth, isContent)), width.length,
                choose(fit.proposesWidth, current.width, choose(isContent, currentWidth, .infinity))),
            height: choose(
                both(height.has, either(fit.proposesHeight, isContent)), height.length,
                choose(fit.proposesHeight, current.height, choose(isContent, currentHeight, .infinity))))
    }

    /// The lengths the sizing rules give each axis (`sizesWidth`/`sizesHeight` false for
    /// an axis they leave to the table of resolution), and the problems found. In
    /// PinLayout's order: the length the rules determine (the current one when there is no
    /// `aspectRatio`/`sizeToFit`), then `sizeToFit`'s measurement or `aspectRatio`, then the
    /// minimum and maximum.
    @inlinable @inline(__always)
    func sizedLengths(_ horizontal: AxisPins, _ vertical: AxisPins, current: Size, measured: Size) -> SizedLengths {
        var issues = ResolutionIssues()
        let (determinedWidth, hasDeterminedWidth) = horizontal.determinedLength
        let (determinedHeight, hasDeterminedHeight) = vertical.determinedLength
        let clampedWidth = horizontal.clampedDeterminedLength
        let clampedHeight = vertical.clampedDeterminedLength

        // sizeToFit: the dimensions taken from the measurement must be usable, or it is not
        // applied.
        let isFit = sizing == .fit
        let takesWidth = !fit.keepsWidth
        let takesHeight = !fit.keepsHeight
        let probe = choose(takesWidth, measured.width, 0) + choose(takesHeight, measured.height, 0)
        let fitInvalid = both(isFit, !probe.isFinite)
        let fitNegative = both(
            both(isFit, !fitInvalid),
            either(both(takesWidth, measured.width < 0), both(takesHeight, measured.height < 0)))
        let fits = both(isFit, both(!fitInvalid, !fitNegative))
        issues.insert(.fitInvalid, if: fitInvalid)
        issues.insert(.fitNegative, if: fitNegative)
        issues.insert(.fitReplacesWidth, if: both(fits, both(fit.replacesWidth, horizontal.has(.size))))
        issues.insert(.fitReplacesHeight, if: both(fits, both(fit.replacesHeight, vertical.has(.size))))
        let fitWidth = choose(
            fit.keepsWidth, choose(clampedWidth.has, clampedWidth.length, current.width), measured.width)
        let fitHeight = choose(
            fit.keepsHeight, choose(clampedHeight.has, clampedHeight.length, current.height), measured.height)

        // aspectRatio: the one dimension a rule determines, within its limits, gives the other.
        let isRatio = sizing == .aspectRatio
        let fromWidth = both(hasDeterminedWidth, !hasDeterminedHeight)
        let fromHeight = both(hasDeterminedHeight, !hasDeterminedWidth)
        issues.insert(.aspectRatioUndetermined, if: both(isRatio, both(!hasDeterminedWidth, !hasDeterminedHeight)))
        issues.insert(.aspectRatioOverdetermined, if: both(isRatio, both(hasDeterminedWidth, hasDeterminedHeight)))
        let ratioWidth = choose(
            fromWidth, clampedWidth.length, choose(fromHeight, clampedHeight.length * ratio, determinedWidth))
        let ratioHeight = choose(
            fromWidth, clampedWidth.length / ratio, choose(fromHeight, clampedHeight.length, determinedHeight))

        // Without either, the determined length or the current one; then the limits.
        let width = horizontal.clamped(
            choose(
                fits, fitWidth, choose(isRatio, ratioWidth, choose(hasDeterminedWidth, determinedWidth, current.width))),
            has: either(!isRatio, either(hasDeterminedWidth, fromHeight)))
        let height = vertical.clamped(
            choose(
                fits, fitHeight,
                choose(isRatio, ratioHeight, choose(hasDeterminedHeight, determinedHeight, current.height))),
            has: either(!isRatio, either(hasDeterminedHeight, fromWidth)))
        let sizes = sizing != .none
        return SizedLengths(
            width: width.length, sizesWidth: both(either(sizes, horizontal.limits != 0), width.has),
            height: height.length, sizesHeight: both(either(sizes, vertical.limits != 0), height.has), issues: issues)
    }
}

/// What the sizing rules give each axis.
@usableFromInline
struct SizedLengths: Sendable {
    @usableFromInline var width: Double
    /// Whether the sizing rules give the width (else the table of resolution does).
    @usableFromInline var sizesWidth: Bool
    @usableFromInline var height: Double
    @usableFromInline var sizesHeight: Bool
    @usableFromInline var issues: ResolutionIssues

    @inlinable @inline(__always)
    init(width: Double, sizesWidth: Bool, height: Double, sizesHeight: Bool, issues: ResolutionIssues) {
        self.width = width
        self.sizesWidth = sizesWidth
        self.height = height
        self.sizesHeight = sizesHeight
        self.issues = issues
    }
}
