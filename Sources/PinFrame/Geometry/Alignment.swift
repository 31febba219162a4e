/// Where a frame lines up horizontally: the `aligned:` of `above(of:)` and `below(of:)`,
/// and the argument of ``PinChain/justify(_:)``.
///
///     label.pin.below(of: title, aligned: .left)
@frozen
public enum HorizontalAlign: String, Hashable, Sendable, Codable, CustomStringConvertible {
    /// Left edges line up.
    case left
    /// Horizontal centers line up.
    case center
    /// Right edges line up.
    case right
    /// Left in a left-to-right layout, right in a right-to-left one.
    case start
    /// Right in a left-to-right layout, left in a right-to-left one.
    case end
    /// No horizontal alignment.
    case none

    /// `.left`, as written in a chain.
    ///
    ///     print(HorizontalAlign.center)   // .center
    public var description: String { "." + rawValue }
}

/// Where a frame lines up vertically: the `aligned:` of `left(of:)` and `right(of:)`,
/// and the argument of ``PinChain/align(_:)``.
///
///     icon.pin.left(of: label, aligned: .center)
@frozen
public enum VerticalAlign: String, Hashable, Sendable, Codable, CustomStringConvertible {
    /// Top edges line up.
    case top
    /// Vertical centers line up.
    case center
    /// Bottom edges line up.
    case bottom
    /// No vertical alignment.
    case none

    /// `.top`, as written in a chain.
    ///
    ///     print(VerticalAlign.bottom)   // .bottom
    public var description: String { "." + rawValue }
}
