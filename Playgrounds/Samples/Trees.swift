import PinFrame

/// Whole layouts in one call: a feed card, FlexLayout's introduction example and a settings
/// table, each a `LayoutTree` of stacks, grids and measured text.
@MainActor
enum TreesSample {
    static func run() {
        print("Trees: nested stacks and grids with measured text, laid out in one call")
        print()
        print("Text is measured by a stand-in for a text engine: 6 points a character, 16 a line, wrapped")
        print("at spaces. Every rect is computed by PinFrame as the sample runs.")
        print()
        card()
        introduction()
        settings()
    }

    /// What a measured leaf carries: its text.
    static func measure(_ text: String, _ proposal: Size) -> Size {
        ContentSample.Label(text: text).size(fitting: proposal)
    }

    /// Every node of a laid-out tree drawn in one picture: containers as parents, leaves
    /// with their labels (node ids where `labels` has none).
    static func picture(of frames: [Frame], in screen: Frame, containers: Set<Int>, labels: [Int: String])
        -> LayoutPicture
    {
        var picture = LayoutPicture(of: screen)
        for (id, frame) in frames.enumerated() where !frame.isHidden {
            let label = labels[id] ?? "\(id)"
            if containers.contains(id) { picture.addParent(frame, label) } else { picture.add(frame, label) }
        }
        return picture
    }

    // MARK: A feed card

    static let post = (
        title: "Trees in one call", body: "A card is a column: a header row, the body text, a row of thumbnails."
    )

    /// The card: a column (12 inside, 8 apart) of a header row (a 32 × 32 avatar and the
    /// title, centred), the body text and four square thumbnails sharing a row; 300 wide, as
    /// high as its content.
    static func cardLayout() -> (picture: LayoutPicture, frames: [Frame]) {
        let tree = LayoutTree<String>(.vertical(spacing: 8, padding: EdgeInsets(all: 12))) { card in
            card.add(.horizontal(spacing: 8, alignment: .center)) { header in
                header.add(StackItem(width: 32, height: 32))
                header.add(StackItem(grow: 1, shrink: 1), content: post.title)
            }
            card.add(StackItem(), content: post.body)
            card.add(.horizontal(spacing: 4)) { row in
                for _ in 0..<4 { row.add(StackItem(aspectRatio: 1, grow: 1)) }
            }
        }
        let screen = Frame(width: 320, height: 200, scale: 2)
        let frames = tree.frames(in: Frame(x: 10, y: 10, width: 300, height: 0, in: screen), wrapping: .vertically) {
            measure($0, $1)
        }
        let labels = [0: "card", 1: "header", 2: "img", 3: "title", 4: "body", 5: "thumbnails"]
        return (picture(of: frames, in: screen, containers: [0, 1, 5], labels: labels), frames)
    }

    static func card() {
        print("A feed card as one tree: LayoutTree(.vertical(spacing: 8, padding: 12)) { header row;")
        print("body; thumbnail row }, laid out 300 wide with wrapping: .vertically (its height from")
        print("its content). Node ids run in the order the build closures add the nodes:")
        print()
        let (picture, frames) = cardLayout()
        let names = ["card", "header", "avatar", "title", "body", "thumbnails", "1", "2", "3", "4"]
        printTable(
            ["id", "node", "frame (in its parent)"],
            frames.indices.map { ["\($0)", names[$0], StacksSample.rectangle(frames[$0].rect)] })
        print()
        Sketchbook.show(picture, named: "trees-card")
        print()
    }

    // MARK: FlexLayout's introduction example

