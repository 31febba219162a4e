// What every tree's layout must hold, whatever its numbers: checked on random trees by the
// property tests and the tree fuzzer (Fuzz/FuzzTrees.swift).

#if canImport(PinFrame)
    import PinFrame
#endif

enum TreeInvariants {
    static func isFinite(_ rect: Rect) -> Bool {
        rect.x.isFinite && rect.y.isFinite && rect.width.isFinite && rect.height.isFinite
    }

    /// The ways `program`'s layout breaks an invariant (none when it holds them all): one
    /// frame per node, finite rects with sizes ≥ 0 below the root, hidden subtrees at a zero
    /// rect, the same frames twice, no leaf asked twice for a proposal, the root as large as
    /// `size(fitting:)` says on the axes it wraps, and, for a tree with left–right symmetric
    /// insets and no scale, right to left the mirror of left to right.
    static func violations(of program: TreeProgram) -> [String] {
        var problems: [String] = []
        let tree = program.tree()
        var asked: [Int: [Size]] = [:]
        let frames = tree.frames(in: program.containerFrame, wrapping: program.wrapping) { content, proposal in
            asked[content, default: []].append(proposal)
            return TreeProgram.measure(content, proposal)
        }
        guard frames.count == tree.count, tree.count == program.root.count else {
            return ["\(frames.count) frames for \(tree.count) nodes (\(program.root.count) built)"]
        }
        for (content, proposals) in asked {
            let distinct = Set(proposals.map { "\($0.width.bitPattern) \($0.height.bitPattern)" })
            if distinct.count != proposals.count { problems.append("leaf \(content) asked twice: \(proposals)") }
        }
        // Hidden: the nodes whose item (or an ancestor's) is hidden.
        var hidden = [Bool]()
        func visit(_ node: TreeProgramNode, inStack: Bool, hiddenAbove: Bool) {
            let isHidden = hiddenAbove || (inStack ? node.stackItem.isHidden : node.gridItem.isHidden)
            hidden.append(isHidden)
            for child in node.children { visit(child, inStack: node.kind == .stack, hiddenAbove: isHidden) }
        }
        hidden.append(false)
        for child in program.root.children { visit(child, inStack: program.root.kind == .stack, hiddenAbove: false) }
        for (id, frame) in frames.enumerated().dropFirst() {
            let rect = frame.rect
            if hidden[id] {
                if !frame.isHidden || rect != .zero { problems.append("node \(id) is hidden: \(frame)") }
            } else if !isFinite(rect) || rect.width < 0 || rect.height < 0 {
                problems.append("node \(id): \(rect)")
            }
        }
        let again = tree.frames(in: program.containerFrame, wrapping: program.wrapping) { TreeProgram.measure($0, $1) }
        // As text, so that a container's NaN (kept by the root) is the same as itself.
        if "\(again)" != "\(frames)" { problems.append("a second layout differs") }
        // Frame after frame: rebuilt into a used tree, written into a used array, measured
        // through a cache that already holds answers (the same function's), the same frames.
        var kept = LayoutTree<Int>(.horizontal()) { row in row.add(StackItem(width: 1), content: 3) }
        var cache = MeasureCache<Int>(capacity: 8)
        var into = [Frame](repeating: Frame(width: 1, height: 1), count: 3)
        _ = kept.frames(in: Frame(width: 50, height: 50), cache: &cache) { TreeProgram.measure($0, $1) }
        program.build(into: &kept)
        kept.frames(in: program.containerFrame, wrapping: program.wrapping, cache: &cache, into: &into) {
            TreeProgram.measure($0, $1)
        }
        if "\(into)" != "\(frames)" { problems.append("rebuilt, into an array, with a cache: other frames") }
        if let wrapping = program.wrapping {
            let container = program.containerFrame.rect
            let width = wrapping == .vertically ? max(0, container.width) : .infinity
            let height = wrapping == .horizontally ? max(0, container.height) : .infinity
            let size = tree.size(fitting: Size(width: width, height: height)) { TreeProgram.measure($0, $1) }
            let root = frames[0].rect
            if program.scale == nil,
                (wrapping != .vertically && root.width != size.width)
                    || (wrapping != .horizontally && root.height != size.height)
            {
                problems.append("root \(root) but size(fitting:) \(size)")
            }
        }
        if program.scale == nil, program.root.hasSymmetricInsets {
            problems += mirrorViolations(of: program, frames: frames)
        }
        problems += visibilityViolations(of: program, tree: tree, frames: frames)
        return problems
    }

