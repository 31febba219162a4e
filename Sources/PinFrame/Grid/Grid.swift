/// A grid container: its tracks, gaps, padding, flow and alignment (a subset of CSS Grid
/// Layout 1). Lays its items out in a container frame, as a stack does.
///
///     let table = Grid(columns: [.points(80), .fraction(1)], columnSpacing: 8, rowSpacing: 4)
struct Grid: Hashable, Sendable {
    /// The explicit columns and rows (CSS `grid-template-columns` and `-rows`).
    var columns: [GridTrack]
    var rows: [GridTrack]
    /// The implicit tracks' sizes, cycled (CSS `grid-auto-columns` and `-rows`).
    var autoColumns: [GridTrack]
    var autoRows: [GridTrack]
    /// The gaps between columns and between rows.
    var columnSpacing: Double
    var rowSpacing: Double
    var padding: EdgeInsets
    var flow: GridFlow
    /// Where items sit in their areas unless they say otherwise (CSS `justify-items`,
    /// `align-items`).
    var horizontalAlignment: StackAlignment
    var verticalAlignment: StackAlignment
    /// How the tracks share the space left (CSS `justify-content`, `align-content`);
    /// `.stretch` grows the auto tracks.
    var horizontalDistribution: StackDistribution
    var verticalDistribution: StackDistribution

    init(
        columns: [GridTrack] = [], rows: [GridTrack] = [], autoColumns: [GridTrack] = [.auto],
        autoRows: [GridTrack] = [.auto], columnSpacing: Double = 0, rowSpacing: Double = 0,
        padding: EdgeInsets = .zero, flow: GridFlow = .rows, horizontalAlignment: StackAlignment = .stretch,
        verticalAlignment: StackAlignment = .stretch, horizontalDistribution: StackDistribution = .stretch,
        verticalDistribution: StackDistribution = .stretch
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
    }

    /// One frame per item, in order, as children of `container`, inside its bounds less
    /// `padding`, with measured items measured by `measure`. Hidden items get a zero rect at
    /// (0, 0), marked hidden.
    func frames(
        for items: [GridItem], in container: Frame,
        measure: (_ index: Int, _ proposal: Size) -> Size = { _, _ in .zero }
    ) -> [Frame] {
        let size = Size(width: nonNegative(container.rect.width), height: nonNegative(container.rect.height))
        return withoutActuallyEscaping(measure) { measure in
            let layout = GridLayout(
                self, items, width: .definite(Swift.max(0, size.width - layoutPadding.left - layoutPadding.right)),
                measure: measure)
            let rows = layout.rowSizes(
                space: .definite(Swift.max(0, size.height - layoutPadding.top - layoutPadding.bottom)))
            return layout.frames(rows: rows, containerSize: size, container: container)
        }
    }

    /// The container size these items need: on an axis where `proposal` is a finite number
    /// above 0, that number; where it is infinite (or NaN), the tracks' extent when each is as
    /// big as its items want, plus padding; where it is 0 or less, the extent when each is as
    /// small as they allow. Rows are sized at the columns' widths, as `frames` sizes them.
    func size(
        for items: [GridItem], fitting proposal: Size,
        measure: (_ index: Int, _ proposal: Size) -> Size = { _, _ in .zero }
    ) -> Size {
        let padding = layoutPadding
        func space(_ proposed: Double, _ before: Double, _ after: Double) -> GridAvailableSpace {
            if proposed.isFinite, proposed > 0 { return .definite(Swift.max(0, proposed - before - after)) }
            return proposed <= 0 ? .minContent : .maxContent
        }
        return withoutActuallyEscaping(measure) { measure in
            let layout = GridLayout(
                self, items, width: space(proposal.width, padding.left, padding.right), measure: measure)
            let rows = layout.rowSizes(space: space(proposal.height, padding.top, padding.bottom))
            func extent(_ sizes: [Double], gap: Double) -> Double {
                sizes.reduce(0, +) + gap * Double(Swift.max(0, sizes.count - 1))
            }
            let width =
                proposal.width.isFinite && proposal.width > 0
                ? proposal.width : extent(layout.columnSizes, gap: layout.columnGap) + padding.left + padding.right
            let height =
                proposal.height.isFinite && proposal.height > 0
                ? proposal.height : extent(rows, gap: layout.rowGap) + padding.top + padding.bottom
            // Sums of huge tracks overflow: the largest finite number instead.
            func finite(_ value: Double) -> Double { value.isNaN ? 0 : Swift.min(value, .greatestFiniteMagnitude) }
            return Size(width: finite(width), height: finite(height))
        }
    }

    /// The padding as laid out: each side a finite number ≥ 0, else 0.
    var layoutPadding: EdgeInsets {
        EdgeInsets(
            top: nonNegative(padding.top), left: nonNegative(padding.left), bottom: nonNegative(padding.bottom),
            right: nonNegative(padding.right))
    }
}
