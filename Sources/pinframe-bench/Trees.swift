import CAllocationCounter
import PinFrame

// MARK: trees: the nested workloads as one LayoutTree each, built and laid out every layout

/// The feedflex cell as one tree, built in the timed function as a render loop builds it.
@inline(never)
func feedFlexTree(_ state: inout FeedFlexState) {
    let cell = state.cell
    let tree = LayoutTree(cell.content) { addFeedFlexRows(cell, &$0) }
    let frames = tree.frames(in: Frame(x: 0, y: 0, width: 375, height: 0, in: cell.root), wrapping: .vertically)
    storeFeedFlexTree(frames, &state)
}

/// The same, as a render loop that keeps its tree and frames writes it: rebuilt into the kept
/// tree, laid out into the kept array.
@inline(never)
func feedFlexTreeKept(_ state: inout FeedFlexState) {
    let cell = state.cell
    state.tree.rebuild(cell.content) { addFeedFlexRows(cell, &$0) }
    state.tree.frames(
        in: Frame(x: 0, y: 0, width: 375, height: 0, in: cell.root), wrapping: .vertically, into: &state.frames)
    let frames = state.frames
    storeFeedFlexTree(frames, &state)
}

/// The cell's rows, added to its content column.
func addFeedFlexRows(_ cell: FeedFlexCell, _ content: inout StackChildren<Never>) {
    content.add(cell.header, as: cell.rows[0]) { header in
        for item in cell.headerItems { header.add(item) }
    }
    content.add(cell.poster, as: cell.rows[1]) { poster in
        poster.add(cell.posterItems[0])
        poster.add(cell.posterText, as: cell.posterItems[1]) { text in
            for item in cell.posterTextItems { text.add(item) }
        }
    }
    for row in 2...5 { content.add(cell.rows[row]) }
    content.add(cell.actions, as: cell.rows[6]) { actions in
        for item in cell.actionItems { actions.add(item) }
    }
    content.add(cell.actor, as: cell.rows[7]) { actor in
        for item in cell.actorItems { actor.add(item) }
    }
}

private func storeFeedFlexTree(_ frames: [Frame], _ state: inout FeedFlexState) {
    state.height = frames[0].rect.height
    // Node ids: the rows 1, 4, 10…13, 14, 18; the header's labels 2, 3; the poster's image
    // and text 5, 6; its labels 7…9; the actions 15…17; the actor's image and comment 19, 20.
    for (index, id) in [1, 4, 10, 11, 12, 13, 14, 18, 2, 3, 5, 6, 7, 8, 9, 15, 16, 17, 19, 20].enumerated() {
        state.rects[index] = frames[id].rect
    }
}

/// The hand-written cell, its height rounded as a tree rounds its root's edges.
@inline(never)
func feedFlexTreeByHand(_ state: inout FeedFlexState) {
    feedFlexByHand(&state)
    state.height = (state.height * 2).rounded() / 2
}

let feedFlexTreeKernel: Kernel = { feedFlexTree(&$0.assumingMemoryBound(to: FeedFlexState.self).pointee) }
let feedFlexTreeKeptKernel: Kernel = {
    feedFlexTreeKept(&$0.assumingMemoryBound(to: FeedFlexState.self).pointee)
}
let feedFlexTreeByHandKernel: Kernel = {
    feedFlexTreeByHand(&$0.assumingMemoryBound(to: FeedFlexState.self).pointee)
}

func compareFeedFlexTree(_ budget: Budget, kept: Bool = false) -> Result {
    compareKernels(
        kept ? "feedflex-tree-kept: the same, tree kept" : "feedflex-tree: the feed cell as one tree", budget,
        on: FeedFlexState(), pinframe: kept ? feedFlexTreeKeptKernel : feedFlexTreeKernel,
        manual: feedFlexTreeByHandKernel, rects: { $0.rects + [Rect(x: 0, y: 0, width: 375, height: $0.height)] },
        checksum: { $0.height })
}

