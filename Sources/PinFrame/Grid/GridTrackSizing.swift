// CSS's track sizing algorithm (CSS Grid Layout 1, section 11) for one axis of a grid: the
// tracks start from their fixed sizes, grow to their items' contributions — items in one
// track first, then items spanning more, by span — take the free space up to their limits,
// share what is left by fraction, and auto tracks stretch. Items' contributions come in as
// numbers, so the same code sizes columns and (with the items measured at their columns'
// widths) rows.

/// What an item asks of the tracks it spans on one axis: outer sizes, margins included.
struct GridContribution: Equatable, Sendable {
    /// The first track and how many it spans.
    var start: Int
    var span: Int
    /// What it needs at least where a track's minimum is `auto`: its given size, else its
    /// content's smallest (CSS's minimum contribution).
    var minimum: Double
    /// Its smallest and its preferred size (CSS's min-content and max-content contributions).
    var minContent: Double
    var maxContent: Double
}

/// The tracks some items span, for a pass that may see a track more than once: from the
/// first to the last they reach when that is no more than their spans together (the usual
/// case: each track once), else each item's tracks in turn. Either way a pass costs what the
/// items span, never the whole grid's track count.
struct GridSpannedTracks: Sequence {
    let items: ArraySlice<GridContribution>
    /// From the first track to the last, or nil to go item by item.
    let extent: Range<Int>?

    init(_ items: ArraySlice<GridContribution>) {
        self.items = items
        guard let first = items.first else {
            extent = 0..<0
            return
        }
        var (lower, upper, total) = (first.start, first.start + first.span, 0)
        for item in items {
            lower = Swift.min(lower, item.start)
            upper = Swift.max(upper, item.start + item.span)
            total += item.span
        }
        extent = upper - lower <= total ? lower..<upper : nil
    }

    struct Iterator: IteratorProtocol {
        var items: ArraySlice<GridContribution>.Iterator
        var tracks: Range<Int>.Iterator
        let byItem: Bool

        mutating func next() -> Int? {
            while true {
                if let index = tracks.next() { return index }
                guard byItem, let item = items.next() else { return nil }
                tracks = (item.start..<(item.start + item.span)).makeIterator()
            }
        }
    }

    func makeIterator() -> Iterator {
        Iterator(items: items.makeIterator(), tracks: (extent ?? 0..<0).makeIterator(), byItem: extent == nil)
    }
}

/// The space a grid's tracks are sized in, on one axis.
enum GridAvailableSpace: Equatable, Sendable {
    /// A container of this length, padding taken off.
    case definite(Double)
    /// As small as the items allow (CSS's min-content constraint).
    case minContent
    /// As big as the items want (CSS's max-content constraint).
    case maxContent

    /// The length when definite, else nil.
    var definiteLength: Double? {
        if case .definite(let length) = self { return length }
        return nil
    }
}

/// One track while it is sized: its base size, its growth limit, and its sizing functions.
struct GridSizedTrack: Equatable, Sendable {
    var base: Double
    var limit: Double
    let min: GridSizing
    let max: GridSizing
    /// Set when a spanning item gave an infinite growth limit its first finite value: the
    /// same step may grow it past that value.
    var infinitelyGrowable = false
    /// Working space of the distribution of spanning items' extra space (kept here so that
    /// it needs no array of its own): the most any item asks the track to grow (0 between
    /// steps), what the current item adds, and whether the track still takes a share of it.
    var planned = 0.0
    var incurred = 0.0
    var isOpen = false

    init(_ sizing: (min: GridSizing, max: GridSizing)) {
        min = sizing.min
        max = sizing.max
        if case .fixed(let length) = sizing.min { base = length } else { base = 0 }
        if case .fixed(let length) = sizing.max { limit = Swift.max(length, base) } else { limit = .infinity }
    }

    var isFlexible: Bool { max.isFlexible }

    var flexFactor: Double {
        if case .flex(let share) = max { return share }
        return 0
    }

