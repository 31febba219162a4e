extension LayoutTree where Content: Hashable {
    /// ``frames(in:wrapping:measure:fileID:line:)`` with measure answers kept in `cache`
    /// across layouts: `measure` is called only for a content and proposal the cache does not
    /// hold. The frames are those laid out without a cache, whatever the cache held before
    /// (the measure function is taken to answer the same for the same content and proposal).
    ///
    ///     var cache = MeasureCache<String>()
    ///     let tree = LayoutTree<String>(.vertical()) { column in column.add(StackItem(), content: "Hi") }
    ///     let measure = { (text: String, _: Size) in Size(width: 8 * Double(text.count), height: 10) }
    ///     _ = tree.frames(in: Frame(width: 100, height: 0), wrapping: .vertically, cache: &cache, measure: measure)
    ///     _ = tree.frames(in: Frame(width: 100, height: 0), wrapping: .vertically, cache: &cache, measure: measure)
    ///     cache.hits == cache.misses   // true: the second layout measured nothing
    @inlinable
    public func frames(
        in container: Frame, wrapping: WrapType? = nil, cache: inout MeasureCache<Content>,
        measure: (_ content: Content, _ proposal: Size) -> Size, fileID: StaticString = #fileID, line: UInt = #line
    ) -> [Frame] {
        var frames: [Frame] = []
        self.frames(
            in: container, wrapping: wrapping, cache: &cache, into: &frames, measure: measure, fileID: fileID,
            line: line)
        return frames
    }

    /// ``frames(in:wrapping:cache:measure:fileID:line:)`` written into `frames` (resized to
    /// `count`, its memory kept): the render loop's form. A tree rebuilt with the same shape
    /// every frame and laid out this way, with a cache large enough for its leaves, allocates
    /// nothing and measures only what the cache does not hold.
    ///
    ///     var (tree, cache, frames) = (LayoutTree<String>(.vertical()) { _ in }, MeasureCache<String>(), [Frame]())
    ///     for _ in 0..<60 {
    ///         tree.rebuild(.vertical(spacing: 8)) { column in column.add(StackItem(), content: "Hi") }
    ///         tree.frames(in: Frame(width: 100, height: 0), wrapping: .vertically, cache: &cache, into: &frames) {
    ///             text, _ in Size(width: 8 * Double(text.count), height: 10)
    ///         }
    ///     }
    ///     cache.hits == 59 * cache.misses   // true: measured in the first frame only
    ///
    /// - Complexity: No allocation once the tree, the array and the cache have grown to the
    ///   tree's size.
    @inlinable
    public func frames(
        in container: Frame, wrapping: WrapType? = nil, cache: inout MeasureCache<Content>,
        into frames: inout [Frame], measure: (_ content: Content, _ proposal: Size) -> Size,
        fileID: StaticString = #fileID, line: UInt = #line
    ) {
        // Through a pointer: the call's scratch memory and the answers are used at once.
        withUnsafeMutablePointer(to: &cache) { cache in
            contents.withUnsafeBufferPointer { contents in
                layOut(
                    in: container, wrapping: wrapping, fileID: fileID, line: line,
                    scratch: cache.pointer(to: \.scratch),
                    into: &frames
                ) { cache.pointee.answer(for: contents[$0], $1, measure) }
            }
        }
    }

    /// ``size(fitting:measure:fileID:line:)`` with measure answers kept in `cache` across
    /// layouts.
    ///
    ///     var cache = MeasureCache<String>()
    ///     let row = LayoutTree<String>(.horizontal(spacing: 8)) { row in row.add(StackItem(), content: "OK") }
    ///     row.size(fitting: Size(width: .infinity, height: .infinity), cache: &cache) { text, _ in
    ///         Size(width: 8 * Double(text.count), height: 10)
    ///     }
    ///     // (width: 16, height: 10), its answers kept in the cache
    @inlinable
    public func size(
        fitting proposal: Size, cache: inout MeasureCache<Content>,
        measure: (_ content: Content, _ proposal: Size) -> Size, fileID: StaticString = #fileID, line: UInt = #line
    ) -> Size {
        withUnsafeMutablePointer(to: &cache) { cache in
            contents.withUnsafeBufferPointer { contents in
                size(fitting: proposal, fileID: fileID, line: line, scratch: cache.pointer(to: \.scratch)) {
                    cache.pointee.answer(for: contents[$0], $1, measure)
                }
            }
        }
    }
}
