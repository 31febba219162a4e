import PinFrame
import Testing

/// A stack reports each number it sets aside as a typed warning naming the field, through
/// the same channel as chains (the log and handler, or a capture), and lays out as it did.
@Suite("Stack input warnings (StackInputWarnings.swift)", .quietLog)
struct StackInputWarningsTests {
    /// The frames and the warnings of laying `items` out in `container`.
    func layout(_ stack: Stack, _ items: [StackItem], in container: Frame) -> ([Rect], [LayoutWarning]) {
        let (frames, warnings) = Pin.capturingWarnings { stack.frames(for: items, in: container) }
        return (frames.map(\.rect), warnings)
    }

    @Test func aNegativeWidthNamesTheItemAndTheField() {
        let items = [item(10), item(20), StackItem(width: -5, contentSize: Size(width: 7, height: 3))]
        let (frames, warnings) = layout(.horizontal(), items, in: container(100, 10))
        #expect(warnings.map(\.rule) == ["StackItem[2].width(-5)"])
        #expect(warnings.map(\.kind) == [.negativeSize])
        #expect(
            warnings.first?.description
                == "StackItem[2].width(-5) won't be applied, the width must be greater than or equal to zero; "
                + "its content's width is used instead.")
        // Laid out as before: the width is auto, the content's 7.
        #expect(frames == [r(0, 0, 10, 10), r(10, 0, 20, 10), r(30, 0, 7, 10)])
    }

    @Test func warningsAreLocatedAtTheCall() {
        // Each entry point's warnings carry the caller's file and line, as a chain's do (the
        // log prints them first, as it does a chain's).
        let bad = [StackItem(width: -1)]
        let box = container(100, 10)
        let stack = Stack.horizontal()
        let calls: [(warnings: [LayoutWarning], line: Int)] = [
            (Pin.capturingWarnings { stack.frames(for: bad, in: box) }.1, #line),
            (Pin.capturingWarnings { stack.frames(for: bad, in: box) { _, _ in .zero } }.1, #line),
            (Pin.capturingWarnings { stack.size(for: bad, fitting: .zero) }.1, #line),
            (Pin.capturingWarnings { stack.size(for: bad, fitting: .zero) { _, _ in .zero } }.1, #line),
        ]
        for (warnings, line) in calls {
            #expect(warnings.map(\.location) == [LayoutWarning.Location(fileID: "\(#fileID)", line: line)])
        }
    }

    @Test func everyFieldIsCheckedInOrder() {
        let stack = Stack.horizontal(
            spacing: -1, lineSpacing: .nan, padding: EdgeInsets(top: 0, left: .infinity, bottom: 0, right: 0),
            wrap: .count(0))
        let bad = StackItem(
            width: .nan, height: -2, contentSize: Size(width: -3, height: .infinity), aspectRatio: 0,
            minWidth: -1, maxWidth: .nan, minHeight: .infinity, maxHeight: -4,
            margin: EdgeInsets(top: -1, left: 0, bottom: .nan, right: 0), grow: -.infinity, shrink: -2)
        let (_, warnings) = layout(
            stack, [item(5), bad], in: Frame(x: 0, y: 0, width: -10, height: .nan, in: stackRoot))
        #expect(
            warnings.map(\.rule) == [
                "Stack.spacing(-1)", "Stack.lineSpacing(nan)", "Stack.padding.left(inf)", "Stack.wrap(.count(0))",
                "container.width(-10)", "container.height(nan)",
                "StackItem[1].width(nan)", "StackItem[1].height(-2)", "StackItem[1].contentSize.width(-3)",
                "StackItem[1].contentSize.height(inf)", "StackItem[1].minWidth(-1)", "StackItem[1].maxWidth(nan)",
                "StackItem[1].minHeight(inf)", "StackItem[1].maxHeight(-4)", "StackItem[1].margin.top(-1)",
                "StackItem[1].margin.bottom(nan)", "StackItem[1].grow(-inf)", "StackItem[1].shrink(-2)",
                "StackItem[1].aspectRatio(0)",
            ])
        // A negative size or limit is `.negativeSize`; a negative spacing, margin or factor,
        // and anything not finite, `.invalidValue`.
        #expect(
            warnings.map(\.kind) == [
                .invalidValue, .invalidValue, .invalidValue, .invalidValue, .negativeSize, .invalidValue,
                .invalidValue, .negativeSize, .negativeSize, .invalidValue, .negativeSize, .invalidValue,
                .invalidValue, .negativeSize, .invalidValue, .invalidValue, .invalidValue, .invalidValue,
                .invalidValue,
            ])
        #expect(warnings.first?.description.hasSuffix("0 is used instead.") == true)
        #expect(warnings[10].description.hasSuffix("no limit is used instead.") == true)
    }

    @Test func cleanInputReportsNothing() {
        let items = [
            item(10, 5, grow: 1, minWidth: 0, maxWidth: 50, margin: EdgeInsets(all: 2)), StackItem(aspectRatio: 2),
            StackItem(isHidden: true),
        ]
        let stack = Stack.horizontal(spacing: 0, padding: EdgeInsets(all: 1), wrap: .count(1))
        #expect(layout(stack, items, in: container(100, 20)).1.isEmpty)
        let (_, measured) = Pin.capturingWarnings {
            _ = stack.size(for: items, fitting: Size(width: 0, height: .infinity))
            _ = stack.frames(for: items, in: container(100, 20)) { _, _ in Size(width: 3, height: 4) }
        }
        #expect(measured.isEmpty)
    }

    @Test func badInputLaysOutAsTheNumbersUsedInstead() {
        // Each bad number, and the one the stack uses instead: the same frames.
        let stack = Stack.horizontal(spacing: .nan, padding: EdgeInsets(top: -3, left: 4, bottom: 0, right: 0))
        let bad = [
            StackItem(width: -1, contentSize: Size(width: 12, height: 6), maxWidth: -5, grow: .nan),
            StackItem(width: 10, margin: EdgeInsets(top: 0, left: -.infinity, bottom: 0, right: 2), shrink: -1),
        ]
        let used = [
            StackItem(contentSize: Size(width: 12, height: 6)),
            StackItem(width: 10, margin: EdgeInsets(top: 0, left: 0, bottom: 0, right: 2)),
        ]
        let clean = Stack.horizontal(padding: EdgeInsets(top: 0, left: 4, bottom: 0, right: 0))
        let (frames, warnings) = layout(stack, bad, in: container(100, 20))
        #expect(warnings.count == 7)
        #expect(frames == clean.frames(for: used, in: container(100, 20)).map(\.rect))
        #expect(frames == [r(4, 0, 12, 20), r(16, 0, 10, 20)])
    }

    @Test func measuringReportsLikeLayingOut() {
        let (size, warnings) = Pin.capturingWarnings {
            Stack.vertical(spacing: -4).size(for: [item(10, 10), StackItem(height: .infinity)], fitting: .zero)
        }
        #expect(size == Size(width: 10, height: 10))  // the second item is auto: 0 high
        #expect(warnings.map(\.rule) == ["Stack.spacing(-4)", "StackItem[1].height(inf)"])
    }

    @Test func aBadMeasureAnswerIsReportedOnceAnItem() {
        // Item 0 answers NaN wide however it is asked (once for its width, then its height):
        // one warning; item 1 answers well.
        var asks = 0
        let (frames, warnings) = Pin.capturingWarnings {
            Stack.horizontal(alignment: .start).frames(
                for: [StackItem(measuresContent: true), StackItem(measuresContent: true)], in: container(100, 50)
            ) { index, _ in
                if index == 0 { asks += 1 }
                return index == 0 ? Size(width: .nan, height: 8) : Size(width: 20, height: 5)
            }
        }
        #expect(asks >= 2)
        #expect(warnings.map(\.rule) == ["measure(StackItem[0])"])
        #expect(warnings.first?.description.contains("(width: nan, height: 8)") == true)
        #expect(frames.map(\.rect) == [r(0, 0, 0, 8), r(0, 0, 20, 5)])
    }

    @Test func aNestedStackReportsItsOwnItems() {
        let inner = Stack.vertical()
        let innerItems = [StackItem(height: -9)]
        let (_, warnings) = Pin.capturingWarnings {
            Stack.horizontal().frames(for: [StackItem(measuresContent: true)], in: container(100, 50)) { _, proposal in
                inner.size(for: innerItems, fitting: proposal)
            }
        }
        #expect(!warnings.isEmpty)
        #expect(warnings.allSatisfy { $0.rule == "StackItem[0].height(-9)" })
    }
}
