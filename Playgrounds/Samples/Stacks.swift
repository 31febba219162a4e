import PinFrame

/// Stacks and flow: rows and columns laid out as CSS flexbox lays out a flex container,
/// one call per container, and a card that nests a toolbar and pins a badge.
@MainActor
enum StacksSample {
    /// One stack to show: its label, the stack and its items. The table prints both as
    /// code, written from the values themselves.
    struct Case {
        let label: String
        let stack: Stack
        let items: [StackItem]
    }

    static func run() {
        print("Stacks: rows and columns, laid out as CSS flexbox lays them out")
        print()
        print("Every rect below is computed by PinFrame's Stack.frames(for:in:) as the sample runs.")
        print("Items are numbered in order; each panel is the container.")
        print()
        for section in sections {
            print(section.title)
            print()
            show(section)
            print()
        }
        nestedCard()
    }

    static let three = [
        StackItem(width: 60, height: 20), StackItem(width: 40, height: 30), StackItem(width: 50, height: 20),
    ]

    static let distributions: [Case] = [
        StackDistribution.start, .center, .end, .spaceBetween, .spaceAround, .spaceEvenly,
    ].map { distribution in
        Case(
            label: ".\(distribution)", stack: .horizontal(distribution: distribution, alignment: .center), items: three)
    }

    static let alignments: [Case] = [StackAlignment.start, .center, .end, .stretch].map { alignment in
        // The middle item has no height (its content is 20 high): stretch makes it as thick
        // as the line; the others have one, so stretch puts them at the start.
        let items = [three[0], StackItem(width: 40, contentSize: Size(width: 0, height: 20)), three[2]]
        return Case(
            label: ".\(alignment)", stack: .horizontal(spacing: 10, alignment: alignment), items: items)
    }

    static let tags = [70.0, 40, 90, 50, 60, 30, 80].map { StackItem(width: $0, height: 20) }

    static let wraps: [Case] = [
        Case(label: ".none", stack: .horizontal(spacing: 8), items: tags),
        Case(
            label: ".wrap", stack: .horizontal(spacing: 8, lineSpacing: 8, wrap: .wrap), items: tags),
        Case(
            label: ".count(3)", stack: .horizontal(spacing: 8, lineSpacing: 8, wrap: .count(3)), items: tags),
    ]

    static let flexing: [Case] = [
        Case(
            label: "grow 1, 2", stack: .horizontal(),
            items: [StackItem(width: 40, height: 20, grow: 1), StackItem(width: 40, height: 20, grow: 2), three[0]]),
        Case(
            label: "grow, max 60", stack: .horizontal(),
            items: [
                StackItem(width: 0, height: 20, maxWidth: 60, grow: 1), StackItem(width: 0, height: 20, grow: 1),
                StackItem(width: 0, height: 20, grow: 1),
            ]),
        Case(
            label: "shrink, min 150", stack: .horizontal(),
            items: [
                StackItem(width: 200, height: 20, minWidth: 150, shrink: 1),
                StackItem(width: 200, height: 20, shrink: 1),
            ]),
    ]

    static let directions: [Case] = [
        Case(label: "as written", stack: .horizontal(spacing: 10), items: three),
        Case(
            label: "reversed", stack: .horizontal(spacing: 10, isReversed: true), items: three),
        Case(
            label: "wrapped", stack: .horizontal(spacing: 10, lineSpacing: 4, wrap: .count(2)), items: three),
    ]

    static let contentWidths = [90.0, 30, 60]

    static let bases: [Case] = [
        Case(
            label: "grow 1", stack: .horizontal(),
            items: contentWidths.map { StackItem(contentSize: Size(width: $0, height: 20), grow: 1) }),
        Case(
            label: "basis 0, grow 1", stack: .horizontal(),
            items: contentWidths.map { StackItem(contentSize: Size(width: $0, height: 20), basis: 0, grow: 1) }),
    ]

    static let percentages: [Case] = [
        Case(
            label: "width 50%, 25%", stack: .horizontal(padding: EdgeInsets(all: 5)),
            items: [
                StackItem(width: .percent(50), height: 20), StackItem(width: Dimension(25%), height: .percent(100)),
            ]),
        Case(
            label: "max 25%, grow 1", stack: .horizontal(),
            items: [StackItem(height: 20, maxWidth: .percent(25), grow: 1), StackItem(height: 20, grow: 1)]),
    ]

    static let autoMargins: [Case] = [
        Case(
            label: "left auto", stack: .horizontal(),
            items: [
                StackItem(width: 40, height: 20), StackItem(width: 40, height: 20, autoMargins: .left),
                StackItem(width: 40, height: 20),
            ]),
        Case(
            label: "all auto", stack: .horizontal(),
            items: [StackItem(width: 40, height: 20, autoMargins: .all)]),
    ]

