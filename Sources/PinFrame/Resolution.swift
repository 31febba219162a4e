// The one place a rectangle is computed: a chain's pinned attributes, margins,
// justify/align, pinEdges and sizing rules become a rect, axis by axis
// (`AxisPins.resolved`), then snapped to pixels and checked. Every result form runs this;
// the problems it notes are turned into warnings only when there are any.

/// Problems found while resolving; the text is built from them only when asked.
@usableFromInline
struct ResolutionIssues: OptionSet, Sendable {
    @usableFromInline var rawValue: UInt32

    @inlinable
    init(rawValue: UInt32) { self.rawValue = rawValue }

    /// Both edges and the width without `justify`: the last of the three was left out.
    @inlinable
    static var widthConflict: Self { Self(rawValue: 1 << 0) }
    /// Both edges and the height without `align`: the last of the three was left out.
    @inlinable
    static var heightConflict: Self { Self(rawValue: 1 << 1) }
    @inlinable
    static var pinEdgesIgnored: Self { Self(rawValue: 1 << 2) }
    @inlinable
    static var justifyIgnored: Self { Self(rawValue: 1 << 3) }
    @inlinable
    static var alignIgnored: Self { Self(rawValue: 1 << 4) }
    @inlinable
    static var negativeWidth: Self { Self(rawValue: 1 << 5) }
    @inlinable
    static var negativeHeight: Self { Self(rawValue: 1 << 6) }
    @inlinable
    static var invalidX: Self { Self(rawValue: 1 << 7) }
    @inlinable
    static var invalidY: Self { Self(rawValue: 1 << 8) }
    @inlinable
    static var invalidWidth: Self { Self(rawValue: 1 << 9) }
    @inlinable
    static var invalidHeight: Self { Self(rawValue: 1 << 10) }
    /// `aspectRatio` with neither dimension determined by a rule.
    @inlinable
    static var aspectRatioUndetermined: Self { Self(rawValue: 1 << 12) }
    /// `aspectRatio` with both dimensions determined by rules.
    @inlinable
    static var aspectRatioOverdetermined: Self { Self(rawValue: 1 << 13) }
    /// `sizeToFit` measured a width that replaces an explicit one.
    @inlinable
    static var fitReplacesWidth: Self { Self(rawValue: 1 << 14) }
    /// `sizeToFit` measured a height that replaces an explicit one.
    @inlinable
    static var fitReplacesHeight: Self { Self(rawValue: 1 << 15) }
    /// `sizeToFit`'s function returned NaN or an infinite value it was to decide.
    @inlinable
    static var fitInvalid: Self { Self(rawValue: 1 << 16) }
    /// `sizeToFit`'s function returned a negative width or height it was to decide.
    @inlinable
    static var fitNegative: Self { Self(rawValue: 1 << 17) }
    /// The frame's current x (y, width, height) is not finite: 0 was used instead.
    @inlinable
    static var currentXInvalid: Self { Self(rawValue: 1 << 18) }
    @inlinable
    static var currentYInvalid: Self { Self(rawValue: 1 << 19) }
    @inlinable
    static var currentWidthInvalid: Self { Self(rawValue: 1 << 20) }
    @inlinable
    static var currentHeightInvalid: Self { Self(rawValue: 1 << 21) }
    /// The frame's current right (bottom) edge is not finite: a width (height) of 0 was used.
    @inlinable
    static var currentMaxXInvalid: Self { Self(rawValue: 1 << 22) }
    @inlinable
    static var currentMaxYInvalid: Self { Self(rawValue: 1 << 23) }
    /// The computed right (bottom) edge is not finite: the current x and width (y and
    /// height) were kept.
    @inlinable
    static var maxXInvalid: Self { Self(rawValue: 1 << 24) }
    @inlinable
    static var maxYInvalid: Self { Self(rawValue: 1 << 25) }
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

    @inlinable
    init(rect: Rect, issues: ResolutionIssues, computed: Rect, measured: Size) {
        self.rect = rect
        self.issues = issues
        self.computed = computed
        self.farEdges = Point(x: rect.maxX, y: rect.maxY)
        self.measured = measured
    }
}

/// Where `justify`/`align` put a size between two edges, on either axis.
@usableFromInline
enum Placement: Sendable {
    case min, center, max
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

    @inlinable
    init(origin: Double, length: Double, computedLength: Double, isNegative: Bool, placementIgnored: Bool) {
        self.origin = origin
        self.length = length
        self.computedLength = computedLength
        self.isNegative = isNegative
        self.placementIgnored = placementIgnored
    }
}

