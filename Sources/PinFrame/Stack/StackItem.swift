/// One child of a ``Stack``: how big it wants to be, how it flexes, and its margins.
///
/// A size left `nil` is *auto*: `contentSize` on that axis (a label's measured size, a
/// nested stack's ``Stack/size(for:fitting:)``). Numbers that make no sense — negative,
/// NaN or infinite — count as 0 (a size as auto; a min or max as no limit).
///
///     let icon = StackItem(width: 24, height: 24, margin: EdgeInsets(all: 4))
///     let title = StackItem(contentSize: Size(width: 120, height: 20), grow: 1)
///     Stack.horizontal(alignment: .center).frames(for: [icon, title], in: bar)
public struct StackItem: Hashable, Sendable {
    /// The width, or nil for `contentSize.width`.
    public var width: Double?
    /// The height, or nil for `contentSize.height`.
    public var height: Double?
    /// What an auto size means: the content's measured size. Default `.zero`.
    public var contentSize: Size
    /// The least width, wherever the width comes from (explicit, content, grown, shrunk or
    /// stretched). Above `maxWidth`, it wins, as in CSS.
    public var minWidth: Double?
    /// The most width, wherever the width comes from.
    public var maxWidth: Double?
    /// The least height, wherever the height comes from. Above `maxHeight`, it wins.
    public var minHeight: Double?
    /// The most height, wherever the height comes from.
    public var maxHeight: Double?
    /// Space kept around the item, outside its frame. Default `.zero`.
    public var margin: EdgeInsets
    /// The share of a line's spare main length this item takes, relative to the others'
    /// (Kiss `grow`, Puyopuyo `ratio`, TangramKit weight). Default 0: it keeps its size.
    public var grow: Double
    /// How much of an overflow this item gives up, weighted by its base size. Default 0
    /// (Yoga's default, not CSS's 1): it keeps its size.
    public var shrink: Double
    /// Overrides the stack's ``Stack/alignment`` for this item (CSS `align-self`).
    public var alignment: StackAlignment?
    /// A hidden item takes no space and no spacing and gets a zero frame, marked hidden.
    public var isHidden: Bool

    /// Creates an item; every parameter has the default described on its property.
    ///
    ///     StackItem(width: 80, height: 30)                       // a fixed 80×30 button
    ///     StackItem(height: 30, contentSize: Size(width: 60, height: 0), grow: 1)   // 60 wide or more
    public init(
        width: Double? = nil, height: Double? = nil, contentSize: Size = .zero,
        minWidth: Double? = nil, maxWidth: Double? = nil, minHeight: Double? = nil, maxHeight: Double? = nil,
        margin: EdgeInsets = .zero, grow: Double = 0, shrink: Double = 0,
        alignment: StackAlignment? = nil, isHidden: Bool = false
    ) {
        self.width = width
        self.height = height
        self.contentSize = contentSize
        self.minWidth = minWidth
        self.maxWidth = maxWidth
        self.minHeight = minHeight
        self.maxHeight = maxHeight
        self.margin = margin
        self.grow = grow
        self.shrink = shrink
        self.alignment = alignment
        self.isHidden = isHidden
    }

    /// An item the size of `frame`'s current rect, hidden when it is.
    ///
    ///     let button = Frame(x: 0, y: 0, width: 80, height: 30, in: toolbar)
    ///     StackItem(button).width   // 80
    public init(_ frame: Frame) {
        self.init(width: frame.rect.width, height: frame.rect.height, isHidden: frame.isHidden)
    }

    /// An empty item that takes its `grow` share of the spare length: pushes its
    /// neighbours apart (Kiss `spacer`).
    ///
    ///     // back button at the left, two actions at the right:
    ///     Stack.horizontal().frames(for: [back, .spacer(), share, more], in: toolbar)
    public static func spacer(grow: Double = 1) -> StackItem { StackItem(grow: grow) }
}
