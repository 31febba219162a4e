import Testing

@testable import PinFrame

@Suite("Content size and scrolling (LayoutTree+Scrolling.swift)", .quietLog)
struct LayoutTreeScrollingTests {
    /// Ten cards 40 high, 10 apart, in a column padded by 5 that scrolls by `offset`: card k
    /// (id k + 1) runs from 5 + 50k to 45 + 50k before the offset.
    static func feed(offset: Double = 0, bar: Double = 0) -> LayoutTree<Never> {
        LayoutTree(
            .vertical(
                spacing: 10, padding: EdgeInsets(all: 5), verticalOverflow: .scroll,
                scrollOffset: Point(x: 0, y: offset), scrollbarWidth: bar)
        ) { feed in
            for _ in 0..<10 { feed.add(StackItem(height: 40)) }
        }
    }
    static let box = Frame(width: 100, height: 200)

    @Test("The content size is what the children reach with the padding past them, whatever the offset")
    func contentSize() {
        // 5 + 10 × 40 + 9 × 10 = 495, and 5 of padding below: 500; across, 5 + 90 + 5.
        for offset in [0.0, 120, -30] {
            let tree = Self.feed(offset: offset)
            let frames = tree.frames(in: Self.box)
            #expect(tree.contentSize(of: 0, in: frames) == Size(width: 100, height: 500))
            #expect(tree.scrollRange(of: 0, in: frames) == (0...0, 0...300))
        }
        // A leaf's is its size; a hidden node's, another tree's frames or an unknown id: zero.
        let tree = Self.feed()
        let frames = tree.frames(in: Self.box)
        #expect(tree.contentSize(of: 3, in: frames) == Size(width: 90, height: 40))
        #expect(tree.contentSize(of: 11, in: frames) == .zero)
        #expect(tree.contentSize(of: 0, in: []) == .zero)
    }

    @Test("Content that fits: the frame's size, and nothing to scroll")
    func fits() {
        let tree = LayoutTree(.vertical(padding: EdgeInsets(all: 5), verticalOverflow: .scroll)) { column in
            column.add(StackItem(height: 40))
        }
        let frames = tree.frames(in: Self.box)
        #expect(tree.contentSize(of: 0, in: frames) == Size(width: 100, height: 200))
        #expect(tree.scrollRange(of: 0, in: frames) == (0...0, 0...0))
    }

    @Test("A bar's room is not part of the scrollport: the range is the content less the frame less the bar")
    func scrollbar() {
        // A horizontal bar 10 high at the bottom of a row that scrolls sideways: its items
        // are 30 high; three of 60 reach 180 in a frame 100 wide.
        let tree = LayoutTree(.horizontal(horizontalOverflow: .scroll, scrollbarWidth: 10)) { row in
            for _ in 0..<3 { row.add(StackItem(width: 60)) }
        }
        let frames = tree.frames(in: Frame(width: 100, height: 40))
        #expect(frames[1].rect.height == 30)
        #expect(tree.contentSize(of: 0, in: frames) == Size(width: 180, height: 30))
        #expect(tree.scrollRange(of: 0, in: frames) == (0...80, 0...0))
        // A vertical scroll's bar takes 10 of the width: the cards are 80 wide, 5 to 85.
        let feed = Self.feed(bar: 10)
        let feedFrames = feed.frames(in: Self.box)
        #expect(feed.contentSize(of: 0, in: feedFrames) == Size(width: 90, height: 500))
    }

