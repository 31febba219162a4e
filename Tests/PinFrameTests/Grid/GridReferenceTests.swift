import Foundation
import Testing

@testable import PinFrame

/// PinFrame's grids against Taffy, an independent implementation of CSS grid, on the random
/// cases `Scripts/grid-reference/generate.py` writes (the path in `PINFRAME_GRID_CASES`).
/// Skipped otherwise: the cases need Python and a package from PyPI.
@Suite(.enabled(if: ProcessInfo.processInfo.environment["PINFRAME_GRID_CASES"] != nil))
struct GridReferenceTests {
    struct Case: Decodable {
        struct Line: Decodable {
            let kind: String
            let value: Int?
        }
        struct Item: Decodable {
            let width, height: StackReferenceTests.Length?
            let content: [Double]
            let margin: [Double]
            /// Measured text: its words' widths and its line height (see `Text`).
            let words: [Double]?
            let lineHeight: Double?
            let aspectRatio: Double?
            /// Absent in cases written before minimums were drawn.
            let minWidth, minHeight: StackReferenceTests.Length?
            /// The rest of flexbox (`generate.py --flex`): auto margins (top, left, bottom,
            /// right), a position and offsets (in the same order).
            let autoMargins: [Bool]?
            let position: String?
            let offsets: [StackReferenceTests.Length?]?
            let columnStart, columnEnd, rowStart, rowEnd: Line
            let horizontalAlignment, verticalAlignment: String?
        }
        /// The container's size; nil on an axis whose size comes from the content (the
        /// grid's size for an infinite proposal there, as a browser's max-content width and
        /// auto height).
        let width, height: Double?
        let columnSpacing, rowSpacing: Double
        let padding: [Double]
        let columns, rows, autoColumns, autoRows: [RawTrack]
        let flow, horizontalAlignment, verticalAlignment, horizontalDistribution, verticalDistribution: String
        let items: [Item]
        /// The items' frames in the container, then (in cases written since content-sized
        /// containers) the container's own, at (0, 0).
        let frames: [[Double]]
        /// Texts answer as a browser's blocks do (see `Text`): cases laid out by Chromium.
        let fills: Bool?
    }

    /// A track as JSON: `{"kind": "minmax", "min": {...}, "max": {...}}` nests, as does
    /// `{"kind": "repeat", "repetition": "count" | "autoFill" | "autoFit", "count": 2, "tracks": [...]}`.
    final class RawTrack: Decodable, Sendable {
        let kind: String
        let value: Double?
        let min: RawTrack?
        let max: RawTrack?
        let repetition: String?
        let count: Int?
        let tracks: [RawTrack]?

        var track: GridTrack {
            switch kind {
            case "points": .points(value ?? 0)
            case "percent": .percent(value ?? 0)
            case "fraction": .fraction(value ?? 0)
            case "minContent": .minContent
            case "maxContent": .maxContent
            case "fitContent": .fitContent(value ?? 0)
            case "minmax": .minmax(min?.track ?? .auto, max?.track ?? .auto)
            case "repeat":
                .repeating(
                    repetition == "autoFill" ? .autoFill : repetition == "autoFit" ? .autoFit : .count(count ?? 1),
                    (tracks ?? []).map(\.track))
            default: .auto
            }
        }
    }

    static let distributions: [String: StackDistribution] = [
        "start": .start, "center": .center, "end": .end, "spaceBetween": .spaceBetween, "spaceAround": .spaceAround,
        "spaceEvenly": .spaceEvenly, "stretch": .stretch,
    ]
    static let alignments: [String: StackAlignment] = [
        "start": .start, "center": .center, "end": .end, "stretch": .stretch,
    ]
    static let flows: [String: GridFlow] = [
        "rows": .rows, "columns": .columns, "rowsDense": .rowsDense, "columnsDense": .columnsDense,
    ]

    static func line(_ line: Case.Line) -> GridLine {
        switch line.kind {
        case "line": .line(line.value ?? 0)
        case "span": .span(line.value ?? 1)
        default: .auto
        }
    }

    static func insets(_ sides: [Double]) -> EdgeInsets {
        EdgeInsets(top: sides[0], left: sides[1], bottom: sides[2], right: sides[3])
    }

