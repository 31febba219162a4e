import PinFrame
import Testing

/// Bad input in a tree: set aside by the stack's and grid's rules, each warning naming the
/// node by id and field; bad measure answers named by node too.
@Suite("LayoutTree input warnings (TreeInputWarnings.swift)", .quietLog)
struct TreeInputWarningsTests {
    @Test("A warning names the node and field: LayoutTree[id].Stack / StackItem / Grid / GridItem")
    func namedByNode() {
        let tree = LayoutTree(.vertical(spacing: -1)) { column in
            column.add(StackItem(height: 10))
            column.add(Grid(columns: [.fraction(1)], columnSpacing: .nan)) { grid in
                grid.add(GridItem(height: 10))
                grid.add(GridItem(columnStart: .line(0)))
            }
            column.add(.horizontal()) { row in
                row.add(StackItem(width: -5))
            }
        }
        let (frames, warnings) = Pin.capturingWarnings { tree.frames(in: Frame(width: 100, height: 100)) }
        #expect(frames.count == 7)
        #expect(
            Set(warnings.map(\.rule)) == [
                "LayoutTree[0].Stack.spacing(-1)", "LayoutTree[2].Grid.columnSpacing(nan)",
                "LayoutTree[4].GridItem.columnStart(.line(0))", "LayoutTree[6].StackItem.width(-5)",
            ])
        // Set aside as a stack alone sets them aside: no spacing, the width auto (0 content).
        #expect(frames[1].rect == rect(0, 0, 100, 10))
        #expect(frames[6].rect == rect(0, 0, 0, 0))
        #expect(warnings.allSatisfy { $0.location?.fileID == "PinFrameTests/TreeInputWarningsTests.swift" })
    }

    @Test("A measure answer that is not a finite number ≥ 0 counts as 0, reported once per node")
    func badAnswers() {
        let tree = LayoutTree<Double>(.vertical()) { column in
            column.add(StackItem(), content: .nan)
            column.add(StackItem(), content: 20)
        }
        let (frames, warnings) = Pin.capturingWarnings {
            tree.frames(in: Frame(width: 100, height: 100)) { height, _ in Size(width: 10, height: height) }
        }
        #expect(frames.map(\.rect) == [rect(0, 0, 100, 100), rect(0, 0, 100, 0), rect(0, 0, 100, 20)])
        #expect(warnings.map(\.rule) == ["measure(LayoutTree[1])"])
    }

    @Test("A grid item whose rect is not a finite number is reported by node, as a grid alone reports it")
    func gridRectSetAside() {
        // Two auto columns of items 1e308 wide: the second starts past the largest number.
        let tree = LayoutTree(.vertical()) { column in
            column.add(Grid(columns: [.auto, .auto])) { grid in
                grid.add(GridItem(width: 1e308, height: 10))
                grid.add(GridItem(width: 1e308, height: 10))
            }
        }
        let (frames, warnings) = Pin.capturingWarnings { tree.frames(in: Frame(width: 300, height: 20)) }
        #expect(frames[3].rect == .zero)
        #expect(warnings.map(\.rule) == ["LayoutTree[3]"])
    }

    @Test("A container size that is not a finite number ≥ 0 is named as a stack's is")
    func containerSize() {
        let tree = LayoutTree(.vertical()) { column in column.add(StackItem(height: 10)) }
        let warnings = Pin.capturingWarnings { tree.frames(in: Frame(width: -10, height: 100)) }.1
        #expect(warnings.map(\.rule) == ["container.width(-10)"])
    }

    @Test(
        "A container size that is not a finite number ≥ 0 is laid out as 0, and the root frame has that 0",
        arguments: [(Double.nan, "nan"), (.infinity, "inf"), (-.infinity, "-inf"), (-10, "-10")])
    func containerSizeLaidOutAsZero(width: Double, written: String) {
        let tree = LayoutTree(.horizontal()) { row in row.add(StackItem(width: 10, height: 10)) }
        let (frames, warnings) = Pin.capturingWarnings { tree.frames(in: Frame(width: width, height: 40)) }
        #expect(frames.map(\.rect) == [rect(0, 0, 0, 40), rect(0, 0, 10, 10)])
        #expect(warnings.map(\.rule) == ["container.width(\(written))"])
        // Wrapped on the other axis: the height is the content's, the width still 0.
        let wrapped = Pin.capturingWarnings {
            tree.frames(in: Frame(width: width, height: 0), wrapping: .vertically)
        }.0
        #expect(wrapped.map(\.rect) == [rect(0, 0, 0, 10), rect(0, 0, 10, 10)])
    }

    @Test("A good tree warns nothing, with the log on")
    func quietWhenGood() {
        let tree = LayoutTree<String>(.vertical(spacing: 4)) { column in
            column.add(StackItem(), content: "text")
            column.add(Grid(columns: [.auto, .fraction(1)])) { grid in grid.add(GridItem(), content: "cell") }
        }
        let warnings = Pin.capturingWarnings {
            tree.frames(in: Frame(width: 100, height: 100)) { text, proposal in wrapped(text, width: proposal.width) }
        }.1
        #expect(warnings.isEmpty)
    }

    @Test("A builder used outside its closure adds nothing, returns -1 and warns")
    func builderUsedOutsideItsClosure() {
        let refused =
            "its builder was used outside its build closure (after it returned, or inside a nested container's "
            + "closure, whose own builder adds there); the child is not added and add returns -1."
        nonisolated(unsafe) var kept: StackChildren<String>?
        nonisolated(unsafe) var ids: [Int] = []
        let (tree, warnings) = Pin.capturingWarnings {
            LayoutTree<String>(.vertical()) { column in
                // The compiler refuses `column.add` inside the row's closure (overlapping
                // accesses); its fix-it, a copy, leads here: a copy of the outer builder.
                var outer = column
                column.add(.horizontal()) { row in
                    row.add(StackItem(width: 10))
                    ids.append(outer.add(StackItem(height: 3)))
                    kept = row
                }
                // The inner row is closed: its builder adds nothing now, content or not.
                ids.append(kept?.add(StackItem(width: 20)) ?? 0)
                ids.append(kept?.add(StackItem(), content: "late") ?? 0)
                ids.append(kept?.add(.vertical()) { $0.add(StackItem()) } ?? 0)
                column.add(StackItem(height: 5))
            }
        }
        #expect(ids == [-1, -1, -1, -1])
        #expect(
            warnings.map(\.description) == [
                "LayoutTree[0].add won't be applied, \(refused)", "LayoutTree[1].add won't be applied, \(refused)",
                "LayoutTree[1].add won't be applied, \(refused)", "LayoutTree[1].add won't be applied, \(refused)",
            ])
        #expect(warnings.allSatisfy { $0.kind == .ignored })
        // After the tree is built, too.
        let late = Pin.capturingWarnings { kept?.add(StackItem()) }
        #expect(late.0 == -1)
        #expect(late.1.map(\.rule) == ["LayoutTree[1].add"])
        #expect(tree.count == 4)
        #expect(tree.frames(in: Frame(width: 50, height: 50)) { _, _ in .zero }.map(\.rect)[3] == rect(0, 0, 50, 5))
    }
}
