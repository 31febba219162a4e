import PinFrame

/// Layouts that size themselves from their content: stack items measured by a function,
/// aspect ratios, `wrapContent` and `autoSizeThatFits`.
@MainActor
enum ContentSample {
    /// The tour's example: a tooltip view wrapping its label, centred in a 300 × 100 screen.
    static let view = Frame(in: Frame(width: 300, height: 100))
    static let label = Named(name: "label", letter: "L", frame: Frame(x: 0, y: 0, width: 108, height: 16, in: view))

    static func run() {
        print("Sizing from content: items measured once the stack knows their space, ratios, wrapContent")
        print()
        print("Text below is measured by a stand-in for a text engine: 6 points a character, 16 a line,")
        print("wrapped at spaces. Every rect is computed by PinFrame as the sample runs.")
        print()
        feed()
        chips()
        photos()
        tooltip()
    }

    /// Text 6 points a character and 16 a line, broken at spaces at the width offered (a
    /// word wider than that has a line of its own; 0 is the longest word's width). It answers
    /// with its widest line.
    struct Label {
        let text: String

        func size(fitting proposal: Size) -> Size {
            let words = text.split(separator: " ").map { Double($0.count) * 6 }
            let longest = words.max() ?? 0
            let width = proposal.width > 0 ? proposal.width : longest
            var lines = 0
            var line = 0.0
            var widest = 0.0
            for word in words {
                if lines > 0, line + 6 + word <= width {
                    line += 6 + word
                } else {
                    lines += 1
                    line = word
                }
                widest = max(widest, line)
            }
            return Size(width: widest, height: Double(lines) * 16)
        }
    }

    // MARK: A self-sizing feed

    static let posts = [
        ("Ada", "Shipped the terminal dashboard: it lays out every frame at the size of the window."),
        ("Linus", "Short one."),
        ("Grace", "Stacks measure text once they know the width they give it, so cards grow with it."),
    ]

    /// A card laid out with pins in `cell`: a 32 × 32 avatar, the name beside it (as wide as
    /// it measures), the text below, 10 inside the edges. Returns the avatar, the name and
    /// the text.
    static func layoutCard(_ post: (String, String), in cell: Frame) -> [Frame] {
        let avatar = Frame(in: cell).pin.topLeft(10).size(32).layout()
        let name = Frame(in: cell).pin.after(of: avatar, aligned: .center).right(10).marginLeft(8)
            .sizeToFit(.widthFlexible) { Label(text: post.0).size(fitting: $0) }.layout()
        let text = Frame(in: cell).pin.below(of: avatar).horizontally(10).marginTop(8)
            .sizeToFit(.width) { Label(text: post.1).size(fitting: $0) }.layout()
        return [avatar, name, text]
    }

    /// The feed: a column of cards, each measured by `autoSizeThatFits` with the width the
    /// column stretches it to, then laid out in the frame it got.
    static func feedPicture() -> (picture: LayoutPicture, rows: [[String]]) {
        let screen = Frame(width: 300, height: 300)
        let column = Stack.vertical(spacing: 10, padding: EdgeInsets(all: 10))
        var asked: [String] = []
        let cards = column.frames(
            for: Array(repeating: StackItem(measuresContent: true), count: posts.count), in: screen
        ) { index, proposal in
            asked.append("\(proposal)")
            return Frame(in: screen).autoSizeThatFits(
                proposal, padding: EdgeInsets(top: 0, left: 0, bottom: 10, right: 0)
            ) {
                layoutCard(posts[index], in: $0)
            }
        }
        var picture = LayoutPicture(of: screen)
        var rows: [[String]] = []
        for (index, card) in cards.enumerated() {
            picture.addParent(card, "card \(index + 1)")
            let parts = layoutCard(posts[index], in: card)
            for (label, frame) in zip(["img", posts[index].0.lowercased(), "text"], parts) { picture.add(frame, label) }
            rows.append(["card \(index + 1)", asked[index], card.rect.description, parts[2].rect.description])
        }
        return (picture, rows)
    }

