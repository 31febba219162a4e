// Repeated tracks (CSS `repeat()`): a list of tracks written out for one container size
// before anything else sees it, so that placement and sizing only ever meet plain tracks.
// An automatic repetition counts how many copies fit the container's definite size; with
// `.autoFit`, the copies no item occupies collapse once the items are placed.

/// How many times ``GridTrack/repeating(_:_:)`` writes its tracks: CSS `repeat()`'s first
/// argument.
///
///     // repeat(auto-fill, 100px) in 330 points with 10 of spacing: 3 columns of 100
///     let grid = Grid(columns: [.repeating(.autoFill, [.points(100)])], columnSpacing: 10)
///     let box = Frame(x: 0, y: 0, width: 330, height: 20, in: screen)
///     grid.frames(for: [GridItem(), GridItem(), GridItem()], in: box).map(\.rect.x)   // [0, 110, 220]
public enum GridRepetition: Hashable, Sendable {
    /// `repeat(3, …)`: the tracks `n` times. Below 1 acts as 1; above 10,000 as 10,000.
    ///
    ///     Grid(columns: [.repeating(.count(3), [.fraction(1)])])   // three equal columns
    case count(Int)
    /// `repeat(auto-fill, …)`: as many copies as fit the container's size on that axis (less
    /// its padding, with the gaps between tracks), at least one. Each track counts at its
    /// maximum where that is a fixed length, else at its minimum (`minmax(.points(120),
    /// .fraction(1))` counts 120), and at least 1 point, so that tracks of no size cannot
    /// repeat without bound; past 10,000 tracks the list is cut, with a warning. Without a
    /// definite size (``Grid/size(for:fitting:fileID:line:)`` with an infinite or 0 proposal)
    /// the tracks are written once.
    ///
    ///     Grid(columns: [.repeating(.autoFill, [.minmax(.points(120), .fraction(1))])])
    case autoFill
    /// `repeat(auto-fit, …)`: as ``autoFill``, then the copies' tracks that no item occupies
    /// collapse to nothing, with the gaps beside them, so the occupied ones share the space.
    ///
    ///     // Two items in 430 points: two columns of 215, not three of 143.33 with one empty.
    ///     Grid(columns: [.repeating(.autoFit, [.minmax(.points(120), .fraction(1))])])
    case autoFit
}

/// A track list with its repetitions written out for one container size, and which of its
/// tracks an `.autoFit` repetition wrote (they collapse when no item occupies them).
struct GridTrackList {
    var tracks: [GridTrack]
    var collapsible: Range<Int>?
    /// Whether the list, written out, had more tracks than `limit` (the rest were left out).
    var isTruncated = false

    /// How many tracks a list may have once written out: as many lines as a placement reaches.
    static var limit: Int { GridAxisPosition.limit }

    /// `tracks` written out in a content box `space` long on their axis (nil: no definite
    /// size), the tracks `gap` apart. An automatic repetition is written once unless it is the
    /// first at the top of the list and one of its tracks has a fixed size (`automatic` false:
    /// the list cannot repeat automatically, as implicit tracks cannot).
    init(_ tracks: [GridTrack], space: Double?, gap: Double, automatic: Bool = true) {
        var written: [GridTrack] = []
        var repeated: (at: Int, tracks: [GridTrack], fits: Bool)?
        var truncated = false
        for track in tracks {
            guard case .repeating(let repetition, let inner) = track else {
                Self.append(track, to: &written, truncated: &truncated)
                continue
            }
            let copy = Self.flattened(inner, truncated: &truncated)
            switch repetition {
            case .count(let count):
                Self.append(copy, times: count, to: &written, truncated: &truncated)
            case .autoFill, .autoFit:
                if automatic, repeated == nil, Self.canRepeatAutomatically(copy) {
                    repeated = (written.count, copy, repetition == .autoFit)
                } else {
                    Self.append(copy, times: 1, to: &written, truncated: &truncated)
                }
            }
        }
        collapsible = nil
        if let repeated {
            let others = written.reduce(0) { $0 + ($1.fixedLength ?? 0) }
            let copies = Self.copies(of: repeated.tracks, besides: written.count, others, space: space, gap: gap)
            var copied: [GridTrack] = []
            if copies > Self.limit { truncated = true }
            Self.append(
                repeated.tracks, times: copies, to: &copied, room: Self.limit - written.count, truncated: &truncated)
            written.insert(contentsOf: copied, at: repeated.at)
            if repeated.fits { collapsible = repeated.at..<(repeated.at + copied.count) }
        }
        self.tracks = written
        isTruncated = truncated
    }