/// The 50-card feed as one tree: `Content` is a text's character count.
@inline(never)
func contentFeedTree(_ state: inout ContentFeedState) {
    let frames = contentFeedTreeFrames(state) { characters, proposal in feedText(characters, fitting: proposal) }
    storeContentFeedTree(frames, &state)
}

/// The feed as a render loop that keeps its tree, frames and measure answers lays it out.
/// (Through a pointer: a copy of the state would share the kept tree and cache, which would
/// then be copied rather than reused.)
@inline(never)
func contentFeedTreeKept(_ state: UnsafeMutablePointer<KeptFeedState>) {
    let cards = state.pointee.feed.cards
    state.pointee.tree.rebuild(state.pointee.feed.column) { cards.add(to: &$0) }
    state.pointee.tree.frames(
        in: state.pointee.feed.screen, cache: &state.pointee.cache, into: &state.pointee.frames
    ) { characters, proposal in feedText(characters, fitting: proposal) }
    let frames = state.pointee.frames
    storeContentFeedTree(frames, &state.pointee.feed)
}

/// The feed and what a render loop keeps across its layouts: the tree, its frames and the
/// measure answers.
struct KeptFeedState {
    var feed = ContentFeedState()
    var tree = LayoutTree<Int>(.vertical()) { _ in }
    var frames: [Frame] = []
    var cache = MeasureCache<Int>()
}

private func storeContentFeedTree(_ frames: [Frame], _ state: inout ContentFeedState) {
    for card in 0..<ContentFeedState.cards {
        // A card's nodes: the card, its header, the avatar and title, the body, the
        // thumbnail row and its four thumbnails.
        let id = 1 + card * 10
        let first = card * ContentFeedState.rectsPerCard
        state.rects[first] = frames[id].rect
        state.rects[first + 1] = frames[id + 1].rect
        state.rects[first + 2] = frames[id + 4].rect
        state.rects[first + 3] = frames[id + 5].rect
        state.rects[first + 4] = frames[id + 2].rect
        state.rects[first + 5] = frames[id + 3].rect
        for thumbnail in 0..<4 { state.rects[first + 6 + thumbnail] = frames[id + 6 + thumbnail].rect }
    }
}

/// The feed's tree, laid out in the screen with `measure`.
func contentFeedTreeFrames(_ state: ContentFeedState, measure: (Int, Size) -> Size) -> [Frame] {
    let tree = LayoutTree<Int>(state.column) { addFeedCards(state, &$0) }
    return tree.frames(in: state.screen, measure: measure)
}

/// The feed's cards, added to its column.
func addFeedCards(_ state: ContentFeedState, _ column: inout StackChildren<Int>) {
    state.cards.add(to: &column)
}

/// What the feed's cards are built from: the state's stacks, items and texts, without what
/// a render loop keeps (a copy of which would share, and so copy, the kept tree).
struct FeedCards {
    let card: Stack
    let header: Stack
    let thumbnails: Stack
    let headerItems: [StackItem]
    let thumbnailItems: [StackItem]
    let titles: [Int]
    let bodies: [Int]

    func add(to column: inout StackChildren<Int>) {
        for card in 0..<ContentFeedState.cards {
            column.add(self.card) { content in
                content.add(header) { header in
                    header.add(headerItems[0])
                    header.add(headerItems[1], content: titles[card])
                }
                content.add(StackItem(), content: bodies[card])
                content.add(thumbnails) { row in
                    for item in thumbnailItems { row.add(item) }
                }
            }
        }
    }
}

extension ContentFeedState {
    var cards: FeedCards {
        FeedCards(
            card: card, header: header, thumbnails: thumbnails, headerItems: headerItems,
            thumbnailItems: thumbnailItems, titles: titles, bodies: bodies)
    }
}

let contentFeedTreeKernel: Kernel = { contentFeedTree(&$0.assumingMemoryBound(to: ContentFeedState.self).pointee) }
let contentFeedTreeKeptKernel: Kernel = { contentFeedTreeKept($0.assumingMemoryBound(to: KeptFeedState.self)) }
let keptFeedByHandKernel: Kernel = { contentFeedByHand(&$0.assumingMemoryBound(to: KeptFeedState.self).pointee.feed) }

