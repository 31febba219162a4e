// Where a rectangle is computed (DESIGN §4.2): a chain's pinned attributes, margins,
// justify/align and pinEdges become a rect, per axis (`AxisPins.resolved`), then snapped
// to pixels. Two paths share those steps: `quickRect()`, inlined, for the common case, and
// `resolve()`, out of line, which handles everything unusual and records why.

/// Problems found while resolving; the text is built from them only when asked.
@usableFromInline
struct ResolutionIssues: OptionSet, Sendable {
    @usableFromInline var rawValue: UInt32

    @usableFromInline @_transparent
    init(rawValue: UInt32) { self.rawValue = rawValue }

    /// Both edges and the width without `justify`: the last of the three was left out.
    @usableFromInline static var widthConflict: Self { @_transparent get { Self(rawValue: 1 << 0) } }
    /// Both edges and the height without `align`: the last of the three was left out.
    @usableFromInline static var heightConflict: Self { @_transparent get { Self(rawValue: 1 << 1) } }
    @usableFromInline static var pinEdgesIgnored: Self { @_transparent get { Self(rawValue: 1 << 2) } }
    @usableFromInline static var justifyIgnored: Self { @_transparent get { Self(rawValue: 1 << 3) } }
    @usableFromInline static var alignIgnored: Self { @_transparent get { Self(rawValue: 1 << 4) } }
    @usableFromInline static var negativeWidth: Self { @_transparent get { Self(rawValue: 1 << 5) } }
    @usableFromInline static var negativeHeight: Self { @_transparent get { Self(rawValue: 1 << 6) } }
    @usableFromInline static var invalidX: Self { @_transparent get { Self(rawValue: 1 << 7) } }
    @usableFromInline static var invalidY: Self { @_transparent get { Self(rawValue: 1 << 8) } }
    @usableFromInline static var invalidWidth: Self { @_transparent get { Self(rawValue: 1 << 9) } }
    @usableFromInline static var invalidHeight: Self { @_transparent get { Self(rawValue: 1 << 10) } }
    /// Rules that need a parent were left out: the frame is a root.
    @usableFromInline static var noParent: Self { @_transparent get { Self(rawValue: 1 << 11) } }
    /// `aspectRatio` with neither dimension determined by a rule.
    @usableFromInline static var aspectRatioUndetermined: Self { @_transparent get { Self(rawValue: 1 << 12) } }
    /// `aspectRatio` with both dimensions determined by rules.
    @usableFromInline static var aspectRatioOverdetermined: Self { @_transparent get { Self(rawValue: 1 << 13) } }
    /// `sizeToFit` measured a width that replaces an explicit one.
    @usableFromInline static var fitReplacesWidth: Self { @_transparent get { Self(rawValue: 1 << 14) } }
    /// `sizeToFit` measured a height that replaces an explicit one.
    @usableFromInline static var fitReplacesHeight: Self { @_transparent get { Self(rawValue: 1 << 15) } }
    /// `sizeToFit`'s function returned NaN or an infinite value it was to decide.
    @usableFromInline static var fitInvalid: Self { @_transparent get { Self(rawValue: 1 << 16) } }
    /// `sizeToFit`'s function returned a negative width or height it was to decide.
    @usableFromInline static var fitNegative: Self { @_transparent get { Self(rawValue: 1 << 17) } }
    /// The frame's current x (y, width, height) is not finite: 0 was used instead.
    @usableFromInline static var currentXInvalid: Self { @_transparent get { Self(rawValue: 1 << 18) } }
    @usableFromInline static var currentYInvalid: Self { @_transparent get { Self(rawValue: 1 << 19) } }
    @usableFromInline static var currentWidthInvalid: Self { @_transparent get { Self(rawValue: 1 << 20) } }
    @usableFromInline static var currentHeightInvalid: Self { @_transparent get { Self(rawValue: 1 << 21) } }
    /// The frame's current right (bottom) edge is not finite: a width (height) of 0 was used.
    @usableFromInline static var currentMaxXInvalid: Self { @_transparent get { Self(rawValue: 1 << 22) } }
    @usableFromInline static var currentMaxYInvalid: Self { @_transparent get { Self(rawValue: 1 << 23) } }
    /// The computed right (bottom) edge is not finite: the current x and width (y and
    /// height) were kept.
    @usableFromInline static var maxXInvalid: Self { @_transparent get { Self(rawValue: 1 << 24) } }
    @usableFromInline static var maxYInvalid: Self { @_transparent get { Self(rawValue: 1 << 25) } }
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

