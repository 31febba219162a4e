/// A stack in one container: its numbers with bad input set aside, the content box, which
/// way each axis runs, and the passes that turn items into frames.
struct StackLayout {
    /// What the passes read of the stack itself (the rest is worked into the numbers below):
    /// kept apart so that a layout, which is copied into every pass, does not carry the
    /// whole stack.
    struct Shape {
        let axis: StackAxis
        let distribution: StackDistribution
        let alignment: StackAlignment
        let wrap: StackWrap
        let lineDistribution: StackDistribution
        let isReversed: Bool

        init(_ stack: Stack) {
            (axis, distribution, alignment) = (stack.axis, stack.distribution, stack.alignment)
            (wrap, lineDistribution, isReversed) = (stack.wrap, stack.lineDistribution, stack.isReversed)
        }
    }

    let stack: Shape
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
    /// Whether the container is laid out right to left: directional paddings and margins
    /// put their leading side on the right.
    let rightToLeft: Bool
    /// The padding, each side at least 0, with the room the scroll bars take.
    let padding: EdgeInsets
    /// Where frames go: the content box in the container's coordinates (moved by the scroll
    /// offset), the container's
    /// origin in root coordinates, and the root's pixel scale (0: none).
    let contentBox: Rect
    let rootOrigin: Point
    let scale: Double
    /// Measuring for a proposal of 0 (or less) on the main axis: the content's narrowest.
    let minContentMain: Bool
    /// Measuring a column for a width of 0 (or less): the width is its content's narrowest
    /// (a row's 0 height is answered as an open one: heights follow from widths).
    let minContentCross: Bool
    /// Whether this layout measures the stack (`size(for:)`), which counts items' outer cross
    /// sizes rounded so that laying out in the size found gives them what they measured.
    let sizing: Bool

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

    private init(
        _ stack: Stack, size: Size, direction: LayoutDirection, rootOrigin: Point, scale: Double,
        minContentMain: Bool = false, minContentCross: Bool = false, sizing: Bool = false
    ) {
        let rtl = direction == .rtl
        // Items move by the scroll offset on the axes that scroll.
        self.init(
            Shape(stack), spacing: nonNegative(stack.spacing), lineSpacing: nonNegative(stack.lineSpacing),
            padding: stack.layoutPadding(rightToLeft: rtl),
            shift: stack.overflow.clips ? stack.overflow.shift(rightToLeft: rtl) : .zero, size: size,
            rightToLeft: rtl, rootOrigin: rootOrigin, scale: scale, minContentMain: minContentMain,
            minContentCross: minContentCross, sizing: sizing)
    }

    /// A layout of a stack whose numbers are set aside already (`padding` with its bars).
    private init(
        _ stack: Shape, spacing: Double, lineSpacing: Double, padding: EdgeInsets, shift: Point, size: Size,
        rightToLeft rtl: Bool, rootOrigin: Point, scale: Double, minContentMain: Bool, minContentCross: Bool,
        sizing: Bool
    ) {
        self.stack = stack
        self.sizing = sizing
        self.minContentMain = minContentMain
        self.minContentCross = minContentCross
        self.spacing = spacing
        self.lineSpacing = lineSpacing
        rightToLeft = rtl
        self.padding = padding
        // An open (infinite) size stays open; a finite one less the padding, at least 0.
        func inner(_ length: Double, _ before: Double, _ after: Double) -> Double {
            length.isFinite ? max(0, length - before - after) : length
        }
        let width = inner(size.width, padding.left, padding.right)
        let height = inner(size.height, padding.top, padding.bottom)
        contentBox = Rect(x: padding.left + shift.x, y: padding.top + shift.y, width: width, height: height)
        let horizontal = stack.axis == .horizontal
        (availableMain, availableCross) = horizontal ? (width, height) : (height, width)
        (containerMain, containerCross) = horizontal ? (size.width, size.height) : (size.height, size.width)
        // Right to left turns a row round, and a column's cross axis; isReversed then turns
        // the main axis (round again, for a row right to left).
        mainReversed = (horizontal && rtl) != stack.isReversed
        // Right to left turns a column's cross axis round, and wrapping in reverse turns any
        // stack's cross axis (round again, for a column right to left): lines, and items in
        // them, start from the far side.
        crossReversed = (!horizontal && rtl) != (stack.wrap == .wrapReverse)
        self.rootOrigin = rootOrigin
        self.scale = scale
    }

