// A tree's layout entry points: the frames of every node, or the root's size, with the
// tree's input warnings reported while someone listens.

extension TreeBuffers {
    /// Writes the frames of every node (see `LayoutTree.frames(in:wrapping:measure:)`) into
    /// `frames`, the measured leaves answered by `measureContent(content index, proposal)`.
    /// Without `scratch`, `lendsRoom` lets the call keep its own measurement cache in `frames`,
    /// past the frames, rather than in temporary memory (which is the heap's for all but small
    /// trees): a kept array keeps that room too.
    func frames(
        in container: Frame, wrapping: WrapType?, fileID: StaticString, line: UInt,
        scratch: UnsafeMutablePointer<TreeScratch>?, into frames: inout [Frame], lendsRoom: Bool = false,
        measureContent: LeafMeasure
    ) {
        let spareFrames = scratch == nil && lendsRoom ? TreeRunState.spareFrames(nodes: nodes.count) : 0
        // Sized without copying a collection in: a debug build pays for each generic step of
        // each element. What the frames hold is written by the layout (the root's first).
        let needed = nodes.count + spareFrames
        if frames.isEmpty {
            frames = Array(repeating: container, count: needed)
        } else {
            if frames.count > needed { frames.removeLast(frames.count - needed) }
            while frames.count < needed { frames.append(container) }
        }
        defer { frames.removeLast(spareFrames) }
        frames.withUnsafeMutableBufferPointer { all in
            let count = nodes.count
            let base = all.baseAddress
            let spare = UnsafeMutableBufferPointer(start: base.map { $0 + count }, count: all.count - count)
            let frames = UnsafeMutableBufferPointer(start: base, count: count)
            guard _slowPath(Pin.isListening) else {
                return self.frames(
                    in: container, wrapping: wrapping, report: nil, scratch: scratch, spare: spare, into: frames,
                    measureContent: measureContent)
            }
            reporting(containerSize: container.rect.size, fileID: fileID, line: line) {
                self.frames(
                    in: container, wrapping: wrapping, report: $0, scratch: scratch, spare: spare, into: frames,
                    measureContent: measureContent)
            }
        }
    }

    /// The root's size for `proposal` (see `LayoutTree.size(fitting:measure:)`).
    func size(
        fitting proposal: Size, fileID: StaticString, line: UInt, scratch: UnsafeMutablePointer<TreeScratch>?,
        measureContent: LeafMeasure
    ) -> Size {
        guard _slowPath(Pin.isListening) else {
            return TreeRunState.run(self, report: nil, scratch: scratch) {
                $0.size(of: 0, fitting: proposal, measureContent)
            }
        }
        return reporting(containerSize: nil, fileID: fileID, line: line) { report in
            TreeRunState.run(self, report: report, scratch: scratch) {
                $0.size(of: 0, fitting: proposal, measureContent)
            }
        }
    }

    /// `body`'s result, with the tree's input warnings and what `body` noted sent to the
    /// capture or the log: for when someone listens.
    private func reporting<Result>(
        containerSize: Size?, fileID: StaticString, line: UInt, _ body: (GridReport) -> Result
    ) -> Result {
        let warnings = inputWarnings(containerSize: containerSize)
        let report = GridReport { "LayoutTree[\($0)]" }
        let result = body(report)
        reportInputWarnings(warnings + report.warnings, fileID: fileID, line: line)
        return result
    }

    private func frames(
        in container: Frame, wrapping: WrapType?, report: GridReport?, scratch: UnsafeMutablePointer<TreeScratch>?,
        spare: UnsafeMutableBufferPointer<Frame>, into frames: UnsafeMutableBufferPointer<Frame>,
        measureContent: LeafMeasure
    ) {
        TreeRunState.run(self, report: report, scratch: scratch, spare: spare) { run in
            // The root's size: the container's, or its content's on the axes it wraps, for
            // the container's size on the other.
            var size = Size(width: nonNegative(container.rect.width), height: nonNegative(container.rect.height))
            if let wrapping {
                let proposal = Size(
                    width: wrapping.wrapsWidth ? .infinity : size.width,
                    height: wrapping.wrapsHeight ? .infinity : size.height)
                let content = run.size(of: 0, fitting: proposal, measureContent)
                if wrapping.wrapsWidth { size.width = content.width }
                if wrapping.wrapsHeight { size.height = content.height }
            }
            // The root's frame at that size: on an axis it does not wrap, the container's own
            // size, or 0 where that is not a finite number ≥ 0 (as the warning says).
            var root = container
            var rect = container.rect
            rect.size = size
            root.setLaidOut(rect)
            // Every other node is written as its parent is laid out.
            if !frames.isEmpty { frames[0] = root }
            run.place(childrenOf: 0, into: frames, measureContent)
            round(frames, in: container, scale: container.scale ?? 0)
        }
    }
}