    @Test func gridsMatchTheReference() throws {
        let path = try #require(ProcessInfo.processInfo.environment["PINFRAME_GRID_CASES"])
        let cases = try JSONDecoder().decode([Case].self, from: Data(contentsOf: URL(fileURLWithPath: path)))
        var differing = 0
        var fallbacks = 0
        var lines: [String] = []
        for (number, test) in cases.enumerated() {
            let grid = Grid(
                columns: test.columns.map(\.track), rows: test.rows.map(\.track),
                autoColumns: test.autoColumns.map(\.track), autoRows: test.autoRows.map(\.track),
                columnSpacing: test.columnSpacing, rowSpacing: test.rowSpacing, padding: Self.insets(test.padding),
                flow: Self.flows[test.flow] ?? .rows,
                horizontalAlignment: Self.alignments[test.horizontalAlignment] ?? .stretch,
                verticalAlignment: Self.alignments[test.verticalAlignment] ?? .stretch,
                horizontalDistribution: Self.distributions[test.horizontalDistribution] ?? .stretch,
                verticalDistribution: Self.distributions[test.verticalDistribution] ?? .stretch)
            let items = test.items.map { item in
                var sides: AutoMargins = []
                for (auto, side) in zip(item.autoMargins ?? [], [AutoMargins.top, .left, .bottom, .right]) where auto {
                    sides.insert(side)
                }
                let offsets = item.offsets ?? [nil, nil, nil, nil]
                return GridItem(
                    width: item.width?.dimension, height: item.height?.dimension,
                    contentSize: Size(width: item.content[0], height: item.content[1]),
                    measuresContent: item.words != nil, aspectRatio: item.aspectRatio,
                    minWidth: item.minWidth?.dimension, minHeight: item.minHeight?.dimension,
                    margin: Self.insets(item.margin), autoMargins: sides,
                    columnStart: Self.line(item.columnStart), columnEnd: Self.line(item.columnEnd),
                    rowStart: Self.line(item.rowStart), rowEnd: Self.line(item.rowEnd),
                    horizontalAlignment: item.horizontalAlignment.flatMap { Self.alignments[$0] },
                    verticalAlignment: item.verticalAlignment.flatMap { Self.alignments[$0] },
                    position: item.position == "absolute" ? .absolute : .relative,
                    offsets: Offsets(
                        top: offsets[0]?.dimension, left: offsets[1]?.dimension, bottom: offsets[2]?.dimension,
                        right: offsets[3]?.dimension))
            }
            let texts = test.items.map { item in
                item.words.map { Text($0, lineHeight: item.lineHeight ?? 10, fills: test.fills ?? false) }
            }
            func measure(_ index: Int, _ proposal: Size) -> Size { texts[index]?.size(fitting: proposal) ?? .zero }
            // The items' frames, then, when the case leaves an axis to the content, the
            // container's: sized by the grid there, as a tree sizes a grid it wraps (on a given
            // axis at least its padding, as a browser's box).
            let fromContent = test.width == nil || test.height == nil
            func laidOut(_ grid: Grid) -> [Rect] {
                let proposal = Size(width: test.width ?? .infinity, height: test.height ?? .infinity)
                let size = fromContent ? grid.size(for: items, fitting: proposal, measure: measure) : proposal
                let box = Frame(
                    x: 0, y: 0, width: size.width, height: size.height, in: Frame(width: 1000, height: 1000))
                let frames = grid.frames(for: items, in: box, measure: measure).map(\.rect)
                guard fromContent else { return frames }
                let padding = Self.insets(test.padding)
                let width = max(size.width, padding.left + padding.right)
                return frames + [Rect(x: 0, y: 0, width: width, height: max(size.height, padding.top + padding.bottom))]
            }
            // Taffy computes in 32-bit floats (0.01 is far above its rounding); Chromium in 64ths
            // of a pixel rounded at each step, and a distribution among tracks then an alignment
            // can add up to a tenth.
            let tolerance = test.fills == true ? 0.1 : 0.01
            func matches(_ actual: [Rect]) -> Bool {
                zip(actual, test.frames).allSatisfy { rect, expected in
                    zip([rect.x, rect.y, rect.width, rect.height], expected).allSatisfy { abs($0 - $1) < tolerance }
                }
            }
            let actual = laidOut(grid)
            if matches(actual) { continue }
            // Overflowing tracks with a space-* distribution: the references pack them at the
            // start (CSS's safe fallback), PinFrame centres space-around and space-evenly as
            // its stacks do. Counted apart when that alone is the difference.
            let spaced = [\Grid.horizontalDistribution, \Grid.verticalDistribution].filter {
                [.spaceBetween, .spaceAround, .spaceEvenly].contains(grid[keyPath: $0])
            }
            let packings = spaced.isEmpty ? [] : spaced.map { [$0] } + (spaced.count == 2 ? [spaced] : [])
            let packedMatches = packings.contains { axes in
                var packed = grid
                for axis in axes { packed[keyPath: axis] = .start }
                return matches(laidOut(packed))
            }
            if packedMatches {
                fallbacks += 1
                continue
            }
            differing += 1
            lines.append("\(number) \(actual.map { [$0.x, $0.y, $0.width, $0.height] })")
            if differing <= 8 {
                Issue.record(
                    """
                    case \(number): \(grid)
                      items:    \(items)
                      PinFrame: \(actual)
                      Taffy:    \(test.frames)
                    """)
            }
        }
        // The cases that differ, a line each with its number and PinFrame's frames.
        if let list = ProcessInfo.processInfo.environment["PINFRAME_GRID_DIFFERING"] {
            try lines.joined(separator: "\n").write(toFile: list, atomically: true, encoding: .utf8)
        }
        #expect(
            differing == 0,
            "\(differing) of \(cases.count) cases differ (and \(fallbacks) only by the fallback of overflowing space-* tracks)"
        )
    }
}
