/// A chain of PinLayout rules for one frame, as a value.
///
/// `frame.pin` starts a chain; every rule returns a new `Pin`. Nothing is computed until
/// you ask for the result with `layout()`, `rect` or `frame` (or use the mutating
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
/// A `Pin` holds only plain values (no arrays, strings or references), so a chain is
/// arithmetic on the stack. It records its warnings as small values and builds their
/// text only when someone reads them.
///
/// `Pin` is `PinChain<NoMeasure>`. `sizeToFit(_:measure:)` returns a
/// `PinChain<MeasureFunction>`, the same chain carrying the caller's measure function (a
/// closure would make every `Pin` a reference-counted value); every rule works on both.
public typealias Pin = PinChain<NoMeasure>

/// A chain of rules: `Pin`, or, after `sizeToFit(_:measure:)`, the same chain with a
/// measure function.
///
///     let chain: PinChain<MeasureFunction> = label.pin.width(200).sizeToFit { _ in Size(width: 80, height: 40) }
///     print(chain.rect)   // (x: 0, y: 0, width: 200, height: 40)
public struct PinChain<Measure: ContentMeasure> {
    /// The frame being laid out, as it was when the chain started.
    @usableFromInline var subject: Frame
    @usableFromInline var horizontal: AxisPins
    @usableFromInline var vertical: AxisPins
    /// `justify(_:)`; `.none` when not given.
    @usableFromInline var justification: HorizontalAlign
    /// `align(_:)`; `.none` when not given.
    @usableFromInline var alignment: VerticalAlign
    /// `pinEdges()` was called.
    @usableFromInline var pinsEdges: Bool
    @usableFromInline var log: WarningLog
    /// `.noParent` for the sites of the rules that need a parent (four bits per site, as
    /// in `WarningLog.issues`), reported if the frame turns out to be a root.
    @usableFromInline var noParentIssues: UInt64
    /// Rules that need a parent past the log's capacity.
    @usableFromInline var noParentLost: UInt32
    /// `aspectRatio` or `sizeToFit`, whichever came first (DESIGN §4.1), and its rule.
    @usableFromInline var sizing: Sizing
    @usableFromInline var sizingRule: RuleCall
    /// `aspectRatio`'s width / height.
    @usableFromInline var ratio: Double
    /// The size `measure` gave, set just before resolution when `sizing` is `.fit`.
    @usableFromInline var measured: Size
    /// `sizeToFit`'s measure function, or `NoMeasure`.
    @usableFromInline var measure: Measure

    // Every property is set here rather than by default values: a stored property's default
    // is a separate, non-inlinable function in the library, called on every `frame.pin`.
    // Debug builds call this and the chain's other large steps (`applying`, `checked`,
    // `measuredChain`, `resolvedRect`, `quickRect`) instead of expanding them: even
    // unoptimized, `@_transparent` expands a function in place, and every expansion keeps
    // its own copies of the chain (about 1.3 KB each) in the caller's stack frame. A
    // four-rule chain then took about 120 KB of it, and a layout function with twenty
    // chains overflowed a 1 MB thread (DebugBuildTests). Release builds expand them all.
    #if DEBUG
        @inlinable
    #else
        @usableFromInline @_transparent
    #endif
    init(_ subject: Frame, measure: Measure) {
        self.subject = subject
        horizontal = AxisPins()
        vertical = AxisPins()
        justification = .none
        alignment = .none
        pinsEdges = false
        log = WarningLog()
        noParentIssues = 0
        noParentLost = 0
        sizing = .none
        sizingRule = .placeholder
        ratio = 1
        measured = .zero
        self.measure = measure
    }

    /// This chain with another measure function; every rule and warning kept.
    @usableFromInline @_transparent
    func measuring<Other>(with measure: Other) -> PinChain<Other> {
        var chain = PinChain<Other>(subject, measure: measure)
        chain.horizontal = horizontal
        chain.vertical = vertical
        chain.justification = justification
        chain.alignment = alignment
        chain.pinsEdges = pinsEdges
        chain.log = log
        chain.noParentIssues = noParentIssues
        chain.noParentLost = noParentLost
        chain.sizing = sizing
        chain.sizingRule = sizingRule
        chain.ratio = ratio
        chain.measured = measured
        return chain
    }

