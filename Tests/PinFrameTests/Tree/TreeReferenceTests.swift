import Foundation
import PinFrame
import Testing

/// Trees of nested rows and columns with fixed leaves and measured text, laid out by Taffy
/// in one call (Scripts/tree-reference/generate.py, run by Scripts/tree-reference.sh, which
/// sets `PINFRAME_TREE_CASES`), against the same tree as one `LayoutTree`. Skipped otherwise:
/// the cases need Python and a package from PyPI.
@Suite(.quietLog, .enabled(if: ProcessInfo.processInfo.environment["PINFRAME_TREE_CASES"] != nil))
struct TreeReferenceTests {
    final class Node: Decodable {
        let margin: [Double]
        let grow, shrink: Double
        let alignment: String?
        let width, height: StackReferenceTests.Length?
        /// The rest of flexbox (`generate.py --flex`): a basis, auto margins (top, left,
        /// bottom, right), a position and offsets (in the same order).
        let basis: StackReferenceTests.Length?
        let autoMargins: [Bool]?
        let position: String?
        let offsets: [StackReferenceTests.Length?]?
        let words: [Double]?
        let lineHeight: Double?
        let children: [Node]?
        let horizontal: Bool?
        let spacing: Double?
        let padding: [Double]?
        let distribution: String?
        let alignmentOfItems: String?
        /// A grid's columns (`points:40`, `fr:1`, `auto`); nil for a row or a column.
        let columns: [String]?
        let aspectRatio: Double?
        /// A container's CSS overflow on each axis (`hidden`, `scroll`); nil: visible.
        let overflow: [String]?
    }

    struct Case: Decodable {
        let root: Node
        let width: Double
        let height: Double?
        let expected: [[Double]]
        /// Texts answer as a browser's blocks do (see `Text`): cases laid out by Chromium.
        let fills: Bool?
        /// For each node in id order, the scroll offsets Chromium applied (it clamps them to
        /// their range) and its scroll bars' room; nil for nodes that do not scroll.
        let scrolls: [[Double]?]?
    }

    /// Chromium's scroll bars: 15 wide (less only in a box too small for one, where the
    /// content box is 0 either way).
    static let scrollbarWidth = 15.0

    /// A container's overflow: each axis `.clip` (CSS `hidden`) or `.scroll`, the offsets
    /// Chromium applied, and its bars' width; `container` unchanged without one.
    static func overflowing<Container>(
        _ container: Container, _ node: Node, id: Int, in test: Case,
        set: (inout Container, Overflow, Overflow, Point, Double) -> Void
    ) -> Container {
        guard let overflow = node.overflow, overflow.count == 2 else { return container }
        func axis(_ written: String) -> Overflow { written == "scroll" ? .scroll : .clip }
        let scroll = test.scrolls.flatMap { id < $0.count ? $0[id] : nil } ?? [0, 0]
        var container = container
        set(&container, axis(overflow[0]), axis(overflow[1]), Point(x: scroll[0], y: scroll[1]), scrollbarWidth)
        return container
    }

    static func insets(_ values: [Double]?) -> EdgeInsets {
        guard let values, values.count == 4 else { return .zero }
        return EdgeInsets(top: values[0], left: values[1], bottom: values[2], right: values[3])
    }

    static func stack(of node: Node, id: Int = 0, in test: Case) -> Stack {
        let stack = Stack(
            node.horizontal == true ? .horizontal : .vertical, spacing: node.spacing ?? 0,
            padding: insets(node.padding),
            distribution: StackReferenceTests.distributions[node.distribution ?? "start"] ?? .start,
            alignment: StackReferenceTests.alignments[node.alignmentOfItems ?? "stretch"] ?? .stretch)
        return overflowing(stack, node, id: id, in: test) {
            ($0.horizontalOverflow, $0.verticalOverflow, $0.scrollOffset, $0.scrollbarWidth) = ($1, $2, $3, $4)
        }
    }

