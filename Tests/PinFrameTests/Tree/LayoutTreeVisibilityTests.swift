import Testing

@testable import PinFrame

@Suite("What to draw and what was hit (LayoutTree+Visibility.swift)", .quietLog)
struct LayoutTreeVisibilityTests {
    /// 100 cards 20 high in a column 50 high scrolled by 30: card k (id k + 1) runs from
    /// 20k − 30 to 20k − 10.
    static let feed = LayoutTree<Int>(.vertical(verticalOverflow: .scroll, scrollOffset: Point(x: 0, y: 30))) { feed in
        for card in 0..<100 { feed.add(StackItem(height: 20), tag: card) }
    }
    static let feedFrames = feed.frames(in: Frame(width: 100, height: 50))
    static let screen = Rect(x: 0, y: 0, width: 100, height: 50)

    @Test("A scrolled feed lists the cards that share area with the viewport, each clipped to the feed")
    func scrolledFeed() {
        // Cards 1 (−10…10), 2 (10…30) and 3 (30…50); card 0 ends at −10, card 4 starts at 50.
        let visible = Self.feed.visibleNodes(within: Self.screen, in: Self.feedFrames)
        #expect(visible.map(\.id) == [0, 2, 3, 4])
        #expect(visible.allSatisfy { $0.clip == Self.screen })
        #expect(visible.dropFirst().map { Self.feed.content(of: $0.id) } == [1, 2, 3])
        // A band from 25 to 35 of the screen: cards 2 and 3, clipped to the band.
        let band = Rect(x: 0, y: 25, width: 100, height: 10)
        let inBand = Self.feed.visibleNodes(within: band, in: Self.feedFrames)
        #expect(inBand.map(\.id) == [0, 3, 4])
        #expect(inBand.allSatisfy { $0.clip == band })
        // A viewport that misses the feed: nothing, not even the feed.
        #expect(Self.feed.visibleNodes(within: Rect(x: 0, y: 60, width: 100, height: 10), in: Self.feedFrames).isEmpty)
    }

    @Test("Hit tests take left and top edges in, right and bottom edges out, and stop at the clip")
    func edges() {
        let frames = Self.feedFrames
        #expect(Self.feed.node(at: Point(x: 0, y: 0), in: frames) == 2)  // card 1, −10…10
        #expect(Self.feed.node(at: Point(x: 0, y: 10), in: frames) == 3)  // card 2 starts at 10
        #expect(Self.feed.node(at: Point(x: 99.5, y: 49.5), in: frames) == 4)
        #expect(Self.feed.node(at: Point(x: 100, y: 5), in: frames) == nil)  // the feed's right edge
        #expect(Self.feed.node(at: Point(x: 5, y: 50), in: frames) == nil)  // its bottom edge
        // Card 1 reaches up to −10, but the feed cuts it at 0.
        #expect(Self.feed.node(at: Point(x: 5, y: -5), in: frames) == nil)
        #expect(Self.feed.nodes(at: Point(x: 5, y: 15), in: frames) == [3, 0])
        #expect(Self.feed.node(at: Point(x: 5, y: 15), in: frames) { Self.feed.content(of: $0) == nil } == 0)
    }

