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

    @Test func sizingFromContentStacksCellsAndATooltip() {
        let screen = Frame(width: 375, height: 812)
        // A measured column: 100 inside the padding; the caption wraps at 100 into "a
        // caption" (72), "that wraps" (80), "twice": 3 lines, 30 high; "ok" 10 below 4 of
        // spacing.
        #expect(wrapped("a caption that wraps twice", width: 100) == Size(width: 80, height: 30))
        let texts = ["a caption that wraps twice", "ok"]
        let card = Frame(x: 0, y: 0, width: 116, height: 200, in: screen)
        let column = Stack.vertical(spacing: 4, padding: EdgeInsets(all: 8))
        let items = texts.map { _ in StackItem(measuresContent: true) }
        var offers: [Size] = []
        let frames = column.frames(for: items, in: card) { index, proposal in
            offers.append(proposal)
            return wrapped(texts[index], width: proposal.width)
        }
        #expect(offers.allSatisfy { $0 == Size(width: 100, height: .infinity) })
        #expect(frames.map(\.rect) == [rect(8, 8, 100, 30), rect(8, 42, 100, 10)])

        // Cells measured by autoSizeThatFits in a stack: the label is after the icon
        // (8 + 24 + 8 = 40) to 8 from the right, 160 − 8 − 40 = 112 wide. The caption at 112:
        // "a caption that" (112), "wraps twice": 20 high, so the icon (8 + 24) is lowest:
        // 32 + 8 below = 40. The other: "the label of" (96), "this cell", "wraps onto",
        // "three lines": 40 high from 8, so 48 + 8 = 56.
        func layOutCell(_ text: String, in cell: Frame) -> [Frame] {
            let icon = Frame(in: cell).pin.topLeft(8).size(24).layout()
            let label = Frame(in: cell).pin.after(of: icon, aligned: .top)
                .right(8).marginLeft(8)
                .sizeToFit(.width) { wrapped(text, width: $0.width) }
                .layout()
            return [icon, label]
        }
        let lines = ["a caption that wraps twice", "the label of this cell wraps onto three lines"]
        let list = Frame(x: 0, y: 0, width: 160, height: 400, in: screen)
        let rows = lines.map { _ in StackItem(measuresContent: true) }
        let below = EdgeInsets(top: 0, left: 0, bottom: 8, right: 0)
        var asked: [Size] = []
        let cells = Stack.vertical().frames(for: rows, in: list) { index, proposal in
            asked.append(proposal)
            return Frame(in: list).autoSizeThatFits(proposal, padding: below) { cell in
                layOutCell(lines[index], in: cell)
            }
        }
        #expect(asked.allSatisfy { $0 == Size(width: 160, height: .infinity) })
        #expect(cells.map(\.rect) == [rect(0, 0, 160, 40), rect(0, 40, 160, 56)])

        // The tooltip: at 160 the text wraps into "Saves the draft and" (152) and "closes the
        // editor" (136): 152 × 20. Wrapped with 8 all round: 168 × 36, its bottom 6 above the
        // button's top (300 − 6 − 36 = 258), centred on the button's middle (180 − 84 = 96).
        // The label stays 8 in: (104, 266) on the screen.
        let button = Frame(x: 150, y: 300, width: 60, height: 30, in: screen)
        let text = "Saves the draft and closes the editor"
        let (placed, warnings) = Pin.capturingWarnings { () -> (Frame, Frame) in
            var tip = Frame(in: screen)
            let label = Frame(x: 8, y: 8, width: 160, height: 0, in: tip).pin
                .sizeToFit(.widthFlexible) { wrapped(text, width: $0.width) }
                .layout()
            tip = tip.pin.wrapContent([label], padding: 8)
                .above(of: button, aligned: .center).marginBottom(6).layout()
            return (tip, tip.wrapping([label], padding: 8)[0])
        }
        #expect(warnings.isEmpty, "\(warnings)")
        #expect(placed.0.rect == rect(96, 258, 168, 36))
        #expect(placed.1.absoluteRect == rect(104, 266, 152, 20))
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

/// The Trees article's card and the FlexLayout port of the Porting article.
@Suite("Documentation examples: trees", .quietLog)
struct TreeDocumentationExamplesTests {
    @Test func treesArticleCard() {
        let card = LayoutTree<String>(.vertical(spacing: 8, padding: EdgeInsets(all: 12))) { card in
            card.add(.horizontal(spacing: 8, alignment: .center)) { header in
                header.add(StackItem(width: 32, height: 32))
                header.add(StackItem(grow: 1, shrink: 1), content: "Title")
            }
            card.add(StackItem(), content: "The body, long enough to wrap")
        }
        let frames = card.frames(in: Frame(width: 200, height: 0), wrapping: .vertically) { text, proposal in
            wrapped(text, width: proposal.width)
        }
        // 176 inside: the title 40 grown to 136; the body 168 on its first line, "to wrap" on
        // a second: 12 + 32 + 8 + 20 + 12.
        #expect(
            frames.map(\.rect) == [
                rect(0, 0, 200, 84), rect(12, 12, 176, 32), rect(0, 0, 32, 32), rect(40, 11, 136, 10),
                rect(12, 52, 176, 20),
            ])
    }

    @Test func flexLayoutIntroductionPorted() {
        let labelText = "Flexbox layouting is simple"
        let bottomText = "FlexLayout is fast"
        let intro = LayoutTree<String>(.vertical(padding: EdgeInsets(all: 12))) { root in
            root.add(.horizontal()) { row in
                row.add(StackItem(width: 100, aspectRatio: 1.2, alignment: .start))
                let column = Stack.vertical(padding: EdgeInsets(top: 0, left: 12, bottom: 0, right: 0))
                row.add(column, as: StackItem(basis: 0, grow: 1)) { column in
                    column.add(
                        StackItem(height: 29, margin: EdgeInsets(top: 0, left: 0, bottom: 12, right: 0), grow: 1))
                    column.add(StackItem(), content: labelText)
                }
            }
            root.add(StackItem(height: 1, margin: EdgeInsets(top: 12, left: 0, bottom: 0, right: 0)))
            root.add(StackItem(margin: EdgeInsets(top: 12, left: 0, bottom: 0, right: 0)), content: bottomText)
        }
        let frames = intro.frames(in: Frame(width: 320, height: 0), wrapping: .vertically) { text, proposal in
            wrapped(text, width: proposal.width)
        }
        // 296 inside. The image 100 × 100 / 1.2; the column grows from its basis of 0 to
        // 296 − 100 = 196 (its narrowest, a word, is less), the label wrapping to two lines at 184; the
        // row as high as the image. In the column, the segmented control grows by what is
        // left: 83.33 − 29 − 12 − 20. Below the row: the separator 12 down, the bottom label
        // (144 wide, one line) 12 below it; 12 of padding under it.
        let image = 100 / 1.2
        let expected = [
            rect(0, 0, 320, 12 + image + 12 + 1 + 12 + 10 + 12), rect(12, 12, 296, image), rect(0, 0, 100, image),
            rect(100, 0, 196, image), rect(12, 0, 184, image - 32), rect(12, image - 20, 184, 20),
            rect(12, 12 + image + 12, 296, 1), rect(12, 12 + image + 25, 296, 10),
        ]
        #expect(frames.count == expected.count)
        for (frame, rect) in zip(frames, expected) {
            let r = frame.rect
            #expect(
                abs(r.x - rect.x) < 1e-9 && abs(r.y - rect.y) < 1e-9 && abs(r.width - rect.width) < 1e-9
                    && abs(r.height - rect.height) < 1e-9, "\(r) expected \(rect)")
        }
    }
}

