// The one walk behind a laid-out tree's queries (what to draw, what was hit, how far a
// container scrolls): nodes in id order, which is paint order, with a stack of scopes. A
// query opens a scope at a node (a clip, a sum it gathers) for a run of ids; the walk skips
// a subtree by jumping to its end id, and when the run ends it hands the scope back to the
// query and goes on after the node's subtree. Nothing recurses, so a tree of any depth is
// walked in a constant amount of machine stack.

/// A walk over a tree's nodes in id order: `Scope` is what a query keeps for the nodes below
/// a node it opened.
struct TreeWalk<Scope> {
    /// What the walk does after visiting a node.
    enum Step {
        /// On to the next id: the node's children, if it has any, are walked in the current
        /// scope.
        case next
        /// Past the node's subtree.
        case skip
        /// Opens `scope` for the ids `first..<end` (the node's children, or a run of them);
        /// after them the walk goes on past the node's subtree.
        case open(Scope, first: Int, end: Int)
    }

    /// An open scope: the ids it covers end at `end`, and the walk then goes on at `resume`.
    private struct Entry {
        var scope: Scope
        var end: Int
        var resume: Int
    }

    let nodes: UnsafeBufferPointer<TreeNode>

    /// Walks the nodes from `start` to the end of its subtree. `visit(id, scope)` is called
    /// for each node the walk reaches, with the innermost open scope (`outer` when none is
    /// open), and says where to go next; `close(scope, outer)` is called as each opened
    /// scope ends, with the scope around it.
    func walk(
        from start: Int, in outer: inout Scope, visit: (Int, inout Scope) -> Step,
        close: (Scope, inout Scope) -> Void = { _, _ in }
    ) {
        guard nodes.indices.contains(start) else { return }
        let last = Int(nodes[start].subtreeEnd)
        var open: [Entry] = []
        var id = start
        while true {
            // Scopes whose run is over close, innermost first.
            while let top = open.last, id >= top.end {
                open.removeLast()
                id = Swift.max(id, top.resume)
                if open.isEmpty {
                    close(top.scope, &outer)
                } else {
                    close(top.scope, &open[open.count - 1].scope)
                }
            }
            guard id < last else { return }
            let step =
                open.isEmpty ? visit(id, &outer) : visit(id, &open[open.count - 1].scope)
            switch step {
            case .next:
                id += 1
            case .skip:
                id = Int(nodes[id].subtreeEnd)
            case .open(let scope, let first, let end):
                let resume = Int(nodes[id].subtreeEnd)
                guard first < end else {
                    // Nothing to walk in it: it closes at once.
                    if open.isEmpty {
                        close(scope, &outer)
                    } else {
                        close(scope, &open[open.count - 1].scope)
                    }
                    id = resume
                    continue
                }
                open.append(Entry(scope: scope, end: end, resume: resume))
                id = first
            }
        }
    }
}

/// A rectangle by its edges, any of which may be infinite: the clip a node is cut to.
struct ClipBox: Equatable {
    var minX: Double
    var minY: Double
    var maxX: Double
    var maxY: Double

    /// No clip at all.
    static var unbounded: ClipBox { ClipBox(minX: -.infinity, minY: -.infinity, maxX: .infinity, maxY: .infinity) }

    init(minX: Double, minY: Double, maxX: Double, maxY: Double) {
        (self.minX, self.minY, self.maxX, self.maxY) = (minX, minY, maxX, maxY)
    }

    /// The box of `rect` (an infinite width or height reaches to infinity, whatever the origin).
    init(_ rect: Rect) {
        func far(_ origin: Double, _ length: Double) -> Double {
            length == .infinity ? .infinity : origin + length
        }
        self.init(minX: rect.x, minY: rect.y, maxX: far(rect.x, rect.width), maxY: far(rect.y, rect.height))
    }

    /// The part both boxes cover (empty boxes have a far edge at or before the near one).
    func intersection(_ other: ClipBox) -> ClipBox {
        ClipBox(
            minX: larger(minX, other.minX), minY: larger(minY, other.minY), maxX: smaller(maxX, other.maxX),
            maxY: smaller(maxY, other.maxY))
    }

    /// The least box holding both.
    func union(_ other: ClipBox) -> ClipBox {
        ClipBox(
            minX: smaller(minX, other.minX), minY: smaller(minY, other.minY), maxX: larger(maxX, other.maxX),
            maxY: larger(maxY, other.maxY))
    }

    /// Whether the box covers some area.
    var hasArea: Bool { minX < maxX && minY < maxY }

    /// Whether `point` is inside: left and top edges in, right and bottom edges out.
    func contains(_ point: Point) -> Bool { minX <= point.x && point.x < maxX && minY <= point.y && point.y < maxY }

    /// The box as a rect.
    var rect: Rect { Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY) }

    /// Its extent on one axis.
    func span(horizontal: Bool) -> (low: Double, high: Double) { horizontal ? (minX, maxX) : (minY, maxY) }
}
