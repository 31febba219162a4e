/// One child of a ``Grid``: its size or its content's, its limits and margin, the lines it
/// sits between (`.auto` to be placed by the grid's ``GridFlow``), and its own alignment in
/// its area.
///
/// A size left `nil` is *auto*: stretched to its area when its alignment is `.stretch`,
/// else its content's (`contentSize`, or the grid's measure function when it
/// `measuresContent`). Numbers that make no sense — negative, NaN or infinite — count as 0
/// (a size as auto, a min or max as no limit, a ratio as none).
///
///     let grid = Grid(columns: [.points(100), .points(100)], verticalAlignment: .start)
///     let box = Frame(x: 0, y: 0, width: 200, height: 60, in: screen)
///     let items = [
///         GridItem(height: 20, columnStart: .span(2)),                     // a header across both
///         GridItem(contentSize: Size(width: 30, height: 10), horizontalAlignment: .center),
///         GridItem(width: 40, height: 30, margin: EdgeInsets(all: 5)),
///     ]
///     grid.frames(for: items, in: box).map(\.rect)
///     // (x: 0, y: 0, width: 200, height: 20), (x: 35, y: 20, width: 30, height: 10),
///     // (x: 105, y: 25, width: 40, height: 30)
public struct GridItem: Hashable, Sendable {
    /// The width, or nil for auto: the area's (less margins) when stretched, else the
    /// content's. A percentage is of the item's area's width (auto while the columns are
    /// sized).
    public var width: Dimension? {
        get { lengths[.width] }
        set { lengths[.width] = newValue }
    }
    /// The height, or nil for auto: the area's (less margins) when stretched, else the
    /// content's at the item's width. A percentage is of the item's area's height (auto
    /// while the rows are sized).
    public var height: Dimension? {
        get { lengths[.height] }
        set { lengths[.height] = newValue }
    }
    /// What an auto size is when the item is not stretched and not measured: its content's
    /// size. Default `.zero`.
    public var contentSize: Size
    /// Whether the grid asks its measure function for this item's content size: 0 wide for
    /// its narrowest (min-content), infinitely wide for its natural width (max-content), and,
    /// for its height, the width of the columns it spans (height for width). Default `false`.
    ///
    ///     GridItem(measuresContent: true)   // text wrapped to its column's width
    public var measuresContent: Bool
    /// Width ÷ height (CSS `aspect-ratio`), or nil. With a width given, stretched or from its
    /// content, the height follows (not the row's, even when stretched down); a height given
    /// makes an unstretched width follow, and a stretched width then wins (the ratio giving
    /// way). With no size, stretched down but not across, it takes the row's height and its
    /// width follows, as browsers do. Limits carry across the ratio: a maximum height of 20
    /// at a ratio of 2 keeps a width that the height follows to 40.
    ///
    ///     GridItem(aspectRatio: 2)   // in a 100-wide column: 100 × 50
    ///     GridItem(width: 50, aspectRatio: 2)   // in a 100 × 100 area: 50 × 25
    public var aspectRatio: Double?
    /// The least width, wherever the width comes from. Above `maxWidth`, it wins, as in CSS.
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
    /// Space kept around the item inside its area. Left and right stay physical in a
    /// right-to-left grid, as CSS's `margin-left` and `margin-right` do.
    public var margin: EdgeInsets
    /// Sides whose margin is auto (CSS `margin: auto`): they share the free space of the
    /// item's area, centring it or pushing it to a side, and it is not stretched on that
    /// axis. Default `[]`.
    ///
    ///     GridItem(width: 20, height: 20, autoMargins: .all)   // centred in its area
    public var autoMargins: AutoMargins {
        get { lengths.autoMargins }
        set { lengths.autoMargins = newValue }
    }
    /// The column line the item's area starts at (CSS `grid-column-start`).
    public var columnStart: GridLine
    /// The column line it ends at, or a span (CSS `grid-column-end`).
    public var columnEnd: GridLine
    /// The row line the item's area starts at (CSS `grid-row-start`).
    public var rowStart: GridLine
    /// The row line it ends at, or a span (CSS `grid-row-end`).
    public var rowEnd: GridLine
    /// Where the item sits across its area's width (CSS `justify-self`); nil: the grid's
    /// ``Grid/horizontalAlignment``.
    public var horizontalAlignment: StackAlignment?
    /// Where the item sits across its area's height (CSS `align-self`); nil: the grid's
    /// ``Grid/verticalAlignment``.
    public var verticalAlignment: StackAlignment?
    /// `.relative` (default): placed in its area, then moved by `offsets`; `.absolute`: out
    /// of the flow and of auto placement, placed by `offsets` in the area its lines name (the
    /// grid's padding box on an axis whose lines are auto; see ``Position``).
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
    /// Hidden items are not placed and take no space; they get a zero rect at (0, 0), marked
    /// hidden.
    public var isHidden: Bool

