import Testing

@testable import PinFrame

@Suite("Overflow (Overflow.swift)", .quietLog)
struct OverflowTests {
    static let box = Frame(width: 100, height: 50)

    @Test("A scrolling column moves its items up by the offset; a clipping one does not move them")
    func verticalScroll() {
        let items = [StackItem(height: 30), StackItem(height: 30)]
        let scrolled = Stack.vertical(spacing: 8, verticalOverflow: .scroll, scrollOffset: Point(x: 0, y: 40))
        // 0 and 38, less 40.
        #expect(
            scrolled.frames(for: items, in: Self.box).map(\.rect) == [
                Rect(x: 0, y: -40, width: 100, height: 30), Rect(x: 0, y: -2, width: 100, height: 30),
            ])
        let clipped = Stack.vertical(spacing: 8, verticalOverflow: .clip, scrollOffset: Point(x: 0, y: 40))
        #expect(clipped.frames(for: items, in: Self.box).map(\.rect.y) == [0, 38])
        // Only the axes that scroll move: the x offset of a column scrolling up and down is not used.
        let sideways = Stack.vertical(spacing: 8, verticalOverflow: .scroll, scrollOffset: Point(x: 25, y: 0))
        #expect(sideways.frames(for: items, in: Self.box).map(\.rect.x) == [0, 0])
    }

    @Test("A positive x offset moves a row's items left, and right in a right-to-left row")
    func horizontalScrollBothDirections() {
        let items = [StackItem(width: 30), StackItem(width: 30)]
        let row = Stack.horizontal(horizontalOverflow: .scroll, scrollOffset: Point(x: 15, y: 0))
        #expect(row.frames(for: items, in: Self.box).map(\.rect.x) == [-15, 15])
        // Right to left the items start at the right edge (70, then 40) and move right.
        let rtl = Frame(width: 100, height: 50, direction: .rtl)
        #expect(row.frames(for: items, in: rtl).map(\.rect.x) == [85, 55])
    }

    @Test("A vertical scroll's bar takes its width at the end side; a horizontal one's its height at the bottom")
    func scrollbarRoom() {
        let column = Stack.vertical(verticalOverflow: .scroll, scrollbarWidth: 10)
        #expect(
            column.frames(for: [StackItem(height: 20)], in: Self.box)[0].rect == Rect(x: 0, y: 0, width: 90, height: 20)
        )
        let rtl = Frame(width: 100, height: 50, direction: .rtl)
        #expect(
            column.frames(for: [StackItem(height: 20)], in: rtl)[0].rect == Rect(x: 10, y: 0, width: 90, height: 20))
        // A row stretches its items to the height above the bar.
        let row = Stack.horizontal(horizontalOverflow: .scroll, scrollbarWidth: 10)
        #expect(
            row.frames(for: [StackItem(width: 20)], in: Self.box)[0].rect == Rect(x: 0, y: 0, width: 20, height: 40))
        // A bar counts in the size from content, as padding does; a clipping axis keeps no room.
        let open = Size(width: .infinity, height: .infinity)
        #expect(column.size(for: [StackItem(width: 50, height: 20)], fitting: open) == Size(width: 60, height: 20))
        let clipped = Stack.vertical(verticalOverflow: .clip, scrollbarWidth: 10)
        #expect(clipped.size(for: [StackItem(width: 50, height: 20)], fitting: open) == Size(width: 50, height: 20))
    }

    @Test("A grid moves its items by the offset and keeps its bars' room")
    func grid() {
        let strip = Grid(
            columns: [.points(60), .points(60)], horizontalOverflow: .scroll, scrollOffset: Point(x: 50, y: 0))
        #expect(
            strip.frames(for: [GridItem(), GridItem()], in: Frame(width: 80, height: 20)).map(\.rect) == [
                Rect(x: -50, y: 0, width: 60, height: 20), Rect(x: 10, y: 0, width: 60, height: 20),
            ])
        // Right to left: the columns run from the right (20 and -40 across 80) and move right.
        let rtl = Frame(width: 80, height: 20, direction: .rtl)
        #expect(strip.frames(for: [GridItem(), GridItem()], in: rtl).map(\.rect.x) == [70, 10])
        let table = Grid(columns: [.fraction(1)], verticalOverflow: .scroll, scrollbarWidth: 10)
        #expect(
            table.frames(for: [GridItem(height: 20)], in: Self.box)[0].rect == Rect(x: 0, y: 0, width: 90, height: 20))
        #expect(
            table.frames(for: [GridItem(height: 20)], in: Frame(width: 100, height: 50, direction: .rtl))[0].rect
                == Rect(x: 10, y: 0, width: 90, height: 20))
    }

    @Test("In a tree, a scroll container may shrink below its content: its automatic minimum is 0")
    func scrollContainerMinimum() {
        func row(_ overflow: Overflow) -> Double {
            let tree = LayoutTree(.horizontal()) { row in
                row.add(.vertical(verticalOverflow: overflow), as: StackItem(shrink: 1)) { column in
                    column.add(StackItem(width: 150, height: 10))
                }
            }
            return tree.frames(in: Frame(width: 100, height: 10))[1].rect.width
        }
        // Visible: no narrower than its content (150); clipping or scrolling: the row's 100.
        #expect(row(.visible) == 150)
        #expect(row(.clip) == 100)
        #expect(row(.scroll) == 100)
        // Never below its padding, as a CSS box: 20 on each side in a row 10 wide.
        let padded = LayoutTree(.horizontal()) { row in
            row.add(.vertical(padding: EdgeInsets(all: 20), verticalOverflow: .clip), as: StackItem(shrink: 1)) {
                column in column.add(StackItem(width: 150, height: 10))
            }
        }
        #expect(padded.frames(in: Frame(width: 10, height: 50))[1].rect.width == 40)
        func column(_ overflow: Overflow) -> Double {
            let tree = LayoutTree(.vertical()) { column in
                column.add(.horizontal(horizontalOverflow: overflow), as: StackItem(shrink: 1)) { row in
                    row.add(StackItem(width: 10, height: 80))
                }
            }
            return tree.frames(in: Frame(width: 10, height: 50))[1].rect.height
        }
        #expect(column(.visible) == 80)
        #expect(column(.clip) == 50)
        // A grid's auto column starts from the item's minimum: 0 for a scroll container,
        // which then grows to the grid's 100; the content's 150 otherwise.
        func grid(_ overflow: Overflow) -> Double {
            let tree = LayoutTree(Grid(columns: [.auto])) { grid in
                grid.add(.vertical(verticalOverflow: overflow), as: GridItem()) { column in
                    column.add(StackItem(width: 150, height: 10))
                }
            }
            return tree.frames(in: Frame(width: 100, height: 10))[1].rect.width
        }
        #expect(grid(.visible) == 150)
        #expect(grid(.clip) == 100)
    }

    @Test("In a tree, a scrolled container's children move and keep their own children's places in them")
    func treeScroll() {
        let tree = LayoutTree(.vertical(verticalOverflow: .scroll, scrollOffset: Point(x: 0, y: 25))) { column in
            column.add(.horizontal(), as: StackItem(height: 40)) { row in row.add(StackItem(width: 10)) }
            column.add(StackItem(height: 40))
        }
        let frames = tree.frames(in: Frame(width: 100, height: 50))
        #expect(
            frames.map(\.rect) == [
                Rect(x: 0, y: 0, width: 100, height: 50), Rect(x: 0, y: -25, width: 100, height: 40),
                Rect(x: 0, y: 0, width: 10, height: 40), Rect(x: 0, y: 15, width: 100, height: 40),
            ])
        #expect(frames[2].absoluteRect == Rect(x: 0, y: -25, width: 10, height: 40))
    }

    @Test("A bar width or an offset that is not a finite number is 0, with a warning naming it")
    func badNumbers() {
        let stack = Stack.vertical(verticalOverflow: .scroll, scrollOffset: Point(x: 0, y: .nan), scrollbarWidth: -4)
        let (frames, warnings) = Pin.capturingWarnings {
            stack.frames(for: [StackItem(height: 20)], in: Self.box)
        }
        #expect(frames[0].rect == Rect(x: 0, y: 0, width: 100, height: 20))
        #expect(warnings.map(\.rule) == ["Stack.scrollbarWidth(-4)", "Stack.scrollOffset.y(nan)"])
        let grid = Grid(columns: [.fraction(1)], scrollOffset: Point(x: .infinity, y: 0))
        let (_, gridWarnings) = Pin.capturingWarnings {
            grid.frames(for: [GridItem(height: 20)], in: Self.box)
        }
        #expect(gridWarnings.map(\.rule) == ["Grid.scrollOffset.x(inf)"])
    }
}