    @Test("A child sticking out of a visible parent is hit there, and of a clipping parent is not")
    func stickingOut() {
        func tree(_ overflow: Overflow) -> LayoutTree<Never> {
            LayoutTree(.vertical()) { column in
                column.add(.horizontal(horizontalOverflow: overflow), as: StackItem(height: 20)) { row in
                    row.add(StackItem(width: 200))
                }
            }
        }
        let box = Frame(width: 100, height: 100)
        let visible = tree(.visible)
        let visibleFrames = visible.frames(in: box)
        // The leaf runs from 0 to 200; the root and the row end at 100.
        #expect(visible.node(at: Point(x: 150, y: 5), in: visibleFrames) == 2)
        #expect(visible.nodes(at: Point(x: 50, y: 5), in: visibleFrames) == [2, 1, 0])
        let clipped = tree(.clip)
        let clippedFrames = clipped.frames(in: box)
        #expect(clipped.node(at: Point(x: 150, y: 5), in: clippedFrames) == nil)
        #expect(clipped.node(at: Point(x: 50, y: 5), in: clippedFrames) == 2)
        // Drawn within the whole screen: the leaf clipped to the row.
        let screen = Rect(x: 0, y: 0, width: 300, height: 300)
        #expect(
            clipped.visibleNodes(within: screen, in: clippedFrames) == [
                VisibleNode(id: 0, clip: screen), VisibleNode(id: 1, clip: screen),
                VisibleNode(id: 2, clip: Rect(x: 0, y: 0, width: 100, height: 20)),
            ])
        #expect(visible.visibleNodes(within: screen, in: visibleFrames).map(\.clip) == [screen, screen, screen])
    }

    @Test("Of two overlapping siblings the later one is on top; a hidden subtree is neither drawn nor hit")
    func overlapAndHidden() {
        let tree = LayoutTree<String>(Grid(columns: [.points(50)], rows: [.points(50)])) { grid in
            grid.add(GridItem(columnStart: .line(1), rowStart: .line(1)), tag: "under")
            grid.add(GridItem(columnStart: .line(1), rowStart: .line(1)), tag: "over")
            grid.add(.vertical(), as: GridItem(columnStart: .line(1), rowStart: .line(1), isHidden: true)) { column in
                column.add(StackItem(height: 10), tag: "hidden leaf")
            }
        }
        let frames = tree.frames(in: Frame(width: 50, height: 50))
        #expect(tree.node(at: Point(x: 1, y: 1), in: frames) == 2)
        #expect(tree.nodes(at: Point(x: 1, y: 1), in: frames) == [2, 1, 0])
        #expect(tree.node(at: Point(x: 1, y: 1), in: frames) { $0 != 2 } == 1)
        let screen = Rect(x: 0, y: 0, width: 50, height: 50)
        #expect(tree.visibleNodes(within: screen, in: frames).map(\.id) == [0, 1, 2])
        // A hidden node is skipped for its flag, not its rect: "over" marked hidden where it
        // lies, and the hidden column given a rect, its leaf one too.
        var marked = frames
        marked[2].isHidden = true
        marked[3].isHidden = true
        marked[3].rect = Rect(x: 0, y: 0, width: 50, height: 50)
        marked[4].isHidden = false
        marked[4].rect = Rect(x: 0, y: 0, width: 50, height: 10)
        #expect(tree.node(at: Point(x: 1, y: 1), in: marked) == 1)
        #expect(tree.visibleNodes(within: screen, in: marked).map(\.id) == [0, 1])
    }

    @Test("A node of zero size is not drawn, but its children that stick out are")
    func zeroSize() {
        let tree = LayoutTree(.vertical()) { column in
            column.add(.vertical(), as: StackItem(height: 0)) { inner in inner.add(StackItem(height: 30)) }
        }
        let frames = tree.frames(in: Frame(width: 100, height: 100))
        #expect(tree.visibleNodes(within: Rect(x: 0, y: 0, width: 100, height: 100), in: frames).map(\.id) == [0, 2])
    }

    @Test("A scrolled stack in a scrolled stack: clips nest, offsets add up")
    func nestedScrolling() {
        // The outer column scrolls up 10; the row inside it (50 high) scrolls its 60-wide
        // leaves 30 to the left: in absolute terms the row runs from y −10 to 40 and the
        // leaves from x −30, 30 and 90.
        let tree = LayoutTree(.vertical(verticalOverflow: .scroll, scrollOffset: Point(x: 0, y: 10))) { column in
            column.add(
                .horizontal(horizontalOverflow: .scroll, scrollOffset: Point(x: 30, y: 0)), as: StackItem(height: 50)
            ) {
                row in
                for _ in 0..<3 { row.add(StackItem(width: 60)) }
            }
        }
        let frames = tree.frames(in: Frame(width: 100, height: 100))
        #expect(frames[2...].map(\.absoluteRect.x) == [-30, 30, 90])
        let screen = Rect(x: 0, y: 0, width: 100, height: 100)
        let rowClip = Rect(x: 0, y: 0, width: 100, height: 40)
        #expect(
            tree.visibleNodes(within: screen, in: frames) == [
                VisibleNode(id: 0, clip: screen), VisibleNode(id: 1, clip: screen), VisibleNode(id: 2, clip: rowClip),
                VisibleNode(id: 3, clip: rowClip), VisibleNode(id: 4, clip: rowClip),
            ])
        #expect(tree.node(at: Point(x: 95, y: 39), in: frames) == 4)
        #expect(tree.node(at: Point(x: 95, y: 40), in: frames) == 0)  // below the row
    }

    @Test("Right to left, a positive x offset moves a row's children right")
    func rightToLeftScrolling() {
        let tree = LayoutTree(.horizontal(horizontalOverflow: .scroll, scrollOffset: Point(x: 40, y: 0))) { row in
            for _ in 0..<4 { row.add(StackItem(width: 50)) }
        }
        // Unscrolled from the right: 50, 0, −50, −100; moved 40 right.
        let frames = tree.frames(in: Frame(width: 100, height: 20, direction: .rtl))
        #expect(frames[1...].map(\.rect.x) == [90, 40, -10, -60])
        #expect(
            tree.visibleNodes(within: Rect(x: 0, y: 0, width: 100, height: 20), in: frames).map(\.id) == [0, 1, 2, 3])
        #expect(tree.node(at: Point(x: 5, y: 5), in: frames) == 3)
    }

    @Test("Frames that are not the tree's (another count) answer nothing")
    func otherFrames() {
        #expect(Self.feed.visibleNodes(within: Self.screen, in: []).isEmpty)
        #expect(Self.feed.node(at: .zero, in: Array(Self.feedFrames.dropLast())) == nil)
    }
}

