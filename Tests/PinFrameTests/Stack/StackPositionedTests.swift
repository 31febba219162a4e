import Testing

@testable import PinFrame

@Suite("Positioned items in stacks (StackLayout+Positioned.swift)", .quietLog)
struct StackPositionedTests {
    static let box = Frame(width: 100, height: 50)

    static func absolute(
        width: Dimension? = 20, height: Dimension? = 10, _ offsets: Offsets = Offsets(), autoMargins: AutoMargins = []
    ) -> StackItem {
        StackItem(width: width, height: height, autoMargins: autoMargins, position: .absolute, offsets: offsets)
    }

    @Test("A badge in the corner of an avatar")
    func badge() {
        let badge = StackItem(width: 12, height: 12, position: .absolute, offsets: Offsets(top: 0, right: 0))
        let frames = Stack.horizontal().frames(for: [StackItem(width: 48), badge], in: Frame(width: 48, height: 48))
        #expect(
            frames.map(\.rect) == [Rect(x: 0, y: 0, width: 48, height: 48), Rect(x: 36, y: 0, width: 12, height: 12)])
    }

    @Test("An absolute item takes no space and no spacing: its siblings are where they were")
    func siblingsUnchanged() {
        let stack = Stack.horizontal(spacing: 10, distribution: .spaceBetween, wrap: .wrap)
        let a = StackItem(width: 30)
        let b = StackItem(width: 40)
        let box = Frame(width: 200, height: 20)
        let without = stack.frames(for: [a, b], in: box)
        let with = stack.frames(for: [a, Self.absolute(width: 300, height: 300, Offsets(left: 5)), b], in: box)
        #expect(without.map(\.rect.x) == [0, 160])
        #expect([with[0], with[2]] == without)
        #expect(with[1].rect == Rect(x: 5, y: 0, width: 300, height: 300))
    }

    @Test("With no offsets, where the stack would put it as its only item")
    func staticPosition() {
        let padded = Stack.horizontal(
            padding: EdgeInsets(top: 10, left: 20, bottom: 0, right: 0), distribution: .end, alignment: .end)
        // The content box is 80 × 40 at (20, 10).
        #expect(
            padded.frames(for: [Self.absolute()], in: Self.box)[0].rect == Rect(x: 80, y: 40, width: 20, height: 10))
        #expect(
            Stack.horizontal(distribution: .center, alignment: .center).frames(for: [Self.absolute()], in: Self.box)[0]
                .rect == Rect(x: 40, y: 20, width: 20, height: 10))
        #expect(
            Stack.horizontal(distribution: .spaceBetween).frames(for: [Self.absolute()], in: Self.box)[0].rect.x == 0)
        #expect(
            Stack.horizontal(distribution: .spaceEvenly).frames(for: [Self.absolute()], in: Self.box)[0].rect.x == 40)
        #expect(Stack.horizontal(isReversed: true).frames(for: [Self.absolute()], in: Self.box)[0].rect.x == 80)
        // Stretch places it at the start, its own height.
        let auto = Self.absolute(height: nil)
        #expect(Stack.horizontal().frames(for: [auto], in: Self.box)[0].rect == Rect(x: 0, y: 0, width: 20, height: 0))
    }

    @Test("Offsets are from the padding box; two opposite offsets size it")
    func offsetsInPaddingBox() {
        let padded = Stack.horizontal(padding: EdgeInsets(all: 10))
        #expect(
            padded.frames(for: [Self.absolute(Offsets(top: 0, left: 0))], in: Self.box)[0].rect
                == Rect(x: 0, y: 0, width: 20, height: 10))
        #expect(
            padded.frames(for: [Self.absolute(Offsets(bottom: 0, right: 0))], in: Self.box)[0].rect
                == Rect(x: 80, y: 40, width: 20, height: 10))
        let stretched = Self.absolute(width: nil, height: nil, Offsets(top: 5, left: 10, bottom: 5, right: 20))
        #expect(padded.frames(for: [stretched], in: Self.box)[0].rect == Rect(x: 10, y: 5, width: 70, height: 40))
    }

    @Test("Both offsets and a size: auto margins share the rest, else left wins (right, right to left)")
    func overConstrained() {
        let offsets = Offsets(left: 10, right: 10)
        let centred = Self.absolute(width: 40, offsets, autoMargins: .horizontal)
        #expect(Stack.horizontal().frames(for: [centred], in: Self.box)[0].rect.x == 30)
        let plain = Self.absolute(width: 40, offsets)
        #expect(Stack.horizontal().frames(for: [plain], in: Self.box)[0].rect.x == 10)
        let rtl = Frame(width: 100, height: 50, direction: .rtl)
        #expect(Stack.horizontal().frames(for: [plain], in: rtl)[0].rect.x == 50)
        // Top wins over bottom.
        let vertical = Self.absolute(Offsets(top: 5, bottom: 5))
        #expect(Stack.horizontal().frames(for: [vertical], in: Self.box)[0].rect.y == 5)
    }

    @Test("Percentages are of the padding box")
    func percentages() {
        let item = StackItem(
            width: .percent(50), height: 10, position: .absolute,
            offsets: Offsets(top: .percent(25), left: .percent(50)))
        let padded = Stack.horizontal(padding: EdgeInsets(all: 10))
        #expect(
            padded.frames(for: [item], in: Frame(width: 200, height: 40))[0].rect
                == Rect(x: 100, y: 10, width: 100, height: 10))
    }

    @Test("Measured content fits the room it has (CSS fit-content)")
    func measuredFitContent() {
        // Text 150 wide on one line, 50 at its narrowest; 10 a line.
        func measure(_ index: Int, _ proposal: Size) -> Size {
            let width = max(50, min(150, proposal.width))
            return Size(width: width, height: 10 * (150 / width).rounded(.up))
        }
        let text = StackItem(measuresContent: true, position: .absolute, offsets: Offsets(top: 0, left: 0))
        let frames = Stack.horizontal().frames(for: [text], in: Frame(width: 100, height: 100), measure: measure)
        #expect(frames[0].rect == Rect(x: 0, y: 0, width: 100, height: 20))
        let roomy = Stack.horizontal().frames(for: [text], in: Frame(width: 200, height: 100), measure: measure)
        #expect(roomy[0].rect == Rect(x: 0, y: 0, width: 150, height: 10))
    }

    @Test("It never makes a stack sized by its content larger")
    func contentSize() {
        let items = [StackItem(width: 30, height: 10), Self.absolute(width: 500, height: 500)]
        let open = Size(width: .infinity, height: .infinity)
        #expect(Stack.horizontal().size(for: items, fitting: open) == Size(width: 30, height: 10))
        #expect(Stack.vertical(wrap: .wrap).size(for: items, fitting: .zero) == Size(width: 30, height: 10))
        let measured = [StackItem(width: 30, height: 10), StackItem(measuresContent: true, position: .absolute)]
        let size = Stack.horizontal().size(for: measured, fitting: open) { _, _ in Size(width: 900, height: 900) }
        #expect(size == Size(width: 30, height: 10))
    }

    @Test("Relative offsets move the frame only; right to left, right wins")
    func relative() {
        let items = [
            StackItem(width: 20), StackItem(width: 20, offsets: Offsets(top: 5, left: 3)), StackItem(width: 20),
        ]
        let frames = Stack.horizontal().frames(for: items, in: Frame(width: 100, height: 20))
        #expect(
            frames.map(\.rect) == [
                Rect(x: 0, y: 0, width: 20, height: 20), Rect(x: 23, y: 5, width: 20, height: 20),
                Rect(x: 40, y: 0, width: 20, height: 20),
            ])
        let both = [StackItem(width: 20), StackItem(width: 20, offsets: Offsets(left: 3, bottom: 4, right: 7))]
        let rtl = Stack.horizontal().frames(for: both, in: Frame(width: 100, height: 20, direction: .rtl))
        #expect(
            rtl.map(\.rect) == [Rect(x: 80, y: 0, width: 20, height: 20), Rect(x: 53, y: -4, width: 20, height: 20)])
    }

    @Test("Between a top and a bottom offset: stretched unless it has an alignment of its own")
    func alignedBetweenOffsets() {
        func item(_ alignment: StackAlignment?) -> StackItem {
            StackItem(
                contentSize: Size(width: 20, height: 10), alignment: alignment, position: .absolute,
                offsets: Offsets(top: 10, bottom: 10))
        }
        // The stack's own alignment does not apply (CSS: `align-self: auto` is `normal` here).
        let row = Stack.horizontal(alignment: .start)
        #expect(row.frames(for: [item(nil)], in: Self.box)[0].rect == Rect(x: 0, y: 10, width: 20, height: 30))
        #expect(row.frames(for: [item(.end)], in: Self.box)[0].rect == Rect(x: 0, y: 30, width: 20, height: 10))
        #expect(row.frames(for: [item(.center)], in: Self.box)[0].rect == Rect(x: 0, y: 20, width: 20, height: 10))
        // On the vertical axis whichever way the stack runs; between a left and a right offset
        // an item with a width sits at the left.
        let sized = StackItem(
            width: 20, height: 20, alignment: .center, position: .absolute,
            offsets: Offsets(top: 0, left: 10, bottom: 0, right: 10))
        #expect(
            Stack.vertical().frames(for: [sized], in: Self.box)[0].rect == Rect(x: 10, y: 15, width: 20, height: 20))
    }

    @Test("Two vertical auto margins centre it even when it is larger; horizontal ones are 0 then")
    func autoMarginsOverflowing() {
        let tall = StackItem(
            width: 10, height: 60, autoMargins: .vertical, position: .absolute, offsets: Offsets(top: 0, bottom: 0))
        #expect(Stack.horizontal().frames(for: [tall], in: Self.box)[0].rect.y == -5)
        let wide = StackItem(
            width: 120, height: 10, autoMargins: .horizontal, position: .absolute, offsets: Offsets(left: 0, right: 0))
        #expect(Stack.horizontal().frames(for: [wide], in: Self.box)[0].rect.x == 0)
    }

    @Test("With no offset across, its content's room starts at the content box")
    func roomFromTheContentBox() {
        func measure(_ index: Int, _ proposal: Size) -> Size {
            let width = max(50, min(150, proposal.width))
            return Size(width: width, height: 10 * (150 / width).rounded(.up))
        }
        let text = StackItem(measuresContent: true, position: .absolute, offsets: Offsets(top: 0))
        let padded = Stack.horizontal(padding: EdgeInsets(top: 0, left: 20, bottom: 0, right: 0))
        let frames = padded.frames(for: [text], in: Self.box, measure: measure)
        #expect(frames[0].rect == Rect(x: 20, y: 0, width: 80, height: 20))
    }

    @Test("Aligned between offsets but larger than the space they leave, it stays in the container")
    func keptInTheContainer() {
        func item(height: Double) -> StackItem {
            StackItem(
                width: 10, height: .points(height), alignment: .start, position: .absolute,
                offsets: Offsets(top: 40, bottom: 0))
        }
        // 10 between the offsets: the 20-high item at 40 would end at 60, past the 50 of the
        // container; it moves up to 30. One taller than the container goes to its top.
        #expect(Stack.horizontal().frames(for: [item(height: 20)], in: Self.box)[0].rect.y == 30)
        #expect(Stack.horizontal().frames(for: [item(height: 60)], in: Self.box)[0].rect.y == 0)
    }
}
