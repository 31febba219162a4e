/// What a container does with content that does not fit it, per axis (CSS `overflow`).
///
/// A stack or grid whose overflow is `.clip` or `.scroll` on either axis is a scroll
/// container: it clips its children to its frame on both axes, and as an item of a tree it
/// may shrink below its content (its automatic minimum size is 0). On an axis that scrolls,
/// its children are laid out as usual, then moved by its `scrollOffset`.
///
///     let feed = Stack.vertical(spacing: 8, verticalOverflow: .scroll, scrollOffset: Point(x: 0, y: 40))
///     feed.frames(for: [StackItem(height: 30), StackItem(height: 30)], in: Frame(width: 100, height: 50))
///         .map(\.rect)   // (x: 0, y: -40, width: 100, height: 30), (x: 0, y: -2, width: 100, height: 30)
public enum Overflow: Hashable, Sendable {
    /// Children may stick out; they are drawn and hit where they are (CSS `visible`).
    case visible
    /// Children are cut at the container's edges (CSS `hidden`): a scroll container that the
    /// user does not scroll.
    case clip
    /// Cut at the edges and moved by the container's `scrollOffset` (CSS `scroll`).
    case scroll
}

/// A container's overflow on both axes, its scroll offset and its scroll bars' width: the
/// four properties stacks and grids share, kept together so that each engine reads them in
/// one place.
struct ContainerOverflow: Hashable, Sendable {
    // The numbers first: the two one-byte cases then end the value, and what follows it in a
    // container may use the room after them.
    var offset: Point = .zero
    var barWidth: Double = 0
    var horizontal: Overflow = .visible
    var vertical: Overflow = .visible

    /// Whether the container clips its children (on both axes, as CSS turns a `visible` beside
    /// a `hidden` or `scroll` into `auto`).
    var clips: Bool { horizontal != .visible || vertical != .visible }

    /// The room the scroll bars take inside the container, as padding on top of its own: a
    /// vertical scroll's bar across the end side (the right; the left right to left), a
    /// horizontal scroll's along the bottom. A width that is not a finite number ≥ 0 is 0.
    func barInsets(rightToLeft: Bool) -> EdgeInsets {
        let bar = nonNegative(barWidth)
        guard bar > 0 else { return .zero }
        let across = vertical == .scroll ? bar : 0
        return EdgeInsets(
            top: 0, left: rightToLeft ? across : 0, bottom: horizontal == .scroll ? bar : 0,
            right: rightToLeft ? 0 : across)
    }

    /// `padding` as a container lays out with it: each side a finite number ≥ 0, else 0,
    /// with the room the scroll bars take added.
    func layoutPadding(_ padding: EdgeInsets, rightToLeft: Bool) -> EdgeInsets {
        // Most containers do not scroll: no bars to add.
        guard horizontal == .scroll || vertical == .scroll else {
            return EdgeInsets(
                top: nonNegative(padding.top), left: nonNegative(padding.left), bottom: nonNegative(padding.bottom),
                right: nonNegative(padding.right))
        }
        let bars = barInsets(rightToLeft: rightToLeft)
        return EdgeInsets(
            top: nonNegative(padding.top), left: nonNegative(padding.left) + bars.left,
            bottom: nonNegative(padding.bottom) + bars.bottom, right: nonNegative(padding.right) + bars.right)
    }

    /// How far the children move: against the offset on each axis that scrolls (a positive x
    /// moves them left, or right in a right-to-left container; a positive y moves them up). An
    /// offset that is not finite is 0.
    func shift(rightToLeft: Bool) -> Point {
        let x = horizontal == .scroll && offset.x.isFinite ? offset.x : 0
        let y = vertical == .scroll && offset.y.isFinite ? offset.y : 0
        return Point(x: rightToLeft ? x : -x, y: -y)
    }

    /// Adds the warnings for a bar width or an offset that are set aside.
    func check(_ check: inout InputCheck) {
        check.length(barWidth, "scrollbarWidth")
        for (value, field) in [(offset.x, "scrollOffset.x"), (offset.y, "scrollOffset.y")] where !value.isFinite {
            check.warnings.append(
                .notApplied(
                    .invalidValue, "\(check.owner.name(field))(\(formatted(value)))",
                    "the offset is not a finite number; 0 is used instead"))
        }
    }
}
