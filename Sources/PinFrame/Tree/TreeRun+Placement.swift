// Frames are worked out top down, unrounded: each container's engine is run at the
// container's final size, and its children's rects are written as frames in the container's
// unrounded frame. Rounding to pixels is a pass of its own, after (TreeRounding.swift).

extension TreeRun {
    /// Lays out the children of container `id`, whose unrounded frame `frames[id]` is
    /// written, then theirs, depth first. Hidden children and their subtrees get zero rects,
    /// marked hidden.
    func place(childrenOf id: Int, into frames: UnsafeMutableBufferPointer<Frame>, _ measureContent: LeafMeasure) {
        let node = state.pointee.nodes[id]
        let count = Int(node.childCount)
        guard count > 0 else { return }
        let ids = childIDs(of: node)
        // A level deeper for the depth check, down to the last descendant placed.
        state.pointee.depth += 1
        defer { state.pointee.depth -= 1 }
        let parent = frames[id]
        // The engines lay out in a box of the container's size, with no scale: rects from its
        // content box's corner, as the container's children.
        let box = Frame(Rect(origin: .zero, size: parent.rect.size), direction: parent.direction)
        withPlacingRoom(count) { laidOut in
            childFrames(of: id, node, in: box, into: laidOut, measureContent)
            var index = 0
            while index < count {
                let child = Int(ids[index])
                if laidOut[index].isHidden {
                    hide(subtreeOf: child, into: frames)
                } else {
                    var frame = Frame(in: parent)
                    frame.setLaidOut(laidOut[index].rect)
                    frames[child] = frame
                    if state.pointee.nodes[child].childCount > 0 {
                        place(childrenOf: child, into: frames, measureContent)
                    }
                }
                index += 1
            }
        }
    }

    /// `body` with room for `count` frames: a block of the call's placing room when it has
    /// some left, else temporary memory.
    private func withPlacingRoom(_ count: Int, _ body: (UnsafeMutableBufferPointer<Frame>) -> Void) {
        let used = state.pointee.placingUsed
        guard let room = state.pointee.placing, let base = room.baseAddress, room.count - used >= count else {
            return withUnsafeTemporaryAllocation(of: Frame.self, capacity: count, body)
        }
        state.pointee.placingUsed = used + count
        defer { state.pointee.placingUsed = used }
        body(UnsafeMutableBufferPointer(start: base + used, count: count))
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
