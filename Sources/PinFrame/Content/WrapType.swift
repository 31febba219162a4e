/// Which sizes `wrapContent` sets: the width, the height or both (PinLayout's ``WrapType``).
///
///     badge.pin.wrapContent(children, .horizontally, padding: 4)   // the width only
public enum WrapType: Hashable, Sendable {
    /// The width: the children's left-most to right-most edge, with the left and right padding.
    case horizontally
    /// The height: the children's top-most to bottom-most edge, with the top and bottom padding.
    case vertically
    /// Both.
    case all
}

extension WrapType {
    /// Whether the width is wrapped.
    @inlinable @inline(__always)
    var wrapsWidth: Bool { self != .vertically }

    /// Whether the height is wrapped.
    @inlinable @inline(__always)
    var wrapsHeight: Bool { self != .horizontally }
}
