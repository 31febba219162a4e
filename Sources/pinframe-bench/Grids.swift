import CAllocationCounter
import PinFrame

// MARK: grids: a dashboard of measured cells, a photo grid against a loop written for it,
// and how the cost grows with the number of items

/// A grid, its container and items, and the frames laid out last (the hand-written loop
/// writes the rects of these).
struct GridState {
    var container: Frame
    var grid: Grid
    var items: [GridItem]
    var frames: [Frame]
    /// Each item's text length in characters, for the measured items.
    var characters: [Int]
    /// The hand-written loop's occupied cells: one bit a column, one byte a row.
    var occupied: [UInt8]

    init(_ grid: Grid, _ items: [GridItem], in container: Frame, characters: [Int] = []) {
        self.container = container
        self.grid = grid
        self.items = items
        self.characters = characters
        frames = Array(repeating: Frame(.zero, in: container), count: items.count)
        occupied = Array(repeating: 0, count: items.count + 1)
    }

    /// Text `characters` long, 7 points a character and 16 a line, wrapped to the proposed
    /// width (0: a word of 8 characters a line).
    static func text(_ characters: Int, fitting proposal: Size) -> Size {
        let natural = Double(characters) * 7
        let width = proposal.width <= 0 ? 56 : min(natural, max(56, proposal.width))
        return Size(width: width, height: 16 * (natural / width).rounded(.up))
    }
}

/// A dashboard 600 wide: a 120-point label column, two fraction columns (1 : 2) and an auto
/// column, 8 apart; 50 rows of four cells of text 4–40 characters long, measured.
func dashboardState(rows: Int = 50) -> GridState {
    let grid = Grid(
        columns: [.points(120), .fraction(1), .fraction(2), .auto], columnSpacing: 8, rowSpacing: 4,
        verticalDistribution: .start)
    let count = rows * 4
    let items = Array(repeating: GridItem(measuresContent: true), count: count)
    let characters = (0..<count).map { 4 + ($0 * 13) % 37 }
    let container = Frame(x: 0, y: 0, width: 600, height: 5_000, in: Frame(width: 600, height: 5_000))
    return GridState(grid, items, in: container, characters: characters)
}

/// Photos in three fraction columns 4 apart, 375 wide; every fourth photo takes two columns
/// and two rows; square photos (ratio 1), packed densely, rows as high as they need.
func photosState(count: Int = 60) -> GridState {
    let grid = Grid(
        columns: [.fraction(1), .fraction(1), .fraction(1)], columnSpacing: 4, rowSpacing: 4, flow: .rowsDense,
        verticalDistribution: .start)
    let items = (0..<count).map {
        $0 % 4 == 0 ? GridItem(aspectRatio: 1, columnStart: .span(2), rowStart: .span(2)) : GridItem(aspectRatio: 1)
    }
    let container = Frame(x: 0, y: 0, width: 375, height: 100_000, in: Frame(width: 375, height: 100_000))
    return GridState(grid, items, in: container)
}

/// The same photos in rows flow (sparse), for the growth figures.
func sparsePhotosState(count: Int) -> GridState {
    var state = photosState(count: count)
    state.grid.flow = .rows
    return state
}

/// Shapes where many items share one track, for the growth figures: each should cost about
/// the same per item at any count.
enum GridGrowthShape: String, CaseIterable {
    /// One row of `count` 10-point columns and as many auto-placed items.
    case row
    /// Items locked to the first row, placed along it (sparse flow).
    case locked
    /// The same in a dense flow, where each search starts from the row's first cell.
    case lockedDense = "locked-dense"
    /// Column flow down one column of `count` 10-point rows.
    case column
    /// Items locked to the first row spanning 1 to 100 columns in turn.
    case spans

    /// The grid and items of this shape with `count` items, in a 1,000 × 1,000 box.
    func state(count: Int) -> GridState {
        let tracks = Array(repeating: GridTrack.points(10), count: count)
        let container = Frame(x: 0, y: 0, width: 1_000, height: 1_000, in: Frame(width: 1_000, height: 1_000))
        let locked = GridItem(rowStart: .line(1))
        switch self {
        case .row: return GridState(Grid(columns: tracks), Array(repeating: GridItem(), count: count), in: container)
        case .locked: return GridState(Grid(), Array(repeating: locked, count: count), in: container)
        case .lockedDense:
            return GridState(Grid(flow: .rowsDense), Array(repeating: locked, count: count), in: container)
        case .column:
            return GridState(
                Grid(rows: tracks, flow: .columns), Array(repeating: GridItem(), count: count), in: container)
        case .spans:
            let items = (0..<count).map { GridItem(columnStart: .span(1 + $0 % 100), rowStart: .line(1)) }
            return GridState(Grid(), items, in: container)
        }
    }
}

