import PinFrame

/// A scrolling feed drawn as a render loop draws it: the nodes `visibleNodes` lists, each
/// cut to its clip, at three offsets, with a hit test at a marked point.
@MainActor
enum ScrollingSample {
    /// Twelve cards in a column 200 × 120 that scrolls up and down: each card a row 30 high
    /// (6 apart) of a 20-point avatar and a title, tagged with what they are.
    static func feed(offset: Double) -> LayoutTree<String> {
        LayoutTree<String>(
            .vertical(
                spacing: 6, padding: EdgeInsets(all: 6), verticalOverflow: .scroll, scrollOffset: Point(x: 0, y: offset)
            )
        ) { feed in
            for card in 0..<12 {
                feed.add(.horizontal(spacing: 6, alignment: .center), as: StackItem(height: 30), tag: "card \(card)") {
                    row in
                    row.add(StackItem(width: 20, height: 20), tag: "avatar \(card)")
                    row.add(StackItem(height: 12, grow: 1), tag: "title \(card)")
                }
            }
        }
    }

    static let screen = Frame(width: 220, height: 140)
    /// The feed's frame on the screen.
    static let feedFrame = Frame(x: 10, y: 10, width: 200, height: 120, in: screen)
    /// Where the pointer is.
    static let pointer = Point(x: 60, y: 60)

    static func run() {
        print("Scrolling: a feed that clips and scrolls, drawn from visibleNodes, hit with node(at:)")
        print()
        print("Stack.vertical(…, verticalOverflow: .scroll, scrollOffset:) holds 12 cards, each a row 30 high")
        print("(6 apart) of an avatar and a title. The offset is yours: the tree moves the cards, clips")
        print("them to the feed's frame, and answers what to draw and what the pointer is over.")
        print()
        let offsets: [Double] = [0, 70, 318]
        for offset in offsets { show(offset: offset) }
        let tree = feed(offset: 0)
        let frames = tree.frames(in: feedFrame)
        let range = tree.scrollRange(of: 0, in: frames)
        let content = tree.contentSize(of: 0, in: frames)
        print(
            "contentSize(of: 0) = \(format(content.width)) × \(format(content.height)): 6 + 12 × 30 + 11 × 6 + 6 = 438 high, so"
        )
        print(
            "scrollRange(of: 0).y = \(format(range.y.lowerBound))...\(format(range.y.upperBound)) (438 − 120). The last offset above is its end."
        )
        if let reveal = tree.scrollOffset(revealing: 3 * 10 + 1, in: frames) {
            print(
                "scrollOffset(revealing: 31) — card 10 — gives offset y \(format(reveal.offset.y)) on node \(reveal.container):"
                    + " its bottom at the feed's bottom.")
        }
        print()
    }

    /// The feed at `offset`: the nodes drawn, their clips, and the hit at the pointer.
    static func show(offset: Double) {
        let tree = feed(offset: offset)
        let frames = tree.frames(in: feedFrame)
        let viewport = screen.absoluteRect
        let visible = tree.visibleNodes(within: viewport, in: frames)
        let hit = tree.node(at: pointer, in: frames)
        print(
            "scrollOffset y \(format(offset)): \(visible.count) nodes to draw (of \(tree.count)), clipped to the feed;")
        print(
            "the pointer (×) at \(format(pointer.x)), \(format(pointer.y)) is over "
                + "\(hit.map { "node \($0), \(tree.content(of: $0) ?? "the feed")" } ?? "nothing").")
        print()
        Sketchbook.show(picture(tree, frames, visible, offset: offset), named: "scrolling-\(Int(offset))")
        print()
    }

    /// The feed at `offset` as `show` draws it (the README's picture at 70).
    static func picture(offset: Double) -> LayoutPicture {
        let tree = feed(offset: offset)
        let frames = tree.frames(in: feedFrame)
        return picture(tree, frames, tree.visibleNodes(within: screen.absoluteRect, in: frames), offset: offset)
    }

    /// The screen with the feed's clip as a parent, each visible node cut to its clip (an
    /// avatar `a`, a title `t`, a card `c`) and the pointer.
    static func picture(_ tree: LayoutTree<String>, _ frames: [Frame], _ visible: [VisibleNode], offset: Double)
        -> LayoutPicture
    {
        var picture = LayoutPicture(of: screen)
        picture.items.append(.init(label: "clip", rect: feedFrame.absoluteRect, isParent: true))
        for node in visible where node.id != 0 {
            let rect = frames[node.id].absoluteRect
            let cut = Rect(
                x: max(rect.minX, node.clip.minX), y: max(rect.minY, node.clip.minY),
                width: min(rect.maxX, node.clip.maxX) - max(rect.minX, node.clip.minX),
                height: min(rect.maxY, node.clip.maxY) - max(rect.minY, node.clip.minY))
            let name = tree.content(of: node.id) ?? ""
            picture.items.append(
                .init(label: String(name.prefix(1)) + String(name.split(separator: " ").last ?? ""), rect: cut))
        }
        picture.items.append(.init(label: "×", rect: Rect(x: pointer.x, y: pointer.y, width: 1, height: 1)))
        return picture
    }

    static func format(_ value: Double) -> String {
        value == value.rounded() ? "\(Int(value))" : "\(value)"
    }
}