extension LayoutTreeVisibilityTests {
    /// A tree's nodes flattened in id order: each one's kind, overflow and parent.
    struct FlatNode {
        var parent: Int
        var clips: Bool
        /// A stack that does not wrap, clips, and has no child that is absolute or moved by
        /// offsets: its children are looked for along `horizontal`.
        var searched: Bool
        var horizontal: Bool
    }

    static func flatten(_ program: TreeProgram) -> [FlatNode] {
        var nodes: [FlatNode] = []
        func visit(_ node: TreeProgramNode, parent: Int) {
            let id = nodes.count
            let (h, v) =
                node.kind == .stack
                ? (node.stack.horizontalOverflow, node.stack.verticalOverflow)
                : (node.grid.horizontalOverflow, node.grid.verticalOverflow)
            let clips = node.kind != .leaf && (h != .visible || v != .visible)
            nodes.append(
                FlatNode(
                    parent: parent,
                    clips: clips,
                    searched: clips && node.kind == .stack && node.stack.wrap == .none
                        && !node.children.contains { child in
                            child.stackItem.position == .absolute || child.stackItem.offsets != Offsets()
                        },
                    horizontal: node.stack.axis == .horizontal))
            for child in node.children { visit(child, parent: id) }
        }
        visit(program.root, parent: -1)
        return nodes
    }

    /// Brute force over the frames, node by node: the ancestors from the root down, the clip
    /// cut by each one that clips, a node inside a clipping stack that does not wrap looked
    /// at only when the child on its path reaches the cut clip along that stack's axis.
    /// `meets(rect, clip)` is the query; the result has each node that is met and its clip.
    static func bruteForce(
        _ nodes: [FlatNode], _ frames: [Frame], start: (minX: Double, minY: Double, maxX: Double, maxY: Double),
        reaches: (_ low: Double, _ high: Double, _ clipLow: Double, _ clipHigh: Double, _ horizontal: Bool) -> Bool,
        meets: (Rect, (minX: Double, minY: Double, maxX: Double, maxY: Double)) -> Bool
    ) -> [(Int, Rect)] {
        typealias Box = (minX: Double, minY: Double, maxX: Double, maxY: Double)
        func box(_ rect: Rect) -> Box {
            (
                rect.x, rect.y, rect.width == .infinity ? .infinity : rect.x + rect.width,
                rect.height == .infinity ? .infinity : rect.y + rect.height
            )
        }
        func cut(_ a: Box, _ b: Box) -> Box {
            (max(a.minX, b.minX), max(a.minY, b.minY), min(a.maxX, b.maxX), min(a.maxY, b.maxY))
        }
        var found: [(Int, Rect)] = []
        nodeLoop: for id in nodes.indices {
            var path = [id]
            while nodes[path[0]].parent >= 0 { path.insert(nodes[path[0]].parent, at: 0) }
            var clip = start
            for (index, ancestor) in path.enumerated() {
                if frames[ancestor].isHidden { continue nodeLoop }
                guard ancestor != id else { break }
                let ancestorBox = box(frames[ancestor].absoluteRect)
                if nodes[ancestor].clips {
                    let inner = cut(clip, ancestorBox)
                    if nodes[ancestor].searched {
                        let child = box(frames[path[index + 1]].absoluteRect)
                        let horizontal = nodes[ancestor].horizontal
                        let reached =
                            horizontal
                            ? reaches(child.minX, child.maxX, inner.minX, inner.maxX, true)
                            : reaches(child.minY, child.maxY, inner.minY, inner.maxY, false)
                        if !reached { continue nodeLoop }
                    }
                    clip = inner
                }
            }
            if meets(frames[id].absoluteRect, clip) {
                found.append(
                    (id, Rect(x: clip.minX, y: clip.minY, width: clip.maxX - clip.minX, height: clip.maxY - clip.minY)))
            }
        }
        return found
    }

