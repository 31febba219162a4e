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

    @Test("Clip boxes: infinite sides stay infinite; edges in and out")
    func clipBoxes() {
        let box = ClipBox(Rect(x: 10, y: 10, width: .infinity, height: 20))
        #expect(box.maxX == .infinity)
        #expect(box.contains(Point(x: 10, y: 10)))
        #expect(!box.contains(Point(x: 10, y: 30)))
        let cut = box.intersection(ClipBox(Rect(x: 0, y: 25, width: 50, height: 50)))
        #expect(cut.rect == Rect(x: 10, y: 25, width: 40, height: 5))
        #expect(!cut.intersection(ClipBox(Rect(x: 50, y: 0, width: 10, height: 100))).hasArea)
        #expect(ClipBox.unbounded.contains(Point(x: -1e300, y: 1e300)))
    }
}