    /// The growth limit, or the base size where the limit is still infinite.
    var finiteLimit: Double { limit.isFinite ? limit : base }
}

/// The sizes of the tracks `sizing` describes, `gap` apart, for items contributing
/// `contributions` in `space`. `stretchesAutoTracks`: the axis's distribution is `.stretch`,
/// so auto tracks share the space left.
func gridTrackSizes(
    _ sizing: [(min: GridSizing, max: GridSizing)], gap: Double, contributions: [GridContribution],
    space: GridAvailableSpace, stretchesAutoTracks: Bool
) -> [Double] {
    var tracks = sizing.map { GridSizedTrack(($0.min.resolved(in: space), $0.max.resolved(in: space))) }
    guard !tracks.isEmpty else { return [] }
    let gaps = gap * Double(tracks.count - 1)
    let underConstraint = space == .maxContent || space == .minContent

    func crossesFlexible(_ item: GridContribution) -> Bool {
        tracks[item.start..<(item.start + item.span)].contains { $0.isFlexible }
    }
    // What an item needs at least in an auto minimum: under a min- or max-content
    // constraint its min-content contribution (no less than its minimum), else its minimum.
    func autoMinimum(_ item: GridContribution) -> Double {
        underConstraint ? Swift.max(item.minContent, item.minimum) : item.minimum
    }

    // Items in one track that is not flexible.
    for item in contributions where item.span == 1 && !tracks[item.start].isFlexible {
        var track = tracks[item.start]
        switch track.min {
        case .minContent: track.base = Swift.max(track.base, item.minContent)
        case .maxContent: track.base = Swift.max(track.base, item.maxContent)
        case .auto:
            var need = autoMinimum(item)
            if underConstraint, case .fixed(let most) = track.max {
                need = Swift.max(Swift.min(need, most), item.minimum)
            }
            if underConstraint, case .fitContent(let most) = track.max {
                need = Swift.max(Swift.min(need, most), item.minimum)
            }
            track.base = Swift.max(track.base, need)
        // A percentage is resolved before (a length, or auto).
        case .fixed, .fitContent, .flex, .percent: break
        }
        switch track.max {
        case .minContent: track.limit = track.limit.isFinite ? Swift.max(track.limit, item.minContent) : item.minContent
        case .maxContent, .auto:
            track.limit = track.limit.isFinite ? Swift.max(track.limit, item.maxContent) : item.maxContent
        case .fitContent(let most):
            let wanted = Swift.min(item.maxContent, most)
            track.limit = track.limit.isFinite ? Swift.max(track.limit, wanted) : wanted
        case .fixed, .flex, .percent: break
        }
        tracks[item.start] = track
    }
    // A growth limit is never below its base size.
    for index in tracks.indices where tracks[index].limit < tracks[index].base {
        tracks[index].limit = tracks[index].base
    }

    // Grows the tracks `group` spans to its contributions: base sizes for minimums, then
    // growth limits for maximums. `flexibleOnly`: items crossing fraction tracks, which grow
    // only those tracks (by their fractions; their maximums are fractions, never grown).
    let minContent: (GridContribution) -> Double = { $0.minContent }
    let maxContent: (GridContribution) -> Double = { $0.maxContent }
    // A group's steps look only at the tracks its items span, so that a grid with many span
    // lengths costs what its items span, not its track count once per length.
    func accommodate(_ group: ArraySlice<GridContribution>, flexibleOnly: Bool) {
        let spanned = GridSpannedTracks(group)
        func distributing(
            toLimits: Bool, _ affects: @escaping (GridSizedTrack) -> Bool, forMaxContent: Bool = false,
            _ size: (GridContribution) -> Double
        ) {
            let affected = { (track: GridSizedTrack) in (!flexibleOnly || track.isFlexible) && affects(track) }
            // A step no track takes part in is skipped without a pass over the items.
            guard spanned.contains(where: { affected(tracks[$0]) }) else { return }
            distribute(
                &tracks, spanned, gap: gap, toLimits: toLimits, forMaxContent: forMaxContent, affects: affected,
                byFlexFactor: flexibleOnly, size)
        }
        // Items crossing fraction tracks ask for their minimum contribution alone, even
        // under a min- or max-content constraint (as browsers do): their max-content
        // contribution comes in when the size of an fr is found.
        distributing(toLimits: false, { $0.min.isIntrinsic }, flexibleOnly ? { $0.minimum } : autoMinimum)
        distributing(toLimits: false, { $0.min == .minContent || $0.min == .maxContent }, minContent)
        distributing(
            toLimits: false,
            { $0.min == .maxContent || (!flexibleOnly && space == .maxContent && $0.min == .auto) },
            forMaxContent: true, maxContent)
        guard !flexibleOnly else { return }
        for index in spanned where tracks[index].limit < tracks[index].base { tracks[index].limit = tracks[index].base }
        distributing(toLimits: true, { $0.max.isIntrinsic }, minContent)
        distributing(toLimits: true, { $0.max.growsToMaxContent }, forMaxContent: true, maxContent)
    }

    // Items spanning several tracks, none flexible, by span.
    let spanning = contributions.filter { $0.span > 1 && !crossesFlexible($0) }.sorted { $0.span < $1.span }
    var next = spanning.startIndex
    while next < spanning.endIndex {
        let span = spanning[next].span
        var end = next
        while end < spanning.endIndex, spanning[end].span == span { end += 1 }
        accommodate(spanning[next..<end], flexibleOnly: false)
        next = end
    }

    // Items crossing flexible tracks, all spans together, each step as for spanning items.
    let flexing = contributions.filter(crossesFlexible)
    if !flexing.isEmpty {
        accommodate(flexing[...], flexibleOnly: true)
    }
    for index in tracks.indices where !tracks[index].limit.isFinite {
        tracks[index].limit = tracks[index].base
    }

    // The free space: up to the growth limits, equally, freezing the tracks that reach theirs.
    switch space {
    case .definite(let length):
        var free = length - gaps - held(by: tracks, tracks.indices)
        var growing = tracks.count { $0.base < $0.limit }
        while free > 0, growing > 0 {
            let share = free / Double(growing)
            var capped = false
            for index in tracks.indices where tracks[index].base < tracks[index].limit {
                guard tracks[index].limit - tracks[index].base <= share else { continue }
                free -= tracks[index].limit - tracks[index].base
                tracks[index].base = tracks[index].limit
                growing -= 1
                capped = true
            }
            if !capped {
                for index in tracks.indices where tracks[index].base < tracks[index].limit {
                    tracks[index].base += share
                }
                free = 0
            }
        }
    case .maxContent:
        for index in tracks.indices { tracks[index].base = tracks[index].limit }
    case .minContent:
        break
    }

    // Flexible tracks: the size of one fraction.
    if space != .minContent, tracks.contains(where: \.isFlexible) {
        var fraction = 0.0
        if case .definite(let length) = space {
            fraction = fractionSize(of: tracks, tracks.indices, in: length - gaps)
        } else {
            for track in tracks where track.isFlexible {
                fraction = Swift.max(fraction, track.flexFactor > 1 ? track.base / track.flexFactor : track.base)
            }
            for item in contributions where crossesFlexible(item) {
                let inner = item.maxContent - gap * Double(item.span - 1)
                fraction = Swift.max(
                    fraction, fractionSize(of: tracks, item.start..<(item.start + item.span), in: inner))
            }
        }
        for index in tracks.indices where tracks[index].isFlexible {
            tracks[index].base = Swift.max(tracks[index].base, fraction * tracks[index].flexFactor)
        }
    }

    // Auto tracks share what is still free.
    if stretchesAutoTracks, case .definite(let length) = space {
        let free = length - gaps - held(by: tracks, tracks.indices)
        let stretching = tracks.count { $0.max == .auto }
        if free > 0, stretching > 0 {
            for index in tracks.indices where tracks[index].max == .auto {
                tracks[index].base += free / Double(stretching)
            }
        }
    }
    return tracks.map(\.base)
}