    /// Whether `tracks` has a repetition to write out (most lists have none and are used as
    /// they are).
    static func hasRepetition(_ tracks: [GridTrack]) -> Bool {
        tracks.withUnsafeBufferPointer { buffer in
            for index in buffer.indices {
                if case .repeating = buffer[index] { return true }
            }
            return false
        }
    }

    /// Whether written-out tracks can repeat automatically: one of them has a fixed size, so
    /// that copies take room and can be counted.
    static func canRepeatAutomatically(_ written: [GridTrack]) -> Bool {
        written.contains { $0.fixedLength != nil }
    }

    /// `tracks` with every repetition in it written out: counted ones their number of times,
    /// automatic ones once.
    static func flattened(_ tracks: [GridTrack]) -> [GridTrack] {
        var truncated = false
        return flattened(tracks, truncated: &truncated)
    }

    /// `flattened(_:)`, setting `truncated` when the tracks written out were more than `limit`.
    static func flattened(_ tracks: [GridTrack], truncated: inout Bool) -> [GridTrack] {
        var written: [GridTrack] = []
        for track in tracks {
            if case .repeating(let repetition, let inner) = track {
                let times = if case .count(let count) = repetition { count } else { 1 }
                append(flattened(inner, truncated: &truncated), times: times, to: &written, truncated: &truncated)
            } else {
                append(track, to: &written, truncated: &truncated)
            }
        }
        return written
    }

    /// Appends a plain track, unless `list` is full (then sets `truncated`).
    static func append(_ track: GridTrack, to list: inout [GridTrack], truncated: inout Bool) {
        if list.count < limit { list.append(track) } else { truncated = true }
    }

    /// Appends `copy` `times` times (at least once, at most `limit` times: a larger count has a
    /// warning of its own), keeping `list` within `room` tracks; sets `truncated` when they did
    /// not all fit.
    static func append(
        _ copy: [GridTrack], times: Int, to list: inout [GridTrack], room: Int = limit, truncated: inout Bool
    ) {
        guard !copy.isEmpty else { return }
        let left = Swift.max(0, room - list.count)
        let wanted = Swift.max(1, Swift.min(times, limit))
        if wanted * copy.count > left { truncated = true }
        let count = Swift.min(wanted, (left + copy.count - 1) / copy.count)
        list.reserveCapacity(list.count + count * copy.count)
        for _ in 0..<count {
            list.append(contentsOf: copy.prefix(Swift.max(0, room - list.count)))
        }
    }

    /// How many copies of `copy` fit in `space` beside `others` tracks taking `fixed` of it,
    /// `gap` between every two: the most that do not overflow, at least one (one without a
    /// definite size). Each track counts at least 1 point here (as CSS suggests), so that
    /// tracks of no size cannot repeat without bound; the count may pass `limit`, which the
    /// copies written out then keep to.
    static func copies(of copy: [GridTrack], besides others: Int, _ fixed: Double, space: Double?, gap: Double)
        -> Int
    {
        guard let space, space.isFinite else { return 1 }
        let each = copy.reduce(0) { $0 + Swift.max(1, $1.fixedLength ?? 0) } + gap * Double(copy.count)
        // n copies take fixed + n × each + gap × (others − 1): the gap after the last track is
        // not there. A hair of tolerance, so that copies that fit exactly are not lost to rounding.
        let room = space - fixed - gap * Double(others - 1)
        let fitting = (room / each * (1 + 1e-12)).rounded(.down)
        guard fitting.isFinite, fitting >= 1 else { return 1 }
        // One past the limit says that more than the limit fit.
        return Int(Swift.min(fitting, Double(limit + 1)))
    }
}

extension GridTrack {
    /// The length an automatic repetition counts the track at: its maximum where that is a
    /// fixed length, else its minimum where that is; nil when neither is (the track has no
    /// fixed size).
    var fixedLength: Double? {
        let (low, high) = sizing
        if case .fixed(let length) = high { return length }
        if case .fixed(let length) = low { return length }
        return nil
    }
}

extension Grid {
    /// Whether a track list has a repetition to write out (most grids have none and are laid
    /// out as they are).
    var hasRepetition: Bool {
        GridTrackList.hasRepetition(columns) || GridTrackList.hasRepetition(rows)
            || GridTrackList.hasRepetition(autoColumns) || GridTrackList.hasRepetition(autoRows)
    }

