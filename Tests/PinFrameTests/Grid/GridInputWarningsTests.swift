import Testing

@testable import PinFrame

/// The warnings a grid gives for input it sets aside, and the layouts it gives instead.
@Suite("Grid input warnings (GridInputWarnings.swift)")
struct GridInputWarningsTests {
    static let screen = Frame(width: 1_000, height: 1_000)
    let box = Frame(x: 0, y: 0, width: 100, height: 20, in: screen)

    @Test func goodInputGivesNoWarning() {
        let grid = Grid(columns: [.points(40), .minmax(.auto, .fraction(1))], autoRows: [.fitContent(20)])
        let (_, warnings) = Pin.capturingWarnings {
            _ = grid.frames(for: [GridItem(width: 10, columnStart: .line(2), rowEnd: .span(2))], in: box)
            _ = grid.size(for: [GridItem(aspectRatio: 2)], fitting: .zero)
        }
        #expect(warnings.isEmpty)
    }

    @Test func theQuickTestOfValidInputAgreesWithTheWarnings() {
        // A grid checks each track and item with a test of its numbers first and words a
        // warning only when it fails: the two must agree, for good and bad numbers alike.
        let numbers: [Double] = [0, 5, -1, .nan, .infinity, 1e308]
        let lines: [GridLine] = [
            .auto, .line(2), .line(-1), .line(0), .line(20_000), .span(1), .span(0), .span(20_000),
        ]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<2_000 {
            func number() -> Double { numbers.randomElement(using: &generator) ?? 0 }
            func optional() -> Double? { Bool.random(using: &generator) ? nil : number() }
            let repetitions: [GridRepetition] = [.count(-1), .count(0), .count(2), .count(20_000), .autoFill, .autoFit]
            func track(depth: Int = 0) -> GridTrack {
                switch Int.random(in: 0..<(depth < 2 ? 8 : 6), using: &generator) {
                case 0: .points(number())
                case 1: .fraction(number())
                case 2: .fitContent(number())
                case 3: .auto
                case 4: .minContent
                case 5: .maxContent
                case 6: .minmax(track(depth: depth + 1), track(depth: depth + 1))
                default:
                    .repeating(
                        repetitions.randomElement(using: &generator) ?? .autoFill,
                        (0..<Int.random(in: 0...2, using: &generator)).map { _ in track(depth: depth + 1) })
                }
            }
            let item = GridItem(
                width: optional(), height: optional(), contentSize: Size(width: number(), height: number()),
                aspectRatio: optional(), minWidth: optional(), maxWidth: optional(), minHeight: optional(),
                maxHeight: optional(),
                margin: EdgeInsets(top: number(), left: number(), bottom: number(), right: number()),
                columnStart: lines.randomElement() ?? .auto, columnEnd: lines.randomElement() ?? .auto,
                rowStart: lines.randomElement() ?? .auto, rowEnd: lines.randomElement() ?? .auto)
            #expect(item.isAsWritten == Grid().inputWarnings(for: [item], containerSize: nil).isEmpty, "\(item)")
            let column = track()
            // An automatic repetition at the top of the list is the list's question: it needs a
            // track of fixed size.
            var repeatsAsWritten = true
            if case .repeating(let repetition, let inner) = column, repetition == .autoFill || repetition == .autoFit {
                repeatsAsWritten = GridTrackList.flattened(inner).contains { $0.fixedLength != nil }
            }
            #expect(
                (column.isAsWritten && repeatsAsWritten)
                    == Grid(columns: [column]).inputWarnings(for: [], containerSize: nil).isEmpty,
                "\(column)")
        }
    }

    @Test func warningsAreLocatedAtTheCall() {
        let grid = Grid(columns: [.points(-1)])
        let calls: [(warnings: [LayoutWarning], line: Int)] = [
            (Pin.capturingWarnings { grid.frames(for: [GridItem()], in: box) }.1, #line),
            (Pin.capturingWarnings { grid.frames(for: [GridItem()], in: box) { _, _ in .zero } }.1, #line),
            (Pin.capturingWarnings { grid.size(for: [GridItem()], fitting: .zero) }.1, #line),
            (Pin.capturingWarnings { grid.size(for: [GridItem()], fitting: .zero) { _, _ in .zero } }.1, #line),
        ]
        for (warnings, line) in calls {
            #expect(warnings.map(\.location) == [LayoutWarning.Location(fileID: "\(#fileID)", line: line)])
        }
    }

    @Test func aBadTrackIsNamedWhereItIs() {
        let grid = Grid(
            columns: [.points(-5), .minmax(.fraction(1), .fitContent(.nan))], autoRows: [.fraction(-2)],
            columnSpacing: .infinity)
        let (frames, warnings) = Pin.capturingWarnings { grid.frames(for: [GridItem(), GridItem()], in: box) }
        #expect(
            warnings.map(\.rule) == [
                "Grid.columnSpacing(inf)", "Grid.columns[0](.points(-5))",
                "Grid.columns[1](.minmax(.fraction(1), .fitContent(nan)))",
                "Grid.columns[1].max(.fitContent(nan))", "Grid.autoRows[0](.fraction(-2))",
            ])
        #expect(warnings.map(\.kind) == [.invalidValue, .negativeSize, .invalidValue, .invalidValue, .invalidValue])
        // As laid out: a column of 0, then one with an auto minimum and a fit-content maximum of
        // 0 (not stretched: its maximum is not auto), both empty; the row's fraction is 0, so
        // the row is 0 high.
        #expect(frames.map(\.rect) == [rect(0, 0, 0, 0), rect(0, 0, 0, 0)])
        let good = Grid(columns: [.points(0), .minmax(.auto, .fitContent(0))], autoRows: [.fraction(0)])
        #expect(frames == good.frames(for: [GridItem(), GridItem()], in: box))
    }

    @Test func badItemNumbersAndLines() {
        let items = [
            GridItem(
                width: -4, contentSize: Size(width: .nan, height: 3),
                margin: EdgeInsets(top: -1, left: 0, bottom: 0, right: 0),
                columnStart: .line(0)),
            GridItem(aspectRatio: 0, columnStart: .span(-2), rowStart: .line(20_000), rowEnd: .span(30_000)),
        ]
        let (_, warnings) = Pin.capturingWarnings { Grid().frames(for: items, in: box) }
        #expect(
            warnings.map(\.rule) == [
                "GridItem[0].width(-4)", "GridItem[0].contentSize.width(nan)", "GridItem[0].margin.top(-1)",
                "GridItem[0].columnStart(.line(0))", "GridItem[1].aspectRatio(0)", "GridItem[1].columnStart(.span(-2))",
                "GridItem[1].rowStart(.line(20000))", "GridItem[1].rowEnd(.span(30000))",
            ])
        #expect(
            warnings.first?.description
                == "GridItem[0].width(-4) won't be applied, the width must be greater than or equal to zero; "
                + "its content's width is used instead.")
    }

    @Test func theContainerAndABadMeasureAnswer() {
        let container = Frame(x: 0, y: 0, width: -10, height: .nan, in: Self.screen)
        let (frames, warnings) = Pin.capturingWarnings {
            Grid().frames(for: [GridItem(measuresContent: true)], in: container) { _, _ in Size(width: .nan, height: 2)
            }
        }
        #expect(warnings.map(\.rule) == ["container.width(-10)", "container.height(nan)", "measure(GridItem[0])"])
        // A container of 0 × 0; the item's row is as high as its content (2), its column as wide
        // (the NaN counts as 0).
        #expect(frames.map(\.rect) == [rect(0, 0, 0, 2)])
    }

    @Test func badInputLaysOutAsTheNumbersUsedInstead() {
        let bad = Grid(columns: [.points(.nan), .fraction(-1), .auto], rowSpacing: -3)
        let good = Grid(columns: [.points(0), .fraction(0), .auto], rowSpacing: 0)
        let items = [
            GridItem(width: .infinity, contentSize: Size(width: 30, height: 10), minWidth: -2, columnStart: .line(3)),
            GridItem(height: -1, contentSize: Size(width: 5, height: 7)),
        ]
        let fixed = [
            GridItem(contentSize: Size(width: 30, height: 10), columnStart: .line(3)),
            GridItem(contentSize: Size(width: 5, height: 7)),
        ]
        let (frames, _) = Pin.capturingWarnings { bad.frames(for: items, in: box) }
        #expect(frames == good.frames(for: fixed, in: box))
    }

    @Test func anAbsurdSpanIsTakenAsTheLimitAndItsSumsStayExact() {
        // `.span(Int.max)` is 10,000 columns. The item's content, 400, is shared among them:
        // 0.04 each, not a number binary floating point holds. Added up plainly they made
        // 400.00000000014 (or, from the tracks' starts, 399.99999999998); the grid adds its
        // lengths without losing their last bits, so the item is 400 wide in a 400-wide grid,
        // and the grid sized to its content is 400 wide. The other item goes to the next row:
        // the first fills the row's 10,000 columns. Rows stretch to share the 300: 150 each.
        let box = Frame(x: 0, y: 0, width: 400, height: 300, in: Self.screen)
        let items = [
            GridItem(contentSize: Size(width: 400, height: 10), columnStart: .span(Int.max)),
            GridItem(contentSize: Size(width: 10, height: 10)),
        ]
        let (frames, warnings) = Pin.capturingWarnings { Grid().frames(for: items, in: box) }
        #expect(frames.map(\.rect) == [rect(0, 0, 400, 150), rect(0, 150, 10, 150)])
        #expect(
            warnings.map(\.description) == [
                "GridItem[0].columnStart(.span(9223372036854775807)) won't be applied, a span beyond 10000 is taken "
                    + "as 10000 (to reach the last line of the explicit grid, end at .line(-1))."
            ])
        let (size, _) = Pin.capturingWarnings {
            Grid().size(for: items, fitting: Size(width: .infinity, height: .infinity))
        }
        #expect(size == Size(width: 400, height: 20))
        // A span along the rows, in a column: the same.
        let tall = [GridItem(contentSize: Size(width: 10, height: 300), rowStart: .span(20_000))]
        let (column, _) = Pin.capturingWarnings { Grid(flow: .columns).frames(for: tall, in: box) }
        #expect(column.map(\.rect) == [rect(0, 0, 400, 300)])
    }

    @Test func hugeFractionsShareAsTheirRatios() {
        // 1e308 twice: the factors' sum overflows; shared as 1 : 1, each column is half of 300.
        let row = Frame(x: 0, y: 0, width: 300, height: 20, in: Self.screen)
        let (even, warnings) = Pin.capturingWarnings {
            Grid(columns: [.fraction(1e308), .fraction(1e308)]).frames(for: [GridItem(), GridItem()], in: row)
        }
        #expect(even.map(\.rect) == [rect(0, 0, 150, 20), rect(150, 0, 150, 20)])
        #expect(warnings.isEmpty)
        // 1e308 : 3e307 is 1 : 0.3: 300 / 1.3 and 300 × 0.3 / 1.3.
        let uneven = Grid(columns: [.fraction(1e308), .fraction(3e307)]).frames(for: [GridItem(), GridItem()], in: row)
        #expect(abs(uneven[0].rect.width - 300 / 1.3) < 1e-9)
        #expect(abs(uneven[1].rect.width - 90 / 1.3) < 1e-9)
        // An item spanning both, in max-content sizing: its 260 is shared by the same ratio.
        let size = Grid(columns: [.fraction(1e308), .fraction(1e308)]).size(
            for: [GridItem(contentSize: Size(width: 260, height: 10), columnStart: .span(2))],
            fitting: Size(width: .infinity, height: .infinity))
        #expect(size == Size(width: 260, height: 10))
    }

    @Test func anItemPastTheLargestNumberIsReported() {
        // Two auto columns whose items measure 1e308 wide: the second column starts at
        // 1e308 + 1e308, which is not a finite number. That item gets a zero rect, and a
        // warning says why.
        let row = Frame(x: 0, y: 0, width: 300, height: 20, in: Self.screen)
        let items = [GridItem(measuresContent: true), GridItem(measuresContent: true)]
        let (frames, warnings) = Pin.capturingWarnings {
            Grid(columns: [.auto, .auto]).frames(for: items, in: row) { _, _ in Size(width: 1e308, height: 10) }
        }
        #expect(frames.map(\.rect) == [rect(0, 0, 1e308, 20), .zero])
        #expect(
            warnings.map(\.description) == [
                "GridItem[1] won't be applied, its rect is not a finite number (the lengths before it add up past "
                    + "the largest number); a zero rect is used instead."
            ])
        // The same with the widths given.
        let given = [GridItem(width: 1e308), GridItem(width: 1e308)]
        let (_, again) = Pin.capturingWarnings { Grid(columns: [.auto, .auto]).frames(for: given, in: row) }
        #expect(again.map(\.rule) == ["GridItem[1]"])
    }
}