    @Test("Margins count, and so do the children of children that do not clip, but not of those that clip")
    func reach() {
        func tree(_ overflow: Overflow) -> LayoutTree<Never> {
            LayoutTree(.vertical(verticalOverflow: .scroll)) { column in
                column.add(StackItem(height: 50, margin: EdgeInsets(top: 0, left: 0, bottom: 30, right: 0)))
                // A row 20 high whose leaf is 300 wide and 90 high: it sticks out of the row.
                column.add(.horizontal(alignment: .start, horizontalOverflow: overflow), as: StackItem(height: 20)) {
                    row in
                    row.add(StackItem(width: 300, height: 90))
                }
            }
        }
        // The row starts at 80 (50 and a margin of 30) and ends at 100; its leaf at 170.
        let visible = tree(.visible)
        #expect(visible.contentSize(of: 0, in: visible.frames(in: Self.box)) == Size(width: 300, height: 200))
        let tall = visible.frames(in: Frame(width: 100, height: 120))
        #expect(visible.contentSize(of: 0, in: tall) == Size(width: 300, height: 170))
        let clipped = tree(.clip)
        #expect(
            clipped.contentSize(of: 0, in: clipped.frames(in: Frame(width: 100, height: 120)))
                == Size(width: 100, height: 120))
        // The row's own content extent: its leaf.
        #expect(clipped.contentSize(of: 2, in: clipped.frames(in: Self.box)) == Size(width: 300, height: 90))
    }

    @Test("Right to left, the content is measured from the right edge")
    func rightToLeft() {
        let tree = LayoutTree(
            .horizontal(
                padding: EdgeInsets(top: 0, left: 4, bottom: 0, right: 0), horizontalOverflow: .scroll,
                scrollOffset: Point(x: 20, y: 0))
        ) { row in
            for _ in 0..<3 { row.add(StackItem(width: 60)) }
        }
        // From the right edge: 180 of items, and the left padding of 4 past them.
        let frames = tree.frames(in: Frame(width: 100, height: 20, direction: .rtl))
        #expect(tree.contentSize(of: 0, in: frames) == Size(width: 184, height: 20))
        #expect(tree.scrollRange(of: 0, in: frames) == (0...84, 0...0))
        // The third item, 120 to 180 from the right: scrolled to show its far (left) edge.
        #expect(tree.scrollOffset(revealing: 3, in: frames)! == (0, Point(x: 80, y: 0)))
    }

    @Test("Revealing a node moves its nearest scrolling ancestor the least, within the range")
    func revealing() {
        let tree = Self.feed(offset: 100)
        let frames = tree.frames(in: Self.box)
        // In view at 100: cards from 100 to 300. Card 3 (155…195) is in view: no move.
        #expect(tree.scrollOffset(revealing: 4, in: frames)! == (0, Point(x: 0, y: 100)))
        // Card 0 (5…45) is above: its top to the top.
        #expect(tree.scrollOffset(revealing: 1, in: frames)! == (0, Point(x: 0, y: 5)))
        // Card 9 (455…495) is below: its bottom to the bottom, 295; card 6 (305…345): 145.
        #expect(tree.scrollOffset(revealing: 10, in: frames)! == (0, Point(x: 0, y: 295)))
        #expect(tree.scrollOffset(revealing: 7, in: frames)! == (0, Point(x: 0, y: 145)))
        // No scrolling ancestor: the root, a tree that clips only.
        #expect(tree.scrollOffset(revealing: 0, in: frames) == nil)
        let clipped = LayoutTree(.vertical(verticalOverflow: .clip)) { column in column.add(StackItem(height: 400)) }
        #expect(clipped.scrollOffset(revealing: 1, in: clipped.frames(in: Self.box)) == nil)
    }

    @Test(
        "A node taller than the scrollport is shown from its start; the nearest scrolling ancestor is the one that moves"
    )
    func tallAndNested() {
        let tree = LayoutTree(.vertical(verticalOverflow: .scroll)) { outer in
            outer.add(StackItem(height: 100))
            outer.add(.vertical(), as: StackItem(height: 300)) { middle in
                middle.add(StackItem(height: 250))
            }
            outer.add(StackItem(height: 100))
        }
        let frames = tree.frames(in: Self.box)
        // The 250-high leaf starts at 100: larger than 200, so its top goes to the top.
        #expect(tree.scrollOffset(revealing: 3, in: frames)! == (0, Point(x: 0, y: 100)))
        // The last card (400…500) brings the offset to 300, the end of the range.
        #expect(tree.scrollOffset(revealing: 4, in: frames)! == (0, Point(x: 0, y: 300)))
    }
}
