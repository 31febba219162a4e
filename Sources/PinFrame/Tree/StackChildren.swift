/// Adds the children of a stack node in a ``LayoutTree``, each placed in that stack as a
/// ``StackItem``. A build closure gets one and calls `add` once per child, in order; each
/// returns the child's node id (ids run in the order nodes are added, depth first).
///
///     let tree = LayoutTree(.horizontal(spacing: 8)) { row in
///         row.add(StackItem(width: 40, height: 40))   // 1
///         row.add(.vertical(), as: StackItem(grow: 1)) { column in
///             column.add(StackItem(height: 20))        // 3
///         }                                            // 2
///     }
///     tree.frames(in: Frame(width: 200, height: 40)).map(\.rect)
///     // (0, 0, 200, 40), (0, 0, 40, 40), (48, 0, 152, 40), (0, 0, 152, 20)
public struct StackChildren<Content> {
    let storage: TreeStorage
    /// Where measured leaves' contents go.
    let contents: TreeContents<Content>
    let container: TreeBuffers.OpenContainer

    init(_ storage: TreeStorage, _ contents: TreeContents<Content>, container: TreeBuffers.OpenContainer) {
        self.storage = storage
        self.contents = contents
        self.container = container
    }

    /// Adds a leaf sized by `item` alone: its explicit sizes, else its `contentSize` (its
    /// `measuresContent` is ignored in a tree). Returns its node id.
    ///
    ///     row.add(StackItem(width: 32, height: 32))
    @discardableResult
    public mutating func add(_ item: StackItem) -> Int {
        Int(storage.buffers.pointee.add(item, kind: .leaf, to: container))
    }

    /// Adds a leaf that the tree's measure function sizes, handed `content`. Returns its
    /// node id.
    ///
    ///     row.add(StackItem(grow: 1, shrink: 1), content: "A title")
    @discardableResult
    public mutating func add(_ item: StackItem, content: Content) -> Int {
        // Refused before its content is kept.
        guard storage.isOpen(container) else { return Int(TreeBuffers.refused(container)) }
        let index = contents.store(content)
        return Int(storage.buffers.pointee.add(item, kind: .measured, content: index, to: container))
    }

    /// Adds a leaf sized by `item` alone, as `add(_:)` does, that carries `tag` for drawing
    /// (``LayoutTree/content(of:)`` gives it back). Returns its node id.
    ///
    ///     let button = row.add(StackItem(width: 44, height: 44), tag: "close")
    @discardableResult
    public mutating func add(_ item: StackItem, tag: Content) -> Int {
        guard let index = storage.store(tag, in: contents, for: container) else { return -1 }
        return Int(storage.buffers.pointee.add(item, kind: .leaf, content: index, to: container))
    }

    /// Adds a nested stack, placed in this stack as `item`, whose children `build` adds at
    /// once; its auto sizes come from them. Returns its node id.
    ///
    ///     column.add(.horizontal(spacing: 4)) { row in row.add(StackItem(width: 20, height: 20)) }
    @discardableResult
    public mutating func add(
        _ stack: Stack, as item: StackItem = StackItem(), build: (inout StackChildren<Content>) -> Void
    ) -> Int {
        guard let open = storage.open(stack, as: item, in: container) else { return -1 }
        storage.build(open, contents, build)
        return Int(open.id)
    }

    /// Adds a nested grid, placed in this stack as `item`, whose children `build` adds at
    /// once. Returns its node id.
    ///
    ///     column.add(Grid(columns: [.fraction(1), .fraction(1)])) { grid in grid.add(GridItem(height: 20)) }
    @discardableResult
    public mutating func add(
        _ grid: Grid, as item: StackItem = StackItem(), build: (inout GridChildren<Content>) -> Void
    ) -> Int {
        guard let open = storage.open(grid, as: item, in: container) else { return -1 }
        storage.build(open, contents, build)
        return Int(open.id)
    }

