/// A grid container: columns and rows that line up across each other, as CSS Grid Layout
/// lays them out. One call takes the container and its children's descriptions and returns
/// their frames; nothing is kept between calls.
///
/// The rules are a subset of CSS Grid Layout 1: explicit tracks (``GridTrack``) and implicit
/// ones from `autoColumns`/`autoRows`, line-based placement (``GridLine``) and auto-placement
/// in `flow` order, CSS's track sizing (columns from the items' widths, then rows from their
/// heights at those columns' widths), fractions sharing what is left, auto tracks stretched,
/// items aligned in their areas and tracks distributed in the container. In an `.rtl`
/// container columns run from the right. Under a root with a `scale`, edges are rounded to
/// pixels so that neighbours tile. Numbers that make no sense are set aside by fixed rules,
/// each with a ``LayoutWarning`` naming it (`GridItem[2].width(-5)`) to the log or to
/// `Pin.capturingWarnings`. Repeated tracks (`repeat()`, with `auto-fill` and `auto-fit`) are
/// ``GridTrack/repeating(_:_:)``. Not supported: named lines and areas, percentages,
/// baselines, subgrids.
///
///     let table = Grid(columns: [.points(80), .fraction(1)], columnSpacing: 8, rowSpacing: 4)
///     let box = Frame(x: 0, y: 0, width: 200, height: 54, in: screen)
///     let cells = [GridItem(height: 20), GridItem(height: 20), GridItem(height: 30), GridItem(height: 30)]
///     table.frames(for: cells, in: box).map(\.rect)
///     // (x: 0, y: 0, width: 80, height: 20), (x: 88, y: 0, width: 112, height: 20),
///     // (x: 0, y: 24, width: 80, height: 30), (x: 88, y: 24, width: 112, height: 30)
///
/// With every item in the first cell, a grid is an overlay (Kiss `overlay`, Puyopuyo `ZBox`)
/// as big as its largest child:
///
///     let overlay = Grid(horizontalAlignment: .center, verticalAlignment: .center)
///     let children = [GridItem(width: 48, height: 48, columnStart: .line(1), rowStart: .line(1)),
///                     GridItem(width: 12, height: 12, columnStart: .line(1), rowStart: .line(1))]
///     overlay.size(for: children, fitting: Size(width: .infinity, height: .infinity))
///     // (width: 48, height: 48)
public struct Grid: Hashable, Sendable {
    /// The explicit columns (CSS `grid-template-columns`). Default `[]`: only implicit ones.
    public var columns: [GridTrack]
    /// The explicit rows (CSS `grid-template-rows`). Default `[]`.
    public var rows: [GridTrack]
    /// The sizes of implicit columns, cycled (CSS `grid-auto-columns`); before the explicit
    /// grid they cycle backwards from the last. Default `[.auto]`; empty acts as `[.auto]`.
    public var autoColumns: [GridTrack]
    /// The sizes of implicit rows, cycled (CSS `grid-auto-rows`). Default `[.auto]`.
    public var autoRows: [GridTrack]
    /// The gap between neighbouring columns (CSS `column-gap`). Default 0.
    public var columnSpacing: Double
    /// The gap between neighbouring rows (CSS `row-gap`). Default 0.
    public var rowSpacing: Double
    /// Space inside the container's edges; the tracks are laid out in what is left.
    /// Default `.zero`.
    public var padding: EdgeInsets
    /// The order in which items without a position are placed (CSS `grid-auto-flow`).
    /// Default `.rows`.
    public var flow: GridFlow
    /// Where items sit across their area's width unless they say otherwise (CSS
    /// `justify-items`). Default `.stretch`.
    public var horizontalAlignment: StackAlignment
    /// Where items sit across their area's height unless they say otherwise (CSS
    /// `align-items`). Default `.stretch`.
    public var verticalAlignment: StackAlignment
    /// How the columns share the width left (CSS `justify-content`). Default `.stretch` (CSS
    /// `normal`): auto columns grow to fill it. Tracks that overflow fall back as a stack's
    /// lines do: `spaceBetween` to `start`, `spaceAround` and `spaceEvenly` to `center`.
    public var horizontalDistribution: StackDistribution
    /// How the rows share the height left (CSS `align-content`). Default `.stretch`: auto rows
    /// grow to fill it.
    public var verticalDistribution: StackDistribution
    /// Whether items that stick out past the left or right edge are cut there, and whether
    /// they scroll sideways. Default `.visible`. `.clip` or `.scroll` on either axis makes the
    /// grid clip on both, and lets it shrink below its content as a tree's item.
    ///
    ///     Grid(columns: [.points(400)], horizontalOverflow: .scroll).horizontalOverflow   // .scroll
    public var horizontalOverflow: Overflow {
        get { overflow.horizontal }
        set { overflow.horizontal = newValue }
    }
    /// Whether items that stick out past the top or bottom edge are cut there, and whether
    /// they scroll up and down. Default `.visible`.
    ///
    ///     Grid(columns: [.fraction(1)], verticalOverflow: .clip).verticalOverflow   // .clip
    public var verticalOverflow: Overflow {
        get { overflow.vertical }
        set { overflow.vertical = newValue }
    }
    /// How far the content has scrolled on each axis whose overflow is `.scroll`, from the
    /// start edge toward the end: a positive x moves the items left (right in a right-to-left
    /// container), a positive y moves them up. Kept by the caller and taken as it is.
    /// Default `.zero`.
    ///
    ///     let strip = Grid(columns: [.points(60), .points(60)], horizontalOverflow: .scroll,
    ///                      scrollOffset: Point(x: 50, y: 0))
    ///     strip.frames(for: [GridItem(), GridItem()], in: Frame(width: 80, height: 20)).map(\.rect)
    ///     // (x: -50, y: 0, width: 60, height: 20), (x: 10, y: 0, width: 60, height: 20)
    public var scrollOffset: Point {
        get { overflow.offset }
        set { overflow.offset = newValue }
    }
    /// Room kept for a scroll bar across each axis whose overflow is `.scroll`: a vertical
    /// scroll's bar takes this width at the end side (right; left right to left), a horizontal
    /// scroll's this height at the bottom. It counts in the grid's size from its content, as
    /// padding does. Default 0.
    ///
    ///     let table = Grid(columns: [.fraction(1)], verticalOverflow: .scroll, scrollbarWidth: 10)
    ///     table.frames(for: [GridItem(height: 20)], in: Frame(width: 100, height: 50))[0].rect
    ///     // (x: 0, y: 0, width: 90, height: 20)
    public var scrollbarWidth: Double {
        get { overflow.barWidth }
        set { overflow.barWidth = newValue }
    }
    /// The four overflow properties together.
    var overflow = ContainerOverflow()

