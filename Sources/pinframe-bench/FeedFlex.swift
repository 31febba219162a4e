import PinFrame

// MARK: feedflex: the feed-item cell as FlexLayout builds it, a tree of nested stacks

/// LayoutFrameworkBenchmark's feed item as its FlexLayout version lays it out, every leaf
/// sized (labels 120 × 20, the like/comment/share labels 80 × 20, the images 50 × 50), 375
/// wide at scale 2: a column with 8 of padding of a header row (the action and options
/// labels, far apart), the poster row (image and a column of three labels that grows,
/// centred across), the comment, the content image (width ÷ height 350 ÷ 200, as wide as
/// the column), its title and domain, the like/comment/share row 4 below (far apart) and the
/// actor row 2 below (image and a comment that grows). Rows are measured bottom-up by their
/// stacks, then laid out top-down.
struct FeedFlexCell {
    let root = Frame(width: 375, height: 2_000, scale: 2)
    let content = Stack.vertical(padding: EdgeInsets(all: 8))
    let header = Stack.horizontal(distribution: .spaceBetween)
    let poster = Stack.horizontal(alignment: .center)
    let posterText = Stack.vertical()
    let actions = Stack.horizontal(distribution: .spaceBetween)
    let actor = Stack.horizontal()
    let rows = [
        StackItem(measuresContent: true), StackItem(measuresContent: true), StackItem(width: 120, height: 20),
        StackItem(aspectRatio: 350.0 / 200), StackItem(width: 120, height: 20), StackItem(width: 120, height: 20),
        StackItem(measuresContent: true, margin: EdgeInsets(top: 4, left: 0, bottom: 0, right: 0)),
        StackItem(measuresContent: true, margin: EdgeInsets(top: 2, left: 0, bottom: 0, right: 0)),
    ]
    let headerItems = [StackItem(width: 120, height: 20), StackItem(width: 120, height: 20)]
    let posterItems = [
        StackItem(width: 50, height: 50, margin: EdgeInsets(top: 0, left: 0, bottom: 0, right: 8)),
        StackItem(measuresContent: true, grow: 1),
    ]
    let posterTextItems = Array(repeating: StackItem(width: 120, height: 20), count: 3)
    let actionItems = Array(repeating: StackItem(width: 80, height: 20), count: 3)
    let actorItems = [
        StackItem(width: 50, height: 50, margin: EdgeInsets(top: 0, left: 0, bottom: 0, right: 8)),
        StackItem(width: 120, height: 20, grow: 1),
    ]

    /// What row `index` of the content column measures as.
    func measureRow(_ index: Int, _ proposal: Size) -> Size {
        switch index {
        case 0: header.size(for: headerItems, fitting: proposal)
        case 1: poster.size(for: posterItems, fitting: proposal) { _, offer in measurePosterText(offer) }
        case 6: actions.size(for: actionItems, fitting: proposal)
        case 7: actor.size(for: actorItems, fitting: proposal)
        default: .zero
        }
    }

    func measurePosterText(_ proposal: Size) -> Size { posterText.size(for: posterTextItems, fitting: proposal) }
}

/// The cell, and what laying it out gives.
struct FeedFlexState {
    static let rectCount = 20

    let cell = FeedFlexCell()
    /// The cell's height, measured.
    var height = 0.0
    /// Each frame's rect in its parent: the eight rows; the header's two labels; the poster
    /// image and text column; its three labels; like, comment, share; the actor image and
    /// comment.
    var rects = [Rect](repeating: .zero, count: FeedFlexState.rectCount)
    /// What a render loop keeps across layouts: the tree, rebuilt each layout, and its frames.
    var tree = LayoutTree(.vertical()) { _ in }
    var frames: [Frame] = []
}

