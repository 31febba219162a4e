// One axis of an `.absolute` item (CSS absolute positioning), the same for a stack's and a
// grid's items: its size from its own, else from two opposite offsets, else from its
// content; its place from its offsets, else from where its container would put it.

/// An `.absolute` item's numbers on one physical axis, in a containing block `block` long:
/// offsets from the block's start (left, top) and end (right, bottom), its size and limits,
/// its margins and which of them are auto. Offsets that are not finite are auto.
struct PositionedAxis {
    var start: Double?
    var end: Double?
    var size: Double?
    var minimum: Double
    var maximum: Double
    var marginStart: Double
    var marginEnd: Double
    var autoStart: Bool
    var autoEnd: Bool
    let block: Double
    /// How it sits between two offsets (CSS `align-self` or `justify-self` in the box the
    /// offsets leave): `.stretch` fills it when its size is auto; the others keep the
    /// content's size and put it at the box's start, centre or end (the far side first when
    /// `startIsEnd`). Set by the container.
    var alignment = StackAlignment.stretch
    var startIsEnd = false
    /// With neither offset, how far from the block's start its static position's box begins
    /// (a stack's padding on that side): the room for its content is the block less that
    /// (CSS's available width for shrink-to-fit, with `left` at the static position).
    var staticInset = 0.0
    /// Whether it is the vertical axis, where two auto margins centre it even when the space
    /// left is negative (CSS; across, they are 0 then and the start's offset holds).
    var isVertical = false

    /// The horizontal axis of `item` in a block `block` wide: `margin` by left and right
    /// (a stack item's directional margin already swapped).
    init(horizontalOf item: some PositionedItem, margin: EdgeInsets, in block: Double) {
        let used = item.autoMargins.applied(to: margin)
        self.init(
            offsets: (item.offsets.left, item.offsets.right), size: item.width, limits: (item.minWidth, item.maxWidth),
            margins: (used.left, used.right),
            auto: (item.autoMargins.contains(.left), item.autoMargins.contains(.right)),
            in: block)
    }

    /// The vertical axis of `item` in a block `block` high.
    init(verticalOf item: some PositionedItem, margin: EdgeInsets, in block: Double) {
        let used = item.autoMargins.applied(to: margin)
        self.init(
            offsets: (item.offsets.top, item.offsets.bottom), size: item.height,
            limits: (item.minHeight, item.maxHeight), margins: (used.top, used.bottom),
            auto: (item.autoMargins.contains(.top), item.autoMargins.contains(.bottom)), in: block)
        isVertical = true
    }

    /// One axis from its offsets, size, limits, margins (auto ones 0) and which margins are
    /// auto, each from the block's start side and its end side.
    private init(
        offsets: (start: Dimension?, end: Dimension?), size: Dimension?, limits: (min: Dimension?, max: Dimension?),
        margins: (start: Double, end: Double), auto: (start: Bool, end: Bool), in block: Double
    ) {
        self.block = block
        start = finiteOffset(offsets.start, in: block)
        end = finiteOffset(offsets.end, in: block)
        self.size = definedSize(size, in: block)
        minimum = definedLimit(limits.min, in: block) ?? 0
        maximum = definedLimit(limits.max, in: block) ?? .infinity
        (autoStart, autoEnd) = auto
        marginStart = nonNegative(margins.start)
        marginEnd = nonNegative(margins.end)
    }

    /// The margins that are not auto, together.
    var margins: Double { marginStart + marginEnd }

    /// The size it has before its content is asked: its own, else what two offsets leave
    /// (margins off); within its limits. Nil: from its content.
    var definite: Double? {
        if let size { return clamp(size, minimum, maximum) }
        guard let start, let end, block.isFinite, alignment == .stretch else { return nil }
        return clamp(larger(0, block - start - end - margins), minimum, maximum)
    }

    /// The room its content may take (CSS's available space for shrink-to-fit): the block
    /// less its offsets and margins.
    var room: Double {
        let inset = start == nil && end == nil ? staticInset : 0
        return larger(0, block - (start ?? 0) - (end ?? 0) - margins - inset)
    }