    static func feed() {
        print("A self-sizing feed: a column whose items measure their content. Each card is laid out")
        print("with pins and measured with autoSizeThatFits, offered the width the column gives it:")
        print()
        let (picture, rows) = feedPicture()
        printTable(["", "measure asked", "card (in the column)", "text (in its card)"], rows)
        print()
        Sketchbook.show(picture, named: "content-feed")
        print()
    }

    // MARK: Chips

    static let tags = ["swift", "layout", "linux", "flexbox", "pins", "terminal", "svg"]

    static func chips() {
        print("Chips hugging their text in a wrapping row: each is asked with an open width and is as")
        print("wide as its label plus 8 a side; a new line starts when the next one does not fit.")
        print()
        let screen = Frame(width: 220, height: 80)
        let row = Stack.horizontal(spacing: 6, lineSpacing: 6, padding: EdgeInsets(all: 6), wrap: .wrap)
        let items = Array(repeating: StackItem(measuresContent: true), count: tags.count)
        let frames = row.frames(for: items, in: screen) { index, proposal in
            let label = Label(text: tags[index]).size(fitting: proposal)
            return Size(width: label.width + 16, height: label.height + 4)
        }
        var picture = LayoutPicture(of: screen)
        for (tag, frame) in zip(tags, frames) { picture.add(frame, tag) }
        printTable(["chip", "frame"], zip(tags, frames).map { [$0.0, $0.1.rect.description] })
        print()
        Sketchbook.show(picture, named: "content-chips")
        print()
    }

    // MARK: Photos

    static func photos() {
        print("A square photo grid: three to a line, each growing to a third of the width, and")
        print("aspectRatio: 1 makes it as high as it is wide (no height worked out by hand). A last line")
        print("with fewer photos would grow them wider, as CSS does: give them a maxWidth to keep them.")
        print()
        let screen = Frame(width: 304, height: 204)
        let grid = Stack.horizontal(spacing: 4, lineSpacing: 4, padding: EdgeInsets(all: 4), wrap: .count(3))
        let photos = Array(repeating: StackItem(aspectRatio: 1, grow: 1), count: 6)
        let frames = grid.frames(for: photos, in: screen)
        var picture = LayoutPicture(of: screen)
        for (number, frame) in frames.enumerated() { picture.add(frame, "\(number + 1)") }
        printTable(
            ["photo", "frame"], frames.enumerated().map { ["\($0.offset + 1)", $0.element.rect.description] })
        print()
        Sketchbook.show(picture, named: "content-photos")
        print()
    }

    // MARK: Tooltip

    static func tooltip() {
        print("A tooltip sized with wrapContent and centred: the label is measured in the tooltip,")
        print("the tooltip wraps it with 8 of padding (PinLayout's wrapContent), then wrapping(_:)")
        print("moves the label into the tooltip's padding.")
        print()
        let screen = Frame(width: 300, height: 100)
        let text = "Sizes from content"
        var tip = Frame(in: screen)
        let natural = Label(text: text).size(fitting: Size(width: .infinity, height: .infinity))
        let label = Frame(in: tip).pin.topLeft().size(natural).layout()
        let chain = "tip.pin.wrapContent([label], padding: 8).center()"
        tip = tip.pin.wrapContent([label], padding: 8).center().layout()
        let placed = tip.wrapping([label], padding: 8)
        printTable(
            ["frame", "rect in its parent"],
            [
                ["label, measured", label.rect.description], [chain, tip.rect.description],
                ["label, wrapped", placed[0].rect.description],
            ])
        print()
        var picture = LayoutPicture(of: screen)
        picture.addParent(tip, "tip")
        picture.add(placed[0], text)
        Sketchbook.show(picture, named: "content-tooltip")
    }
}