    static func grid(of node: Node, id: Int = 0, in test: Case) -> Grid {
        let tracks = (node.columns ?? []).map { written -> GridTrack in
            let parts = written.split(separator: ":")
            let value = parts.count > 1 ? Double(parts[1]) ?? 0 : 0
            switch parts.first {
            case "points": return .points(value)
            case "fr": return .fraction(value)
            default: return .auto
            }
        }
        let grid = Grid(
            columns: tracks, columnSpacing: node.spacing ?? 0, rowSpacing: node.spacing ?? 0,
            padding: insets(node.padding))
        return overflowing(grid, node, id: id, in: test) {
            ($0.horizontalOverflow, $0.verticalOverflow, $0.scrollOffset, $0.scrollbarWidth) = ($1, $2, $3, $4)
        }
    }

    static func item(of node: Node) -> StackItem {
        StackItem(
            width: node.width?.dimension, height: node.height?.dimension, aspectRatio: node.aspectRatio,
            basis: node.basis?.dimension, margin: insets(node.margin), autoMargins: autoMargins(of: node),
            grow: node.grow, shrink: node.shrink,
            alignment: node.alignment.flatMap { StackReferenceTests.alignments[$0] }, position: position(of: node),
            offsets: offsets(of: node))
    }

    static func autoMargins(of node: Node) -> AutoMargins {
        var sides: AutoMargins = []
        for (auto, side) in zip(node.autoMargins ?? [], [AutoMargins.top, .left, .bottom, .right]) where auto {
            sides.insert(side)
        }
        return sides
    }

    static func position(of node: Node) -> Position { node.position == "absolute" ? .absolute : .relative }

    static func offsets(of node: Node) -> Offsets {
        let sides = node.offsets ?? [nil, nil, nil, nil]
        return Offsets(
            top: sides[0]?.dimension, left: sides[1]?.dimension, bottom: sides[2]?.dimension,
            right: sides[3]?.dimension)
    }

    /// A grid's child: its size, ratio and margins; its alignment is the vertical one (CSS's
    /// `align-self` in a grid).
    static func gridItem(of node: Node) -> GridItem {
        GridItem(
            width: node.width?.dimension, height: node.height?.dimension, aspectRatio: node.aspectRatio,
            margin: insets(node.margin), autoMargins: autoMargins(of: node),
            verticalAlignment: node.alignment.flatMap { StackReferenceTests.alignments[$0] },
            position: position(of: node), offsets: offsets(of: node))
    }

    /// The case's tree; `texts` collects each measured leaf's text, by content index.
    static func tree(of test: Case, texts: inout [Text]) -> LayoutTree<Int> {
        let fills = test.fills ?? false
        var collected: [Text] = []
        // Each node's id, for the offsets Chromium applied to it.
        let ids = Dictionary(uniqueKeysWithValues: nodes(in: test).enumerated().map { (ObjectIdentifier($1), $0) })
        func add<Children: TreeChildren>(_ node: Node, to children: inout Children) where Children.Content == Int {
            let item = Children.item(stack: item(of: node), grid: gridItem(of: node))
            let id = ids[ObjectIdentifier(node)] ?? 0
            if let grandchildren = node.children, node.columns != nil {
                _ = children.add(grid(of: node, id: id, in: test), as: item) { inner in
                    for child in grandchildren { add(child, to: &inner) }
                }
            } else if let grandchildren = node.children {
                _ = children.add(stack(of: node, id: id, in: test), as: item) { inner in
                    for child in grandchildren { add(child, to: &inner) }
                }
            } else if let words = node.words {
                collected.append(Text(words, lineHeight: node.lineHeight ?? 10, fills: fills))
                _ = children.add(item, content: collected.count - 1)
            } else {
                _ = children.add(item)
            }
        }
        let tree =
            test.root.columns != nil
            ? LayoutTree<Int>(grid(of: test.root, in: test)) { root in
                for child in test.root.children ?? [] { add(child, to: &root) }
            }
            : LayoutTree<Int>(stack(of: test.root, in: test)) { root in
                for child in test.root.children ?? [] { add(child, to: &root) }
            }
        texts = collected
        return tree
    }

