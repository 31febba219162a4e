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
