extension StackLayout {
    /// The frames of `items` in `container`: lines, their place across the stack, each
    /// line's lengths, and each item's place in its line.
    ///
    /// The items' metrics are worked out once and kept while the lines are resolved, each in
    /// the place its frame will take in the array that is returned (metrics are no larger
    /// than a frame, and both are plain bytes): the layout allocates nothing but that array,
    /// and the array keeps nothing but the frames. An item's frame replaces its metrics once
    /// its line is placed, after which they are not read again.
    ///
    /// `measure` is asked about the items that measure their content when `measuring`.
    func frames(for items: [StackItem], in container: Frame, measuring: Bool, _ measure: StackMeasure) -> [Frame] {
        // Appending a sequence that writes itself allocates the array through code
        // specialised for frames: `Array(unsafeUninitializedCapacity:)` allocates through a
        // generic path that looks the array's type up at run time, on every call. The
        // sequence refers to what it lays out rather than copying it.
        let blank = Frame(.zero, in: container)
        return withUnsafePointer(to: self) { layout in
            items.withUnsafeBufferPointer { items in
                withoutActuallyEscaping(measure) { measure in
                    var frames: [Frame] = []
                    frames.append(
                        contentsOf: StackFrames(
                            layout: layout, items: items, blank: blank, measuring: measuring, measure))
                    return frames
                }
            }
        }
    }

    /// Lays `items` out into `buffer`, room for as many frames, each starting as `blank`,
    /// and returns how many it wrote.
    func write(
        _ items: UnsafeBufferPointer<StackItem>, blank: Frame, measuring: Bool, _ measure: StackMeasure,
        into buffer: UnsafeMutableBufferPointer<Frame>
    ) -> Int {
        let count = items.count
        guard let first = buffer.baseAddress, buffer.count >= count else { return 0 }
        let raw = UnsafeMutableRawPointer(first)
        func layOut(_ metrics: UnsafeMutableBufferPointer<StackMetrics>) {
            let passes = initialize(metrics, for: items, measuring: measuring, measure)
            place(metrics, items, passes, measure, into: FrameSlots(start: raw, blank: blank))
            if _slowPath(passes.fields.contains(.absolute)) {
                placePositioned(items, measuring: measuring, measure, into: FrameSlots(start: raw, blank: blank))
            }
        }
        // Always true (a test says so); were the metrics to outgrow a frame, they would go
        // to scratch memory instead.
        if MemoryLayout<StackMetrics>.stride <= MemoryLayout<Frame>.stride,
            MemoryLayout<StackMetrics>.alignment <= MemoryLayout<Frame>.alignment
        {
            layOut(
                UnsafeMutableBufferPointer(start: raw.bindMemory(to: StackMetrics.self, capacity: count), count: count))
        } else {
            withUnsafeTemporaryAllocation(of: StackMetrics.self, capacity: count, layOut)
        }
        _ = raw.bindMemory(to: Frame.self, capacity: count)
        return count
    }

    /// Lays the items out, writing each frame into `slots` where its metrics were: each
    /// line resolved (its lengths, then the cross sizes that follow them), the lines placed
    /// across the stack, then each line's items.
    func place(
        _ metrics: UnsafeMutableBufferPointer<StackMetrics>, _ items: UnsafeBufferPointer<StackItem>,
        _ passes: StackPasses, _ measure: StackMeasure, into slots: FrameSlots
    ) {
        let fields = passes.fields
        var lines = 0
        var thickness = 0.0
        var only = Line(start: 0, end: 0)
        resolveLines(metrics, items, contentSized: passes.contentSized, measure) { line, lineThickness in
            lines += 1
            thickness += lineThickness
            only = line
        }
        // One line that does not wrap is as thick as the content box; wrapping lines are
        // as thick as their items, placed and stretched by the line distribution.
        let singleLine = isSingleLine
        if singleLine {
            if lines > 0 { place(only, metrics, items, from: 0, thickness: availableCross, fields, into: slots) }
            for index in only.end..<metrics.count { slots.hide(index) }
            return
        }
        let leftover = availableCross - thickness - lineSpacing * Double(max(lines - 1, 0))
        let stretched = !singleLine && stack.lineDistribution == .stretch && leftover > 0
        let extra = stretched ? leftover / Double(lines) : 0
        let (leading, between) = singleLine ? (0, 0) : stack.lineDistribution.spacing(sharing: leftover, among: lines)
        var lineStart = leading
        var placed = 0
        forEachLine(
            count: metrics.count, metrics: { metrics[$0] },
            body: { line in
                // The lines break as before; their thickness now has every final cross size.
                let lineThickness = singleLine ? availableCross : line.thickness + extra
                place(line, metrics, items, from: lineStart, thickness: lineThickness, fields, into: slots)
                lineStart += lineThickness + lineSpacing + between
                placed = line.end
            })
        // Hidden items after the last line.
        for index in placed..<metrics.count { slots.hide(index) }
    }

