// Random trees: stacks and grids nested a few levels deep, with plain, measured (wrapped
// words) and container children, every choice drawn from a `ChoiceSource` (a seeded
// generator in the tests, the fuzzer's bytes in Fuzz/). The same tree is laid out as one
// `LayoutTree` and as the same containers nested by hand with `size` and `frames`.

#if canImport(PinFrame)
    @testable import PinFrame
#endif

/// What a stack node's and a grid node's children have in common, so that one function adds
/// a random tree's node to either: the four ways to add, and which of a node's two items
/// places it here.
protocol TreeChildren {
    associatedtype Content
    associatedtype Item
    static func item(stack: StackItem, grid: GridItem) -> Item
    mutating func add(_ item: Item) -> Int
    mutating func add(_ item: Item, content: Content) -> Int
    mutating func add(_ stack: Stack, as item: Item, build: (inout StackChildren<Content>) -> Void) -> Int
    mutating func add(_ grid: Grid, as item: Item, build: (inout GridChildren<Content>) -> Void) -> Int
}

extension StackChildren: TreeChildren {
    static func item(stack: StackItem, grid: GridItem) -> StackItem { stack }
}

extension GridChildren: TreeChildren {
    static func item(stack: StackItem, grid: GridItem) -> GridItem { grid }
}

/// One node of a random tree: a leaf (measured when it has `content`), a stack or a grid,
/// with the item that places it in a stack and the one that places it in a grid (the
/// parent's kind decides which is used).
struct TreeProgramNode {
    enum Kind { case leaf, stack, grid }

    var kind: Kind
    var stack = Stack(.horizontal)
    var grid = Grid()
    var stackItem = StackItem()
    var gridItem = GridItem()
    /// A measured leaf's number, unique in its tree: its text is `StackProgram.words(content % 16)`
    /// wrapped at the width offered.
    var content: Int?
    var children: [TreeProgramNode] = []

    /// The item as a stack along `axis` (else a grid) places this node: measured when it has
    /// content or is a container, as a tree measures it; a container's shrinking is weighted
    /// without its padding on the stack's axis, as a tree weighs it (where it differs from
    /// containers nested by hand, which see a measured item without padding).
    func item(inStack axis: StackAxis?) -> (stack: StackItem, grid: GridItem) {
        let measures = content != nil || kind != .leaf
        var (stackItem, gridItem) = (stackItem, gridItem)
        stackItem.measuresContent = measures
        gridItem.measuresContent = measures
        // A scroll container may shrink below its content, not below its padding.
        if kind != .leaf,
            (kind == .stack ? stack.horizontalOverflow : grid.horizontalOverflow) != .visible
                || (kind == .stack ? stack.verticalOverflow : grid.verticalOverflow) != .visible
        {
            let padding = kind == .stack ? stack.padding : grid.padding
            func side(_ length: Double) -> Double { length.isFinite ? max(0, length) : 0 }
            let (across, down) = (side(padding.left) + side(padding.right), side(padding.top) + side(padding.bottom))
            stackItem.minWidth = stackItem.minWidth ?? .points(across)
            stackItem.minHeight = stackItem.minHeight ?? .points(down)
            gridItem.minWidth = gridItem.minWidth ?? .points(across)
            gridItem.minHeight = gridItem.minHeight ?? .points(down)
        }
        if let axis, kind != .leaf {
            let padding = kind == .stack ? stack.padding : grid.padding
            func side(_ length: Double) -> Double { length.isFinite ? max(0, length) : 0 }
            stackItem.nestedPadding =
                axis == .horizontal
                ? side(padding.left) + side(padding.right) : side(padding.top) + side(padding.bottom)
        }
        return (stackItem, gridItem)
    }

    /// The number of nodes in this subtree.
    var count: Int { 1 + children.reduce(0) { $0 + $1.count } }

    /// Whether this subtree holds only stacks that do not wrap (and leaves).
    var isSingleLineStacks: Bool {
        switch kind {
        case .leaf: true
        case .grid: false
        case .stack: stack.wrap == .none && children.allSatisfy(\.isSingleLineStacks)
        }
    }
}

/// A random tree and the container it is laid out in.
struct TreeProgram {
    var root: TreeProgramNode
    var container: Rect
    var direction: LayoutDirection
    var scale: Double?
    var wrapping: WrapType?
    var proposal: Size

    /// The measure function of every tree: the content's words wrapped at the width offered.
    static func measure(_ content: Int, _ proposal: Size) -> Size {
        StackProgram.wrapped(words: StackProgram.words(content % 16), width: proposal.width)
    }

