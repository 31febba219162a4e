import PinFrame
import Testing

@Suite("justify and align (Pin+Justify.swift)", .quietLog)
struct JustifyTests {
    let view = frame(0, 0, 100, 50)

    @Test func justifyPlacesTheWidthBetweenTheEdges() {
        // Between 20 and 380 (after margins of 20), 100 wide: 260 of space left over.
        let chain = view.pin.horizontally().marginHorizontal(20).width(100)
        expectLayout(chain.justify(.left), rect(20, 0, 100, 50))
        expectLayout(chain.justify(.center), rect(150, 0, 100, 50))
        expectLayout(chain.justify(.right), rect(280, 0, 100, 50))
        expectLayout(chain.justify(.start), rect(20, 0, 100, 50))
        expectLayout(chain.justify(.end), rect(280, 0, 100, 50))
    }

    @Test func startAndEndFollowTheDirection() {
        let rtlView = frame(0, 0, 100, 50, in: Frame(width: 400, height: 400, direction: .rtl))
        let chain = rtlView.pin.horizontally().width(100)
        expectLayout(chain.justify(.start), rect(300, 0, 100, 50))
        expectLayout(chain.justify(.end), rect(0, 0, 100, 50))
    }

    @Test func alignPlacesTheHeightBetweenTheEdges() {
        // Between 0 and 400, 100 high.
        let chain = view.pin.vertically().height(100)
        expectLayout(chain.align(.top), rect(0, 0, 100, 100))
        expectLayout(chain.align(.center), rect(0, 150, 100, 100))
        expectLayout(chain.align(.bottom), rect(0, 300, 100, 100))
    }

    @Test func justifyMayComeAnywhereInTheChain() {
        // PinLayout users write it last; whether the width conflicts is decided when the
        // chain is resolved.
        let expected = rect(150, 0, 100, 50)
        expectLayout(view.pin.horizontally().width(100).justify(.center), expected)
        expectLayout(view.pin.justify(.center).width(100).horizontally(), expected)
        expectLayout(view.pin.left().justify(.center).width(100).right(), expected)
    }

    @Test func withoutBothEdgesJustifyAndAlignAreIgnored() {
        let pin = view.pin.left(10).width(100).justify(.center)
        expectWarning(pin, .ignored, rule: "justify(.center)", "left and right")
        #expect(pin.rect == rect(10, 0, 100, 50))
        let other = view.pin.top(10).align(.bottom)
        expectWarning(other, .ignored, rule: "align(.bottom)", "top and bottom")
        #expect(other.rect == rect(0, 10, 100, 50))
        // hCenter is not two edges either.
        expectWarning(view.pin.hCenter().width(10).justify(.left), .ignored, rule: "justify(.left)")
    }

    @Test func justifyWithBothEdgesAndNoWidthChangesNothing() {
        expectLayout(view.pin.horizontally(10).justify(.right), rect(10, 0, 380, 50))
    }

    @Test func justifyAfterPinEdgesCountsBothEdges() {
        // pinEdges turns left + width into two edges: justify is not ignored.
        expectLayout(view.pin.left(10).width(100).pinEdges().justify(.right), rect(10, 0, 100, 50))
    }

    @Test func noneMeansNoJustification() {
        let pin = view.pin.horizontally().width(100).justify(.none)
        expectWarning(pin, .conflict, rule: "width(100)", "left: 0, right: 0")
    }

    @Test func aSecondDifferentJustifyIsRejected() {
        // The first alignment stays, in either order: x 0 for left, 300 for right.
        let leftFirst = view.pin.left(0).right(0).width(100).justify(.left).justify(.right)
        #expect(leftFirst.rect == rect(0, 0, 100, 50))
        expectWarning(
            leftFirst, .alreadySet, rule: "justify(.right)",
            "justify(.right) won't be applied since it value has already been set to .left.")
        let rightFirst = view.pin.left(0).right(0).width(100).justify(.right).justify(.left)
        #expect(rightFirst.rect == rect(300, 0, 100, 50))
        expectWarning(rightFirst, .alreadySet, rule: "justify(.left)", "already been set to .right.")
    }

    @Test func aSecondDifferentAlignIsRejected() {
        // vertically() in a 400-high parent, height 100: top gives y 0, bottom 300.
        let pin = view.pin.vertically().height(100).align(.top).align(.bottom)
        #expect(pin.rect == rect(0, 0, 100, 100))
        expectWarning(
            pin, .alreadySet, rule: "align(.bottom)",
            "align(.bottom) won't be applied since it value has already been set to .top.")
    }

    @Test func theSameAlignmentTwiceOrNoneChangesNothing() {
        expectLayout(view.pin.horizontally().width(100).justify(.center).justify(.center), rect(150, 0, 100, 50))
        expectLayout(view.pin.horizontally().width(100).justify(.none).justify(.right), rect(300, 0, 100, 50))
        expectLayout(view.pin.horizontally().width(100).justify(.right).justify(.none), rect(300, 0, 100, 50))
        expectLayout(view.pin.vertically().height(100).align(.bottom).align(.none), rect(0, 300, 100, 100))
    }
}