    /// The stack laid out in `container`'s bounds.
    init(_ stack: Stack, in container: Frame) {
        let origin = container.rootRect.origin
        self.init(
            stack, size: Size(width: nonNegative(container.rect.width), height: nonNegative(container.rect.height)),
            direction: container.direction, rootOrigin: origin.x.isFinite && origin.y.isFinite ? origin : .zero,
            scale: container.scale ?? 0)
    }

    /// The stack measured for a proposal: a finite, non-zero length is the container's size;
    /// infinity, NaN and 0 (or less) leave the axis open, 0 on the main axis (and on a
    /// column's cross axis) to be worked out as the content's narrowest by `size(for:)`.
    init(_ stack: Stack, fitting proposal: Size) {
        func proposed(_ value: Double) -> Double { value > 0 ? value : .infinity }
        let horizontal = stack.axis == .horizontal
        let main = horizontal ? proposal.width : proposal.height
        self.init(
            stack, size: Size(width: proposed(proposal.width), height: proposed(proposal.height)), direction: .ltr,
            rootOrigin: .zero, scale: 0, minContentMain: main <= 0, minContentCross: !horizontal && proposal.width <= 0,
            sizing: true)
    }

    /// This measuring layout with a container length of `main` on the main axis, padding
    /// included; the cross axis as it was.
    func withMainLength(_ main: Double) -> StackLayout {
        withContainer(main: main, cross: containerCross, minContentMain: false)
    }

    /// This measuring layout with a container length of `cross` on the cross axis, padding
    /// included; the main axis as it was, its narrowest still to be found if it was.
    func withCrossLength(_ cross: Double) -> StackLayout {
        withContainer(main: containerMain, cross: cross, minContentMain: minContentMain)
    }

    private func withContainer(main: Double, cross: Double, minContentMain: Bool) -> StackLayout {
        let size = stack.axis == .horizontal ? Size(width: main, height: cross) : Size(width: cross, height: main)
        // Measuring lays out left to right, unscrolled (its padding was worked out so).
        return StackLayout(
            stack, spacing: spacing, lineSpacing: lineSpacing, padding: padding, shift: .zero, size: size,
            rightToLeft: false, rootOrigin: .zero, scale: 0, minContentMain: minContentMain, minContentCross: false,
            sizing: sizing)
    }

    /// Whether the stack has one line whatever its items.
    var isSingleLine: Bool { stack.wrap == .none }

    /// The container length on the main (else the cross) axis that holds `content` inside
    /// its padding: `content` plus both sides, rounded up where the sum rounded down, so
    /// that the layout, which takes the sides off again, finds at least `content` (with a
    /// padding of 1e17 a sum is a multiple of 32); the largest finite number when the sum
    /// overflows.
    func containerLength(holding content: Double, main: Bool) -> Double {
        let (before, after) =
            (stack.axis == .horizontal) == main ? (padding.left, padding.right) : (padding.top, padding.bottom)
        var length = content + before + after
        guard length.isFinite else { return content.isNaN ? 0 : .greatestFiniteMagnitude }
        // A step of one unit in the last place takes one or two tries; the bound is for safety.
        var tries = 0
        while length - before - after < content, tries < 8 {
            length = length.nextUp
            tries += 1
        }
        return length
    }

