import PinFrame

// Drawing and input over a long scrolling feed: which nodes to draw for the screen
// (`visibleNodes`) and which card is under the pointer (`node(at:)`), each beside a
// brute-force walk of every frame, and a steady frame of a render loop (rebuild, lay out
// into kept frames with a warm cache, cull, one hit test).

/// A feed of 10,000 cards in a scrolling column 375 × 640, scrolled half way: each card a
/// row 56 high (8 apart) of a 40-point avatar and a measured title, tagged with its number.
struct ScrollFeedState {
    static let cards = 10_000
    static let offset = Point(x: 0, y: 5_000 * 64)
    static let pointer = Point(x: 100, y: 300)

    var tree = LayoutTree<Int>(.vertical()) { _ in }
    var frames: [Frame] = []
    var cache = MeasureCache<Int>()
    var visible: [VisibleNode] = []
    var hit = -1

    /// The feed, its tree built and laid out once.
    init() {
        rebuild()
        layOut()
    }

    /// The feed's column at its offset.
    static var column: Stack {
        .vertical(spacing: 8, padding: EdgeInsets(all: 8), verticalOverflow: .scroll, scrollOffset: offset)
    }

    mutating func rebuild() {
        tree.rebuild(Self.column) { feed in
            for card in 0..<Self.cards {
                feed.add(.horizontal(spacing: 8, alignment: .center), as: StackItem(height: 56), tag: card) { row in
                    row.add(StackItem(width: 40, height: 40), tag: -1)
                    row.add(StackItem(grow: 1, shrink: 1), content: card)
                }
            }
        }
    }

    mutating func layOut() {
        // The screen made every frame, as a render loop makes it.
        let screen = Frame(width: 375, height: 640)
        tree.frames(in: screen, cache: &cache, into: &frames) { card, proposal in
            // A title of 12 to 40 characters, 7 points each, one line 17 high.
            Size(width: min(proposal.width, Double(12 + card % 29) * 7), height: 17)
        }
    }
}

@inline(never)
func cullFeed(_ state: UnsafeMutablePointer<ScrollFeedState>) {
    let screen = Rect(x: 0, y: 0, width: 375, height: 640)
    state.pointee.visible = state.pointee.tree.visibleNodes(within: screen, in: state.pointee.frames)
}

/// What a render loop without the query writes: every frame that is not hidden and meets
/// the screen, in id order (no clips: the feed's own frame is the screen).
@inline(never)
func cullFeedByHand(_ state: UnsafeMutablePointer<ScrollFeedState>) {
    let screen = Rect(x: 0, y: 0, width: 375, height: 640)
    var visible: [VisibleNode] = []
    state.pointee.frames.withUnsafeBufferPointer { frames in
        for id in frames.indices where !frames[id].isHidden {
            let rect = frames[id].absoluteRect
            if rect.x < screen.maxX, rect.maxX > screen.x, rect.y < screen.maxY, rect.maxY > screen.y, rect.width > 0,
                rect.height > 0
            {
                visible.append(VisibleNode(id: id, clip: screen))
            }
        }
    }
    state.pointee.visible = visible
}

@inline(never)
func hitFeed(_ state: UnsafeMutablePointer<ScrollFeedState>) {
    state.pointee.hit = state.pointee.tree.node(at: ScrollFeedState.pointer, in: state.pointee.frames) ?? -1
}

/// The last frame that holds the pointer, walking every frame.
@inline(never)
func hitFeedByHand(_ state: UnsafeMutablePointer<ScrollFeedState>) {
    let point = ScrollFeedState.pointer
    var hit = -1
    state.pointee.frames.withUnsafeBufferPointer { frames in
        for id in frames.indices where !frames[id].isHidden {
            let rect = frames[id].absoluteRect
            if rect.x <= point.x, point.x < rect.maxX, rect.y <= point.y, point.y < rect.maxY { hit = id }
        }
    }
    state.pointee.hit = hit
}

/// A steady frame of the feed: rebuilt, laid out into its kept frames through its warm
/// cache, culled, and hit at the pointer.
@inline(never)
func scrollFeedFrame(_ state: UnsafeMutablePointer<ScrollFeedState>) {
    state.pointee.rebuild()
    state.pointee.layOut()
    cullFeed(state)
    hitFeed(state)
}

let cullFeedKernel: Kernel = { cullFeed($0.assumingMemoryBound(to: ScrollFeedState.self)) }
let cullFeedByHandKernel: Kernel = { cullFeedByHand($0.assumingMemoryBound(to: ScrollFeedState.self)) }
let hitFeedKernel: Kernel = { hitFeed($0.assumingMemoryBound(to: ScrollFeedState.self)) }
let hitFeedByHandKernel: Kernel = { hitFeedByHand($0.assumingMemoryBound(to: ScrollFeedState.self)) }
let scrollFeedFrameKernel: Kernel = { scrollFeedFrame($0.assumingMemoryBound(to: ScrollFeedState.self)) }

/// The nodes to draw and the hit, as rects for `compareKernels` to check: each node's id
/// and clip, then the hit's id.
private func drawn(_ state: ScrollFeedState) -> [Rect] {
    state.visible.map { Rect(x: Double($0.id), y: $0.clip.y, width: $0.clip.width, height: $0.clip.height) }
        + [Rect(x: Double(state.hit), y: 0, width: 0, height: 0)]
}

/// `visibleNodes` against every frame walked, on the feed half way down.
func compareCullFeed(_ budget: Budget) -> Result {
    compareKernels(
        "draw: 10,000-card feed, visibleNodes", budget, on: ScrollFeedState(), pinframe: cullFeedKernel,
        manual: cullFeedByHandKernel, labels: ("query", "walk"), rects: drawn, checksum: { Double($0.visible.count) })
}

/// `node(at:)` against every frame walked.
func compareHitFeed(_ budget: Budget) -> Result {
    compareKernels(
        "draw: 10,000-card feed, node(at:)", budget, on: ScrollFeedState(), pinframe: hitFeedKernel,
        manual: hitFeedByHandKernel, labels: ("query", "walk"), rects: drawn, checksum: { Double($0.hit) })
}
