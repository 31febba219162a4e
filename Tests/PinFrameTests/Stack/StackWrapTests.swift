import Testing

@testable import PinFrame

@Suite("Wrapping in reverse (StackWrap.swift)", .quietLog)
struct StackWrapTests {
    static let box = Frame(width: 100, height: 50)

    @Test("A row's lines stack from the bottom, in the order .wrap breaks them")
    func rowLinesFromTheBottom() {
        let items = Array(repeating: StackItem(width: 60, height: 20), count: 2)
        // Each 60 wide on a line of its own: from the top with .wrap, from the bottom reversed.
        #expect(
            Stack.horizontal(lineSpacing: 4, wrap: .wrap).frames(for: items, in: Self.box).map(\.rect.y) == [0, 24])
        #expect(
            Stack.horizontal(lineSpacing: 4, wrap: .wrapReverse).frames(for: items, in: Self.box).map(\.rect) == [
                Rect(x: 0, y: 30, width: 60, height: 20), Rect(x: 0, y: 6, width: 60, height: 20),
            ])
        // Along a line nothing changes.
        let three = Array(repeating: StackItem(width: 30, height: 10), count: 3)
        #expect(Stack.horizontal(wrap: .wrapReverse).frames(for: three, in: Self.box).map(\.rect.x) == [0, 30, 60])
    }

    @Test("A column's first line is at the right, at the left right to left")
    func columnLinesFromTheEnd() {
        let items = Array(repeating: StackItem(width: 20, height: 30), count: 2)
        let column = Stack.vertical(wrap: .wrapReverse)
        #expect(column.frames(for: items, in: Self.box).map(\.rect.x) == [80, 60])
        #expect(column.frames(for: items, in: Frame(width: 100, height: 50, direction: .rtl)).map(\.rect.x) == [0, 20])
        // .wrap right to left starts at the right.
        #expect(
            Stack.vertical(wrap: .wrap).frames(for: items, in: Frame(width: 100, height: 50, direction: .rtl))
                .map(\.rect.x) == [80, 60])
    }

    @Test("Start means the flipped start: for items in their line and for the lines")
    func startIsFlipped() {
        // A line of a 20-high and a 10-high item (the line is 20 thick), then a line of one.
        let items = [
            StackItem(width: 40, height: 20), StackItem(width: 40, height: 10), StackItem(width: 40, height: 20),
        ]
        let start = Stack.horizontal(alignment: .start, wrap: .wrapReverse)
        // The first line runs from 30 to 50, its short item at its bottom (40); the second
        // from 10 to 30.
        #expect(start.frames(for: items, in: Self.box).map(\.rect.y) == [30, 40, 10])
        // Lines at the end: 10 left over at the bottom, the first line above it (20…40), the
        // second at the top.
        let end = Stack.horizontal(alignment: .start, wrap: .wrapReverse, lineDistribution: .end)
        #expect(end.frames(for: items, in: Self.box).map(\.rect.y) == [20, 30, 0])
    }

    @Test("Sizes from content are those of .wrap")
    func sizes() {
        let items = Array(repeating: StackItem(width: 40, height: 20), count: 5)
        for proposal in [
            Size(width: 100, height: .infinity), Size(width: 0, height: 0), Size(width: .infinity, height: 0),
        ] {
            #expect(
                Stack.horizontal(spacing: 4, lineSpacing: 4, wrap: .wrapReverse).size(for: items, fitting: proposal)
                    == Stack.horizontal(spacing: 4, lineSpacing: 4, wrap: .wrap).size(for: items, fitting: proposal))
        }
    }
}