    /// A grid; every parameter has the default of its property.
    ///
    ///     let dashboard = Grid(columns: [.points(120), .fraction(1), .fraction(2), .auto], columnSpacing: 8)
    public init(
        columns: [GridTrack] = [], rows: [GridTrack] = [], autoColumns: [GridTrack] = [.auto],
        autoRows: [GridTrack] = [.auto], columnSpacing: Double = 0, rowSpacing: Double = 0,
        padding: EdgeInsets = .zero, flow: GridFlow = .rows, horizontalAlignment: StackAlignment = .stretch,
        verticalAlignment: StackAlignment = .stretch, horizontalDistribution: StackDistribution = .stretch,
        verticalDistribution: StackDistribution = .stretch, horizontalOverflow: Overflow = .visible,
        verticalOverflow: Overflow = .visible, scrollOffset: Point = .zero, scrollbarWidth: Double = 0
    ) {
        self.columns = columns
        self.rows = rows
        self.autoColumns = autoColumns
        self.autoRows = autoRows
        self.columnSpacing = columnSpacing
        self.rowSpacing = rowSpacing
        self.padding = padding
        self.flow = flow
        self.horizontalAlignment = horizontalAlignment
        self.verticalAlignment = verticalAlignment
        self.horizontalDistribution = horizontalDistribution
        self.verticalDistribution = verticalDistribution
        overflow = ContainerOverflow(
            offset: scrollOffset, barWidth: scrollbarWidth, horizontal: horizontalOverflow, vertical: verticalOverflow)
    }

