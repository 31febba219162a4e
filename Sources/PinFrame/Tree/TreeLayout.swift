// One call's layout of a tree. Each container is laid out by the stack or grid engine, which
// reads its children's items where they lie; a child that is a container answers the
// engine's measure calls with its own size for the proposal (worked out the same way, one
// level down), a measured leaf with the caller's function. Both are cached per call.
// Frames are worked out top down without a pixel scale, each node's rect in root
// coordinates; under a scale every edge is then rounded once, there, and each frame is
// measured from its parent's rounded one, so that nested frames tile as a browser's do.

/// The caller's measure function, by content index.
typealias LeafMeasure = (Int, Size) -> Size

/// The run state of one call, passed by reference to every level.
struct TreeLayout {
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
                var layout = TreeLayout(
                    nodes: storage.nodes.elements, stacks: storage.stacks.elements, grids: storage.grids.elements,
                    childIDs: storage.childIDs.elements,
                    cache: TreeMeasureCache(nodes: nodes, entries: entries, more: more), report: report,
                    cutting: cut, placing: placing)
                let result = withUnsafeMutablePointer(to: &layout) { body(TreeRun(state: $0)) }
                more = layout.cache.more
                // A container cut partway through the call may have been sized before,
                // whole: laid out again with every cut known from the start, so that sizes
                // and frames agree (cuts only grow, so this ends).
                guard _slowPath(layout.cutting != cut) else {
                    if _slowPath(!cut.isEmpty), let report { storage.reportCuts(cut, in: report) }
                    if let scratch { scratch.pointee.moreAnswers = more }
                    return result
                }
                cut = layout.cutting
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

/// The run state by reference: what every level of a call reads and the cache it fills.
struct TreeRun {
    let state: UnsafeMutablePointer<TreeLayout>

    /// Node `id`'s size for `proposal` (the measuring convention: finite, that size; infinite,
    /// its natural size; 0, its narrowest): a container's own size, a measured leaf's answer.
    /// Asked once per node and proposal in a call.
    /// `measureContent(content index, proposal)` is the caller's measure function. (A
    /// parameter of every step rather than part of the run state: keeping it there took a
    /// closure made escaping, which is an allocation per call.)
    func size(of id: Int, fitting proposal: Size, _ measureContent: LeafMeasure) -> Size {
        if let known = state.pointee.cache.answer(of: id, for: proposal) { return known }
        let node = state.pointee.nodes[id]
        let answer: Size
        switch node.kind {
        case .leaf:
            // Never asked by the engines (its item does not measure); the root has no content.
            answer = .zero
        case .measured:
            answer = measureContent(Int(node.payload), proposal)
            if let report = state.pointee.report, !(isUsableLength(answer.width) && isUsableLength(answer.height)) {
                report.badAnswer(answer, of: id, for: proposal)
            }
        case .stack: answer = stackSize(of: id, node, fitting: proposal, measureContent)
        case .grid: answer = gridSize(of: id, node, fitting: proposal, measureContent)
        }
        state.pointee.cache.store(answer, of: id, for: proposal)
        return answer
    }

    // Apart from `size(of:fitting:)`, so that a level of a deep tree keeps only one kind's
    // locals on the stack (a debug build gives every local of a function its own slot).
    private func stackSize(of id: Int, _ node: TreeNode, fitting proposal: Size, _ measureContent: LeafMeasure)
        -> Size
    {
        let layout = StackLayout(state.pointee.stacks[Int(node.payload)], fitting: proposal)
        let ids = childIDs(of: node)
        state.pointee.depth += 1
        defer { state.pointee.depth -= 1 }
        func size(_ items: UnsafeBufferPointer<StackItem>) -> Size {
            layout.size(for: items, measuring: true) { index, proposal in
                self.size(of: Int(ids[index]), fitting: proposal, measureContent)
            }
        }
        guard _slowPath(cutsContainers(below: id)) else { return size(node.stackItems) }
        return withContainersHidden(node.stackItems, ids, size)
    }

    private func gridSize(of id: Int, _ node: TreeNode, fitting proposal: Size, _ measureContent: LeafMeasure)
        -> Size
    {
        let grid = state.pointee.grids[Int(node.payload)]
        let ids = childIDs(of: node)
        let report = gridReport(of: id, node)
        state.pointee.depth += 1
        defer {
            state.pointee.depth -= 1
            if let report { state.pointee.report?.absorb(report) }
        }
        func size(_ items: UnsafeBufferPointer<GridItem>) -> Size {
            grid.size(
                of: items, fitting: proposal, measuring: true,
                measure: { index, proposal in self.size(of: Int(ids[index]), fitting: proposal, measureContent) },
                report: report)
        }
        guard _slowPath(cutsContainers(below: id)) else { return size(node.gridItems) }
        return withContainersHidden(node.gridItems, ids, size)
    }