    /// Calls `body` with each line, in order: items are added to a line until the wrap
    /// rule starts a new one; hidden items are skipped.
    func forEachLine(count: Int, metrics: (Int) -> StackMetrics, body: (Line) -> Void) {
        if isSingleLine {
            var line = Line(start: 0, end: count)
            for index in 0..<count {
                let item = metrics(index)
                guard !item.isHidden else { continue }
                line.length += (line.count > 0 ? spacing : 0) + item.hypothetical + item.mainMargins
                line.thickness = larger(line.thickness, sizing ? item.measuredOuterCross : item.outerCross)
                line.count += 1
            }
            if line.count > 0 { body(line) }
            return
        }
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
                        case .wrap, .wrapReverse: line.length + spacing + outer > room
                        case .count(let perLine): line.count >= max(perLine, 1)
                        }
                    if full { break }
                }
                line.length += (line.count > 0 ? spacing : 0) + outer
                line.thickness = larger(line.thickness, sizing ? item.measuredOuterCross : item.outerCross)
                line.count += 1
                index += 1
            }
            line.end = index
            if line.count > 0 { body(line) }
        }
    }

    /// Resolves each line in turn and calls `body` with it and its thickness: the automatic
    /// minimums of its measured items when it shrinks, its flexible lengths, then the cross
    /// sizes that follow from the main sizes. `contentSized`: some item still needs the
    /// first or the last of these (else they are skipped).
    func resolveLines(
        _ metrics: UnsafeMutableBufferPointer<StackMetrics>, _ items: UnsafeBufferPointer<StackItem>,
        contentSized: Bool, _ measure: StackMeasure, body: (Line, Double) -> Void
    ) {
        forEachLine(
            count: metrics.count, metrics: { metrics[$0] },
            body: { line in
                guard _slowPath(contentSized) else {
                    resolveLengths(of: line, metrics, items)
                    body(line, line.thickness)
                    return
                }
                if line.length > availableMain {
                    for index in line.start..<line.end where metrics[index].pending.contains(.minimum) {
                        measureMinimum(&metrics[index], items[index], at: index, measure)
                    }
                }
                resolveLengths(of: line, metrics, items)
                var thickness = 0.0
                for index in line.start..<line.end where !metrics[index].isHidden {
                    sizeCross(&metrics[index], items[index], at: index, measure)
                    let outer = sizing ? metrics[index].measuredOuterCross : metrics[index].outerCross
                    thickness = larger(thickness, outer)
                }
                body(line, thickness)
            })
    }

    /// The container size the items need (see `Stack.size(for:fitting:)`). Items sized by
    /// their content are laid out as `frames` would lay them out, in scratch space; without
    /// them one pass suffices, as cross sizes do not depend on main sizes.
    func size(for items: [StackItem], measuring: Bool, _ measure: StackMeasure) -> Size {
        items.withUnsafeBufferPointer { size(for: $0, measuring: measuring, measure) }
    }

    /// `size(for:measuring:_:)` of items read where they lie (a tree's children). `room`:
    /// memory for a frame an item that the caller lends for the items' metrics (a tree's, so
    /// that a large container sized again allocates nothing); without it, temporary memory.
    func size(
        for items: UnsafeBufferPointer<StackItem>, measuring: Bool,
        room: UnsafeMutableBufferPointer<Frame>? = nil, _ measure: StackMeasure
    ) -> Size {
        let contentSized = items.contains { item in
            !item.isHidden && ((measuring && item.measuresContent) || positive(item.aspectRatio ?? 0, else: 0) > 0)
        }
        guard _slowPath(contentSized) else { return sizeOfPlainItems(items) }
        func size(_ buffer: UnsafeMutableBufferPointer<StackMetrics>) -> Size {
            // The column's narrowest width first, then everything else at that width.
            guard minContentCross else { return measuredSize(buffer, items, measuring: measuring, measure) }
            return narrowestColumn(buffer, items, measuring: measuring, measure)
                .measuredSize(buffer, items, measuring: measuring, measure)
        }
        // Metrics fit in a frame's place (a test says so); bound back to frames after.
        guard let room, let base = room.baseAddress, room.count >= items.count,
            MemoryLayout<StackMetrics>.stride <= MemoryLayout<Frame>.stride,
            MemoryLayout<StackMetrics>.alignment <= MemoryLayout<Frame>.alignment
        else { return withUnsafeTemporaryAllocation(of: StackMetrics.self, capacity: items.count, size) }
        let raw = UnsafeMutableRawPointer(base)
        defer { _ = raw.bindMemory(to: Frame.self, capacity: items.count) }
        return size(
            UnsafeMutableBufferPointer(
                start: raw.bindMemory(to: StackMetrics.self, capacity: items.count), count: items.count))
    }

    // The steps of `size(for:measuring:_:)` each in a function of its own: a nested stack
    // measures its children from within them, so in a debug build, where every local has its
    // own slot, what they keep on the stack is paid at every level of a deep tree.

    /// The size with every item's metrics worked out afresh into `metrics`, at the narrowest
    /// main length if it is asked for.
    private func measuredSize(
        _ metrics: UnsafeMutableBufferPointer<StackMetrics>, _ items: UnsafeBufferPointer<StackItem>,
        measuring: Bool, _ measure: StackMeasure
    ) -> Size {
        _ = initialize(metrics, for: items, measuring: measuring, measure)
        guard minContentMain else { return measuredSize(metrics, items, measure) }
        return narrowest(metrics, items, measuring: measuring, measure).measuredSize(metrics, items, measure)
    }

    /// This measuring layout at a column's narrowest width.
    private func narrowestColumn(
        _ metrics: UnsafeMutableBufferPointer<StackMetrics>, _ items: UnsafeBufferPointer<StackItem>,
        measuring: Bool, _ measure: StackMeasure
    ) -> StackLayout {
        let narrowest = minContentOuterCross(metrics, items, measuring: measuring, measure)
        return withCrossLength(containerLength(holding: narrowest, main: false))
    }

    /// This measuring layout at its narrowest main length, `metrics` initialised.
    private func narrowest(
        _ metrics: UnsafeMutableBufferPointer<StackMetrics>, _ items: UnsafeBufferPointer<StackItem>,
        measuring: Bool, _ measure: StackMeasure
    ) -> StackLayout {
        var lengths = NarrowestLines(stack: stack, spacing: spacing)
        for index in items.indices where !metrics[index].isHidden {
            lengths.add(minContentOuterMain(&metrics[index], items[index], at: index, measuring: measuring, measure))
        }
        return withMainLength(containerLength(holding: lengths.longest, main: true))
    }

    /// The size of laid-out lines: the container's where it is given, else the longest line
    /// and the lines' thickness, with the padding.
    private func measuredSize(
        _ metrics: UnsafeMutableBufferPointer<StackMetrics>, _ items: UnsafeBufferPointer<StackItem>,
        _ measure: StackMeasure
    ) -> Size {
        var longest = 0.0
        var thickness = 0.0
        var lines = 0
        resolveLines(metrics, items, contentSized: true, measure) { line, lineThickness in
            longest = larger(longest, line.length)
            thickness += lineThickness
            lines += 1
        }
        return containerSize(longest: longest, thickness: thickness, lines: lines)
    }

    /// The container size for items in `lines` lines, the longest `longest`, `thickness`
    /// thick together: the container's where it is given, else the content's with padding.
    private func containerSize(longest: Double, thickness: Double, lines: Int) -> Size {
        let content = thickness + lineSpacing * Double(max(lines - 1, 0))
        let main = containerMain.isFinite ? containerMain : containerLength(holding: longest, main: true)
        let cross = containerCross.isFinite ? containerCross : containerLength(holding: content, main: false)
        let size = stack.axis == .horizontal ? Size(width: main, height: cross) : Size(width: cross, height: main)
        return Size(width: nonNegative(size.width), height: nonNegative(size.height))
    }

    /// `size(for:)` for items that are not sized by their content: one pass, or two to
    /// find the narrowest a wrapping stack can be.
    private func sizeOfPlainItems(_ items: UnsafeBufferPointer<StackItem>) -> Size {
        // No items: no lines (what the passes below would find too).
        guard let first = items.baseAddress else { return containerSize(longest: 0, thickness: 0, lines: 0) }
        let horizontal = stack.axis == .horizontal
        func plain(_ index: Int) -> StackMetrics {
            StackMetrics(
                first + index, horizontal: horizontal, mainReversed: mainReversed, crossReversed: crossReversed,
                rightToLeft: rightToLeft, alignment: stack.alignment, block: (availableMain, availableCross))
        }
        // The narrowest: no line longer than its longest item (one with `.wrap` or
        // `.wrapReverse`; with no wrap or a count per line, the lines as they are, which an
        // open length gives too).
        if minContentMain, stack.wrap == .wrap || stack.wrap == .wrapReverse {
            var longestItem = 0.0
            for index in items.indices where !items[index].isHidden {
                let item = plain(index)
                guard !item.isHidden else { continue }
                longestItem = larger(longestItem, item.hypothetical + item.mainMargins)
            }
            return withMainLength(containerLength(holding: longestItem, main: true)).sizeOfPlainItems(items)
        }
        var longest = 0.0
        var thickness = 0.0
        var lines = 0
        // One pass, so each item's metrics are worked out once, where they are needed.
        forEachLine(
            count: items.count, metrics: plain,
            body: { line in
                longest = larger(longest, line.length)
                thickness += line.thickness
                lines += 1
            })
        return containerSize(longest: longest, thickness: thickness, lines: lines)
    }
}

/// The lengths of a stack's lines when every item is at its narrowest: summed on one line,
/// the longest item when the stack wraps by length, the longest line of n with n per line.
struct NarrowestLines {
    let stack: StackLayout.Shape
    let spacing: Double
    private(set) var longest = 0.0
    private var line = 0.0
    private var count = 0

    init(stack: StackLayout.Shape, spacing: Double) {
        self.stack = stack
        self.spacing = spacing
    }

    mutating func add(_ outer: Double) {
        switch stack.wrap {
        case .none:
            line += (count > 0 ? spacing : 0) + outer
        case .wrap, .wrapReverse:
            line = outer
        case .count(let perLine):
            if count >= max(perLine, 1) { (line, count) = (0, 0) }
            line += (count > 0 ? spacing : 0) + outer
        }
        count += 1
        longest = larger(longest, line)
    }
}
