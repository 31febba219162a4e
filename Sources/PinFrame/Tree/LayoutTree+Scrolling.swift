// How far a container's content reaches and how far it scrolls: pure functions of a tree and
// the frames it returned, as CSS works out a scroll container's scrollable overflow. The
// scroll offset is the caller's; these say which offsets keep content in view.

extension LayoutTree {
    /// A node's content extent, as CSS's scrollable overflow area, measured from its start
    /// corner (top left; top right right to left) as if it were not scrolled: its frame less
    /// its scroll bars, and what its visible children reach — their frames with their
    /// margins, and inside children that do not clip, what their own children reach — with
    /// its padding added past them at the end edges. A leaf's is its size; a hidden node's,
    /// or an id or `frames` that are not the tree's, zero.
    ///
    ///     let feed = LayoutTree(.vertical(spacing: 10, padding: EdgeInsets(all: 5), verticalOverflow: .scroll)) { feed in
    ///         for _ in 0..<10 { feed.add(StackItem(height: 40)) }
    ///     }
    ///     let frames = feed.frames(in: Frame(width: 100, height: 200))
    ///     feed.contentSize(of: 0, in: frames)   // (width: 100, height: 500): 5 + 10 × 40 + 9 × 10 + 5
    ///
    /// - Complexity: O(n) for a node with n nodes below it (those inside clipping children
    ///   are passed over).
    public func contentSize(of id: Int, in frames: [Frame]) -> Size {
        frames.withUnsafeBufferPointer { shared.buffers.pointee.contentSize(of: id, in: $0) }
    }

    /// The offsets a scrolling node can take on each axis: 0 up to its content size less its
    /// scrollport (its frame less the room its scroll bars take) on that axis; 0...0 where
    /// the content fits or the axis does not scroll.
    ///
    ///     feed.scrollRange(of: 0, in: frames)   // (x: 0...0, y: 0...300)
    public func scrollRange(of id: Int, in frames: [Frame]) -> (x: ClosedRange<Double>, y: ClosedRange<Double>) {
        frames.withUnsafeBufferPointer { shared.buffers.pointee.scrollRange(of: id, in: $0) }
    }

    /// The offset, within `scrollRange`, that brings node `target` fully into the scrollport
    /// of its nearest scrolling ancestor with the least movement from that ancestor's current
    /// `scrollOffset` (its start edge wins when it is larger than the scrollport), and that
    /// ancestor's id; nil when no ancestor scrolls (or the node is hidden, or not the tree's).
    /// Axes that do not scroll keep their offset.
    ///
    ///     feed.scrollOffset(revealing: 9, in: frames)   // (container: 0, offset: (x: 0, y: 245))
    ///     // the ninth card (id 9) runs from 405 to 445: its bottom at the scrollport's, 200 tall
    public func scrollOffset(revealing target: Int, in frames: [Frame]) -> (container: Int, offset: Point)? {
        frames.withUnsafeBufferPointer { shared.buffers.pointee.scrollOffset(revealing: target, in: $0) }
    }
}

extension TreeBuffers {
    /// What the content walk keeps for a container whose children it is gathering: the
    /// container, the next child's place among its children, its own margin box (absolute),
    /// and the union of what its children reach so far (absolute; nil: nothing yet).
    struct ReachScope {
        var owner: Int
        var nextChild = 0
        var marginBox: ClipBox
        var reach: ClipBox?
    }

