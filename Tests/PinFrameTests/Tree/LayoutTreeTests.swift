import Foundation
import PinFrame
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The tree's public API, each rule worked out by hand in the comments: ids, the root and
/// `wrapping`, `size(fitting:)`, nesting, hidden nodes, pixels.
@Suite("LayoutTree (LayoutTree.swift, StackChildren.swift, GridChildren.swift)", .quietLog)
struct LayoutTreeTests {
    @Test("The documentation's card: a header row, wrapped body text, in a column that wraps its height")
    func documentedCard() {
        let card = LayoutTree<String>(.vertical(spacing: 8, padding: EdgeInsets(all: 12))) { card in
            card.add(.horizontal(spacing: 8, alignment: .center)) { header in
                header.add(StackItem(width: 32, height: 32))
                header.add(StackItem(grow: 1, shrink: 1), content: "Title")
            }
            card.add(StackItem(), content: "The body, long enough to wrap")
        }
        #expect(card.count == 5)
        let frames = card.frames(in: Frame(width: 200, height: 0), wrapping: .vertically) { text, proposal in
            wrapped(text, width: proposal.width)
        }
        // 176 inside the padding. The header: the title's natural 40 grows to 176 − 40 = 136,
        // one line, 10 high, centred in the avatar's 32. The body at 176: "The body, long
        // enough" is 168, "to wrap" a second line: 20. 12 + 32 + 8 + 20 + 12 = 84.
        #expect(
            frames.map(\.rect) == [
                rect(0, 0, 200, 84), rect(12, 12, 176, 32), rect(0, 0, 32, 32), rect(40, 11, 136, 10),
                rect(12, 52, 176, 20),
            ])
    }

    @Test("The API's documented examples")
    func documentedExamples() {
        // StackChildren: a 40 × 40 item, then a column growing into 200 − 40 − 8.
        let row = LayoutTree(.horizontal(spacing: 8)) { row in
            row.add(StackItem(width: 40, height: 40))
            row.add(.vertical(), as: StackItem(grow: 1)) { column in column.add(StackItem(height: 20)) }
        }
        #expect(
            row.frames(in: Frame(width: 200, height: 40)).map(\.rect) == [
                rect(0, 0, 200, 40), rect(0, 0, 40, 40), rect(48, 0, 152, 40), rect(0, 0, 152, 20),
            ])
        // frames(in:wrapping:measure:): 20 and 30 high, 4 apart.
        let column = LayoutTree<Int>(.vertical(spacing: 4)) { column in
            column.add(StackItem(), content: 20)
            column.add(StackItem(), content: 30)
        }
        let frames = column.frames(in: Frame(width: 100, height: 0), wrapping: .vertically) { height, _ in
            Size(width: 50, height: Double(height))
        }
        #expect(frames.map(\.rect) == [rect(0, 0, 100, 54), rect(0, 0, 100, 20), rect(0, 24, 100, 30)])
        // size(fitting:): 40 + 8 + 60 by 20.
        let pair = LayoutTree<Int>(.horizontal(spacing: 8)) { row in
            row.add(StackItem(), content: 40)
            row.add(StackItem(), content: 60)
        }
        let natural = pair.size(fitting: Size(width: .infinity, height: .infinity)) { width, _ in
            Size(width: Double(width), height: 20)
        }
        #expect(natural == Size(width: 108, height: 20))
        // count: the root, a row and its item, an item.
        let counted = LayoutTree(.vertical()) { column in
            column.add(.horizontal()) { row in row.add(StackItem()) }
            column.add(StackItem())
        }
        #expect(counted.count == 4)
        // LayoutTree<Never>.frames: 30 wide, then the spacer's 70.
        let bar = LayoutTree(.horizontal()) { bar in
            bar.add(StackItem(width: 30))
            bar.add(.spacer())
        }
        #expect(
            bar.frames(in: Frame(width: 100, height: 20)).map(\.rect) == [
                rect(0, 0, 100, 20), rect(0, 0, 30, 20), rect(30, 0, 70, 20),
            ])
    }

    @Test("Ids run in build order, depth first; each frame is a child of its parent node's frame")
    func idsInBuildOrder() {
        var ids: [Int] = []
        let tree = LayoutTree(.horizontal(spacing: 8)) { row in
            ids.append(row.add(StackItem(width: 40, height: 40)))
            ids.append(
                row.add(.vertical(), as: StackItem(grow: 1)) { column in
                    ids.append(column.add(StackItem(height: 20)))
                    ids.append(
                        column.add(Grid(columns: [.fraction(1), .fraction(1)])) { grid in
                            ids.append(grid.add(GridItem(height: 10)))
                        })
                })
            ids.append(row.add(StackItem(width: 10)))
        }
        // The column is returned after its children were added: 3 and 4 come first.
        #expect(ids == [1, 3, 5, 4, 2, 6])
        #expect(tree.count == 7)
        let root = Frame(x: 10, y: 20, width: 200, height: 40, in: Frame(width: 400, height: 400))
        let frames = tree.frames(in: root)
        // 200 − 40 − 10 − 16 = 134 for the column; the grid 134 wide: two columns of 67.
        #expect(
            frames.map(\.rect) == [
                rect(10, 20, 200, 40), rect(0, 0, 40, 40), rect(48, 0, 134, 40), rect(0, 0, 134, 20),
                rect(0, 20, 134, 10), rect(0, 0, 67, 10), rect(190, 0, 10, 40),
            ])
        #expect(frames[0].parentSize == root.parentSize)
        #expect(frames[3].absoluteRect == rect(58, 20, 134, 20))
        #expect(frames[5].absoluteRect == rect(58, 40, 67, 10))
    }

    @Test("A grid root with a nested stack: the documented table")
    func gridRoot() {
        let table = LayoutTree(Grid(columns: [.points(60), .fraction(1)], columnSpacing: 8)) { grid in
            grid.add(GridItem(height: 20))
            grid.add(.horizontal(), as: GridItem()) { row in
                row.add(StackItem(width: 30, height: 30))
            }
        }
        // The row stretched down the grid's 100 (its auto row stretched); the 1fr column is
        // 200 − 60 − 8 = 132; the first item keeps its height.
        #expect(
            table.frames(in: Frame(width: 200, height: 100)).map(\.rect) == [
                rect(0, 0, 200, 100), rect(0, 0, 60, 20), rect(68, 0, 132, 100), rect(0, 0, 30, 30),
            ])
    }

    @Test("wrapping: on each axis, for the container's size on the other")
    func wrappingEachAxis() {
        // Text 8 a character: "aaaa bbbb cccc" is 112 wide on one line, 3 lines of 32 at 40.
        let tree = LayoutTree<String>(.vertical(padding: EdgeInsets(all: 4))) { column in
            column.add(StackItem(), content: "aaaa bbbb cccc")
        }
        let measure = { (text: String, proposal: Size) in wrapped(text, width: proposal.width) }
        let container = Frame(width: 48, height: 100)
        // Vertically: the width stays 48, the text wraps at 40 to 3 lines: 30 + 8.
        #expect(tree.frames(in: container, wrapping: .vertically, measure: measure)[0].rect == rect(0, 0, 48, 38))
        // Horizontally: the height stays 100, the width is the text's natural 112 + 8.
        #expect(tree.frames(in: container, wrapping: .horizontally, measure: measure)[0].rect == rect(0, 0, 120, 100))
        // Both: one line, 112 + 8 by 10 + 8.
        let all = tree.frames(in: container, wrapping: .all, measure: measure)
        #expect(all.map(\.rect) == [rect(0, 0, 120, 18), rect(4, 4, 112, 10)])
        // No wrapping: the container as it is, the text 3 lines at 40.
        #expect(tree.frames(in: container, measure: measure).map(\.rect) == [rect(0, 0, 48, 100), rect(4, 4, 40, 30)])
    }

    @Test("size(fitting:): finite, infinite and 0 proposals, as the root container's own size")
    func sizeFitting() {
        let tree = LayoutTree<String>(.horizontal(spacing: 8, padding: EdgeInsets(all: 2))) { row in
            row.add(StackItem(width: 20, height: 20))
            row.add(StackItem(shrink: 1), content: "aaaa bbbb")
        }
        let measure = { (text: String, proposal: Size) in wrapped(text, width: proposal.width) }
        // Natural: 20 + 8 + 72 (one line) + 4 = 104 wide; 20 + 4 high.
        #expect(
            tree.size(fitting: Size(width: .infinity, height: .infinity), measure: measure)
                == Size(width: 104, height: 24))
        // Narrowest (0): the text at its longest word, 32: 20 + 8 + 32 + 4 = 64; two lines 20.
        #expect(tree.size(fitting: Size(width: 0, height: 0), measure: measure) == Size(width: 64, height: 24))
        // 80 wide: the text shrinks from 72 to 80 − 4 − 28 = 48: two lines, 20 high; height 24.
        #expect(tree.size(fitting: Size(width: 80, height: .infinity), measure: measure) == Size(width: 80, height: 24))
        // Given both: both.
        #expect(tree.size(fitting: Size(width: 50, height: 60), measure: measure) == Size(width: 50, height: 60))
    }

    @Test("Hidden nodes keep their ids; they and their subtrees are zero and hidden, and take no space")
    func hiddenSubtrees() {
        let tree = LayoutTree(.vertical(spacing: 10)) { column in
            column.add(StackItem(height: 20))
            column.add(.horizontal(), as: StackItem(height: 30, isHidden: true)) { row in
                row.add(StackItem(width: 10))
                row.add(.vertical()) { inner in inner.add(StackItem(height: 5)) }
            }
            column.add(StackItem(height: 20))
        }
        let frames = tree.frames(in: Frame(x: 5, y: 5, width: 50, height: 100, in: Frame(width: 100, height: 200)))
        #expect(frames.count == 7)
        // The hidden row takes no space and no spacing: the third item right below the first.
        #expect(frames[1].rect == rect(0, 0, 50, 20))
        #expect(frames[6].rect == rect(0, 30, 50, 20))
        for id in 2...5 {
            #expect(frames[id].isHidden && frames[id].rect == .zero, "node \(id)")
        }
        #expect(frames[3].absoluteRect == rect(5, 5, 0, 0))
    }

    @Test("Measured leaves at several depths, each asked once per proposal")
    func measuredAtDepths() {
        var calls: [String: [Size]] = [:]
        let tree = LayoutTree<String>(.vertical(spacing: 4)) { column in
            column.add(StackItem(), content: "aa")
            column.add(.horizontal()) { row in
                row.add(StackItem(), content: "bbb")
                row.add(.vertical()) { inner in inner.add(StackItem(), content: "cccc") }
            }
        }
        let frames = tree.frames(in: Frame(width: 100, height: 0), wrapping: .vertically) { text, proposal in
            calls[text, default: []].append(proposal)
            return wrapped(text, width: proposal.width)
        }
        // "aa" 16 × 10 stretched to 100; the row 10 high below it: "bbb" 24 wide, then the
        // inner column (its natural width, 32) from 24, its text stretched across it.
        #expect(
            frames.map(\.rect) == [
                rect(0, 0, 100, 24), rect(0, 0, 100, 10), rect(0, 14, 100, 10), rect(0, 0, 24, 10),
                rect(24, 0, 32, 10), rect(0, 0, 32, 10),
            ])
        for (text, proposals) in calls {
            #expect(Set(proposals.map { "\($0)" }).count == proposals.count, "\(text) asked twice: \(proposals)")
            #expect(proposals.count <= 3, "\(text): \(proposals)")
        }
    }

    @Test("Grids in stacks and stacks in grids, sized from their children")
    func gridsAndStacksNested() {
        let tree = LayoutTree(.vertical(spacing: 5)) { column in
            column.add(Grid(columns: [.auto, .fraction(1)], columnSpacing: 4)) { grid in
                grid.add(.horizontal(spacing: 2)) { row in
                    row.add(StackItem(width: 10, height: 10))
                    row.add(StackItem(width: 10, height: 16))
                }
                grid.add(GridItem(height: 8))
            }
            column.add(StackItem(height: 20))
        }
        // The grid: its auto column as wide as the row inside it (22), the fraction the rest
        // of 100 (100 − 22 − 4 = 74); its one row as high as the row's 16. The row stretches
        // its items down its 16, but the first has a height (10).
        let frames = tree.frames(in: Frame(width: 100, height: 100))
        #expect(
            frames.map(\.rect) == [
                rect(0, 0, 100, 100), rect(0, 0, 100, 16), rect(0, 0, 22, 16), rect(0, 0, 10, 10),
                rect(12, 0, 10, 16), rect(26, 0, 74, 8), rect(0, 21, 100, 20),
            ])
    }

    @Test("A grid whose fractions add up to less than 1, sized by its content in a tree")
    func fractionsBelowOne() {
        // A 0.5fr row and a 20-point column; its item a column that may shrink to nothing
        // (minHeight 0) holding a 20 × 100 leaf. In a 150-high row that aligns it at its
        // start the grid is sized by its content: one fr is 100 ÷ max(1, 0.5), the row 50.
        // Laid out in 50, one fr is 50 and the row 25: the item is 25 high.
        let row = LayoutTree(.horizontal(alignment: .start)) { row in
            row.add(Grid(columns: [.points(20)], rows: [.fraction(0.5)])) { grid in
                grid.add(.vertical(), as: GridItem(minHeight: 0)) { $0.add(StackItem(width: 20, height: 100)) }
            }
        }
        #expect(
            row.frames(in: Frame(width: 300, height: 150)).map(\.rect) == [
                rect(0, 0, 300, 150), rect(0, 0, 20, 50), rect(0, 0, 20, 25), rect(0, 0, 20, 100),
            ])
        // The same grid as the root, its height from its content, minHeight 80 on the item:
        // the row's base is 80, above the 50 of its share, so grid and item are 80.
        let root = LayoutTree(Grid(columns: [.points(20)], rows: [.fraction(0.5)])) { grid in
            grid.add(.vertical(), as: GridItem(minHeight: 80)) { $0.add(StackItem(width: 20, height: 100)) }
        }
        #expect(
            root.frames(in: Frame(width: 20, height: 0), wrapping: .vertically).map(\.rect) == [
                rect(0, 0, 20, 80), rect(0, 0, 20, 80), rect(0, 0, 20, 100),
            ])
    }

    @Test("Pixels: every edge rounded once in root coordinates; nested frames tile at scale 2 and 3")
    func pixels() {
        for scale in [2.0, 3.0] {
            // Three equal thirds of 100, each holding two halves.
            let tree = LayoutTree(.horizontal()) { row in
                for _ in 0..<3 {
                    row.add(.horizontal(), as: StackItem(grow: 1)) { half in
                        half.add(StackItem(grow: 1))
                        half.add(StackItem(grow: 1))
                    }
                }
            }
            let root = Frame(width: 300, height: 50, scale: scale)
            let frames = tree.frames(in: Frame(x: 0.3, y: 0, width: 100, height: 10, in: root))
            // Absolute left edges: 0.3 + 100 × k / 6, k = 0…6; each rounded to the pixel grid.
            let edges = (0...6).map { ((0.3 + 100 * Double($0) / 6) * scale).rounded() }
            let leaves = [2, 3, 5, 6, 8, 9]
            for (k, id) in leaves.enumerated() {
                let absolute = frames[id].absoluteRect
                #expect((absolute.minX * scale).rounded() == edges[k], "scale \(scale), leaf \(k)")
                #expect(abs(absolute.minX * scale - edges[k]) < 1e-9)
                #expect(abs(absolute.maxX * scale - edges[k + 1]) < 1e-9, "scale \(scale), leaf \(k) ends")
            }
            // The root's own edges too: 0.3 rounds to 0.5 at scale 2, to 1/3 at scale 3.
            #expect(abs(frames[0].rect.minX * scale - edges[0]) < 1e-9)
            #expect(abs(frames[0].rect.maxX * scale - edges[6]) < 1e-9)
        }
    }

    @Test(
        "Pixels: an item whose side follows its ratio is square at every width, in rows and grids",
        arguments: [1.0, 2.0, 3.0])
    func squaresStaySquare(scale: Double) {
        // A card (12 of padding) holding a row of four thumbnails of ratio 1 sharing the row by
        // grow, 4 apart, and the auto-fill photo grid of 12; the card 12.5 into the root, its
        // height from its content, at every width from 300 to 460.
        let card = LayoutTree(.vertical(spacing: 8, padding: EdgeInsets(all: 12))) { card in
            card.add(.horizontal(spacing: 4)) { row in
                for _ in 0..<4 { row.add(StackItem(aspectRatio: 1, grow: 1)) }
            }
            card.add(
                Grid(
                    columns: [.repeating(.autoFill, [.minmax(.points(120), .fraction(1))])], columnSpacing: 10,
                    rowSpacing: 10)
            ) { grid in
                for _ in 0..<12 { grid.add(GridItem(aspectRatio: 1)) }
            }
        }
        let root = Frame(width: 1_000, height: 2_000, scale: scale)
        let thumbnails = 2...5
        let photos = 7...18
        for width in 300...460 {
            let frames = card.frames(
                in: Frame(x: 12.5, y: 0, width: Double(width), height: 0, in: root), wrapping: .vertically)
            for group in [thumbnails, photos] {
                let sizes = Set(group.map { frames[$0].rect.size })
                #expect(
                    sizes.count == 1 && sizes.first.map { $0.width == $0.height } == true,
                    "\(width) at \(scale): \(sizes)")
            }
            for id in thumbnails.lowerBound...photos.upperBound {
                let edge = frames[id].absoluteRect
                for value in [edge.minX, edge.minY] {
                    #expect((value * scale - (value * scale).rounded()).magnitude < 1e-9)
                }
            }
        }
    }

    @Test("LayoutTree(.vertical()) { … } compiles without a type annotation, as LayoutTree<Never>")
    func neverTree() {
        let tree = LayoutTree(.vertical(spacing: 4)) { column in
            column.add(StackItem(height: 20))
            column.add(StackItem(height: 20))
        }
        let typed: LayoutTree<Never> = tree
        #expect(typed.size(fitting: Size(width: 100, height: .infinity)) == Size(width: 100, height: 44))
        let grid = LayoutTree(Grid(columns: [.fraction(1), .fraction(1)])) { grid in
            for _ in 0..<4 { grid.add(GridItem(aspectRatio: 1)) }
        }
        // Two columns of 50; the squares 50 high: two rows.
        #expect(grid.size(fitting: Size(width: 100, height: .infinity)) == Size(width: 100, height: 100))
    }

    @Test("Right to left: rows run from the right at every level")
    func rightToLeft() {
        let tree = LayoutTree(.horizontal(spacing: 10)) { row in
            row.add(StackItem(width: 20))
            row.add(.horizontal(), as: StackItem(width: 50)) { inner in inner.add(StackItem(width: 10)) }
        }
        let frames = tree.frames(in: Frame(width: 100, height: 10, direction: .rtl))
        // From the right: 80…100, then 20…70; inside the inner row, its item at its right.
        #expect(
            frames.map(\.rect) == [rect(0, 0, 100, 10), rect(80, 0, 20, 10), rect(20, 0, 50, 10), rect(40, 0, 10, 10)])
    }
}