extension AxisPins {
    /// `pinEdges()`: a size plus one edge or the center becomes both edges, so both
    /// margins apply to it.
    @inlinable
    func withEdgesPinned() -> AxisPins {
        // The size within its minimum and maximum, as PinLayout converts it.
        guard let size = clamped(size), minEdge == nil || maxEdge == nil else { return self }
        var pins = self
        if let minEdge {
            pins.maxEdge = minEdge + size
        } else if let maxEdge {
            pins.minEdge = maxEdge - size
        } else if let center {
            pins.minEdge = center - size / 2
            pins.maxEdge = center + size / 2
            pins.center = nil
        } else {
            return self
        }
        pins.size = nil
        return pins
    }

    /// Whether both edges are pinned.
    @inlinable
    var hasBothEdges: Bool { pinned & 0b0011 == 0b0011 }

    /// Whether both edges and the size are pinned.
    @inlinable
    var hasEdgesAndSize: Bool { pinned & 0b1011 == 0b1011 }

    /// The length the axis's rules determine before sizing: the pinned size, or the
    /// distance between both edges less their margins.
    @inlinable
    var determinedLength: Double? {
        if let size { return size }
        if let minEdge, let maxEdge { return (maxEdge - maxMargin) - (minEdge + minMargin) }
        return nil
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
    /// `origin` and `length` are the frame's
    /// current values, kept for whatever the chain does not set. `sized` is a length the
    /// sizing rules computed (`sizedLengths`): it takes the place of a pinned size and,
    /// between two edges, is placed by `placement` or else `start`.
    @inlinable
    func resolved(
        origin: Double, length: Double, placement: Placement?, sized: Double? = nil, start: Placement = .min
    ) -> AxisResult {
        let placementIgnored = placement != nil && (minEdge == nil || maxEdge == nil)
        guard let sized else {
            return resolvedTable(
                origin: origin, length: length, placement: placement, sizeIsComputed: false,
                placementIgnored: placementIgnored)
        }
        var pins = self
        pins.size = sized
        return pins.resolvedTable(
            origin: origin, length: length, placement: placement ?? start, sizeIsComputed: true,
            placementIgnored: placementIgnored)
    }

    @inlinable
    func resolvedTable(
        origin: Double, length: Double, placement: Placement?, sizeIsComputed: Bool, placementIgnored: Bool
    ) -> AxisResult {
        var newOrigin = origin
        var newLength = length
        var computedFromEdges = false
        if let minEdge, let maxEdge {
            let low = minEdge + minMargin
            let high = maxEdge - maxMargin
            if let size {
                // Only reachable with justify/align: without them resolution dropped one of the three.
                newLength = size
                switch placement {
                case .min, nil: newOrigin = low
                case .center: newOrigin = low + (high - low - size) / 2
                case .max: newOrigin = high - size
                }
            } else {
                newOrigin = low
                newLength = high - low
                computedFromEdges = true
            }
        } else if let minEdge, let size {
            newOrigin = minEdge + minMargin
            newLength = size
        } else if let maxEdge, let size {
            newOrigin = maxEdge - maxMargin - size
            newLength = size
        } else if let center, let size {
            newOrigin = center - size / 2 + minMargin - maxMargin
            newLength = size
        } else if let minEdge {
            newOrigin = minEdge + minMargin
        } else if let maxEdge {
            newOrigin = maxEdge - length - maxMargin
        } else if let center {
            newOrigin = center - length / 2 + minMargin - maxMargin
        } else if let size {
            newLength = size
        }
        let computed = newLength
        let isNegative = (computedFromEdges || sizeIsComputed) && newLength < 0
        if isNegative { newLength = length }
        return AxisResult(
            origin: newOrigin, length: newLength, computedLength: computed, isNegative: isNegative,
            placementIgnored: placementIgnored)
    }
}

extension PinChain {
    /// `justify(_:)` as a placement on the horizontal axis, `nil` when not given.
    @inlinable
    var horizontalPlacement: Placement? {
        switch justification {
        case .none: nil
        case .left: .min
        case .center: .center
        case .right: .max
        case .start: isRTL ? .max : .min
        case .end: isRTL ? .min : .max
        }
    }

    /// `align(_:)` as a placement on the vertical axis, `nil` when not given.
    @inlinable
    var verticalPlacement: Placement? {
        switch alignment {
        case .none: nil
        case .top: .min
        case .center: .center
        case .bottom: .max
        }
    }

    /// The axes as the table reads them: of both edges and a size without justify/align,
    /// the one pinned last left out (a conflict); `pinEdges()` applied.
    @inlinable
    func preparedAxes() -> (horizontal: AxisPins, vertical: AxisPins, issues: ResolutionIssues) {
        var issues = ResolutionIssues()
        var horizontal = self.horizontal
        var vertical = self.vertical
        if horizontal.hasEdgesAndSize, justification == .none, let last = horizontal.lastOfEdgesAndSize {
            horizontal[last] = nil
            issues.insert(.widthConflict)
        }
        if vertical.hasEdgesAndSize, alignment == .none, let last = vertical.lastOfEdgesAndSize {
            vertical[last] = nil
            issues.insert(.heightConflict)
        }
        if pinsEdges {
            if horizontal.hasBothEdges, vertical.hasBothEdges {
                issues.insert(.pinEdgesIgnored)
            } else {
                horizontal = horizontal.withEdgesPinned()
                vertical = vertical.withEdgesPinned()
            }
        }
        return (horizontal, vertical, issues)
    }

