// Relative positioning: `above(of:)`, `below(of:)`, `left(of:)`,
// `right(of:)`, `before(of:)`, `after(of:)`, each with an optional `aligned:`, for one
// frame or a list. A rule becomes edges: `below(of: a, aligned: .left)` is a top edge on
// a's bottom and a left edge on a's left, in the frame's parent space.

/// The edges and centers of one or more reference frames, in the parent space of the
/// frame being placed. For a list, each edge is the extreme one (the bottom-most bottom …)
/// and each center the average of the centers, as in PinLayout.
@usableFromInline
struct ReferenceBox: Sendable {
    @usableFromInline var minX, midX, maxX, minY, midY, maxY: Double

    /// The box of `frame` seen from a frame whose parent is at `parentOrigin` (in root
    /// coordinates).
    @inlinable @inline(__always)
    init(_ frame: Frame, seenFrom parentOrigin: Point) {
        // The offset between the two parents is added to each edge's distance from the
        // frame's origin, then to the origin: for siblings (offset zero) every edge is
        // exactly what hand-written code reads (`rect.maxY`), and a frame placed below
        // another waits for one addition after it, not three (into root coordinates and
        // back), as in hand-written code.
        let dx = frame.parentOrigin.x - parentOrigin.x
        let dy = frame.parentOrigin.y - parentOrigin.y
        let r = frame.rect
        (minX, midX, maxX) = (r.x + dx, r.x + (r.width / 2 + dx), r.x + (r.width + dx))
        (minY, midY, maxY) = (r.y + dy, r.y + (r.height / 2 + dy), r.y + (r.height + dy))
    }

    /// The box of the visible frames of `frames` seen from a frame whose parent is at
    /// `parentOrigin`, or `nil` when none is visible.
    @inlinable @inline(__always)
    init?(visibleIn frames: [Frame], seenFrom parentOrigin: Point) {
        var box: ReferenceBox?
        var count = 0.0
        for frame in frames where !frame.isHidden {
            let next = ReferenceBox(frame, seenFrom: parentOrigin)
            count += 1
            guard var current = box else {
                box = next
                continue
            }
            current.minX = min(current.minX, next.minX)
            current.maxX = max(current.maxX, next.maxX)
            current.minY = min(current.minY, next.minY)
            current.maxY = max(current.maxY, next.maxY)
            // Running sums for now; divided by the count below.
            current.midX += next.midX
            current.midY += next.midY
            box = current
        }
        guard var result = box else { return nil }
        result.midX /= count
        result.midY /= count
        self = result
    }
}

extension PinChain {
    /// Where the frame goes relative to a reference box.
    @usableFromInline
    enum Side: Sendable { case above, below, left, right }

    /// What placing the frame on `side` of `box` pins: the facing edge, plus the edge or
    /// center `h`/`v` lines up with `box`'s (in the parent's space).
    @inlinable @inline(__always)
    func placement(_ side: Side, _ box: ReferenceBox, h: HorizontalAlign, v: VerticalAlign) -> RuleEffect {
        let facing: (Attribute, Double)
        switch side {
        case .above: facing = (.bottom, box.minY)
        case .below: facing = (.top, box.maxY)
        case .left: facing = (.right, box.minX)
        case .right: facing = (.left, box.maxX)
        }
        return RuleEffect(facing, side == .above || side == .below ? aligned(h, with: box) : aligned(v, with: box))
    }

    /// What `aligned: h` pins: the edge or center that lines up with `box`'s.
    @inlinable @inline(__always)
    func aligned(_ h: HorizontalAlign, with box: ReferenceBox) -> (Attribute, Double)? {
        switch h {
        case .none: return nil
        case .left: return (.left, box.minX)
        case .center: return (.hCenter, box.midX)
        case .right: return (.right, box.maxX)
        case .start, .end:
            let role = horizontalEdge(start: h == .start)
            return (Attribute(.horizontal, role), role == .minEdge ? box.minX : box.maxX)
        }
    }

