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
public struct Pin: Sendable {
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

    // Every property is set here rather than by default values: a stored property's default
    // is a separate, non-inlinable function in the library, called on every `frame.pin`.
    @usableFromInline @_transparent
    init(_ subject: Frame) {
        self.subject = subject
        horizontal = AxisPins()
        vertical = AxisPins()
        justification = .none
        alignment = .none
        pinsEdges = false
        log = WarningLog()
        noParentIssues = 0
        noParentLost = 0
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
    /// Warnings go to `Pin.warningHandler` when `Pin.logWarnings` is on, prefixed with the
    /// file and line of this call.
    ///
    ///     title = title.pin.top(8).horizontally(16).height(20).layout()
    @_transparent
    public func layout(fileID: StaticString = #fileID, line: UInt = #line) -> Frame {
        var result = subject
        result.rect = resolvedRect(fileID: fileID, line: line)
        return result
    }

    /// Resolves the chain and returns only the rectangle, in the parent's coordinate space.
    ///
    ///     let r = Frame(in: screen).pin.all(10).rect   // (x: 10, y: 10, width: 380, height: 380)
    @inlinable
    public var rect: Rect {
        @_transparent get { resolvedRect(fileID: nil, line: 0) }
    }

    /// Resolves the chain and returns the frame with its new rect; `layout()` without a
    /// source location.
    ///
    ///     let badge = Frame(in: cell).pin.topRight(4).size(16).frame
    @inlinable
    public var frame: Frame {
        @_transparent get {
            var result = subject
            result.rect = resolvedRect(fileID: nil, line: 0)
            return result
        }
    }

    /// The rect: the common case inline, anything unusual carefully and out of line, where
    /// warnings are logged.
    @usableFromInline @_transparent
    func resolvedRect(fileID: StaticString?, line: UInt) -> Rect {
        let quick = quickRect()
        if _fastPath(quick != nil), let quick { return quick }
        return Pin.resolveCarefully(ColdChain(self), fileID: fileID, line: line, returning: false).rect
    }

    /// Every warning of the chain, in chain order, then those found while resolving
    /// (a computed width below zero, `justify` without both edges …). Nothing is logged.
    ///
    ///     let p = Frame(in: screen).pin.width(100).width(200)
    ///     print(p.warnings.map(\.description))
    ///     // ["width(200) won't be applied since it value has already been set to 100."]
    public var warnings: [LayoutWarning] {
        warnings(of: resolve())
    }
}

extension Frame {
    /// Starts a chain of rules for this frame.
    ///
    ///     let r = frame.pin.top(10).left(10).size(50).rect
    @inlinable
    public var pin: Pin {
        @_transparent get { Pin(self) }
    }

    /// Lays this frame out with the rules `rules` adds, in place, and returns the warnings
    /// (also sent to the log sink with this call's file and line).
    ///
    ///     body.pin { $0.below(of: title, aligned: .left).marginTop(8) }
    @_transparent
    @discardableResult
    public mutating func pin(
        fileID: StaticString = #fileID, line: UInt = #line, _ rules: (Pin) -> Pin
    ) -> [LayoutWarning] {
        let chain = rules(Pin(self))
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
