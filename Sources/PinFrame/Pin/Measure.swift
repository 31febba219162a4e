// What `sizeToFit` measures with. The caller's function is a closure, and a
// closure inside `Pin` would make every chain a reference-counted value, so
// a chain carries it as a type parameter: `Pin` is `PinChain<NoMeasure>`, and
// `sizeToFit(_:measure:)` returns a `PinChain<MeasureFunction>`.

/// Which dimension `sizeToFit` keeps and which it measures, as in PinLayout.
///
///     label.pin.width(200).sizeToFit(.width) { proposal in text.size(fitting: proposal) }
public enum FitType: String, Hashable, Sendable, Codable {
    /// Measures with the width the chain determines (or the current width); the width
    /// stays that, the height is measured.
    case width
    /// Measures with the height the chain determines (or the current height); the height
    /// stays that, the width is measured.
    case height
    /// Like `.width`, but the measured width is used too, smaller or larger.
    case widthFlexible
    /// Like `.height`, but the measured height is used too, smaller or larger.
    case heightFlexible
    /// Measures with the width and height the chain determines, else the frame's current
    /// ones (a current 0 offered as `Double.infinity`, so a new frame's text comes out on one
    /// line), as PinLayout offers a view's bounds; the measured size is used as it is.
    ///
    ///     let view = Frame(x: 0, y: 0, width: 100, height: 60, in: screen)
    ///     view.pin.sizeToFit(.content) { proposal in proposal }.rect   // (x: 0, y: 0, width: 100, height: 60)
    case content
}

/// A measure function a chain can carry: ``NoMeasure`` for ``Pin``, ``MeasureFunction`` after
/// ``PinChain/sizeToFit(_:measure:)``. PinFrame provides both; there is no need for others.
///
///     let measure = MeasureFunction { proposal in Size(width: 80, height: 20) }
///     measure(Size(width: 100, height: .infinity))   // (width: 80, height: 20)
public protocol ContentMeasure {
    /// The size of the content for `proposal`; `Double.infinity` marks a free dimension.
    ///
    ///     measure(Size(width: 200, height: .infinity))
    func callAsFunction(_ proposal: Size) -> Size
}

/// No measure function: what a ``Pin`` carries until `sizeToFit`.
///
///     let pin: PinChain<NoMeasure> = Frame(in: screen).pin   // a Pin
public struct NoMeasure: ContentMeasure, Hashable, Sendable {
    /// Creates the empty measure.
    ///
    ///     _ = NoMeasure()
    @inlinable
    public init() {}

    /// Returns `proposal` unchanged; never called by PinFrame.
    ///
    ///     NoMeasure()(Size(width: 1, height: 2))   // (width: 1, height: 2)
    @inlinable
    public func callAsFunction(_ proposal: Size) -> Size { proposal }
}

/// The caller's measure function, as ``PinChain/sizeToFit(_:measure:)`` stores it in a chain.
///
///     let measure = MeasureFunction { proposal in Size(width: min(proposal.width, 120), height: 20) }
public struct MeasureFunction: ContentMeasure {
    @usableFromInline let body: (Size) -> Size

    /// Wraps `body`, which returns the content's size for a proposed size.
    ///
    ///     let measure = MeasureFunction { _ in Size(width: 80, height: 20) }
    @inlinable
    public init(_ body: @escaping (Size) -> Size) { self.body = body }

    /// Calls the function with `proposal`.
    ///
    ///     measure(Size(width: 200, height: .infinity))
    @inlinable
    public func callAsFunction(_ proposal: Size) -> Size { body(proposal) }
}