    /// What drawing and hit tests must hold: `visibleNodes` of an unbounded viewport lists
    /// every node that is not hidden, has some area and has no clipping ancestor; `node(at:)`
    /// of the centre of such a leaf that no later node covers is that leaf.
    static func visibilityViolations(of program: TreeProgram, tree: LayoutTree<Int>, frames: [Frame]) -> [String] {
        // Whether an ancestor of each node, in id order, clips, and whether it is a leaf.
        var clipped: [Bool] = []
        var leaves: [Bool] = []
        func visit(_ node: TreeProgramNode, below clipping: Bool) {
            let (horizontal, vertical) =
                node.kind == .stack
                ? (node.stack.horizontalOverflow, node.stack.verticalOverflow)
                : (node.grid.horizontalOverflow, node.grid.verticalOverflow)
            let own = node.kind != .leaf && (horizontal != .visible || vertical != .visible)
            clipped.append(clipping)
            leaves.append(node.kind == .leaf)
            for child in node.children { visit(child, below: clipping || own) }
        }
        visit(program.root, below: false)
        let everywhere = Rect(x: -.infinity, y: -.infinity, width: .infinity, height: .infinity)
        let listed = Set(tree.visibleNodes(within: everywhere, in: frames).map(\.id))
        var problems: [String] = []
        for id in frames.indices where !frames[id].isHidden && !clipped[id] {
            let rect = frames[id].absoluteRect
            // Some area in floating point too: far from the origin, a small width is lost.
            guard isFinite(rect), rect.x + rect.width > rect.x, rect.y + rect.height > rect.y else { continue }
            if !listed.contains(id) { problems.append("node \(id) \(rect) is not listed as visible") }
            guard leaves[id] else { continue }
            let centre = Point(x: rect.x + rect.width / 2, y: rect.y + rect.height / 2)
            guard centre.x < rect.x + rect.width, centre.y < rect.y + rect.height else { continue }
            let covered = frames.indices.dropFirst(id + 1).contains { later in
                let other = frames[later].absoluteRect
                return !frames[later].isHidden && other.x <= centre.x && centre.x < other.x + other.width
                    && other.y <= centre.y && centre.y < other.y + other.height
            }
            let hit = tree.node(at: centre, in: frames)
            if !covered, hit != id {
                problems.append("node(at: \(centre)) is \(String(describing: hit)), not leaf \(id)")
            }
        }
        return problems
    }

    /// Right to left against left to right: each node's rect mirrored in its parent, when
    /// every node lies within its parent's width (a padding wider than its container, or
    /// items that overflow it, start at the leading padding on both sides, as a stack alone does).
    static func mirrorViolations(of program: TreeProgram, frames: [Frame]) -> [String] {
        let inside = frames.indices.dropFirst().allSatisfy { id in
            let rect = frames[id].rect
            guard !frames[id].isHidden else { return true }
            guard let width = frames[id].parentSize?.width else { return false }
            return rect.x >= -1e-9 && rect.x + rect.width <= width + 1e-9 * (1 + width)
        }
        // And every container's padding within its width.
        var nodes: [TreeProgramNode] = []
        func flatten(_ node: TreeProgramNode) {
            nodes.append(node)
            node.children.forEach(flatten)
        }
        flatten(program.root)
        let paddingsFit = zip(nodes, frames).allSatisfy { node, frame in
            let padding = node.kind == .grid ? node.grid.padding : node.stack.padding
            return node.kind == .leaf || frame.isHidden
                || max(0, padding.left) + max(0, padding.right) <= frame.rect.width
        }
        // Sides that stay where they are right to left: auto margins, offsets and absolute
        // positions are physical, so a layout that has them is not a mirror image.
        let physical = nodes.contains { node in
            [node.stackItem.autoMargins, node.gridItem.autoMargins].contains { !$0.isDisjoint(with: .horizontal) }
                || [node.stackItem.offsets, node.gridItem.offsets].contains { $0.left != nil || $0.right != nil }
                || node.stackItem.position == .absolute || node.gridItem.position == .absolute
        }
        guard inside, paddingsFit, !physical else { return [] }
        var mirrored = program
        mirrored.direction = program.direction == .ltr ? .rtl : .ltr
        let other = mirrored.tree().frames(in: mirrored.containerFrame, wrapping: mirrored.wrapping) {
            TreeProgram.measure($0, $1)
        }
        var problems: [String] = []
        for id in frames.indices.dropFirst() where !frames[id].isHidden {
            let (a, b) = (frames[id].rect, other[id].rect)
            guard let parentWidth = frames[id].parentSize?.width, isFinite(a), isFinite(b),
                max(abs(a.x), a.width, parentWidth) < 1e9
            else { continue }
            let tolerance = 1e-6 * (1 + parentWidth + a.width)
            if abs(b.x - (parentWidth - a.x - a.width)) > tolerance || abs(b.width - a.width) > tolerance
                || abs(b.y - a.y) > tolerance || abs(b.height - a.height) > tolerance
            {
                problems.append("node \(id): \(a) left to right, \(b) right to left in \(parentWidth)")
                break
            }
        }
        return problems
    }
}

extension TreeProgramNode {
    /// Whether every padding and margin in the subtree is the same on the left and the right,
    /// with finite numbers (so right to left is a mirror).
    var hasSymmetricInsets: Bool {
        func symmetric(_ insets: EdgeInsets) -> Bool {
            insets.left == insets.right && insets.left.isFinite && insets.top.isFinite && insets.bottom.isFinite
        }
        let own =
            switch kind {
            case .leaf: true
            case .stack: symmetric(stack.padding)
            case .grid: symmetric(grid.padding)
            }
        return own && symmetric(stackItem.margin) && symmetric(gridItem.margin)
            && children.allSatisfy(\.hasSymmetricInsets)
    }
}

extension TreeProgramNode {
    /// Makes every padding and margin in the subtree the same on the right as on the left.
    mutating func makeInsetsSymmetric() {
        stack.padding.right = stack.padding.left
        grid.padding.right = grid.padding.left
        stackItem.margin.right = stackItem.margin.left
        gridItem.margin.right = gridItem.margin.left
        for index in children.indices { children[index].makeInsetsSymmetric() }
    }
}
