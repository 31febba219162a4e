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