extension DocumentationExamplesTests {
    @Test func gridsArticleAndReadmePhotoGrid() {
        // repeat(auto-fill, minmax(120px, 1fr)), 10 apart: n columns need 130n − 10.
        let photos = Grid(
            columns: [.repeating(.autoFill, [.minmax(.points(120), .fraction(1))])], columnSpacing: 10,
            rowSpacing: 10, verticalDistribution: .start)
        let screen = Frame(width: 1_000, height: 1_000)
        let squares = Array(repeating: GridItem(aspectRatio: 1), count: 6)
        func laidOut(_ width: Double) -> [Rect] {
            photos.frames(for: squares, in: Frame(x: 0, y: 0, width: width, height: 600, in: screen)).map(\.rect)
        }
        // 430: 3 columns of 410 / 3, squares, the rows packed at the top: the second starts at
        // 410 / 3 + 10.
        let third = 410.0 / 3
        #expect(laidOut(430).allSatisfy { abs($0.width - third) < 1e-9 && abs($0.height - third) < 1e-9 })
        #expect(abs(laidOut(430)[3].y - (third + 10)) < 1e-9)
        // The README's picture: 300 gives 2 columns of 145, 560 gives 4 of 132.5.
        #expect(Set(laidOut(300).map(\.x)) == [0, 155])
        #expect(Set(laidOut(560).map(\.width)) == [132.5])
        // auto-fit: two photos in 430 take 210 each.
        let fit = Grid(columns: [.repeating(.autoFit, [.minmax(.points(120), .fraction(1))])], columnSpacing: 10)
        let two = fit.frames(for: Array(squares.prefix(2)), in: Frame(x: 0, y: 0, width: 430, height: 300, in: screen))
        #expect(two.map(\.rect.width) == [210, 210])
    }

