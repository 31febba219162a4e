import Testing

@testable import PinFrame

@Suite("Dimensions: points and percentages (Dimension.swift)", .quietLog)
struct DimensionTests {
    @Test("Literals are points; Dimension(50%) is a percentage")
    func literals() {
        let whole: Dimension = 80
        let half: Dimension = 12.5
        #expect(whole == .points(80))
        #expect(half == .points(12.5))
        #expect(Dimension(50%) == .percent(50))
        #expect(StackItem(width: 80) == StackItem(width: .points(80)))
        #expect(StackItem(minWidth: 10, maxHeight: 20).maxHeight == .points(20))
    }

    @Test("Calls written with Double sizes compile and mean what they did")
    func doubleSizesStillCompile() {
        let tagWidth = 56.0
        let height: Double? = 20
        let item = StackItem(width: tagWidth, height: height)
        #expect(item.width == .points(56))
        #expect(item.height == .points(20))
        // .nan is a Double: the Double initialiser takes it, and it is still set aside.
        let bad = StackItem(width: .nan, contentSize: Size(width: 30, height: 10))
        guard case .points(let value) = bad.width else {
            Issue.record("not points: \(String(describing: bad.width))")
            return
        }
        #expect(value.isNaN)
        let box = Frame(width: 100, height: 10)
        #expect(Stack.horizontal().frames(for: [bad], in: box)[0].rect.width == 30)
        let inset = 10.0
        let directional = StackItem(
            width: inset * 3, margin: DirectionalEdgeInsets(top: 0, leading: inset, bottom: 0, trailing: 0))
        let rtl = Frame(width: 100, height: 10, direction: .rtl)
        #expect(Stack.horizontal().frames(for: [directional], in: rtl)[0].rect.x == 60)
        let side = 40.0
        #expect(GridItem(width: side, height: side, minWidth: side / 2).minWidth == .points(20))
    }

    @Test("Percent sizes are of the stack's content box")
    func percentOfContentBox() {
        // 220 × 60 with 10 all round: a 200 × 40 content box at (10, 10).
        let row = Stack.horizontal(padding: EdgeInsets(all: 10))
        let items = [StackItem(width: .percent(50), height: .percent(50)), StackItem(width: Dimension(25%))]
        #expect(
            row.frames(for: items, in: Frame(width: 220, height: 60)).map(\.rect) == [
                Rect(x: 10, y: 10, width: 100, height: 20), Rect(x: 110, y: 10, width: 50, height: 40),
            ])
        // Limits too: at most half of 200 however much it grows; at least three quarters.
        let limited = [StackItem(maxWidth: .percent(50), grow: 1)]
        #expect(Stack.horizontal().frames(for: limited, in: Frame(width: 200, height: 20))[0].rect.width == 100)
        let floored = [StackItem(minWidth: .percent(75))]
        #expect(Stack.horizontal().frames(for: floored, in: Frame(width: 200, height: 20))[0].rect.width == 150)
    }

    @Test("A stack sized by its content counts percentages as auto, then resolves them (cyclic)")
    func cyclicPercentages() {
        let item = StackItem(width: .percent(50), contentSize: Size(width: 40, height: 10))
        let open = Size(width: .infinity, height: .infinity)
        let size = Stack.horizontal().size(for: [item], fitting: open)
        #expect(size == Size(width: 40, height: 10))
        let frames = Stack.horizontal().frames(for: [item], in: Frame(width: size.width, height: size.height))
        #expect(frames[0].rect == Rect(x: 0, y: 0, width: 20, height: 10))
    }

    @Test("A percentage that is not finite is 0%, a negative one auto; both warn")
    func badPercentages() {
        let box = Frame(width: 100, height: 10)
        let items = [
            StackItem(width: .percent(.nan), contentSize: Size(width: 30, height: 0)),
            StackItem(width: .percent(-10), contentSize: Size(width: 30, height: 0)),
        ]
        let (frames, warnings) = Pin.capturingWarnings { Stack.horizontal().frames(for: items, in: box) }
        #expect(frames.map(\.rect.width) == [0, 30])
        #expect(warnings.map(\.rule) == ["StackItem[0].width(nan%)", "StackItem[1].width(-10%)"])
        #expect(warnings.map(\.kind) == [.invalidValue, .negativeSize])
    }
}