    /// An item; every parameter has the default of its property.
    ///
    ///     GridItem(width: 40, height: 40, columnStart: .line(1), rowStart: .line(1))
    ///     GridItem(measuresContent: true, columnStart: .span(2))   // text across two columns
    ///     GridItem(width: .percent(50))                           // half its area's width
    public init(
        width: Dimension? = nil, height: Dimension? = nil, contentSize: Size = .zero, measuresContent: Bool = false,
        aspectRatio: Double? = nil, minWidth: Dimension? = nil, maxWidth: Dimension? = nil,
        minHeight: Dimension? = nil, maxHeight: Dimension? = nil, margin: EdgeInsets = .zero,
        autoMargins: AutoMargins = [], columnStart: GridLine = .auto, columnEnd: GridLine = .auto,
        rowStart: GridLine = .auto, rowEnd: GridLine = .auto, horizontalAlignment: StackAlignment? = nil,
        verticalAlignment: StackAlignment? = nil, position: Position = .relative, offsets: Offsets = Offsets(),
        isHidden: Bool = false
    ) {
        lengths = ItemLengths(
            width: width, height: height, minWidth: minWidth, maxWidth: maxWidth, minHeight: minHeight,
            maxHeight: maxHeight, basis: nil, offsets: offsets)
        self.contentSize = contentSize
        self.measuresContent = measuresContent
        self.aspectRatio = aspectRatio
        self.margin = margin
        lengths.autoMargins = autoMargins
        self.columnStart = columnStart
        self.columnEnd = columnEnd
        self.rowStart = rowStart
        self.rowEnd = rowEnd
        self.horizontalAlignment = horizontalAlignment
        self.verticalAlignment = verticalAlignment
        lengths.position = position
        self.isHidden = isHidden
    }

    /// An item whose six sizes are points given as `Double?`, as items were written before
    /// sizes became ``Dimension``s. Literals and `nil` choose the initialiser above.
    ///
    ///     let side = 40.0
    ///     GridItem(width: side, height: side).width   // .points(40.0)
    @_disfavoredOverload
    public init(
        width: Double? = nil, height: Double? = nil, contentSize: Size = .zero, measuresContent: Bool = false,
        aspectRatio: Double? = nil, minWidth: Double? = nil, maxWidth: Double? = nil, minHeight: Double? = nil,
        maxHeight: Double? = nil, margin: EdgeInsets = .zero, autoMargins: AutoMargins = [],
        columnStart: GridLine = .auto, columnEnd: GridLine = .auto, rowStart: GridLine = .auto,
        rowEnd: GridLine = .auto, horizontalAlignment: StackAlignment? = nil, verticalAlignment: StackAlignment? = nil,
        position: Position = .relative, offsets: Offsets = Offsets(), isHidden: Bool = false
    ) {
        self.init(
            width: width.map(Dimension.points), height: height.map(Dimension.points), contentSize: contentSize,
            measuresContent: measuresContent, aspectRatio: aspectRatio, minWidth: minWidth.map(Dimension.points),
            maxWidth: maxWidth.map(Dimension.points), minHeight: minHeight.map(Dimension.points),
            maxHeight: maxHeight.map(Dimension.points), margin: margin, autoMargins: autoMargins,
            columnStart: columnStart, columnEnd: columnEnd, rowStart: rowStart, rowEnd: rowEnd,
            horizontalAlignment: horizontalAlignment, verticalAlignment: verticalAlignment, position: position,
            offsets: offsets, isHidden: isHidden)
    }

    /// The lines placement works from.
    var lines: GridLines {
        @inline(__always) get {
            // An `.absolute` item takes no part in placement: it is placed once the tracks are sized.
            GridLines(
                columnStart: columnStart, columnEnd: columnEnd, rowStart: rowStart, rowEnd: rowEnd,
                isHidden: isHidden || position == .absolute)
        }
    }
}

extension GridItem {
    /// Which fields beyond plain points it uses.
    var flexFields: FlexFields {
        @inline(__always) get { lengths.flexFields }
    }
}
