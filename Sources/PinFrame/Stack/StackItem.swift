/// One child of a ``Stack``: how big it wants to be, how it flexes, and its margins.
///
/// A size left `nil` is *auto*: `contentSize` on that axis (a label's measured size, a
/// nested stack's ``Stack/size(for:fitting:fileID:line:)``), or, for an item that `measuresContent`, what
/// the stack's measure function answers once the stack knows the space it has. An
/// `aspectRatio` turns a size on one axis into the other. Numbers that make no sense —
/// negative, NaN or infinite — count as 0 (a size as auto; a min or max as no limit; a ratio
/// as none).
///
///     let icon = StackItem(width: 24, height: 24, margin: EdgeInsets(all: 4))
///     let title = StackItem(contentSize: Size(width: 120, height: 20), grow: 1)
///     let body = StackItem(measuresContent: true)          // wrapped to the width it gets
///     let photo = StackItem(width: 80, aspectRatio: 4.0 / 3)   // 80 × 60
///     Stack.horizontal(alignment: .center).frames(for: [icon, title], in: bar)
public struct StackItem: Hashable, Sendable {
    /// The width, or nil for `contentSize.width`. A percentage is of the stack's content
    /// width (auto while the stack is sized by its content).
    public var width: Dimension? {
        get { lengths[.width] }
        set { lengths[.width] = newValue }
    }
    /// The height, or nil for `contentSize.height`. A percentage is of the stack's content
    /// height.
    public var height: Dimension? {
        get { lengths[.height] }
        set { lengths[.height] = newValue }
    }
    /// What an auto size means: the content's measured size. Default `.zero`. Also what an
    /// item that `measuresContent` uses when the stack is given no measure function.
    public var contentSize: Size
    /// Whether the stack asks its measure function for this item's auto sizes, with the space
    /// it has for the item, instead of using `contentSize` (CSS content sizing: text wrapped
    /// to the width it gets, a nested stack). Such an item also never shrinks below its
    /// narrowest content (CSS `min-width: auto`) unless it has a `minWidth` (`minHeight` in a
    /// column). Default `false`.
    ///
    ///     let label = StackItem(measuresContent: true)
    ///     column.frames(for: [label], in: card) { _, proposal in text.size(fitting: proposal) }
    public var measuresContent: Bool
    /// Width ÷ height (CSS `aspect-ratio`), or nil. With one size known — explicit, grown or
    /// shrunk, stretched, or set by a limit — the other follows through the ratio, then its own
    /// limits; with neither, the width is the content's and the height follows. A stretched
    /// cross size wins over the ratio. A ratio that is not a finite number > 0 is none.
    ///
    ///     StackItem(height: 30, aspectRatio: 2)   // 60 × 30 in a row that does not stretch it
    public var aspectRatio: Double?
    /// The main size the item grows or shrinks from (CSS `flex-basis`); nil is auto: its
    /// main size (width in a row) if set, else its content's. `basis: 0, grow: 1` on every
    /// item of a line shares the line in equal parts, whatever their content. Limits still
    /// apply, and an item that measures its content keeps its automatic minimum.
    ///
    ///     let third = StackItem(contentSize: Size(width: 90, height: 20), basis: 0, grow: 1)
    ///     // three of them in a 300-wide row: 100 wide each
    public var basis: Dimension? {
        get { lengths[.basis] }
        set { lengths[.basis] = newValue }
    }
    /// The least width, wherever the width comes from (explicit, content, grown, shrunk or
    /// stretched). Above `maxWidth`, it wins, as in CSS.
    public var minWidth: Dimension? {
        get { lengths[.minWidth] }
        set { lengths[.minWidth] = newValue }
    }
    /// The most width, wherever the width comes from.
    public var maxWidth: Dimension? {
        get { lengths[.maxWidth] }
        set { lengths[.maxWidth] = newValue }
    }
    /// The least height, wherever the height comes from. Above `maxHeight`, it wins.
    public var minHeight: Dimension? {
        get { lengths[.minHeight] }
        set { lengths[.minHeight] = newValue }
    }
    /// The most height, wherever the height comes from.
    public var maxHeight: Dimension? {
        get { lengths[.maxHeight] }
        set { lengths[.maxHeight] = newValue }
    }
    /// Space kept around the item, outside its frame. Default `.zero`. After
    /// `StackItem(…margin:…)` with ``DirectionalEdgeInsets``, `left` holds the leading side and
    /// `right` the trailing one, swapped in a right-to-left container; setting `margin`
    /// afterwards makes them left and right again.
    public var margin: EdgeInsets {
        didSet { marginFollowsDirection = false }
    }
    /// Whether `margin`'s left and right are leading and trailing.
    var marginFollowsDirection = false
    /// For a container nested in a tree: its padding on its parent stack's main axis, which
    /// its shrinking is not weighted by (CSS weighs it by its inner base size, the base size
    /// less its padding). 0 for every other item.
    var nestedPadding = 0.0
    /// Sides whose margin is auto (CSS `margin: auto`): along the stack they take the line's
    /// free space before `distribution` does; across, they centre the item or push it to a
    /// side, and it is not stretched. Default `[]`. Sides are physical: `.left` is the left
    /// in a right-to-left stack too.
    ///
    ///     StackItem(width: 40, autoMargins: .left)   // pushed to the end of a row
    public var autoMargins: AutoMargins {
        get { lengths.autoMargins }
        set { lengths.autoMargins = newValue }
    }
    /// The share of a line's spare main length this item takes, relative to the others'
    /// (Kiss `grow`, Puyopuyo `ratio`, TangramKit weight). Default 0: it keeps its size.
    public var grow: Double
    /// How much of an overflow this item gives up, weighted by its base size. Default 0
    /// (Yoga's default, not CSS's 1): it keeps its size.
    public var shrink: Double
    /// Overrides the stack's ``Stack/alignment`` for this item (CSS `align-self`).
    public var alignment: StackAlignment?
    /// `.relative` (default): in the flow, moved by `offsets`; `.absolute`: out of the flow,
    /// placed in the stack's padding box by `offsets` (see ``Position``).
    public var position: Position {
        get { lengths.position }
        set { lengths.position = newValue }
    }
    /// Where a positioned item goes (see ``Offsets``); all nil by default.
    public var offsets: Offsets {
        get { lengths.offsets }
        set { lengths.offsets = newValue }
    }
    /// The sizes, limits, basis and offsets, stored small (see ``ItemLengths``).
    var lengths = ItemLengths()
    /// A hidden item takes no space and no spacing and gets a zero frame, marked hidden.
    public var isHidden: Bool

