import PinFrame
import Testing

@Suite("Anchors (Pin+Anchors.swift)", .quietLog)
struct AnchorsTests {
    let view = frame(0, 0, 100, 50)

    /// A parent anchor rule with a margin of 10 on this 100×50 frame in a 400×400 parent:
    /// corners keep 10 from both edges, edge middles keep 10 from their edge and sit on the
    /// parent's middle on the other axis, `center` moves 10 right and down.
    static let parentAnchors: [ChainCase] = [
        ChainCase("topLeft(10)", { $0.topLeft(10) }, rect(10, 10, 100, 50)),
        // Top 10, centered: x = 200 - 50.
        ChainCase("topCenter(10)", { $0.topCenter(10) }, rect(150, 10, 100, 50)),
        ChainCase("topRight(10)", { $0.topRight(10) }, rect(290, 10, 100, 50)),
        // Left 10, centered: y = 200 - 25.
        ChainCase("centerLeft(10)", { $0.centerLeft(10) }, rect(10, 175, 100, 50)),
        // Centered (150, 175), then moved 10 right and down.
        ChainCase("center(10)", { $0.center(10) }, rect(160, 185, 100, 50)),
        ChainCase("centerRight(10)", { $0.centerRight(10) }, rect(290, 175, 100, 50)),
        // Bottom 10: y = 400 - 10 - 50.
        ChainCase("bottomLeft(10)", { $0.bottomLeft(10) }, rect(10, 340, 100, 50)),
        ChainCase("bottomCenter(10)", { $0.bottomCenter(10) }, rect(150, 340, 100, 50)),
        ChainCase("bottomRight(10)", { $0.bottomRight(10) }, rect(290, 340, 100, 50)),
        ChainCase("topStart(10)", { $0.topStart(10) }, rect(10, 10, 100, 50)),
        ChainCase("topEnd(10)", { $0.topEnd(10) }, rect(290, 10, 100, 50)),
        ChainCase("centerStart(10)", { $0.centerStart(10) }, rect(10, 175, 100, 50)),
        ChainCase("centerEnd(10)", { $0.centerEnd(10) }, rect(290, 175, 100, 50)),
        ChainCase("bottomStart(10)", { $0.bottomStart(10) }, rect(10, 340, 100, 50)),
        ChainCase("bottomEnd(10)", { $0.bottomEnd(10) }, rect(290, 340, 100, 50)),
    ]

    @Test("Parent anchors with a margin", arguments: parentAnchors)
    func parentAnchor(case: ChainCase) {
        expectLayout(`case`.chain(view.pin), `case`.expected, `case`.name)
    }

    @Test func parentAnchorsWithoutMarginSitOnTheParentsPoint() {
        expectLayout(view.pin.topLeft(), rect(0, 0, 100, 50))
        expectLayout(view.pin.center(), rect(150, 175, 100, 50))
        expectLayout(view.pin.bottomRight(), rect(300, 350, 100, 50))
        // topCenter(m) is top(m).hCenter(): the same rect.
        expectLayout(view.pin.topCenter(8), view.pin.top(8).hCenter().rect)
        expectLayout(view.pin.centerLeft(8), view.pin.vCenter().left(8).rect)
    }

    @Test func startAndEndAnchorsFollowTheDirection() {
        let rtlView = frame(0, 0, 100, 50, in: Frame(width: 400, height: 400, direction: .rtl))
        expectLayout(rtlView.pin.topStart(10), rect(290, 10, 100, 50))
        expectLayout(rtlView.pin.topEnd(10), rect(10, 10, 100, 50))
        expectLayout(rtlView.pin.centerStart(10), rect(290, 175, 100, 50))
        expectLayout(rtlView.pin.bottomEnd(10), rect(10, 340, 100, 50))
    }

    @Test func percentMarginsAreOfEachAxisOfTheParent() {
        let parent = Frame(width: 200, height: 100)
        let child = Frame(x: 0, y: 0, width: 20, height: 10, in: parent)
        // 10%: 20 horizontally, 10 vertically.
        expectLayout(child.pin.topLeft(10%), rect(20, 10, 20, 10))
        // bottom 10 from 100, right 20 from 200.
        expectLayout(child.pin.bottomRight(10%), rect(160, 80, 20, 10))
        // Centered (90, 45), moved by 20 and 10.
        expectLayout(child.pin.center(10%), rect(110, 55, 20, 10))
    }

