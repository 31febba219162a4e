// The one place a rectangle is computed: a chain's pinned attributes, margins,
// justify/align, pinEdges and sizing rules become a rect, axis by axis
// (`AxisPins.resolved`), then snapped to pixels and checked. Every result form runs this;
// the problems it notes are turned into warnings only when there are any.

/// Problems found while resolving; the text is built from them only when asked.
@usableFromInline
struct ResolutionIssues: OptionSet, Sendable {
    @usableFromInline var rawValue: UInt32

    @inlinable @inline(__always)
    init(rawValue: UInt32) { self.rawValue = rawValue }

    /// Both edges and the width without `justify`: the last of the three was left out.
    @inlinable @inline(__always)
    static var widthConflict: Self { Self(rawValue: 1 << 0) }
    /// Both edges and the height without `align`: the last of the three was left out.
    @inlinable @inline(__always)
    static var heightConflict: Self { Self(rawValue: 1 << 1) }
    @inlinable @inline(__always)
    static var pinEdgesIgnored: Self { Self(rawValue: 1 << 2) }
    @inlinable @inline(__always)
    static var justifyIgnored: Self { Self(rawValue: 1 << 3) }
    @inlinable @inline(__always)
    static var alignIgnored: Self { Self(rawValue: 1 << 4) }
    @inlinable @inline(__always)
    static var negativeWidth: Self { Self(rawValue: 1 << 5) }
    @inlinable @inline(__always)
    static var negativeHeight: Self { Self(rawValue: 1 << 6) }
    @inlinable @inline(__always)
    static var invalidX: Self { Self(rawValue: 1 << 7) }
    @inlinable @inline(__always)
    static var invalidY: Self { Self(rawValue: 1 << 8) }
    @inlinable @inline(__always)
    static var invalidWidth: Self { Self(rawValue: 1 << 9) }
    @inlinable @inline(__always)
    static var invalidHeight: Self { Self(rawValue: 1 << 10) }
    /// Rules that need a parent were left out: the frame is a root.
    @inlinable @inline(__always)
    static var noParent: Self { Self(rawValue: 1 << 11) }
    /// `aspectRatio` with neither dimension determined by a rule.
    @inlinable @inline(__always)
    static var aspectRatioUndetermined: Self { Self(rawValue: 1 << 12) }
    /// `aspectRatio` with both dimensions determined by rules.
    @inlinable @inline(__always)
    static var aspectRatioOverdetermined: Self { Self(rawValue: 1 << 13) }
    /// `sizeToFit` measured a width that replaces an explicit one.
    @inlinable @inline(__always)
    static var fitReplacesWidth: Self { Self(rawValue: 1 << 14) }
    /// `sizeToFit` measured a height that replaces an explicit one.
    @inlinable @inline(__always)
    static var fitReplacesHeight: Self { Self(rawValue: 1 << 15) }
    /// `sizeToFit`'s function returned NaN or an infinite value it was to decide.
    @inlinable @inline(__always)
    static var fitInvalid: Self { Self(rawValue: 1 << 16) }
    /// `sizeToFit`'s function returned a negative width or height it was to decide.
    @inlinable @inline(__always)
    static var fitNegative: Self { Self(rawValue: 1 << 17) }
    /// The frame's current x (y, width, height) is not finite: 0 was used instead.
    @inlinable @inline(__always)
    static var currentXInvalid: Self { Self(rawValue: 1 << 18) }
    @inlinable @inline(__always)
    static var currentYInvalid: Self { Self(rawValue: 1 << 19) }
    @inlinable @inline(__always)
    static var currentWidthInvalid: Self { Self(rawValue: 1 << 20) }
    @inlinable @inline(__always)
    static var currentHeightInvalid: Self { Self(rawValue: 1 << 21) }
    /// The frame's current right (bottom) edge is not finite: a width (height) of 0 was used.
    @inlinable @inline(__always)
    static var currentMaxXInvalid: Self { Self(rawValue: 1 << 22) }
    @inlinable @inline(__always)
    static var currentMaxYInvalid: Self { Self(rawValue: 1 << 23) }
    /// The computed right (bottom) edge is not finite: the current x and width (y and
    /// height) were kept.
    @inlinable @inline(__always)
    static var maxXInvalid: Self { Self(rawValue: 1 << 24) }
    @inlinable @inline(__always)
    static var maxYInvalid: Self { Self(rawValue: 1 << 25) }
    /// The frame's current width (height) is negative: 0 was used instead.
    @inlinable @inline(__always)
    static var currentWidthNegative: Self { Self(rawValue: 1 << 26) }
    @inlinable @inline(__always)
    static var currentHeightNegative: Self { Self(rawValue: 1 << 27) }
    /// `flip` found no relative rule to flip.
    @inlinable @inline(__always)
    static var flipWithoutRelativeRule: Self { Self(rawValue: 1 << 28) }
}

