// Pixels: under a root scale every node's edges are rounded once, in root coordinates, from
// the unrounded layout (left = round(absolute left), width = round(absolute right) −
// round(absolute left)), so that nested frames tile as a browser's do; an item whose side
// follows its aspect ratio keeps its lengths, each rounded from itself. One linear pass in id
// order, after placement: a parent is rounded before its children, which are then measured
// from its rounded frame.

extension TreeBuffers {
    /// Rounds `frames` (the unrounded layout, `frames[0]` the root's frame in `container`'s
    /// parent) to `scale` pixels a point.
    func round(_ frames: UnsafeMutableBufferPointer<Frame>, in container: Frame, scale: Double) {
        guard scale > 0, frames.count == nodes.count, frames.count > 0 else { return }
        // The root, against its container's parent.
        let origin = container.rootRect.origin
        let size = frames[0].rect.size
        let parent = Point(x: origin.x - container.rect.x, y: origin.y - container.rect.y)
        let x = pixelSnapped(origin.x, origin.x + size.width, root: 0, scale: scale, from: parent.x)
        let y = pixelSnapped(origin.y, origin.y + size.height, root: 0, scale: scale, from: parent.y)
        let snapped = Rect(x: x.origin, y: y.origin, width: x.length, height: y.length)
        if snapped.isFinite { frames[0].setLaidOut(snapped) }
        // Plain loops over indices: a debug build pays for every generic step.
        var id = 0
        while id < frames.count {
            if nodes[id].childCount > 0 { roundChildren(of: id, frames, scale: scale) }
            id += 1
        }
    }

    /// Rounds the children of container `id`, whose own frame is rounded: each from its
    /// unrounded frame (which its own children still hold as their parent).
    private func roundChildren(of id: Int, _ frames: UnsafeMutableBufferPointer<Frame>, scale: Double) {
        let node = nodes[id]
        let parent = frames[id]
        let parentOrigin = parent.rootRect.origin
        let start = Int(node.idsStart)
        let isStack = node.kind == .stack
        var index = 0
        while index < Int(node.childCount) {
            let child = Int(childIDs[start + index])
            let unrounded = frames[child]
            var frame = Frame(in: parent)
            if unrounded.isHidden {
                frame.isHidden = true
            } else {
                let low = unrounded.rootRect.origin
                let size = unrounded.rect.size
                let keeps = isStack ? node.stackItems[index].followsRatio : node.gridItems[index].followsRatio
                let x = pixelSnapped(
                    low.x, low.x + size.width, root: 0, scale: scale, from: parentOrigin.x, keepingLength: keeps)
                let y = pixelSnapped(
                    low.y, low.y + size.height, root: 0, scale: scale, from: parentOrigin.y, keepingLength: keeps)
                let rect = Rect(x: x.origin, y: y.origin, width: x.length, height: y.length)
                frame.setLaidOut(rect.isFinite ? rect : .zero)
            }
            frames[child] = frame
            index += 1
        }
    }
}
