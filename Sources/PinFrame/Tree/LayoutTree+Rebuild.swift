extension LayoutTree {
    /// Builds the tree anew in this value's storage, as `init` would build it with the same
    /// closure (the same ids, the same frames), keeping the memory it has: a render loop that
    /// keeps one tree and rebuilds it every frame allocates nothing once the tree has grown.
    /// A copy of the tree made before keeps the old tree; this one first makes storage of its
    /// own.
    ///
    ///     var tree = LayoutTree<String>(.vertical()) { _ in }
    ///     for titles in [["A"], ["A", "B"]] {
    ///         tree.rebuild(.vertical(spacing: 4)) { column in
    ///             for title in titles { column.add(StackItem(), content: title) }
    ///         }
    ///     }
    ///     tree.count   // 3
    ///
    /// - Complexity: O(*n*) in the nodes built, with no allocation once the storage has
    ///   held a tree as large.
    public mutating func rebuild(_ root: Stack, build: (inout StackChildren<Content>) -> Void) {
        rebuild(.stack(root)) { storage, root, contents in storage.build(root, contents, build) }
    }

    /// Builds the tree anew with a grid as its root, in this value's storage; see
    /// ``rebuild(_:build:)-(Stack,_)``.
    ///
    ///     var table = LayoutTree<String>(.vertical()) { _ in }
    ///     table.rebuild(Grid(columns: [.auto, .fraction(1)])) { grid in
    ///         grid.add(GridItem(), content: "Name")
    ///         grid.add(GridItem(), content: "Ada")
    ///     }
    ///     table.count   // 3
    public mutating func rebuild(_ root: Grid, build: (inout GridChildren<Content>) -> Void) {
        rebuild(.grid(root)) { storage, root, contents in storage.build(root, contents, build) }
    }

    /// Empties the storage (made anew if another copy shares it) and the contents, keeping
    /// their memory, opens `root` and runs `build` on it.
    private mutating func rebuild(
        _ root: TreeContainer, _ build: (TreeStorage, TreeBuffers.OpenContainer, TreeContents<Content>) -> Void
    ) {
        if !isKnownUniquelyReferenced(&shared.storage) { shared.storage = .make() }
        let open = shared.buffers.pointee.reset(root: root)
        contents.removeAllKeepingCapacity()
        withUnsafeMutablePointer(to: &contents) { build(shared.storage, open, TreeContents(values: $0)) }
    }
}
