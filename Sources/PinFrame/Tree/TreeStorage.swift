// A tree's nodes as plain values in a few flat buffers, none generic: what a measured leaf
// carries (`Content`) is kept apart, by the tree. The children of each container lie next
// to each other in their own buffer (stack items with stack items, grid items with grid
// items), so that the stack and grid engines read them in place, as they read a caller's
// array. Building is depth first, so a container's children are gathered on a pending
// stack while its grandchildren are built, then moved to the buffer in one piece.

/// One node of a tree: what it is, where its item lies and, for a container, its children.
struct TreeNode {
    enum Kind: UInt8 {
        /// A leaf sized by its item alone (it may carry a tag: `content`).
        case leaf
        /// A leaf measured with content (`content`: its index among the contents).
        case measured
        /// A stack (`index`: its container index, among the stacks).
        case stack
        /// A grid (`index`: its container index, among the grids).
        case grid

        /// Whether the node is a stack or a grid.
        var isContainer: Bool { self == .stack || self == .grid }
    }

    var kind: Kind
    /// Whether a child of this container is `.absolute` or moved by offsets, so that its
    /// children do not lie in order along a stack's axis. (It fills room the node's alignment
    /// leaves.)
    var movesChildren = false
    /// The parent's id (-1 for the root).
    var parent: Int32
    /// A stack's or a grid's container index (see `Kind`); unused for a leaf. Read through
    /// `containerIndex`.
    var index: Int32
    /// A container's children: where their items lie (stack or grid items, by the
    /// container's kind), and where their ids start in `childIDs`.
    var items: UnsafeRawPointer?
    var idsStart: Int32 = 0
    var childCount: Int32 = 0
    /// One past the last id of this node's subtree (ids are depth first).
    var subtreeEnd: Int32 = 0
    /// The index of what the node was added with among the tree's contents (a measured
    /// leaf's content, any node's tag), -1 for none. Read through `contentIndex`. (It fills
    /// room the node's alignment leaves: a node is 40 bytes with it or without.)
    var content: Int32 = -1
}

/// A tree's buffers, in one object that the builders of every level share: they add to the
/// same buffers without copying or moving them. It is only written while the tree is built
/// (a builder kept past its closure adds nothing), and only read after, so a built tree can
/// be shared between threads. The buffers are its header, reached through a pointer: the
/// stored properties of a class are checked for exclusive access at every use, which cost
/// more than the additions themselves.
final class TreeStorage: ManagedBuffer<TreeBuffers, UInt8> {
    /// Storage for a tree, empty until it is built.
    static func make() -> TreeStorage {
        unsafeDowncast(create(minimumCapacity: 0) { _ in TreeBuffers() }, to: TreeStorage.self)
    }

    /// The buffers, valid while this object lives.
    var buffers: UnsafeMutablePointer<TreeBuffers> { withUnsafeMutablePointerToHeader { $0 } }

    /// Whether `container`'s builder may add: its build closure is the one running. (The
    /// buffers' fields are read through the pointer, and compared where the buffers add: a
    /// debug build copies the whole buffers to call a method that does not mutate them.)
    func isOpen(_ container: TreeBuffers.OpenContainer) -> Bool {
        let buffers = buffers
        return container.id == buffers.pointee.innermost && container.generation == buffers.pointee.generation
    }

    deinit {
        withUnsafeMutablePointerToHeader { $0.pointee.deallocate() }
    }
}

/// A built tree's storage, which is only read: shared between threads as any value is.
struct SharedTreeStorage: @unchecked Sendable {
    var storage: TreeStorage
    var buffers: UnsafeMutablePointer<TreeBuffers> { storage.buffers }
}

extension TreeNode {
    /// A measured leaf's index among the tree's contents, or a tagged node's (-1: none).
    var contentIndex: Int { Int(content) }

    /// A stack's index among the tree's stacks, a grid's among its grids.
    var containerIndex: Int { Int(index) }

    /// Its children's ids, in order, among every container's (`ids`, the tree's `childIDs`).
    func childIDs(in ids: UnsafeBufferPointer<Int32>) -> UnsafeBufferPointer<Int32> {
        // From the base address rather than a slice: a debug build pays for every generic step.
        guard let base = ids.baseAddress else { return UnsafeBufferPointer(start: nil, count: 0) }
        return UnsafeBufferPointer(start: base + Int(idsStart), count: Int(childCount))
    }

    /// A stack's children's items, where they lie.
    var stackItems: UnsafeBufferPointer<StackItem> {
        UnsafeBufferPointer(start: items?.assumingMemoryBound(to: StackItem.self), count: Int(childCount))
    }

    /// A grid's children's items, where they lie.
    var gridItems: UnsafeBufferPointer<GridItem> {
        UnsafeBufferPointer(start: items?.assumingMemoryBound(to: GridItem.self), count: Int(childCount))
    }
}