    static let positions: [Case] = [
        Case(
            label: "absolute, top 0 right 0", stack: .horizontal(spacing: 10),
            items: [
                StackItem(width: 60),
                StackItem(width: 12, height: 12, position: .absolute, offsets: Offsets(top: 0, right: 0)),
                StackItem(width: 60),
            ]),
        Case(
            label: "relative, top 10 left 10", stack: .horizontal(spacing: 10),
            items: [
                StackItem(width: 60), StackItem(width: 60, offsets: Offsets(top: 10, left: 10)), StackItem(width: 60),
            ]),
    ]

    /// A section: its title, its cases, the size of each case's container, the containers'
    /// direction and the picture's name.
    struct Section {
        let title: String
        let cases: [Case]
        let panel: Size
        var direction = LayoutDirection.ltr
        let name: String
    }

    static let sections = [
        Section(
            title: "distribution: where the space left along a line goes", cases: distributions,
            panel: Size(width: 300, height: 40), name: "stacks-distribution"),
        Section(
            title: "alignment: where items go across their line", cases: alignments,
            panel: Size(width: 300, height: 60), name: "stacks-alignment"),
        Section(
            title: "wrap: one line, lines by length, lines by count", cases: wraps, panel: Size(width: 300, height: 90),
            name: "stacks-wrap"),
        Section(
            title: "grow and shrink, with min and max", cases: flexing, panel: Size(width: 300, height: 30),
            name: "stacks-flex"),
        Section(
            title: "direction: in a left-to-right container", cases: directions, panel: Size(width: 300, height: 60),
            name: "stacks-ltr"),
        Section(
            title: "direction: the same stacks in a right-to-left container", cases: directions,
            panel: Size(width: 300, height: 60), direction: .rtl, name: "stacks-rtl"),
        Section(
            title: "basis: where an item grows from (90, 30 and 60 of content)", cases: bases,
            panel: Size(width: 300, height: 30), name: "stacks-basis"),
        Section(
            title: "percentages: of the content box", cases: percentages, panel: Size(width: 300, height: 40),
            name: "stacks-percent"),
        Section(
            title: "auto margins: free space before the distribution", cases: autoMargins,
            panel: Size(width: 300, height: 40), name: "stacks-auto-margins"),
        Section(
            title: "positions: absolute (out of the flow) and relative (moved after)", cases: positions,
            panel: Size(width: 300, height: 40), name: "stacks-positions"),
    ]

    /// A table of a section's frames and a picture of them, a panel per case.
    static func show(_ section: Section) {
        let sheet = panels(of: section)
        let rows = section.cases.enumerated().map { row, stackCase in
            let frames = stackCase.stack.frames(for: stackCase.items, in: sheet.panel(column: 0, row: row))
            return [
                stackCase.label, code(stackCase.stack), stackCase.items.map(code).joined(separator: ", "),
                frames.map { rectangle($0.rect) }.joined(separator: " "),
            ]
        }
        printTable(["", "Stack", "items", "frames (x, y, width × height)"], rows)
        print()
        Sketchbook.show(picture(of: section), named: section.name)
    }

    /// A panel (a container) for each of a section's cases, one under another.
    static func panels(of section: Section) -> Sheet {
        Sheet(columns: 1, rows: section.cases.count, panel: section.panel, direction: section.direction)
    }

    /// A section's containers, each labelled with its case, and their items, numbered.
    static func picture(of section: Section) -> LayoutPicture {
        let sheet = panels(of: section)
        var picture = LayoutPicture(of: sheet.root)
        for (row, stackCase) in section.cases.enumerated() {
            let container = sheet.panel(column: 0, row: row)
            picture.addParent(container, stackCase.label)
            for (number, frame) in stackCase.stack.frames(for: stackCase.items, in: container).enumerated() {
                picture.add(frame, String(number + 1))
            }
        }
        return picture
    }

    /// A stack as the code that makes it: `.horizontal(spacing: 8, wrap: .wrap)`, with the
    /// settings that are not defaults.
    static func code(_ stack: Stack) -> String {
        let defaults = Stack(stack.axis)
        var settings: [String] = []
        if stack.spacing != defaults.spacing { settings.append("spacing: \(number(stack.spacing))") }
        if stack.lineSpacing != defaults.lineSpacing { settings.append("lineSpacing: \(number(stack.lineSpacing))") }
        if stack.distribution != defaults.distribution { settings.append("distribution: .\(stack.distribution)") }
        if stack.alignment != defaults.alignment { settings.append("alignment: .\(stack.alignment)") }
        if stack.padding != defaults.padding { settings.append("padding: \(stack.padding)") }
        if stack.wrap != defaults.wrap { settings.append("wrap: .\(stack.wrap)") }
        if stack.lineDistribution != defaults.lineDistribution {
            settings.append("lineDistribution: .\(stack.lineDistribution)")
        }
        if stack.isReversed { settings.append("isReversed: true") }
        return ".\(stack.axis)(\(settings.joined(separator: ", ")))"
    }

