// Popovers: `flip(within:padding:)` and `shift(within:padding:)` keep a tooltip or a menu
// placed by a relative rule inside the screen, as Floating UI's `flip` and `shift` do. The
// rules only record what they were given; resolution applies them to the rect the rest of
// the chain gives, flip first, so where they stand in the chain does not matter.

/// A space to stay in, in the parent's coordinate space, padding already taken off.
@usableFromInline
struct PopoverBounds: Equatable, Sendable {
    @usableFromInline var minX, minY, maxX, maxY: Double

    @inlinable @inline(__always)
    init(minX: Double, minY: Double, maxX: Double, maxY: Double) {
        (self.minX, self.minY, self.maxX, self.maxY) = (minX, minY, maxX, maxY)
    }

    /// `frame`'s rect seen from a frame whose parent is at `parentOrigin`, less `padding` on
    /// every side.
    @inlinable @inline(__always)
    init(_ frame: Frame, seenFrom parentOrigin: Point, padding: Double) {
        let box = ReferenceBox(frame, seenFrom: parentOrigin)
        self.init(
            minX: box.minX + padding, minY: box.minY + padding, maxX: box.maxX - padding, maxY: box.maxY - padding)
    }
}

/// What `flip` and `shift` asked for, and what a relative rule pinned that `flip` may turn
/// to the other side: a few plain values, so a chain without them pays one test.
@usableFromInline
struct PopoverRules: Sendable {
    @usableFromInline var flipBounds: PopoverBounds
    @usableFromInline var shiftBounds: PopoverBounds
    /// `flip`'s padding as written, for its warning.
    @usableFromInline var flipPadding: Double
    /// Per axis, the reference's edge the opposite relative rule pins: for `above(of: b)`,
    /// b's bottom, which `below(of: b)` would pin.
    @usableFromInline var horizontalOpposite: Double
    @usableFromInline var verticalOpposite: Double
    /// Which of `flips`, `shifts` and the relative sides are set (see the static masks).
    @usableFromInline var flags: UInt8

    @inlinable @inline(__always) static var flips: UInt8 { 1 }
    @inlinable @inline(__always) static var shifts: UInt8 { 2 }
    /// A relative rule pinned the horizontal min edge (`right(of:)`) or max edge (`left(of:)`),
    /// the vertical min edge (`below`) or max edge (`above`).
    @inlinable @inline(__always) static var horizontalMin: UInt8 { 4 }
    @inlinable @inline(__always) static var horizontalMax: UInt8 { 8 }
    @inlinable @inline(__always) static var verticalMin: UInt8 { 16 }
    @inlinable @inline(__always) static var verticalMax: UInt8 { 32 }

    @inlinable @inline(__always)
    init() {
        flipBounds = PopoverBounds(minX: 0, minY: 0, maxX: 0, maxY: 0)
        shiftBounds = flipBounds
        flipPadding = 0
        horizontalOpposite = 0
        verticalOpposite = 0
        flags = 0
    }

    /// Whether `flip` or `shift` was given: the test a chain without them pays.
    @inlinable @inline(__always)
    var isActive: Bool { flags & (Self.flips | Self.shifts) != 0 }

    /// `rect` flipped, then shifted, as `rules` ask; the edges a relative rule pinned are read
    /// from `horizontal` and `vertical`, the chain's axes as written. `flipsNothing` is true
    /// when `flip` found no relative rule to flip. Out of line: only chains with these rules
    /// run it, and inlined it would make every chain's code too long to inline in turn.
    @usableFromInline @inline(never)
    static func placed(
        _ rect: Rect, _ rules: ColdCopy<PopoverRules>, horizontal: ColdCopy<AxisPins>, vertical: ColdCopy<AxisPins>,
        recorded: ColdCopy<RecordedWarnings>, isRTL: Bool
    ) -> (rect: Rect, flipsNothing: Bool) {
        var rules = rules.value
        rules.flags &= ~recorded.value.rejectedRelativeSides
        return rules.placed(rect, horizontal: horizontal.value, vertical: vertical.value, isRTL: isRTL)
    }

