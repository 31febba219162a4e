import Testing

@testable import PinFrame

@Suite("The walk behind the queries (TreeWalk.swift)")
struct TreeWalkTests {
    /// 0: a column of [1: a row of (2, 3), 4: a row of (5: a column of (6), 7), 8].
    static let tree = LayoutTree(.vertical()) { column in
        column.add(.horizontal()) { row in
            row.add(StackItem())
            row.add(StackItem())
        }
        column.add(.horizontal()) { row in
            row.add(.vertical()) { inner in inner.add(StackItem()) }
            row.add(StackItem())
        }
        column.add(StackItem())
    }

    static func walk(_ step: (Int) -> TreeWalk<[Int]>.Step) -> (visited: [Int], closed: [[Int]]) {
        var visited: [Int] = []
        var closed: [[Int]] = []
        var outer: [Int] = []
        TreeWalk<[Int]>(nodes: tree.shared.buffers.pointee.nodes.elements).walk(
            from: 0, in: &outer,
            visit: { id, scope in
                visited.append(id)
                scope.append(id)
                return step(id)
            },
            close: { scope, _ in closed.append(scope) })
        return (visited, closed)
    }

    @Test("Every node in id order when each step is next; a skip passes over the subtree")
    func nextAndSkip() {
        #expect(Self.walk { _ in .next }.visited == Array(0..<9))
        #expect(Self.walk { $0 == 4 ? .skip : .next }.visited == [0, 1, 2, 3, 4, 8])
    }

    @Test("A scope opened for a run of children sees them, closes after the run, and the walk goes on past the node")
    func scopes() {
        // Node 4 opens a scope for its first child's subtree only (5 and 6): 7 is passed over.
        let (visited, closed) = Self.walk { $0 == 4 ? .open([], first: 5, end: 7) : .next }
        #expect(visited == [0, 1, 2, 3, 4, 5, 6, 8])
        #expect(closed == [[5, 6]])
        // An empty run closes at once.
        let empty = Self.walk { $0 == 1 ? .open([], first: 2, end: 2) : .next }
        #expect(empty.visited == [0, 1, 4, 5, 6, 7, 8])
        #expect(empty.closed == [[]])
    }

    /// `depth` containers, each the only child of the one before, around a leaf 300 wide and
    /// 10 high.
    static func nested(_ depth: Int, _ container: Stack, in children: inout StackChildren<Never>) {
        guard depth > 0 else {
            children.add(StackItem(width: 300, height: 10))
            return
        }
        children.add(container) { nested(depth - 1, container, in: &$0) }
    }

    @Test("Scopes deeper than the walk keeps on the machine stack go on in an array")
    func deepScopes() {
        // 60 clipping columns: each opens a clip scope, far more than fit in place.
        let clipping = LayoutTree(.vertical(verticalOverflow: .clip)) {
            Self.nested(60, .vertical(verticalOverflow: .clip), in: &$0)
        }
        let frames = clipping.frames(in: Frame(width: 100, height: 100))
        let screen = Rect(x: 0, y: 0, width: 200, height: 200)
        let visible = clipping.visibleNodes(within: screen, in: frames)
        #expect(visible.map(\.id) == Array(0..<62))
        // Below the root every clip is the root's frame cut to the first column's: 100 × 10.
        #expect(visible.last?.clip == Rect(x: 0, y: 0, width: 100, height: 10))
        #expect(clipping.node(at: Point(x: 50, y: 5), in: frames) == 61)
        #expect(clipping.node(at: Point(x: 150, y: 5), in: frames) == nil)
        // 60 columns that do not clip: each opens a reach scope; the leaf sticks out of them all.
        let visibleColumns = LayoutTree(.vertical(verticalOverflow: .scroll)) {
            Self.nested(60, .vertical(), in: &$0)
        }
        let reach = visibleColumns.contentSize(of: 0, in: visibleColumns.frames(in: Frame(width: 100, height: 100)))
        #expect(reach == Size(width: 300, height: 100))
    }
}