/// What the tracks `spanned` hold (their base sizes, or with `toLimits` their growth limits
/// where finite), added up without losing their last bits. Out of line: the free space needs
/// it once a step, and an item only when it spans more than two tracks.
@inline(never)
func held(by tracks: [GridSizedTrack], _ spanned: Range<Int>, toLimits: Bool = false) -> Double {
    var total = LengthSum()
    for index in spanned { total.add(toLimits ? tracks[index].finiteLimit : tracks[index].base) }
    return total.value
}

/// The size of one fraction when the tracks `indices` fill `space` (CSS's "find the size of
/// an fr"): tracks that are not flexible keep their base size, and a flexible track whose
/// base size is more than its share keeps it too, the fraction then found again without it.
/// Setting such a track aside only lowers the fraction, so the tracks set aside are those
/// above their share at the last fraction found: no list of them is needed.
func fractionSize(of tracks: [GridSizedTrack], _ indices: Range<Int>, in space: Double) -> Double {
    var last = Double.infinity
    func flexes(_ track: GridSizedTrack) -> Bool {
        track.isFlexible && (last == .infinity || track.base <= last * track.flexFactor)
    }
    while true {
        var kept = LengthSum()
        var factors = 0.0
        var largest = 0.0
        for index in indices {
            if flexes(tracks[index]) {
                factors += tracks[index].flexFactor
                largest = Swift.max(largest, tracks[index].flexFactor)
            } else {
                kept.add(tracks[index].base)
            }
        }
        var fraction = Swift.max(0, space - kept.value) / Swift.max(factors, 1)
        if _slowPath(!factors.isFinite) {
            // Factors so large that their sum overflows: shared as the same factors divided by
            // the largest (a fraction is a ratio), the size of one fraction then divided by it.
            var scaled = 0.0
            for index in indices where flexes(tracks[index]) { scaled += tracks[index].flexFactor / largest }
            fraction = Swift.max(0, space - kept.value) / scaled / largest
        }
        let tooBig = indices.contains { flexes(tracks[$0]) && tracks[$0].base > fraction * tracks[$0].flexFactor }
        if !tooBig || fraction >= last { return fraction }
        last = fraction
    }
}

