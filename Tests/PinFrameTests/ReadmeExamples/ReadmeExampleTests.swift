import PinFrame
import Testing

/// The ten-line example at the top of README.md, so that what it prints stays true.
@Test("README example", .quietLog) func readmeExample() {
    let screen = Frame(width: 375, height: 812, scale: 3)
    let card = Frame(in: screen).pin.top(44).horizontally(16).height(200).layout()
    var title = Frame(x: 0, y: 0, width: 200, height: 24, in: card)
    var body = Frame(x: 0, y: 0, width: 0, height: 100, in: card)
    title = title.pin.topLeft(12).layout()
    body = body.pin.below(of: title, aligned: .left).right(12).marginTop(8).layout()
    // card: 375 - 2 * 16 = 343 wide. body: below title (12 + 24) + 8, from 12 to 343 - 12.
    #expect(card.rect == rect(16, 44, 343, 200))
    #expect(body.rect.description == "(x: 12, y: 44, width: 319, height: 100)")
    // In the screen's space: card's origin (16, 44) plus body's (12, 44).
    #expect(body.absoluteRect.description == "(x: 28, y: 88, width: 319, height: 100)")
    let p = body.pin.left(10).right(10).width(200)
    #expect(p.warnings[0].description.hasPrefix("width(200) won't be applied since it conflicts with"))
    #expect(p.warnings[0].description.hasSuffix("left: 10, right: 10."))
}

/// The picture example of README.md: the card (10, 10, 180, 60) spans columns 1…19 and rows
/// 1…7 at 10 points per cell; the avatar (20, 20, 40, 40) columns 2…6, rows 2…6; the title
/// (70, 20, 110, 20) columns 7…18, rows 2…4. The card's label goes to the first row where
/// neither child is: row 5, after the avatar and a blank.
@Test("README picture", .quietLog) func readmePicture() {
    let screen = Frame(width: 200, height: 80)
    let card = Frame(in: screen).pin.all(10).layout()
    let avatar = Frame(in: card).pin.topLeft(10).size(40).layout()
    let title = Frame(in: card).pin.right(of: avatar, aligned: .top).right(10).height(20).marginLeft(10).layout()
    var picture = LayoutPicture(of: screen)
    picture.addParent(card, "card")
    picture.add(avatar, "img")
    picture.add(title, "title")
    let expected = [
        "·····················",
        "·┌─────────────────┐·",
        "·│┌───┐┌──────────┐│·",
        "·││img││title     ││·",
        "·││   │└──────────┘│·",
        "·││   │ card       │·",
        "·│└───┘            │·",
        "·└─────────────────┘·",
        "·····················",
    ]
    #expect(picture.text(pointsPerColumn: 10, pointsPerRow: 10) == expected.joined(separator: "\n"))
}

/// The stack example of README.md, on a 375 × 812 screen: the toolbar is 375 × 44 at the
/// bottom; inside 6 of padding, 363 × 32 is left; the spacer takes 363 - 32 - 60 - 2 × 8.
@Test("README stack", .quietLog) func readmeStack() {
    let screen = Frame(width: 375, height: 812)
    let toolbar = Frame(in: screen).pin.bottom().horizontally().height(44).layout()
    let items = [StackItem(width: 32, height: 32), .spacer(), StackItem(width: 60, height: 24)]
    let frames = Stack.horizontal(spacing: 8, padding: EdgeInsets(all: 6), alignment: .center)
        .frames(for: items, in: toolbar)
    #expect(toolbar.rect == rect(0, 768, 375, 44))
    #expect(frames.map(\.rect) == [rect(6, 6, 32, 32), rect(46, 22, 255, 0), rect(309, 10, 60, 24)])
}