@inline(never)
func feedFlexWithPinFrame(_ state: inout FeedFlexState) {
    // The stacks and items, read once (the closures would otherwise copy the state at every call).
    let cell = state.cell
    let measured = cell.content.size(for: cell.rows, fitting: Size(width: 375, height: .infinity)) {
        cell.measureRow($0, $1)
    }
    state.height = measured.height
    let frame = Frame(x: 0, y: 0, width: 375, height: measured.height, in: cell.root)
    let rows = cell.content.frames(for: cell.rows, in: frame) { cell.measureRow($0, $1) }
    let header = cell.header.frames(for: cell.headerItems, in: rows[0])
    let poster = cell.poster.frames(for: cell.posterItems, in: rows[1]) { _, offer in cell.measurePosterText(offer) }
    let posterText = cell.posterText.frames(for: cell.posterTextItems, in: poster[1])
    let actions = cell.actions.frames(for: cell.actionItems, in: rows[6])
    let actor = cell.actor.frames(for: cell.actorItems, in: rows[7])
    var index = 0
    func store(_ frames: [Frame]) {
        for frame in frames {
            state.rects[index] = frame.rect
            index += 1
        }
    }
    store(rows)
    store(header)
    store(poster)
    store(posterText)
    store(actions)
    store(actor)
}

/// The same rects worked out by hand. The column is 375 − 8 − 8 = 359 wide; the content
/// image 359 × 200 ÷ 350 = 205.142857… high, so the rows below it start at fractions that
/// scale 2 rounds (313.14 → 313, 357.14 → 357, 379.14 → 379) and the cell is 437.142857…
/// high (8 + 20 + 60 + 20 + 205.14 + 20 + 20 + 4 + 20 + 2 + 50 + 8).
@inline(never)
func feedFlexByHand(_ state: inout FeedFlexState) {
    let width = 375.0 - 16
    let image = width * 200 / 350
    state.height = 8 + 20 + 60 + 20 + image + 20 + 20 + 4 + 20 + 2 + 50 + 8
    // Edges rounded to half points in the cell, which is at the root's origin.
    func snapped(_ value: Double) -> Double { (value * 2).rounded() / 2 }
    let imageBottom = snapped(108 + image)
    let actionsTop = snapped(108 + image + 20 + 20 + 4)
    let actorTop = snapped(108 + image + 20 + 20 + 4 + 20 + 2)
    state.rects[0] = Rect(x: 8, y: 8, width: width, height: 20)
    state.rects[1] = Rect(x: 8, y: 28, width: width, height: 60)
    state.rects[2] = Rect(x: 8, y: 88, width: 120, height: 20)
    state.rects[3] = Rect(x: 8, y: 108, width: width, height: imageBottom - 108)
    state.rects[4] = Rect(x: 8, y: imageBottom, width: 120, height: 20)
    state.rects[5] = Rect(x: 8, y: imageBottom + 20, width: 120, height: 20)
    state.rects[6] = Rect(x: 8, y: actionsTop, width: width, height: 20)
    state.rects[7] = Rect(x: 8, y: actorTop, width: width, height: 50)
    // The header: action at the left, options at the right (359 − 120 = 239).
    state.rects[8] = Rect(x: 0, y: 0, width: 120, height: 20)
    state.rects[9] = Rect(x: 239, y: 0, width: 120, height: 20)
    // The poster row 60 high: the image centred (5 down), the text column from 58, grown to
    // 301, its labels 20 apart.
    state.rects[10] = Rect(x: 0, y: 5, width: 50, height: 50)
    state.rects[11] = Rect(x: 58, y: 0, width: 301, height: 60)
    for label in 0..<3 { state.rects[12 + label] = Rect(x: 0, y: Double(label) * 20, width: 120, height: 20) }
    // Like, comment, share: 359 − 240 = 119 left, 59.5 between.
    for action in 0..<3 { state.rects[15 + action] = Rect(x: Double(action) * 139.5, y: 0, width: 80, height: 20) }
    // The actor row: the image, then the comment grown to 359 − 58 = 301.
    state.rects[18] = Rect(x: 0, y: 0, width: 50, height: 50)
    state.rects[19] = Rect(x: 58, y: 0, width: 301, height: 20)
}

let feedFlexPinFrameKernel: Kernel = { feedFlexWithPinFrame(&$0.assumingMemoryBound(to: FeedFlexState.self).pointee) }
let feedFlexByHandKernel: Kernel = { feedFlexByHand(&$0.assumingMemoryBound(to: FeedFlexState.self).pointee) }

func compareFeedFlex(_ budget: Budget) -> Result {
    compareKernels(
        "feedflex: the feed cell as nested stacks", budget, on: FeedFlexState(), pinframe: feedFlexPinFrameKernel,
        manual: feedFlexByHandKernel, rects: { $0.rects + [Rect(x: 0, y: 0, width: 375, height: $0.height)] },
        checksum: { $0.height })
}
