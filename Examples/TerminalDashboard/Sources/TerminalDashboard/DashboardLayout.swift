import PinFrame

/// A post the dashboard shows as a card.
struct Post {
    let author: String
    let initials: String
    let time: String
    let body: String
}

/// What the dashboard keeps from one tick to the next: the column of cards as a tree, rebuilt
/// every tick in the same storage, its frames, and the cards' measured sizes, so that a tick
/// that changes nothing measures nothing and allocates nothing for the column; and what the
/// reader did: how far the column is scrolled, and the card they clicked.
struct KeptCards {
    var tree = LayoutTree<Int>(.vertical()) { _ in }
    var frames: [Frame] = []
    var cache = MeasureCache<Int>(capacity: 256)
    /// Rows scrolled from the top of the column (kept within its scroll range).
    var offset = 0.0
    /// The post whose card was clicked last.
    var selected: Int?
}

/// Where everything on the dashboard goes for a terminal of `columns` × `rows` character
/// cells, one point per cell. Computed on every tick; only the column of cards keeps its
/// tree, measured sizes and scroll offset (`KeptCards`).
struct DashboardLayout {
    /// A card's frames: its box and what is inside it, all children of the card.
    struct Card {
        let post: Post
        let frame: Frame
        let avatar: Frame
        let initials: Frame
        let title: Frame
        let meta: Frame
        let body: Frame
        let buttonRow: Frame
        let bodyLines: [String]
        /// The buttons, in `buttonRow`.
        let buttons: [(label: String, frame: Frame)]

        /// What the card's size is measured from: its children in its own coordinates.
        var children: [Frame] { [avatar, title, meta, body, buttonRow] }
    }

    static let title = "PinFrame dashboard"
    static let menu = ["Home", "Mentions", "Bookmarks", "Settings"]
    static let buttons = ["Like", "Reply", "Share"]
    /// Below this width the sidebar is hidden and the cards take the whole width.
    static let sidebarMinimumColumns = 60.0

    let screen: Frame
    let header: Frame
    let titleFrame: Frame
    let footer: Frame
    let sidebar: Frame
    let menu: [Frame]
    let content: Frame
    /// The cards to draw: those the scrolled column shows, each with its post's index and
    /// the rect it is cut to.
    let cards: [(post: Int, card: Card, clip: Rect)]
    /// The post whose card was clicked last.
    let selected: Int?

    init(columns: Int, rows: Int, posts: [Post], kept: inout KeptCards) {
        screen = Frame(width: Double(max(columns, 0)), height: Double(max(rows, 0)))
        header = Frame(in: screen).pin.top().horizontally().height(1).layout()
        titleFrame = Frame(in: header).pin.top().hCenter().width(Double(Self.title.count)).height(1).layout()
        footer = Frame(in: screen).pin.bottom().horizontally().height(1).layout()

        var sidebar = Frame(in: screen).pin.below(of: header).above(of: footer).left().width(25%)
            .minWidth(16).maxWidth(24).layout()
        sidebar.isHidden = screen.rect.width < Self.sidebarMinimumColumns
        self.sidebar = sidebar
        // Each entry below the previous one, one blank row apart.
        var menu: [Frame] = []
        for _ in Self.menu {
            let previous = menu.last.map { Frame(in: sidebar).pin.below(of: $0).marginTop(1) }
            let entry = previous ?? Frame(in: sidebar).pin.top(1)
            menu.append(entry.horizontally(2).height(1).layout())
        }
        self.menu = menu

        // Beside the sidebar when it shows, between header and footer.
        let besideSidebar = Frame(in: screen).pin.below(of: header).above(of: footer).right().marginHorizontal(1)
        content = (sidebar.isHidden ? besideSidebar.left() : besideSidebar.right(of: sidebar)).layout()

        cards = Self.cards(for: posts, in: content, kept: &kept)
        selected = kept.selected
    }