    /// The grid with its track lists written out for a content box `width` × `height` (nil:
    /// not definite on that axis), and the tracks that collapse when empty. A list cut at the
    /// limit is noted in `report`.
    func writingRepetitions(width: Double?, height: Double?, report: GridReport?) -> (
        grid: Grid, collapsible: GridCollapsible
    ) {
        var grid = self
        let columnList = GridTrackList(columns, space: width, gap: nonNegative(columnSpacing))
        let rowList = GridTrackList(rows, space: height, gap: nonNegative(rowSpacing))
        let autoColumnList = GridTrackList(autoColumns, space: nil, gap: 0, automatic: false)
        let autoRowList = GridTrackList(autoRows, space: nil, gap: 0, automatic: false)
        grid.columns = columnList.tracks
        grid.rows = rowList.tracks
        grid.autoColumns = autoColumnList.tracks
        grid.autoRows = autoRowList.tracks
        if let report {
            for (list, name) in [
                (columnList, "columns"), (rowList, "rows"), (autoColumnList, "autoColumns"), (autoRowList, "autoRows"),
            ] where list.isTruncated {
                report.truncated(name)
            }
        }
        return (grid, GridCollapsible(columns: columnList.collapsible, rows: rowList.collapsible))
    }
}

/// The explicit tracks (indices in the written-out lists) that an `.autoFit` repetition wrote.
struct GridCollapsible {
    var columns: Range<Int>?
    var rows: Range<Int>?
}

extension GridPlacement {
    /// Removes the explicit columns in `explicit` (counted from the explicit grid's first)
    /// that no item's area covers, from `tracks` and from the count, and moves the areas after
    /// them back: an `.autoFit` repetition's empty tracks collapse with the gaps beside them.
    mutating func collapseEmptyColumns(_ explicit: Range<Int>, tracks: inout [(min: GridSizing, max: GridSizing)]) {
        columnCount -= Self.collapseEmpty(
            explicit.shifted(by: columnsBefore), \.column, \.columns, count: columnCount, areas: &areas, tracks: &tracks
        )
    }

    /// `collapseEmptyColumns` for rows.
    mutating func collapseEmptyRows(_ explicit: Range<Int>, tracks: inout [(min: GridSizing, max: GridSizing)]) {
        rowCount -= Self.collapseEmpty(
            explicit.shifted(by: rowsBefore), \.row, \.rows, count: rowCount, areas: &areas, tracks: &tracks)
    }

    /// Removes the tracks of `range` that no area covers on the axis `start` and `span` read
    /// (of `count`), moving the areas after them back; returns how many it removed.
    private static func collapseEmpty(
        _ range: Range<Int>, _ start: WritableKeyPath<GridArea, Int>, _ span: KeyPath<GridArea, Int>, count: Int,
        areas: inout [GridArea?], tracks: inout [(min: GridSizing, max: GridSizing)]
    ) -> Int {
        let range = range.clamped(to: 0..<count)
        guard !range.isEmpty else { return 0 }
        var occupied = [Bool](repeating: false, count: range.count)
        for case let area? in areas {
            let covered = (area[keyPath: start]..<(area[keyPath: start] + area[keyPath: span])).clamped(to: range)
            for track in covered { occupied[track - range.lowerBound] = true }
        }
        // How many collapsed tracks come before each track of the range, and after it.
        var removedBefore = [Int](repeating: 0, count: range.count + 1)
        for offset in 0..<range.count {
            removedBefore[offset + 1] = removedBefore[offset] + (occupied[offset] ? 0 : 1)
        }
        let removed = removedBefore[range.count]
        guard removed > 0 else { return 0 }
        for index in areas.indices {
            guard var area = areas[index] else { continue }
            let first = area[keyPath: start]
            if first >= range.upperBound {
                area[keyPath: start] = first - removed
            } else if first >= range.lowerBound {
                area[keyPath: start] = first - removedBefore[first - range.lowerBound]
            }
            areas[index] = area
        }
        var kept: [(min: GridSizing, max: GridSizing)] = []
        kept.reserveCapacity(tracks.count - removed)
        for (index, track) in tracks.enumerated() where !range.contains(index) || occupied[index - range.lowerBound] {
            kept.append(track)
        }
        tracks = kept
        return removed
    }
}

extension Range<Int> {
    /// The range moved by `offset`.
    fileprivate func shifted(by offset: Int) -> Range<Int> { (lowerBound + offset)..<(upperBound + offset) }
}