    func contentSize(of id: Int, in frames: UnsafeBufferPointer<Frame>) -> Size {
        guard frames.count == nodes.count, nodes.elements.indices.contains(id), !frames[id].isHidden else {
            return .zero
        }
        let frame = frames[id]
        guard let overflow = overflow(of: nodes[id]) else { return frame.rect.size }
        let rightToLeft = frame.direction == .rtl
        let bars = overflow.barInsets(rightToLeft: rightToLeft)
        let port = Size(
            width: nonNegative(frame.rect.width - bars.left - bars.right),
            height: nonNegative(frame.rect.height - bars.bottom))
        guard let reach = childrenReach(of: id, in: frames) else { return port }
        // In the container's coordinates as if it were not scrolled, its padding past it.
        let origin = frame.absoluteRect.origin
        let shift = overflow.shift(rightToLeft: rightToLeft)
        let padding = ownPadding(of: nodes[id], rightToLeft: rightToLeft)
        let width =
            rightToLeft
            ? frame.rect.width - (reach.minX - origin.x - shift.x - padding.left)
            : reach.maxX - origin.x - shift.x + padding.right
        let height = reach.maxY - origin.y - shift.y + padding.bottom
        return Size(width: larger(port.width, width), height: larger(port.height, height))
    }

    func scrollRange(of id: Int, in frames: UnsafeBufferPointer<Frame>) -> (
        x: ClosedRange<Double>, y: ClosedRange<Double>
    ) {
        func upTo(_ limit: Double) -> ClosedRange<Double> { limit > 0 ? 0...limit : 0...0 }
        guard frames.count == nodes.count, nodes.elements.indices.contains(id), !frames[id].isHidden,
            let overflow = overflow(of: nodes[id]), overflow.horizontal == .scroll || overflow.vertical == .scroll
        else { return (0...0, 0...0) }
        let port = scrollport(of: id, overflow, in: frames)
        let content = contentSize(of: id, in: frames)
        return (
            overflow.horizontal == .scroll ? upTo(content.width - port.width) : 0...0,
            overflow.vertical == .scroll ? upTo(content.height - port.height) : 0...0
        )
    }

    func scrollOffset(revealing target: Int, in frames: UnsafeBufferPointer<Frame>) -> (container: Int, offset: Point)?
    {
        guard frames.count == nodes.count, nodes.elements.indices.contains(target), !frames[target].isHidden else {
            return nil
        }
        // The nearest ancestor that scrolls on some axis.
        var id = Int(nodes[target].parent)
        while id >= 0 {
            if let overflow = overflow(of: nodes[id]), overflow.horizontal == .scroll || overflow.vertical == .scroll {
                break
            }
            id = Int(nodes[id].parent)
        }
        guard id >= 0, let overflow = overflow(of: nodes[id]) else { return nil }
        let frame = frames[id]
        let rightToLeft = frame.direction == .rtl
        let shift = overflow.shift(rightToLeft: rightToLeft)
        let port = scrollport(of: id, overflow, in: frames)
        let range = scrollRange(of: id, in: frames)
        // The target in the container's content, as if it were not scrolled, from its start
        // corner (its right edge right to left).
        let box = frames[target].absoluteRect
        let origin = frame.absoluteRect.origin
        let left = box.x - origin.x - shift.x
        let start = rightToLeft ? frame.rect.width - (left + box.width) : left
        let top = box.y - origin.y - shift.y
        /// The least move from `current` that shows `start..<start + length` in `port`.
        func revealing(_ start: Double, _ length: Double, from current: Double, in port: Double) -> Double {
            if length > port || start < current { return start }
            if start + length > current + port { return start + length - port }
            return current
        }
        var offset = overflow.offset
        if overflow.horizontal == .scroll {
            let current = offset.x.isFinite ? offset.x : 0
            offset.x = clamp(revealing(start, box.width, from: current, in: port.width), 0, range.x.upperBound)
        }
        if overflow.vertical == .scroll {
            let current = offset.y.isFinite ? offset.y : 0
            offset.y = clamp(revealing(top, box.height, from: current, in: port.height), 0, range.y.upperBound)
        }
        return (id, offset)
    }

    /// A container node's overflow settings; nil for a leaf.
    func overflow(of node: TreeNode) -> ContainerOverflow? {
        switch node.kind {
        case .leaf, .measured: nil
        case .stack: stacks[node.containerIndex].overflow
        case .grid: grids[node.containerIndex].overflow
        }
    }

