/// A chain of PinLayout rules for one frame, as a value.
///
/// `frame.pin` starts a chain; every rule returns a new ``Pin``. Nothing is computed until
/// you ask for the result with ``PinChain/layout(fileID:line:)``, `rect` or `frame` (or use the mutating
/// `frame.pin { }` form). Layout starts from the frame's current rect: whatever the chain
/// does not set keeps its value.
///
///     let screen = Frame(width: 400, height: 400)
///     var a = Frame(in: screen)
///     a = a.pin.top(10).left(10).width(100).height(50).layout()
///     print(a.rect)   // (x: 10, y: 10, width: 100, height: 50)
///
///     let p = a.pin.left(10).right(10).width(200)   // not applied
///     print(p.warnings[0].kind)                     // conflict
///
/// A ``Pin`` holds only plain values (no arrays, strings or references), so a chain is
/// arithmetic on the stack. A rule that is rejected records a small value saying why; the
/// text is built only when someone reads it.
///
/// ``Pin`` is `PinChain<NoMeasure>`. ``PinChain/sizeToFit(_:measure:)`` returns a
/// `PinChain<MeasureFunction>`, the same chain carrying the caller's measure function (a
/// closure would make every ``Pin`` a reference-counted value); every rule works on both.
public typealias Pin = PinChain<NoMeasure>

/// A chain of rules: ``Pin``, or, after ``PinChain/sizeToFit(_:measure:)``, the same chain with a
/// measure function.
///
///     let chain: PinChain<MeasureFunction> = label.pin.width(200)
///         .sizeToFit { _ in Size(width: 80, height: 40) }
///     print(chain.rect)   // (x: 0, y: 0, width: 200, height: 40)
public struct PinChain<Measure: ContentMeasure> {
    /// The frame being laid out, as it was when the chain started.
    @usableFromInline var subject: Frame
    // The one-byte fields next, in the bytes the frame leaves before the next multiple of 8.
    /// ``PinChain/justify(_:)`` as written (`.none` when not given), and where it places the frame.
    @usableFromInline var justification: HorizontalAlign
    @usableFromInline var horizontalPlacement: Placement
    /// ``PinChain/align(_:)`` as written (`.none` when not given), and where it places the frame.
    @usableFromInline var alignment: VerticalAlign
    @usableFromInline var verticalPlacement: Placement
    /// ``PinChain/pinEdges()`` was called.
    @usableFromInline var pinsEdges: Bool
    /// `aspectRatio` or `sizeToFit`, whichever came first; with `fitType` and
    /// `ratioIsOfFrame`, what its rule was.
    @usableFromInline var sizing: Sizing
    @usableFromInline var fitType: FitType
    @usableFromInline var fit: FitRule
    /// ``PinChain/aspectRatio(of:)`` rather than ``PinChain/aspectRatio(_:)``.
    @usableFromInline var ratioIsOfFrame: Bool
    /// Which rules of the chain `justify`, `align` and the sizing rule were, to put the
    /// warnings about them that resolution finds in chain order.
    @usableFromInline var ordinals: RuleOrdinals
    /// `aspectRatio`'s width / height.
    @usableFromInline var ratio: Double
    @usableFromInline var horizontal: AxisPins
    @usableFromInline var vertical: AxisPins
    /// How many rules the chain has taken that may warn: the next one's ordinal, less one.
    @usableFromInline var ruleCount: UInt8
    /// The rules that pin against the parent, and the rules rejected so far.
    @usableFromInline var parentRules: ParentRules
    @usableFromInline var recorded: RecordedWarnings
    /// `flip(within:padding:)` and `shift(within:padding:)`, and the sides relative rules took.
    @usableFromInline var popover: PopoverRules
    /// `sizeToFit`'s measure function, or ``NoMeasure``.
    @usableFromInline var measure: Measure

    // Every property is set here rather than by default values: a stored property's default
    // is a separate, non-inlinable function in the library, called on every `frame.pin`.
    @inlinable @inline(__always)
    init(_ subject: Frame, measure: Measure) {
        self.subject = subject
        horizontal = AxisPins()
        vertical = AxisPins()
        ratio = 1
        justification = .none
        horizontalPlacement = .none
        alignment = .none
        verticalPlacement = .none
        pinsEdges = false
        sizing = .none
        fitType = .content
        fit = FitRule(.content)
        ratioIsOfFrame = false
        ordinals = RuleOrdinals()
        ruleCount = 0
        parentRules = ParentRules()
        recorded = RecordedWarnings()
        popover = PopoverRules()
        self.measure = measure
    }

    /// This chain with another measure function; every rule and warning kept.
    @inlinable @inline(__always)
    func measuring<Other>(with measure: Other) -> PinChain<Other> {
        var chain = PinChain<Other>(subject, measure: measure)
        chain.horizontal = horizontal
        chain.vertical = vertical
        chain.ratio = ratio
        chain.justification = justification
        chain.horizontalPlacement = horizontalPlacement
        chain.alignment = alignment
        chain.verticalPlacement = verticalPlacement
        chain.pinsEdges = pinsEdges
        chain.sizing = sizing
        chain.fitType = fitType
        chain.fit = fit
        chain.ratioIsOfFrame = ratioIsOfFrame
        chain.ordinals = ordinals
        chain.ruleCount = ruleCount
        chain.parentRules = parentRules
        chain.recorded = recorded
        chain.popover = popover
        return chain
    }

