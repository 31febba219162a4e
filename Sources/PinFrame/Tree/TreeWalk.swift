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
    struct Entry {
        var scope: Scope
        var end: Int
        var resume: Int
    }

    /// The open scopes, innermost last: in `room` (memory the walk lends, uninitialised) while
    /// they fit, then in `spilled`.
    struct ScopeStack {
        private let base: UnsafeMutablePointer<Entry>?
        /// How many fit in the room (0 when it has no memory).
        private let capacity: Int
        private(set) var count = 0
        private var spilled: [Entry] = []

        init(room: UnsafeMutableBufferPointer<Entry>) {
            base = room.baseAddress
            capacity = base == nil ? 0 : room.count
        }

        var isEmpty: Bool { count == 0 }

        var last: Entry? {
            guard count > 0 else { return nil }
            if count <= capacity, let base { return base[count - 1] }
            return spilled.last
        }

        mutating func append(_ entry: Entry) {
            if count < capacity, let base {
                (base + count).initialize(to: entry)
            } else {
                spilled.append(entry)
            }
            count += 1
        }

        mutating func removeLast() {
            guard count > 0 else { return }
            count -= 1
            if count < capacity, let base {
                (base + count).deinitialize(count: 1)
            } else {
                spilled.removeLast()
            }
        }

        /// Runs `body` on the innermost scope, in place (the stack is not empty).
        mutating func withTop<Result>(_ body: (inout Entry) -> Result) -> Result {
            if count <= capacity, let base { return body(&base[count - 1]) }
            return body(&spilled[spilled.count - 1])
        }

        /// Empties the stack (the room's entries deinitialised).
        mutating func removeAll() {
            while count > 0 { removeLast() }
        }
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
        // The open scopes on the machine stack while they are few (a query then allocates
        // nothing for them), in an array past that.
        withUnsafeTemporaryAllocation(of: Entry.self, capacity: Self.scopesInPlace) { room in
            var open = ScopeStack(room: room)
            defer { open.removeAll() }
            walk(from: start, in: &outer, open: &open, visit: visit, close: close)
        }
    }

    /// How many open scopes are kept on the machine stack before an array holds them: as
    /// many as fit in 1 KB, the most a temporary allocation takes from the stack (beyond, it
    /// takes the heap's).
    static var scopesInPlace: Int { Swift.max(1, 1_024 / MemoryLayout<Entry>.stride) }

    private func walk(
        from start: Int, in outer: inout Scope, open: inout ScopeStack, visit: (Int, inout Scope) -> Step,
        close: (Scope, inout Scope) -> Void
    ) {
        let last = Int(nodes[start].subtreeEnd)
        var id = start
        while true {
            // Scopes whose run is over close, innermost first.
            while let top = open.last, id >= top.end {
                open.removeLast()
                id = Swift.max(id, top.resume)
                if open.isEmpty {
                    close(top.scope, &outer)
                } else {
                    open.withTop { close(top.scope, &$0.scope) }
                }
            }
            guard id < last else { return }
            let step = open.isEmpty ? visit(id, &outer) : open.withTop { visit(id, &$0.scope) }
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
                        open.withTop { close(scope, &$0.scope) }
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
