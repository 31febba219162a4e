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

    @Test("A builder kept past its closure adds nothing")
    func builderKeptPastItsClosure() {
        nonisolated(unsafe) var kept: StackChildren<Never>?
        let tree = LayoutTree(.vertical()) { column in
            column.add(.horizontal()) { row in
                row.add(StackItem(width: 10))
                kept = row
            }
            // The inner row is closed: its builder adds nothing now.
            #expect(kept?.add(StackItem(width: 20)) == -1)
            column.add(StackItem(height: 5))
        }
        #expect(kept?.add(StackItem()) == -1)
        #expect(tree.count == 4)
        #expect(tree.frames(in: Frame(width: 50, height: 50)).map(\.rect)[3] == rect(0, 0, 50, 5))
    }
}