extension ResolutionIssues {
    /// Adds `issue` when `condition` holds, without a branch.
    @inlinable @inline(__always)
    mutating func insert(_ issue: ResolutionIssues, if condition: Bool) {
        rawValue |= choose(condition, issue.rawValue, 0)
    }
}

/// The outcome of resolving a chain.
@usableFromInline
struct Resolution: Sendable {
    /// The rect to use.
    @usableFromInline var rect: Rect
    @usableFromInline var issues: ResolutionIssues
    /// The rect as computed, before a negative size or a non-finite value was replaced:
    /// the figures the warnings quote. Unused (and optimised away) without warnings.
    @usableFromInline var computed: Rect
    /// The right and bottom edges as computed, for the warnings about them.
    @usableFromInline var farEdges: Point
    /// What `sizeToFit`'s function answered, for the warnings about it.
    @usableFromInline var measured: Size

    @inlinable @inline(__always)
    init(rect: Rect, issues: ResolutionIssues, computed: Rect, farEdges: Point, measured: Size) {
        self.rect = rect
        self.issues = issues
        self.computed = computed
        self.farEdges = farEdges
        self.measured = measured
    }
}

/// Where `justify`/`align` put a size between two edges, on either axis: `none` (not
/// given), or the min edge, the center or the max edge.
@usableFromInline
struct Placement: Equatable, Sendable {
    @usableFromInline let code: UInt8

    @inlinable @inline(__always)
    init(code: UInt8) { self.code = code }

    @inlinable @inline(__always) static var none: Placement { Placement(code: 0) }
    @inlinable @inline(__always) static var min: Placement { Placement(code: 1) }
    @inlinable @inline(__always) static var center: Placement { Placement(code: 2) }
    @inlinable @inline(__always) static var max: Placement { Placement(code: 3) }
}

/// One axis resolved.
@usableFromInline
struct AxisResult: Sendable {
    @usableFromInline var origin: Double
    @usableFromInline var length: Double
    /// The length as computed, before a negative one was replaced by the current one.
    @usableFromInline var computedLength: Double
    @usableFromInline var isNegative: Bool
    @usableFromInline var placementIgnored: Bool

    @inlinable @inline(__always)
    init(origin: Double, length: Double, computedLength: Double, isNegative: Bool, placementIgnored: Bool) {
        self.origin = origin
        self.length = length
        self.computedLength = computedLength
        self.isNegative = isNegative
        self.placementIgnored = placementIgnored
    }
}

extension AxisPins {
    /// ``PinChain/pinEdges()``: a size plus one edge or the center becomes both edges, so both
    /// margins apply to it. The size is taken within its minimum and maximum, as PinLayout
    /// converts it.
    @inlinable @inline(__always)
    func withEdgesPinned() -> AxisPins {
        let (length, hasLength) = clamped(size, has: has(.size))
        let hasMin = has(.minEdge)
        let hasMax = has(.maxEdge)
        let hasCenter = has(.center)
        let converts = both(both(hasLength, !hasBothEdges), either(either(hasMin, hasMax), hasCenter))
        var pins = self
        let half = length / 2
        pins.minEdge = choose(
            converts, choose(hasMin, minEdge, choose(hasMax, maxEdge - length, center - half)), minEdge)
        pins.maxEdge = choose(
            converts, choose(hasMin, minEdge + length, choose(hasMax, maxEdge, center + half)), maxEdge)
        pins.pinned = choose(converts, (pinned | Role.edges) & ~(Role.center.bit | Role.size.bit), pinned)
        return pins
    }

