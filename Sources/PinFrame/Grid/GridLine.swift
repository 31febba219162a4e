/// Where an item's area starts or ends on one axis of a grid (CSS `grid-row-start` and the
/// like). Lines count from 1; a negative line counts back from the last line of the explicit
/// grid (-1 is the last).
///
///     GridItem(columnStart: .line(1), columnEnd: .span(2))   // the first two columns
///     GridItem(rowStart: .line(-2))                          // the last explicit row
enum GridLine: Hashable, Sendable {
    /// Placed by the auto-placement rules.
    case auto
    /// A line of the grid: 1 is the first, -1 the last of the explicit grid; 0 acts as
    /// `.auto`.
    case line(Int)
    /// As many tracks as `n` from the other end (fewer than 1 counts as 1).
    case span(Int)
}

/// The order in which items without a position fill the grid (CSS `grid-auto-flow`).
///
///     Grid(columns: [.fraction(1), .fraction(1)], flow: .rowsDense)
enum GridFlow: Hashable, Sendable {
    /// Row by row, each item after the one before (`row`).
    case rows
    /// Column by column (`column`).
    case columns
    /// Row by row, each item in the first place it fits, holes filled (`row dense`).
    case rowsDense
    /// Column by column, holes filled (`column dense`).
    case columnsDense
}
