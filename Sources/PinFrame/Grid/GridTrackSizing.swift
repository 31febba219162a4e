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

/// The space a grid's tracks are sized in, on one axis.
enum GridAvailableSpace: Equatable, Sendable {
    /// A container of this length, padding taken off.
    case definite(Double)
    /// As small as the items allow (CSS's min-content constraint).
    case minContent
    /// As big as the items want (CSS's max-content constraint).
    case maxContent
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

    init(_ sizing: (min: GridSizing, max: GridSizing)) {
        min = sizing.min
        max = sizing.max
        if case .fixed(let length) = sizing.min { base = length } else { base = 0 }
        if case .fixed(let length) = sizing.max { limit = Swift.max(length, base) } else { limit = .infinity }
    }

    var isFlexible: Bool {
        if case .flex = max { return true }
        return false
    }

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
    var tracks = sizing.map(GridSizedTrack.init)
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
        case .fixed, .fitContent, .flex: break
        }
        switch track.max {
        case .minContent: track.limit = track.limit.isFinite ? Swift.max(track.limit, item.minContent) : item.minContent
        case .maxContent, .auto:
            track.limit = track.limit.isFinite ? Swift.max(track.limit, item.maxContent) : item.maxContent
        case .fitContent(let most):
            let wanted = Swift.min(item.maxContent, most)
            track.limit = track.limit.isFinite ? Swift.max(track.limit, wanted) : wanted
        case .fixed, .flex: break
        }
        tracks[item.start] = track
    }
    for index in tracks.indices where tracks[index].limit < tracks[index].base {
        tracks[index].limit = tracks[index].base
    }

    // Items spanning several tracks, none flexible, by span.
    let spanning = contributions.filter { $0.span > 1 && !crossesFlexible($0) }.sorted { $0.span < $1.span }
    var next = spanning.startIndex
    while next < spanning.endIndex {
        let span = spanning[next].span
        var end = next
        while end < spanning.endIndex, spanning[end].span == span { end += 1 }
        let group = spanning[next..<end]
        next = end
        distribute(&tracks, group, gap: gap, toLimits: false, affects: { $0.min.isIntrinsic }, autoMinimum)
        let minContent: (GridContribution) -> Double = { $0.minContent }
        let maxContent: (GridContribution) -> Double = { $0.maxContent }
        distribute(
            &tracks, group, gap: gap, toLimits: false, affects: { $0.min == .minContent || $0.min == .maxContent },
            minContent)
        distribute(
            &tracks, group, gap: gap, toLimits: false,
            affects: { $0.min == .maxContent || (space == .maxContent && $0.min == .auto) }, maxContent)
        for index in tracks.indices where tracks[index].limit < tracks[index].base {
            tracks[index].limit = tracks[index].base
        }
        distribute(&tracks, group, gap: gap, toLimits: true, affects: { $0.max.isIntrinsic }, minContent)
        distribute(&tracks, group, gap: gap, toLimits: true, affects: { $0.max.growsToMaxContent }, maxContent)
    }

    // Items crossing flexible tracks, all spans together: only the flexible tracks grow, by
    // their fractions.
    let flexing = contributions.filter(crossesFlexible)
    if !flexing.isEmpty {
        distribute(
            &tracks, flexing[...], gap: gap, toLimits: false, affects: { $0.isFlexible && $0.min.isIntrinsic },
            byFlexFactor: true, autoMinimum)
    }
    for index in tracks.indices where !tracks[index].limit.isFinite {
        tracks[index].limit = tracks[index].base
    }

    // The free space: up to the growth limits.
    switch space {
    case .definite(let length):
        var free = length - gaps - tracks.reduce(0) { $0 + $1.base }
        var growing = tracks.indices.filter { tracks[$0].base < tracks[$0].limit }
        while free > 0, !growing.isEmpty {
            let share = free / Double(growing.count)
            var capped = false
            for index in growing where tracks[index].limit - tracks[index].base <= share {
                free -= tracks[index].limit - tracks[index].base
                tracks[index].base = tracks[index].limit
                capped = true
            }
            if !capped {
                for index in growing { tracks[index].base += share }
                free = 0
            }
            growing = growing.filter { tracks[$0].base < tracks[$0].limit }
        }
    case .maxContent:
        for index in tracks.indices { tracks[index].base = tracks[index].limit }
    case .minContent:
        break
    }

    // Flexible tracks: the size of one fraction.
    let flexible = tracks.indices.filter { tracks[$0].isFlexible }
    if !flexible.isEmpty, space != .minContent {
        var fraction = 0.0
        if case .definite(let length) = space {
            fraction = fractionSize(of: tracks, Array(tracks.indices), in: length - gaps)
        } else {
            for index in flexible {
                let track = tracks[index]
                fraction = Swift.max(fraction, track.flexFactor > 1 ? track.base / track.flexFactor : track.base)
            }
            for item in flexing {
                let spanned = Array(item.start..<(item.start + item.span))
                let inner = item.maxContent - gap * Double(item.span - 1)
                fraction = Swift.max(fraction, fractionSize(of: tracks, spanned, in: inner))
            }
        }
        for index in flexible {
            tracks[index].base = Swift.max(tracks[index].base, fraction * tracks[index].flexFactor)
        }
    }

    // Auto tracks share what is still free.
    if stretchesAutoTracks, case .definite(let length) = space {
        let free = length - gaps - tracks.reduce(0) { $0 + $1.base }
        let stretching = tracks.indices.filter { tracks[$0].max == .auto }
        if free > 0, !stretching.isEmpty {
            for index in stretching { tracks[index].base += free / Double(stretching.count) }
        }
    }
    return tracks.map(\.base)
}

