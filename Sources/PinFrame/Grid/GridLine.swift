/// Where an item's area starts or ends on one axis of a ``Grid`` (CSS `grid-column-start`,
/// `grid-row-end` and the like). Lines count from 1; a negative line counts back from the last
/// line of the explicit grid (-1 is the last). Lines beyond ±10,000 are taken as ±10,000.
///
///     let grid = Grid(columns: [.points(50), .points(50), .points(50)])
///     let box = Frame(x: 0, y: 0, width: 150, height: 20, in: screen)
///     grid.frames(for: [GridItem(columnStart: .line(2), columnEnd: .span(2))], in: box)[0].rect
///     // (x: 50, y: 0, width: 100, height: 20): from line 2, two columns wide
///     grid.frames(for: [GridItem(columnStart: .line(-2))], in: box)[0].rect
///     // (x: 100, y: 0, width: 50, height: 20): the last column
public enum GridLine: Hashable, Sendable {
    /// Placed by the auto-placement rules, in the grid's ``GridFlow`` order.
    case auto
    /// A line of the grid: 1 is the first, -1 the last of the explicit grid; 0 acts as
    /// `.auto`. A line outside the explicit grid adds implicit tracks, before it or after.
    case line(Int)
    /// As many tracks as `n` from the item's other line (fewer than 1 counts as 1); with no
    /// line on the other end, an auto-placed item that many tracks wide.
    case span(Int)

    /// Whether it is `.auto` (or line 0, which acts as it).
    var isAuto: Bool {
        switch self {
        case .auto, .line(0): true
        case .line, .span: false
        }
    }
}

/// The order in which items without a position fill a ``Grid`` (CSS `grid-auto-flow`).
///
///     let grid = Grid(columns: [.points(40), .points(40)], flow: .rowsDense)
///     let box = Frame(x: 0, y: 0, width: 80, height: 20, in: screen)
///     let items = [GridItem(columnStart: .line(2)), GridItem()]
///     grid.frames(for: items, in: box).map(\.rect)
///     // (x: 40, y: 0, width: 40, height: 20), (x: 0, y: 0, width: 40, height: 20):
///     // the second item fills the hole the first left (with `.rows`, it would go to row 2)
public enum GridFlow: Hashable, Sendable {
    /// Row by row, each item after the one placed before it (`row`). The default.
    case rows
    /// Column by column (`column`).
    case columns
    /// Row by row, each item in the first place it fits, holes filled (`row dense`).
    case rowsDense
    /// Column by column, holes filled (`column dense`).
    case columnsDense
}
