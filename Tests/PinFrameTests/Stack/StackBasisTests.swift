import Testing

@testable import PinFrame

@Suite("Flex basis (StackMetrics.swift, StackLayout+Content.swift)", .quietLog)
struct StackBasisTests {
    static let row = Frame(width: 300, height: 20)

    @Test("basis 0 and grow 1 share a line in equal parts, whatever the content")
    func equalParts() {
        let items = [90.0, 30, 60].map { StackItem(contentSize: Size(width: $0, height: 20), basis: 0, grow: 1) }
        let frames = Stack.horizontal().frames(for: items, in: Self.row)
        #expect(frames.map(\.rect.x) == [0, 100, 200])
        #expect(frames.map(\.rect.width) == [100, 100, 100])
    }

    @Test("The basis is the base size, over the width; in a column over the height")
    func basisOverSize() {
        #expect(Stack.horizontal().frames(for: [StackItem(width: 50, basis: 100)], in: Self.row)[0].rect.width == 100)
        let column = Stack.vertical().frames(for: [StackItem(height: 10, basis: 40)], in: Frame(width: 30, height: 300))
        #expect(column[0].rect == Rect(x: 0, y: 0, width: 30, height: 40))
        // A percentage of the content box's length along the stack.
        let quarter = StackItem(basis: .percent(25))
        #expect(Stack.horizontal().frames(for: [quarter], in: Frame(width: 200, height: 20))[0].rect.width == 50)
    }

    @Test("Limits still apply: a clamped item freezes and the others take the rest")
    func limitsApply() {
        let items = [StackItem(basis: 0, maxWidth: 40, grow: 1), StackItem(basis: 0, grow: 1)]
        let frames = Stack.horizontal().frames(for: items, in: Frame(width: 200, height: 20))
        // 100 each, the first clamped to 40: the second takes 160.
        #expect(frames.map(\.rect.x) == [0, 40])
        #expect(frames.map(\.rect.width) == [40, 160])
    }

    @Test("basis 0 on a measured item keeps its automatic minimum, shrink or not")
    func measuredKeepsMinimum() {
        // Text-like: the first is 70 at its narrowest and 150 at its widest, the second 10 and 20.
        func measure(_ index: Int, _ proposal: Size) -> Size {
            let (narrowest, widest) = index == 0 ? (70.0, 150.0) : (10.0, 20.0)
            return Size(width: max(narrowest, min(widest, proposal.width)), height: 10)
        }
        let items = Array(repeating: StackItem(measuresContent: true, basis: 0, grow: 1), count: 2)
        let frames = Stack.horizontal().frames(for: items, in: Frame(width: 100, height: 10), measure: measure)
        // 50 each would put the first below 70: it is frozen at 70, the second takes 30.
        #expect(frames.map(\.rect.width) == [70, 30])
        #expect(frames.map(\.rect.x) == [0, 70])
    }

    @Test("A percentage basis of a length not known yet is the content's size, not the item's own")
    func percentBasisWhileSizedByContent() {
        let item = StackItem(height: 30, contentSize: Size(width: 10, height: 5), basis: .percent(25))
        let open = Size(width: .infinity, height: .infinity)
        // CSS's `content`: the content's 5, not the height of 30.
        #expect(Stack.vertical().size(for: [item], fitting: open) == Size(width: 10, height: 5))
        // In a column of 200 the basis is 50.
        #expect(Stack.vertical().frames(for: [item], in: Frame(width: 10, height: 200))[0].rect.height == 50)
    }
}
