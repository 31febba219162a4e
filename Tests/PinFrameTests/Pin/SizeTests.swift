import PinFrame
import Testing

@Suite("Width, height and size (Pin+Size.swift)", .quietLog)
struct SizeTests {
    let view = frame(10, 20, 100, 50)

    @Test func sizeAloneKeepsThePosition() {
        expectLayout(view.pin.width(30), rect(10, 20, 30, 50))
        expectLayout(view.pin.height(30), rect(10, 20, 100, 30))
        expectLayout(view.pin.size(Size(width: 30, height: 40)), rect(10, 20, 30, 40))
        expectLayout(view.pin.size(30), rect(10, 20, 30, 30))
        expectLayout(view.pin.width(0).height(0), rect(10, 20, 0, 0))
    }

    @Test func percentagesAreOfTheParentsSize() {
        let parent = Frame(width: 200, height: 100)
        let child = Frame(in: parent)
        expectLayout(child.pin.width(25%), rect(0, 0, 50, 0))
        expectLayout(child.pin.height(25%), rect(0, 0, 0, 25))
        expectLayout(child.pin.size(50%), rect(0, 0, 100, 50))
    }

    /// The original PinLayout README writes `width(percent: 50)`; it still compiles
    /// (deprecated) and is `width(50%)`.
    @available(*, deprecated, message: "calls the original README's forms on purpose")
    @Test func theOriginalReadmesPercentForms() {
        let parent = Frame(width: 200, height: 100)
        let child = Frame(in: parent)
        // 50% of 200 wide, 25% of 100 high.
        expectLayout(child.pin.width(percent: 50).height(percent: 25), rect(0, 0, 100, 25))
        // The README's pinEdges example on a 400-wide parent: 400 - 20 - 20.
        expectLayout(view.pin.left().width(percent: 100).pinEdges().marginHorizontal(20), rect(20, 20, 360, 50))
        expectWarning(child.pin.width(percent: -10), .negativeSize, rule: "width(-10%)")
        expectWarning(child.pin.height(10).height(percent: 20), .alreadySet, rule: "height(20%)")
    }

    @Test func zeroAndMinusZeroAreTheSameWidth() {
        // Found by the fuzzer (its check had told -0.0 and 0 apart): the same value again
        // is no conflict. The first one given is kept.
        expectLayout(view.pin.width(0).width(-0.0), rect(10, 20, 0, 50))
        #expect(view.pin.width(-0.0).width(0).rect.width.sign == .minus)
    }

    @Test func ofAnotherFrame() {
        let other = frame(300, 300, 70, 80)
        expectLayout(view.pin.width(of: other), rect(10, 20, 70, 50))
        expectLayout(view.pin.height(of: other), rect(10, 20, 100, 80))
        expectLayout(view.pin.size(of: other), rect(10, 20, 70, 80))
        // Another branch works too: only the size is read.
        let elsewhere = Frame(x: 0, y: 0, width: 33, height: 44, in: frame(5, 5, 200, 200))
        expectLayout(view.pin.size(of: elsewhere), rect(10, 20, 33, 44))
    }

    @Test func sizesWorkOnRootsPercentagesDoNot() {
        let root = Frame(width: 10, height: 10)
        expectLayout(root.pin.width(100).height(50), rect(0, 0, 100, 50))
        expectLayout(root.pin.size(of: view), rect(0, 0, 100, 50))
        let pin = root.pin.width(50%).height(20)
        expectWarning(pin, .noParent, rule: "width(50%)", "parent")
        #expect(pin.rect == rect(0, 0, 10, 20))
    }

    @Test func theSameValueTwiceIsFineADifferentOneIsNot() {
        expectLayout(view.pin.width(30).width(30), rect(10, 20, 30, 50))
        let pin = view.pin.width(30).size(Size(width: 40, height: 60))
        // size() checks each attribute on its own: width is rejected, height applies.
        expectWarning(pin, .alreadySet, rule: "size(Size(width: 40, height: 60))", "already been set to 30")
        #expect(pin.rect == rect(10, 20, 30, 60))
    }

    @Test func negativeSizesAreRejected() {
        let pin = view.pin.width(-1).height(5)
        expectWarning(pin, .negativeSize, rule: "width(-1)", "width (-1)", "greater than or equal to zero")
        #expect(pin.rect == rect(10, 20, 100, 5))
        expectWarning(
            view.pin.size(Size(width: 5, height: -2)), .negativeSize, rule: "size(Size(width: 5, height: -2))")
        #expect(view.pin.size(Size(width: 5, height: -2)).rect == rect(10, 20, 5, 50))
        expectWarning(view.pin.height(-10%), .negativeSize, rule: "height(-10%)", "height (-40)")
    }

    @Test func nonFiniteSizesAreRejectedBeforeAnyOtherCheck() {
        expectWarning(view.pin.width(-.infinity), .invalidValue, rule: "width(-inf)", "finite")
        expectWarning(view.pin.size(.nan), .invalidValue, rule: "size(nan)", "nan")
        expectWarning(view.pin.height(Percent(.infinity)), .invalidValue, rule: "height(inf%)")
        // A root has no parent, but an invalid number is reported first.
        expectWarning(Frame(width: 1, height: 1).pin.width(Percent(.nan)), .invalidValue, rule: "width(nan%)")
    }
}
