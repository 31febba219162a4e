import CAllocationCounter
import PinFrame

// MARK: stacks: a wrapping row and a toolbar, against loops written for each fixed case

/// A container, its items, and the frames laid out last (PinFrame returns new ones; the
/// hand-written loops write the rects of these).
struct StackState {
    var container: Frame
    var stack: Stack
    var items: [StackItem]
    var frames: [Frame]

    init(_ stack: Stack, _ items: [StackItem], in container: Frame) {
        self.container = container
        self.stack = stack
        self.items = items
        frames = Array(repeating: Frame(.zero, in: container), count: items.count)
    }
}

/// 100 tags 30–79 wide and 20 high, growing to fill their lines: a row 375 wide that wraps,
/// 8 apart on both axes.
func wrapRowState() -> StackState {
    let items = (0..<100).map { StackItem(width: Double(30 + (17 * $0) % 50), height: 20, grow: 1) }
    let container = Frame(x: 0, y: 0, width: 375, height: 2_000, in: Frame(width: 375, height: 2_000))
    return StackState(.horizontal(spacing: 8, lineSpacing: 8, wrap: .wrap), items, in: container)
}

/// One item in a row: what a `frames(for:in:)` call costs besides its items (the
/// `--repeat stack-one` kernel, less one item of `stack-wrap`).
func oneItemState() -> StackState {
    let container = Frame(x: 0, y: 0, width: 375, height: 60, in: Frame(width: 375, height: 812))
    return StackState(.horizontal(), [StackItem(width: 44, height: 44)], in: container)
}

/// A toolbar 375 × 60 with 8 of padding and 4 of spacing, centred across: a back button
/// 44 × 44, a title measured 80 × 20, a spacer (31 wide), then seven 24 × 24 icons.
func toolbarState() -> StackState {
    let items =
        [StackItem(width: 44, height: 44), StackItem(contentSize: Size(width: 80, height: 20)), .spacer()]
        + Array(repeating: StackItem(width: 24, height: 24), count: 7)
    let container = Frame(x: 0, y: 0, width: 375, height: 60, in: Frame(width: 375, height: 812))
    return StackState(
        .horizontal(spacing: 4, padding: EdgeInsets(all: 8), alignment: .center), items, in: container)
}

@inline(never)
func stackWithPinFrame(_ state: inout StackState) {
    state.frames = state.stack.frames(for: state.items, in: state.container)
}

/// The points of a size the by-hand layouts read (they are given points only).
func points(_ size: Dimension?) -> Double {
    if case .points(let value) = size { return value }
    return 0
}

/// The wrapping row by hand: greedy lines, each line's spare width shared equally (every
/// item grows by 1 and has no limits), lines 20 high and 8 apart.
@inline(never)
func wrapRowByHand(_ state: inout StackState) {
    let available = state.container.rect.width
    var lineStart = 0
    var y = 0.0
    while lineStart < state.items.count {
        var lineEnd = lineStart
        var used = 0.0
        while lineEnd < state.items.count {
            let width = points(state.items[lineEnd].width)
            let next = lineEnd == lineStart ? width : used + 8 + width
            if lineEnd > lineStart && next > available { break }
            used = next
            lineEnd += 1
        }
        let count = lineEnd - lineStart
        var free = available - 8 * Double(count - 1)
        for index in lineStart..<lineEnd { free -= points(state.items[index].width) }
        let share = free * (1 / Double(count))
        var x = 0.0
        for index in lineStart..<lineEnd {
            let width = (points(state.items[index].width)) + share
            state.frames[index].rect = Rect(x: x, y: y, width: width, height: 20)
            x = x + width + 8
        }
        y += 20 + 8
        lineStart = lineEnd
    }
}

/// The toolbar by hand: the spacer takes what the others and the spacing leave; each item
/// centred in the 44 between the paddings.
@inline(never)
func toolbarByHand(_ state: inout StackState) {
    let widths = [44.0, 80, 0, 24, 24, 24, 24, 24, 24, 24]
    let heights = [44.0, 20, 0, 24, 24, 24, 24, 24, 24, 24]
    var free = 375 - 16 - 4 * 9.0
    for width in widths { free -= width }
    var x = 0.0
    for index in 0..<10 {
        let width = index == 2 ? free : widths[index]
        state.frames[index].rect = Rect(
            x: 8 + x, y: 8 + (44 - heights[index]) / 2, width: width, height: heights[index])
        x = x + width + 4
    }
}

let stackPinFrameKernel: Kernel = { stackWithPinFrame(&$0.assumingMemoryBound(to: StackState.self).pointee) }
let wrapRowByHandKernel: Kernel = { wrapRowByHand(&$0.assumingMemoryBound(to: StackState.self).pointee) }
let toolbarByHandKernel: Kernel = { toolbarByHand(&$0.assumingMemoryBound(to: StackState.self).pointee) }

/// Times a stack against its hand-written loop, after checking that they give the same rects.
func compareStack(_ name: String, _ budget: Budget, _ state: StackState, manual: Kernel) -> Result {
    compareKernels(
        name, budget, on: state, pinframe: stackPinFrameKernel, manual: manual, rects: { $0.frames.map(\.rect) },
        checksum: { $0.frames[0].rect.width })
}

/// Heap allocations per `frames(for:in:)` call on `state` (the returned array is one).
func allocationsPerStackLayout(_ state: StackState, _ layouts: Int) -> Double? {
    var state = state
    stackWithPinFrame(&state)
    let before = pinframe_allocation_count()
    guard before >= 0 else { return nil }
    for _ in 0..<layouts { stackWithPinFrame(&state) }
    let after = pinframe_allocation_count()
    consume(state.frames[0].rect.width)
    return Double(after - before) / Double(layouts)
}
