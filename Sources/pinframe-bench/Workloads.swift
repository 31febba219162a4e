import CAllocationCounter
import PinFrame

/// One line of the report: a workload, both variants, and their ratio.
struct Result {
    let workload: String
    let pinframe: Timings
    let manual: Timings
    /// What the two columns measure: PinFrame and hand-written code, unless said otherwise.
    var labels = (pinframe: "pinframe", manual: "manual")
    var ratio: Double { pinframe.median / manual.median }
}

/// Fails the run if PinFrame and the hand-written code disagree.
func check(_ name: String, _ pinframe: [Rect], _ manual: [Rect]) {
    guard pinframe != manual else { return }
    print("error: \(name): PinFrame and the hand-written code give different rects")
    for (index, (a, b)) in zip(pinframe, manual).enumerated() where a != b {
        print("  [\(index)] pinframe \(a), manual \(b)")
        break
    }
    for (index, (a, b)) in zip(pinframe, manual).enumerated() where a != b {
        print("  #\(index): PinFrame \(a), by hand \(b)")
    }
    exitWithFailure()
}

// MARK: feeditem

let feedItemWithPinFrame: Kernel = { layoutWithPinFrame(&$0.assumingMemoryBound(to: FeedItem.self).pointee) }
let feedItemByHand: Kernel = { layoutByHand(&$0.assumingMemoryBound(to: FeedItem.self).pointee) }
let feedItemInPlace: Kernel = { layoutWithPinFrameInPlace(&$0.assumingMemoryBound(to: FeedItem.self).pointee) }
let feedItemByHandAt2x: Kernel = { layoutByHand(&$0.assumingMemoryBound(to: FeedItem.self).pointee, scale: 2) }
let feedItemRects: Kernel = { layoutWithPinFrameRects(&$0.assumingMemoryBound(to: FeedItem.self).pointee) }
let feedItemSized: Kernel = { layoutWithPinFrameSized(&$0.assumingMemoryBound(to: FeedItem.self).pointee) }
let feedItemByHandChecked: Kernel = { layoutByHandChecked(&$0.assumingMemoryBound(to: FeedItem.self).pointee) }

/// Makes the next layout of `f` wait for this one: the action label's size, which the
/// column of frames below it starts from, gets the bottom frame's `y - y` added (zero, but
/// the processor cannot know it). Timed this way a layout costs its latency, from its inputs
/// to its last rect, instead of overlapping with the layouts after it. Both values are
/// written in one 16-byte store, so that what either variant reads of them lies inside one
/// store: after an 8-byte store of the height alone, PinFrame's 16-byte read of the size
/// had to wait for that store to complete, which hand-written code (reading 8 bytes) did not.
@inline(__always)
func waitingForThisLayout(_ f: inout FeedItem) {
    let last = f.actorComment.rect.y
    let zero = last - last
    f.action.rect.size = Size(width: f.action.rect.width + zero, height: f.action.rect.height + zero)
}

/// Lays the feed cell at `item` out with `layout`, then makes the next layout wait for it.
@inline(__always)
func oneAtATime(_ item: UnsafeMutableRawPointer, _ layout: (inout FeedItem) -> Void) {
    let item = item.assumingMemoryBound(to: FeedItem.self)
    layout(&item.pointee)
    waitingForThisLayout(&item.pointee)
}

let feedItemWithPinFrameOneAtATime: Kernel = { oneAtATime($0, layoutWithPinFrame) }
let feedItemByHandOneAtATime: Kernel = { oneAtATime($0, layoutByHand) }
let feedItemByHandCheckedOneAtATime: Kernel = { oneAtATime($0, layoutByHandChecked) }

/// Times two layouts of the feed cell against each other, after checking they agree: by
/// default PinFrame's chains against the hand-written arithmetic.
func feedItem(
    _ budget: Budget, _ name: String = "feeditem", scale: Double? = nil, pinframe: Kernel = feedItemWithPinFrame,
    manual: Kernel = feedItemByHand, labels: (pinframe: String, manual: String) = ("pinframe", "manual")
) -> Result {
    compareKernels(
        name, budget, on: FeedItem(scale: scale), pinframe: pinframe, manual: manual, labels: labels, rects: \.rects,
        checksum: \.checksum)
}

/// Checks that the allocation counter sees allocations (where it counts at all), so that
/// its zero means something.
func checkAllocationCounter() {
    let before = pinframe_allocation_count()
    guard before >= 0 else { return }
    let array = [Double](repeating: sink, count: 1000)
    consume(array[999])
    guard pinframe_allocation_count() > before else {
        print("error: the allocation counter did not see an array being allocated")
        exitWithFailure()
    }
}