    /// `rect` flipped, then shifted, as the rules ask.
    func placed(_ rect: Rect, horizontal: AxisPins, vertical: AxisPins, isRTL: Bool)
        -> (rect: Rect, flipsNothing: Bool)
    {
        var result = rect
        var flipsNothing = false
        if flags & Self.flips != 0 {
            let x = Self.flipped(
                result.x, result.width, horizontal, flags >> 2 & 3, opposite: horizontalOpposite,
                low: flipBounds.minX, high: flipBounds.maxX)
            let y = Self.flipped(
                result.y, result.height, vertical, flags >> 4 & 3, opposite: verticalOpposite,
                low: flipBounds.minY, high: flipBounds.maxY)
            result.x = x.origin
            result.y = y.origin
            flipsNothing = !x.hasRule && !y.hasRule
        }
        if flags & Self.shifts != 0 {
            result.x = Self.shifted(
                result.x, result.width, low: shiftBounds.minX, high: shiftBounds.maxX, fromEnd: isRTL)
            result.y = Self.shifted(
                result.y, result.height, low: shiftBounds.minY, high: shiftBounds.maxY, fromEnd: false)
        }
        return (result, flipsNothing)
    }

    /// The origin on one axis after `flip`: `sides` says which edge a relative rule pinned
    /// (1 the min edge, 2 the max edge). Only an axis where that edge is all the chain pins
    /// besides a size flips: the frame goes to the other side of the reference, as far from
    /// it as before (its margin mirrored), when it sticks out of `low`…`high` on the side the
    /// rule places it and less on the other.
    static func flipped(
        _ origin: Double, _ length: Double, _ pins: AxisPins, _ sides: UInt8, opposite: Double, low: Double,
        high: Double
    ) -> (origin: Double, hasRule: Bool) {
        guard sides != 0 else { return (origin, false) }
        let facingRole: Role = sides == 1 ? .minEdge : .maxEdge
        // Rules on both sides, both edges, or an edge and a center pin more than the side:
        // left as it is.
        guard sides != 3, pins.pinned & ~Role.size.bit == facingRole.bit else { return (origin, true) }
        if sides == 1 {
            // Below (right of) the reference: the gap above it is kept above the reference.
            let gap = origin - pins.minEdge
            let overflow = origin + length - high
            let flipped = opposite - gap - length
            return (overflow > 0 && low - flipped < overflow ? flipped : origin, true)
        }
        let gap = pins.maxEdge - (origin + length)
        let overflow = low - origin
        let flipped = opposite + gap
        return (overflow > 0 && flipped + length - high < overflow ? flipped : origin, true)
    }

    /// The origin on one axis after `shift`: moved the least distance that puts
    /// `origin`…`origin + length` inside `low`…`high`; a length bigger than that space starts
    /// at its start (`low`, or `high` when `fromEnd`: right to left).
    static func shifted(_ origin: Double, _ length: Double, low: Double, high: Double, fromEnd: Bool) -> Double {
        if length > high - low { return fromEnd ? high - length : low }
        if origin < low { return low }
        if origin + length > high { return high - length }
        return origin
    }
}

extension PinChain {
    /// Puts the frame on the other side of its reference when the chain's relative rule
    /// (`above`/`below`, `left(of:)`/`right(of:)`, `before`/`after`) leaves it sticking out
    /// of `within` (less `padding`) on the side it places it, and the other side sticks out
    /// less: `above` becomes `below`, its margin mirrored (`marginBottom(8)` becomes the
    /// top margin). Acts after every other rule, before ``PinChain/shift(within:padding:)``,
    /// wherever it stands in the chain; never changes the size. Without a relative rule it
    /// warns (`.ignored`) and does nothing; a second `flip` with another space is rejected
    /// (`.alreadySet`).
    ///
    ///     let screen = Frame(width: 320, height: 480)
    ///     let button = Frame(x: 20, y: 10, width: 80, height: 30, in: screen)
    ///     Frame(in: screen).pin.above(of: button, aligned: .left).size(Size(width: 100, height: 40))
    ///         .marginBottom(8).flip(within: screen).rect
    ///     // (x: 20, y: 48, width: 100, height: 40): no room above, so below, 8 under it
    @inlinable @inline(__always)
    public func flip(within frame: Frame, padding: Double = 0) -> Self {
        popoverRule(.flip, within: frame, padding: padding, flag: PopoverRules.flips)
    }

