/// A whole layout of nested stacks, grids and measured content, laid out in one call: the
/// shape FlexLayout builds with `define { flex in flex.addItem()… }`, built anew for each
/// layout and kept nowhere else. Each container lays out its children by the rules of
/// ``Stack`` and ``Grid``; a nested container is sized from its children, as a measured item
/// whose answer is the container's own size. Within a call each leaf is measured at most once
/// for a proposal, and under a pixel scale every edge is rounded once, in root coordinates,
/// so that nested frames tile.
///
/// `Content` is what a measured leaf hands the measure function (a string, an index into
/// the caller's model), and what any node may be tagged with for drawing and input
/// (``LayoutTree/content(of:)``); a tree with neither is a `LayoutTree<Never>`.
///
///     let card = LayoutTree<String>(.vertical(spacing: 8, padding: EdgeInsets(all: 12))) { card in
///         card.add(.horizontal(spacing: 8, alignment: .center)) { header in
///             header.add(StackItem(width: 32, height: 32))
///             header.add(StackItem(grow: 1, shrink: 1), content: "Title")
///         }
///         card.add(StackItem(), content: "The body, long enough to wrap")
///     }
///     // Text 8 points a character, 10 points a line, wrapped at spaces.
///     let frames = card.frames(in: Frame(width: 200, height: 0), wrapping: .vertically) { text, proposal in
///         wrapped(text, width: proposal.width)
///     }
///     frames.map(\.rect)   // the card (0, 0, 200, 84), the header (12, 12, 176, 32), the avatar
///                          // (0, 0, 32, 32), the title (40, 11, 136, 10), the body (12, 52, 176, 20)
public struct LayoutTree<Content> {
    var shared: SharedTreeStorage
    @usableFromInline var contents: [Content]

    /// A tree whose root is a stack; `build` runs once, at once, and adds the root's children.
    ///
    ///     let row = LayoutTree<String>(.horizontal(spacing: 8)) { row in
    ///         row.add(StackItem(), content: "OK")
    ///     }
    ///     row.count   // 2
    public init(_ root: Stack, build: (inout StackChildren<Content>) -> Void) {
        (shared, contents) = (SharedTreeStorage(storage: .make()), [])
        rebuild(root, build: build)
    }

    /// A tree whose root is a grid; `build` runs once, at once, and adds the root's children.
    ///
    ///     let table = LayoutTree<String>(Grid(columns: [.auto, .fraction(1)])) { table in
    ///         table.add(GridItem(), content: "Name")
    ///         table.add(GridItem(), content: "Ada")
    ///     }
    ///     table.count   // 3
    public init(_ root: Grid, build: (inout GridChildren<Content>) -> Void) {
        (shared, contents) = (SharedTreeStorage(storage: .make()), [])
        rebuild(root, build: build)
    }

    /// The number of nodes, the root included. Node ids run `0..<count` in the order the
    /// nodes were added: the root is 0, then depth first as the build closures add them.
    ///
    ///     LayoutTree(.vertical()) { column in
    ///         column.add(.horizontal()) { row in row.add(StackItem()) }   // 1, and 2 inside it
    ///         column.add(StackItem())                                     // 3
    ///     }.count   // 4
    public var count: Int { shared.buffers.pointee.nodes.count }

    /// One frame per node, indexed by node id. The root's frame is `container` (the same
    /// parent and origin), resized on the axes `wrapping` names to the size its content needs
    /// for `container`'s size on the other axis (FlexLayout's `adjustHeight` is
    /// `.vertically`); every other node's frame is a child of its parent node's frame. Hidden
    /// nodes and their subtrees get zero rects at (0, 0), marked hidden.
    ///
    /// `measure(content, proposal)` answers for a measured leaf as a stack's or grid's
    /// measure function does (on each axis a finite number is the space on offer, 0 asks for
    /// the narrowest, infinity for the natural size); within the call it is asked at most once
    /// per leaf and proposal. Warnings (bad input, named `LayoutTree[id].StackItem.width(-5)`)
    /// are located at the call (`fileID` and `line`, left to their defaults).
    ///
    ///     let tree = LayoutTree<Int>(.vertical(spacing: 4)) { column in
    ///         column.add(StackItem(), content: 20)
    ///         column.add(StackItem(), content: 30)
    ///     }
    ///     tree.frames(in: Frame(width: 100, height: 0), wrapping: .vertically) { height, _ in
    ///         Size(width: 50, height: Double(height))
    ///     }.map(\.rect)
    ///     // (0, 0, 100, 54), (0, 0, 100, 20), (0, 24, 100, 30)
    public func frames(
        in container: Frame, wrapping: WrapType? = nil, measure: (_ content: Content, _ proposal: Size) -> Size,
        fileID: StaticString = #fileID, line: UInt = #line
    ) -> [Frame] {
        var frames: [Frame] = []
        layOut(in: container, wrapping: wrapping, fileID: fileID, line: line, scratch: nil, into: &frames) {
            measure(contents[$0], $1)
        }
        return frames
    }