    @Test func portingATooltipThatStaysOnScreen() {
        // The Porting article's chain, the button near the top right of a 320 × 480 screen:
        // above at 5 − 8 − 30 = −33 turns below, 25 + 8 = 33; centred at 295 − 60 = 235, it
        // would end at 355, so it is shifted to end at 312.
        let screen = Frame(width: 320, height: 480)
        let button = Frame(x: 280, y: 5, width: 30, height: 20, in: screen)
        let tip = Frame(x: 0, y: 0, width: 120, height: 30, in: screen)
        let placed = tip.pin.above(of: button, aligned: .center).marginBottom(8).flip(within: screen)
            .shift(within: screen, padding: 8).layout()
        #expect(placed.rect == rect(192, 33, 120, 30))
        #expect(placed.overflow == .zero)
    }

    @Test func gridsArticleSpanningPhotos() {
        // In 430: three columns of w = (430 − 20) / 3. Dense flow: the featured photo in columns
        // 1–2, rows 1–2; two squares in column 3, rows 1 and 2; the wide photo in row 3, columns
        // 1–2; the tall one in column 3, rows 3–4; two squares in row 4, columns 1 and 2. Every
        // row is one fraction; sized by its content, one fraction is the squares' side, w (the
        // spanning photos, with no content, ask nothing): the grid is 4w + 30 high, and laid
        // out there each row is w again.
        let screen = Frame(width: 1_000, height: 1_000)
        let grid = Grid(
            columns: [.repeating(.autoFill, [.minmax(.points(120), .fraction(1))])],
            autoRows: [.fraction(1)], columnSpacing: 10, rowSpacing: 10, flow: .rowsDense)
        let square = GridItem(aspectRatio: 1)
        let featured = GridItem(columnStart: .span(2), rowStart: .span(2))
        let wide = GridItem(columnStart: .span(2))
        let tall = GridItem(rowStart: .span(2))
        let items = [featured, square, square, wide, tall, square, square]
        let w = 410.0 / 3
        let height = grid.size(for: items, fitting: Size(width: 430, height: .infinity)).height
        #expect(abs(height - (4 * w + 30)) < 1e-9)
        let frames = grid.frames(for: items, in: Frame(x: 0, y: 0, width: 430, height: height, in: screen))
        let expected = [
            Rect(x: 0, y: 0, width: 2 * w + 10, height: 2 * w + 10), Rect(x: 2 * w + 20, y: 0, width: w, height: w),
            Rect(x: 2 * w + 20, y: w + 10, width: w, height: w),
            Rect(x: 0, y: 2 * w + 20, width: 2 * w + 10, height: w),
            Rect(x: 2 * w + 20, y: 2 * w + 20, width: w, height: 2 * w + 10),
            Rect(x: 0, y: 3 * w + 30, width: w, height: w), Rect(x: w + 10, y: 3 * w + 30, width: w, height: w),
        ]
        for (frame, rect) in zip(frames, expected) {
            let r = frame.rect
            #expect(
                [r.x - rect.x, r.y - rect.y, r.width - rect.width, r.height - rect.height].allSatisfy {
                    abs($0) < 1e-9
                }, "\(r) expected \(rect)")
        }
    }
}

/// The render loop of the Render loops article, with a stand-in font (8 points a character,
/// 10 a line, on one line).
@Suite("Documentation examples: a kept tree", .quietLog)
struct RenderLoopDocumentationExamplesTests {
    struct Post {
        let title: String
        let body: String
    }

    @Test func keptTreeFramesAndCache() {
        var tree = LayoutTree<String>(.vertical()) { _ in }
        var frames: [Frame] = []
        var cache = MeasureCache<String>()
        let screen = Frame(width: 375, height: 812)
        func drawFrame(posts: [Post]) {
            tree.rebuild(.vertical(spacing: 8, padding: EdgeInsets(all: 16))) { feed in
                for post in posts {
                    feed.add(.vertical(spacing: 4)) { card in
                        card.add(StackItem(), content: post.title)
                        card.add(StackItem(), content: post.body)
                    }
                }
            }
            tree.frames(in: screen, cache: &cache, into: &frames) { text, _ in
                Size(width: 8 * Double(text.count), height: 10)
            }
        }
        let posts = [Post(title: "One", body: "First post"), Post(title: "Two", body: "Second post")]
        drawFrame(posts: posts)
        let misses = cache.misses
        #expect(misses > 0)
        drawFrame(posts: posts)
        #expect(cache.misses == misses)
        // Cards 24 high (10 + 4 + 10), 16 in and 8 apart; their texts stretched across 343.
        #expect(
            frames.map(\.rect) == [
                rect(0, 0, 375, 812), rect(16, 16, 343, 24), rect(0, 0, 343, 10), rect(0, 14, 343, 10),
                rect(16, 48, 343, 24), rect(0, 0, 343, 10), rect(0, 14, 343, 10),
            ])
        // One more post: only its two texts are measured, as each of the four before was.
        drawFrame(posts: posts + [Post(title: "Three", body: "Third")])
        #expect(cache.misses == misses + misses / 2)
        #expect(frames.count == 10)
    }
}

