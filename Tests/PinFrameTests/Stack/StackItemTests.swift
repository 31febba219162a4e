import PinFrame
import Testing

@Suite(.quietLog)
struct StackItemTests {
    @Test func anItemFromAFrameTakesItsSizeAndHiddenness() {
        var frame = Frame(x: 5, y: 6, width: 80, height: 30, in: stackRoot)
        #expect(StackItem(frame) == StackItem(width: 80, height: 30))
        frame.isHidden = true
        #expect(StackItem(frame).isHidden)
    }

    @Test func defaultsAreAutoSizesNoMarginsAndNoFlex() {
        let item = StackItem()
        #expect(item.width == nil && item.height == nil && item.contentSize == .zero)
        #expect(item.margin == .zero && item.grow == 0 && item.shrink == 0 && item.alignment == nil && !item.isHidden)
    }

    @Test func aSpacerTakesItsShareOfTheSpareLength() {
        #expect(StackItem.spacer() == StackItem(grow: 1))
        // 100 wide, two 20s and a spacer: the spacer takes the 60 between them.
        expectStack(
            .horizontal(), [item(20), .spacer(), item(20)], in: container(100, 10),
            [r(0, 0, 20, 10), r(20, 0, 60, 10), r(80, 0, 20, 10)])
        // Two spacers share by their grow: 1 and 2 of 90.
        expectStack(
            .horizontal(), [.spacer(), item(10), .spacer(grow: 2)], in: container(100, 10),
            [r(0, 0, 30, 10), r(30, 0, 10, 10), r(40, 0, 60, 10)])
    }
}
