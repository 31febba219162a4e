import PinFrame

/// A post the dashboard shows as a card.
struct Post {
    let author: String
    let initials: String
    let time: String
    let body: String
}

/// Where everything on the dashboard goes for a terminal of `columns` × `rows` character
/// cells, one point per cell. Computed from scratch on every tick: nothing is kept.
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
        let bodyLines: [String]
        let buttons: [(label: String, frame: Frame)]
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
    let cards: [Card]

    init(columns: Int, rows: Int, posts: [Post]) {
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

        var cards: [Card] = []
        var top = 0.0
        for post in posts where top < content.rect.height {
            let card = Self.card(for: post, at: top, in: content)
            cards.append(card)
            top = card.frame.rect.maxY + 1
        }
        self.cards = cards
    }

    /// A card `top` rows down `content`: avatar at the left, title and time beside it, the
    /// body wrapped below them, three buttons in a row under both. Its height is what its
    /// children need, so it is measured first and laid out at that height.
    static func card(for post: Post, at top: Double, in content: Frame) -> Card {
        let provisional = Frame(in: content).pin.top(top).horizontally().height(0).layout()
        let avatar = Frame(in: provisional).pin.top(1).left(2).size(Size(width: 6, height: 3)).layout()
        let initials = Frame(in: avatar).pin.center().size(Size(width: Double(post.initials.count), height: 1)).layout()
        let title = Frame(in: provisional).pin.right(of: avatar, aligned: .top).right(2).height(1).marginLeft(2)
            .layout()
        let meta = Frame(in: provisional).pin.below(of: title, aligned: .left).right(2).height(1).layout()
        var bodyLines: [String] = []
        let body = Frame(in: provisional).pin.below(of: meta, aligned: .left).right(2).marginTop(1)
            .sizeToFit(.width) { proposal in
                bodyLines = wrap(post.body, width: proposal.width)
                return Size(width: proposal.width, height: Double(bodyLines.count))
            }
            .layout()
        var buttons: [(label: String, frame: Frame)] = []
        for label in Self.buttons {
            let size = Size(width: Double(label.count + 4), height: 1)
            let placed =
                buttons.last.map { Frame(in: provisional).pin.right(of: $0.frame, aligned: .top).marginLeft(2) }
                ?? Frame(in: provisional).pin.below(of: [avatar, body], aligned: .left).marginTop(1)
            buttons.append((label, placed.size(size).layout()))
        }
        // The card ends one row (its border) below its lowest child.
        let height = (buttons.last?.frame.rect.maxY ?? 0) + 1
        let frame = Frame(in: content).pin.top(top).horizontally().height(height).layout()
        return Card(
            post: post, frame: frame, avatar: avatar, initials: initials, title: title, meta: meta, body: body,
            bodyLines: bodyLines,
            buttons: buttons)
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