    @usableFromInline @_transparent
    init(rect: Rect, issues: ResolutionIssues, computed: Rect, farEdges: Point) {
        self.rect = rect
        self.issues = issues
        self.computed = computed
        self.farEdges = farEdges
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

    @usableFromInline @_transparent
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
    @usableFromInline @_transparent
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
    @usableFromInline @_transparent
    var hasBothEdges: Bool { pinned & 0b0011 == 0b0011 }

    /// Whether both edges and the size are pinned.
    @usableFromInline @_transparent
    var hasEdgesAndSize: Bool { pinned & 0b1011 == 0b1011 }

    /// Leaves out the roles whose bits are set in `roles`.
    @usableFromInline @_transparent
    mutating func unpin(_ roles: UInt8) {
        pinned &= ~roles
    }

    /// Whether resolution computes this axis's origin (an edge or the center is pinned).
    @usableFromInline @_transparent
    var positions: Bool { minEdge != nil || maxEdge != nil || center != nil }

    /// Whether resolution computes this axis's length (a size, or both edges).
    @usableFromInline @_transparent
    var sizes: Bool { size != nil || (minEdge != nil && maxEdge != nil) }

    /// The length the axis's rules determine before sizing: the pinned size, or the
    /// distance between both edges less their margins.
    @usableFromInline
    var determinedLength: Double? {
        @_transparent get {
            if let size { return size }
            if let minEdge, let maxEdge { return (maxEdge - maxMargin) - (minEdge + minMargin) }
            return nil
        }
    }

    /// The table of DESIGN §4.2 for one axis. `origin` and `length` are the frame's
    /// current values, kept for whatever the chain does not set. `sized` is a length the
    /// sizing rules computed (`sizedLengths`): it takes the place of a pinned size and,
    /// between two edges, is placed by `placement` or else `start`.
    @usableFromInline @_transparent
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

    @usableFromInline @_transparent
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

extension Pin {
    /// `justify(_:)` as a placement on the horizontal axis, `nil` when not given.
    @inlinable
    var horizontalPlacement: Placement? {
        @_transparent get {
            switch justification {
            case .none: nil
            case .left: .min
            case .center: .center
            case .right: .max
            case .start: isRTL ? .max : .min
            case .end: isRTL ? .min : .max
            }
        }
    }

    /// `align(_:)` as a placement on the vertical axis, `nil` when not given.
    @inlinable
    var verticalPlacement: Placement? {
        @_transparent get {
            switch alignment {
            case .none: nil
            case .top: .min
            case .center: .center
            case .bottom: .max
            }
        }
    }

    /// Whether a sizing rule (`minWidth` … `maxHeight`, `aspectRatio`, `sizeToFit`) is in
    /// the chain.
    @usableFromInline
    var usesSizing: Bool {
        @_transparent get { sizing != .none || (horizontal.limits | vertical.limits) != 0 }
    }

    /// The common case, inlined into the caller: the rect, or `nil` when anything about
    /// the chain is unusual (a warning recorded, a root, a conflict or an ignored rule left
    /// for resolution, a sizing rule, a computed negative size, a non-finite value). Then `resolve()`
    /// does it again carefully, out of line, and builds the warnings.
    ///
    /// In a written-out chain everything but the frame's own values is a constant, so the
    /// checks fold into one test of a few flags and the finiteness of what was computed.
    // A call in debug builds, where expanding it fills the caller's stack (see `PinChain.init`).
    #if DEBUG
        @inlinable
    #else
        @usableFromInline @_transparent
    #endif
    func quickRect() -> Rect? {
        let current = subject.rect
        #if PINFRAME_UNCHECKED
            // The benchmark's floor: the table of §4.2 and pixel snapping, nothing checked.
            let sized = sizedLengths(horizontal, vertical, current: current.size)
            let x = horizontal.resolved(
                origin: current.x, length: current.width, placement: horizontalPlacement, sized: sized.width,
                start: isRTL ? .max : .min)
            let y = vertical.resolved(
                origin: current.y, length: current.height, placement: verticalPlacement, sized: sized.height)
            let unchecked = Rect(x: x.origin, y: y.origin, width: x.computedLength, height: y.computedLength)
            return subject.pixelScale > 0 ? unchecked.snapped(toScale: subject.pixelScale) : unchecked
        #else
            // Sizing rules (min/max, aspectRatio, sizeToFit) are resolved out of line, and so is
            // a frame whose current rect is not finite.
            if usesSizing || !current.hasFiniteFarEdges { return nil }
            let hPlacement = horizontalPlacement
            let vPlacement = verticalPlacement
            var horizontal = self.horizontal
            var vertical = self.vertical
            let needsParent = noParentIssues != 0 || noParentLost != 0
            var clean =
                !log.hasWarnings
                && !(horizontal.hasEdgesAndSize && hPlacement == nil)
                && !(vertical.hasEdgesAndSize && vPlacement == nil)
            if pinsEdges {
                clean = clean && !(horizontal.hasBothEdges && vertical.hasBothEdges)
                horizontal = horizontal.withEdgesPinned()
                vertical = vertical.withEdgesPinned()
            }
            let x = horizontal.resolved(origin: current.x, length: current.width, placement: hPlacement)
            let y = vertical.resolved(origin: current.y, length: current.height, placement: vPlacement)
            clean = clean && !x.placementIgnored && !y.placementIgnored && !x.isNegative && !y.isNegative
            let rect = Rect(x: x.origin, y: y.origin, width: x.length, height: y.length)
            // One test of the frame's flags for the common case: it has the parent the chain
            // needs, and nothing is snapped.
            let unusual = Frame.Traits.snaps.rawValue | (needsParent ? Frame.Traits.root.rawValue : 0)
            if subject.traits.rawValue & unusual == 0 {
                return clean && rect.hasFiniteFarEdges ? rect : nil
            }
            guard clean, !needsParent || subject.hasParent, subject.pixelScale > 0 else { return nil }
            let snapped = rect.snapped(toScale: subject.pixelScale)
            return snapped.hasFiniteFarEdges ? snapped : nil
        #endif
    }

    /// Resolves the chain into a rect (DESIGN §4.2–§4.5), noting every problem found: the
    /// careful path behind `quickRect()`, and what `warnings` reads.
    @usableFromInline
    func resolve() -> Resolution {
        let (horizontal, vertical, prepared) = preparedAxes()
        let (current, currentIssues) = Pin.finite(subject.rect)
        let sized = sizedLengths(horizontal, vertical, current: current.size)
        var issues = prepared.union(sized.issues).union(currentIssues)
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
        if subject.pixelScale > 0 { rect = rect.snapped(toScale: subject.pixelScale) }
        let computed = Rect(
            x: rect.x, y: rect.y, width: x.isNegative ? x.computedLength : rect.width,
            height: y.isNegative ? y.computedLength : rect.height)
        (rect, issues) = Pin.replacingNonFinite(rect, with: current, issues)
        let farEdges = Point(x: rect.maxX, y: rect.maxY)
        // Each value is finite now, but a right or bottom edge can still overflow: then the
        // axis keeps its current values, whose edge is finite.
        if !farEdges.x.isFinite {
            (rect.x, rect.width) = (current.x, current.width)
            issues.insert(.maxXInvalid)
        }
        if !farEdges.y.isFinite {
            (rect.y, rect.height) = (current.y, current.height)
            issues.insert(.maxYInvalid)
        }
        return Resolution(rect: rect, issues: issues, computed: computed, farEdges: farEdges)
    }

    /// The axes as resolution uses them, with the problems found on the way: on a root,
    /// what rules that need a parent pinned left out; of both edges and a size without
    /// justify/align, the last one pinned left out; `pinEdges()` applied.
    func preparedAxes() -> (horizontal: AxisPins, vertical: AxisPins, issues: ResolutionIssues) {
        var issues = ResolutionIssues()
        var horizontal = self.horizontal
        var vertical = self.vertical
        let hPlacement = horizontalPlacement
        let vPlacement = verticalPlacement

        // A root: what rules that need a parent pinned does not count.
        if noParentIssues != 0 || noParentLost != 0, !subject.hasParent {
            horizontal.unpin(horizontal.fromParent)
            vertical.unpin(vertical.fromParent)
            horizontal.limits &= ~horizontal.limitsFromParent
            vertical.limits &= ~vertical.limitsFromParent
            issues.insert(.noParent)
        }

        // Both edges and a size without justify/align: the last one pinned conflicts.
        if horizontal.hasEdgesAndSize, let last = horizontal.lastOfEdgesAndSize, hPlacement == nil {
            horizontal[last] = nil
            issues.insert(.widthConflict)
        }
        if vertical.hasEdgesAndSize, let last = vertical.lastOfEdgesAndSize, vPlacement == nil {
            vertical[last] = nil
            issues.insert(.heightConflict)
        }

        if pinsEdges {
            if horizontal.minEdge != nil, horizontal.maxEdge != nil, vertical.minEdge != nil,
                vertical.maxEdge != nil
            {
                issues.insert(.pinEdgesIgnored)
            } else {
                horizontal = horizontal.withEdgesPinned()
                vertical = vertical.withEdgesPinned()
            }
        }
        return (horizontal, vertical, issues)
    }

    /// `rect` with each value that is not finite replaced by 0, and then a width (height)
    /// whose right (bottom) edge is not finite replaced by 0, and the issues noted: what a
    /// chain takes as the frame's current rect.
    static func finite(_ rect: Rect) -> (rect: Rect, issues: ResolutionIssues) {
        guard !rect.hasFiniteFarEdges else { return (rect, []) }
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

    /// Replaces each non-finite value of `rect` by the frame's current one (or zero, if
    /// that is not finite either) and notes it.
    static func replacingNonFinite(
        _ rect: Rect, with current: Rect, _ issues: ResolutionIssues
    ) -> (Rect, ResolutionIssues) {
        var issues = issues
        func fixed(_ value: Double, _ currentValue: Double, _ issue: ResolutionIssues) -> Double {
            guard !value.isFinite else { return value }
            issues.insert(issue)
            return currentValue.isFinite ? currentValue : 0
        }
        let result = Rect(
            x: fixed(rect.x, current.x, .invalidX), y: fixed(rect.y, current.y, .invalidY),
            width: fixed(rect.width, current.width, .invalidWidth),
            height: fixed(rect.height, current.height, .invalidHeight))
        return (result, issues)
    }
}

extension Rect {
    /// Whether the right and bottom edges are finite numbers, and so every value: a sum
    /// is NaN or infinite when either term is.
    @usableFromInline
    var hasFiniteFarEdges: Bool {
        @_transparent get {
            // `v - v` is NaN exactly when `v` is NaN or infinite.
            let (right, bottom) = (x + width, y + height)
            let probe = (right - right) + (bottom - bottom)
            return probe == probe
        }
    }

    /// Snaps to a pixel grid of `scale` pixels per point, as PinLayout does: the origin is
    /// rounded to the nearest pixel, the size rounded up to whole pixels.
    @usableFromInline @_transparent
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
