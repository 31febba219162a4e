import PinFrame
import Testing

/// Base and hypothetical sizes, margins and hidden items: an item's main size is its
/// explicit size, else its content size, clamped by its limits; margins add to its outer
/// size; hidden items take no space and no spacing.
@Suite(.quietLog)
struct StackSizesTests {
    @Test func baseSizesAreExplicitElseContentAndClampedByLimits() {
        let items = [
            item(30),  // explicit
            StackItem(contentSize: Size(width: 20, height: 5)),  // content
            item(30, maxWidth: 25),  // clamped down
            item(10, minWidth: 15),  // clamped up
            item(30, minWidth: 40, maxWidth: 20),  // the minimum wins over the maximum
        ]
        // In a row 200 × 40, packed at the start; auto heights stretch to the line (40).
        expectStack(
            .horizontal(), items, in: container(200, 40),
            [r(0, 0, 30, 40), r(30, 0, 20, 40), r(50, 0, 25, 40), r(75, 0, 15, 40), r(90, 0, 40, 40)])
    }

    @Test func marginsAddToTheOuterSizeAndSpacingGoesBetweenOuterSizes() {
        let margin = EdgeInsets(top: 2, left: 5, bottom: 3, right: 10)
        // Item 0 at 5 (its left margin), ends at 25, its right margin to 35, spacing 4: the
        // next starts at 39. Heights: 40 less the vertical margins, from 2.
        expectStack(
            .horizontal(spacing: 4), [item(20, margin: margin), item(20)], in: container(100, 40),
            [r(5, 2, 20, 35), r(39, 0, 20, 40)])
    }

    @Test func hiddenItemsTakeNoSpaceNoSpacingAndGetAZeroFrame() {
        let hidden = StackItem(width: 30, height: 30, isHidden: true)
        let frames = Stack.horizontal(spacing: 10).frames(for: [item(30), hidden, item(30)], in: container(100, 20))
        #expect(frames.map(\.rect) == [r(0, 0, 30, 20), .zero, r(40, 0, 30, 20)])
        #expect(frames.map(\.isHidden) == [false, true, false])
        // A list of only hidden items: all zero, all hidden.
        let allHidden = Stack.vertical().frames(for: [hidden, hidden], in: container(100, 20))
        #expect(allHidden.map(\.rect) == [.zero, .zero] && allHidden.allSatisfy(\.isHidden))
    }

    @Test func framesAreChildrenOfTheContainer() {
        let card = Frame(x: 50, y: 60, width: 100, height: 20, in: stackRoot)
        let frames = Stack.horizontal(padding: EdgeInsets(top: 2, left: 3, bottom: 4, right: 5))
            .frames(for: [item(10)], in: card)
        // Inside the padding: x 3, y 2, height 20 - 2 - 4; in root coordinates moved by (50, 60).
        #expect(frames[0].rect == r(3, 2, 10, 14))
        #expect(frames[0].absoluteRect == r(53, 62, 10, 14))
        #expect(frames[0].parentSize == card.rect.size)
    }

    @Test func emptyListsGiveNoFrames() {
        #expect(Stack.horizontal(wrap: .wrap).frames(for: [], in: container(100, 20)).isEmpty)
        #expect(
            Stack.vertical(padding: EdgeInsets(all: 3)).size(
                for: [], fitting: Size(width: .infinity, height: .infinity)) == Size(width: 6, height: 6))
    }
}