    /// The resolution table for one axis (horizontal shown; vertical is the same with
    /// top, bottom, vCenter and height):
    ///
    /// | pinned | x | width |
    /// |---|---|---|
    /// | left and right | left + marginLeft | right − marginRight − x |
    /// | left, right and width (with justify) | justified between them | width |
    /// | left and width | left + marginLeft | width |
    /// | right and width | right − marginRight − width | width |
    /// | hCenter and width | hCenter − width/2 + marginLeft − marginRight | width |
    /// | left only | left + marginLeft | current |
    /// | right only | right − current width − marginRight | current |
    /// | hCenter only | hCenter − current width/2 + marginLeft − marginRight | current |
    /// | width only | current | width |
    ///
    /// `origin` and `length` are the frame's current values, kept for whatever the chain
    /// does not set. `sized` is a length the sizing rules computed (`hasSized`): it takes the
    /// place of a pinned size and, between two edges, is placed by `placement` or else
    /// `start`. A length computed from the edges or the sizing rules that comes out below
    /// zero is replaced by the current one (`isNegative`).
    @inlinable @inline(__always)
    func resolved(
        origin: Double, length: Double, placement: Placement, sized: Double, hasSized: Bool, start: Placement
    ) -> AxisResult {
        let hasMin = has(.minEdge)
        let hasMax = has(.maxEdge)
        let hasBoth = hasBothEdges
        let hasSize = either(has(.size), hasSized)
        let sizeValue = choose(hasSized, sized, size)
        let low = minEdge + minMargin
        let high = maxEdge - maxMargin

        // Between both edges, a size is placed by justify/align (or `start`, for a computed
        // size); without a size, the edges give it.
        let place = Placement(code: choose(both(hasSized, placement == .none), start.code, placement.code))
        let placed = choose(
            place == .max, high - sizeValue, choose(place == .center, low + (high - low - sizeValue) / 2, low))
        let fromEdges = both(hasBoth, !hasSize)
        let newLength = choose(hasSize, sizeValue, choose(hasBoth, high - low, length))
        let newOrigin = choose(
            hasMin, choose(both(hasBoth, hasSize), placed, low),
            choose(
                hasMax, choose(hasSize, high - sizeValue, maxEdge - length - maxMargin),
                choose(has(.center), center - newLength / 2 + minMargin - maxMargin, origin)))
        let isNegative = both(either(fromEdges, hasSized), newLength < 0)
        return AxisResult(
            origin: newOrigin, length: choose(isNegative, length, newLength), computedLength: newLength,
            isNegative: isNegative, placementIgnored: both(placement != .none, !hasBoth))
    }
}

extension PinChain {
    /// The axes as the table reads them: on a root, what rules that need a parent pinned
    /// left out; of both edges and a size without justify/align, the one pinned last left
    /// out (a conflict); ``PinChain/pinEdges()`` applied.
    @inlinable @inline(__always)
    func preparedAxes(isRoot: Bool) -> (horizontal: AxisPins, vertical: AxisPins, issues: ResolutionIssues) {
        var horizontal = self.horizontal
        var vertical = self.vertical
        horizontal.pinned &= ~choose(isRoot, horizontal.fromParent, 0)
        vertical.pinned &= ~choose(isRoot, vertical.fromParent, 0)
        horizontal.limits &= ~choose(isRoot, horizontal.limitsFromParent, 0)
        vertical.limits &= ~choose(isRoot, vertical.limitsFromParent, 0)
        let widthConflict = both(horizontal.hasEdgesAndSize, horizontalPlacement == .none)
        let heightConflict = both(vertical.hasEdgesAndSize, verticalPlacement == .none)
        horizontal.pinned &= ~choose(widthConflict, horizontal.lastOfEdgesAndSize, 0)
        vertical.pinned &= ~choose(heightConflict, vertical.lastOfEdgesAndSize, 0)
        var issues = ResolutionIssues()
        issues.insert(.noParent, if: both(isRoot, parentRules.count != 0))
        issues.insert(.widthConflict, if: widthConflict)
        issues.insert(.heightConflict, if: heightConflict)
        let allEdges = both(horizontal.hasBothEdges, vertical.hasBothEdges)
        issues.insert(.pinEdgesIgnored, if: both(pinsEdges, allEdges))
        if pinsEdges {
            horizontal = horizontal.withEdgesPinned()
            vertical = vertical.withEdgesPinned()
        }
        return (horizontal, vertical, issues)
    }

    /// Resolves the chain: the rect, and every problem met on the way (which the warnings
    /// are made from). Calls `sizeToFit`'s function once, if the chain has one.
    ///
    /// Written out in a chain, the rules' pinned attributes are constants, so all but the
    /// arithmetic on the frame's own values and a few tests fold away.
    ///
    /// `measured` is what `sizeToFit`'s function answered when the chain was resolved
    /// before, so that the warnings' text is built from the same resolution without calling
    /// it again.
    @inlinable @inline(__always)
    func resolve(measured given: Size? = nil) -> Resolution {
        // The unusual cases, resolved carefully out of line: a root whose chain has rules
        // that need a parent, a frame with a negative size (resolved from 0, as one whose
        // size is not finite), and a frame or result that is not finite. Everywhere else the
        // chain is resolved as written, and the cases cost one test: the frame's bits for a
        // root and a negative size are tested together.
        let unusualTraits = choose(parentRules.count != 0, Frame.Traits.root.rawValue, 0)
        let unusualFrame = subject.traits.rawValue & (Frame.Traits.negativeSize.rawValue | unusualTraits) != 0
        let measures = both(given == nil, both(Measure.self != NoMeasure.self, sizing == .fit))
        // A chain with sizeToFit tests its frame first: its function is called once.
        if measures, _slowPath(either(unusualFrame, !subject.rect.hasFiniteFarEdges)) {
            return Self.resolvedCarefully(ColdCopy(self), measured: nil)
        }
        let quick = resolve(carefully: false, measured: given)
        if _slowPath(either(unusualFrame, !Rect.haveFiniteFarEdges(subject.rect, quick.rect))) {
            return Self.resolvedCarefully(ColdCopy(self), measured: measures ? quick.measured : given)
        }
        return quick
    }