    /// Places `line`'s items along it by the distribution and across it by their
    /// alignment, the line starting `crossStart` into the content box; its hidden items get
    /// a hidden zero frame.
    func place(
        _ line: Line, _ metrics: UnsafeMutableBufferPointer<StackMetrics>, _ items: UnsafeBufferPointer<StackItem>,
        from crossStart: Double, thickness: Double, _ fields: FlexFields, into slots: FrameSlots
    ) {
        var used = spacing * Double(line.count - 1)
        for index in line.start..<line.end where !metrics[index].isHidden {
            used += metrics[index].target + metrics[index].mainMargins
        }
        // Auto margins take positive free space before the distribution, which then has none.
        let free = availableMain - used
        let shared = _slowPath(fields.contains(.autoMargins)) && shareFreeSpace(free, amongAutoMarginsOf: line, metrics)
        let (leading, between) = shared ? (0, 0) : stack.distribution.spacing(sharing: free, among: line.count)
        let horizontal = stack.axis == .horizontal
        var cursor = leading
        for index in line.start..<line.end {
            let item = metrics[index]
            guard !item.isHidden else {
                slots.hide(index)
                continue
            }
            let start = cursor + item.leadingMargin
            let end = start + item.target
            let crossLength = item.crossSize(
                inLineOf: thickness, limits: items[index].crossLimits(horizontal: horizontal, in: availableCross))
            let crossOffset = crossStart + item.crossOffset(size: crossLength, inLineOf: thickness)
            let main = (start: start, end: end, length: item.target)
            let cross = (start: crossOffset, end: crossOffset + crossLength, length: crossLength)
            let keepsRatio = scale > 0 ? items[index].followsRatio : false
            guard _slowPath(fields.contains(.offsets)), items[index].flexFields.contains(.offsets) else {
                slots.place(index, rect(main: main, cross: cross, keepingLengths: keepsRatio))
                cursor = end + item.trailingMargin + spacing + between
                continue
            }
            slots.place(index, movedByOffsets(items[index], main: main, cross: cross, keepingLengths: keepsRatio))
            cursor = end + item.trailingMargin + spacing + between
        }
    }

    /// Shares `free` equally among the auto margins on the main axis of `line`'s items, adding
    /// each share to its margin; returns whether it did (some item has one, and the space is
    /// positive and finite).
    private func shareFreeSpace(
        _ free: Double, amongAutoMarginsOf line: Line, _ metrics: UnsafeMutableBufferPointer<StackMetrics>
    ) -> Bool {
        var sides = 0
        for index in line.start..<line.end where !metrics[index].isHidden {
            sides += metrics[index].autoMargins.mainCount
        }
        guard sides > 0, free > 0, free.isFinite else { return false }
        let share = free / Double(sides)
        for index in line.start..<line.end where !metrics[index].isHidden {
            if metrics[index].autoMargins.contains(.leading) { metrics[index].leadingMargin += share }
            if metrics[index].autoMargins.contains(.trailing) { metrics[index].trailingMargin += share }
        }
        return true
    }

    /// The rect of an item in the flow at `main` and `cross`, moved by its offsets (CSS
    /// `position: relative`): percentages of the content box, physical sides turned into the
    /// stack's axes, before rounding to pixels.
    private func movedByOffsets(
        _ item: borrowing StackItem, main: Extent, cross: Extent, keepingLengths: Bool
    ) -> Rect {
        let shift = item.offsets.shift(in: contentBox.size, rightToLeft: rightToLeft)
        let horizontal = stack.axis == .horizontal
        let (mainShift, crossShift) = horizontal ? (shift.x, shift.y) : (shift.y, shift.x)
        let alongMain = mainReversed ? -mainShift : mainShift
        let alongCross = crossReversed ? -crossShift : crossShift
        return rect(
            main: (main.start + alongMain, main.end + alongMain, main.length),
            cross: (cross.start + alongCross, cross.end + alongCross, cross.length), keepingLengths: keepingLengths)
    }

