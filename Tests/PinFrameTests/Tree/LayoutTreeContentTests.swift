import Testing

@testable import PinFrame

@Suite("Tags and layouts without a measure function (LayoutTree+Content.swift)", .quietLog)
struct LayoutTreeContentTests {
    @Test("Every way of adding a node can tag it; content(of:) gives back what it was added with")
    func tags() {
        let tree = LayoutTree<String>(.vertical()) { column in
            column.add(.horizontal(), tag: "toolbar") { row in  // 1
                row.add(StackItem(width: 44, height: 44), tag: "back")  // 2
                row.add(StackItem(grow: 1))  // 3
                row.add(StackItem(), content: "title")  // 4
            }
            column.add(Grid(columns: [.fraction(1)]), as: StackItem(grow: 1), tag: "photos") { grid in  // 5
                grid.add(GridItem(height: 10), tag: "photo")  // 6
                grid.add(.vertical(), as: GridItem(), tag: "caption") { _ in }  // 7
                grid.add(Grid(), as: GridItem(), tag: "inner") { inner in  // 8
                    inner.add(GridItem(), content: "measured")  // 9
                }
            }
            column.add(Grid(), tag: "empty") { _ in }  // 10
        }
        #expect(
            (0..<tree.count).map { tree.content(of: $0) } == [
                nil, "toolbar", "back", nil, "title", "photos", "photo", "caption", "inner", "measured", "empty",
            ])
        #expect(tree.content(of: -1) == nil)
        #expect(tree.content(of: tree.count) == nil)
    }

    @Test("A tagged leaf is sized by its item alone, never measured")
    func taggedLeavesAreNotMeasured() {
        let tree = LayoutTree<String>(.horizontal()) { row in
            row.add(StackItem(width: 30), tag: "icon")
            row.add(StackItem(), content: "label")
        }
        var asked: [String] = []
        let frames = tree.frames(in: Frame(width: 100, height: 20)) { text, _ in
            asked.append(text)
            return Size(width: 40, height: 10)
        }
        #expect(Set(asked) == ["label"])
        #expect(
            frames.map(\.rect) == [
                Rect(x: 0, y: 0, width: 100, height: 20), Rect(x: 0, y: 0, width: 30, height: 20),
                Rect(x: 30, y: 0, width: 40, height: 20),
            ])
    }

    @Test("Without a measure function, measured leaves answer their item's contentSize")
    func withoutMeasure() {
        let tree = LayoutTree<String>(.vertical(spacing: 4)) { column in
            column.add(StackItem(height: 20), tag: "header")
            column.add(StackItem(contentSize: Size(width: 50, height: 30)), content: "body")
            column.add(Grid(columns: [.auto]), as: StackItem()) { grid in
                grid.add(GridItem(contentSize: Size(width: 70, height: 12)), content: "cell")
            }
        }
        // 20, 4, 30, 4, 12 high.
        let frames = tree.frames(in: Frame(width: 100, height: 0), wrapping: .vertically)
        #expect(
            frames.map(\.rect) == [
                Rect(x: 0, y: 0, width: 100, height: 70), Rect(x: 0, y: 0, width: 100, height: 20),
                Rect(x: 0, y: 24, width: 100, height: 30), Rect(x: 0, y: 58, width: 100, height: 12),
                Rect(x: 0, y: 0, width: 100, height: 12),
            ])
        var into: [Frame] = []
        tree.frames(in: Frame(width: 100, height: 0), wrapping: .vertically, into: &into)
        #expect(into == frames)
        #expect(tree.size(fitting: Size(width: .infinity, height: .infinity)) == Size(width: 70, height: 70))
    }

    @Test("A builder used outside its closure adds no tagged node and keeps no tag")
    func refusedTags() {
        var kept: StackChildren<String>?
        let tree = LayoutTree<String>(.vertical()) { column in
            column.add(.horizontal(), tag: "row") { row in kept = row }
        }
        guard var outside = kept else {
            Issue.record("no builder kept")
            return
        }
        let (ids, warnings) = Pin.capturingWarnings {
            [outside.add(StackItem(), tag: "late"), outside.add(.vertical(), tag: "late") { _ in }]
        }
        #expect(ids == [-1, -1])
        #expect(warnings.count == 2)
        #expect(tree.count == 2)
        #expect(tree.content(of: 1) == "row")
        #expect(tree.contents.count == 1)
    }
}