    /// A container node's own padding as it lays out (without its scroll bars' room).
    private func ownPadding(of node: TreeNode, rightToLeft: Bool) -> EdgeInsets {
        let (padding, overflow) =
            node.kind == .stack
            ? (
                stacks[node.containerIndex].layoutPadding(rightToLeft: rightToLeft),
                stacks[node.containerIndex].overflow
            )
            : (grids[node.containerIndex].layoutPadding(rightToLeft: rightToLeft), grids[node.containerIndex].overflow)
        let bars = overflow.barInsets(rightToLeft: rightToLeft)
        return EdgeInsets(
            top: padding.top, left: padding.left - bars.left, bottom: padding.bottom - bars.bottom,
            right: padding.right - bars.right)
    }

    /// Node `id`'s scrollport: its frame less the room its scroll bars take.
    private func scrollport(of id: Int, _ overflow: ContainerOverflow, in frames: UnsafeBufferPointer<Frame>) -> Size {
        let bars = overflow.barInsets(rightToLeft: frames[id].direction == .rtl)
        let size = frames[id].rect.size
        return Size(
            width: nonNegative(size.width - bars.left - bars.right), height: nonNegative(size.height - bars.bottom))
    }

    /// What container `id`'s visible children reach, in absolute coordinates: each one's
    /// frame with its margins, and inside each that does not clip, what its own children
    /// reach with its padding past them at its end edges; nil when it has no visible child.
    private func childrenReach(of id: Int, in frames: UnsafeBufferPointer<Frame>) -> ClipBox? {
        let nodes = nodes.elements
        var result = ReachScope(owner: -1, marginBox: .unbounded)
        TreeWalk<ReachScope>(nodes: nodes).walk(
            from: id, in: &result,
            visit: { child, scope in
                let node = nodes[child]
                guard child != id else {
                    return .open(
                        ReachScope(owner: id, marginBox: ClipBox(frames[id])), first: id + 1,
                        end: Int(node.subtreeEnd))
                }
                // Children come in order, each once: the place among its parent's children.
                let place = scope.nextChild
                scope.nextChild += 1
                guard !frames[child].isHidden else { return .skip }
                let marginBox = self.marginBox(of: place, in: nodes[scope.owner], frames[scope.owner], frames[child])
                if node.childCount > 0, let overflow = overflow(of: node), !overflow.clips {
                    return .open(
                        ReachScope(owner: child, marginBox: marginBox), first: child + 1, end: Int(node.subtreeEnd))
                }
                scope.reach = scope.reach.map { $0.union(marginBox) } ?? marginBox
                return .skip
            },
            close: { closed, outer in
                guard closed.owner != id else {
                    outer.reach = closed.reach
                    return
                }
                // A child that does not clip: its own frame, and what its children reach with
                // its padding past them.
                var reach = closed.marginBox
                if var inner = closed.reach {
                    let frame = frames[closed.owner]
                    let rightToLeft = frame.direction == .rtl
                    let padding = ownPadding(of: nodes[closed.owner], rightToLeft: rightToLeft)
                    if rightToLeft { inner.minX -= padding.left } else { inner.maxX += padding.right }
                    inner.maxY += padding.bottom
                    reach = reach.union(inner)
                }
                outer.reach = outer.reach.map { $0.union(reach) } ?? reach
            })
        return result.reach
    }

    /// The margin box (absolute) of a child, `frame`, that is `place`th among the children of
    /// `parent` (whose frame is `parentFrame`): its frame grown by its item's margins.
    private func marginBox(of place: Int, in parent: TreeNode, _ parentFrame: Frame, _ frame: Frame) -> ClipBox {
        let margin =
            parent.kind == .stack
            ? parent.stackItems[place].margin(rightToLeft: parentFrame.direction == .rtl)
            : parent.gridItems[place].margin
        var box = ClipBox(frame)
        box.minX -= nonNegative(margin.left)
        box.minY -= nonNegative(margin.top)
        box.maxX += nonNegative(margin.right)
        box.maxY += nonNegative(margin.bottom)
        return box
    }
}