    /// `resolve` for the unusual cases.
    @usableFromInline @inline(never)
    static func resolvedCarefully(_ chain: ColdCopy<Self>, measured given: Size?) -> Resolution {
        chain.value.resolve(carefully: true, measured: given)
    }

    /// The resolution itself. `carefully`: a frame's current values that are not finite, and
    /// a negative current size, count as 0, on a root what rules that need a parent pinned is
    /// left out, and computed values that are not finite are replaced by the current ones;
    /// each noted.
    @inlinable @inline(__always)
    func resolve(carefully: Bool, measured given: Size?) -> Resolution {
        var current = subject.rect
        var issues = ResolutionIssues()
        if carefully, either(!current.hasFiniteFarEdges, current.hasNegativeSize) {
            (current, issues) = Pin.finite(current)
        }
        let isRoot = both(carefully, !subject.hasParent)
        let (horizontal, vertical, prepared) = preparedAxes(isRoot: isRoot)
        issues.formUnion(prepared)

        var measured = given ?? .zero
        if given == nil, Measure.self != NoMeasure.self, sizing == .fit {
            measured = measure(fitProposal(horizontal, vertical, current: current.size))
        }
        // Without sizing rules (written out, the test folds away) the table alone decides.
        var sized = SizedLengths(width: 0, sizesWidth: false, height: 0, sizesHeight: false, issues: [])
        if either(sizing != .none, (horizontal.limits | vertical.limits) != 0) {
            sized = sizedLengths(horizontal, vertical, current: current.size, measured: measured)
            issues.formUnion(sized.issues)
        }

        let x = horizontal.resolved(
            origin: current.x, length: current.width, placement: horizontalPlacement, sized: sized.width,
            hasSized: sized.sizesWidth, start: Placement(code: choose(isRTL, Placement.max.code, Placement.min.code)))
        let y = vertical.resolved(
            origin: current.y, length: current.height, placement: verticalPlacement, sized: sized.height,
            hasSized: sized.sizesHeight, start: .min)
        issues.insert(.justifyIgnored, if: x.placementIgnored)
        issues.insert(.alignIgnored, if: y.placementIgnored)
        issues.insert(.negativeWidth, if: x.isNegative)
        issues.insert(.negativeHeight, if: y.isNegative)

        var rect = Rect(x: x.origin, y: y.origin, width: x.length, height: y.length)
        if subject.traits.has(.snaps) { rect = rect.snapped(toScale: subject.pixelScale) }
        // flip and shift act on the rect the rest of the chain gives, snapped: a rect moved to
        // bounds on the pixel grid stays on it (snapped again for bounds that are not).
        if _slowPath(both(popover.isActive, !isRoot)) {
            let placed = PopoverRules.placed(
                rect, ColdCopy(popover), horizontal: ColdCopy(self.horizontal), vertical: ColdCopy(self.vertical),
                recorded: ColdCopy(recorded), isRTL: isRTL)
            rect = placed.rect
            issues.insert(.flipWithoutRelativeRule, if: placed.flipsNothing)
            if subject.traits.has(.snaps) { rect = rect.snapped(toScale: subject.pixelScale) }
        }
        let computed = Rect(
            x: rect.x, y: rect.y, width: choose(x.isNegative, x.computedLength, rect.width),
            height: choose(y.isNegative, y.computedLength, rect.height))
        var farEdges = Point(x: rect.maxX, y: rect.maxY)
        if carefully, !rect.hasFiniteFarEdges {
            let kept = Pin.keepingFinite(rect, current: current)
            (rect, farEdges) = (kept.rect, kept.farEdges)
            issues.formUnion(kept.issues)
        }
        return Resolution(rect: rect, issues: issues, computed: computed, farEdges: farEdges, measured: measured)
    }
}