    @Test func anchorsOfAnotherFrame() {
        let a = frame(100, 100, 200, 100)
        let b = frame(0, 0, 20, 10)
        expectLayout(b.pin.topLeft(to: a.anchor.topLeft), rect(100, 100, 20, 10))
        // b's top-center on a's top-center (200, 100).
        expectLayout(b.pin.topCenter(to: a.anchor.topCenter), rect(190, 100, 20, 10))
        expectLayout(b.pin.topRight(to: a.anchor.topRight), rect(280, 100, 20, 10))
        // b's center-left on a's center-left (100, 150).
        expectLayout(b.pin.centerLeft(to: a.anchor.centerLeft), rect(100, 145, 20, 10))
        expectLayout(b.pin.center(to: a.anchor.center), rect(190, 145, 20, 10))
        expectLayout(b.pin.centerRight(to: a.anchor.centerRight), rect(280, 145, 20, 10))
        expectLayout(b.pin.bottomLeft(to: a.anchor.bottomLeft), rect(100, 190, 20, 10))
        expectLayout(b.pin.bottomCenter(to: a.anchor.bottomCenter), rect(190, 190, 20, 10))
        expectLayout(b.pin.bottomRight(to: a.anchor.bottomRight), rect(280, 190, 20, 10))
        // Start and end forms, LTR: start is left.
        expectLayout(b.pin.topStart(to: a.anchor.topEnd), rect(300, 100, 20, 10))
        expectLayout(b.pin.bottomEnd(to: a.anchor.bottomStart), rect(80, 190, 20, 10))
        expectLayout(b.pin.centerStart(to: a.anchor.centerEnd), rect(300, 145, 20, 10))
        expectLayout(b.pin.centerEnd(to: a.anchor.centerStart), rect(80, 145, 20, 10))
        expectLayout(b.pin.topEnd(to: a.anchor.topStart), rect(80, 100, 20, 10))
        expectLayout(b.pin.bottomStart(to: a.anchor.bottomEnd), rect(300, 190, 20, 10))
    }

    @Test func edgesOfAnotherFrame() {
        let a = frame(100, 100, 200, 100)
        let b = frame(0, 0, 20, 10)
        expectLayout(b.pin.top(to: a.edge.bottom), rect(0, 200, 20, 10))
        // b's center on a's center line (150).
        expectLayout(b.pin.vCenter(to: a.edge.vCenter), rect(0, 145, 20, 10))
        expectLayout(b.pin.bottom(to: a.edge.top), rect(0, 90, 20, 10))
        expectLayout(b.pin.left(to: a.edge.right), rect(300, 0, 20, 10))
        expectLayout(b.pin.hCenter(to: a.edge.hCenter), rect(190, 0, 20, 10))
        expectLayout(b.pin.right(to: a.edge.left), rect(80, 0, 20, 10))
        expectLayout(b.pin.start(to: a.edge.end), rect(300, 0, 20, 10))
        expectLayout(b.pin.end(to: a.edge.start), rect(80, 0, 20, 10))
        // Two edges make a size: between a's left (100) and right (300).
        expectLayout(b.pin.left(to: a.edge.left).right(to: a.edge.right), rect(100, 0, 200, 10))
    }

