import PinFrame
import Testing

/// Lines: `.none` keeps one line, `.wrap` starts a new line before an item whose outer
/// size (with the spacing before it) would overflow the content box, `.count(n)` puts n
/// visible items on each line (n < 1 counts as 1).
@Suite(.quietLog)
struct StackLinesTests {
    let boxes = Array(repeating: item(40, 20), count: 5)

    @Test func wrapBreaksBeforeTheItemThatWouldOverflow() {
        // 40 + 10 + 40 = 90 fits in 100; a third would make 140. Lines at y 0, 25, 50.
        expectStack(
            .horizontal(spacing: 10, lineSpacing: 5, wrap: .wrap), boxes, in: container(100, 100),
            [r(0, 0, 40, 20), r(50, 0, 40, 20), r(0, 25, 40, 20), r(50, 25, 40, 20), r(0, 50, 40, 20)])
    }

    @Test func anItemThatFitsExactlyStaysOnTheLine() {
        expectStack(
            .horizontal(wrap: .wrap), [item(50, 10), item(50, 10), item(1, 10)], in: container(100, 100),
            [r(0, 0, 50, 10), r(50, 0, 50, 10), r(0, 10, 1, 10)])
        // Thirds that add up to the width only through rounding fit too.
        let third = 100.0 / 3
        let frames = Stack.horizontal(wrap: .wrap).frames(
            for: Array(repeating: item(third, 10), count: 3), in: container(100, 100))
        #expect(frames.map(\.rect.y) == [0, 0, 0])
    }

    @Test func marginsCountWhenBreaking() {
        // Outer 45 + 10 = 55: two make 110 > 100.
        let wide = item(45, 10, margin: EdgeInsets(top: 0, left: 0, bottom: 0, right: 10))
        expectStack(
            .horizontal(wrap: .wrap), [wide, wide], in: container(100, 100), [r(0, 0, 45, 10), r(0, 10, 45, 10)])
    }

    @Test func anItemLongerThanTheLineGetsALineOfItsOwn() {
        expectStack(
            .horizontal(wrap: .wrap), [item(30, 10), item(150, 10), item(30, 10)], in: container(100, 100),
            [r(0, 0, 30, 10), r(0, 10, 150, 10), r(0, 20, 30, 10)])
    }

    @Test func countPutsNVisibleItemsOnALine() {
        let hidden = StackItem(width: 40, height: 20, isHidden: true)
        // Two per line; the hidden one is not counted.
        expectStack(
            .horizontal(spacing: 5, wrap: .count(2)), [boxes[0], hidden, boxes[1], boxes[2]], in: container(300, 100),
            [r(0, 0, 40, 20), .zero, r(45, 0, 40, 20), r(0, 20, 40, 20)])
    }

    @Test(arguments: [0, -3, Int.min]) func countBelowOneActsAsOne(_ count: Int) {
        expectStack(
            .horizontal(wrap: .count(count)), [boxes[0], boxes[1]], in: container(300, 100),
            [r(0, 0, 40, 20), r(0, 20, 40, 20)])
    }

    @Test func noneKeepsOneLineHoweverLong() {
        expectStack(
            .horizontal(), [item(80, 10), item(80, 10)], in: container(100, 30), [r(0, 0, 80, 10), r(80, 0, 80, 10)])
    }

    @Test func wrapWithAnOpenLengthIsOneLine() {
        let stack = Stack.horizontal(spacing: 10, lineSpacing: 5, wrap: .wrap)
        #expect(
            stack.size(for: boxes, fitting: Size(width: .infinity, height: .infinity)) == Size(width: 240, height: 20))
        // Bounded, the same items make three lines (two, two, one).
        #expect(stack.size(for: boxes, fitting: Size(width: 100, height: .infinity)) == Size(width: 100, height: 70))
    }

    @Test func aColumnWrapsIntoColumns() {
        // 30 + 30 > 50: each item its own column, the columns 30 wide.
        expectStack(
            .vertical(lineSpacing: 4, wrap: .wrap), [item(30, 30), item(20, 30)], in: container(100, 50),
            [r(0, 0, 30, 30), r(34, 0, 20, 30)])
    }
}
