import Testing

@testable import PinFrame

@Suite("Auto margins in stacks (StackMetrics.swift, StackLayout+Placement.swift)", .quietLog)
struct StackAutoMarginsTests {
    static let box = Frame(width: 100, height: 50)

    @Test("An auto left margin pushes an item and those after it to the end")
    func pushToEnd() {
        let items = [StackItem(width: 40), StackItem(width: 40, autoMargins: .left), StackItem(width: 40)]
        let frames = Stack.horizontal().frames(for: items, in: Frame(width: 300, height: 44))
        #expect(frames.map(\.rect.x) == [0, 220, 260])
    }

    @Test("The free space is shared equally between the auto sides")
    func sharedEqually() {
        let two = [StackItem(width: 20, autoMargins: .left), StackItem(width: 20, autoMargins: .left)]
        // 60 free, 30 a side.
        #expect(Stack.horizontal().frames(for: two, in: Self.box).map(\.rect.x) == [30, 80])
        let centred = [StackItem(width: 40, autoMargins: .horizontal)]
        #expect(Stack.horizontal().frames(for: centred, in: Self.box)[0].rect.x == 30)
    }

    @Test("The distribution has nothing left to share; with overflow the margins are 0")
    func beforeDistribution() {
        let items = [StackItem(width: 20, autoMargins: .right), StackItem(width: 20)]
        #expect(Stack.horizontal(distribution: .end).frames(for: items, in: Self.box).map(\.rect.x) == [0, 80])
        #expect(
            Stack.horizontal(distribution: .end).frames(
                for: [StackItem(width: 20), StackItem(width: 20)], in: Self.box
            )
            .map(\.rect.x) == [60, 80])
        // 120 in 100: no free space; centred by the distribution, 10 out on each side.
        let overflowing = [StackItem(width: 60, autoMargins: .left), StackItem(width: 60)]
        #expect(
            Stack.horizontal(distribution: .center).frames(for: overflowing, in: Self.box).map(\.rect.x) == [-10, 50])
    }

    @Test("Across, auto margins centre the item or push it, and it is not stretched")
    func across() {
        let row = Stack.horizontal()
        #expect(
            row.frames(for: [StackItem(width: 10, height: 10, autoMargins: .vertical)], in: Self.box)[0].rect.y == 20)
        #expect(row.frames(for: [StackItem(width: 10, height: 10, autoMargins: .top)], in: Self.box)[0].rect.y == 40)
        let unstretched = StackItem(width: 10, contentSize: Size(width: 0, height: 10), autoMargins: .bottom)
        #expect(row.frames(for: [unstretched], in: Self.box)[0].rect == Rect(x: 0, y: 0, width: 10, height: 10))
        // The same item without the auto margin is stretched.
        #expect(row.frames(for: [StackItem(width: 10)], in: Self.box)[0].rect.height == 50)
    }

    @Test("Sides are physical: right to left, an auto left margin pushes what follows to the left end")
    func rightToLeft() {
        let items = [StackItem(width: 40, autoMargins: .left), StackItem(width: 40)]
        let frames = Stack.horizontal().frames(for: items, in: Frame(width: 300, height: 44, direction: .rtl))
        #expect(frames.map(\.rect.x) == [260, 0])
    }

    @Test("In a column an auto top margin pushes the item to the bottom")
    func column() {
        let frames = Stack.vertical().frames(
            for: [StackItem(height: 20, autoMargins: .top)], in: Frame(width: 100, height: 200))
        #expect(frames[0].rect == Rect(x: 0, y: 180, width: 100, height: 20))
    }
}
