/// Adds the children of a grid node in a ``LayoutTree``, each placed in that grid as a
/// ``GridItem``: the same ways as ``StackChildren``, each returning the child's node id.
///
///     let table = LayoutTree(Grid(columns: [.points(60), .fraction(1)], columnSpacing: 8)) { grid in
///         grid.add(GridItem(height: 20))                          // 1
///         grid.add(.horizontal(), as: GridItem()) { row in        // 2
///             row.add(StackItem(width: 30, height: 30))           // 3
///         }
///     }
///     table.frames(in: Frame(width: 200, height: 100)).map(\.rect)
///     // (0, 0, 200, 100), (0, 0, 60, 20), (68, 0, 132, 100), (0, 0, 30, 30)
public struct GridChildren<Content> {
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
    ///     grid.add(GridItem(width: 32, height: 32))
    @discardableResult
    public mutating func add(_ item: GridItem) -> Int {
        Int(storage.buffers.pointee.add(item, kind: .leaf, to: container))
    }

    /// Adds a leaf that the tree's measure function sizes, handed `content`. Returns its
    /// node id.
    ///
    ///     grid.add(GridItem(), content: "Name")
    @discardableResult
    public mutating func add(_ item: GridItem, content: Content) -> Int {
        // Refused before its content is kept.
        guard storage.isOpen(container) else { return Int(TreeBuffers.refused(container)) }
        let index = contents.store(content)
        return Int(storage.buffers.pointee.add(item, kind: .measured, content: index, to: container))
    }

    /// Adds a leaf sized by `item` alone, as `add(_:)` does, that carries `tag` for drawing
    /// (``LayoutTree/content(of:)`` gives it back). Returns its node id.
    ///
    ///     let tile = grid.add(GridItem(aspectRatio: 1), tag: "photo 3")
    @discardableResult
    public mutating func add(_ item: GridItem, tag: Content) -> Int {
        guard let index = storage.store(tag, in: contents, for: container) else { return -1 }
        return Int(storage.buffers.pointee.add(item, kind: .leaf, content: index, to: container))
    }

    /// Adds a nested stack, placed in this grid as `item`, whose children `build` adds at
    /// once; its auto sizes come from them. Returns its node id.
    ///
    ///     grid.add(.vertical(), as: GridItem(columnStart: .line(2))) { column in column.add(StackItem(height: 20)) }
    @discardableResult
    public mutating func add(
        _ stack: Stack, as item: GridItem = GridItem(), build: (inout StackChildren<Content>) -> Void
    ) -> Int {
        guard let open = storage.open(stack, as: item, in: container) else { return -1 }
        storage.build(open, contents, build)
        return Int(open.id)
    }

    /// Adds a nested grid, placed in this grid as `item`, whose children `build` adds at
    /// once. Returns its node id.
    ///
    ///     grid.add(Grid(columns: [.fraction(1)]), as: GridItem()) { inner in inner.add(GridItem(height: 10)) }
    @discardableResult
    public mutating func add(
        _ grid: Grid, as item: GridItem = GridItem(), build: (inout GridChildren<Content>) -> Void
    ) -> Int {
        guard let open = storage.open(grid, as: item, in: container) else { return -1 }
        storage.build(open, contents, build)
        return Int(open.id)
    }

    /// Adds a nested stack, as `add(_:as:build:)` does, that carries `tag` for drawing.
    /// Returns its node id.
    ///
    ///     grid.add(.horizontal(), tag: "header") { row in row.add(StackItem(width: 20, height: 20)) }
    @discardableResult
    public mutating func add(
        _ stack: Stack, as item: GridItem = GridItem(), tag: Content, build: (inout StackChildren<Content>) -> Void
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
    ///     grid.add(Grid(columns: [.fraction(1)]), tag: "inner") { inner in inner.add(GridItem(height: 20)) }
    @discardableResult
    public mutating func add(
        _ grid: Grid, as item: GridItem = GridItem(), tag: Content, build: (inout GridChildren<Content>) -> Void
    ) -> Int {
        guard let index = storage.store(tag, in: contents, for: container),
            let open = storage.open(grid, as: item, content: index, in: container)
        else { return -1 }
        storage.build(open, contents, build)
        return Int(open.id)
    }
}
