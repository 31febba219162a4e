import Foundation
import PinFrame
import Testing

/// In debug builds, a rule that refers to a frame of another root (or of this root before
/// it changed) says so; equal roots are one root; what a frame does not know is not checked.
/// The rule is applied as written in every build, so the layout does not depend on the build.
@Suite("Roots (Frame+Root.swift)", .quietLog)
struct FrameRootTests {
    let screen = Frame(width: 400, height: 400)
    let other = Frame(width: 300, height: 600)

    @Test func aFrameOfAnotherRootIsReported() {
        // In its own root, far's bottom is at 140, which means nothing in this one.
        let far = Frame(x: 50, y: 100, width: 100, height: 40, in: other)
        let pin = Frame(in: screen).pin.below(of: far).left(10).size(20)
        #expect(pin.rect == rect(10, 140, 20, 20))
        #if DEBUG
            #expect(pin.warnings.map(\.kind) == [.invalidValue])
            #expect(pin.warnings.map(\.rule) == ["below(of: frame)"])
            #expect(
                pin.warnings.first?.description
                    == "below(of: frame) refers to a frame under another root (or under this root before it "
                    + "changed), whose coordinates mean something else: the position it gives is meaningless. Lay "
                    + "both out under the root as it is now.")
        #endif
    }

    @Test func aFrameMadeBeforeItsRootChangedIsOfAnotherRoot() {
        // The title was made in the portrait screen; the body in the landscape one.
        var device = Frame(width: 375, height: 667)
        let title = Frame(x: 0, y: 20, width: 375, height: 44, in: device)
        device = Frame(width: 667, height: 375)
        let body = Frame(in: device).pin.below(of: title).horizontally().height(100)
        #expect(body.rect == rect(0, 64, 667, 100))  // 20 + 44
        #if DEBUG
            #expect(body.warnings.map(\.rule) == ["below(of: frame)"])
        #endif
        // Made again in the screen as it is now, the title is fine.
        let current = Frame(title.rect, in: device)
        expectLayout(Frame(in: device).pin.below(of: current).horizontally().height(100), rect(0, 64, 667, 100))
    }

    #if DEBUG
        @Test func everyRuleThatRefersToAnotherFrameChecks() {
            let far = Frame(x: 10, y: 10, width: 20, height: 20, in: other)
            let near = Frame(x: 200, y: 200, width: 20, height: 20, in: screen)
            let view = Frame(in: screen).pin
            let cases: [(PinChain<NoMeasure>, String)] = [
                (view.above(of: far), "above(of: frame)"),
                (view.left(of: far, aligned: .top), "left(of: frame, aligned: .top)"),
                (view.after(of: [near, far]), "after(of: [2 frames])"),
                (view.horizontallyBetween(near, and: far), "horizontallyBetween(frame, and: frame)"),
                (view.verticallyBetween(far, and: near), "verticallyBetween(frame, and: frame)"),
                (view.topLeft(to: far.anchor.bottomRight), "topLeft(to: anchor.bottomRight)"),
                (view.top(to: far.edge.bottom), "top(to: edge.bottom)"),
                (view.start(to: far.edge.end), "start(to: edge.right)"),
            ]
            for (pin, rule) in cases {
                #expect(pin.warnings.map(\.rule) == [rule])
                #expect(pin.warnings.map(\.kind) == [.invalidValue])
            }
            let anchored = view.center(to: far.anchor.center).warnings.first?.description ?? ""
            #expect(anchored.contains("refers to an anchor under another root"))
            let edged = view.left(to: far.edge.right).warnings.first?.description ?? ""
            #expect(edged.contains("refers to an edge under another root"))
        }
    #endif

    @Test func aRootResizedInPlaceIsAnotherRoot() {
        // A window resized by assigning its rect: its identity is kept with the rect, so a
        // frame made before the resize is reported, and one made after is not.
        var window = Frame(width: 375, height: 667)
        let title = Frame(x: 0, y: 20, width: 375, height: 44, in: window)
        window.rect.size = Size(width: 667, height: 375)
        let body = Frame(in: window).pin.below(of: title).horizontally().height(100)
        #expect(body.rect == rect(0, 64, 667, 100))  // 20 + 44, applied as written
        #if DEBUG
            #expect(body.warnings.map(\.rule) == ["below(of: frame)"])
        #endif
        let current = Frame(title.rect, in: window)
        expectLayout(Frame(in: window).pin.below(of: current).horizontally().height(100), rect(0, 64, 667, 100))
        // Laid out by a chain, a root changes too.
        let resized = window.pin.width(500).layout()
        #if DEBUG
            #expect(Frame(in: resized).pin.below(of: current).warnings.map(\.rule) == ["below(of: frame)"])
        #endif
        // A child of a root, pinned to that root's own anchor, is in the same root.
        expectLayout(Frame(in: window).pin.topLeft(to: window.anchor.bottomRight).size(5), rect(667, 375, 5, 5))
    }

    @Test func equalRootsAreOneRoot() {
        // Made apart, equal: their coordinates agree, so referring across them is fine.
        let a = Frame(x: 10, y: 20, width: 30, height: 40, in: Frame(width: 400, height: 400))
        let b = Frame(in: Frame(width: 400, height: 400))
        expectLayout(b.pin.below(of: a, aligned: .left).size(5), rect(10, 60, 5, 5))
        expectLayout(b.pin.topLeft(to: a.anchor.bottomRight).size(5), rect(40, 60, 5, 5))
        // -0 is 0.
        let c = Frame(in: Frame(Rect(x: -0.0, y: 0, width: 400, height: 400)))
        expectLayout(c.pin.below(of: a).size(5), rect(0, 60, 5, 5))
    }

    #if DEBUG
        @Test func aRootChangesWithItsRectDirectionAndScale() {
            let a = Frame(x: 10, y: 20, width: 30, height: 40, in: screen)
            for root in [
                Frame(width: 401, height: 400), Frame(Rect(x: 1, y: 0, width: 400, height: 400)),
                Frame(width: 400, height: 400, direction: .rtl), Frame(width: 400, height: 400, scale: 2),
            ] {
                #expect(Frame(in: root).pin.below(of: a).warnings.map(\.kind) == [.invalidValue], "\(root)")
            }
        }
    #endif

    @Test func grandchildrenCarryTheirRoot() {
        // Two cards of the same size at the same place, in different roots: their children
        // are equal values, yet one is not placed against the other without a warning.
        let cardA = Frame(x: 0, y: 0, width: 100, height: 100, in: screen)
        let cardB = Frame(x: 0, y: 0, width: 100, height: 100, in: other)
        let (a, b) = (Frame(x: 5, y: 5, width: 10, height: 10, in: cardA), Frame(in: cardB))
        #expect(Frame(in: cardA) == b)
        #if DEBUG
            #expect(b.pin.below(of: a).warnings.map(\.rule) == ["below(of: frame)"])
        #endif
        expectLayout(Frame(in: cardA).pin.below(of: a).size(1), rect(0, 15, 1, 1))
    }

    @Test func hiddenFramesOfAListAreNotChecked() {
        var far = Frame(x: 10, y: 10, width: 20, height: 20, in: other)
        far.isHidden = true
        let near = Frame(x: 200, y: 200, width: 20, height: 20, in: screen)
        expectLayout(Frame(in: screen).pin.below(of: [far, near]).size(1), rect(0, 220, 1, 1))
        // A list whose only frames are hidden has no visible frame, wherever they are.
        let empty = Frame(in: screen).pin.below(of: [far])
        #expect(empty.warnings.first?.description.contains("no visible frame") == true)
    }

    @Test func framesAndAnchorsMadeByHandOrDecodedAreNotChecked() throws {
        let far = Frame(x: 10, y: 10, width: 20, height: 20, in: other)
        let decoded = try JSONDecoder().decode(Frame.self, from: JSONEncoder().encode(far))
        #expect(decoded == far)
        // A decoded child's root is not known: its numbers are taken as they are.
        expectLayout(Frame(in: screen).pin.below(of: decoded).size(1), rect(0, 30, 1, 1))
        expectLayout(
            Frame(in: screen).pin.topLeft(to: Anchor(kind: .topLeft, point: Point(x: 7, y: 8))), rect(7, 8, 0, 0))
        expectLayout(Frame(in: screen).pin.left(to: HorizontalEdge(kind: .left, x: 9)), rect(9, 0, 0, 0))
        #expect(far.anchor.topLeft == Anchor(kind: .topLeft, point: Point(x: 10, y: 10)))
        #expect(far.edge.bottom == VerticalEdge(kind: .bottom, y: 30))
        #expect(Set([far.edge.left, HorizontalEdge(kind: .left, x: 10)]).count == 1)
    }
}