    /// The container frame, in a root of the program's direction and scale.
    var containerFrame: Frame {
        Frame(container, in: Frame(width: 400, height: 400, direction: direction, scale: scale))
    }

    /// The tree as a `LayoutTree`.
    func tree() -> LayoutTree<Int> {
        var tree = LayoutTree<Int>(.vertical()) { _ in }
        build(into: &tree)
        return tree
    }

    /// The tree built again into `tree` (`rebuild`).
    func build(into tree: inout LayoutTree<Int>) {
        func add<Children: TreeChildren>(_ node: TreeProgramNode, to children: inout Children)
        where Children.Content == Int {
            let item = Children.item(stack: node.stackItem, grid: node.gridItem)
            switch node.kind {
            case .leaf:
                if let content = node.content {
                    _ = children.add(item, content: content)
                } else {
                    _ = children.add(item)
                }
            case .stack:
                _ = children.add(node.stack, as: item) { inner in for child in node.children { add(child, to: &inner) }
                }
            case .grid:
                _ = children.add(node.grid, as: item) { inner in for child in node.children { add(child, to: &inner) } }
            }
        }
        if root.kind == .grid {
            return tree.rebuild(root.grid) { grid in for child in root.children { add(child, to: &grid) } }
        }
        tree.rebuild(root.stack) { stack in for child in root.children { add(child, to: &stack) } }
    }

    /// A container node's size for `proposal`, measured by hand: its own `size(for:fitting:measure:)`.
    static func handSize(of node: TreeProgramNode, fitting proposal: Size) -> Size {
        switch node.kind {
        case .leaf:
            return node.content.map { measure($0, proposal) } ?? .zero
        case .stack:
            return node.stack.size(
                for: node.children.map { $0.item(inStack: node.stack.axis).stack }, fitting: proposal
            ) {
                handSize(of: node.children[$0], fitting: $1)
            }
        case .grid:
            return node.grid.size(for: node.children.map { $0.item(inStack: nil).grid }, fitting: proposal) {
                handSize(of: node.children[$0], fitting: $1)
            }
        }
    }

    /// The frames of `node`'s subtree below it, laid out by hand in `frame`, in id order.
    static func handFrames(below node: TreeProgramNode, in frame: Frame, into frames: inout [Frame]) {
        guard node.kind != .leaf, !node.children.isEmpty else { return }
        let laidOut =
            node.kind == .stack
            ? node.stack.frames(for: node.children.map { $0.item(inStack: node.stack.axis).stack }, in: frame) {
                handSize(of: node.children[$0], fitting: $1)
            }
            : node.grid.frames(for: node.children.map { $0.item(inStack: nil).grid }, in: frame) {
                handSize(of: node.children[$0], fitting: $1)
            }
        for (child, childFrame) in zip(node.children, laidOut) {
            frames.append(childFrame)
            if childFrame.isHidden {
                hide(below: child, in: childFrame, into: &frames)
            } else {
                handFrames(below: child, in: childFrame, into: &frames)
            }
        }
    }

    /// Zero, hidden frames for `node`'s subtree below it.
    static func hide(below node: TreeProgramNode, in frame: Frame, into frames: inout [Frame]) {
        for child in node.children {
            var hidden = Frame(in: frame)
            hidden.isHidden = true
            frames.append(hidden)
            hide(below: child, in: hidden, into: &frames)
        }
    }

    /// The frames of the same containers nested by hand: the root sized by its own `size`
    /// on the axes `wrapping` names, each container laid out in the frame its parent gave.
    func handFrames() -> [Frame] {
        // The container's size, or 0 where that is not a finite number ≥ 0, as the tree lays
        // out in it.
        var root = containerFrame
        let given = root.rect.size
        let size = Size(
            width: given.width.isFinite ? max(0, given.width) : 0,
            height: given.height.isFinite ? max(0, given.height) : 0)
        root.rect.size = size
        if let wrapping {
            let (wrapsWidth, wrapsHeight) = (wrapping != .vertically, wrapping != .horizontally)
            let content = Self.handSize(
                of: self.root,
                fitting: Size(
                    width: wrapsWidth ? .infinity : size.width,
                    height: wrapsHeight ? .infinity : size.height))
            root.rect.size = Size(
                width: wrapsWidth ? content.width : size.width, height: wrapsHeight ? content.height : size.height)
        }
        var frames = [root]
        Self.handFrames(below: self.root, in: root, into: &frames)
        return frames
    }