    /// Where it starts in the block, `length` long. With both offsets, what is left goes to
    /// the auto margins (none left: the start's margin is 0, the end's takes the rest), else
    /// it is aligned between them; stretched (a size of its own), the end's offset gives way
    /// (the start's when `endWins`: `right` in right to left).
    /// With one offset, from that side; with none, `staticStart`.
    func origin(length: Double, endWins: Bool, staticStart: Double) -> Double {
        switch (start, end) {
        case (let start?, let end?):
            let free = block - start - end - length - margins
            if autoStart, autoEnd {
                if free >= 0 || isVertical { return start + marginStart + free / 2 }
                return endWins ? block - end - marginEnd - length : start + marginStart
            }
            if autoStart { return block - end - marginEnd - length }
            if autoEnd { return start + marginStart }
            let aligned: Double
            switch alignment {
            case .stretch: return endWins ? block - end - marginEnd - length : start + marginStart
            case .center: aligned = start + marginStart + free / 2
            case .start: aligned = start + marginStart + (startIsEnd ? free : 0)
            case .end: aligned = start + marginStart + (startIsEnd ? 0 : free)
            }
            return free < 0 ? keptInBlock(aligned, length: length) : aligned
        case (let start?, nil): return start + marginStart
        case (nil, let end?): return block - end - marginEnd - length
        case (nil, nil): return staticStart
        }
    }
}

extension PositionedAxis {
    /// An item larger than the space its offsets leave, aligned there at `origin`, moved so
    /// that its margin box stays in the block (to the block's start when it cannot): how
    /// browsers keep an aligned absolute box from overflowing where it need not.
    func keptInBlock(_ origin: Double, length: Double) -> Double {
        let outer = length + margins
        guard outer <= block else { return marginStart }
        let low = origin - marginStart
        if low < 0 { return marginStart }
        if low + outer > block { return block - outer + marginStart }
        return origin
    }
}

/// What positioning reads of an item: ``StackItem`` and ``GridItem``.
protocol PositionedItem: LayoutItem {
    var minWidth: Dimension? { get }
    var maxWidth: Dimension? { get }
    var minHeight: Dimension? { get }
    var maxHeight: Dimension? { get }
    var autoMargins: AutoMargins { get }
    var offsets: Offsets { get }
    var contentSize: Size { get }
    var measuresContent: Bool { get }
}

extension StackItem: PositionedItem {}
extension GridItem: PositionedItem {}

/// The size of an `.absolute` item with axes `horizontal` and `vertical`: definite sides as
/// they are, the other through its ratio when it has one, else from its content —
/// `contentSize`, or `ask` (a measure function's answer for a proposal) when it measures:
/// its natural width if that fits the room, else what it answers for the room (CSS
/// fit-content), then its height at that width. Within its limits.
func positionedSize(
    of item: some PositionedItem, _ horizontal: PositionedAxis, _ vertical: PositionedAxis, measures: Bool,
    ask: (Size) -> Size
) -> Size {
    var width = horizontal.definite
    var height = vertical.definite
    if let ratio = item.aspectRatio, ratio.isFinite, ratio > 0 {
        if width == nil, let height { width = clamp(height * ratio, horizontal.minimum, horizontal.maximum) }
        if height == nil, let width { height = clamp(width / ratio, vertical.minimum, vertical.maximum) }
    }
    if let width, let height { return Size(width: width, height: height) }
    func sized(_ answer: Size) -> Size { Size(width: nonNegative(answer.width), height: nonNegative(answer.height)) }
    var content: Size
    if measures {
        if let width {
            content = Size(width: width, height: sized(ask(Size(width: width, height: height ?? .infinity))).height)
        } else {
            // Fit-content: the natural width if it fits, else the answer for the room, at
            // least the narrowest (an answer that is the room itself may be an echo of it).
            let room = clamp(horizontal.room, horizontal.minimum, horizontal.maximum)
            content = sized(ask(Size(width: .infinity, height: height ?? .infinity)))
            if content.width > room {
                let fitted = sized(ask(Size(width: room, height: height ?? .infinity)))
                let narrowest = fitted.width == room ? sized(ask(Size(width: 0, height: height ?? .infinity))) : fitted
                content = narrowest.width > fitted.width ? narrowest : fitted
            }
        }
    } else {
        content = Size(width: nonNegative(item.contentSize.width), height: nonNegative(item.contentSize.height))
    }
    let finalWidth = width ?? clamp(content.width, horizontal.minimum, horizontal.maximum)
    var finalHeight = height
    if finalHeight == nil, let ratio = item.aspectRatio, ratio.isFinite, ratio > 0 {
        finalHeight = clamp(finalWidth / ratio, vertical.minimum, vertical.maximum)
    }
    if finalHeight == nil, measures, finalWidth != content.width {
        content.height = sized(ask(Size(width: finalWidth, height: .infinity))).height
    }
    return Size(width: finalWidth, height: finalHeight ?? clamp(content.height, vertical.minimum, vertical.maximum))
}
