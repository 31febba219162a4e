import CAllocationCounter
import PinFrame

// MARK: feed: 50 self-sizing cards in a column, against a loop written for them

/// Text for the feed: `characters` 7 points wide each, 18 points a line, in words of 8; it
/// answers with the width it fills (up to its natural width, at least a word) and the
/// height of its lines there. Offered 0 it takes a word's width (its narrowest).
@inline(__always)
func feedText(_ characters: Int, fitting proposal: Size) -> Size {
    let natural = Double(characters) * 7
    let word = 56.0
    let width = min(natural, max(proposal.width, word))
    let perLine = (width / 7).rounded(.down)
    return Size(width: width, height: (Double(characters) / perLine).rounded(.up) * 18)
}

/// The feed: a column 375 wide with 16 of padding and 12 between cards. A card is a column
/// (12 of padding, 8 apart) of a header row (a 32 × 32 avatar and a title that fills the
/// rest, centred across), the body text, and a row of four square thumbnails 4 apart that share
/// the width. Every size comes from the content: the cards, the header, the texts and the
/// thumbnails' heights are measured.
struct ContentFeedState {
    static let cards = 50
    /// Rects a card has: the card, its header, body and thumbnail row, the avatar and title
    /// (in the header), the four thumbnails (in their row).
    static let rectsPerCard = 10

    let screen = Frame(x: 0, y: 0, width: 375, height: 100_000, in: Frame(width: 375, height: 100_000))
    let column = Stack.vertical(spacing: 12, padding: EdgeInsets(all: 16))
    let card = Stack.vertical(spacing: 8, padding: EdgeInsets(all: 12))
    let header = Stack.horizontal(spacing: 8, alignment: .center)
    let thumbnails = Stack.horizontal(spacing: 4)
    let cardItems = Array(repeating: StackItem(measuresContent: true), count: ContentFeedState.cards)
    let cardChildren = Array(repeating: StackItem(measuresContent: true), count: 3)
    let headerItems = [StackItem(width: 32, height: 32), StackItem(measuresContent: true, grow: 1, shrink: 1)]
    let thumbnailItems = Array(repeating: StackItem(aspectRatio: 1, grow: 1), count: 4)
    /// Characters in each card's title and body.
    let titles = (0..<ContentFeedState.cards).map { 10 + ($0 * 7) % 50 }
    let bodies = (0..<ContentFeedState.cards).map { 40 + ($0 * 37) % 200 }
    var rects = [Rect](repeating: .zero, count: ContentFeedState.cards * ContentFeedState.rectsPerCard)

    /// What a card's child measures as: the header row, the body text, the thumbnail row.
    func measureChild(_ card: Int, _ child: Int, _ proposal: Size) -> Size {
        switch child {
        case 0:
            return header.size(for: headerItems, fitting: proposal) { _, proposal in
                feedText(titles[card], fitting: proposal)
            }
        case 1: return feedText(bodies[card], fitting: proposal)
        default: return thumbnails.size(for: thumbnailItems, fitting: proposal)
        }
    }
}

@inline(never)
func contentFeedWithPinFrame(_ state: inout ContentFeedState) {
    let cards = state.column.frames(for: state.cardItems, in: state.screen) { index, proposal in
        state.card.size(for: state.cardChildren, fitting: proposal) { child, proposal in
            state.measureChild(index, child, proposal)
        }
    }
    for index in 0..<ContentFeedState.cards {
        let children = state.card.frames(for: state.cardChildren, in: cards[index]) { child, proposal in
            state.measureChild(index, child, proposal)
        }
        let header = state.header.frames(for: state.headerItems, in: children[0]) { _, proposal in
            feedText(state.titles[index], fitting: proposal)
        }
        let thumbnails = state.thumbnails.frames(for: state.thumbnailItems, in: children[2])
        let first = index * ContentFeedState.rectsPerCard
        state.rects[first] = cards[index].rect
        state.rects[first + 1] = children[0].rect
        state.rects[first + 2] = children[1].rect
        state.rects[first + 3] = children[2].rect
        state.rects[first + 4] = header[0].rect
        state.rects[first + 5] = header[1].rect
        for thumbnail in 0..<4 { state.rects[first + 6 + thumbnail] = thumbnails[thumbnail].rect }
    }
}

/// The feed by hand: the widths are fixed by the screen, so each card is worked out top
/// down — the title fills what the avatar leaves (growing or shrinking), the header is as high as the taller of
/// the two, the thumbnails share the row's width, less the spacing, in four.
@inline(never)
func contentFeedByHand(_ state: inout ContentFeedState) {
    let cardWidth = 375 - 32.0
    let contentWidth = cardWidth - 24
    let titleWidth = contentWidth - 32 - 8
    let thumbnail = (contentWidth - 12) * 0.25
    var y = 16.0
    for index in 0..<ContentFeedState.cards {
        let titleHeight = feedText(state.titles[index], fitting: Size(width: titleWidth, height: .infinity)).height
        let headerHeight = max(32, titleHeight)
        let bodyHeight = feedText(state.bodies[index], fitting: Size(width: contentWidth, height: .infinity)).height
        let bodyY = 12 + headerHeight + 8
        let thumbnailsY = bodyY + bodyHeight + 8
        let cardHeight = thumbnailsY + thumbnail + 12
        let first = index * ContentFeedState.rectsPerCard
        state.rects[first] = Rect(x: 16, y: y, width: cardWidth, height: cardHeight)
        state.rects[first + 1] = Rect(x: 12, y: 12, width: contentWidth, height: headerHeight)
        state.rects[first + 2] = Rect(x: 12, y: bodyY, width: contentWidth, height: bodyHeight)
        state.rects[first + 3] = Rect(x: 12, y: thumbnailsY, width: contentWidth, height: thumbnail)
        state.rects[first + 4] = Rect(x: 0, y: (headerHeight - 32) / 2, width: 32, height: 32)
        state.rects[first + 5] = Rect(
            x: 40, y: (headerHeight - titleHeight) / 2, width: titleWidth, height: titleHeight)
        var x = 0.0
        for column in 0..<4 {
            state.rects[first + 6 + column] = Rect(x: x, y: 0, width: thumbnail, height: thumbnail)
            x = x + thumbnail + 4
        }
        y = y + cardHeight + 12
    }
}

let contentFeedPinFrameKernel: Kernel = {
    contentFeedWithPinFrame(&$0.assumingMemoryBound(to: ContentFeedState.self).pointee)
}
let contentFeedByHandKernel: Kernel = {
    contentFeedByHand(&$0.assumingMemoryBound(to: ContentFeedState.self).pointee)
}

/// Times the feed against its hand-written loop, after checking that they give the same rects.
func compareContentFeed(_ budget: Budget) -> Result {
    compareKernels(
        "feed: 50 self-sizing cards", budget, on: ContentFeedState(), pinframe: contentFeedPinFrameKernel,
        manual: contentFeedByHandKernel, rects: \.rects, checksum: { $0.rects[5].height })
}

/// Heap allocations per feed layout, and how many arrays it returns (one per `frames` call).
func allocationsPerContentFeed(_ layouts: Int) -> (allocations: Double, arrays: Int)? {
    var state = ContentFeedState()
    contentFeedWithPinFrame(&state)
    let before = pinframe_allocation_count()
    guard before >= 0 else { return nil }
    for _ in 0..<layouts { contentFeedWithPinFrame(&state) }
    let after = pinframe_allocation_count()
    consume(state.rects[0].height)
    return (Double(after - before) / Double(layouts), 1 + 3 * ContentFeedState.cards)
}
