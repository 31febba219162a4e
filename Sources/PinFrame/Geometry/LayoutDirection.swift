/// The reading direction a frame inherits from its root, which decides what `start`
/// and `end` mean.
///
///     let screen = Frame(width: 400, height: 400, direction: .rtl)
///     let child = Frame(in: screen).pin.start(10).width(100).layout()
///     print(child.rect.x)   // 290.0: start is the right edge in RTL
@frozen
public enum LayoutDirection: Hashable, Sendable, Codable {
    /// Left to right: start is left, end is right.
    case ltr
    /// Right to left: start is right, end is left.
    case rtl
}
