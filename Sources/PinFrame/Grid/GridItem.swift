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
    /// content's.
    public var width: Double?
    /// The height, or nil for auto: the area's (less margins) when stretched, else the
    /// content's at the item's width.
    public var height: Double?
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
    public var minWidth: Double?
    /// The most width, wherever the width comes from.
    public var maxWidth: Double?
    /// The least height, wherever the height comes from. Above `maxHeight`, it wins.
    public var minHeight: Double?
    /// The most height, wherever the height comes from.
    public var maxHeight: Double?
    /// Space kept around the item inside its area. Left and right stay physical in a
    /// right-to-left grid, as CSS's `margin-left` and `margin-right` do.
    public var margin: EdgeInsets
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
    /// Hidden items are not placed and take no space; they get a zero rect at (0, 0), marked
    /// hidden.
    public var isHidden: Bool

    /// An item; every parameter has the default of its property.
    ///
    ///     GridItem(width: 40, height: 40, columnStart: .line(1), rowStart: .line(1))
    ///     GridItem(measuresContent: true, columnStart: .span(2))   // text across two columns
    public init(
        width: Double? = nil, height: Double? = nil, contentSize: Size = .zero, measuresContent: Bool = false,
        aspectRatio: Double? = nil, minWidth: Double? = nil, maxWidth: Double? = nil, minHeight: Double? = nil,
        maxHeight: Double? = nil, margin: EdgeInsets = .zero, columnStart: GridLine = .auto,
        columnEnd: GridLine = .auto, rowStart: GridLine = .auto, rowEnd: GridLine = .auto,
        horizontalAlignment: StackAlignment? = nil, verticalAlignment: StackAlignment? = nil, isHidden: Bool = false
    ) {
        self.width = width
        self.height = height
        self.contentSize = contentSize
        self.measuresContent = measuresContent
        self.aspectRatio = aspectRatio
        self.minWidth = minWidth
        self.maxWidth = maxWidth
        self.minHeight = minHeight
        self.maxHeight = maxHeight
        self.margin = margin
        self.columnStart = columnStart
        self.columnEnd = columnEnd
        self.rowStart = rowStart
        self.rowEnd = rowEnd
        self.horizontalAlignment = horizontalAlignment
        self.verticalAlignment = verticalAlignment
        self.isHidden = isHidden
    }

    /// The lines placement works from.
    var lines: GridLines {
        GridLines(
            columnStart: columnStart, columnEnd: columnEnd, rowStart: rowStart, rowEnd: rowEnd, isHidden: isHidden)
    }
}
