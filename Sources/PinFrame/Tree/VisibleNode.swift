/// A node to draw, as ``LayoutTree/visibleNodes(within:in:)`` lists it: its id and the rect
/// (in the coordinates of `absoluteRect`) its drawing must be clipped to, the viewport cut by
/// every clipping ancestor.
///
///     let node = VisibleNode(id: 3, clip: Rect(x: 0, y: 0, width: 320, height: 480))
///     node.clip.height   // 480
public struct VisibleNode: Hashable, Sendable {
    /// The node's id.
    public var id: Int
    /// The rect to clip its drawing to, in absolute coordinates.
    public var clip: Rect

    /// A node to draw and its clip.
    ///
    ///     VisibleNode(id: 1, clip: Rect(x: 0, y: 0, width: 10, height: 10)).id   // 1
    public init(id: Int, clip: Rect) {
        self.id = id
        self.clip = clip
    }
}
