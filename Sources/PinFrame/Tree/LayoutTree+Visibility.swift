// What to draw and what was hit: pure functions of a tree and the frames it returned. Paint
// order is id order (a later sibling and its subtree over an earlier one); a hidden node and
// its subtree are neither drawn nor hit; a scroll container cuts what is inside it to its
// frame. The walk does not go into a clipping node that misses the viewport (or the point),
// and in a clipping stack that does not wrap, whose children lie one after another along its
// main axis, it finds the first child in view by binary search and stops after the last.

extension LayoutTree {
    /// The nodes to draw for `viewport` (absolute coordinates, as `absoluteRect`), in paint
    /// order: not hidden, and sharing some area with the viewport cut by every clipping
    /// ancestor. Each comes with that cut viewport, the rect its drawing must be clipped to.
    /// A node of zero width or height is never listed (its children may be). Inside a
    /// clipping stack that does not wrap, only the children that reach the cut viewport
    /// along its main axis are looked into: something sticking out of a child that is out of
    /// view there is not listed. `frames` is what `frames(in:)` returned (another count
    /// lists nothing).
    ///
    ///     let feed = LayoutTree<Int>(.vertical(verticalOverflow: .scroll, scrollOffset: Point(x: 0, y: 30))) { feed in
    ///         for card in 0..<100 { feed.add(StackItem(height: 20), tag: card) }
    ///     }
    ///     let frames = feed.frames(in: Frame(width: 100, height: 50))
    ///     feed.visibleNodes(within: Rect(x: 0, y: 0, width: 100, height: 50), in: frames).map(\.id)
    ///     // [0, 2, 3, 4]: the feed, then cards 1, 2 and 3 (y 10, 30 and 50 less the offset)
    ///
    /// - Complexity: O(v log n) for a feed of n cards with v in view; at most O(n) for n nodes.
    public func visibleNodes(within viewport: Rect, in frames: [Frame]) -> [VisibleNode] {
        // Room for a screen's worth at once: a few dozen nodes in view grow it rarely.
        var visible: [VisibleNode] = []
        visible.reserveCapacity(64)
        frames.withUnsafeBufferPointer { frames in
            shared.buffers.pointee.forEachNode(meeting: .area(ClipBox(viewport)), in: frames) { id, clip in
                visible.append(VisibleNode(id: id, clip: clip.rect))
            }
        }
        return visible
    }

    /// The topmost node at `point` (absolute coordinates): the last in paint order that is
    /// not hidden, contains the point (left and top edges in, right and bottom edges out), is
    /// inside every clipping ancestor's frame, and that `isHit` accepts; nil when none.
    /// Inside a clipping stack that does not wrap, only the child under the point along its
    /// main axis is looked into.
    ///
    ///     let bar = LayoutTree<String>(.horizontal()) { bar in
    ///         bar.add(StackItem(width: 40), tag: "back")
    ///         bar.add(StackItem(grow: 1), tag: "title")
    ///     }
    ///     let frames = bar.frames(in: Frame(width: 200, height: 44))
    ///     bar.node(at: Point(x: 10, y: 10), in: frames)   // 1, "back"
    ///     bar.node(at: Point(x: 10, y: 10), in: frames) { bar.content(of: $0) == "title" }   // nil
    ///
    /// - Complexity: O(depth × log n) in a scrolling feed of n cards; at most O(n).
    public func node(at point: Point, in frames: [Frame], where isHit: (Int) -> Bool = { _ in true }) -> Int? {
        var topmost: Int?
        frames.withUnsafeBufferPointer { frames in
            shared.buffers.pointee.forEachNode(meeting: .point(point), in: frames) { id, _ in
                if isHit(id) { topmost = id }
            }
        }
        return topmost
    }

    /// Every node at `point`, as ``node(at:in:where:)`` finds them, topmost first.
    ///
    ///     bar.nodes(at: Point(x: 10, y: 10), in: frames)   // [1, 0]: "back", then the bar
    public func nodes(at point: Point, in frames: [Frame]) -> [Int] {
        var hits: [Int] = []
        frames.withUnsafeBufferPointer { frames in
            shared.buffers.pointee.forEachNode(meeting: .point(point), in: frames) { id, _ in hits.append(id) }
        }
        hits.reverse()
        return hits
    }
}

/// What a visibility query looks for: the area of a viewport, or a point.
enum TreeQuery {
    case area(ClipBox)
    case point(Point)

    /// Whether a node cut to `box` (its frame within its clips) is drawn for the viewport or
    /// contains the point.
    func meets(_ box: ClipBox) -> Bool {
        switch self {
        case .area: box.hasArea
        case .point(let point): box.contains(point)
        }
    }

    /// The clip the walk starts with: the viewport, or none.
    var clip: ClipBox {
        switch self {
        case .area(let viewport): viewport
        case .point: .unbounded
        }
    }

    /// Whether a child from `low` to `high` on a stack's main axis reaches what is looked for
    /// in `clip` on that axis (`clip` is the viewport there, cut to the stack).
    func reaches(_ low: Double, _ high: Double, within clip: (low: Double, high: Double), horizontal: Bool) -> Bool {
        switch self {
        case .area:
            return high > clip.low && low < clip.high
        case .point(let point):
            let at = horizontal ? point.x : point.y
            return low <= at && at < high
        }
    }
}

extension TreeBuffers {
    /// What the visibility walk keeps for the nodes inside a clipping node: the clip, and for
    /// a stack whose children were found by binary search, which stack (-1: none; its
    /// children are tested on its main axis as they come) and that axis.
    struct ClipScope {
        var clip: ClipBox
        var searched: Int32 = -1
        var horizontal = false
    }