func compareContentFeedTree(_ budget: Budget) -> Result {
    compareKernels(
        "feed-tree: 50 self-sizing cards, one tree", budget, on: ContentFeedState(), pinframe: contentFeedTreeKernel,
        manual: contentFeedByHandKernel, rects: \.rects, checksum: { $0.rects[5].height })
}

func compareContentFeedTreeKept(_ budget: Budget) -> Result {
    compareKernels(
        "feed-tree-kept: the same, tree and cache kept", budget, on: KeptFeedState(),
        pinframe: contentFeedTreeKeptKernel, manual: keptFeedByHandKernel, rects: \.feed.rects,
        checksum: { $0.feed.rects[5].height })
}

/// Measure calls per measured leaf in one feed layout: as one tree, and as nested calls.
func feedMeasureCalls() -> (tree: Double, nested: Double) {
    let state = ContentFeedState()
    var treeCalls = 0
    _ = contentFeedTreeFrames(state) { characters, proposal in
        treeCalls += 1
        return feedText(characters, fitting: proposal)
    }
    // The nested calls, counted where they measure text: titles in the header, bodies in the card.
    var nestedCalls = 0
    let cards = state.column.frames(for: state.cardItems, in: state.screen) { index, proposal in
        state.card.size(for: state.cardChildren, fitting: proposal) { child, proposal in
            countedChild(state, index, child, proposal, &nestedCalls)
        }
    }
    for index in 0..<ContentFeedState.cards {
        let children = state.card.frames(for: state.cardChildren, in: cards[index]) { child, proposal in
            countedChild(state, index, child, proposal, &nestedCalls)
        }
        _ = state.header.frames(for: state.headerItems, in: children[0]) { _, proposal in
            nestedCalls += 1
            return feedText(state.titles[index], fitting: proposal)
        }
    }
    let leaves = Double(2 * ContentFeedState.cards)
    return (Double(treeCalls) / leaves, Double(nestedCalls) / leaves)
}

private func countedChild(_ state: ContentFeedState, _ card: Int, _ child: Int, _ proposal: Size, _ calls: inout Int)
    -> Size
{
    switch child {
    case 0:
        return state.header.size(for: state.headerItems, fitting: proposal) { _, proposal in
            calls += 1
            return feedText(state.titles[card], fitting: proposal)
        }
    case 1:
        calls += 1
        return feedText(state.bodies[card], fitting: proposal)
    default: return state.thumbnails.size(for: state.thumbnailItems, fitting: proposal)
    }
}

// MARK: settings: a 17-row table of labels and wrapped values in a column

/// A settings screen: a column 375 wide (16 of padding) holding a grid of 17 rows, an auto
/// column of labels and a fraction column of values that wrap, 12 and 8 apart.
struct SettingsState {
    static let rows = 17
    let screen = Frame(x: 0, y: 0, width: 375, height: 0, in: Frame(width: 375, height: 812))
    let column = Stack.vertical(padding: EdgeInsets(all: 16))
    let table = Grid(columns: [.auto, .fraction(1)], columnSpacing: 12, rowSpacing: 8)
    /// Characters in each label and value.
    let labels = (0..<SettingsState.rows).map { 6 + ($0 * 5) % 11 }
    let values = (0..<SettingsState.rows).map { 8 + ($0 * 29) % 90 }
    var height = 0.0
    var calls = 0
    /// What a render loop keeps across layouts: the tree, its frames and the measure answers.
    var kept = LayoutTree<Int>(.vertical()) { _ in }
    var frames: [Frame] = []
    var cache = MeasureCache<Int>()

    func tree() -> LayoutTree<Int> {
        LayoutTree<Int>(column) { addTable(&$0) }
    }

    /// The table, added to the screen's column.
    func addTable(_ column: inout StackChildren<Int>) {
        column.add(table) { table in
            for row in 0..<SettingsState.rows {
                table.add(GridItem(), content: labels[row])
                table.add(GridItem(), content: values[row])
            }
        }
    }
}

