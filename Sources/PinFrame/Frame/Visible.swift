/// The frames of `frames` that are not hidden, in order: PinLayout's `visible(_:)` filter.
///
/// PinFrame's list rules (`below(of: [Frame])` and the others) already skip hidden frames,
/// so ported code does not need this; it is here so that code written as
/// `below(of: visible([a, b]))` compiles and does the same.
///
///     let root = Frame(width: 100, height: 100)
///     var b = Frame(in: root)
///     b.isHidden = true
///     visible([Frame(in: root), b]).count   // 1
public func visible(_ frames: [Frame]) -> [Frame] {
    frames.filter { !$0.isHidden }
}