extension Pin {
    /// `rect` with each value that is not finite replaced by 0, then a width (height) whose
    /// right (bottom) edge is not finite, or that is negative, replaced by 0, and the issues
    /// noted: what a chain takes as the frame's current rect.
    @usableFromInline @inline(never)
    static func finite(_ rect: Rect) -> (rect: Rect, issues: ResolutionIssues) {
        var issues = ResolutionIssues()
        var result = rect
        func zeroIfNotFinite(_ value: inout Double, _ issue: ResolutionIssues) {
            if !value.isFinite {
                value = 0
                issues.insert(issue)
            }
        }
        zeroIfNotFinite(&result.x, .currentXInvalid)
        zeroIfNotFinite(&result.y, .currentYInvalid)
        zeroIfNotFinite(&result.width, .currentWidthInvalid)
        zeroIfNotFinite(&result.height, .currentHeightInvalid)
        if !result.maxX.isFinite {
            result.width = 0
            issues.insert(.currentMaxXInvalid)
        }
        if !result.maxY.isFinite {
            result.height = 0
            issues.insert(.currentMaxYInvalid)
        }
        if result.width < 0 {
            result.width = 0
            issues.insert(.currentWidthNegative)
        }
        if result.height < 0 {
            result.height = 0
            issues.insert(.currentHeightNegative)
        }
        return (result, issues)
    }

    /// `rect` with each value that is not finite replaced by the current one, then, if a
    /// right (bottom) edge still overflows, that axis's current origin and length; every
    /// replacement noted, and the far edges before the last step. `current` is finite, far
    /// edges included.
    @usableFromInline @inline(never)
    static func keepingFinite(_ rect: Rect, current: Rect) -> (rect: Rect, issues: ResolutionIssues, farEdges: Point) {
        var issues = ResolutionIssues()
        func kept(_ value: Double, _ currentValue: Double, _ issue: ResolutionIssues) -> Double {
            guard !value.isFinite else { return value }
            issues.insert(issue)
            return currentValue
        }
        var result = Rect(
            x: kept(rect.x, current.x, .invalidX), y: kept(rect.y, current.y, .invalidY),
            width: kept(rect.width, current.width, .invalidWidth),
            height: kept(rect.height, current.height, .invalidHeight))
        let farEdges = Point(x: result.maxX, y: result.maxY)
        if !farEdges.x.isFinite {
            (result.x, result.width) = (current.x, current.width)
            issues.insert(.maxXInvalid)
        }
        if !farEdges.y.isFinite {
            (result.y, result.height) = (current.y, current.height)
            issues.insert(.maxYInvalid)
        }
        return (result, issues, farEdges)
    }
}

extension Rect {
    /// Whether the right and bottom edges are finite numbers, and so every value: a sum
    /// is NaN or infinite when either term is.
    @inlinable @inline(__always)
    var hasFiniteFarEdges: Bool { areFinite(maxX, maxY) }

    /// Whether the width or the height is below 0 (a frame made with a negative size): one test.
    @inlinable @inline(__always)
    var hasNegativeSize: Bool { (width < height ? width : height) < 0 }

    /// Whether the width or the height has its sign bit set: below 0, or −0 (NaN with a sign
    /// too). Cheaper than `hasNegativeSize`, for a flag that only asks for a closer look.
    @inlinable @inline(__always)
    var mayHaveNegativeSize: Bool { (width.bitPattern | height.bitPattern) >> 63 != 0 }

    /// Whether the right and bottom edges of both rects are finite numbers: one test.
    @inlinable @inline(__always)
    static func haveFiniteFarEdges(_ a: Rect, _ b: Rect) -> Bool { areFinite(a.maxX, a.maxY, b.maxX, b.maxY) }

    /// Snaps to a pixel grid of `scale` pixels per point, as PinLayout does: the origin is
    /// rounded to the nearest pixel, the size rounded up to whole pixels.
    @inlinable @inline(__always)
    func snapped(toScale scale: Double) -> Rect {
        // A size a hair above a whole pixel count (floating-point noise such as
        // 100.00000000000001) is not worth a whole extra pixel.
        let noise = 1e-9
        // A value too large to count in pixels (its pixel count overflows) stays as it is.
        func kept(_ snapped: Double, else value: Double) -> Double { choose(snapped.isFinite, snapped, value) }
        return Rect(
            x: kept((x * scale).rounded() / scale, else: x),
            y: kept((y * scale).rounded() / scale, else: y),
            width: kept((width * scale - noise).rounded(.up) / scale, else: width),
            height: kept((height * scale - noise).rounded(.up) / scale, else: height))
    }
}