    /// The rect of an item whose main and cross extents run from `start` to `end` (`length`
    /// long) from the start of each axis of the content box. An axis that is reversed is
    /// measured from the box's far side (the box has moved by the scroll offset). Under a
    /// pixel scale the edges are rounded in root coordinates, halves away from zero (`pixelSnapped`):
    /// neighbours sharing an edge share its pixel, so they tile, and items as many pixels long
    /// are as long to the last bit; `keepingLengths` (an item whose side follows its ratio), each length is rounded
    /// from itself, so that the ratio holds. A rect that would not be finite is a zero rect.
    /// `snapping: false`: before rounding to pixels.
    func rect(main: Extent, cross: Extent, keepingLengths: Bool = false, snapping: Bool = true) -> Rect {
        let horizontal = stack.axis == .horizontal
        let x = horizontal ? main : cross
        let y = horizontal ? cross : main
        let reversedX = horizontal ? mainReversed : crossReversed
        let reversedY = horizontal ? crossReversed : mainReversed
        let (left, width) = edge(
            x, from: contentBox.x, across: contentBox.width, reversed: reversedX, root: rootOrigin.x,
            keepingLength: keepingLengths, snapping: snapping)
        let (top, height) = edge(
            y, from: contentBox.y, across: contentBox.height, reversed: reversedY, root: rootOrigin.y,
            keepingLength: keepingLengths, snapping: snapping)
        let rect = Rect(x: left, y: top, width: width, height: height)
        return rect.isFinite ? rect : .zero
    }

    /// One axis of `rect(main:cross:)`: the origin and length in the container.
    private func edge(
        _ extent: Extent, from origin: Double, across available: Double,
        reversed: Bool, root: Double, keepingLength: Bool, snapping: Bool
    ) -> (origin: Double, length: Double) {
        // Reversed, the far side is the start: the same arithmetic on both neighbours of a
        // shared edge keeps it one number.
        let far = origin + available
        let (low, high) =
            reversed ? (far - extent.end, far - extent.start) : (origin + extent.start, origin + extent.end)
        guard scale > 0, snapping else { return (low, extent.length) }
        return pixelSnapped(low, high, root: root, scale: scale, keepingLength: keepingLength)
    }
}

/// Where an item runs on one axis, from the start of that axis of the content box.
typealias Extent = (start: Double, end: Double, length: Double)

/// Where a stack's frames go: the places of the array being returned, each holding an
/// item's metrics until its frame is written there.
struct FrameSlots {
    let start: UnsafeMutableRawPointer
    /// A frame in the container, zero-sized: what every frame starts from.
    let blank: Frame

    /// Writes the frame of item `index`, with `rect`, over its metrics.
    func place(_ index: Int, _ rect: Rect) {
        var frame = blank
        frame.setLaidOut(rect)
        start.storeBytes(of: frame, toByteOffset: index * MemoryLayout<Frame>.stride, as: Frame.self)
    }

    /// Writes the hidden zero frame of item `index` over its metrics.
    func hide(_ index: Int) {
        var frame = blank
        frame.isHidden = true
        start.storeBytes(of: frame, toByteOffset: index * MemoryLayout<Frame>.stride, as: Frame.self)
    }
}

/// A stack's frames as a sequence that writes itself into the array it is appended to (the
/// array's own storage), so that laying out makes one allocation, sized for the frames.
struct StackFrames: Sequence {
    let layout: UnsafePointer<StackLayout>
    let items: UnsafeBufferPointer<StackItem>
    let blank: Frame
    let measuring: Bool
    let measure: StackMeasure

    init(
        layout: UnsafePointer<StackLayout>, items: UnsafeBufferPointer<StackItem>, blank: Frame, measuring: Bool,
        _ measure: @escaping StackMeasure
    ) {
        self.layout = layout
        self.items = items
        self.blank = blank
        self.measuring = measuring
        self.measure = measure
    }

    /// Nothing to iterate: the frames are only ever written in place.
    struct Iterator: IteratorProtocol {
        mutating func next() -> Frame? { nil }
    }

    func makeIterator() -> Iterator { Iterator() }

    var underestimatedCount: Int { items.count }

    func _copyContents(initializing buffer: UnsafeMutableBufferPointer<Frame>) -> (Iterator, Int) {
        (Iterator(), layout.pointee.write(items, blank: blank, measuring: measuring, measure, into: buffer))
    }
}
