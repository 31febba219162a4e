import Foundation
import PinFrame
import Testing

/// PinFrame's stacks against an independent implementation of CSS flexbox — Taffy, or
/// Chromium for cases marked `fills` — on the random cases `Scripts/flexbox-reference.sh`
/// generates (it sets `PINFRAME_FLEX_CASES`). Skipped otherwise: the cases need Python, a
/// package from PyPI and a browser.
@Suite(.quietLog, .enabled(if: ProcessInfo.processInfo.environment["PINFRAME_FLEX_CASES"] != nil))
struct StackReferenceTests {
    /// A length as the scripts write it: a number of points or a string "N%".
    struct Length: Decodable {
        let dimension: PinFrame.Dimension

        init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let points = try? container.decode(Double.self) {
                dimension = .points(points)
            } else {
                let text = try container.decode(String.self)
                dimension = .percent(Double(text.dropLast()) ?? .nan)
            }
        }
    }

    struct Case: Decodable {
        struct Item: Decodable {
            let width, height, minWidth, maxWidth, minHeight, maxHeight: Length?
            /// The rest of flexbox (`generate.py --flex`): a basis, auto margins (top, left,
            /// bottom, right), a position and offsets (in the same order).
            let basis: Length?
            let autoMargins: [Bool]?
            let position: String?
            let offsets: [Length?]?
            let margin: [Double]
            let grow, shrink: Double
            let alignment: String?
            /// Measured text: its words' widths and its line height (see `Text`).
            let words: [Double]?
            let lineHeight: Double?
            let aspectRatio: Double?
        }
        let horizontal, reversed, wrap: Bool
        /// A wrapping stack's lines from the cross end (CSS `wrap-reverse`).
        let wrapReverse: Bool?
        let width, height, spacing, lineSpacing: Double
        let padding: [Double]
        let distribution, lineDistribution, alignment: String
        let items: [Item]
        let expected: [[Double]]
        /// Texts answer as a browser's blocks do (see `Text`): cases laid out by Chromium.
        let fills: Bool?
    }

    static let distributions: [String: StackDistribution] = [
        "start": .start, "center": .center, "end": .end, "spaceBetween": .spaceBetween, "spaceAround": .spaceAround,
        "spaceEvenly": .spaceEvenly, "stretch": .stretch,
    ]
    static let alignments: [String: StackAlignment] = [
        "start": .start, "center": .center, "end": .end, "stretch": .stretch,
    ]

    static func insets(_ sides: [Double]) -> EdgeInsets {
        EdgeInsets(top: sides[0], left: sides[1], bottom: sides[2], right: sides[3])
    }

    /// The item a case's item describes.
    static func item(_ item: Case.Item) -> StackItem {
        var sides: AutoMargins = []
        for (auto, side) in zip(item.autoMargins ?? [], [AutoMargins.top, .left, .bottom, .right]) where auto {
            sides.insert(side)
        }
        let offsets = item.offsets ?? [nil, nil, nil, nil]
        return StackItem(
            width: item.width?.dimension, height: item.height?.dimension, measuresContent: item.words != nil,
            aspectRatio: item.aspectRatio, basis: item.basis?.dimension, minWidth: item.minWidth?.dimension,
            maxWidth: item.maxWidth?.dimension, minHeight: item.minHeight?.dimension,
            maxHeight: item.maxHeight?.dimension, margin: Self.insets(item.margin), autoMargins: sides, grow: item.grow,
            shrink: item.shrink, alignment: item.alignment.flatMap { Self.alignments[$0] },
            position: item.position == "absolute" ? .absolute : .relative,
            offsets: Offsets(
                top: offsets[0]?.dimension, left: offsets[1]?.dimension, bottom: offsets[2]?.dimension,
                right: offsets[3]?.dimension))
    }

    @Test func stacksMatchTheReference() throws {
        let path = try #require(ProcessInfo.processInfo.environment["PINFRAME_FLEX_CASES"])
        let cases = try JSONDecoder().decode([Case].self, from: Data(contentsOf: URL(fileURLWithPath: path)))
        var differing = 0
        var lines: [String] = []
        for (number, test) in cases.enumerated() {
            let stack = Stack(
                test.horizontal ? .horizontal : .vertical, spacing: test.spacing, lineSpacing: test.lineSpacing,
                padding: Self.insets(test.padding), distribution: Self.distributions[test.distribution] ?? .start,
                alignment: Self.alignments[test.alignment] ?? .stretch,
                wrap: test.wrap ? (test.wrapReverse == true ? .wrapReverse : .wrap) : .none,
                lineDistribution: Self.distributions[test.lineDistribution] ?? .start, isReversed: test.reversed)
            let items = test.items.map(Self.item)
            let texts = test.items.map { item in
                item.words.map { Text($0, lineHeight: item.lineHeight ?? 10, fills: test.fills ?? false) }
            }
            let box = Frame(x: 0, y: 0, width: test.width, height: test.height, in: Frame(width: 1000, height: 1000))
            let actual = stack.frames(for: items, in: box) { index, proposal in
                texts[index]?.size(fitting: proposal) ?? .zero
            }
            .map(\.rect)
            // Taffy computes in 32-bit floats; Chromium in 64ths of a pixel, rounding each step (so a
            // few steps can add up to 4 of them).
            let tolerance = test.fills == true ? 0.0625 : 0.01
            let matches = zip(actual, test.expected).allSatisfy { rect, expected in
                zip([rect.x, rect.y, rect.width, rect.height], expected).allSatisfy { abs($0 - $1) < tolerance }
            }
            guard !matches else { continue }
            differing += 1
            let frames = actual.map { "[\($0.x), \($0.y), \($0.width), \($0.height)]" }.joined(separator: ", ")
            lines.append("\(number) [\(frames)]")
            if differing <= 5 {
                Issue.record(
                    """
                    case \(number): \(stack)
                      items:    \(items)
                      PinFrame: \(actual)
                      \(test.fills == true ? "Chromium:" : "Taffy:   ") \(test.expected)
                    """)
            }
        }
        // The cases that differ, each a line with its number and PinFrame's frames, for
        // Scripts/flexbox-reference/replay.py.
        if let list = ProcessInfo.processInfo.environment["PINFRAME_FLEX_DIFFERING"] {
            try lines.joined(separator: "\n").write(toFile: list, atomically: true, encoding: .utf8)
        }
        #expect(differing == 0, "\(differing) of \(cases.count) cases differ")
    }
}