    /// While someone listens, a report for the grid of node `id` (its own findings: a rect
    /// set aside, a track list cut), naming the grid and its items by node; nil otherwise.
    private func gridReport(of id: Int, _ node: TreeNode) -> GridReport? {
        guard state.pointee.report != nil else { return nil }
        let ids = childIDs(of: node)
        return GridReport(grid: "LayoutTree[\(id)].Grid") { "LayoutTree[\(ids[$0])]" }
    }

    func childIDs(of node: TreeNode) -> UnsafeBufferPointer<Int32> {
        UnsafeBufferPointer(rebasing: state.pointee.childIDs[Int(node.idsStart)..<Int(node.idsStart + node.childCount)])
    }

    /// Lays out the children of container `id`, whose frame `frames[id]` is written, `size`
    /// large before rounding and at `origin` in root coordinates before rounding; then their
    /// children, depth first. `scale`: the root's pixel scale (0: none).
    func place(
        childrenOf id: Int, size: Size, origin: Point, direction: LayoutDirection, scale: Double,
        into frames: UnsafeMutableBufferPointer<Frame>, _ measureContent: LeafMeasure
    ) {
        let node = state.pointee.nodes[id]
        let count = Int(node.childCount)
        guard count > 0 else { return }
        let ids = childIDs(of: node)
        state.pointee.depth += 1
        defer { state.pointee.depth -= 1 }
        let cut = cutsContainers(below: id)
        // The engines lay out in a box of the unrounded size, with no scale: rects from its
        // content box's corner, as the container's children.
        let box = Frame(Rect(x: 0, y: 0, width: size.width, height: size.height), direction: direction)
        func measure(_ index: Int, _ proposal: Size) -> Size {
            self.size(of: Int(ids[index]), fitting: proposal, measureContent)
        }
        func placeEach(_ laidOut: UnsafeMutableBufferPointer<Frame>) {
            let parent = frames[id]
            let parentOrigin = parent.rootRect.origin
            for index in 0..<count {
                let child = Int(ids[index])
                let frame = laidOut[index]
                guard !frame.isHidden else {
                    hide(subtreeOf: child, into: frames)
                    continue
                }
                let rect = frame.rect
                let low = Point(x: origin.x + rect.x, y: origin.y + rect.y)
                var placed = rect
                if scale > 0 {
                    // A child whose side follows its ratio keeps it: its lengths rounded from
                    // themselves.
                    let keeps =
                        node.kind == .stack ? node.stackItems[index].followsRatio : node.gridItems[index].followsRatio
                    let x = pixelSnapped(
                        low.x, low.x + rect.width, root: 0, scale: scale, from: parentOrigin.x, keepingLength: keeps)
                    let y = pixelSnapped(
                        low.y, low.y + rect.height, root: 0, scale: scale, from: parentOrigin.y, keepingLength: keeps)
                    placed = Rect(x: x.origin, y: y.origin, width: x.length, height: y.length)
                    if !placed.isFinite { placed = .zero }
                }
                var childFrame = Frame(in: parent)
                childFrame.setLaidOut(placed)
                frames[child] = childFrame
                if state.pointee.nodes[child].childCount > 0 {
                    place(
                        childrenOf: child, size: rect.size, origin: low, direction: direction, scale: scale,
                        into: frames, measureContent)
                }
            }
        }
        if node.kind == .stack {
            let layout = StackLayout(state.pointee.stacks[Int(node.payload)], in: box)
            func write(_ items: UnsafeBufferPointer<StackItem>) {
                withPlacingRoom(count) { laidOut in
                    _ = layout.write(items, blank: Frame(in: box), measuring: true, measure, into: laidOut)
                    placeEach(laidOut)
                }
            }
            guard _slowPath(cut) else { return write(node.stackItems) }
            withContainersHidden(node.stackItems, ids, write)
        } else {
            // While someone listens, the grid's own findings, named by node.
            let report = gridReport(of: id, node)
            func layOut(_ items: UnsafeBufferPointer<GridItem>) -> [Frame] {
                state.pointee.grids[Int(node.payload)].layOut(
                    items, in: box, measuring: true, measure: measure, report: report)
            }
            var laidOut = cut ? withContainersHidden(node.gridItems, ids, layOut) : layOut(node.gridItems)
            if let report { state.pointee.report?.absorb(report) }
            laidOut.withUnsafeMutableBufferPointer { placeEach($0) }
        }
    }