    /// What `aligned: v` pins: the edge or center that lines up with `box`'s.
    @inlinable @inline(__always)
    func aligned(_ v: VerticalAlign, with box: ReferenceBox) -> (Attribute, Double)? {
        switch v {
        case .none: return nil
        case .top: return (.top, box.minY)
        case .center: return (.vCenter, box.midY)
        case .bottom: return (.bottom, box.maxY)
        }
    }

    @inlinable @inline(__always)
    func relativeRule(_ name: RuleName, _ side: Side, h: HorizontalAlign, v: VerticalAlign, list count: Int?)
        -> RuleCall
    {
        side == .above || side == .below ? .relative(name, list: count, h) : .relative(name, list: count, .none, v)
    }

    @inlinable @inline(__always)
    func relative(
        _ side: Side, of frame: Frame, h: HorizontalAlign = .none, v: VerticalAlign = .none, _ name: RuleName
    ) -> Self {
        let rule = relativeRule(name, side, h: h, v: v, list: nil)
        let box = ReferenceBox(frame, seenFrom: subject.parentOrigin)
        return applying(rule, placement(side, box, h: h, v: v), numbersAreFinite: true)
            .notingSide(side, of: box).checkingRoot(frame.rootTag, of: rule)
    }

    @inlinable @inline(__always)
    func relative(
        _ side: Side, of frames: [Frame], h: HorizontalAlign = .none, v: VerticalAlign = .none, _ name: RuleName
    ) -> Self {
        let box = ReferenceBox(visibleIn: frames, seenFrom: subject.parentOrigin)
        let rule = relativeRule(name, side, h: h, v: v, list: frames.count)
        let reference = box ?? ReferenceBox(Frame(width: 0, height: 0), seenFrom: .zero)
        return applying(rule, placement(side, reference, h: h, v: v), numbersAreFinite: true, hasReference: box != nil)
            .notingSide(side, of: reference)
            .checkingRoot(
                frames.first { !$0.isHidden && !subject.sharesRoot(with: $0.rootTag) }?.rootTag ?? 0, of: rule)
    }

    /// The side `before(of:)` (or `after(of:)` when `before` is false) means here.
    @inlinable @inline(__always)
    func side(before: Bool) -> Side {
        before != isRTL ? .left : .right
    }

    // MARK: above, below

    /// Pins the frame's bottom edge on the top of `frame`; with `aligned:`, its left,
    /// center or right also lines up with `frame`'s.
    ///
    ///     let a = Frame(x: 100, y: 200, width: 100, height: 50, in: screen)
    ///     Frame(in: screen).pin.above(of: a, aligned: .left).size(40).rect   // (x: 100, y: 160, width: 40, height: 40)
    @inlinable @inline(__always)
    public func above(of frame: Frame, aligned: HorizontalAlign = .none) -> Self {
        relative(.above, of: frame, h: aligned, .above)
    }

    /// Pins the frame's bottom edge on the top-most top of the visible frames of
    /// `frames`; `aligned:` lines it up with their left-most left, right-most right or the
    /// average of their centers.
    ///
    ///     toolbar.pin.above(of: [keyboard, accessory], aligned: .left)
    @inlinable @inline(__always)
    public func above(of frames: [Frame], aligned: HorizontalAlign = .none) -> Self {
        relative(.above, of: frames, h: aligned, .above)
    }

    /// Pins the frame's top edge on the bottom of `frame`; with `aligned:`, its left,
    /// center or right also lines up with `frame`'s.
    ///
    ///     let title = Frame(x: 10, y: 10, width: 100, height: 20, in: card)
    ///     Frame(in: card).pin.below(of: title, aligned: .left).size(50).rect   // (x: 10, y: 30, width: 50, height: 50)
    @inlinable @inline(__always)
    public func below(of frame: Frame, aligned: HorizontalAlign = .none) -> Self {
        relative(.below, of: frame, h: aligned, .below)
    }

