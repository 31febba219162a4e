import PinFrame
import Testing

/// A 400×400 root for stack containers.
let stackRoot = Frame(width: 400, height: 400)

/// A container `width` × `height` at the root's origin.
func container(_ width: Double, _ height: Double, direction: LayoutDirection = .ltr, scale: Double? = nil) -> Frame {
    Frame(
        x: 0, y: 0, width: width, height: height, in: Frame(width: 400, height: 400, direction: direction, scale: scale)
    )
}

/// An item with an explicit width and height (nil: auto).
func item(
    _ width: Double?, _ height: Double? = nil, grow: Double = 0, shrink: Double = 0, minWidth: Double? = nil,
    maxWidth: Double? = nil, margin: EdgeInsets = .zero, alignment: StackAlignment? = nil
) -> StackItem {
    StackItem(
        width: width, height: height, minWidth: minWidth, maxWidth: maxWidth, margin: margin, grow: grow,
        shrink: shrink, alignment: alignment)
}

/// Expects `stack` to lay `items` out in `container` as `expected`, each number within a
/// billionth (shares such as a third are not exact in binary).
func expectStack(
    _ stack: Stack, _ items: [StackItem], in container: Frame, _ expected: [Rect],
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let actual = stack.frames(for: items, in: container).map(\.rect)
    func close(_ a: Rect, _ b: Rect) -> Bool {
        [a.x - b.x, a.y - b.y, a.width - b.width, a.height - b.height].allSatisfy { $0.magnitude < 1e-9 }
    }
    let matches = actual.count == expected.count && zip(actual, expected).allSatisfy(close)
    #expect(
        matches,
        """

          expected: \(expected.map(\.description).joined(separator: "\n            "))
          actual:   \(actual.map(\.description).joined(separator: "\n            "))
        """, sourceLocation: sourceLocation)
}

/// `Rect(x:y:width:height:)` for short expectations.
func r(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Rect {
    Rect(x: x, y: y, width: width, height: height)
}

/// Text for measure functions: words of the given widths (no space between them), each line
/// `lineHeight` high, broken greedily at the width offered (a word wider than that has a line
/// of its own), at the longest word's width for 0 (min-content), on one line for `.infinity`.
/// It answers with its widest line, as a label does;
/// or, when it `fills`, as a block of text in a browser does: as wide as the width offered,
/// up to its natural width and at least its longest word (CSS fit-content).
///
///     Text([40, 40, 40]).size(fitting: Size(width: 100, height: .infinity))   // (width: 80, height: 20)
///     Text([40, 40, 40], fills: true).size(fitting: Size(width: 100, height: .infinity))   // (width: 100, …)
struct Text: Sendable {
    let words: [Double]
    let lineHeight: Double
    let fills: Bool

    init(_ words: [Double], lineHeight: Double = 10, fills: Bool = false) {
        self.words = words
        self.lineHeight = lineHeight
        self.fills = fills
    }

    func size(fitting proposal: Size) -> Size {
        let width = proposal.width > 0 ? proposal.width : words.reduce(0, max)
        var lines = 0
        var widest = 0.0
        var line = 0.0
        for word in words {
            if lines > 0, line + word <= width {
                line += word
            } else {
                lines += 1
                line = word
            }
            widest = max(widest, line)
        }
        let natural = words.reduce(0, +)
        let answer = fills && width.isFinite ? min(natural, max(width, words.reduce(0, max))) : widest
        return Size(width: answer, height: Double(lines) * lineHeight)
    }
}

/// Asks made of a stack's measure function: the item's index and the proposal.
struct Ask: Equatable, CustomStringConvertible {
    let index: Int
    let proposal: Size

    init(_ index: Int, _ width: Double, _ height: Double) {
        self.index = index
        proposal = Size(width: width, height: height)
    }

    var description: String { "\(index): \(proposal)" }
}

/// Open, for proposals in expectations.
let open = Double.infinity

/// Lays `items` out with `stack` in `container`, measuring the items that measure with
/// `texts` (by index), and expects `expected` frames and exactly the asks `asks`, in order.
func expectMeasuredStack(
    _ stack: Stack, _ items: [StackItem], texts: [Int: Text], in container: Frame, _ expected: [Rect],
    asks: [Ask], sourceLocation: SourceLocation = #_sourceLocation
) {
    var made: [Ask] = []
    let actual = stack.frames(for: items, in: container) { index, proposal in
        made.append(Ask(index, proposal.width, proposal.height))
        return texts[index]?.size(fitting: proposal) ?? .zero
    }
    .map(\.rect)
    #expect(
        actual == expected,
        """

          expected: \(expected.map(\.description).joined(separator: "\n            "))
          actual:   \(actual.map(\.description).joined(separator: "\n            "))
        """, sourceLocation: sourceLocation)
    #expect(made == asks, "asks: \(made)", sourceLocation: sourceLocation)
}
