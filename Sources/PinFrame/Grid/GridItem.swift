/// One child of a grid: its size or its content's, its limits and margin, the lines it sits
/// between (or `.auto` to be placed), and its own alignment in its area.
///
///     GridItem(width: 40, height: 40, columnStart: .line(1), rowStart: .line(1))
///     GridItem(measuresContent: true, columnStart: .span(2))   // text across two columns
struct GridItem: Hashable, Sendable {
    /// The width and height; nil: from the content, or the area when stretched.
    var width: Double?
    var height: Double?
    /// The content's size, used when a size is nil and the item is not measured.
    var contentSize: Size
    /// Measured by the grid's measure function (height for width: at its columns' width).
    var measuresContent: Bool
    /// Width ÷ height: the side the grid does not fix follows the other.
    var aspectRatio: Double?
    var minWidth: Double?
    var maxWidth: Double?
    var minHeight: Double?
    var maxHeight: Double?
    /// Space kept around the item inside its area.
    var margin: EdgeInsets
    var columnStart: GridLine
    var columnEnd: GridLine
    var rowStart: GridLine
    var rowEnd: GridLine
    /// Where the item sits across its area's width (CSS `justify-self`); nil: the grid's.
    var horizontalAlignment: StackAlignment?
    /// Where the item sits across its area's height (CSS `align-self`); nil: the grid's.
    var verticalAlignment: StackAlignment?
    /// Hidden items are not placed and get a zero rect.
    var isHidden: Bool

    init(
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