    @Test func framesInDifferentBranchesReferenceEachOther() {
        // Two cards side by side, each with a child; b's child goes below a's child.
        let cardA = frame(20, 40, 160, 300)
        let cardB = frame(220, 10, 160, 300)
        let childOfA = Frame(x: 10, y: 20, width: 100, height: 30, in: cardA)  // root: (30, 60) ... (130, 90)
        let childOfB = Frame(x: 0, y: 0, width: 50, height: 20, in: cardB)
        // In cardB's space, a's child bottom (90 in root coordinates) is 90 - 10 = 80;
        // its left (30) is 30 - 220 = -190.
        expectLayout(childOfB.pin.below(of: childOfA, aligned: .left), rect(-190, 80, 50, 20))
        expectLayout(childOfB.pin.top(to: childOfA.edge.bottom), rect(0, 80, 50, 20))
        expectLayout(childOfB.pin.topLeft(to: childOfA.anchor.bottomLeft), rect(-190, 80, 50, 20))
        // A grandchild of cardA pinned to cardB's child: (220, 10) in root coordinates, and
        // the grandchild's parent starts at (30, 60).
        let grandchild = Frame(x: 0, y: 0, width: 5, height: 5, in: childOfA)
        expectLayout(grandchild.pin.topLeft(to: childOfB.anchor.topLeft), rect(190, -50, 5, 5))
    }

    /// The original PinLayout README calls `centerLeft`/`centerRight` `leftCenter`/`rightCenter`;
    /// those names still compile (deprecated, with a fix-it) and do the same.
    @available(*, deprecated, message: "calls the original README's names on purpose")
    @Test func theOriginalReadmesNamesPinTheEdgeMiddles() {
        // 100×50 in 400×400: left 10 (or right 10: x = 400 - 10 - 100), centered: y = 200 - 25.
        expectLayout(view.pin.leftCenter(10), rect(10, 175, 100, 50))
        expectLayout(view.pin.rightCenter(10), rect(290, 175, 100, 50))
        expectLayout(view.pin.leftCenter(), rect(0, 175, 100, 50))
        // 10% of the parent's width is 40; the vertical center does not move.
        expectLayout(view.pin.leftCenter(10%), rect(40, 175, 100, 50))
        expectLayout(view.pin.rightCenter(10%), rect(260, 175, 100, 50))
        // a spans 100...300 × 100...200: its edge middles are (100, 150) and (300, 150).
        let a = frame(100, 100, 200, 100)
        let b = frame(0, 0, 20, 10)
        #expect(a.anchor.leftCenter == a.anchor.centerLeft)
        #expect(a.anchor.rightCenter.point == Point(x: 300, y: 150))
        expectLayout(b.pin.leftCenter(to: a.anchor.rightCenter), rect(300, 145, 20, 10))
        expectLayout(b.pin.rightCenter(to: a.anchor.leftCenter), rect(80, 145, 20, 10))
        // Warnings name the rule by its current name.
        expectWarning(view.pin.left(5).leftCenter(10), .alreadySet, rule: "centerLeft(10)")
    }

    @Test func anchorsNeedAParentForTheFrameBeingPinned() {
        let root = Frame(width: 50, height: 50)
        let pin = root.pin.topLeft(to: view.anchor.center).width(10)
        expectWarning(pin, .noParent, rule: "topLeft(to: anchor.center)", "parent")
        #expect(pin.rect == rect(0, 0, 10, 50))
        expectWarning(root.pin.left(to: view.edge.right), .noParent, rule: "left(to: edge.right)")
        expectWarning(root.pin.topRight(), .noParent, rule: "topRight()")
        expectWarning(root.pin.center(5%), .noParent, rule: "center(5%)")
        // A root may be the reference: its rect is in root coordinates.
        expectLayout(view.pin.topLeft(to: screen.anchor.center), rect(200, 200, 100, 50))
    }

    @Test func nonFiniteMarginsAreRejected() {
        let pin = view.pin.topLeft(.nan).width(10)
        expectWarning(pin, .invalidValue, rule: "topLeft(nan)", "nan")
        #expect(pin.rect == rect(0, 0, 10, 50))
        expectWarning(view.pin.bottomRight(Percent(.infinity)), .invalidValue, rule: "bottomRight(inf%)")
    }

    @Test func aCornerChecksEachOfItsEdgesOnItsOwn() {
        // topLeft sets top and left; only the one already set differently is rejected.
        let pin = view.pin.left(5).topLeft(10)
        expectWarning(pin, .alreadySet, rule: "topLeft(10)", "already been set to 5")
        #expect(pin.rect == rect(5, 10, 100, 50))
    }
}