    /// One frame per item, in order, as children of `container`, inside its bounds less
    /// `padding`. Hidden items get a zero rect at (0, 0) and keep `isHidden`; an item whose
    /// result would not be finite (tracks adding up past the largest number) gets a zero rect
    /// too, and a warning. Items that `measuresContent` use
    /// their `contentSize`.
    ///
    /// Warnings are located at the call (`fileID` and `line`, left to their defaults), as
    /// a chain's are.
    ///
    ///     let grid = Grid(columns: [.fraction(1), .fraction(1)], columnSpacing: 10)
    ///     let box = Frame(x: 0, y: 0, width: 110, height: 30, in: screen)
    ///     grid.frames(for: [GridItem(), GridItem(), GridItem(columnStart: .span(2))], in: box).map(\.rect)
    ///     // (x: 0, y: 0, width: 50, height: 15), (x: 60, y: 0, width: 50, height: 15),
    ///     // (x: 0, y: 15, width: 110, height: 15)
    public func frames(
        for items: [GridItem], in container: Frame, fileID: StaticString = #fileID, line: UInt = #line
    ) -> [Frame] {
        guard _slowPath(Pin.isListening) else {
            return layOut(items, in: container, measuring: false, measure: measuresNothing)
        }
        return reporting(items, containerSize: container.rect.size, fileID: fileID, line: line) {
            layOut(items, in: container, measuring: false, measure: measuresNothing, report: $0)
        }
    }

    /// One frame per item, as ``Grid/frames(for:in:fileID:line:)`` gives them, with the content sizes of
    /// the items that `measuresContent` asked of `measure`.
    ///
    /// `measure(index, proposal)` returns the content size of `items[index]`. For its width
    /// it is asked with a proposal 0 wide (its narrowest, CSS min-content) and infinitely wide
    /// (its natural width, max-content); for its height, with the width it takes in its
    /// columns (height for width: text wraps to its column). An answer that is not a finite
    /// number ≥ 0 counts as 0. A nested stack or grid answers with its
    /// `size(for:fitting:measure:)`.
    ///
    /// Warnings are located at the call (`fileID` and `line`, left to their defaults), as
    /// a chain's are.
    ///
    ///     // Text 8 points a character, 10 points a line, wrapped at spaces.
    ///     let words = ["a caption that wraps twice", "ok"]
    ///     let grid = Grid(columns: [.points(100), .auto])
    ///     let box = Frame(x: 0, y: 0, width: 200, height: 100, in: screen)
    ///     let items = words.map { _ in GridItem(measuresContent: true) }
    ///     grid.frames(for: items, in: box, measure: { index, proposal in
    ///         wrapped(words[index], width: proposal.width)
    ///     }).map(\.rect)
    ///     // (x: 0, y: 0, width: 100, height: 100), (x: 100, y: 0, width: 100, height: 100):
    ///     // one row, 30 high for three lines of text, stretched to the container
    public func frames(
        for items: [GridItem], in container: Frame, measure: (_ index: Int, _ proposal: Size) -> Size,
        fileID: StaticString = #fileID, line: UInt = #line
    ) -> [Frame] {
        guard _slowPath(Pin.isListening) else {
            return layOut(items, in: container, measuring: true, measure: measure)
        }
        return reporting(items, containerSize: container.rect.size, fileID: fileID, line: line) {
            layOut(items, in: container, measuring: true, measure: measure, report: $0)
        }
    }

