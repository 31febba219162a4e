// What a node was added with, and layouts without a measure function: a tree whose content
// only tags nodes (what to draw, what was hit) needs none.

extension LayoutTree {
    /// The content node `id` was added with (`content:` or `tag:`); nil for other nodes and
    /// for an id that is not the tree's.
    ///
    ///     let bar = LayoutTree<String>(.vertical()) { column in
    ///         column.add(.horizontal(), tag: "toolbar") { row in
    ///             row.add(StackItem(width: 44, height: 44), tag: "back")
    ///             row.add(StackItem(grow: 1))
    ///         }
    ///     }
    ///     (0..<bar.count).map { bar.content(of: $0) }   // [nil, "toolbar", "back", nil]
    ///
    /// - Complexity: O(1).
    public func content(of id: Int) -> Content? {
        let nodes = shared.buffers.pointee.nodes.elements
        guard nodes.indices.contains(id) else { return nil }
        let index = nodes[id].contentIndex
        return contents.indices.contains(index) ? contents[index] : nil
    }

    /// One frame per node, as ``LayoutTree/frames(in:wrapping:measure:fileID:line:)`` gives
    /// them, without a measure function: a measured leaf answers its item's `contentSize` for
    /// every proposal (for a tree whose content only tags nodes).
    ///
    ///     let bar = LayoutTree<String>(.horizontal()) { bar in
    ///         bar.add(StackItem(width: 30), tag: "menu")
    ///         bar.add(.spacer())
    ///     }
    ///     bar.frames(in: Frame(width: 100, height: 20)).map(\.rect)
    ///     // (0, 0, 100, 20), (0, 0, 30, 20), (30, 0, 70, 20)
    public func frames(
        in container: Frame, wrapping: WrapType? = nil, fileID: StaticString = #fileID, line: UInt = #line
    ) -> [Frame] {
        var frames: [Frame] = []
        withContentSizes { sizes in
            layOut(in: container, wrapping: wrapping, fileID: fileID, line: line, scratch: nil, into: &frames) {
                index, _ in sizes[index]
            }
        }
        return frames
    }

    /// ``frames(in:wrapping:fileID:line:)`` written into `frames` (resized to `count`, its
    /// memory kept) instead of a new array.
    ///
    ///     var frames: [Frame] = []
    ///     bar.frames(in: Frame(width: 100, height: 20), into: &frames)
    ///     frames.map(\.rect)   // (0, 0, 100, 20), (0, 0, 30, 20), (30, 0, 70, 20)
    public func frames(
        in container: Frame, wrapping: WrapType? = nil, into frames: inout [Frame], fileID: StaticString = #fileID,
        line: UInt = #line
    ) {
        withContentSizes { sizes in
            shared.buffers.pointee.frames(
                in: container, wrapping: wrapping, fileID: fileID, line: line, scratch: nil, into: &frames,
                lendsRoom: true
            ) { index, _ in sizes[index] }
        }
    }

    /// The root's size for `proposal`, as ``LayoutTree/size(fitting:measure:fileID:line:)``
    /// gives it, without a measure function (measured leaves answer their `contentSize`).
    ///
    ///     LayoutTree(.vertical(spacing: 4)) { column in
    ///         column.add(StackItem(height: 20))
    ///         column.add(StackItem(height: 20))
    ///     }.size(fitting: Size(width: 100, height: .infinity))   // (width: 100, height: 44)
    public func size(fitting proposal: Size, fileID: StaticString = #fileID, line: UInt = #line) -> Size {
        withContentSizes { sizes in
            shared.buffers.pointee.size(fitting: proposal, fileID: fileID, line: line, scratch: nil) { index, _ in
                sizes[index]
            }
        }
    }

    /// Runs `body` with each content index's size for a layout without a measure function:
    /// a measured leaf's item's `contentSize` (the others are never asked). Nothing is
    /// gathered for a tree without measured leaves.
    private func withContentSizes<Result>(_ body: (UnsafeBufferPointer<Size>) -> Result) -> Result {
        let buffers = shared.buffers
        guard buffers.pointee.hasMeasuredLeaves else { return body(UnsafeBufferPointer(start: nil, count: 0)) }
        var sizes = [Size](repeating: .zero, count: contents.count)
        for node in buffers.pointee.nodes.elements where node.kind.isContainer {
            for (offset, id) in node.childIDs(in: buffers.pointee.childIDs.elements).enumerated()
            where buffers.pointee.nodes[Int(id)].kind == .measured {
                let item =
                    node.kind == .stack ? node.stackItems[offset].contentSize : node.gridItems[offset].contentSize
                sizes[buffers.pointee.nodes[Int(id)].contentIndex] = item
            }
        }
        return sizes.withUnsafeBufferPointer(body)
    }
}