    /// Pins the frame's top edge on the bottom-most bottom of the visible frames of
    /// `frames`; `aligned:` lines it up with their left-most left, right-most right or the
    /// average of their centers.
    ///
    ///     comment.pin.below(of: [image, title], aligned: .left)
    @inlinable @inline(__always)
    public func below(of frames: [Frame], aligned: HorizontalAlign = .none) -> Self {
        relative(.below, of: frames, h: aligned, .below)
    }

    // MARK: left(of:), right(of:)

    /// Pins the frame's right edge on the left of `frame`; with `aligned:`, its top,
    /// center or bottom also lines up with `frame`'s.
    ///
    ///     icon.pin.left(of: label, aligned: .center).size(16).marginRight(4)
    @inlinable @inline(__always)
    public func left(of frame: Frame, aligned: VerticalAlign = .none) -> Self {
        relative(.left, of: frame, v: aligned, .left)
    }

    /// Pins the frame's right edge on the left-most left of the visible frames of
    /// `frames`; `aligned:` lines it up with their top-most top, bottom-most bottom or the
    /// average of their centers.
    ///
    ///     avatar.pin.left(of: [name, subtitle], aligned: .top)
    @inlinable @inline(__always)
    public func left(of frames: [Frame], aligned: VerticalAlign = .none) -> Self {
        relative(.left, of: frames, v: aligned, .left)
    }

    /// Pins the frame's left edge on the right of `frame`; with `aligned:`, its top,
    /// center or bottom also lines up with `frame`'s.
    ///
    ///     name.pin.right(of: avatar, aligned: .top).right().marginLeft(8)
    @inlinable @inline(__always)
    public func right(of frame: Frame, aligned: VerticalAlign = .none) -> Self {
        relative(.right, of: frame, v: aligned, .right)
    }

    /// Pins the frame's left edge on the right-most right of the visible frames of
    /// `frames`; `aligned:` lines it up with their top-most top, bottom-most bottom or the
    /// average of their centers.
    ///
    ///     badge.pin.right(of: [name, subtitle], aligned: .center)
    @inlinable @inline(__always)
    public func right(of frames: [Frame], aligned: VerticalAlign = .none) -> Self {
        relative(.right, of: frames, v: aligned, .right)
    }

    // MARK: before(of:), after(of:)

    /// `left(of:)` in a left-to-right layout, `right(of:)` in a right-to-left one.
    ///
    ///     icon.pin.before(of: label, aligned: .center)
    @inlinable @inline(__always)
    public func before(of frame: Frame, aligned: VerticalAlign = .none) -> Self {
        relative(side(before: true), of: frame, v: aligned, .before)
    }

    /// `left(of:)` in a left-to-right layout, `right(of:)` in a right-to-left one, for
    /// the visible frames of `frames`.
    ///
    ///     icon.pin.before(of: [title, subtitle], aligned: .top)
    @inlinable @inline(__always)
    public func before(of frames: [Frame], aligned: VerticalAlign = .none) -> Self {
        relative(side(before: true), of: frames, v: aligned, .before)
    }

    /// `right(of:)` in a left-to-right layout, `left(of:)` in a right-to-left one.
    ///
    ///     label.pin.after(of: icon, aligned: .center)
    @inlinable @inline(__always)
    public func after(of frame: Frame, aligned: VerticalAlign = .none) -> Self {
        relative(side(before: false), of: frame, v: aligned, .after)
    }

    /// `right(of:)` in a left-to-right layout, `left(of:)` in a right-to-left one, for
    /// the visible frames of `frames`.
    ///
    ///     badge.pin.after(of: [title, subtitle], aligned: .center)
    @inlinable @inline(__always)
    public func after(of frames: [Frame], aligned: VerticalAlign = .none) -> Self {
        relative(side(before: false), of: frames, v: aligned, .after)
    }
}
