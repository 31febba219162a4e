/// Where a tree's builders keep the contents of its measured leaves: the tree's own array,
/// reached through a pointer while the tree is built (the one part of a tree that is
/// generic, kept apart so that its nodes are not). A builder kept past its build adds
/// nothing, so it never reaches the array after.
struct TreeContents<Content> {
    let values: UnsafeMutablePointer<[Content]>

    /// Adds a measured leaf's content; returns its index.
    func store(_ content: Content) -> Int32 {
        values.pointee.append(content)
        return Int32(truncatingIfNeeded: values.pointee.count - 1)
    }
}
