import PinFrame
import Testing

/// Cross-axis placement: a line is as thick as its thickest outer item, or as the content
/// box when the stack does not wrap; items align in it by the stack's alignment or their
/// own; stretch fills the line (less margins) only without an explicit cross size; every
/// cross size is clamped by min/max.
@Suite(.quietLog)
struct StackAlignmentTests {
    /// An item 20 wide with a content height of 10, in a row 40 high that does not wrap.
    static let plain: [(StackAlignment, Rect)] = [
        (.start, r(0, 0, 20, 10)), (.center, r(0, 15, 20, 10)), (.end, r(0, 30, 20, 10)), (.stretch, r(0, 0, 20, 40)),
    ]

    @Test(arguments: plain)
    func itemsAlignInTheWholeCrossSize(_ alignment: StackAlignment, _ expected: Rect) {
        let content = StackItem(width: 20, contentSize: Size(width: 0, height: 10))
        expectStack(.horizontal(alignment: alignment), [content], in: container(100, 40), [expected])
    }

    /// The same with margins 5 above and 3 below.
    /// Centre: (40 - 10 - 8) / 2 + 5; end: 40 - 10 - 3; stretch: 40 - 8 high.
    static let withMargins: [(StackAlignment, Rect)] = [
        (.start, r(0, 5, 20, 10)), (.center, r(0, 16, 20, 10)), (.end, r(0, 27, 20, 10)), (.stretch, r(0, 5, 20, 32)),
    ]

    @Test(arguments: withMargins)
    func marginsKeepTheirRoomAcross(_ alignment: StackAlignment, _ expected: Rect) {
        let content = StackItem(
            width: 20, contentSize: Size(width: 0, height: 10), margin: EdgeInsets(top: 5, left: 0, bottom: 3, right: 0)
        )
        expectStack(.horizontal(alignment: alignment), [content], in: container(100, 40), [expected])
    }

    @Test func stretchWithAnExplicitCrossSizeActsAsStart() {
        expectStack(.horizontal(), [item(20, 10)], in: container(100, 40), [r(0, 0, 20, 10)])
    }

    @Test func anItemsOwnAlignmentOverridesTheStacks() {
        expectStack(
            .horizontal(alignment: .start),
            [item(20, 10), item(20, 10, alignment: .end), item(20, nil, alignment: .stretch)],
            in: container(100, 40), [r(0, 0, 20, 10), r(20, 30, 20, 10), r(40, 0, 20, 40)])
    }

    @Test func crossSizesAreClampedWhereverTheyComeFrom() {
        // Stretched to 40 but at most 25; explicit 50 but at most 30; content 5 but at least 12 (centred).
        let stretched = StackItem(width: 10, maxHeight: 25)
        let explicit = StackItem(width: 10, height: 50, maxHeight: 30)
        let content = StackItem(width: 10, contentSize: Size(width: 0, height: 5), minHeight: 12, alignment: .center)
        expectStack(
            .horizontal(), [stretched, explicit, content], in: container(100, 40),
            [r(0, 0, 10, 25), r(10, 0, 10, 30), r(20, 14, 10, 12)])
    }

    @Test func aWrappedLineIsAsThickAsItsThickestItem() {
        // Line 1: 10 and 30 high → 30; the auto-height item stretches to 30. Line 2 below it.
        let auto = StackItem(width: 30, contentSize: Size(width: 0, height: 10))
        expectStack(
            .horizontal(wrap: .wrap), [item(30, 10), item(30, 30), auto, item(30, 10)], in: container(100, 100),
            [r(0, 0, 30, 10), r(30, 0, 30, 30), r(60, 0, 30, 30), r(0, 30, 30, 10)])
    }
}
