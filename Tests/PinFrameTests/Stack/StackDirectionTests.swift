import PinFrame
import Testing

/// Direction: in an `.rtl` container a row runs right to left and a column's cross-axis
/// start is the right; `isReversed` turns the main axis round after that.
@Suite(.quietLog)
struct StackDirectionTests {
    let pair = [item(20, 10), item(30, 10)]

    @Test func aRowRightToLeftStartsAtTheRight() {
        expectStack(.horizontal(), pair, in: container(100, 10, direction: .rtl), [r(80, 0, 20, 10), r(50, 0, 30, 10)])
        // `end` is then the left.
        expectStack(
            .horizontal(distribution: .end), pair, in: container(100, 10, direction: .rtl),
            [r(30, 0, 20, 10), r(0, 0, 30, 10)])
    }

    @Test func reversedRunsFromTheOtherEnd() {
        expectStack(.horizontal(isReversed: true), pair, in: container(100, 10), [r(80, 0, 20, 10), r(50, 0, 30, 10)])
        // Right to left and reversed: left to right again.
        expectStack(
            .horizontal(isReversed: true), pair, in: container(100, 10, direction: .rtl),
            [r(0, 0, 20, 10), r(20, 0, 30, 10)])
        // A column reversed starts at the bottom.
        expectStack(
            .vertical(isReversed: true), [item(10, 10), item(10, 20)], in: container(10, 100),
            [r(0, 90, 10, 10), r(0, 70, 10, 20)])
    }

    @Test func marginsFollowTheirSidesNotTheDirection() {
        // Left margin 5, right 10: right to left, the right margin comes first.
        let margined = item(20, 10, margin: EdgeInsets(top: 0, left: 5, bottom: 0, right: 10))
        expectStack(.horizontal(), [margined], in: container(100, 10, direction: .rtl), [r(70, 0, 20, 10)])
        expectStack(.horizontal(), [margined], in: container(100, 10), [r(5, 0, 20, 10)])
    }

    @Test func aColumnRightToLeftAlignsToTheRight() {
        expectStack(
            .vertical(alignment: .start), [item(30, 10)], in: container(100, 100, direction: .rtl), [r(70, 0, 30, 10)])
        expectStack(
            .vertical(alignment: .end), [item(30, 10)], in: container(100, 100, direction: .rtl), [r(0, 0, 30, 10)])
    }

    @Test func wrappedColumnsRightToLeftRunFromTheRight() {
        // Each 30 × 30 item its own column (60 > 50); the first column at the right.
        expectStack(
            .vertical(wrap: .wrap), [item(30, 30), item(30, 30)], in: container(100, 50, direction: .rtl),
            [r(70, 0, 30, 30), r(40, 0, 30, 30)])
    }

    @Test func wrappedRowsRightToLeftFillEachLineFromTheRight() {
        expectStack(
            .horizontal(wrap: .wrap), [item(60, 10), item(60, 10), item(30, 10)],
            in: container(100, 100, direction: .rtl),
            [r(40, 0, 60, 10), r(40, 10, 60, 10), r(10, 10, 30, 10)])
    }

    @Test func paddingIsPhysical() {
        // Padding left 10, right 20: right to left, items start 20 from the right.
        let stack = Stack.horizontal(padding: EdgeInsets(top: 0, left: 10, bottom: 0, right: 20))
        expectStack(stack, [item(20, 10)], in: container(100, 10, direction: .rtl), [r(60, 0, 20, 10)])
    }
}

/// Every rule right to left: a row in an `.rtl` container is the mirror image of the same
/// row left to right with its left and right margins swapped (x becomes the width less
/// x + width), whatever the distribution, wrapping, flexing or alignment.
@Suite(.quietLog)
struct StackMirrorTests {
    static let width = 200.0

    /// Items with margins on both sides, flexing both ways, of several heights.
    static let items = [
        StackItem(width: 50, height: 20, margin: EdgeInsets(top: 1, left: 3, bottom: 0, right: 7), grow: 1),
        StackItem(width: 70, contentSize: Size(width: 0, height: 12), maxWidth: 80, grow: 2, shrink: 1),
        StackItem(width: 40, height: 30, minWidth: 30, shrink: 2, alignment: .end),
        StackItem(contentSize: Size(width: 25, height: 10), margin: EdgeInsets(top: 0, left: 5, bottom: 2, right: 0)),
    ]

    static let stacks: [Stack] =
        [StackDistribution.start, .center, .end, .spaceBetween, .spaceAround, .spaceEvenly, .stretch].map {
            Stack.horizontal(spacing: 4, distribution: $0, alignment: .center)
        } + [
            .horizontal(spacing: 6, lineSpacing: 3, wrap: .wrap, lineDistribution: .spaceBetween),
            .horizontal(wrap: .count(3), lineDistribution: .stretch),
            .horizontal(padding: EdgeInsets(top: 2, left: 9, bottom: 4, right: 1), alignment: .stretch),
            .horizontal(spacing: 10, isReversed: true),
        ]

    @Test(arguments: stacks) func aRowRightToLeftIsTheMirrorOfTheRowLeftToRight(_ stack: Stack) {
        var mirroredStack = stack
        let p = stack.padding
        mirroredStack.padding = EdgeInsets(top: p.top, left: p.right, bottom: p.bottom, right: p.left)
        let mirroredItems = Self.items.map { item in
            var item = item
            let m = item.margin
            item.margin = EdgeInsets(top: m.top, left: m.right, bottom: m.bottom, right: m.left)
            return item
        }
        // Narrow enough that the flexing rows shrink and the wrapping ones wrap.
        for width in [Self.width, 150] {
            let ltr = stack.frames(for: Self.items, in: container(width, 80)).map(\.rect)
            let rtl = mirroredStack.frames(for: mirroredItems, in: container(width, 80, direction: .rtl)).map(\.rect)
            let mirrored = ltr.map { Rect(x: width - $0.x - $0.width, y: $0.y, width: $0.width, height: $0.height) }
            let matches = zip(rtl, mirrored).allSatisfy { a, b in
                [a.x - b.x, a.y - b.y, a.width - b.width, a.height - b.height].allSatisfy { $0.magnitude < 1e-9 }
            }
            #expect(matches, "width \(width)\n  rtl:      \(rtl)\n  mirrored: \(mirrored)")
        }
    }
}
