// The tree's algorithm: each container is laid out by the stack or grid engine, which reads
// its children's items where they lie and asks about a child through one question (`size(of:
// fitting:)`); a child that is a container answers with its own size for the proposal, worked
// out the same way one level down, a measured leaf with the caller's function. Answers are
// kept for the call. An engine is run in one of two modes: for a size, or for its children's
// frames at its final size.

/// The run state by reference, and the steps of the algorithm: what every level of a call
/// reads and the answers it fills in.
struct TreeRun {
    let state: UnsafeMutablePointer<TreeRunState>

    /// Node `id`'s size for `proposal` (the measuring convention: finite, that size; infinite,
    /// its natural size; 0, its narrowest): a container's own size, a measured leaf's answer.
    /// Asked once per node and proposal in a call. `measureContent(content index, proposal)`
    /// is the caller's measure function (a parameter of every step rather than part of the
    /// run state: keeping it there took a closure made escaping, an allocation per call).
    func size(of id: Int, fitting proposal: Size, _ measureContent: LeafMeasure) -> Size {
        if let known = state.pointee.cache.answer(of: id, for: proposal) { return known }
        let node = state.pointee.nodes[id]
        let answer: Size
        switch node.kind {
        case .leaf:
            // Never asked by the engines (its item does not measure); the root has no content.
            answer = .zero
        case .measured:
            answer = measureContent(node.contentIndex, proposal)
            if let report = state.pointee.report, !(isUsableLength(answer.width) && isUsableLength(answer.height)) {
                report.badAnswer(answer, of: id, for: proposal)
            }
        case .stack: answer = stackSize(of: id, node, fitting: proposal, measureContent)
        case .grid: answer = gridSize(of: id, node, fitting: proposal, measureContent)
        }
        state.pointee.cache.store(answer, of: id, for: proposal)
        return answer
    }

    // The engine seam: each engine answers in two modes, a size for a proposal and its
    // children's frames at a final size, and asks about a child through `size(of:fitting:)`.
    // One function per engine and mode, not one taking the mode: a level of a deep tree is
    // paid in stack, and in a debug build every local of a function has its own slot (one
    // function per engine taking the mode took 7,900 bytes a level, against 6,900).

    /// Container `id`'s size for `proposal` as a stack.
    private func stackSize(of id: Int, _ node: TreeNode, fitting proposal: Size, _ measureContent: LeafMeasure)
        -> Size
    {
        let layout = StackLayout(state.pointee.stacks[node.containerIndex], fitting: proposal)
        let ids = childIDs(of: node)
        state.pointee.depth += 1
        defer { state.pointee.depth -= 1 }
        func size(_ items: UnsafeBufferPointer<StackItem>) -> Size {
            // The items' metrics in the placing room while it has some left: a large
            // container sized again allocates nothing.
            let used = state.pointee.placingUsed
            defer { state.pointee.placingUsed = used }
            return layout.size(for: items, measuring: true, room: takeRoom(items.count)) { index, proposal in
                self.size(of: Int(ids[index]), fitting: proposal, measureContent)
            }
        }
        guard _slowPath(cutsContainers(below: id)) else { return size(node.stackItems) }
        return withContainersHidden(node.stackItems, ids, size)
    }

    /// Container `id`'s size for `proposal` as a grid.
    private func gridSize(of id: Int, _ node: TreeNode, fitting proposal: Size, _ measureContent: LeafMeasure)
        -> Size
    {
        let grid = state.pointee.grids[node.containerIndex]
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

    /// The rects of container `id`'s children in `box` (a frame of its final size), written
    /// into `frames`: the stack or grid engine at that size.
    func childFrames(
        of id: Int, _ node: TreeNode, in box: Frame, into frames: UnsafeMutableBufferPointer<Frame>,
        _ measureContent: LeafMeasure
    ) {
        if node.kind == .stack {
            stackFrames(of: id, node, in: box, into: frames, measureContent)
        } else {
            gridFrames(of: id, node, in: box, into: frames, measureContent)
        }
    }

    private func stackFrames(
        of id: Int, _ node: TreeNode, in box: Frame, into frames: UnsafeMutableBufferPointer<Frame>,
        _ measureContent: LeafMeasure
    ) {
        let layout = StackLayout(state.pointee.stacks[node.containerIndex], in: box)
        let ids = childIDs(of: node)
        func write(_ items: UnsafeBufferPointer<StackItem>) {
            _ = layout.write(
                items, blank: Frame(in: box), measuring: true,
                { index, proposal in
                    self.size(of: Int(ids[index]), fitting: proposal, measureContent)
                }, into: frames)
        }
        guard _slowPath(cutsContainers(below: id)) else { return write(node.stackItems) }
        withContainersHidden(node.stackItems, ids, write)
    }

    private func gridFrames(
        of id: Int, _ node: TreeNode, in box: Frame, into frames: UnsafeMutableBufferPointer<Frame>,
        _ measureContent: LeafMeasure
    ) {
        let grid = state.pointee.grids[node.containerIndex]
        let ids = childIDs(of: node)
        // While someone listens, the grid's own findings, named by node.
        let report = gridReport(of: id, node)
        defer { if let report { state.pointee.report?.absorb(report) } }
        func write(_ items: UnsafeBufferPointer<GridItem>) {
            let laidOut = grid.layOut(
                items, in: box, measuring: true,
                measure: { index, proposal in self.size(of: Int(ids[index]), fitting: proposal, measureContent) },
                report: report)
            for index in laidOut.indices where index < frames.count { frames[index] = laidOut[index] }
        }
        guard _slowPath(cutsContainers(below: id)) else { return write(node.gridItems) }
        withContainersHidden(node.gridItems, ids, write)
    }

    /// While someone listens, a report for the grid of node `id` (its own findings: a rect
    /// set aside, a track list cut), naming the grid and its items by node; nil otherwise.
    private func gridReport(of id: Int, _ node: TreeNode) -> GridReport? {
        guard state.pointee.report != nil else { return nil }
        let ids = childIDs(of: node)
        return GridReport(grid: "LayoutTree[\(id)].Grid") { "LayoutTree[\(ids[$0])]" }
    }

    /// The ids of `node`'s children, in order.
    func childIDs(of node: TreeNode) -> UnsafeBufferPointer<Int32> {
        node.childIDs(in: state.pointee.childIDs)
    }
}