    @Test("visibleNodes and the hit tests are brute force over the frames, on 2,000 random trees")
    func againstBruteForce() {
        var generator = ProgramGenerator(source: SeededGenerator(state: 0x5C80_11), hostile: false)
        var checked = 0
        for round in 0..<2_000 {
            let program = generator.treeProgram(maxDepth: 4)
            let tree = program.tree()
            let frames = tree.frames(in: program.containerFrame, wrapping: program.wrapping) {
                TreeProgram.measure($0, $1)
            }
            let nodes = Self.flatten(program)
            guard nodes.count == frames.count else {
                Issue.record("round \(round): \(nodes.count) nodes, \(frames.count) frames")
                return
            }
            let origin = program.containerFrame.absoluteRect.origin
            let viewport = Rect(
                x: origin.x + generator.source.pick([-20, 0, 15, 60]),
                y: origin.y + generator.source.pick([-20, 0, 30]),
                width: generator.source.pick([0, 40, 120, 500]), height: generator.source.pick([10, 80, 500]))
            let expected = Self.bruteForce(
                nodes, frames,
                start: (viewport.x, viewport.y, viewport.x + viewport.width, viewport.y + viewport.height),
                reaches: { low, high, clipLow, clipHigh, _ in high > clipLow && low < clipHigh },
                meets: { rect, clip in
                    max(rect.x, clip.minX) < min(rect.x + rect.width, clip.maxX)
                        && max(rect.y, clip.minY) < min(rect.y + rect.height, clip.maxY)
                })
            let visible = tree.visibleNodes(within: viewport, in: frames)
            if visible.map(\.id) != expected.map(\.0) || visible.map(\.clip) != expected.map(\.1) {
                Issue.record(
                    "round \(round): \(visible.map(\.id)) against \(expected.map(\.0)) in \(viewport)\n\(program.code)")
                return
            }
            for _ in 0..<4 {
                let point = Point(
                    x: origin.x + generator.source.pick([-5, 0, 0.5, 10, 33, 50, 99.5, 160]),
                    y: origin.y + generator.source.pick([-5, 0, 0.5, 10, 20, 45, 99.5]))
                let hits = Self.bruteForce(
                    nodes, frames, start: (-.infinity, -.infinity, .infinity, .infinity),
                    reaches: { low, high, _, _, horizontal in
                        let at = horizontal ? point.x : point.y
                        return low <= at && at < high
                    },
                    meets: { rect, clip in
                        clip.minX <= point.x && point.x < clip.maxX && clip.minY <= point.y && point.y < clip.maxY
                            && rect.x <= point.x && point.x < rect.x + rect.width && rect.y <= point.y
                            && point.y < rect.y + rect.height
                    }
                ).map(\.0)
                let found = tree.nodes(at: point, in: frames)
                if found != hits.reversed() || tree.node(at: point, in: frames) != hits.last {
                    Issue.record(
                        "round \(round): hits \(found) against \(hits.reversed()) at \(point)\n\(program.code)")
                    return
                }
            }
            checked += 1
        }
        #expect(checked == 2_000)
    }
}
