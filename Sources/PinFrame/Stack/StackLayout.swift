/// A stack in one container: its numbers with bad input set aside, the content box, which
/// way each axis runs, and the passes that turn items into frames.
struct StackLayout {
    let stack: Stack
    let spacing: Double
    let lineSpacing: Double
    /// The content box's length on each axis; infinite when a proposal leaves it open.
    let availableMain: Double
    let availableCross: Double
    /// The container's size on the main and cross axes, padding included (infinite: open).
    let containerMain: Double
    let containerCross: Double
    /// Whether the main (cross) axis runs from the container's right or bottom (right).
    let mainReversed: Bool
    let crossReversed: Bool
    /// The padding, each side at least 0.
    let padding: EdgeInsets
    /// Where frames go: the content box in the container's coordinates, the container's
    /// origin in root coordinates, and the root's pixel scale (0: none).
    let contentBox: Rect
    let rootOrigin: Point
    let scale: Double

    /// A line of items: those from `start` up to `end` that are visible (`count`), their
    /// outer hypothetical lengths with the spacing between them, and the thickest one's
    /// outer cross size.
    struct Line {
        var start: Int
        var end: Int
        var count = 0
        var length = 0.0
        var thickness = 0.0
    }

    private init(_ stack: Stack, size: Size, direction: LayoutDirection, rootOrigin: Point, scale: Double) {
        self.stack = stack
        spacing = nonNegative(stack.spacing)
        lineSpacing = nonNegative(stack.lineSpacing)
        padding = EdgeInsets(
            top: nonNegative(stack.padding.top), left: nonNegative(stack.padding.left),
            bottom: nonNegative(stack.padding.bottom), right: nonNegative(stack.padding.right))
        // An open (infinite) size stays open; a finite one less the padding, at least 0.
        func inner(_ length: Double, _ before: Double, _ after: Double) -> Double {
            length.isFinite ? max(0, length - before - after) : length
        }
        let width = inner(size.width, padding.left, padding.right)
        let height = inner(size.height, padding.top, padding.bottom)
        contentBox = Rect(x: padding.left, y: padding.top, width: width, height: height)
        let horizontal = stack.axis == .horizontal
        (availableMain, availableCross) = horizontal ? (width, height) : (height, width)
        (containerMain, containerCross) = horizontal ? (size.width, size.height) : (size.height, size.width)
        // Right to left turns a row round, and a column's cross axis; isReversed then turns
        // the main axis (round again, for a row right to left).
        let rtl = direction == .rtl
        mainReversed = (horizontal && rtl) != stack.isReversed
        crossReversed = !horizontal && rtl
        self.rootOrigin = rootOrigin
        self.scale = scale
    }

    /// The stack laid out in `container`'s bounds.
    init(_ stack: Stack, in container: Frame) {
        let absolute = container.absoluteRect
        self.init(
            stack, size: Size(width: nonNegative(container.rect.width), height: nonNegative(container.rect.height)),
            direction: container.direction, rootOrigin: absolute.isFinite ? absolute.origin : .zero,
            scale: container.scale ?? 0)
    }

    /// The stack measured for a proposal: NaN is open, negative is 0.
    init(_ stack: Stack, fitting proposal: Size) {
        func proposed(_ value: Double) -> Double { value.isNaN ? .infinity : max(0, value) }
        self.init(
            stack, size: Size(width: proposed(proposal.width), height: proposed(proposal.height)), direction: .ltr,
            rootOrigin: .zero, scale: 0)
    }

    func metrics(_ item: borrowing StackItem) -> StackMetrics {
        StackMetrics(
            item, axis: stack.axis, mainReversed: mainReversed, crossReversed: crossReversed,
            alignment: stack.alignment)
    }

    /// Calls `body` with each line, in order: items are added to a line until the wrap
    /// rule starts a new one; hidden items are skipped.
    func forEachLine(count: Int, metrics: (Int) -> StackMetrics, body: (Line) -> Void) {
        // A hair of room, so that lengths adding up to the line only through rounding fit.
        let room = availableMain.isFinite ? availableMain + 1e-9 * max(1, availableMain) : availableMain
        var index = 0
        while index < count {
            var line = Line(start: index, end: index)
            while index < count {
                let item = metrics(index)
                guard !item.isHidden else {
                    index += 1
                    continue
                }
                let outer = item.hypothetical + item.mainMargins
                if line.count > 0 {
                    let full =
                        switch stack.wrap {
                        case .none: false
                        case .wrap: line.length + spacing + outer > room
                        case .count(let perLine): line.count >= max(perLine, 1)
                        }
                    if full { break }
                }
                line.length += (line.count > 0 ? spacing : 0) + outer
                line.thickness = max(line.thickness, item.outerCross)
                line.count += 1
                index += 1
            }
            line.end = index
            if line.count > 0 { body(line) }
        }
    }

    /// The container size the items need (see `Stack.size(for:fitting:)`).
    func size(for items: [StackItem]) -> Size {
        var longest = 0.0
        var thickness = 0.0
        var lines = 0
        // One pass, so each item's metrics are worked out once, where they are needed.
        forEachLine(
            count: items.count, metrics: { metrics(items[$0]) },
            body: { line in
                longest = max(longest, line.length)
                thickness += line.thickness
                lines += 1
            })
        thickness += lineSpacing * Double(max(lines - 1, 0))
        let horizontal = stack.axis == .horizontal
        let (across, down) = (padding.left + padding.right, padding.top + padding.bottom)
        let (paddingMain, paddingCross) = horizontal ? (across, down) : (down, across)
        let main = containerMain.isFinite ? containerMain : longest + paddingMain
        let cross = containerCross.isFinite ? containerCross : thickness + paddingCross
        let size = horizontal ? Size(width: main, height: cross) : Size(width: cross, height: main)
        return Size(width: nonNegative(size.width), height: nonNegative(size.height))
    }
}