    /// The cards: a column of them one row apart, each as high as its content, laid out as a
    /// tree whose leaves are the posts (by index), scrolled up by `kept.offset` rows. The
    /// column asks for each card's size once it knows its width (the content's), and
    /// `autoSizeThatFits` answers by laying the card out with pins; the answers are kept in
    /// `kept.cache`, so a card is measured again only for a width it was not measured at.
    /// Only the cards `visibleNodes` lists are laid out inside (the first and last may be cut).
    static func cards(for posts: [Post], in content: Frame, kept: inout KeptCards) -> [(
        post: Int, card: Card, clip: Rect
    )] {
        // A card's bottom border is the row below its lowest child.
        let border = EdgeInsets(top: 0, left: 0, bottom: 1, right: 0)
        func layOut() {
            let column = Stack.vertical(
                spacing: 1, verticalOverflow: .scroll, scrollOffset: Point(x: 0, y: kept.offset))
            kept.tree.rebuild(column) { column in
                for index in posts.indices { column.add(StackItem(), content: index) }
            }
            kept.tree.frames(in: content, cache: &kept.cache, into: &kept.frames) { index, proposal in
                Frame(in: content).autoSizeThatFits(proposal, padding: border) {
                    card(for: posts[index], in: $0).children
                }
            }
        }
        layOut()
        // A terminal made larger may leave the offset past the end: back within the range.
        let range = kept.tree.scrollRange(of: 0, in: kept.frames).y
        if !range.contains(kept.offset) {
            kept.offset = min(max(kept.offset, range.lowerBound), range.upperBound)
            layOut()
        }
        // Node 0 is the column (the content frame); card `index` is node `index + 1`.
        return kept.tree.visibleNodes(within: content.absoluteRect, in: kept.frames).compactMap { node in
            guard let index = kept.tree.content(of: node.id) else { return nil }
            return (index, card(for: posts[index], in: kept.frames[node.id]), node.clip)
        }
    }

    /// A card's children in `frame`: avatar at the left, title and time beside it, the body
    /// wrapped below them, and a row of three buttons under both.
    static func card(for post: Post, in frame: Frame) -> Card {
        let avatar = Frame(in: frame).pin.top(1).left(2).size(Size(width: 6, height: 3)).layout()
        let initials = Frame(in: avatar).pin.center().size(Size(width: Double(post.initials.count), height: 1)).layout()
        let title = Frame(in: frame).pin.right(of: avatar, aligned: .top).right(2).height(1).marginLeft(2).layout()
        let meta = Frame(in: frame).pin.below(of: title, aligned: .left).right(2).height(1).layout()
        var bodyLines: [String] = []
        let body = Frame(in: frame).pin.below(of: meta, aligned: .left).right(2).marginTop(1)
            .sizeToFit(.width) { proposal in
                bodyLines = wrap(post.body, width: proposal.width)
                return Size(width: proposal.width, height: Double(bodyLines.count))
            }
            .layout()
        let row = Frame(in: frame).pin.below(of: [avatar, body], aligned: .left).right(2).height(1).marginTop(1)
            .layout()
        let buttons = Stack.horizontal(spacing: 2).frames(
            for: Self.buttons.map { StackItem(width: Double($0.count + 4), height: 1) }, in: row)
        return Card(
            post: post, frame: frame, avatar: avatar, initials: initials, title: title, meta: meta, body: body,
            buttonRow: row, bodyLines: bodyLines, buttons: Array(zip(Self.buttons, buttons)))
    }
}

/// `text` broken into lines of at most `width` characters, at spaces where it can be;
/// a word longer than a line is cut.
func wrap(_ text: String, width: Double) -> [String] {
    let width = width.isFinite ? Int(max(0, min(width, 10_000))) : 10_000
    guard width > 0 else { return [] }
    var lines: [String] = []
    var line = ""
    for word in text.split(separator: " ") {
        var word = Substring(word)
        while word.count > width {
            if !line.isEmpty {
                lines.append(line)
                line = ""
            }
            lines.append(String(word.prefix(width)))
            word = word.dropFirst(width)
        }
        if line.isEmpty {
            line = String(word)
        } else if line.count + 1 + word.count <= width {
            line += " " + word
        } else {
            lines.append(line)
            line = String(word)
        }
    }
    if !line.isEmpty { lines.append(line) }
    return lines
}