/// A tree's nodes and containers, and while it is built the children of the containers
/// still open.
struct TreeBuffers {
    var nodes = TreeBuffer<TreeNode>(capacity: 32)
    var stacks = TreeBuffer<Stack>()
    var grids = TreeBuffer<Grid>()
    private var stackItems = TreeArena<StackItem>()
    private var gridItems = TreeArena<GridItem>()
    /// Each container's children's ids, in order, next to each other.
    var childIDs = TreeBuffer<Int32>(capacity: 32)

    // While building: the children added so far to the containers still open, theirs on
    // top of their parents'.
    private var pendingStackItems = TreeBuffer<StackItem>()
    private var pendingGridItems = TreeBuffer<GridItem>()
    private var pendingIDs = TreeBuffer<Int32>(capacity: 32)
    /// The container whose build closure is running: only its builder adds (one kept past
    /// its closure adds nothing); -1 once the root is closed.
    private(set) var innermost: Int32 = -1
    /// How many times the tree was built in this storage: a builder kept from an earlier
    /// build adds nothing to a later one.
    private(set) var generation: UInt32 = 0
    /// How many leaves are measured with content.
    private var measuredLeaves = 0

    /// Whether some leaf is measured with content.
    var hasMeasuredLeaves: Bool { measuredLeaves > 0 }

    /// Storage with room for a small tree, so that one grows its buffers rarely.
    init() {}

    /// Empties the buffers, keeping their memory, and opens `root` as the new tree's root.
    mutating func reset(root: TreeContainer) -> OpenContainer {
        nodes.removeAll()
        stacks.removeAll()
        grids.removeAll()
        stackItems.removeAll()
        gridItems.removeAll()
        childIDs.removeAll()
        pendingStackItems.removeAll()
        pendingGridItems.removeAll()
        pendingIDs.removeAll()
        generation &+= 1
        measuredLeaves = 0
        innermost = 0
        nodes.append(TreeNode(kind: root.kind, parent: -1, index: store(root), subtreeEnd: 1))
        return OpenContainer(id: 0, generation: generation, itemsStart: 0, idsStart: 0)
    }

    /// A container still being built: where its children start on the pending stacks.
    struct OpenContainer {
        let id: Int32
        let generation: UInt32
        let itemsStart: Int
        let idsStart: Int
    }

    /// Adds a child placed by a stack item to the open container `parent`: a leaf (`kind`
    /// `.leaf`, or `.measured`) or a container (opened by `open`, its container index as
    /// `index`), with its content index as `content` (-1: none). Returns the child's id, or
    /// -1 (with a warning) when `parent`'s builder is used outside its closure.
    mutating func add(
        _ item: StackItem, kind: TreeNode.Kind, index: Int32 = 0, content: Int32 = -1, to parent: OpenContainer
    ) -> Int32 {
        guard parent.id == innermost, parent.generation == generation else { return Self.refused(parent) }
        // A container, or a leaf measured with content, is measured; a plain leaf never is.
        var item = item
        item.measuresContent = kind != .leaf
        pendingStackItems.append(item)
        if _slowPath(!item.lengths.isPlain) { noteMoves(item.flexFields, in: parent) }
        return addNode(kind: kind, index: index, content: content, to: parent)
    }

    /// `add` for a child placed by a grid item.
    mutating func add(
        _ item: GridItem, kind: TreeNode.Kind, index: Int32 = 0, content: Int32 = -1, to parent: OpenContainer
    ) -> Int32 {
        guard parent.id == innermost, parent.generation == generation else { return Self.refused(parent) }
        var item = item
        item.measuresContent = kind != .leaf
        pendingGridItems.append(item)
        if _slowPath(!item.lengths.isPlain) { noteMoves(item.flexFields, in: parent) }
        return addNode(kind: kind, index: index, content: content, to: parent)
    }

    /// Marks `parent` as a container whose children are not all in the flow where they lie,
    /// when a child's `fields` say so.
    private mutating func noteMoves(_ fields: FlexFields, in parent: OpenContainer) {
        guard !fields.isDisjoint(with: [.absolute, .offsets]) else { return }
        nodes[Int(parent.id)].movesChildren = true
    }

    /// -1, the id of a child its builder could not add, after a warning that says why (while
    /// someone listens): the builder of `container` was used outside its build closure.
    @inline(never)
    static func refused(_ container: OpenContainer) -> Int32 {
        guard Pin.isListening else { return -1 }
        Pin.deliver([
            .notApplied(
                .ignored, "LayoutTree[\(container.id)].add",
                "its builder was used outside its build closure (after it returned, or inside a nested "
                    + "container's closure, whose own builder adds there); the child is not added and add returns -1"
            )
        ])
        return -1
    }

    private mutating func addNode(kind: TreeNode.Kind, index: Int32, content: Int32, to parent: OpenContainer)
        -> Int32
    {
        let id = Int32(truncatingIfNeeded: nodes.count)
        if kind == .measured { measuredLeaves += 1 }
        pendingIDs.append(id)
        nodes.append(TreeNode(kind: kind, parent: parent.id, index: index, subtreeEnd: id + 1, content: content))
        return id
    }