@inline(never)
func settingsTree(_ state: inout SettingsState) {
    let frames = state.tree().frames(in: state.screen, wrapping: .vertically) { characters, proposal in
        feedText(characters, fitting: proposal)
    }
    state.height = frames[0].rect.height
}

/// The same screen as nested calls: the column measures the table with the grid's `size`,
/// then the grid lays out in the frame the column gives it. Returns the screen's height.
func settingsNestedLayout(_ state: SettingsState, measure: (Int, Size) -> Size) -> Double {
    let items = Array(repeating: GridItem(measuresContent: true), count: 2 * SettingsState.rows)
    let table = [StackItem(measuresContent: true)]
    let size = state.column.size(for: table, fitting: Size(width: 375, height: .infinity)) { _, proposal in
        state.table.size(for: items, fitting: proposal, measure: measure)
    }
    let screen = Frame(x: 0, y: 0, width: 375, height: size.height, in: state.screen)
    let frames = state.column.frames(for: table, in: screen) { _, proposal in
        state.table.size(for: items, fitting: proposal, measure: measure)
    }
    let cells = state.table.frames(for: items, in: frames[0], measure: measure)
    return size.height + cells[0].rect.height * 0
}

/// What the settings table's cell `index` measures as: its label or its value.
func settingsText(_ state: SettingsState, _ index: Int, _ proposal: Size) -> Size {
    let row = index / 2
    return feedText(index % 2 == 0 ? state.labels[row] : state.values[row], fitting: proposal)
}

@inline(never)
func settingsNested(_ state: inout SettingsState) {
    let current = state
    state.height = settingsNestedLayout(current) { settingsText(current, $0, $1) }
}

/// The settings screen as a render loop that keeps its tree, frames and measure answers lays it out.
@inline(never)
func settingsTreeKept(_ state: UnsafeMutablePointer<SettingsState>) {
    let (table, labels, values) = (state.pointee.table, state.pointee.labels, state.pointee.values)
    state.pointee.kept.rebuild(state.pointee.column) { column in
        column.add(table) { table in
            for row in 0..<SettingsState.rows {
                table.add(GridItem(), content: labels[row])
                table.add(GridItem(), content: values[row])
            }
        }
    }
    state.pointee.kept.frames(
        in: state.pointee.screen, wrapping: .vertically, cache: &state.pointee.cache, into: &state.pointee.frames
    ) { characters, proposal in feedText(characters, fitting: proposal) }
    state.pointee.height = state.pointee.frames[0].rect.height
}

let settingsTreeKernel: Kernel = { settingsTree(&$0.assumingMemoryBound(to: SettingsState.self).pointee) }
let settingsTreeKeptKernel: Kernel = { settingsTreeKept($0.assumingMemoryBound(to: SettingsState.self)) }
let settingsNestedKernel: Kernel = { settingsNested(&$0.assumingMemoryBound(to: SettingsState.self).pointee) }

/// Measure calls per item of the settings table, as one tree and as nested calls.
func settingsMeasureCalls() -> (tree: Double, nested: Double) {
    let state = SettingsState()
    var calls = 0
    _ = state.tree().frames(in: state.screen, wrapping: .vertically) { characters, proposal in
        calls += 1
        return feedText(characters, fitting: proposal)
    }
    let tree = Double(calls) / Double(2 * SettingsState.rows)
    calls = 0
    _ = settingsNestedLayout(state) { index, proposal in
        calls += 1
        return settingsText(state, index, proposal)
    }
    return (tree, Double(calls) / Double(2 * SettingsState.rows))
}

// MARK: growth: a column of rows of three, from 10 to 100,000 nodes

/// A column of `rows` rows, each a row of three items (a fixed one, one that grows, a fixed
/// one): 1 + 4 × rows nodes.
struct TreeGrowthState {
    let rows: Int
    let screen = Frame(width: 375, height: 812)
    var height = 0.0
    /// For the kept variant: the tree and its frames, kept across layouts.
    var tree = LayoutTree(.vertical()) { _ in }
    var frames: [Frame] = []
}