@inline(never)
func gridWithPinFrame(_ state: inout GridState) {
    state.frames = state.grid.frames(for: state.items, in: state.container)
}

@inline(never)
func measuredGridWithPinFrame(_ state: inout GridState) {
    let characters = state.characters
    state.frames = state.grid.frames(for: state.items, in: state.container) { index, proposal in
        GridState.text(characters[index], fitting: proposal)
    }
}

/// The photo grid by hand: columns of (375 − 8) / 3, each photo in the first place it fits
/// from the top left (one bit a column in a byte a row), squares as wide as the columns they
/// span, rows as high as a column is wide.
@inline(never)
func photosByHand(_ state: inout GridState) {
    let width = (375 - 8) / 3.0
    let columnStarts = (0.0, width + 4, width + 4 + width + 4)
    for row in state.occupied.indices { state.occupied[row] = 0 }
    for index in state.items.indices {
        let span = index % 4 == 0 ? 2 : 1
        let mask: UInt8 = span == 2 ? 0b11 : 0b1
        var row = 0
        var column = 0
        search: while true {
            column = 0
            while column + span <= 3 {
                let cells = mask << UInt8(column)
                if state.occupied[row] & cells == 0 && (span == 1 || state.occupied[row + 1] & cells == 0) {
                    break search
                }
                column += 1
            }
            row += 1
        }
        let cells = mask << UInt8(column)
        state.occupied[row] |= cells
        if span == 2 { state.occupied[row + 1] |= cells }
        let x = column == 0 ? columnStarts.0 : column == 1 ? columnStarts.1 : columnStarts.2
        // Two columns and the gap between them: the columns' widths added, then the gap.
        let side = span == 2 ? width + width + 4 : width
        // A row's top: the rows above and their gaps, as many as it is down.
        state.frames[index].rect = Rect(x: x, y: Double(row) * (width + 4), width: side, height: side)
    }
}

let gridPinFrameKernel: Kernel = { gridWithPinFrame(&$0.assumingMemoryBound(to: GridState.self).pointee) }
let measuredGridPinFrameKernel: Kernel = {
    measuredGridWithPinFrame(&$0.assumingMemoryBound(to: GridState.self).pointee)
}
/// The grid kernels with the log on (as in a debug build): valid input should cost the same.
let loggedGridPinFrameKernel: Kernel = {
    Pin.logWarnings = true
    gridWithPinFrame(&$0.assumingMemoryBound(to: GridState.self).pointee)
    Pin.logWarnings = false
}
let loggedMeasuredGridPinFrameKernel: Kernel = {
    Pin.logWarnings = true
    measuredGridWithPinFrame(&$0.assumingMemoryBound(to: GridState.self).pointee)
    Pin.logWarnings = false
}
let photosByHandKernel: Kernel = { photosByHand(&$0.assumingMemoryBound(to: GridState.self).pointee) }

/// Times the photo grid against its hand-written loop, after checking that they give the
/// same rects.
func comparePhotos(_ budget: Budget) -> Result {
    compareKernels(
        "grid: 60 photos, every fourth 2 × 2, dense", budget, on: photosState(), pinframe: gridPinFrameKernel,
        manual: photosByHandKernel, rects: { $0.frames.map(\.rect) }, checksum: { $0.frames[0].rect.width })
}

/// The photo grid with the log on against the same grid with it off (its input is valid,
/// so the log has nothing to say).
func comparePhotosLogged(_ budget: Budget) -> Result {
    compareKernels(
        "grid: 60 photos, log on vs off", budget, on: photosState(), pinframe: loggedGridPinFrameKernel,
        manual: gridPinFrameKernel, labels: ("log on", "off"), rects: { $0.frames.map(\.rect) },
        checksum: { $0.frames[0].rect.width })
}

/// Heap allocations per `frames(for:in:)` call on `state` (the returned array is one).
func allocationsPerGridLayout(_ state: GridState, measured: Bool, _ layouts: Int) -> Double? {
    var state = state
    let layOut = measured ? measuredGridWithPinFrame : gridWithPinFrame
    layOut(&state)
    let before = pinframe_allocation_count()
    guard before >= 0 else { return nil }
    for _ in 0..<layouts { layOut(&state) }
    let after = pinframe_allocation_count()
    consume(state.frames[0].rect.width)
    return Double(after - before) / Double(layouts)
}