    /// An item in a few characters: `60×20`, `auto×20`, `50%×20`, with `grow 1`, `shrink 1`,
    /// `min 150`, `max 60`, `basis 0`, `auto left`, `absolute`, `offsets …` when it has them.
    static func code(_ item: StackItem) -> String {
        func side(_ value: Dimension?) -> String {
            switch value {
            case nil: "auto"
            case .points(let points): number(points)
            case .percent(let share): "\(number(share))%"
            }
        }
        var parts = ["\(side(item.width))×\(side(item.height))"]
        if item.grow != 0 { parts.append("grow \(number(item.grow))") }
        if item.shrink != 0 { parts.append("shrink \(number(item.shrink))") }
        if let minWidth = item.minWidth { parts.append("min \(side(minWidth))") }
        if let maxWidth = item.maxWidth { parts.append("max \(side(maxWidth))") }
        if let basis = item.basis { parts.append("basis \(side(basis))") }
        let autoSides = [(AutoMargins.top, "top"), (.left, "left"), (.bottom, "bottom"), (.right, "right")]
            .filter { item.autoMargins.contains($0.0) }.map(\.1)
        if !autoSides.isEmpty { parts.append("auto \(autoSides.joined(separator: "+"))") }
        if item.position == .absolute { parts.append("absolute") }
        let offsets = item.offsets
        let sides = [
            ("top", offsets.top), ("left", offsets.left), ("bottom", offsets.bottom), ("right", offsets.right),
        ]
        for (name, value) in sides where value != nil { parts.append("\(name) \(side(value))") }
        return parts.joined(separator: " ")
    }

    /// `10,0 60×20`: a rect in a table cell's few characters, to two decimals.
    static func rectangle(_ rect: Rect) -> String {
        func short(_ value: Double) -> String { number((value * 100).rounded() / 100) }
        return "\(short(rect.x)),\(short(rect.y)) \(short(rect.width))×\(short(rect.height))"
    }

    static func nestedCard() {
        print("Nesting, and pins with stacks: a card is a column (title, body, toolbar); the toolbar")
        print("is a row measured first (size(for:fitting:)), then laid out in the frame the card gave")
        print("it; a badge is pinned to the avatar with PinFrame's rules. Right to left, too.")
        print()
        let picture = cardPicture(direction: .ltr)
        Sketchbook.show(picture.picture, named: "stacks-card")
        print()
        printTable(["frame", "rect in its parent"], picture.rows)
        print()
        Sketchbook.show(cardPicture(direction: .rtl).picture, named: "stacks-card-rtl")
    }

    /// A card laid out with stacks and a pin, in a root of `direction`.
    static func cardPicture(direction: LayoutDirection) -> (picture: LayoutPicture, rows: [[String]]) {
        let screen = Frame(width: 320, height: 200, direction: direction)
        let card = Frame(in: screen).pin.all(10).layout()
        // Bottom-up: the toolbar's size from its buttons.
        let toolbar = Stack.horizontal(spacing: 8, alignment: .center)
        let buttons = [
            StackItem(width: 60, height: 24), StackItem(width: 60, height: 24), .spacer(),
            StackItem(width: 24, height: 24),
        ]
        let toolbarSize = toolbar.size(for: buttons, fitting: Size(width: .infinity, height: .infinity))
        // Top-down: the card's column, then the header row, then the toolbar in its frame.
        let column = Stack.vertical(spacing: 8, padding: EdgeInsets(all: 10))
        let rows = [
            StackItem(height: 40),  // header: stretched across
            StackItem(contentSize: Size(width: 0, height: 60), grow: 1),  // body takes the rest
            StackItem(height: toolbarSize.height),
        ]
        let placed = column.frames(for: rows, in: card)
        let header = Stack.horizontal(spacing: 10, alignment: .center)
            .frames(
                for: [StackItem(width: 40, height: 40), StackItem(contentSize: Size(width: 0, height: 20), grow: 1)],
                in: placed[0])
        let toolbarFrames = toolbar.frames(for: buttons, in: placed[2])
        let badge = Frame(in: card).pin.topRight(to: header[0].anchor.topRight).size(12).marginTop(-4).marginRight(-4)
            .layout()
        var picture = LayoutPicture(of: screen)
        picture.addParent(card, "card")
        picture.add(header[0], "img")
        picture.add(header[1], "title")
        picture.add(placed[1], "body")
        for (label, frame) in zip(["like", "share", "", "…"], toolbarFrames) where !label.isEmpty {
            picture.add(frame, label)
        }
        picture.add(badge, "b")
        let named: [(String, Frame)] = [
            ("header", placed[0]), ("img", header[0]), ("title", header[1]), ("body", placed[1]),
            ("toolbar", placed[2]), ("like", toolbarFrames[0]), ("badge (in card)", badge),
        ]
        return (picture, named.map { [$0.0, $0.1.rect.description] })
    }
}