    /// The container size these items need, padding included. On an axis where `proposal` is
    /// a finite number above 0, that number; where it is infinite (or NaN), the tracks'
    /// extent when each is as big as its items want (max-content); where it is 0 or less, the
    /// extent when each is as small as they allow (min-content). Rows are sized at the widths
    /// the columns take, as ``Grid/frames(for:in:fileID:line:)`` sizes them.
    ///
    /// Warnings are located at the call (`fileID` and `line`, left to their defaults), as
    /// a chain's are.
    ///
    ///     let grid = Grid(columns: [.points(40), .auto], columnSpacing: 4)
    ///     let items = [GridItem(height: 10), GridItem(width: 60, height: 20)]
    ///     grid.size(for: items, fitting: Size(width: .infinity, height: .infinity))
    ///     // (width: 104, height: 20)
    public func size(
        for items: [GridItem], fitting proposal: Size, fileID: StaticString = #fileID, line: UInt = #line
    ) -> Size {
        guard _slowPath(Pin.isListening) else {
            return size(of: items, fitting: proposal, measuring: false, measure: measuresNothing)
        }
        return reporting(items, containerSize: nil, fileID: fileID, line: line) {
            size(of: items, fitting: proposal, measuring: false, measure: measuresNothing, report: $0)
        }
    }

    /// The container size these items need, as ``Grid/size(for:fitting:fileID:line:)`` gives it, with the
    /// items that `measuresContent` measured by `measure` as
    /// ``Grid/frames(for:in:measure:fileID:line:)`` measures them. This is how a grid answers a measure
    /// function for an outer stack or grid.
    ///
    /// Warnings are located at the call (`fileID` and `line`, left to their defaults), as
    /// a chain's are.
    ///
    ///     let grid = Grid(columns: [.auto], padding: EdgeInsets(all: 8))
    ///     grid.size(for: [GridItem(measuresContent: true)], fitting: Size(width: 116, height: .infinity)) {
    ///         _, proposal in wrapped("a caption that wraps twice", width: proposal.width)   // 100 wide: 3 lines
    ///     }
    ///     // (width: 116, height: 46)
    public func size(
        for items: [GridItem], fitting proposal: Size, measure: (_ index: Int, _ proposal: Size) -> Size,
        fileID: StaticString = #fileID, line: UInt = #line
    ) -> Size {
        guard _slowPath(Pin.isListening) else {
            return size(of: items, fitting: proposal, measuring: true, measure: measure)
        }
        return reporting(items, containerSize: nil, fileID: fileID, line: line) {
            size(of: items, fitting: proposal, measuring: true, measure: measure, report: $0)
        }
    }

    /// `body` (a layout or a size) for someone listening, then its warnings, located at the
    /// call: the input's (`containerSize` nil when sizing), then what the layout found in the
    /// report it is handed (measure answers set aside, rects that were not finite). The layout
    /// checks each answer where it reads it: a wrapper around the measure function put two
    /// more function thunks on every call.
    func reporting<Result>(
        _ items: [GridItem], containerSize: Size?, fileID: StaticString, line: UInt, _ body: (GridReport) -> Result
    ) -> Result {
        let warnings = inputWarnings(for: items, containerSize: containerSize)
        let found = GridReport()
        let result = body(found)
        reportInputWarnings(warnings + found.warnings, fileID: fileID, line: line)
        return result
    }

    /// The frames: columns sized in the content box's width, rows in its height.
    func layOut(
        _ items: [GridItem], in container: Frame, measuring: Bool, measure: (Int, Size) -> Size,
        report: GridReport? = nil
    ) -> [Frame] {
        items.withUnsafeBufferPointer {
            layOut($0, in: container, measuring: measuring, measure: measure, report: report)
        }
    }