    /// `body` with room for `count` frames: a block of the call's placing room when it has
    /// some left, else temporary memory.
    private func withPlacingRoom(_ count: Int, _ body: (UnsafeMutableBufferPointer<Frame>) -> Void) {
        let used = state.pointee.placingUsed
        guard let room = state.pointee.placing, room.count - used >= count else {
            return withUnsafeTemporaryAllocation(of: Frame.self, capacity: count, body)
        }
        state.pointee.placingUsed = used + count
        defer { state.pointee.placingUsed = used }
        body(UnsafeMutableBufferPointer(rebasing: room[used..<used + count]))
    }

    /// Whether node `id`'s children that are containers are laid out as hidden, this thread's
    /// stack having too little room left to lay them out. Asked only once the call has taken a
    /// fair part of the stack, so that shallow trees never ask; once a node's children are cut
    /// they stay cut (a call that cut partway is laid out again with its cuts known from the
    /// start). The room a level needs is what the levels so far took on average, four times
    /// over, and 128 KB more for the measure function.
    func cutsContainers(below id: Int) -> Bool {
        let here = ThreadStack.currentAddress()
        guard _slowPath(state.pointee.stackTop &- here > 64 << 10) else { return false }
        return cutsContainersDeep(below: id, at: here)
    }

    @inline(never)
    private func cutsContainersDeep(below id: Int, at here: UInt) -> Bool {
        if state.pointee.cutting.contains(id) { return true }
        if state.pointee.stack == nil { state.pointee.stack = ThreadStack.bounds() ?? 0..<0 }
        // Unknown bounds, or addresses not on this stack (a sanitizer's fake stack): no cut.
        guard let stack = state.pointee.stack, stack.contains(here), stack.contains(state.pointee.stackTop) else {
            return false
        }
        let perLevel = (state.pointee.stackTop - here) / UInt(Swift.max(1, state.pointee.depth))
        guard here - stack.lowerBound < (128 << 10) + 4 * perLevel else { return false }
        state.pointee.cutting.insert(id)
        return true
    }

    /// `body` with `items` (the children of a node, their ids `ids`) as a copy in which those
    /// that are containers are hidden.
    @inline(never)
    private func withContainersHidden<Item: LayoutItem, Result>(
        _ items: UnsafeBufferPointer<Item>, _ ids: UnsafeBufferPointer<Int32>,
        _ body: (UnsafeBufferPointer<Item>) -> Result
    ) -> Result {
        withUnsafeTemporaryAllocation(of: Item.self, capacity: items.count) { copy in
            for index in items.indices {
                var item = items[index]
                if state.pointee.nodes[Int(ids[index])].kind.isContainer { item.isHidden = true }
                copy.initializeElement(at: index, to: item)
            }
            defer { _ = copy.deinitialize() }
            return body(UnsafeBufferPointer(copy))
        }
    }

    /// Node `id` and its subtree hidden: zero rects at (0, 0), each in its parent's frame.
    func hide(subtreeOf id: Int, into frames: UnsafeMutableBufferPointer<Frame>) {
        let end = Int(state.pointee.nodes[id].subtreeEnd)
        for node in id..<end {
            var frame = Frame(in: frames[Int(state.pointee.nodes[node].parent)])
            frame.isHidden = true
            frames[node] = frame
        }
    }
}

extension TreeBuffers {
    /// Notes in `report` the containers laid out as hidden for want of stack: the container
    /// children of each node in `cut` that is not itself in a hidden subtree, in id order.
    func reportCuts(_ cut: Set<Int>, in report: GridReport) {
        func depth(of id: Int) -> Int {
            var (depth, node) = (0, id)
            while nodes[node].parent >= 0 {
                depth += 1
                node = Int(nodes[node].parent)
            }
            return depth
        }
        for id in cut.sorted() {
            var ancestor = Int(nodes[id].parent)
            while ancestor >= 0, !cut.contains(ancestor) { ancestor = Int(nodes[ancestor].parent) }
            guard ancestor < 0 else { continue }
            let node = nodes[id]
            for child in childIDs.elements[Int(node.idsStart)..<Int(node.idsStart + node.childCount)]
            where nodes[Int(child)].kind.isContainer {
                report.nestedTooDeep(Int(child), depth: depth(of: Int(child)))
            }
        }
    }