    /// The expected width of node `id`'s parent, the nodes in id order (depth first).
    static func parentWidth(of id: Int, in test: Case) -> Double? {
        let parents = parents(in: test)
        guard id < parents.count, parents[id] >= 0, parents[id] < test.expected.count else { return nil }
        return test.expected[parents[id]][2]
    }

    /// The nodes in id order: the root, then depth first.
    static func nodes(in test: Case) -> [Node] {
        var nodes: [Node] = []
        func visit(_ node: Node) {
            nodes.append(node)
            for child in node.children ?? [] { visit(child) }
        }
        visit(test.root)
        return nodes
    }

    /// The parent of each node, in id order (-1 for the root).
    static func parents(in test: Case) -> [Int] {
        var parents: [Int] = []
        func visit(_ node: Node, parent: Int) {
            let own = parents.count
            parents.append(parent)
            for child in node.children ?? [] { visit(child, parent: own) }
        }
        visit(test.root, parent: -1)
        return parents
    }

    /// With `PINFRAME_TREE_SCALE` set (3, say), the trees are laid out under a root of that
    /// scale and each node's edges compared, in root coordinates, with the reference's
    /// unrounded edges rounded to the same pixel grid once — a node whose side follows its
    /// aspect ratio from its near edges and its own lengths, rounded. A number within 2/64 of a
    /// pixel's half is a tie (the references round their own lengths to 64ths).
    @Test func treesMatchAtAScale() throws {
        let environment = ProcessInfo.processInfo.environment
        guard let written = environment["PINFRAME_TREE_SCALE"], let scale = Double(written) else { return }
        let path = try #require(environment["PINFRAME_TREE_CASES"])
        let cases = try JSONDecoder().decode([Case].self, from: Data(contentsOf: URL(fileURLWithPath: path)))
        var (differing, ties) = (0, 0)
        var lines: [String] = []
        for (number, test) in cases.enumerated() {
            var texts: [Text] = []
            let tree = Self.tree(of: test, texts: &texts)
            let root = Frame(width: 1_000, height: 1_000, scale: scale)
            let container = Frame(x: 0, y: 0, width: test.width, height: test.height ?? 0, in: root)
            let frames = tree.frames(in: container, wrapping: test.height == nil ? .vertically : nil) {
                texts[$0].size(fitting: $1)
            }
            let parents = Self.parents(in: test)
            guard frames.count == test.expected.count, parents.count == frames.count else {
                differing += 1
                continue
            }
            var origins = [(x: 0.0, y: 0.0)]
            for id in 1..<parents.count {
                let parent = origins[parents[id]]
                origins.append((parent.x + test.expected[id][0], parent.y + test.expected[id][1]))
            }
            var tie = false
            var same = true
            let ratios = Self.nodes(in: test).map { $0.aspectRatio != nil && ($0.width == nil || $0.height == nil) }
            for id in frames.indices where !frames[id].isHidden {
                let ours = frames[id].absoluteRect
                let (x, y) = origins[id]
                let (width, height) = (test.expected[id][2], test.expected[id][3])
                // Each edge as the sum of the numbers rounded to make it.
                let reference =
                    ratios[id]
                    ? [[x], [y], [x, width], [y, height]] : [[x], [y], [x + width], [y + height]]
                for (edge, terms) in zip([ours.minX, ours.minY, ours.maxX, ours.maxY], reference) {
                    let pixels = terms.map { $0 * scale }
                    guard abs(edge - pixels.map { $0.rounded() }.reduce(0, +) / scale) > 1e-6 else { continue }
                    if pixels.contains(where: { abs(abs($0 - $0.rounded(.down)) - 0.5) <= 2.0 / 64 * scale }) {
                        tie = true
                    } else {
                        same = false
                    }
                }
            }
            if !same {
                differing += 1
                lines.append("case \(number)")
            } else if tie {
                ties += 1
            }
        }
        if let out = environment["PINFRAME_TREE_DIFFERING"] {
            try
                (["\(differing) of \(cases.count) differ at scale \(scale), \(ties) more within a 64th of a half pixel"]
                + lines).joined(separator: "\n").write(toFile: out, atomically: true, encoding: .utf8)
        }
        #expect(differing == 0, "\(differing) of \(cases.count) differ at scale \(scale)")
    }