    @inlinable @inline(__always)
    subscript(axis: Axis) -> AxisPins {
        get {
            switch axis {
            case .horizontal: horizontal
            case .vertical: vertical
            }
        }
        set {
            switch axis {
            case .horizontal: horizontal = newValue
            case .vertical: vertical = newValue
            }
        }
    }

    /// Resolves the chain and returns the frame with its new rect.
    ///
    /// Warnings go to `Pin.warningHandler` when `Pin.logWarnings` is on, with the file and
    /// line of this call as their `location`.
    ///
    ///     title = title.pin.top(8).horizontally(16).height(20).layout()
    @inlinable @inline(__always)
    public func layout(fileID: StaticString = #fileID, line: UInt = #line) -> Frame {
        var result = subject
        result.setLaidOut(resolvedRect(fileID: fileID, line: line))
        return result
    }

    /// Resolves the chain once and returns the frame with its new rect and the chain's
    /// warnings (empty when there are none), each located at this call. Logs them as
    /// ``PinChain/layout(fileID:line:)`` does. For a render loop that wants both without resolving twice.
    ///
    ///     let cell = Frame(width: 200, height: 100)
    ///     let (badge, warnings) = Frame(in: cell).pin.topRight(4).size(16).layoutWithWarnings()
    ///     print(badge.rect, warnings.isEmpty)   // (x: 180, y: 4, width: 16, height: 16) true
    @inlinable @inline(__always)
    public func layoutWithWarnings(fileID: StaticString = #fileID, line: UInt = #line)
        -> (frame: Frame, warnings: [LayoutWarning])
    {
        let resolution = resolve()
        var result = subject
        result.setLaidOut(resolution.rect)
        guard _slowPath(hasWarnings(resolution)) else { return (result, []) }
        return (result, report(resolution, fileID: fileID, line: line, returning: true))
    }

    /// Resolves the chain and returns only the rectangle, in the parent's coordinate space.
    ///
    ///     let r = Frame(in: screen).pin.all(10).rect   // (x: 10, y: 10, width: 380, height: 380)
    @inlinable @inline(__always)
    public var rect: Rect { resolvedRect(fileID: nil, line: 0) }

    /// Resolves the chain and returns the frame with its new rect; ``PinChain/layout(fileID:line:)`` without a
    /// source location.
    ///
    ///     let badge = Frame(in: cell).pin.topRight(4).size(16).frame
    @inlinable @inline(__always)
    public var frame: Frame {
        var result = subject
        result.setLaidOut(resolvedRect(fileID: nil, line: 0))
        return result
    }

    /// Every warning of the chain, in chain order, then those found while resolving
    /// (a computed width below zero, `justify` without both edges …). Nothing is logged.
    ///
    ///     let p = Frame(in: screen).pin.width(100).width(200)
    ///     print(p.warnings.map(\.description))
    ///     // ["width(200) won't be applied since it value has already been set to 100."]
    public var warnings: [LayoutWarning] {
        let resolution = resolve()
        return hasWarnings(resolution) ? withoutMeasure.warnings(measured: resolution.measured) : []
    }

    /// The rect, with the warnings sent to the log when there are any.
    @inlinable @inline(__always)
    func resolvedRect(fileID: StaticString?, line: UInt) -> Rect {
        let resolution = resolve()
        if _slowPath(hasWarnings(resolution)) { _ = report(resolution, fileID: fileID, line: line, returning: false) }
        return resolution.rect
    }

    /// Whether the chain rejected a rule or resolving it found a problem.
    @inlinable @inline(__always)
    func hasWarnings(_ resolution: Resolution) -> Bool {
        !recorded.isEmpty || !resolution.issues.isEmpty
    }

    /// The chain as a ``Pin``: what the warnings' text needs, without the measure function.
    @inlinable @inline(__always)
    var withoutMeasure: Pin {
        if let pin = self as? Pin { return pin }
        return measuring(with: NoMeasure())
    }

    /// Logs the warnings of `resolution` when logging is on and, when `returning` (the
    /// forms that give them back), returns them located at `fileID`:`line`.
    @inlinable @inline(__always)
    func report(_ resolution: Resolution, fileID: StaticString?, line: UInt, returning: Bool) -> [LayoutWarning] {
        Pin.report(
            ColdCopy(withoutMeasure), measured: resolution.measured, fileID: fileID, line: line, returning: returning)
    }
}

extension PinChain: Sendable where Measure: Sendable {}

extension Frame {
    /// Starts a chain of rules for this frame.
    ///
    ///     let r = frame.pin.top(10).left(10).size(50).rect
    @inlinable @inline(__always)
    public var pin: Pin { Pin(self, measure: NoMeasure()) }

    /// Lays this frame out with the rules `rules` adds, in place, and returns the warnings,
    /// each with this call's file and line as its `location` (and sent to the log sink when
    /// `Pin.logWarnings` is on).
    ///
    ///     body.pin { $0.below(of: title, aligned: .left).marginTop(8) }
    @inlinable @inline(__always)
    @discardableResult
    public mutating func pin<Measure>(
        fileID: StaticString = #fileID, line: UInt = #line, _ rules: (Pin) -> PinChain<Measure>
    ) -> [LayoutWarning] {
        let (frame, warnings) = rules(pin).layoutWithWarnings(fileID: fileID, line: line)
        setLaidOut(frame.rect)
        return warnings
    }
}
