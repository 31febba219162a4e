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
        // The engines lay out in a box of the container's size, with no scale: rects from its
        // content box's corner, as the container's children.
        let box = Frame(Rect(origin: .zero, size: frames[id].rect.size), direction: frames[id].direction)
        // In the call's placing room while it has some left, else in temporary memory.
        let used = state.pointee.placingUsed
        defer { state.pointee.placingUsed = used }
        guard let laidOut = takeRoom(count) else {
            return withUnsafeTemporaryAllocation(of: Frame.self, capacity: count) {
                place(childrenOf: id, ids, laidOut: $0, in: box, into: frames, measureContent)
            }
        }
        place(childrenOf: id, ids, laidOut: laidOut, in: box, into: frames, measureContent)
    }

    /// The children of container `id` laid out in `box` into `laidOut`, then written as
    /// frames in its frame, then theirs.
    private func place(
        childrenOf id: Int, _ ids: UnsafeBufferPointer<Int32>, laidOut: UnsafeMutableBufferPointer<Frame>,
        in box: Frame, into frames: UnsafeMutableBufferPointer<Frame>, _ measureContent: LeafMeasure
    ) {
        childFrames(of: id, state.pointee.nodes[id], in: box, into: laidOut, measureContent)
        let parent = frames[id]
        var index = 0
        while index < ids.count {
            let child = Int(ids[index])
            if laidOut[index].isHidden {
                hide(subtreeOf: child, into: frames)
            } else {
                var frame = Frame(in: parent)
                frame.setLaidOut(laidOut[index].rect)
                frames[child] = frame
                if state.pointee.nodes[child].childCount > 0 { place(childrenOf: child, into: frames, measureContent) }
            }
            index += 1
        }
    }

    /// A block of `count` frames of the call's placing room, which holds the blocks of the
    /// containers being placed or sized, one on top of another; nil when it has not that much
    /// left. The caller gives it back by restoring `placingUsed`.
    func takeRoom(_ count: Int) -> UnsafeMutableBufferPointer<Frame>? {
        let used = state.pointee.placingUsed
        guard let room = state.pointee.placing, let base = room.baseAddress, room.count - used >= count else {
            return nil
        }
        state.pointee.placingUsed = used + count
        return UnsafeMutableBufferPointer(start: base + used, count: count)
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