/// Grows the base sizes (or, `toLimits`, the growth limits) of the tracks `affects` picks
/// so that each item of `spanned` gets `contribution` across the tracks it spans (CSS's
/// "distribute extra space"): equally, or by flex factor when `byFlexFactor`; up to each
/// track's limit first, then past it. Each track grows by the most any one item asks of it.
/// `forMaxContent`: the contribution is the items' max-content one.
///
/// Past the limits, base sizes grow in the tracks whose maximum grows with content (max-content
/// ones for max-content contributions, intrinsic ones for the others), else in all affected
/// tracks; growth limits in all affected tracks. A fit-content track never grows past its
/// limit there, growth limits and max-content contributions alike (as Chromium and Taffy
/// keep it: `fit-content(30px)` under a span of 80 is 30), but may past it for an item's
/// minimum, which it must hold.
private func distribute(
    _ tracks: inout [GridSizedTrack], _ spanned: GridSpannedTracks, gap: Double, toLimits: Bool,
    forMaxContent: Bool, affects: (GridSizedTrack) -> Bool, byFlexFactor: Bool = false,
    _ contribution: (GridContribution) -> Double
) {
    var anyPlanned = false
    func size(_ track: GridSizedTrack) -> Double { toLimits ? track.finiteLimit : track.base }
    func cap(_ track: GridSizedTrack) -> Double {
        if !toLimits { return track.limit.isFinite ? track.limit : .infinity }
        if track.infinitelyGrowable || !track.limit.isFinite {
            if case .fitContent(let most) = track.max { return Swift.max(most, track.base) }
            return .infinity
        }
        return track.limit
    }
    // Past the limits: only a fit-content track keeps one, its own (or where it already is).
    func capPastLimits(_ track: GridSizedTrack) -> Double {
        guard toLimits || forMaxContent, case .fitContent(let most) = track.max else { return .infinity }
        return Swift.max(most, size(track))
    }
    for item in spanned.items {
        let spanned = item.start..<(item.start + item.span)
        var space = contribution(item) - gap * Double(item.span - 1)
        var affected = 0
        for index in spanned {
            space -= size(tracks[index])
            if affects(tracks[index]) { affected += 1 }
        }
        // Over many tracks, what they hold is added up again without losing its last bits:
        // over thousands the plain sum leaves a residue that would be shared out again.
        if item.span > 2 {
            space = contribution(item) - gap * Double(item.span - 1) - held(by: tracks, spanned, toLimits: toLimits)
        }
        guard affected > 0, space > 0 else { continue }
        anyPlanned = true
        for index in spanned { tracks[index].incurred = 0 }
        // Up to each track's limit, then past the limits, to the tracks that take it there.
        func growsWithContent(_ track: GridSizedTrack) -> Bool {
            forMaxContent ? track.max.growsToMaxContent : track.max.isIntrinsic
        }
        space = spread(space, pastLimits: false, onlyGrowingWithContent: false)
        if space > 0 {
            let some = !toLimits && spanned.contains { affects(tracks[$0]) && growsWithContent(tracks[$0]) }
            _ = spread(space, pastLimits: true, onlyGrowingWithContent: some)
        }
        // Shares `space` among the affected tracks (past the limits, those growing with
        // content when `onlyGrowingWithContent`), equally or by flex factor (equally when
        // their factors sum to 0), none past its limit (`cap`, or past the limits
        // `capPastLimits`), freezing those that reach it; returns what is left.
        func spread(_ space: Double, pastLimits: Bool, onlyGrowingWithContent: Bool) -> Double {
            var space = space
            var open = 0
            for index in spanned {
                let track = tracks[index]
                tracks[index].isOpen = affects(track) && (!onlyGrowingWithContent || growsWithContent(track))
                if tracks[index].isOpen { open += 1 }
            }
            while space > 0, open > 0 {
                var total = 0.0
                var largest = 0.0
                for index in spanned where tracks[index].isOpen {
                    total += tracks[index].flexFactor
                    largest = Swift.max(largest, tracks[index].flexFactor)
                }
                // Factors whose sum overflows are shared divided by the largest.
                var divisor = 1.0
                if _slowPath(!total.isFinite) {
                    divisor = largest
                    total = 0
                    for index in spanned where tracks[index].isOpen { total += tracks[index].flexFactor / largest }
                }
                let count = Double(open)
                func share(_ index: Int, of space: Double) -> Double {
                    byFlexFactor && total > 0 ? space * (tracks[index].flexFactor / divisor) / total : space / count
                }
                let offered = space
                var froze = false
                for index in spanned where tracks[index].isOpen {
                    let track = tracks[index]
                    let room = (pastLimits ? capPastLimits(track) : cap(track)) - size(track) - track.incurred
                    guard room <= share(index, of: offered) else { continue }
                    tracks[index].incurred += Swift.max(0, room)
                    space -= Swift.max(0, room)
                    tracks[index].isOpen = false
                    open -= 1
                    froze = true
                }
                if !froze {
                    for index in spanned where tracks[index].isOpen {
                        tracks[index].incurred += share(index, of: offered)
                    }
                    space = 0
                }
            }
            return space
        }
        for index in spanned { tracks[index].planned = Swift.max(tracks[index].planned, tracks[index].incurred) }
    }
    // Each planned growth is applied once, and `planned` left 0 for the next step.
    guard anyPlanned else { return }
    for index in spanned where tracks[index].planned > 0 {
        if toLimits {
            if !tracks[index].limit.isFinite { tracks[index].infinitelyGrowable = true }
            tracks[index].limit = tracks[index].finiteLimit + tracks[index].planned
        } else {
            tracks[index].base += tracks[index].planned
        }
        tracks[index].planned = 0
    }
}