    /// Writes the frames of every node (see `LayoutTree.frames(in:wrapping:measure:)`) into
    /// `frames`, the measured leaves answered by `measureContent(content index, proposal)`.
    /// Without `scratch`, `lendsRoom` lets the call keep its own measurement cache in `frames`,
    /// past the frames, rather than in temporary memory (which is the heap's for all but small
    /// trees): a kept array keeps that room too.
    func frames(
        in container: Frame, wrapping: WrapType?, fileID: StaticString, line: UInt,
        scratch: UnsafeMutablePointer<TreeScratch>?, into frames: inout [Frame], lendsRoom: Bool = false,
        measureContent: (Int, Size) -> Size
    ) {
        let spareFrames = scratch == nil && lendsRoom ? TreeLayout.spareFrames(nodes: nodes.count) : 0
        frames.removeAllKeepingCapacity()
        frames.append(contentsOf: repeatElement(container, count: nodes.count + spareFrames))
        defer { frames.removeLast(spareFrames) }
        frames.withUnsafeMutableBufferPointer { all in
            let count = nodes.count
            let spare = UnsafeMutableBufferPointer(rebasing: all[count...])
            let frames = UnsafeMutableBufferPointer(rebasing: all[..<count])
            guard _slowPath(Pin.isListening) else {
                return self.frames(
                    in: container, wrapping: wrapping, report: nil, scratch: scratch, spare: spare, into: frames,
                    measureContent: measureContent)
            }
            reporting(containerSize: container.rect.size, fileID: fileID, line: line) {
                self.frames(
                    in: container, wrapping: wrapping, report: $0, scratch: scratch, spare: spare, into: frames,
                    measureContent: measureContent)
            }
        }
    }

    /// The root's size for `proposal` (see `LayoutTree.size(fitting:measure:)`).
    func size(
        fitting proposal: Size, fileID: StaticString, line: UInt, scratch: UnsafeMutablePointer<TreeScratch>?,
        measureContent: (Int, Size) -> Size
    ) -> Size {
        guard _slowPath(Pin.isListening) else {
            return TreeLayout.run(self, report: nil, scratch: scratch) {
                $0.size(of: 0, fitting: proposal, measureContent)
            }
        }
        return reporting(containerSize: nil, fileID: fileID, line: line) { report in
            TreeLayout.run(self, report: report, scratch: scratch) { $0.size(of: 0, fitting: proposal, measureContent) }
        }
    }

    /// `body`'s result, with the tree's input warnings and what `body` noted sent to the
    /// capture or the log: for when someone listens.
    private func reporting<Result>(
        containerSize: Size?, fileID: StaticString, line: UInt, _ body: (GridReport) -> Result
    ) -> Result {
        let warnings = inputWarnings(containerSize: containerSize)
        let report = GridReport { "LayoutTree[\($0)]" }
        let result = body(report)
        reportInputWarnings(warnings + report.warnings, fileID: fileID, line: line)
        return result
    }

    private func frames(
        in container: Frame, wrapping: WrapType?, report: GridReport?, scratch: UnsafeMutablePointer<TreeScratch>?,
        spare: UnsafeMutableBufferPointer<Frame>, into frames: UnsafeMutableBufferPointer<Frame>,
        measureContent: (Int, Size) -> Size
    ) {
        TreeLayout.run(self, report: report, scratch: scratch, spare: spare) { run in
            // The root's size: the container's, or its content's on the axes it wraps, for
            // the container's size on the other.
            var size = Size(width: nonNegative(container.rect.width), height: nonNegative(container.rect.height))
            if let wrapping {
                let proposal = Size(
                    width: wrapping.wrapsWidth ? .infinity : size.width,
                    height: wrapping.wrapsHeight ? .infinity : size.height)
                let content = run.size(of: 0, fitting: proposal, measureContent)
                if wrapping.wrapsWidth { size.width = content.width }
                if wrapping.wrapsHeight { size.height = content.height }
            }
            var root = container
            let origin = container.rootRect.origin
            let scale = container.scale ?? 0
            // The container's rect at the size it was laid out at: on an axis it does not wrap,
            // the container's own size, or 0 where that is not a finite number ≥ 0 (as the
            // warning says).
            var rect = container.rect
            rect.size = size
            if scale > 0 {
                let parent = Point(x: origin.x - rect.x, y: origin.y - rect.y)
                let x = pixelSnapped(origin.x, origin.x + rect.width, root: 0, scale: scale, from: parent.x)
                let y = pixelSnapped(origin.y, origin.y + rect.height, root: 0, scale: scale, from: parent.y)
                let snapped = Rect(x: x.origin, y: y.origin, width: x.length, height: y.length)
                if snapped.isFinite { rect = snapped }
            }
            root.setLaidOut(rect)
            // Every node starts as the root; each is written as its parent is laid out.
            frames.update(repeating: root)
            run.place(
                childrenOf: 0, size: size, origin: origin, direction: container.direction, scale: scale, into: frames,
                measureContent)
        }
    }
}