    /// Adds a nested stack, as `add(_:as:build:)` does, that carries `tag` for drawing.
    /// Returns its node id.
    ///
    ///     column.add(.horizontal(), tag: "header") { row in row.add(StackItem(width: 20, height: 20)) }
    @discardableResult
    public mutating func add(
        _ stack: Stack, as item: StackItem = StackItem(), tag: Content, build: (inout StackChildren<Content>) -> Void
    ) -> Int {
        guard let index = storage.store(tag, in: contents, for: container),
            let open = storage.open(stack, as: item, content: index, in: container)
        else { return -1 }
        storage.build(open, contents, build)
        return Int(open.id)
    }

    /// Adds a nested grid, as `add(_:as:build:)` does, that carries `tag` for drawing.
    /// Returns its node id.
    ///
    ///     column.add(Grid(columns: [.fraction(1)]), tag: "photos") { grid in grid.add(GridItem(height: 20)) }
    @discardableResult
    public mutating func add(
        _ grid: Grid, as item: StackItem = StackItem(), tag: Content, build: (inout GridChildren<Content>) -> Void
    ) -> Int {
        guard let index = storage.store(tag, in: contents, for: container),
            let open = storage.open(grid, as: item, content: index, in: container)
        else { return -1 }
        storage.build(open, contents, build)
        return Int(open.id)
    }
}

extension TreeStorage {
    // Opening a container and closing it are functions of their own, so that what they keep
    // on the stack is gone before `build` runs: a builder's frame is paid at every level of a
    // deep tree, and in a debug build every temporary of a function has a slot of its own.

    /// Adds `stack` as a child of `parent` placed by `item` and opens it (nil when `parent`'s
    /// builder may not add). One function for each kind of container and item: an autoclosure
    /// that made the container here still cost the builder's frame 288 bytes.
    @inline(never)
    func open(
        _ stack: Stack, as item: StackItem, content: Int32 = -1, in parent: TreeBuffers.OpenContainer
    ) -> TreeBuffers.OpenContainer? {
        buffers.pointee.open(.stack(stack), as: item, content: content, in: parent)
    }

    /// `open(_:as:in:)` for a grid placed by a stack item.
    @inline(never)
    func open(
        _ grid: Grid, as item: StackItem, content: Int32 = -1, in parent: TreeBuffers.OpenContainer
    ) -> TreeBuffers.OpenContainer? {
        buffers.pointee.open(.grid(grid), as: item, content: content, in: parent)
    }

    /// `open(_:as:in:)` for a stack placed by a grid item.
    @inline(never)
    func open(
        _ stack: Stack, as item: GridItem, content: Int32 = -1, in parent: TreeBuffers.OpenContainer
    ) -> TreeBuffers.OpenContainer? {
        buffers.pointee.open(.stack(stack), as: item, content: content, in: parent)
    }

    /// `open(_:as:in:)` for a grid placed by a grid item.
    @inline(never)
    func open(
        _ grid: Grid, as item: GridItem, content: Int32 = -1, in parent: TreeBuffers.OpenContainer
    ) -> TreeBuffers.OpenContainer? {
        buffers.pointee.open(.grid(grid), as: item, content: content, in: parent)
    }

    /// Keeps `tag` among the contents of the tree being built and returns its content index;
    /// nil (after a warning, as `add` gives) when `container`'s builder may not add, so that
    /// a refused child keeps nothing.
    func store<Content>(_ tag: Content, in contents: TreeContents<Content>, for container: TreeBuffers.OpenContainer)
        -> Int32?
    {
        guard isOpen(container) else {
            _ = TreeBuffers.refused(container)
            return nil
        }
        return contents.store(tag)
    }

    /// Closes `container`, built.
    @inline(never)
    func close(_ container: TreeBuffers.OpenContainer) {
        buffers.pointee.close(container)
    }

    /// Runs a stack node's `build` with children that add to this storage, then closes it.
    func build<Content>(
        _ open: TreeBuffers.OpenContainer, _ contents: TreeContents<Content>,
        _ build: (inout StackChildren<Content>) -> Void
    ) {
        var children = StackChildren(self, contents, container: open)
        build(&children)
        close(open)
    }

    /// Runs a grid node's `build` with children that add to this storage, then closes it.
    func build<Content>(
        _ open: TreeBuffers.OpenContainer, _ contents: TreeContents<Content>,
        _ build: (inout GridChildren<Content>) -> Void
    ) {
        var children = GridChildren(self, contents, container: open)
        build(&children)
        close(open)
    }
}
