import PinFrame
import Testing

/// Code ported from PinLayout 1.10 as its users write it: the helpers it relies on
/// (`visible`, `minInsets`, `insets + value`, directional insets) compile and lay out as
/// there, and the two rules PinFrame reads differently are pinned down. Expected rects are
/// worked out by hand.
@Suite("Porting from PinLayout", .quietLog)
struct PortingTests {
    /// An iPhone-sized screen with its safe area.
    static let screen = Frame(width: 375, height: 812)
    static let safeArea = EdgeInsets(top: 44, left: 0, bottom: 34, right: 0)

    @Test func visibleFiltersHiddenFramesAsTheListRulesDo() {
        // Three titles in a column; the tallest one is hidden.
        let a = Frame(x: 10, y: 10, width: 100, height: 20, in: Self.screen)
        var b = Frame(x: 10, y: 40, width: 100, height: 80, in: Self.screen)
        b.isHidden = true
        let c = Frame(x: 120, y: 10, width: 50, height: 40, in: Self.screen)
        #expect(visible([a, b, c]) == [a, c])
        // Below the lowest visible one (c ends at 50), from the left-most left edge (10).
        let ported = Frame(in: Self.screen).pin.below(of: visible([a, b, c]), aligned: .left).size(30).rect
        #expect(ported == rect(10, 50, 30, 30))
        // The same without the filter: list rules skip hidden frames anyway.
        #expect(Frame(in: Self.screen).pin.below(of: [a, b, c], aligned: .left).size(30).rect == ported)
    }

    @Test func safeAreaWithAMinimum() {
        // `view.pin.all(pin.safeArea.minInsets(dx: 16, dy: 16))`: left and right raised to
        // 16, top 44 and bottom 34 kept: x 16, y 44, 375 − 32 wide, 812 − 78 high.
        let content = Frame(in: Self.screen).pin.all(Self.safeArea.minInsets(dx: 16, dy: 16)).rect
        #expect(content == rect(16, 44, 343, 734))
        // `minInsets(_:)` with insets: the same.
        #expect(Frame(in: Self.screen).pin.all(Self.safeArea.minInsets(EdgeInsets(all: 16))).rect == content)
    }

    @Test func safeAreaPlusAValue() {
        // `view.pin.all(pin.safeArea + 10)`: 10 more on every side: x 10, y 54, 375 − 20
        // wide, 812 − 98 high.
        #expect(Frame(in: Self.screen).pin.all(Self.safeArea + 10).rect == rect(10, 54, 355, 714))
        // `top(pin.safeArea.top + 10)` reads the same in both libraries.
        #expect(Frame(in: Self.screen).pin.top(Self.safeArea.top + 10).height(20).rect.y == 54)
    }

    @Test func directionalInsetsFollowTheRootsDirection() {
        // `view.pin.all(NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 0))`
        // in a right-to-left screen: the leading 20 is on the right: x 0, 375 − 20 wide.
        let rtl = Frame(width: 375, height: 812, direction: .rtl)
        let insets = DirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 0)
        #expect(Frame(in: rtl).pin.all(insets).rect == rect(0, 0, 355, 812))
        #expect(Frame(in: Self.screen).pin.all(insets).rect == rect(20, 0, 355, 812))
    }

    @Test func hCenterWithAValueIsMeasuredFromTheLeftEdge() {
        // PinFrame follows PinLayout's original README: `hCenter(100)` puts the center 100
        // from the parent's left edge (x = 100 − 25). PinLayout 1.10 measures it from the
        // parent's center (x would be 187.5 + 100 − 25 = 262.5).
        #expect(Frame(in: Self.screen).pin.hCenter(100).width(50).rect.x == 75)
        #expect(Frame(in: Self.screen).pin.vCenter(100).height(50).rect.y == 75)
    }

    @Test func bothEdgesAndAWidthWithoutJustifyWarn() {
        // PinFrame keeps both edges, leaves the width out and warns (.conflict); with
        // justify(_:) the width applies and the frame sits where justify says.
        let pin = Frame(in: Self.screen).pin.left(10).right(10).width(100).height(20)
        #expect(pin.rect == rect(10, 0, 355, 20))
        #expect(pin.warnings.map(\.kind) == [.conflict])
        #expect(
            Frame(in: Self.screen).pin.left(10).right(10).width(100).justify(.left).height(20).rect
                == rect(10, 0, 100, 20))
    }
}