@Suite("Documentation examples: drawing and input", .quietLog)
struct DrawingDocumentationExamplesTests {
    static func feed(offset: Double) -> LayoutTree<Int> {
        LayoutTree(.vertical(spacing: 8, verticalOverflow: .scroll, scrollOffset: Point(x: 0, y: offset))) { feed in
            for card in 0..<1_000 { feed.add(StackItem(height: 56), tag: card) }
        }
    }

    @Test("The Drawing and input article: tags, a scrolling feed, what to draw, what was hit")
    func drawingAndInputArticle() {
        let bar = LayoutTree<String>(.horizontal(spacing: 8)) { bar in
            bar.add(StackItem(width: 44, height: 44), tag: "back")
            bar.add(StackItem(grow: 1), tag: "title")
        }
        #expect(bar.frames(in: Frame(width: 375, height: 44)).count == 3)
        #expect(bar.content(of: 1) == "back")
        let tree = Self.feed(offset: 640)
        let frames = tree.frames(in: Frame(width: 375, height: 640))
        #expect(tree.contentSize(of: 0, in: frames) == Size(width: 375, height: 63_992))
        #expect(tree.scrollRange(of: 0, in: frames).y == 0...63_352)
        let screen = Rect(x: 0, y: 0, width: 375, height: 640)
        let visible = tree.visibleNodes(within: screen, in: frames)
        #expect(visible.map(\.id) == [0] + (11...20))
        #expect(visible.dropFirst().map { tree.content(of: $0.id) } == Array(10...19))
        #expect(tree.node(at: Point(x: 100, y: 30), in: frames) == 11)
        #expect(tree.nodes(at: Point(x: 100, y: 30), in: frames) == [11, 0])
    }

    @Test("Doc comments of the queries: the scrolled feed, the content size, revealing a card")
    func queryDocComments() {
        let feed = LayoutTree<Int>(.vertical(verticalOverflow: .scroll, scrollOffset: Point(x: 0, y: 30))) { feed in
            for card in 0..<100 { feed.add(StackItem(height: 20), tag: card) }
        }
        let frames = feed.frames(in: Frame(width: 100, height: 50))
        #expect(
            feed.visibleNodes(within: Rect(x: 0, y: 0, width: 100, height: 50), in: frames).map(\.id) == [0, 2, 3, 4])
        let padded = LayoutTree(.vertical(spacing: 10, padding: EdgeInsets(all: 5), verticalOverflow: .scroll)) {
            feed in
            for _ in 0..<10 { feed.add(StackItem(height: 40)) }
        }
        let paddedFrames = padded.frames(in: Frame(width: 100, height: 200))
        #expect(padded.contentSize(of: 0, in: paddedFrames) == Size(width: 100, height: 500))
        #expect(padded.scrollRange(of: 0, in: paddedFrames) == (0...0, 0...300))
        #expect(padded.scrollOffset(revealing: 9, in: paddedFrames)! == (0, Point(x: 0, y: 245)))
        let bar = LayoutTree<String>(.horizontal()) { bar in
            bar.add(StackItem(width: 40), tag: "back")
            bar.add(StackItem(grow: 1), tag: "title")
        }
        let barFrames = bar.frames(in: Frame(width: 200, height: 44))
        #expect(bar.node(at: Point(x: 10, y: 10), in: barFrames) == 1)
        #expect(bar.node(at: Point(x: 10, y: 10), in: barFrames) { bar.content(of: $0) == "title" } == nil)
        #expect(bar.nodes(at: Point(x: 10, y: 10), in: barFrames) == [1, 0])
        let column = LayoutTree<String>(.vertical()) { column in
            column.add(.horizontal(), tag: "toolbar") { row in
                row.add(StackItem(width: 44, height: 44), tag: "back")
                row.add(StackItem(grow: 1))
            }
        }
        #expect((0..<column.count).map { column.content(of: $0) } == [nil, "toolbar", "back", nil])
        let tagged = LayoutTree<String>(.horizontal()) { bar in
            bar.add(StackItem(width: 30), tag: "menu")
            bar.add(.spacer())
        }
        #expect(
            tagged.frames(in: Frame(width: 100, height: 20)).map(\.rect) == [
                Rect(x: 0, y: 0, width: 100, height: 20), Rect(x: 0, y: 0, width: 30, height: 20),
                Rect(x: 30, y: 0, width: 70, height: 20),
            ])
    }
}
