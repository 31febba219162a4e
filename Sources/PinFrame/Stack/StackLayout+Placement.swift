extension StackLayout {
    /// The frames of `items` in `container`: lines, their place across the stack, each
    /// line's lengths, and each item's place in its line.
    ///
    /// The items' metrics are worked out once and kept while the lines are resolved. They
    /// live in spare capacity of the array that is returned, so that the layout makes no
    /// allocation but that array (the standard library's temporary allocation is on the
    /// heap past a kilobyte on Linux). The frames come first; the metrics, a trivial type,
    /// are left behind as uninitialised capacity.
    ///
    /// `measure` is asked about the items that measure their content when `measuring`.
    func frames(for items: [StackItem], in container: Frame, measuring: Bool, _ measure: StackMeasure) -> [Frame] {
        let count = items.count
        let frameStride = MemoryLayout<Frame>.stride
        // Room for the metrics after the frames, and for aligning them.
        let spare = (count * MemoryLayout<StackMetrics>.stride + MemoryLayout<StackMetrics>.alignment) / frameStride + 1
        return [Frame](unsafeUninitializedCapacity: count + spare) { buffer, initialized in
            guard let first = buffer.baseAddress else { return }
            let tail = UnsafeMutableRawPointer(first + count)
            let start = tail.alignedUp(for: StackMetrics.self).bindMemory(to: StackMetrics.self, capacity: count)
            let metrics = UnsafeMutableBufferPointer(start: start, count: count)
            let contentSized = items.withUnsafeBufferPointer { items in
                initialize(metrics, for: items, measuring: measuring, measure)
            }
            var frame = Frame(.zero, in: container)
            for index in 0..<count {
                frame.isHidden = metrics[index].isHidden
                (first + index).initialize(to: frame)
            }
            initialized = count
            place(
                metrics, contentSized: contentSized, measure,
                into: UnsafeMutableBufferPointer(start: first, count: count))
            _ = tail.bindMemory(to: Frame.self, capacity: buffer.count - count)
        }
    }

    /// Lays the items out into `frames`: each line resolved (its lengths, then the cross
    /// sizes that follow them), the lines placed across the stack, then each line's items.
    func place(
        _ metrics: UnsafeMutableBufferPointer<StackMetrics>, contentSized: Bool, _ measure: StackMeasure,
        into frames: UnsafeMutableBufferPointer<Frame>
    ) {
        var lines = 0
        var thickness = 0.0
        resolveLines(metrics, contentSized: contentSized, measure) { _, lineThickness in
            lines += 1
            thickness += lineThickness
        }
        // One line that does not wrap is as thick as the content box; wrapping lines are
        // as thick as their items, placed and stretched by the line distribution.
        let singleLine = isSingleLine
        let leftover = availableCross - thickness - lineSpacing * Double(max(lines - 1, 0))
        let stretched = !singleLine && stack.lineDistribution == .stretch && leftover > 0
        let extra = stretched ? leftover / Double(lines) : 0
        let (leading, between) = singleLine ? (0, 0) : stack.lineDistribution.spacing(sharing: leftover, among: lines)
        var lineStart = leading
        forEachLine(
            count: metrics.count, metrics: { metrics[$0] },
            body: { line in
                // The lines break as before; their thickness now has every final cross size.
                let lineThickness = singleLine ? availableCross : line.thickness + extra
                place(line, metrics, from: lineStart, thickness: lineThickness, into: frames)
                lineStart += lineThickness + lineSpacing + between
            })
    }

    /// Places `line`'s items along it by the distribution and across it by their
    /// alignment, the line starting `crossStart` into the content box.
    func place(
        _ line: Line, _ metrics: UnsafeMutableBufferPointer<StackMetrics>, from crossStart: Double, thickness: Double,
        into frames: UnsafeMutableBufferPointer<Frame>
    ) {
        var used = spacing * Double(line.count - 1)
        for index in line.start..<line.end where !metrics[index].isHidden {
            used += metrics[index].target + metrics[index].mainMargins
        }
        let (leading, between) = stack.distribution.spacing(sharing: availableMain - used, among: line.count)
        var cursor = leading
        for index in line.start..<line.end where !metrics[index].isHidden {
            let item = metrics[index]
            let start = cursor + item.leadingMargin
            let end = start + item.target
            let crossLength = item.crossSize(inLineOf: thickness)
            let crossOffset = crossStart + item.crossOffset(size: crossLength, inLineOf: thickness)
            frames[index].rect = rect(
                main: (start, end, item.target), cross: (crossOffset, crossOffset + crossLength, crossLength))
            cursor = end + item.trailingMargin + spacing + between
        }
    }

    /// The rect of an item whose main and cross extents run from `start` to `end` (`length`
    /// long) from the start of each axis of the content box. An axis that is reversed is
    /// measured from the box's far side, and under a pixel scale the edges are rounded in
    /// root coordinates, halves away from zero: neighbours sharing an edge share the
    /// rounded edge, so they tile. A rect that would not be finite is a zero rect.
    func rect(main: (start: Double, end: Double, length: Double), cross: (start: Double, end: Double, length: Double))
        -> Rect
    {
        let horizontal = stack.axis == .horizontal
        let x = horizontal ? main : cross
        let y = horizontal ? cross : main
        let reversedX = horizontal ? mainReversed : crossReversed
        let reversedY = horizontal ? false : mainReversed
        let (left, width) = edge(
            x, from: contentBox.x, across: contentBox.width, reversed: reversedX, root: rootOrigin.x)
        let (top, height) = edge(
            y, from: contentBox.y, across: contentBox.height, reversed: reversedY, root: rootOrigin.y)
        let rect = Rect(x: left, y: top, width: width, height: height)
        return rect.isFinite ? rect : .zero
    }

    /// One axis of `rect(main:cross:)`: the origin and length in the container.
    private func edge(
        _ extent: (start: Double, end: Double, length: Double), from origin: Double, across available: Double,
        reversed: Bool, root: Double
    ) -> (origin: Double, length: Double) {
        // Reversed, the far side is the start: the same arithmetic on both neighbours of a
        // shared edge keeps it one number.
        let far = origin + available
        let (low, high) =
            reversed ? (far - extent.end, far - extent.start) : (origin + extent.start, origin + extent.end)
        guard scale > 0 else { return (low, extent.length) }
        // A value too large to count in pixels (its pixel count overflows) stays as it is.
        func snapped(_ value: Double) -> Double {
            let pixels = ((root + value) * scale).rounded() / scale
            return pixels.isFinite ? pixels : root + value
        }
        let (rootLow, rootHigh) = (snapped(low), snapped(high))
        return (rootLow - root, rootHigh - rootLow)
    }
}
