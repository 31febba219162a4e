// Depth: a tree deeper than the thread's stack allows is not laid out past what the stack
// holds. Before a container's children are laid out, once the call has used a fair part of
// the stack, the room left is checked; a container whose children that are containers
// cannot be laid out safely lays them out as hidden, with a warning naming each.

extension TreeRun {
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
    func withContainersHidden<Item: LayoutItem, Result>(
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
}
