import PinFrame
import Testing

/// The examples of the documentation catalog (Sources/PinFrame/PinFrame.docc), so that what
/// its articles print stays true. Expected values are worked out by hand beside each one.
@Suite("Documentation examples", .quietLog)
struct DocumentationExamplesTests {
    @Test func landingPage() {
        let screen = Frame(width: 375, height: 812)
        let title = Frame(x: 0, y: 0, width: 200, height: 24, in: screen).pin.top(44).left(16).layout()
        let body = Frame(in: screen).pin.below(of: title, aligned: .left).right(16).height(100).marginTop(8)
            .layout()
        // Below the title (44 + 24) and 8 more; from 16 to 375 − 16.
        #expect(body.absoluteRect == rect(16, 76, 343, 100))
    }

    @Test func gettingStartedAndRenderLoops() {
        let screen = Frame(width: 375, height: 812, scale: 3)
        let card = Frame(in: screen).pin.top(44).horizontally(16).height(200).layout()
        var title = Frame(x: 0, y: 0, width: 200, height: 24, in: card)
        title = title.pin.topLeft(12).layout()
        let body = Frame(in: card).pin.below(of: title, aligned: .left).right(12).height(100).marginTop(8).layout()
        // In the card: 12 + 24 + 8 down, 343 − 24 wide; in the screen, plus (16, 44).
        #expect(body.rect == rect(12, 44, 319, 100))
        #expect(body.absoluteRect == rect(28, 88, 319, 100))
        // Render loops: the title drawn at the card's origin plus (12, 12).
        let drawnTitle = Frame(in: card).pin.topLeft(12).size(Size(width: 200, height: 24)).layout()
        #expect(drawnTitle.absoluteRect == rect(28, 56, 200, 24))
    }

    @Test func margins() {
        let screen = Frame(width: 400, height: 400)
        #expect(Frame(in: screen).pin.left().width(100).marginLeft(10).rect.x == 10)
        #expect(Frame(in: screen).pin.left().right().marginHorizontal(20).rect.width == 360)
        #expect(Frame(in: screen).pin.left().width(100%).pinEdges().marginHorizontal(20).rect.width == 360)
    }

    @Test func stacksToolbar() {
        let screen = Frame(width: 375, height: 812)
        let toolbar = Frame(in: screen).pin.bottom().horizontally().height(44).layout()
        let items = [StackItem(width: 32, height: 32), .spacer(), StackItem(width: 60, height: 24)]
        let frames = Stack.horizontal(spacing: 8, padding: EdgeInsets(all: 6), alignment: .center)
            .frames(for: items, in: toolbar)
        // 363 inside the padding; 32 + 60 + 2 × 8 taken, the spacer grows to 255; centred
        // in 44 − 12, not stretched: y 6 + (32 − h) / 2 for heights 32, 0 (the spacer) and 24.
        #expect(frames.map(\.rect) == [rect(6, 6, 32, 32), rect(46, 22, 255, 0), rect(309, 10, 60, 24)])
    }

    @Test func sizingFromContent() {
        let screen = Frame(width: 375, height: 812)
        var offered: Size?
        let label = Frame(in: screen).pin.top(20).horizontally(16).sizeToFit(.width) { proposal in
            offered = proposal
            return Size(width: proposal.width, height: 54)
        }.layout()
        #expect(offered == Size(width: 343, height: .infinity))
        #expect(label.rect == rect(16, 20, 343, 54))
        #expect(Frame(in: screen).pin.width(160).aspectRatio(16 / 9).rect.height == 90)
    }

    @Test func warningsInTests() {
        let (body, warnings) = Pin.capturingWarnings {
            let card = Frame(in: Frame(width: 320, height: 480)).pin.top(20).horizontally(10).height(100).layout()
            let title = Frame(in: card).pin.topLeft(8).size(Size(width: 200, height: 20)).layout()
            return Frame(in: card).pin.below(of: title, aligned: .left).right(8).height(40).marginTop(4).layout()
        }
        #expect(warnings.isEmpty, "\(warnings)")
        #expect(body.rect == Rect(x: 8, y: 32, width: 284, height: 40))
        let pin = Frame(in: Frame(width: 400, height: 400)).pin.width(100).width(200)
        #expect(pin.warnings.map(\.kind) == [.alreadySet])
        #expect(pin.warnings[0].rule == "width(200)")
        #expect(pin.rect.width == 100)
    }
}