    /// `layOut` of items read where they lie (a tree's children). `collapsible`: the grid's
    /// repetitions are written out, and these tracks collapse when empty (nil: not yet).
    func layOut(
        _ items: UnsafeBufferPointer<GridItem>, in container: Frame, measuring: Bool, measure: (Int, Size) -> Size,
        report: GridReport? = nil, collapsible: GridCollapsible? = nil
    ) -> [Frame] {
        let size = Size(width: nonNegative(container.rect.width), height: nonNegative(container.rect.height))
        let padding = layoutPadding()
        let width = Swift.max(0, size.width - padding.left - padding.right)
        let height = Swift.max(0, size.height - padding.top - padding.bottom)
        // A grid with repetitions is laid out as the grid they write for this size.
        if collapsible == nil, _slowPath(hasRepetition) {
            let (grid, collapsible) = writingRepetitions(width: width, height: height, report: report)
            return grid.layOut(
                items, in: container, measuring: measuring, measure: measure, report: report, collapsible: collapsible)
        }
        return withoutActuallyEscaping(measure) { measure in
            var layout = GridLayout(
                self, items, width: .definite(width), measuring: measuring, measure: measure, report: report,
                collapsible: collapsible ?? GridCollapsible())
            let rows = layout.sizeRows(space: .definite(height))
            return layout.frames(rows: rows, containerSize: size, container: container)
        }
    }

    /// The size: per axis the proposal, or the tracks' extent sized under a max-content or
    /// min-content constraint.
    func size(
        of items: [GridItem], fitting proposal: Size, measuring: Bool, measure: (Int, Size) -> Size,
        report: GridReport? = nil
    ) -> Size {
        items.withUnsafeBufferPointer {
            size(of: $0, fitting: proposal, measuring: measuring, measure: measure, report: report)
        }
    }

    /// `size(of:fitting:…)` of items read where they lie (a tree's children); `collapsible`
    /// as for `layOut`.
    func size(
        of items: UnsafeBufferPointer<GridItem>, fitting proposal: Size, measuring: Bool, measure: (Int, Size) -> Size,
        report: GridReport? = nil, collapsible: GridCollapsible? = nil
    ) -> Size {
        let padding = layoutPadding()
        func space(_ proposed: Double, _ before: Double, _ after: Double) -> GridAvailableSpace {
            if proposed.isFinite, proposed > 0 { return .definite(Swift.max(0, proposed - before - after)) }
            return proposed <= 0 ? .minContent : .maxContent
        }
        let width = space(proposal.width, padding.left, padding.right)
        let height = space(proposal.height, padding.top, padding.bottom)
        if collapsible == nil, _slowPath(hasRepetition) {
            let (grid, collapsible) = writingRepetitions(
                width: width.definiteLength, height: height.definiteLength, report: report)
            return grid.size(
                of: items, fitting: proposal, measuring: measuring, measure: measure, report: report,
                collapsible: collapsible)
        }
        return withoutActuallyEscaping(measure) { measure in
            var layout = GridLayout(
                self, items, width: width, measuring: measuring, measure: measure, report: report,
                collapsible: collapsible ?? GridCollapsible())
            let rows = layout.sizeRows(space: height)
            let width =
                proposal.width.isFinite && proposal.width > 0
                ? proposal.width : layout.columnExtent + padding.left + padding.right
            let height =
                proposal.height.isFinite && proposal.height > 0
                ? proposal.height : totalExtent(rows, gap: layout.rowGap) + padding.top + padding.bottom
            // Sums of huge tracks overflow: the largest finite number instead.
            func finite(_ value: Double) -> Double { value.isNaN ? 0 : Swift.min(value, .greatestFiniteMagnitude) }
            return Size(width: finite(width), height: finite(height))
        }
    }

    /// The padding as laid out: each side a finite number ≥ 0, else 0, with the room the
    /// scroll bars take (a vertical scroll's on the left when `rightToLeft`).
    func layoutPadding(rightToLeft: Bool = false) -> EdgeInsets {
        overflow.layoutPadding(padding, rightToLeft: rightToLeft)
    }
}