    /// Creates an item; every parameter has the default described on its property.
    ///
    ///     StackItem(width: 80, height: 30)                       // a fixed 80×30 button
    ///     StackItem(height: 30, contentSize: Size(width: 60, height: 0), grow: 1)   // 60 wide or more
    ///     StackItem(measuresContent: true, shrink: 1)            // text, measured by the stack
    ///     StackItem(width: .percent(50))                         // half the stack's content width
    public init(
        width: Dimension? = nil, height: Dimension? = nil, contentSize: Size = .zero, measuresContent: Bool = false,
        aspectRatio: Double? = nil, basis: Dimension? = nil, minWidth: Dimension? = nil, maxWidth: Dimension? = nil,
        minHeight: Dimension? = nil, maxHeight: Dimension? = nil, margin: EdgeInsets = .zero,
        autoMargins: AutoMargins = [], grow: Double = 0, shrink: Double = 0, alignment: StackAlignment? = nil,
        position: Position = .relative, offsets: Offsets = Offsets(), isHidden: Bool = false
    ) {
        lengths = ItemLengths(
            width: width, height: height, minWidth: minWidth, maxWidth: maxWidth, minHeight: minHeight,
            maxHeight: maxHeight, basis: basis, offsets: offsets)
        self.contentSize = contentSize
        self.measuresContent = measuresContent
        self.aspectRatio = aspectRatio
        self.margin = margin
        lengths.autoMargins = autoMargins
        self.grow = grow
        self.shrink = shrink
        self.alignment = alignment
        lengths.position = position
        self.isHidden = isHidden
    }

    /// An item whose margin is given by leading and trailing: swapped in a right-to-left
    /// container. Every other parameter as in `init(width:height:…)`.
    ///
    ///     let item = StackItem(width: 30, margin: DirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 0))
    ///     let rtl = Frame(width: 100, height: 20, direction: .rtl)
    ///     Stack.horizontal().frames(for: [item], in: rtl)[0].rect   // (x: 60, y: 0, width: 30, height: 20)
    public init(
        width: Dimension? = nil, height: Dimension? = nil, contentSize: Size = .zero, measuresContent: Bool = false,
        aspectRatio: Double? = nil, basis: Dimension? = nil, minWidth: Dimension? = nil, maxWidth: Dimension? = nil,
        minHeight: Dimension? = nil, maxHeight: Dimension? = nil, margin: DirectionalEdgeInsets,
        autoMargins: AutoMargins = [], grow: Double = 0, shrink: Double = 0, alignment: StackAlignment? = nil,
        position: Position = .relative, offsets: Offsets = Offsets(), isHidden: Bool = false
    ) {
        self.init(
            width: width, height: height, contentSize: contentSize, measuresContent: measuresContent,
            aspectRatio: aspectRatio, basis: basis, minWidth: minWidth, maxWidth: maxWidth, minHeight: minHeight,
            maxHeight: maxHeight, margin: margin.edgeInsets(in: .ltr), autoMargins: autoMargins, grow: grow,
            shrink: shrink, alignment: alignment, position: position, offsets: offsets, isHidden: isHidden)
        marginFollowsDirection = true
    }