/// Heap allocations per `feeditem` layout, counted over `layouts` layouts; nil where
/// allocations cannot be counted.
func allocationsPerFeedItemLayout(_ layouts: Int) -> Double? {
    var item = FeedItem()
    layoutWithPinFrame(&item)
    let before = pinframe_allocation_count()
    guard before >= 0 else { return nil }
    for _ in 0..<layouts { layoutWithPinFrame(&item) }
    let after = pinframe_allocation_count()
    consume(item.checksum)
    return Double(after - before) / Double(layouts)
}

// MARK: list

/// `count` feed cells stacked in a list: each cell goes below the previous one, then its
/// 15 frames are laid out (in a reused item, as a render loop draws a cell and moves on).
struct ListState {
    var cells: [Frame]
    var item = FeedItem()
    var sum = 0.0
}

@inline(never)
func listWithPinFrame(_ list: inout ListState) {
    list.cells[0] = list.cells[0].pin.top().horizontally().layout()
    for index in list.cells.indices {
        if index > 0 {
            list.cells[index] = list.cells[index].pin.below(of: list.cells[index - 1]).horizontally().layout()
        }
        layoutWithPinFrame(&list.item)
        list.sum += list.cells[index].rect.y + list.item.actorComment.rect.y
    }
}

@inline(never)
func listByHand(_ list: inout ListState) {
    guard let width = list.cells.first?.parentSize?.width else { return }
    for index in list.cells.indices {
        let y = index > 0 ? list.cells[index - 1].rect.maxY : 0
        list.cells[index].rect = Rect(x: 0, y: y, width: width, height: list.cells[index].rect.height)
        layoutByHand(&list.item)
        list.sum += list.cells[index].rect.y + list.item.actorComment.rect.y
    }
}

let listPinFrameKernel: Kernel = { listWithPinFrame(&$0.assumingMemoryBound(to: ListState.self).pointee) }
let listByHandKernel: Kernel = { listByHand(&$0.assumingMemoryBound(to: ListState.self).pointee) }

/// Times lists of each of `counts` cells, with PinFrame and by hand, after checking they
/// agree. All the lists share their rounds, so that a machine that slows down partway
/// through the run does not make one length look dearer per cell than another.
func lists(_ budget: Budget, counts: [Int]) -> [Result] {
    var states: [UnsafeMutablePointer<ListState>] = []
    defer {
        for state in states { state.deinitialize(count: 1).deallocate() }
    }
    var variants: [(run: (Int) -> Void, operations: Double)] = []
    for count in counts {
        let root = Frame(width: 375, height: Double(count) * FeedItem.height)
        let cells = [Frame](
            repeating: Frame(x: 0, y: 0, width: 375, height: FeedItem.height, in: root), count: count)
        let pinList = UnsafeMutablePointer<ListState>.allocate(capacity: 1)
        let handList = UnsafeMutablePointer<ListState>.allocate(capacity: 1)
        pinList.initialize(to: ListState(cells: cells))
        handList.initialize(to: ListState(cells: cells))
        states += [pinList, handList]
        repeating(listPinFrameKernel, on: pinList)(1)
        repeating(listByHandKernel, on: handList)(1)
        check(
            "list N=\(count)", pinList.pointee.cells.map(\.rect) + pinList.pointee.item.rects,
            handList.pointee.cells.map(\.rect) + handList.pointee.item.rects)
        variants.append((repeating(listPinFrameKernel, on: pinList), Double(count)))
        variants.append((repeating(listByHandKernel, on: handList), Double(count)))
    }
    let timings = interleaved(budget, variants)
    consume(states.reduce(0) { $0 + $1.pointee.sum })
    return counts.indices.map { index in
        Result(workload: "list N=\(counts[index])", pinframe: timings[2 * index], manual: timings[2 * index + 1])
    }
}

// MARK: single frames: chain, relative-list, warnings

/// One frame to lay out, and the frames a rule refers to.
struct SingleFrameState {
    var frame: Frame
    var references: [Frame] = []
}

/// Times `pinframe` against `manual` on copies of `state`, after checking they agree.
func compareSingleFrame(
    _ name: String, _ budget: Budget, _ state: SingleFrameState, pinframe: Kernel, manual: Kernel
) -> Result {
    compareKernels(
        name, budget, on: state, pinframe: pinframe, manual: manual, rects: { [$0.frame.rect] },
        checksum: { $0.frame.rect.y })
}

@inline(never)
func chainWithPinFrame(_ state: inout SingleFrameState) {
    state.frame = state.frame.pin.top(10).left(10).width(100).height(50).layout()
}

@inline(never)
func chainByHand(_ state: inout SingleFrameState) {
    state.frame.rect = Rect(x: 10, y: 10, width: 100, height: 50)
}

