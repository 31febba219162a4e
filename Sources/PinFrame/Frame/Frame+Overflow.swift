// How far a frame sticks out of its parent: for tests that assert nothing is clipped, and
// for pictures, which mark such frames.

extension Frame {
    /// How far the frame sticks out of its parent's bounds on each side, in points: 0 on a
    /// side where it does not. The parent is as the frame recorded it (its size when the
    /// frame was made or last placed in it). A root's is `.zero`. A side whose distance is
    /// not a number (a rect with NaN in it) counts as infinitely far out.
    ///
    ///     let screen = Frame(width: 320, height: 480)
    ///     Frame(x: -10, y: 20, width: 100, height: 470, in: screen).overflow
    ///     // (top: 0, left: 10, bottom: 10, right: 0)
    public var overflow: EdgeInsets {
        guard hasParent else { return .zero }
        let rect = self.rect
        let parent = parentSizeStorage
        func out(_ distance: Double) -> Double { distance.isNaN ? .infinity : Swift.max(0, distance) }
        return EdgeInsets(
            top: out(-rect.y), left: out(-rect.x), bottom: out(rect.y + rect.height - parent.height),
            right: out(rect.x + rect.width - parent.width))
    }

    /// Whether the frame sticks out of its parent's bounds on any side.
    ///
    ///     Frame(x: 0, y: 0, width: 400, height: 10, in: Frame(width: 320, height: 480)).sticksOut   // true
    public var sticksOut: Bool { overflow != .zero }
}