    /// An item whose six sizes are points given as `Double?`, as items were written before
    /// sizes became ``Dimension``s: `StackItem(width: tagWidth, height: 20)` with a `Double`
    /// variable. Literals and `nil` choose the initialiser above.
    ///
    ///     let tagWidth = 56.0
    ///     StackItem(width: tagWidth, height: 20).width   // .points(56.0)
    @_disfavoredOverload
    public init(
        width: Double? = nil, height: Double? = nil, contentSize: Size = .zero, measuresContent: Bool = false,
        aspectRatio: Double? = nil, basis: Dimension? = nil, minWidth: Double? = nil, maxWidth: Double? = nil,
        minHeight: Double? = nil, maxHeight: Double? = nil, margin: EdgeInsets = .zero,
        autoMargins: AutoMargins = [], grow: Double = 0, shrink: Double = 0, alignment: StackAlignment? = nil,
        position: Position = .relative, offsets: Offsets = Offsets(), isHidden: Bool = false
    ) {
        self.init(
            width: width.map(Dimension.points), height: height.map(Dimension.points), contentSize: contentSize,
            measuresContent: measuresContent, aspectRatio: aspectRatio, basis: basis,
            minWidth: minWidth.map(Dimension.points), maxWidth: maxWidth.map(Dimension.points),
            minHeight: minHeight.map(Dimension.points), maxHeight: maxHeight.map(Dimension.points), margin: margin,
            autoMargins: autoMargins, grow: grow, shrink: shrink, alignment: alignment, position: position,
            offsets: offsets, isHidden: isHidden)
    }

    /// The `Double?` sizes with a leading and trailing margin (see the initialisers above).
    ///
    ///     let inset = 10.0
    ///     StackItem(width: inset * 3, margin: DirectionalEdgeInsets(top: 0, leading: inset, bottom: 0, trailing: 0))
    @_disfavoredOverload
    public init(
        width: Double? = nil, height: Double? = nil, contentSize: Size = .zero, measuresContent: Bool = false,
        aspectRatio: Double? = nil, basis: Dimension? = nil, minWidth: Double? = nil, maxWidth: Double? = nil,
        minHeight: Double? = nil, maxHeight: Double? = nil, margin: DirectionalEdgeInsets,
        autoMargins: AutoMargins = [], grow: Double = 0, shrink: Double = 0, alignment: StackAlignment? = nil,
        position: Position = .relative, offsets: Offsets = Offsets(), isHidden: Bool = false
    ) {
        self.init(
            width: width, height: height, contentSize: contentSize, measuresContent: measuresContent,
            aspectRatio: aspectRatio, basis: basis, minWidth: minWidth, maxWidth: maxWidth, minHeight: minHeight,
            maxHeight: maxHeight, margin: margin.edgeInsets(in: .ltr), autoMargins: autoMargins, grow: grow,
            shrink: shrink, alignment: alignment, position: position, offsets: offsets, isHidden: isHidden)
        marginFollowsDirection = true
    }

    /// The margin by left and right in a container laid out right to left when
    /// `rightToLeft`: a directional margin's leading side (stored as left) goes right.
    func margin(rightToLeft: Bool) -> EdgeInsets {
        guard marginFollowsDirection, rightToLeft else { return margin }
        return EdgeInsets(top: margin.top, left: margin.right, bottom: margin.bottom, right: margin.left)
    }

    /// An item the size of `frame`'s current rect, hidden when it is.
    ///
    ///     let button = Frame(x: 0, y: 0, width: 80, height: 30, in: toolbar)
    ///     StackItem(button).width   // .points(80.0)
    public init(_ frame: Frame) {
        self.init(width: .points(frame.rect.width), height: .points(frame.rect.height), isHidden: frame.isHidden)
    }

    /// An empty item that takes its `grow` share of the spare length: pushes its
    /// neighbours apart (Kiss `spacer`).
    ///
    ///     // back button at the left, two actions at the right:
    ///     Stack.horizontal().frames(for: [back, .spacer(), share, more], in: toolbar)
    public static func spacer(grow: Double = 1) -> StackItem { StackItem(grow: grow) }
}

extension StackItem {
    /// Which fields beyond plain points it uses.
    var flexFields: FlexFields {
        @inline(__always) get { lengths.flexFields }
    }
}