    /// The program as Swift code, to paste into a test.
    var code: String {
        "container: \(container), direction: \(direction), scale: \(String(describing: scale)), "
            + "wrapping: \(String(describing: wrapping)), proposal: \(proposal)\nroot: \(root)"
    }
}

extension ProgramGenerator {
    /// A tree node `depth` levels from the root (containers stop at `maxDepth`); measured
    /// leaves are numbered from `leaves` on.
    mutating func treeNode(depth: Int, maxDepth: Int, stacksOnly: Bool, leaves: inout Int) -> TreeProgramNode {
        var roll = depth == 0 ? source.below(2) + 1 : (depth >= maxDepth ? 0 : source.below(5) % 3)
        if stacksOnly, roll == 2 { roll = 1 }
        var node = TreeProgramNode(kind: roll == 0 ? .leaf : roll == 1 ? .stack : .grid)
        node.stackItem = stackItem()
        node.gridItem = gridItem(symmetric: false)
        // Lines and spans of a few tracks: a line in the billions makes a grid of thousands
        // of tracks, which the grid's own tests cover; here it would only slow every tree.
        func small(_ line: GridLine) -> GridLine {
            switch line {
            case .auto: .auto
            case .line(let number): .line(number % 5)
            case .span(let count): .span(count % 4)
            }
        }
        node.gridItem.columnStart = small(node.gridItem.columnStart)
        node.gridItem.columnEnd = small(node.gridItem.columnEnd)
        node.gridItem.rowStart = small(node.gridItem.rowStart)
        node.gridItem.rowEnd = small(node.gridItem.rowEnd)
        switch node.kind {
        case .leaf:
            if source.oneIn(2) {
                node.content = leaves * 16 + source.below(16)
                leaves += 1
            }
        case .stack:
            node.stack = stack()
            if stacksOnly { node.stack.wrap = .none }
            if source.oneIn(3) {
                node.stack.horizontalOverflow = overflow()
                node.stack.verticalOverflow = overflow()
                node.stack.scrollOffset = Point(x: scrollOffset(), y: scrollOffset())
                node.stack.scrollbarWidth = source.pick([0, 0, 10, 15])
            }
            node.children = (0..<source.below(5)).map { _ in
                treeNode(depth: depth + 1, maxDepth: maxDepth, stacksOnly: stacksOnly, leaves: &leaves)
            }
        case .grid:
            node.grid = grid(symmetric: false)
            if source.oneIn(3) {
                node.grid.horizontalOverflow = overflow()
                node.grid.verticalOverflow = overflow()
                node.grid.scrollOffset = Point(x: scrollOffset(), y: scrollOffset())
                node.grid.scrollbarWidth = source.pick([0, 0, 10, 15])
            }
            node.children = (0..<source.below(5)).map { _ in
                treeNode(depth: depth + 1, maxDepth: maxDepth, stacksOnly: stacksOnly, leaves: &leaves)
            }
        }
        return node
    }

    /// An overflow, scrolling as often as the other two together.
    mutating func overflow() -> Overflow { source.pick([.visible, .clip, .scroll, .scroll]) }

    /// A scroll offset: none, a few points either way, or past any content.
    mutating func scrollOffset() -> Double { source.pick([0, 0, 7.5, 30, -12, 1000]) }

    /// A tree, its container, direction, scale, wrapping and a proposal; with `stacksOnly`,
    /// a tree of stacks that do not wrap.
    mutating func treeProgram(maxDepth: Int = 3, stacksOnly: Bool = false) -> TreeProgram {
        var leaves = 0
        return TreeProgram(
            root: treeNode(depth: 0, maxDepth: maxDepth, stacksOnly: stacksOnly, leaves: &leaves),
            container: Rect(
                x: source.pick([0, 10, 12.5]), y: source.pick([0, 10]),
                width: source.oneIn(6) ? number() : source.pick([0, 50, 100, 320, 400]),
                height: source.oneIn(6) ? number() : source.pick([0, 40, 100, 400])),
            direction: source.oneIn(4) ? .rtl : .ltr, scale: source.oneIn(3) ? source.pick([1, 2, 3]) : nil,
            wrapping: source.pick([nil, nil, .vertically, .horizontally, .all]),
            proposal: Size(
                width: source.pick([.infinity, 0, 60, 150, 320]), height: source.pick([.infinity, 0, 100])))
    }
}