/// The sizing example of README.md, on a 300 × 300 screen: the column stretches each card
/// across its content box (300 − 2 × 10 = 280) and asks for its height with that width; a
/// card is its avatar (10 + 32), 8, and its text, wrapped at 260 (280 − 2 × 10). The tip
/// wraps a 100 × 16 label with 8 around it, centred: 116 × 32 at (92, 134).
@Test("README sizing from content", .quietLog) func readmeSizingFromContent() {
    let screen = Frame(width: 300, height: 300)
    let posts = [Text([100, 100, 100]), Text([50])]  // at 260: two lines, then one
    func layoutCard(_ post: Text, in cell: Frame) -> [Frame] {
        let avatar = Frame(in: cell).pin.topLeft(10).size(32).layout()
        let text = Frame(in: cell).pin.below(of: avatar).horizontally(10).marginTop(8)
            .sizeToFit(.width) { post.size(fitting: $0) }.layout()
        return [avatar, text]
    }
    var proposals: [Size] = []
    let cards = Stack.vertical(spacing: 10, padding: EdgeInsets(all: 10))
        .frames(for: posts.map { _ in StackItem(measuresContent: true) }, in: screen) { index, proposal in
            proposals.append(proposal)
            return Frame(in: screen).autoSizeThatFits(proposal) { cell in layoutCard(posts[index], in: cell) }
        }
    #expect(proposals == [Size(width: 280, height: .infinity), Size(width: 280, height: .infinity)])
    #expect(cards.map(\.rect) == [rect(10, 10, 280, 70), rect(10, 90, 280, 60)])
    let label = Frame(x: 0, y: 0, width: 100, height: 16, in: screen)
    let tip = Frame(in: screen).pin.wrapContent([label], padding: 8).center().layout()
    #expect(tip.rect == rect(92, 134, 116, 32))
}

/// The test in README.md's "Warnings in tests": the card is (10, 20, 300, 100); the title at
/// (8, 8, 200, 20) in it; the body below it (28 + 4), from its left (8) to 8 from the card's
/// right (292), 40 high. A mistake in the chain shows in the capture, not in another test.
@Test("README warnings in tests", .quietLog) func readmeWarningsInTests() {
    let (body, warnings) = Pin.capturingWarnings {
        let card = Frame(in: Frame(width: 320, height: 480)).pin.top(20).horizontally(10).height(100).layout()
        let title = Frame(in: card).pin.topLeft(8).size(Size(width: 200, height: 20)).layout()
        return Frame(in: card).pin.below(of: title, aligned: .left).right(8).height(40).marginTop(4).layout()
    }
    #expect(warnings.isEmpty, "\(warnings)")
    #expect(body.rect == Rect(x: 8, y: 32, width: 284, height: 40))
    let (_, mistaken) = Pin.capturingWarnings {
        _ = Frame(in: body).pin.left(0).right(0).width(50).layout()
    }
    #expect(mistaken.map(\.rule) == ["width(50)"])
}

/// The drawing example of README.md, on a 10,000-card feed scrolled by 640 points in a 375 ×
/// 640 screen: a draw call for the feed and for each of cards 10 to 19 (their rows and
/// their two leaves), each clipped to the screen; the pointer at (100, 30) is over card 10's
/// title, whose tagged ancestor is the card's row, node 31.
@Test("README drawing and input", .quietLog) func readmeDrawingAndInput() {
    let feed = LayoutTree<Int>(.vertical(spacing: 8, verticalOverflow: .scroll, scrollOffset: Point(x: 0, y: 640))) {
        feed in
        for card in 0..<10_000 {
            feed.add(.horizontal(spacing: 8), as: StackItem(height: 56), tag: card) { row in
                row.add(StackItem(width: 56))
                row.add(StackItem(grow: 1))
            }
        }
    }
    let screen = Rect(x: 0, y: 0, width: 375, height: 640)
    let frames = feed.frames(in: Frame(width: 375, height: 640))
    var drawn: [(Rect, Rect)] = []
    for node in feed.visibleNodes(within: screen, in: frames) {
        drawn.append((frames[node.id].absoluteRect, node.clip))
    }
    let pointer = Point(x: 100, y: 30)
    let card = feed.node(at: pointer, in: frames) { feed.content(of: $0) != nil }
    // Card k is node 3k + 1, from 64k − 640 to 64k − 584.
    #expect(drawn.count == 1 + 10 * 3)
    #expect(drawn.allSatisfy { $0.1 == screen })
    #expect(drawn[1].0 == Rect(x: 0, y: 0, width: 375, height: 56))
    #expect(card == 31)
    #expect(card.flatMap { feed.content(of: $0) } == 10)
}