    /// Resolves the chain: the rect, and every problem met on the way (which the warnings
    /// are made from). Calls `sizeToFit`'s function once, if the chain has one.
    ///
    /// Written out in a chain, the rules' pinned attributes are constants, so all but the
    /// arithmetic on the frame's own values and a few tests fold away.
    @inlinable
    func resolve() -> Resolution {
        var current = subject.rect
        var issues = ResolutionIssues()
        if _slowPath(!current.hasFiniteFarEdges) { (current, issues) = Pin.finite(current) }
        let (horizontal, vertical, prepared) = preparedAxes()
        issues.formUnion(prepared)

        var measured = Size.zero
        if sizing == .fit { measured = measure(fitProposal(horizontal, vertical, current: current.size)) }
        let sized = sizedLengths(horizontal, vertical, current: current.size, measured: measured)
        issues.formUnion(sized.issues)

        let x = horizontal.resolved(
            origin: current.x, length: current.width, placement: horizontalPlacement, sized: sized.width,
            start: isRTL ? .max : .min)
        let y = vertical.resolved(
            origin: current.y, length: current.height, placement: verticalPlacement, sized: sized.height)
        if x.placementIgnored { issues.insert(.justifyIgnored) }
        if y.placementIgnored { issues.insert(.alignIgnored) }
        if x.isNegative { issues.insert(.negativeWidth) }
        if y.isNegative { issues.insert(.negativeHeight) }

        var rect = Rect(x: x.origin, y: y.origin, width: x.length, height: y.length)
        if subject.traits.has(.snaps) { rect = rect.snapped(toScale: subject.pixelScale) }
        let computed = Rect(
            x: rect.x, y: rect.y, width: x.isNegative ? x.computedLength : rect.width,
            height: y.isNegative ? y.computedLength : rect.height)
        var resolution = Resolution(rect: rect, issues: issues, computed: computed, measured: measured)
        if _slowPath(!rect.hasFiniteFarEdges) { resolution = Pin.keepingFinite(resolution, current: current) }
        return resolution
    }
}

extension Pin {
    /// `rect` with each value that is not finite replaced by 0, and then a width (height)
    /// whose right (bottom) edge is not finite replaced by 0, and the issues noted: what a
    /// chain takes as the frame's current rect.
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
        return (result, issues)
    }

    /// `resolution` with each computed value that is not finite replaced by the current
    /// one, then, if a right (bottom) edge still overflows, that axis's current origin and
    /// length; every replacement noted. `current` is finite, far edges included.
    @usableFromInline @inline(never)
    static func keepingFinite(_ resolution: Resolution, current: Rect) -> Resolution {
        var result = resolution
        var rect = resolution.rect
        func kept(_ value: Double, _ currentValue: Double, _ issue: ResolutionIssues) -> Double {
            guard !value.isFinite else { return value }
            result.issues.insert(issue)
            return currentValue
        }
        rect.x = kept(rect.x, current.x, .invalidX)
        rect.y = kept(rect.y, current.y, .invalidY)
        rect.width = kept(rect.width, current.width, .invalidWidth)
        rect.height = kept(rect.height, current.height, .invalidHeight)
        result.rect = rect
        result.farEdges = Point(x: result.rect.maxX, y: result.rect.maxY)
        if !result.farEdges.x.isFinite {
            (result.rect.x, result.rect.width) = (current.x, current.width)
            result.issues.insert(.maxXInvalid)
        }
        if !result.farEdges.y.isFinite {
            (result.rect.y, result.rect.height) = (current.y, current.height)
            result.issues.insert(.maxYInvalid)
        }
        return result
    }
}

extension Rect {
    /// Whether the right and bottom edges are finite numbers, and so every value: a sum
    /// is NaN or infinite when either term is.
    @inlinable
    var hasFiniteFarEdges: Bool {
        // `v - v` is NaN exactly when `v` is NaN or infinite.
        let (right, bottom) = (x + width, y + height)
        let probe = (right - right) + (bottom - bottom)
        return probe == probe
    }

    /// Snaps to a pixel grid of `scale` pixels per point, as PinLayout does: the origin is
    /// rounded to the nearest pixel, the size rounded up to whole pixels.
    @inlinable
    func snapped(toScale scale: Double) -> Rect {
        // A size a hair above a whole pixel count (floating-point noise such as
        // 100.00000000000001) is not worth a whole extra pixel.
        let noise = 1e-9
        return Rect(
            x: (x * scale).rounded() / scale,
            y: (y * scale).rounded() / scale,
            width: (width * scale - noise).rounded(.up) / scale,
            height: (height * scale - noise).rounded(.up) / scale)
    }
}