    @inlinable
    subscript(axis: Axis) -> AxisPins {
        @_transparent get {
            switch axis {
            case .horizontal: horizontal
            case .vertical: vertical
            }
        }
        @_transparent set {
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
    @_transparent
    public func layout(fileID: StaticString = #fileID, line: UInt = #line) -> Frame {
        let chain = measuredChain()
        var result = chain.subject
        result.rect = chain.resolvedRect(fileID: fileID, line: line)
        return result
    }

    /// Resolves the chain and returns only the rectangle, in the parent's coordinate space.
    ///
    ///     let r = Frame(in: screen).pin.all(10).rect   // (x: 10, y: 10, width: 380, height: 380)
    @inlinable
    public var rect: Rect {
        @_transparent get { measuredChain().resolvedRect(fileID: nil, line: 0) }
    }

    /// Resolves the chain and returns the frame with its new rect; `layout()` without a
    /// source location.
    ///
    ///     let badge = Frame(in: cell).pin.topRight(4).size(16).frame
    @inlinable
    public var frame: Frame {
        @_transparent get {
            let chain = measuredChain()
            var result = chain.subject
            result.rect = chain.resolvedRect(fileID: nil, line: 0)
            return result
        }
    }

    /// The chain as a `Pin`, with `sizeToFit`'s measurement taken: the one call of the
    /// caller's function per resolution. For a `Pin` this is the chain itself.
    // A call in debug builds, where expanding it fills the caller's stack (see `PinChain.init`).
    #if DEBUG
        @inlinable
    #else
        @usableFromInline @_transparent
    #endif
    func measuredChain() -> Pin {
        // A `Pin` as it is (the cast folds away): a copy made field by field measured slower.
        if let pin = self as? Pin { return pin }
        var chain = measuring(with: NoMeasure())
        if sizing == .fit {
            chain.measured = measure(chain.fitProposal())
        }
        return chain
    }

    /// Every warning of the chain, in chain order, then those found while resolving
    /// (a computed width below zero, `justify` without both edges …). Nothing is logged.
    ///
    ///     let p = Frame(in: screen).pin.width(100).width(200)
    ///     print(p.warnings.map(\.description))
    ///     // ["width(200) won't be applied since it value has already been set to 100."]
    public var warnings: [LayoutWarning] {
        let chain = measuredChain()
        return chain.warnings(of: chain.resolve())
    }
}

extension PinChain: Sendable where Measure: Sendable {}

extension Pin {
    /// The rect: the common case inline, anything unusual carefully and out of line, where
    /// warnings are logged.
    // A call in debug builds, where expanding it fills the caller's stack (see `PinChain.init`).
    #if DEBUG
        @inlinable
    #else
        @usableFromInline @_transparent
    #endif
    func resolvedRect(fileID: StaticString?, line: UInt) -> Rect {
        let quick = quickRect()
        if _fastPath(quick != nil), let quick { return quick }
        return Pin.resolveCarefully(ColdChain(self), fileID: fileID, line: line, returning: false).rect
    }
}

extension Frame {
    /// Starts a chain of rules for this frame.
    ///
    ///     let r = frame.pin.top(10).left(10).size(50).rect
    @inlinable
    public var pin: Pin {
        @_transparent get { Pin(self, measure: NoMeasure()) }
    }

    /// Lays this frame out with the rules `rules` adds, in place, and returns the warnings,
    /// each with this call's file and line as its `location` (and sent to the log sink when
    /// `Pin.logWarnings` is on).
    ///
    ///     body.pin { $0.below(of: title, aligned: .left).marginTop(8) }
    @_transparent
    @discardableResult
    public mutating func pin<Measure>(
        fileID: StaticString = #fileID, line: UInt = #line, _ rules: (Pin) -> PinChain<Measure>
    ) -> [LayoutWarning] {
        let chain = rules(Pin(self, measure: NoMeasure())).measuredChain()
        let quick = chain.quickRect()
        if _fastPath(quick != nil), let quick {
            rect = quick
            return []
        }
        let careful = Pin.resolveCarefully(ColdChain(chain), fileID: fileID, line: line, returning: true)
        rect = careful.rect
        return careful.warnings
    }
}