/// The size of one fraction when `indices` of `tracks` fill `space` (CSS's "find the size
/// of an fr"): tracks that are not flexible keep their base size, and a flexible track whose
/// base size is more than its share keeps it too.
func fractionSize(of tracks: [GridSizedTrack], _ indices: [Int], in space: Double) -> Double {
    var inflexible = Set(indices.filter { !tracks[$0].isFlexible })
    while true {
        let leftover = space - inflexible.reduce(0) { $0 + tracks[$1].base }
        let factors = indices.filter { !inflexible.contains($0) }.reduce(0) { $0 + tracks[$1].flexFactor }
        let fraction = Swift.max(0, leftover) / Swift.max(factors, 1)
        let tooBig = indices.filter {
            !inflexible.contains($0) && tracks[$0].base > fraction * tracks[$0].flexFactor
        }
        if tooBig.isEmpty { return fraction }
        inflexible.formUnion(tooBig)
    }
}

/// Grows the base sizes (or, `toLimits`, the growth limits) of the tracks `affects` picks
/// so that each item of `items` gets `contribution` across the tracks it spans (CSS's
/// "distribute extra space"): equally, or by flex factor when `byFlexFactor`; up to each
/// track's limit first, then past it. Each track grows by the most any one item asks of it.
private func distribute(
    _ tracks: inout [GridSizedTrack], _ items: ArraySlice<GridContribution>, gap: Double, toLimits: Bool,
    affects: (GridSizedTrack) -> Bool, byFlexFactor: Bool = false, _ contribution: (GridContribution) -> Double
) {
    var planned = [Double](repeating: 0, count: tracks.count)
    var touched = false
    for item in items {
        let spanned = item.start..<(item.start + item.span)
        let affected = spanned.filter { affects(tracks[$0]) }
        guard !affected.isEmpty else { continue }
        func size(_ track: GridSizedTrack) -> Double { toLimits ? track.finiteLimit : track.base }
        var space =
            contribution(item) - gap * Double(item.span - 1) - spanned.reduce(0) { $0 + size(tracks[$1]) }
        guard space > 0 else { continue }
        touched = true
        var incurred = [Int: Double]()
        func cap(_ index: Int) -> Double {
            let track = tracks[index]
            if !toLimits { return track.limit.isFinite ? track.limit : .infinity }
            if track.infinitelyGrowable || !track.limit.isFinite {
                if case .fitContent(let most) = track.max { return Swift.max(most, track.base) }
                return .infinity
            }
            return track.limit
        }
        func weight(_ index: Int, among indices: [Int]) -> Double {
            guard byFlexFactor else { return 1 / Double(indices.count) }
            let total = indices.reduce(0) { $0 + tracks[$1].flexFactor }
            return total > 0 ? tracks[index].flexFactor / total : 1 / Double(indices.count)
        }
        // Up to each track's limit, freezing the tracks that reach it.
        var open = affected
        while space > 0, !open.isEmpty {
            var frozen: [Int] = []
            for index in open {
                let room = cap(index) - size(tracks[index]) - incurred[index, default: 0]
                if room <= space * weight(index, among: open) { frozen.append(index) }
            }
            if frozen.isEmpty {
                for index in open { incurred[index, default: 0] += space * weight(index, among: open) }
                space = 0
            } else {
                for index in frozen {
                    let room = Swift.max(0, cap(index) - size(tracks[index]) - incurred[index, default: 0])
                    incurred[index, default: 0] += room
                    space -= room
                }
                open.removeAll { frozen.contains($0) }
            }
        }
        // Past the limits: to tracks whose maximum grows with content, else to all.
        if space > 0 {
            var past = affected.filter { tracks[$0].max.isIntrinsic }
            if toLimits || past.isEmpty { past = affected }
            for index in past { incurred[index, default: 0] += space * weight(index, among: past) }
        }
        for (index, increase) in incurred { planned[index] = Swift.max(planned[index], increase) }
    }
    guard touched else { return }
    for index in tracks.indices where planned[index] > 0 {
        if toLimits {
            if !tracks[index].limit.isFinite { tracks[index].infinitelyGrowable = true }
            tracks[index].limit = tracks[index].finiteLimit + planned[index]
        } else {
            tracks[index].base += planned[index]
        }
    }
}
