/// The contents of a tree's measured leaves, in the order they were added: the one part of a
/// tree that is generic, kept apart so that its nodes are not. Shared by the builders of
/// every level, as the storage is.
final class TreeContents<Content> {
    var values: [Content] = []

    /// Adds a measured leaf's content; returns its index.
    func store(_ content: Content) -> Int32 {
        values.append(content)
        return Int32(truncatingIfNeeded: values.count - 1)
    }
}
