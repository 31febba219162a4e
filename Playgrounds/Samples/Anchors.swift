import PinFrame

/// Anchors and edges: the parent's, another frame's, and another branch's,
/// which work because anchors and edges are in root coordinates.
@MainActor
enum AnchorsSample {
    static let screen = Frame(width: 400, height: 200)
    static let view = Frame(x: 0, y: 0, width: 60, height: 20, in: screen)
    static let a = Named(name: "a", letter: "A", frame: Frame(x: 140, y: 70, width: 120, height: 60, in: screen))

    static func run() {
        print("Anchors and edges: pinning to points and lines of a parent or another frame")
        print()
        let sizes = "a \(dimensions(view.rect.size)) view in a \(dimensions(screen.rect.size)) parent"
        print("Every rect below is computed by PinFrame for \(sizes).")
        print()
        parentAnchors()
        print()
        otherFrame()
        print()
        otherBranch()
    }

    static func parentAnchors() {
        print("The parent's anchors, with an optional margin")
        print()
        showChains(
            [
                ("1", [.topLeft()]),
                ("2", [.topRight(10)]),
                ("3", [.centerLeft(10)]),
                ("4", [.center()]),
                ("5", [.bottomCenter(10)]),
                ("6", [.bottomEnd()]),
            ], on: view, beside: [], named: "anchors-parent")
    }

    static func otherFrame() {
        print("Another frame's anchors (frame.anchor) and edges (frame.edge), a = \(a.frame.rect)")
        print()
        showChains(
            [
                ("1", [.topLeft(to: a, \.bottomRight)]),
                ("2", [.bottomRight(to: a, \.topLeft)]),
                ("3", [.center(to: a, \.topCenter)]),
                ("4", [.left(to: a, \.right), .top(to: a, \.top), .marginLeft(10)]),
                ("5", [.hCenter(to: a, \.left), .top(to: a, \.bottom)]),
            ], on: view, beside: [a], named: "anchors-other-frame")
    }

    /// A frame in one card pinned to a frame in another: the rect comes back in its own
    /// parent's coordinates, and the picture, drawn in root coordinates, shows them touch.
    static func otherBranch() {
        let left = Frame(x: 10, y: 20, width: 180, height: 160, in: screen)
        let right = Frame(x: 210, y: 20, width: 180, height: 160, in: screen)
        let photo = Named(name: "photo", letter: "P", frame: Frame(x: 20, y: 30, width: 100, height: 60, in: left))
        let badge = Frame(x: 0, y: 0, width: 40, height: 20, in: right)
        print("Across branches: two cards side by side, left = \(left.rect)")
        print("and right = \(right.rect). photo = \(photo.frame.rect) is in the left card,")
        print("badge (\(dimensions(badge.rect.size))) in the right one. Anchors are in root coordinates.")
        print()
        let rows: [(Character, [Step])] = [
            ("1", [.centerLeft(to: photo, \.centerRight)]),
            ("2", [.topLeft(to: photo, \.bottomRight), .marginTop(10)]),
        ]
        let results = rows.map { digit, steps in (digit, steps, steps.apply(to: badge).layout()) }
        printTable(
            ["", "chain", "rect (in the right card)", "absoluteRect"],
            results.map {
                [String($0.0), $0.1.code(for: "badge"), $0.2.rect.description, $0.2.absoluteRect.description]
            })
        print()
        var picture = LayoutPicture(of: screen)
        picture.addParent(left, "left")
        picture.addParent(right, "right")
        picture.add(photo.frame, String(photo.letter))
        for (digit, _, badge) in results { picture.add(badge, String(digit)) }
        Sketchbook.show(picture, named: "anchors-branches")
    }
}