#if canImport(Glibc) || canImport(Musl) || canImport(Darwin)
    /// Deep trees: built and laid out within a thread's usual stack.
    @Suite("LayoutTree depth", .quietLog)
    struct LayoutTreeDepthTests {
        /// 8 MB; under the sanitizers (whose runs set `PINFRAME_PROPERTY_ITERATIONS`), whose
        /// frames are larger, 32.
        static var stackSize: Int { getenv("PINFRAME_PROPERTY_ITERATIONS") == nil ? 8 << 20 : 32 << 20 }

        /// A chain of `levels` containers, rows and columns in turn (the columns padded 0.1 on
        /// each side), around one measured leaf of 3 words (`StackProgram.wrapped`).
        static func chain(_ levels: Int) -> LayoutTree<Int> {
            func nest(_ children: inout StackChildren<Int>, depth: Int) {
                guard depth > 0 else {
                    children.add(StackItem(), content: 3)
                    return
                }
                children.add(depth % 2 == 0 ? .vertical(padding: EdgeInsets(all: 0.1)) : .horizontal()) {
                    nest(&$0, depth: depth - 1)
                }
            }
            return LayoutTree<Int>(.vertical()) { nest(&$0, depth: levels - 1) }
        }

        static func measure(_ words: Int, _ proposal: Size) -> Size {
            StackProgram.wrapped(words: Array(repeating: 10, count: words), width: proposal.width)
        }

        /// The warning for node `id`, `depth` containers deep, cut for want of stack.
        static func tooDeep(_ id: Int, depth: Int) -> String {
            "LayoutTree[\(id)] is nested deeper than this thread's stack allows (depth \(depth)): it and its subtree "
                + "are laid out as hidden; lay out trees this deep on a thread with a larger stack."
        }

        /// Whether the tests run under a sanitizer (whose runs set
        /// `PINFRAME_PROPERTY_ITERATIONS`): frames are several times larger there, and so is
        /// the stack the test's own build closures take.
        static var sanitized: Bool { getenv("PINFRAME_PROPERTY_ITERATIONS") != nil }

        @Test("A chain too deep for a detached task's stack is cut, hidden from a node on, with a warning")
        func detachedTask() async {
            let levels = Self.sanitized ? 1_000 : 2_000
            let (frames, warnings) = await Task.detached {
                let tree = Self.chain(levels)
                return Pin.capturingWarnings {
                    tree.frames(in: Frame(width: 400, height: 0), wrapping: .vertically, measure: Self.measure)
                }
            }.value
            #expect(frames.count == levels + 1)
            // In a chain a node's depth is its id. Every node before the cut is laid out, none after.
            let cut = frames.firstIndex { $0.isHidden } ?? frames.count
            #expect(cut > 100 && cut < levels, "cut at \(cut)")
            #expect(frames[..<cut].allSatisfy { !$0.isHidden })
            #expect(frames[cut...].allSatisfy { $0.isHidden && $0.rect == .zero })
            #expect(warnings.map(\.description) == [Self.tooDeep(cut, depth: cut)])
            #expect(warnings.map(\.kind) == [.ignored])
        }

        @Test("A chain of 5,000 levels on a program's main thread is cut, with a warning, and does not crash")
        func mainThread() throws {
            // The tests of a test runner never run on the main thread: a program of the package
            // lays the chain out there and prints what came of it.
            let levels = Self.sanitized ? 2_000 : 5_000
            let process = Process()
            process.executableURL = URL(fileURLWithPath: Bundle.main.bundlePath)
                .appendingPathComponent("pinframe-deep-tree")
            process.arguments = ["\(levels)"]
            let output = Pipe()
            process.standardOutput = output
            try process.run()
            let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            #expect(process.terminationReason == .exit && process.terminationStatus == 0, "\(printed)")
            let lines = printed.split(separator: "\n").map(String.init)
            #expect(lines.first == "nodes \(levels + 1)")
            let cut = lines.dropFirst().first.flatMap { Int($0.dropFirst("first hidden ".count)) } ?? -1
            #expect(cut > 100 && cut < levels, "cut at \(cut)")
            #expect(Array(lines.dropFirst(2)) == [Self.tooDeep(cut, depth: cut)])
        }

        @Test("A tree 1,000 levels deep builds and lays out on an 8 MB thread")
        func thousandLevels() {
            let finished = runOnThread(stackSize: Self.stackSize) {
                let tree = Self.chain(1_000)
                var top = 0
                let base = withUnsafeMutablePointer(to: &top) { UInt(bitPattern: $0) }
                var deepest = base
                let frames = tree.frames(in: Frame(width: 400, height: 0), wrapping: .vertically) { words, proposal in
                    var here = 0
                    deepest = min(deepest, withUnsafeMutablePointer(to: &here) { UInt(bitPattern: $0) })
                    return StackProgram.wrapped(words: Array(repeating: 10, count: words), width: proposal.width)
                }
                // 1,001 nodes; 499 columns of 0.1 padding (the even depths) around one line of
                // text 10 high.
                #expect(frames.count == 1_001)
                #expect(!frames.contains { $0.isHidden })
                #expect(abs(frames[0].rect.height - (10 + 499 * 0.2)) < 1e-9)
                // The stack a level takes while laying out (documented in the Trees article).
                let perLevel = (base - deepest) / 1_000
                #expect(perLevel < 7_000 || Self.stackSize > 8 << 20, "\(perLevel) bytes a level")
                #expect(frames[1_000].rect.height == 10)
            }
            #expect(finished)
        }
    }
#endif