    /// Adds a container child placed by a stack item, tagged with content index `content`
    /// (-1: none), and opens it (nil once the tree is built). The item carries the
    /// container's padding on the parent's main axis, which its shrinking is not weighted by.
    /// A scroll container's automatic minimum size is its padding (CSS's 0 for its content
    /// box): it may shrink below its content, not below its padding.
    mutating func open(
        _ container: TreeContainer, as item: StackItem, content: Int32 = -1, in parent: OpenContainer
    ) -> OpenContainer? {
        guard parent.id == innermost, parent.generation == generation else {
            return opened(container, id: Self.refused(parent))
        }
        var item = item
        if nodes[Int(parent.id)].kind == .stack {
            item.nestedPadding = container.padding(along: stacks[nodes[Int(parent.id)].containerIndex].axis)
        }
        container.setAutomaticMinimum(of: &item)
        return opened(
            container, id: add(item, kind: container.kind, index: store(container), content: content, to: parent))
    }

    /// Adds a container child placed by a grid item, tagged with content index `content`
    /// (-1: none), and opens it (nil once the tree is built).
    mutating func open(
        _ container: TreeContainer, as item: GridItem, content: Int32 = -1, in parent: OpenContainer
    ) -> OpenContainer? {
        guard parent.id == innermost, parent.generation == generation else {
            return opened(container, id: Self.refused(parent))
        }
        var item = item
        container.setAutomaticMinimum(of: &item)
        return opened(
            container, id: add(item, kind: container.kind, index: store(container), content: content, to: parent))
    }

    private mutating func opened(_ container: TreeContainer, id: Int32) -> OpenContainer? {
        guard id >= 0 else { return nil }
        innermost = id
        return OpenContainer(
            id: id, generation: generation,
            itemsStart: container.kind == .stack ? pendingStackItems.count : pendingGridItems.count,
            idsStart: pendingIDs.count)
    }

    /// Closes `container`: its children move from the pending stacks to the buffers.
    mutating func close(_ container: OpenContainer) {
        guard container.id == innermost, container.generation == generation else { return }
        let id = Int(container.id)
        let count = pendingIDs.count - container.idsStart
        nodes[id].childCount = Int32(count)
        nodes[id].idsStart = Int32(childIDs.count)
        nodes[id].subtreeEnd = Int32(nodes.count)
        childIDs.moveAppend(from: &pendingIDs, start: container.idsStart)
        if nodes[id].kind == .stack {
            nodes[id].items = UnsafeRawPointer(
                stackItems.moveBlock(from: &pendingStackItems, start: container.itemsStart))
        } else {
            nodes[id].items = UnsafeRawPointer(
                gridItems.moveBlock(from: &pendingGridItems, start: container.itemsStart))
        }
        // Once the root is closed the pending buffers are empty; they keep their memory for
        // the next build in this storage.
        innermost = nodes[id].parent
    }

    /// Frees every buffer.
    mutating func deallocate() {
        nodes.deallocate()
        stacks.deallocate()
        grids.deallocate()
        stackItems.deallocate()
        gridItems.deallocate()
        childIDs.deallocate()
        pendingStackItems.deallocate()
        pendingGridItems.deallocate()
        pendingIDs.deallocate()
    }

    private mutating func store(_ container: TreeContainer) -> Int32 {
        switch container {
        case .stack(let stack):
            stacks.append(stack)
            return Int32(stacks.count - 1)
        case .grid(let grid):
            grids.append(grid)
            return Int32(grids.count - 1)
        }
    }
}

/// A container node's own description.
enum TreeContainer {
    case stack(Stack)
    case grid(Grid)

    var kind: TreeNode.Kind {
        switch self {
        case .stack: .stack
        case .grid: .grid
        }
    }

    /// A scroll container's automatic minimum size as an item, set where the item gives none:
    /// its padding (CSS's 0 for its content box; a box is never smaller than its padding). A
    /// container that does not clip keeps its content-based minimum.
    func setAutomaticMinimum(of item: inout some ContainerItem) {
        guard clips else { return }
        if item.minWidth == nil { item.minWidth = .points(padding(along: .horizontal)) }
        if item.minHeight == nil { item.minHeight = .points(padding(along: .vertical)) }
    }

    /// Whether it is a scroll container (clips its children).
    var clips: Bool {
        switch self {
        case .stack(let stack): stack.overflow.clips
        case .grid(let grid): grid.overflow.clips
        }
    }

    /// Its padding on `axis`, both sides, as it lays out (a side that is not a finite number
    /// ≥ 0 counts as 0).
    func padding(along axis: StackAxis) -> Double {
        let padding =
            switch self {
            case .stack(let stack): stack.padding
            case .grid(let grid): grid.padding
            }
        return axis == .horizontal
            ? nonNegative(padding.left) + nonNegative(padding.right)
            : nonNegative(padding.top) + nonNegative(padding.bottom)
    }
}

/// An item a container can be placed by: ``StackItem`` or ``GridItem``, whose minimum sizes
/// a scroll container sets.
protocol ContainerItem {
    var minWidth: Dimension? { get set }
    var minHeight: Dimension? { get set }
}

extension StackItem: ContainerItem {}
extension GridItem: ContainerItem {}