    @Test func treesMatchTaffy() throws {
        guard ProcessInfo.processInfo.environment["PINFRAME_TREE_SCALE"] == nil else { return }
        let path = try #require(ProcessInfo.processInfo.environment["PINFRAME_TREE_CASES"])
        let cases = try JSONDecoder().decode([Case].self, from: Data(contentsOf: URL(fileURLWithPath: path)))
        var differing = 0
        var overflowing = 0
        var lines: [String] = []
        for (number, test) in cases.enumerated() {
            var texts: [Text] = []
            let tree = Self.tree(of: test, texts: &texts)
            let container = Frame(
                x: 0, y: 0, width: test.width, height: test.height ?? 0, in: Frame(width: 1_000, height: 1_000))
            let frames = tree.frames(in: container, wrapping: test.height == nil ? .vertically : nil) {
                texts[$0].size(fitting: $1)
            }
            let actual = frames.map(\.rect)
            // PINFRAME_TREE_DUMP=N prints case N's frames beside the reference's.
            if ProcessInfo.processInfo.environment["PINFRAME_TREE_DUMP"] == "\(number)" {
                for (id, rect) in actual.enumerated() {
                    print("node \(id): \(rect) expected \(id < test.expected.count ? test.expected[id] : [])")
                }
            }
            // Taffy computes in 32-bit floats; Chromium in 64ths of a pixel, rounding each step
            // (so nested lengths may be a 64th or two apart).
            let tolerance = test.fills == true ? 2.0 / 64 : 0.01
            let same =
                actual.count == test.expected.count
                && zip(actual, test.expected).allSatisfy { rect, expected in
                    zip([rect.x, rect.y, rect.width, rect.height], expected).allSatisfy { abs($0 - $1) <= tolerance }
                }
            if !same {
                differing += 1
                // The reference puts a node outside its parent's width: a nested container
                // whose narrowest is wider than the space it is offered, which a browser lets
                // overflow (CSS's fit-content is at least the min-content size) and PinFrame
                // sizes at the space (a finite proposal is the container's size).
                let outside = test.expected.indices.dropFirst().contains { id in
                    Self.parentWidth(of: id, in: test).map { width in
                        test.expected[id][0] < -0.5 || test.expected[id][0] + test.expected[id][2] > width + 0.5
                    } ?? false
                }
                if outside { overflowing += 1 }
                let first = zip(actual, test.expected).enumerated().first { _, pair in
                    zip([pair.0.x, pair.0.y, pair.0.width, pair.0.height], pair.1).contains {
                        abs($0 - $1) > tolerance
                    }
                }
                lines.append(
                    "case \(number): node \(first?.offset ?? -1): \(first.map { "\($0.element.0)" } ?? "") "
                        + "expected \(first.map { "\($0.element.1)" } ?? "")")
            }
        }
        if let out = ProcessInfo.processInfo.environment["PINFRAME_TREE_DIFFERING"] {
            try
                (["\(differing) of \(cases.count) differ, \(overflowing) of them with a node outside its parent"]
                + lines)
                .joined(separator: "\n")
                .write(toFile: out, atomically: true, encoding: .utf8)
        }
        #expect(differing == 0, "\(differing) of \(cases.count) differ; first: \(lines.prefix(3))")
    }
}
