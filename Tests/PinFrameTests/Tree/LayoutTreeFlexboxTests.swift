import Testing

@testable import PinFrame

@Suite("The flexbox fields in trees (a tree's items are stack and grid items)", .quietLog)
struct LayoutTreeFlexboxTests {
    @Test("An absolute badge in an avatar sized by its content: in its corner, not in its size")
    func badgeOnAvatar() {
        let badge = StackItem(width: 12, height: 12, position: .absolute, offsets: Offsets(top: -4, right: -4))
        let tree = LayoutTree<Never>(.horizontal(alignment: .start)) { row in
            row.add(.vertical(), as: StackItem()) { avatar in
                avatar.add(StackItem(width: 48, height: 48))
                avatar.add(badge)
            }
            row.add(StackItem(height: 20, grow: 1))
        }
        let frames = tree.frames(in: Frame(width: 300, height: 100))
        // Ids: the row 0, the avatar 1, its image 2, the badge 3, the title 4. The avatar is
        // its image's 48 × 48; the badge 4 out of its top right corner; the title takes the rest.
        #expect(
            frames.map(\.rect) == [
                Rect(x: 0, y: 0, width: 300, height: 100), Rect(x: 0, y: 0, width: 48, height: 48),
                Rect(x: 0, y: 0, width: 48, height: 48), Rect(x: 40, y: -4, width: 12, height: 12),
                Rect(x: 48, y: 0, width: 252, height: 20),
            ])
        // Sized by its content, the row is what it holds without the badge.
        #expect(tree.size(fitting: Size(width: .infinity, height: .infinity)) == Size(width: 48, height: 48))
    }

    @Test("Auto margins, a basis and percentages in nested containers")
    func nested() {
        let tree = LayoutTree<Never>(.vertical()) { column in
            column.add(.horizontal(), as: StackItem(height: 20)) { actions in
                actions.add(StackItem(width: 80))
                actions.add(StackItem(width: 80, margin: EdgeInsets(top: 0, left: 8, bottom: 0, right: 0)))
                actions.add(StackItem(width: 80, autoMargins: .left))
            }
            column.add(.horizontal(), as: StackItem(width: .percent(50), height: 10)) { halves in
                halves.add(StackItem(contentSize: Size(width: 70, height: 10), basis: 0, grow: 1))
                halves.add(StackItem(contentSize: Size(width: 10, height: 10), basis: 0, grow: 1))
            }
        }
        let frames = tree.frames(in: Frame(width: 300, height: 100))
        // The actions at 0 and 88, the last pushed to 220; the second row half of 300, its
        // two items 75 each from their basis of 0.
        #expect(
            frames.map(\.rect) == [
                Rect(x: 0, y: 0, width: 300, height: 100), Rect(x: 0, y: 0, width: 300, height: 20),
                Rect(x: 0, y: 0, width: 80, height: 20), Rect(x: 88, y: 0, width: 80, height: 20),
                Rect(x: 220, y: 0, width: 80, height: 20), Rect(x: 0, y: 20, width: 150, height: 10),
                Rect(x: 0, y: 0, width: 75, height: 10), Rect(x: 75, y: 0, width: 75, height: 10),
            ])
    }
}