    /// Moves the frame the least distance on each axis that puts it inside `within` less
    /// `padding`; a frame bigger than that space is placed at its start (left, or right in a
    /// right-to-left layout; top). Acts after every other rule and after
    /// ``PinChain/flip(within:padding:)``, wherever it stands in the chain; never changes the
    /// size. A second `shift` with another space is rejected (`.alreadySet`).
    ///
    ///     let screen = Frame(width: 320, height: 480)
    ///     let button = Frame(x: 260, y: 200, width: 50, height: 30, in: screen)
    ///     Frame(in: screen).pin.above(of: button, aligned: .center).size(Size(width: 120, height: 30))
    ///         .shift(within: screen, padding: 8).rect
    ///     // (x: 192, y: 170, width: 120, height: 30): centred it would end at 345; now at 312
    @inlinable @inline(__always)
    public func shift(within frame: Frame, padding: Double = 0) -> Self {
        popoverRule(.shift, within: frame, padding: padding, flag: PopoverRules.shifts)
    }

    /// `flip` or `shift`: records the space to stay in, or rejects the rule when `padding` is
    /// not finite, or when the chain has the rule already with another space (`.alreadySet`,
    /// so that a chain without warnings means the same in any order); `within` under another
    /// root warns as a relative rule to it would.
    @inlinable @inline(__always)
    func popoverRule(_ name: RuleName, within frame: Frame, padding: Double, flag: UInt8) -> Self {
        var rule = RuleCall(name, .within)
        rule.numbers.0 = padding
        let passes = padding.isFinite
        var pin = applying(rule, RuleEffect(nil), numbersAreFinite: passes)
        let bounds = PopoverBounds(frame, seenFrom: subject.parentOrigin, padding: choose(passes, padding, 0))
        if passes, popover.flags & flag != 0 {
            let current = flag == PopoverRules.flips ? popover.flipBounds : popover.shiftBounds
            pin.record(.placementAlreadySet, rule, if: current != bounds)
            return pin.checkingRoot(frame.rootTag, of: rule)
        }
        if flag == PopoverRules.flips {
            pin.popover.flipBounds = bounds
            pin.popover.flipPadding = padding
            pin.ordinals.flip = pin.ruleCount
        } else {
            pin.popover.shiftBounds = bounds
        }
        pin.popover.flags |= choose(passes, flag, 0)
        return pin.checkingRoot(frame.rootTag, of: rule)
    }

    /// Notes the side a relative rule placed the frame on, and the reference's other edge,
    /// for `flip`. Two stores and no test, so chains without `flip` pay next to nothing; a
    /// relative rule that was rejected is recognised, when `flip` runs, by its record.
    @inlinable @inline(__always)
    func notingSide(_ side: Side, of box: ReferenceBox) -> Self {
        var pin = self
        switch side {
        case .above:
            pin.popover.verticalOpposite = box.maxY
            pin.popover.flags |= PopoverRules.verticalMax
        case .below:
            pin.popover.verticalOpposite = box.minY
            pin.popover.flags |= PopoverRules.verticalMin
        case .left:
            pin.popover.horizontalOpposite = box.maxX
            pin.popover.flags |= PopoverRules.horizontalMax
        case .right:
            pin.popover.horizontalOpposite = box.minX
            pin.popover.flags |= PopoverRules.horizontalMin
        }
        return pin
    }
}

extension RecordedWarnings {
    /// The side bits of ``PopoverRules`` of each axis where the chain's relative rule was
    /// rejected (its edge not pinned): there is nothing on that axis for `flip` to flip. All of
    /// them when some rejections found no room to be recorded. A reference under another root
    /// rejects nothing (the rule applies as written), so it is not counted.
    var rejectedRelativeSides: UInt8 {
        let horizontal = PopoverRules.horizontalMin | PopoverRules.horizontalMax
        let vertical = PopoverRules.verticalMin | PopoverRules.verticalMax
        if LayoutWarning.Kind.allCases.contains(where: { droppedCount(of: $0) > 0 }) { return horizontal | vertical }
        var sides: UInt8 = 0
        for record in all where record.code != .otherRoot {
            let rule = record.rule
            let axis: Axis
            switch rule.name {
            case .above, .below: axis = .vertical
            case .before, .after: axis = .horizontal
            case .left where rule.form == .frame || rule.form == .frames,
                .right where rule.form == .frame || rule.form == .frames:
                axis = .horizontal
            default: continue
            }
            // A conflict about the other axis's attribute (its alignment) leaves the side pinned.
            let aboutAttribute = record.code == .alreadySet || record.code == .conflict
            if aboutAttribute, record.attribute.axis != axis { continue }
            sides |= axis == .vertical ? vertical : horizontal
        }
        return sides
    }
}
