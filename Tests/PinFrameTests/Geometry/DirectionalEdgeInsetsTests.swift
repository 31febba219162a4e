import PinFrame
import Testing

/// Leading and trailing insets, resolved by the direction a frame or container inherits:
/// leading is the left side left to right and the right side right to left.
@Suite("Directional insets (DirectionalEdgeInsets.swift)", .quietLog)
struct DirectionalEdgeInsetsTests {
    static let ltr = Frame(width: 400, height: 100)
    static let rtl = Frame(width: 400, height: 100, direction: .rtl)
    /// Leading 16, trailing 4, top 10, bottom 20.
    static let insets = DirectionalEdgeInsets(top: 10, leading: 16, bottom: 20, trailing: 4)

    @Test func leadingIsLeftOrRightByDirection() {
        #expect(Self.insets.edgeInsets(in: .ltr) == EdgeInsets(top: 10, left: 16, bottom: 20, right: 4))
        #expect(Self.insets.edgeInsets(in: .rtl) == EdgeInsets(top: 10, left: 4, bottom: 20, right: 16))
        #expect(Self.insets.description == "(top: 10, leading: 16, bottom: 20, trailing: 4)")
    }

    @Test func allPinsLeadingOnTheStartSide() {
        // 400 − 16 − 4 = 380 wide, 100 − 10 − 20 = 70 high; 16 from the left, or 4.
        #expect(Frame(in: Self.ltr).pin.all(Self.insets).rect == rect(16, 10, 380, 70))
        #expect(Frame(in: Self.rtl).pin.all(Self.insets).rect == rect(4, 10, 380, 70))
    }

    @Test func horizontallyAndVerticallyTakeTheirSides() {
        // Only leading and trailing; the height is the rule's.
        #expect(Frame(in: Self.rtl).pin.horizontally(Self.insets).height(20).rect == rect(4, 0, 380, 20))
        #expect(Frame(in: Self.ltr).pin.horizontally(Self.insets).height(20).rect == rect(16, 0, 380, 20))
        // Only top and bottom, in either direction: 10 down, 100 − 30 high.
        #expect(Frame(in: Self.rtl).pin.vertically(Self.insets).width(50).rect == rect(0, 10, 50, 70))
        #expect(Frame(in: Self.ltr).pin.vertically(Self.insets).width(50).rect == rect(0, 10, 50, 70))
    }

    @Test func marginsFollowTheDirection() {
        // All four edges pinned, then the margins shrink the frame: left margin 16 or 4.
        #expect(Frame(in: Self.ltr).pin.all().margin(Self.insets).rect == rect(16, 10, 380, 70))
        #expect(Frame(in: Self.rtl).pin.all().margin(Self.insets).rect == rect(4, 10, 380, 70))
    }

    @Test func wrapContentAddsEverySide() {
        // Children 160…420 × 120…180 in a view at (20, 10): 260 + 16 + 4 wide, 60 + 30 high.
        for root in [Self.ltr, Self.rtl] {
            let view = Frame(x: 20, y: 10, width: 200, height: 100, in: root)
            let children = [rect(160, 120, 100, 40), rect(260, 120, 60, 60), rect(360, 120, 60, 60)].map {
                Frame($0, in: view)
            }
            #expect(view.pin.wrapContent(children, padding: Self.insets).rect == rect(20, 10, 280, 90))
        }
    }

    @Test func aRejectedRuleReadsAsWritten() {
        // `left(5)` first: `all`'s left is a second value for it (its leading side, LTR).
        let warnings = Frame(in: Self.ltr).pin.left(5).all(Self.insets).warnings
        #expect(warnings.map(\.kind) == [.alreadySet])
        #expect(
            warnings.first?.rule.hasPrefix("all(DirectionalEdgeInsets(top: 10, leading: 16, bottom: 20, trailing: 4))")
                == true)
    }

    @Test func aStackPaddingFollowsTheContainer() {
        let row = Stack(.horizontal, padding: DirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 4))
        // 100 − 20 = 80 wide inside; it starts 16 from the left, or 4 (the trailing side).
        #expect(row.frames(for: [StackItem(grow: 1)], in: container(100, 20))[0].rect == r(16, 0, 80, 20))
        #expect(
            row.frames(for: [StackItem(grow: 1)], in: container(100, 20, direction: .rtl))[0].rect == r(4, 0, 80, 20))
        // The shorthands take it too.
        let column = Stack.vertical(padding: DirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 4))
        #expect(
            column.frames(for: [StackItem(height: 10)], in: container(100, 20, direction: .rtl))[0].rect
                == r(4, 0, 80, 10))
    }

    @Test func settingThePaddingMakesItLeftAndRight() {
        var row = Stack(.horizontal, padding: DirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 4))
        row.padding = EdgeInsets(top: 0, left: 16, bottom: 0, right: 4)
        #expect(
            row.frames(for: [StackItem(grow: 1)], in: container(100, 20, direction: .rtl))[0].rect == r(16, 0, 80, 20))
    }

    @Test func anItemMarginFollowsTheContainer() {
        let leading10 = StackItem(width: 30, margin: DirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 0))
        // Left to right: 10 from the left. Right to left the row starts at the right, and
        // the leading margin is on the right: 100 − 10 − 30 = 60.
        #expect(Stack.horizontal().frames(for: [leading10], in: container(100, 20))[0].rect == r(10, 0, 30, 20))
        #expect(
            Stack.horizontal().frames(for: [leading10], in: container(100, 20, direction: .rtl))[0].rect
                == r(60, 0, 30, 20))
        // A left margin stays on the left: the item ends at the right edge, 70.
        let left10 = StackItem(width: 30, margin: EdgeInsets(top: 0, left: 10, bottom: 0, right: 0))
        #expect(
            Stack.horizontal().frames(for: [left10], in: container(100, 20, direction: .rtl))[0].rect
                == r(70, 0, 30, 20))
        // Sizes do not depend on the direction.
        #expect(Stack.horizontal().size(for: [leading10], fitting: Size(width: .infinity, height: 20)).width == 40)
    }

    @Test func aBadDirectionalMarginIsNamedByItsSide() {
        let bad = StackItem(width: 30, margin: DirectionalEdgeInsets(top: 0, leading: -5, bottom: 0, trailing: 0))
        let (_, warnings) = Pin.capturingWarnings { Stack.horizontal().frames(for: [bad], in: container(100, 20)) }
        #expect(warnings.map(\.rule) == ["StackItem[0].margin.leading(-5)"])
    }
}
