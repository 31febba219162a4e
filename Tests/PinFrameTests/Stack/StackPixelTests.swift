import PinFrame
import Testing

/// Pixels: under a root with a scale, each item's edges are rounded to the pixel grid in
/// root coordinates (halves away from zero), so neighbours neither overlap nor leave a gap.
@Suite(.quietLog)
struct StackPixelTests {
    /// Expects every frame's edges on the pixel grid (to 1e-9 of a pixel) and each to start at
    /// the pixel where the one before ends. An origin and a length are each the nearest
    /// number to their pixel value (the origin less the parent's place in the root), so their
    /// sum may miss the next origin in its last bits; the pixel is the same.
    func expectTiling(_ frames: [Frame], scale: Double, sourceLocation: SourceLocation = #_sourceLocation) {
        for frame in frames {
            for edge in [frame.absoluteRect.minX, frame.absoluteRect.maxX] {
                #expect((edge * scale - (edge * scale).rounded()).magnitude < 1e-9, sourceLocation: sourceLocation)
            }
        }
        for (a, b) in zip(frames, frames.dropFirst()) {
            #expect(
                (a.absoluteRect.maxX * scale).rounded() == (b.absoluteRect.minX * scale).rounded(),
                "\(a.rect) then \(b.rect)", sourceLocation: sourceLocation)
        }
    }

    @Test func itemsAsManyPixelsLongAreAsLong() {
        // Five items growing to share 24 at scale 5: each 24 pixels, 4.8. Edges 0, 4.8, 9.6,
        // 14.4, 19.2, 24; each width is 24 / 5, not its far edge less its near one (14.4 − 9.6
        // is 4.800000000000001).
        let frames = Stack.horizontal().frames(
            for: Array(repeating: StackItem(grow: 1), count: 5), in: container(24, 10, scale: 5))
        #expect(frames.map(\.rect.width) == Array(repeating: 4.8, count: 5))
        #expect(frames.map(\.rect.minX) == [0, 4.8, 9.6, 14.4, 19.2])
        expectTiling(frames, scale: 5)
    }

    @Test func equalItemsAreEqualAtAnyScaleAndOrigin() {
        // Equal items whose edges round to as many pixels come out the same width to the
        // last bit, at fractional origins and scales.
        var generator = SeededGenerator(state: 7)
        for _ in 0..<2_000 {
            let scale = [2.0, 3, 5, 1.5, 2.5, 0.75][Int(generator.next() % 6)]
            let root = Frame(width: 2_000, height: 100, scale: scale)
            let width = Double(generator.next() % 4_000) / 10
            let box = Frame(x: Double(generator.next() % 1_000) / 7, y: 0, width: width, height: 10, in: root)
            let count = 2 + Int(generator.next() % 11)
            let frames = Stack.horizontal().frames(for: Array(repeating: StackItem(grow: 1), count: count), in: box)
            var widthOfPixels: [Double: Double] = [:]
            for frame in frames {
                let pixels = (frame.rect.width * scale).rounded()
                #expect(widthOfPixels[pixels, default: frame.rect.width] == frame.rect.width, "\(frames)")
                widthOfPixels[pixels] = frame.rect.width
            }
            expectTiling(frames, scale: scale)
        }
    }

    @Test(arguments: [2.0, 3.0]) func growingThirdsTileExactly(_ scale: Double) {
        let frames = Stack.horizontal().frames(
            for: Array(repeating: StackItem(grow: 1), count: 3), in: container(100, 10, scale: scale))
        expectTiling(frames, scale: scale)
        #expect(frames.first?.rect.minX == 0 && frames.last?.rect.maxX == 100)
    }

    @Test func atScaleTwoThirdsRoundToHalves() {
        // Edges 0, 33.33…, 66.66…, 100 → 0, 33.5, 66.5, 100.
        expectStack(
            .horizontal(), Array(repeating: StackItem(grow: 1), count: 3), in: container(100, 10, scale: 2),
            [r(0, 0, 33.5, 10), r(33.5, 0, 33, 10), r(66.5, 0, 33.5, 10)])
    }

    @Test(arguments: [2.0, 3.0]) func sevenItemsInAContainerAtAFractionalOriginTile(_ scale: Double) {
        let root = Frame(width: 400, height: 400, scale: scale)
        let card = Frame(x: 10.25, y: 3.3, width: 101, height: 20, in: root)
        let frames = Stack.horizontal().frames(for: Array(repeating: StackItem(grow: 1), count: 7), in: card)
        expectTiling(frames, scale: scale)
    }

    @Test func halvesRoundAwayFromZero() {
        // Edges 10.25 and 20.5 at scale 2 (pixels 20.5 and 41): 10.5 and 20.5.
        expectStack(
            .horizontal(), [item(10.25, 10), item(10.25, 10)], in: container(100, 10, scale: 2),
            [r(0, 0, 10.5, 10), r(10.5, 0, 10, 10)])
    }

    @Test func aReversedRowTilesToo() {
        let frames = Stack.horizontal(isReversed: true).frames(
            for: Array(repeating: StackItem(grow: 1), count: 3), in: container(100, 10, scale: 3))
        for (a, b) in zip(frames, frames.dropFirst()) { #expect(b.rect.maxX == a.rect.minX) }
    }

    @Test func withoutAScaleNothingIsRounded() {
        expectStack(
            .horizontal(), Array(repeating: StackItem(grow: 1), count: 3), in: container(100, 10),
            [r(0, 0, 100.0 / 3, 10), r(100.0 / 3, 0, 100.0 / 3, 10), r(200.0 / 3, 0, 100.0 / 3, 10)])
    }

    @Test func aValueTooLargeToCountInPixelsIsKept() {
        // 1e306 points at 1,024 pixels a point overflow as pixels: the edges stay as
        // computed, where the items were collapsed to a zero rect.
        let row = container(4e306, 10, scale: 1_024)
        expectStack(.horizontal(), [item(1e306), item(1e306)], in: row, [r(0, 0, 1e306, 10), r(1e306, 0, 1e306, 10)])
    }

    @Test func anItemWhoseSideFollowsItsRatioIsRoundedFromItsOwnLength() {
        // Two squares of ratio 1 growing to share 21 at x = 0.3, scale 1: each 10.5 × 10.5
        // unrounded, at 0.3 and 10.8. Their own lengths round to 11 (halves away from zero),
        // their near edges to 0 and 11: (0, 11) and (11, 11), both square. Edge by edge the
        // first would be 11 wide (0.3 → 0, 10.8 → 11) and the second 10 (10.8 → 11, 21.3 → 21).
        let box = Frame(x: 0.3, y: 0, width: 21, height: 30, in: Frame(width: 100, height: 100, scale: 1))
        let squares = Array(repeating: StackItem(aspectRatio: 1, grow: 1), count: 2)
        let frames = Stack.horizontal(alignment: .start).frames(for: squares, in: box)
        #expect(
            frames.map(\.absoluteRect) == [
                Rect(x: 0, y: 0, width: 11, height: 11), Rect(x: 11, y: 0, width: 11, height: 11),
            ])
        // Without a ratio the edges are rounded as for any item: they tile.
        let plain = Array(repeating: StackItem(height: 10.5, grow: 1), count: 2)
        let tiles = Stack.horizontal(alignment: .start).frames(for: plain, in: box)
        #expect(tiles.map(\.absoluteRect.width) == [11, 10])
    }

    @Test(arguments: [1.0, 2.0, 3.0])
    func squaresStaySquareAtEveryWidth(scale: Double) {
        // A row of four thumbnails of ratio 1 sharing what 4 of spacing leave, 12.5 into the
        // root, at every width from 300 to 460: each is as high as it is wide, all four the
        // same, their edges on the pixel grid.
        let root = Frame(width: 1_000, height: 1_000, scale: scale)
        let thumbnails = Array(repeating: StackItem(aspectRatio: 1, grow: 1), count: 4)
        for width in 300...460 {
            let box = Frame(x: 12.5, y: 0.25, width: Double(width), height: 200, in: root)
            let frames = Stack.horizontal(spacing: 4, alignment: .start).frames(for: thumbnails, in: box)
            let sizes = Set(frames.map(\.rect.size))
            #expect(
                sizes.count == 1 && sizes.first.map { $0.width == $0.height } == true, "\(width) at \(scale): \(sizes)")
            for edge in frames.flatMap({ [$0.absoluteRect.minX, $0.absoluteRect.maxX, $0.absoluteRect.maxY] }) {
                #expect((edge * scale - (edge * scale).rounded()).magnitude < 1e-9)
            }
        }
    }
}