@inline(never)
func treeGrowth(_ state: inout TreeGrowthState) {
    let rows = state.rows
    let tree = LayoutTree(.vertical(spacing: 2)) { addGrowthRows(rows, &$0) }
    let frames = tree.frames(in: state.screen, wrapping: .vertically)
    state.height = frames[0].rect.height
}

/// The same, rebuilt into a kept tree and laid out into a kept array.
@inline(never)
func treeGrowthKept(_ state: UnsafeMutablePointer<TreeGrowthState>) {
    let rows = state.pointee.rows
    state.pointee.tree.rebuild(.vertical(spacing: 2)) { addGrowthRows(rows, &$0) }
    state.pointee.tree.frames(in: state.pointee.screen, wrapping: .vertically, into: &state.pointee.frames)
    state.pointee.height = state.pointee.frames[0].rect.height
}

/// `rows` rows of three: a fixed item, one that grows, a fixed one.
func addGrowthRows(_ rows: Int, _ column: inout StackChildren<Never>) {
    for _ in 0..<rows {
        column.add(.horizontal(spacing: 4)) { row in
            row.add(StackItem(width: 20, height: 20))
            row.add(StackItem(height: 16, grow: 1))
            row.add(StackItem(width: 20, height: 20))
        }
    }
}

let treeGrowthKernel: Kernel = { treeGrowth(&$0.assumingMemoryBound(to: TreeGrowthState.self).pointee) }
let treeGrowthKeptKernel: Kernel = { treeGrowthKept($0.assumingMemoryBound(to: TreeGrowthState.self)) }

/// Heap allocations per layout of a kernel's state (the tree built and laid out).
func allocationsPerTreeLayout<State>(_ state: State, _ kernel: Kernel, _ layouts: Int) -> Double? {
    let pointer = UnsafeMutablePointer<State>.allocate(capacity: 1)
    pointer.initialize(to: state)
    defer { pointer.deinitialize(count: 1).deallocate() }
    // Warm: a kept tree, array and cache reach their size in the first layouts.
    for _ in 0..<3 { kernel(pointer) }
    let before = pinframe_allocation_count()
    guard before >= 0 else { return nil }
    for _ in 0..<layouts { kernel(pointer) }
    return Double(pinframe_allocation_count() - before) / Double(layouts)
}

/// Measure calls per measured leaf in a steady layout of the kept feed: its cache warmed by
/// the layouts before.
func keptFeedMeasureCalls() -> Double {
    let state = UnsafeMutablePointer<KeptFeedState>.allocate(capacity: 1)
    state.initialize(to: KeptFeedState())
    defer { state.deinitialize(count: 1).deallocate() }
    contentFeedTreeKept(state)
    let before = state.pointee.cache.misses
    contentFeedTreeKept(state)
    return Double(state.pointee.cache.misses - before) / Double(2 * ContentFeedState.cards)
}

// MARK: photos: a photo grid with a counted repetition, in a column, as a kept tree

/// A titled column of 24 square photos in a grid of three repeated fraction columns, 375
/// wide, rebuilt into a kept tree and laid out into a kept array every layout.
struct PhotoTreeState {
    var tree = LayoutTree(.vertical()) { _ in }
    var frames: [Frame] = []
    var height = 0.0
}

@inline(never)
func photoTreeKept(_ state: UnsafeMutablePointer<PhotoTreeState>) {
    state.pointee.tree.rebuild(.vertical(spacing: 8, padding: EdgeInsets(all: 8))) { column in
        column.add(StackItem(height: 24))
        column.add(Grid(columns: [.repeating(.count(3), [.fraction(1)])], columnSpacing: 4, rowSpacing: 4)) { grid in
            for _ in 0..<24 { grid.add(GridItem(aspectRatio: 1)) }
        }
    }
    // The screen made every layout, as a render loop makes it.
    let screen = Frame(width: 375, height: 0, scale: 2)
    state.pointee.tree.frames(in: screen, wrapping: .vertically, into: &state.pointee.frames)
    state.pointee.height = state.pointee.frames[0].rect.height
}

let photoTreeKeptKernel: Kernel = { photoTreeKept($0.assumingMemoryBound(to: PhotoTreeState.self)) }