/// A five-rule chain: the `--repeat chain5` kernel (instructions per chain, release and debug).
@inline(never)
func fiveRuleChainWithPinFrame(_ state: inout SingleFrameState) {
    state.frame = state.frame.pin.top(10).left(10).right(10).height(50).marginTop(4).layout()
}

/// A chain with `start`/`end`, whose edges depend on the frame's direction, known only at
/// run time: the `--repeat chain-start` kernel.
@inline(never)
func startEndChainWithPinFrame(_ state: inout SingleFrameState) {
    state.frame = state.frame.pin.top(10).start(10).end(20).height(50).layout()
}

let startEndChainPinFrameKernel: Kernel = {
    startEndChainWithPinFrame(&$0.assumingMemoryBound(to: SingleFrameState.self).pointee)
}
let chainPinFrameKernel: Kernel = { chainWithPinFrame(&$0.assumingMemoryBound(to: SingleFrameState.self).pointee) }
let fiveRuleChainPinFrameKernel: Kernel = {
    fiveRuleChainWithPinFrame(&$0.assumingMemoryBound(to: SingleFrameState.self).pointee)
}
let chainByHandKernel: Kernel = { chainByHand(&$0.assumingMemoryBound(to: SingleFrameState.self).pointee) }

/// The frame the chain kernels lay out.
func chainState() -> SingleFrameState {
    SingleFrameState(frame: Frame(x: 1, y: 2, width: 3, height: 4, in: Frame(width: 400, height: 400)))
}

func chain(_ budget: Budget) -> Result {
    let frame = chainState().frame
    return compareSingleFrame(
        "chain", budget, SingleFrameState(frame: frame), pinframe: chainPinFrameKernel, manual: chainByHandKernel)
}

@inline(never)
func belowAllWithPinFrame(_ state: inout SingleFrameState) {
    state.frame = state.frame.pin.below(of: state.references, aligned: .left).layout()
}

@inline(never)
func belowAllByHand(_ state: inout SingleFrameState) {
    var bottom = -Double.infinity
    var left = Double.infinity
    for reference in state.references where !reference.isHidden {
        bottom = max(bottom, reference.rect.maxY)
        left = min(left, reference.rect.minX)
    }
    if bottom > -.infinity { state.frame.rect.origin = Point(x: left, y: bottom) }
}

let belowAllPinFrameKernel: Kernel = {
    belowAllWithPinFrame(&$0.assumingMemoryBound(to: SingleFrameState.self).pointee)
}
let belowAllByHandKernel: Kernel = { belowAllByHand(&$0.assumingMemoryBound(to: SingleFrameState.self).pointee) }

/// A frame and `count` frames to go below, in one parent.
func relativeListState(count: Int) -> SingleFrameState {
    let parent = Frame(width: 400, height: 4000)
    let references = (0..<count).map { index -> Frame in
        let (x, y) = (Double(index % 7) * 10, Double(index) * 20)
        return Frame(x: x, y: y, width: 50, height: Double(10 + index % 5), in: parent)
    }
    return SingleFrameState(frame: Frame(x: 0, y: 0, width: 30, height: 30, in: parent), references: references)
}

func relativeList(_ budget: Budget, count: Int) -> Result {
    compareSingleFrame(
        "relative-list k=\(count)", budget, relativeListState(count: count), pinframe: belowAllPinFrameKernel,
        manual: belowAllByHandKernel)
}

/// A chain whose width conflicts with its edges: the width is left out and a warning
/// recorded; with logging off, nothing is printed.
@inline(never)
func conflictWithPinFrame(_ state: inout SingleFrameState) {
    state.frame = state.frame.pin.left(10).right(10).width(200).layout()
}

@inline(never)
func conflictByHand(_ state: inout SingleFrameState) {
    state.frame.rect.x = 10
    state.frame.rect.width = 380
}

let conflictPinFrameKernel: Kernel = {
    conflictWithPinFrame(&$0.assumingMemoryBound(to: SingleFrameState.self).pointee)
}
let conflictByHandKernel: Kernel = { conflictByHand(&$0.assumingMemoryBound(to: SingleFrameState.self).pointee) }

/// A frame for the conflicting chain.
func conflictState() -> SingleFrameState {
    SingleFrameState(frame: Frame(x: 0, y: 0, width: 30, height: 30, in: Frame(width: 400, height: 400)))
}

func warnings(_ budget: Budget) -> Result {
    let wasLogging = Pin.logWarnings
    Pin.logWarnings = false
    defer { Pin.logWarnings = wasLogging }
    return compareSingleFrame(
        "warnings (conflict, logging off)", budget, conflictState(), pinframe: conflictPinFrameKernel,
        manual: conflictByHandKernel)
}