    /// ``frames(in:wrapping:measure:fileID:line:)``, written into `frames` (resized to
    /// `count`, its memory kept) instead of a new array: a render loop that keeps the array
    /// allocates none for its frames.
    ///
    ///     var frames: [Frame] = []
    ///     tree.frames(in: Frame(width: 100, height: 0), wrapping: .vertically, into: &frames) { height, _ in
    ///         Size(width: 50, height: Double(height))
    ///     }
    ///     frames.count   // tree.count
    public func frames(
        in container: Frame, wrapping: WrapType? = nil, into frames: inout [Frame],
        measure: (_ content: Content, _ proposal: Size) -> Size, fileID: StaticString = #fileID, line: UInt = #line
    ) {
        contents.withUnsafeBufferPointer { contents in
            shared.buffers.pointee.frames(
                in: container, wrapping: wrapping, fileID: fileID, line: line, scratch: nil, into: &frames,
                lendsRoom: true
            ) { measure(contents[$0], $1) }
        }
    }

    /// The root's size for `proposal`, as its container's `size(for:fitting:measure:)` gives
    /// it: on each axis a finite, non-zero number is that size, infinity asks for the
    /// content's natural size, 0 for its narrowest.
    ///
    ///     let row = LayoutTree<Int>(.horizontal(spacing: 8)) { row in
    ///         row.add(StackItem(), content: 40)
    ///         row.add(StackItem(), content: 60)
    ///     }
    ///     row.size(fitting: Size(width: .infinity, height: .infinity)) { width, _ in
    ///         Size(width: Double(width), height: 20)
    ///     }
    ///     // (width: 108, height: 20)
    public func size(
        fitting proposal: Size, measure: (_ content: Content, _ proposal: Size) -> Size,
        fileID: StaticString = #fileID, line: UInt = #line
    ) -> Size {
        contents.withUnsafeBufferPointer { contents in
            shared.buffers.pointee.size(fitting: proposal, fileID: fileID, line: line, scratch: nil) {
                measure(contents[$0], $1)
            }
        }
    }
}

extension LayoutTree: Sendable where Content: Sendable {}

extension LayoutTree {
    /// Lays the tree out into `frames`, measured leaves answered by `measure(content index,
    /// proposal)`, with scratch memory the caller keeps (nil: temporary).
    @usableFromInline
    func layOut(
        in container: Frame, wrapping: WrapType?, fileID: StaticString, line: UInt,
        scratch: UnsafeMutablePointer<TreeScratch>?, into frames: inout [Frame], _ measure: LeafMeasure
    ) {
        shared.buffers.pointee.frames(
            in: container, wrapping: wrapping, fileID: fileID, line: line, scratch: scratch, into: &frames,
            measureContent: measure)
    }

    /// The root's size for `proposal`, measured leaves answered by `measure(content index,
    /// proposal)`, with scratch memory the caller keeps (nil: temporary).
    @usableFromInline
    func size(
        fitting proposal: Size, fileID: StaticString, line: UInt, scratch: UnsafeMutablePointer<TreeScratch>?,
        _ measure: LeafMeasure
    ) -> Size {
        shared.buffers.pointee.size(
            fitting: proposal, fileID: fileID, line: line, scratch: scratch, measureContent: measure)
    }
}

extension LayoutTree where Content == Never {
    /// A tree without measured leaves whose root is a stack: no type annotation needed.
    ///
    ///     let bar = LayoutTree(.horizontal(spacing: 8)) { bar in
    ///         bar.add(StackItem(width: 32, height: 32))
    ///         bar.add(.spacer())
    ///     }
    public init(_ root: Stack, build: (inout StackChildren<Never>) -> Void) {
        (shared, contents) = (SharedTreeStorage(storage: .make()), [])
        rebuild(root, build: build)
    }

    /// A tree without measured leaves whose root is a grid.
    ///
    ///     let tiles = LayoutTree(Grid(columns: [.fraction(1), .fraction(1)])) { grid in
    ///         for _ in 0..<4 { grid.add(GridItem(aspectRatio: 1)) }
    ///     }
    public init(_ root: Grid, build: (inout GridChildren<Never>) -> Void) {
        (shared, contents) = (SharedTreeStorage(storage: .make()), [])
        rebuild(root, build: build)
    }
}