    /// Calls `body(id, clip)` for each node, in paint order, that `query` meets: not hidden,
    /// its frame cut by `clip` (the viewport, if any, cut by every clipping ancestor) covering
    /// some area or containing the point. Nothing when `frames` is not one frame per node.
    func forEachNode(
        meeting query: TreeQuery, in frames: UnsafeBufferPointer<Frame>, _ body: (Int, ClipBox) -> Void
    ) {
        guard frames.count == nodes.count else { return }
        let nodes = nodes.elements
        var outer = ClipScope(clip: query.clip)
        TreeWalk<ClipScope>(nodes: nodes).walk(from: 0, in: &outer) { id, scope in
            let frame = frames[id]
            let node = nodes[id]
            guard !frame.isHidden else { return .skip }
            let box = ClipBox(frame)
            if scope.searched >= 0, scope.searched == node.parent {
                let span = box.span(horizontal: scope.horizontal)
                guard
                    query.reaches(
                        span.low, span.high, within: scope.clip.span(horizontal: scope.horizontal),
                        horizontal: scope.horizontal)
                else { return .skip }
            }
            let cut = scope.clip.intersection(box)
            let meets = query.meets(cut)
            if meets { body(id, scope.clip) }
            guard node.childCount > 0, let clipping = clipping(node) else { return .next }
            // A clipping node that misses hides everything inside it.
            guard meets else { return .skip }
            let children = childIDs(of: node)
            guard clipping.searchable else {
                return .open(ClipScope(clip: cut), first: id + 1, end: Int(node.subtreeEnd))
            }
            let horizontal = clipping.horizontal
            let reversed = horizontal && frame.direction == .rtl
            let run = searchRun(
                of: children, in: frames, for: query, within: cut.span(horizontal: horizontal),
                horizontal: horizontal, reversed: reversed != clipping.isReversed)
            guard !run.isEmpty else { return .skip }
            return .open(
                ClipScope(clip: cut, searched: Int32(truncatingIfNeeded: id), horizontal: horizontal),
                first: Int(children[run.lowerBound]), end: Int(nodes[Int(children[run.upperBound - 1])].subtreeEnd))
        }
    }

    /// For a container that clips: whether it is a stack that does not wrap and whose
    /// children are all in the flow, unmoved (they lie in order along its main axis), that
    /// axis, and whether it runs from its far end (before the direction is known). Nil for a
    /// node that does not clip.
    private func clipping(_ node: TreeNode) -> (searchable: Bool, horizontal: Bool, isReversed: Bool)? {
        switch node.kind {
        case .leaf, .measured: return nil
        case .grid:
            return grids[node.containerIndex].overflow.clips ? (false, false, false) : nil
        case .stack:
            let stack = stacks[node.containerIndex]
            guard stack.overflow.clips else { return nil }
            return (stack.wrap == .none && !node.movesChildren, stack.axis == .horizontal, stack.isReversed)
        }
    }

    /// The children, by index, that may reach `query` within `clip` on the main axis of a
    /// stack whose visible children lie in order along it (`reversed`: from its far end):
    /// found by binary search, the hidden ones (at the container's origin) passed over.
    private func searchRun(
        of children: UnsafeBufferPointer<Int32>, in frames: UnsafeBufferPointer<Frame>, for query: TreeQuery,
        within clip: (low: Double, high: Double), horizontal: Bool, reversed: Bool
    ) -> Range<Int> {
        func span(_ index: Int) -> (low: Double, high: Double)? {
            let frame = frames[Int(children[index])]
            guard !frame.isHidden else { return nil }
            return ClipBox(frame).span(horizontal: horizontal)
        }
        // Past the start of what is looked for, and past its end.
        let (from, to): (Double, Double) =
            switch query {
            case .area: (clip.low, clip.high)
            case .point(let point): (horizontal ? point.x : point.y, horizontal ? point.x : point.y)
            }
        func endsAfterStart(_ span: (low: Double, high: Double)) -> Bool { span.high > from }
        func startsAfterEnd(_ span: (low: Double, high: Double)) -> Bool {
            switch query {
            case .area: span.low >= to
            case .point: span.low > to
            }
        }
        let count = children.count
        if reversed {
            let first = firstIndex(in: 0..<count, span) { !startsAfterEnd($0) }
            return first..<firstIndex(in: first..<count, span) { !endsAfterStart($0) }
        }
        let first = firstIndex(in: 0..<count, span, where: endsAfterStart)
        return first..<firstIndex(in: first..<count, span, where: startsAfterEnd)
    }

    /// The first index in `range` from which `isPast` holds for every visible child, for a
    /// test that holds from some child on (a hidden child, whose `span` is nil, counts as
    /// the next visible one).
    private func firstIndex(
        in range: Range<Int>, _ span: (Int) -> (low: Double, high: Double)?,
        where isPast: ((low: Double, high: Double)) -> Bool
    ) -> Int {
        var (low, high) = (range.lowerBound, range.upperBound)
        while low < high {
            let middle = low + (high - low) / 2
            var probe = middle
            var found: (low: Double, high: Double)?
            while probe < high, found == nil {
                found = span(probe)
                if found == nil { probe += 1 }
            }
            guard let found else {
                high = middle
                continue
            }
            if isPast(found) { high = middle } else { low = probe + 1 }
        }
        return low
    }

    /// The ids of `node`'s children, in order.
    func childIDs(of node: TreeNode) -> UnsafeBufferPointer<Int32> {
        node.childIDs(in: childIDs.elements)
    }
}
