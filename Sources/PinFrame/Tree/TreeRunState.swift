// The run state of one call: the tree's buffers as it reads them, the call's own answers,
// the room where containers' children are placed, and what the depth check keeps. What a
// call keeps for itself lives in memory it holds alone (a measure cache's scratch, room the
// caller's frame array lends, temporary memory), never in the tree, which several threads
// may lay out at once.

/// The caller's measure function, by content index.
@usableFromInline typealias LeafMeasure = (Int, Size) -> Size

/// The run state of one call, passed by reference to every level.
struct TreeRunState {
    let nodes: UnsafeBufferPointer<TreeNode>
    let stacks: UnsafeBufferPointer<Stack>
    let grids: UnsafeBufferPointer<Grid>
    let childIDs: UnsafeBufferPointer<Int32>
    var cache: TreeMeasureCache
    /// Where bad measure answers are noted, while someone listens.
    let report: GridReport?
    /// How deep the stack was when the call began, how many containers the call is inside
    /// now, the thread's stack bounds once read (nil: not read; empty: unknown, never cut),
    /// and the containers whose children that are containers are laid out as hidden (see
    /// `cutsContainers(below:)`).
    let stackTop = ThreadStack.currentAddress()
    var depth = 0
    var stack: Range<UInt>?
    var cutting: Set<Int> = []

    /// Where a call places each container's children before they are written as frames: one
    /// block per container being placed, on top of its ancestors' (at most a frame per node).
    var placing: UnsafeMutableBufferPointer<Frame>?
    var placingUsed = 0

    /// Runs `body` with the run state of `storage`. What the call keeps for itself lives in
    /// `scratch` when the caller keeps some, else in `spare` when it is large enough (room the
    /// caller's frame array lends, at least `spareFrames(nodes:)` frames), else in temporary
    /// memory.
    static func run<Result>(
        _ storage: TreeBuffers, report: GridReport?, scratch: UnsafeMutablePointer<TreeScratch>?,
        spare: UnsafeMutableBufferPointer<Frame> = UnsafeMutableBufferPointer(start: nil, count: 0),
        _ body: (TreeRun) -> Result
    ) -> Result {
        let nodes = storage.nodes.count
        func run(
            _ entries: UnsafeMutableBufferPointer<TreeMeasureCache.Entry>, more: [TreeMeasureCache.Entry],
            placing: UnsafeMutableBufferPointer<Frame>?
        ) -> Result {
            var cut: Set<Int> = []
            var more = more
            while true {
                var state = TreeRunState(
                    nodes: storage.nodes.elements, stacks: storage.stacks.elements, grids: storage.grids.elements,
                    childIDs: storage.childIDs.elements,
                    cache: TreeMeasureCache(nodes: nodes, entries: entries, more: more), report: report,
                    cutting: cut, placing: placing)
                let result = withUnsafeMutablePointer(to: &state) { body(TreeRun(state: $0)) }
                more = state.cache.more
                // A container cut partway through the call may have been sized before,
                // whole: laid out again with every cut known from the start, so that sizes
                // and frames agree (cuts only grow, so this ends).
                guard _slowPath(state.cutting != cut) else {
                    if _slowPath(!cut.isEmpty), let report { storage.reportCuts(cut, in: report) }
                    if let scratch { scratch.pointee.moreAnswers = more }
                    return result
                }
                cut = state.cutting
            }
        }
        let capacity = TreeMeasureCache.capacity(nodes: nodes)
        guard let scratch else {
            if let base = spare.baseAddress, spare.count >= spareFrames(nodes: nodes) {
                // The frames first, then the answers in the rest, bound to them for the call
                // only (frames need no initialising when it is bound back).
                let answers = UnsafeMutableRawPointer(base + nodes)
                defer { answers.bindMemory(to: Frame.self, capacity: spare.count - nodes) }
                let entries = answers.bindMemory(to: TreeMeasureCache.Entry.self, capacity: capacity)
                return run(
                    UnsafeMutableBufferPointer(start: entries, count: capacity), more: [],
                    placing: UnsafeMutableBufferPointer(rebasing: spare[..<nodes]))
            }
            // On the stack while it is small; past that, on the heap.
            return withUnsafeTemporaryAllocation(of: TreeMeasureCache.Entry.self, capacity: capacity) {
                run($0, more: [], placing: nil)
            }
        }
        // In the caller's scratch memory, taken out while the call runs.
        var (answers, placing) = (scratch.pointee.answers, scratch.pointee.placing)
        (scratch.pointee.answers, scratch.pointee.placing) = ([], [])
        if answers.count < capacity {
            answers.append(
                contentsOf: repeatElement(.init(proposal: .zero, answer: .zero), count: capacity - answers.count))
        }
        if placing.count < nodes {
            placing.append(contentsOf: repeatElement(Frame(width: 0, height: 0), count: nodes - placing.count))
        }
        let more = scratch.pointee.moreAnswers
        scratch.pointee.moreAnswers = []
        defer { (scratch.pointee.answers, scratch.pointee.placing) = (answers, placing) }
        return answers.withUnsafeMutableBufferPointer { answers in
            placing.withUnsafeMutableBufferPointer { run(answers, more: more, placing: $0) }
        }
    }

    /// The frames' room a call for `nodes` nodes needs to keep everything it keeps for itself
    /// in room lent by the caller's frame array.
    static func spareFrames(nodes: Int) -> Int {
        let bytes = TreeMeasureCache.capacity(nodes: nodes) * MemoryLayout<TreeMeasureCache.Entry>.stride
        return nodes + (bytes + MemoryLayout<Frame>.stride - 1) / MemoryLayout<Frame>.stride
    }
}