    /// FlexLayout's README introduction, ported: a column (12 inside) of a row — an image 100
    /// wide at its ratio, and a column 12 from it that grows from a basis of 0, holding a
    /// segmented control (29 high, 12 above the label) and a label — then a 1-point
    /// separator 12 below, and a label 12 below that. FlexLayout's
    /// `layout(mode: .adjustHeight)` is `wrapping: .vertically`.
    static func introductionLayout() -> (picture: LayoutPicture, frames: [Frame]) {
        let label = "Flexbox layouting is simple, powerful and fast. FlexLayout syntax is concise and chainable."
        let bottom = "FlexLayout/yoga is incredibly fast, its even faster than manual layout."
        let tree = LayoutTree<String>(.vertical(padding: EdgeInsets(all: 12))) { root in
            root.add(.horizontal()) { row in
                row.add(StackItem(width: 100, aspectRatio: 1.2, alignment: .start))
                let column = Stack.vertical(padding: EdgeInsets(top: 0, left: 12, bottom: 0, right: 0))
                row.add(column, as: StackItem(basis: 0, grow: 1)) { column in
                    column.add(
                        StackItem(height: 29, margin: EdgeInsets(top: 0, left: 0, bottom: 12, right: 0), grow: 1))
                    column.add(StackItem(), content: label)
                }
            }
            root.add(StackItem(height: 1, margin: EdgeInsets(top: 12, left: 0, bottom: 0, right: 0)))
            root.add(StackItem(margin: EdgeInsets(top: 12, left: 0, bottom: 0, right: 0)), content: bottom)
        }
        let screen = Frame(width: 320, height: 260)
        let frames = tree.frames(in: Frame(width: 320, height: 0), wrapping: .vertically) { measure($0, $1) }
        let labels = [0: "root", 1: "row", 2: "image", 3: "column", 4: "segmented", 5: "label", 6: "", 7: "bottom"]
        return (picture(of: frames, in: screen, containers: [0, 1, 3], labels: labels), frames)
    }

    static func introduction() {
        print("FlexLayout's introduction example, ported: flex.addItem() is add, define is the build")
        print("closure, layout(mode: .adjustHeight) is wrapping: .vertically:")
        print()
        let (picture, frames) = introductionLayout()
        let names = ["root", "row", "image", "column", "segmented", "label", "separator", "bottom label"]
        printTable(
            ["id", "node", "frame (in its parent)"],
            frames.indices.map { ["\($0)", names[$0], StacksSample.rectangle(frames[$0].rect)] })
        print()
        Sketchbook.show(picture, named: "trees-introduction")
        print()
    }

    // MARK: A settings table

    static let rows = [
        ("Name", "Ada Lovelace"), ("Email", "ada@example.org"),
        ("Bio", "Wrote the first program for a machine that did not exist yet."),
        ("Theme", "Dark"),
    ]

    /// A column (10 inside) holding a title and a grid: an auto column of labels and a
    /// fraction column of values that wrap, 12 and 6 apart.
    static func settingsLayout() -> (picture: LayoutPicture, frames: [Frame], calls: Int) {
        let tree = LayoutTree<String>(.vertical(spacing: 10, padding: EdgeInsets(all: 10))) { column in
            column.add(StackItem(), content: "Settings")
            column.add(Grid(columns: [.auto, .fraction(1)], columnSpacing: 12, rowSpacing: 6)) { table in
                for (label, value) in rows {
                    table.add(GridItem(), content: label)
                    table.add(GridItem(), content: value)
                }
            }
        }
        var calls = 0
        let screen = Frame(width: 260, height: 200)
        let frames = tree.frames(in: Frame(width: 260, height: 0), wrapping: .vertically) {
            calls += 1
            return measure($0, $1)
        }
        var labels = [0: "", 1: "Settings", 2: "table"]
        for (index, row) in rows.enumerated() {
            labels[3 + 2 * index] = row.0
            labels[4 + 2 * index] = row.1
        }
        return (picture(of: frames, in: screen, containers: [0, 2], labels: labels), frames, calls)
    }

    static func settings() {
        print("A settings table: a grid in a column, labels in an auto column, values wrapping in the")
        print("rest; each text measured once per proposal in the call:")
        print()
        let (picture, frames, calls) = settingsLayout()
        printTable(
            ["row", "label", "value"],
            rows.indices.map {
                [
                    rows[$0].0, StacksSample.rectangle(frames[3 + 2 * $0].rect),
                    StacksSample.rectangle(frames[4 + 2 * $0].rect),
                ]
            })
        print()
        print("Measure calls: \(calls) for \(rows.count * 2 + 1) texts.")
        print()
        Sketchbook.show(picture, named: "trees-settings")
        print()
    }
}
