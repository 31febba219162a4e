// Where each item of a grid goes: its lines resolved, then the items without a position
// placed by CSS's auto-placement algorithm (CSS Grid Layout 1, section 8.5), in the order
// `GridFlow` says. Occupied cells are kept as intervals per track of the axis the flow adds
// tracks to, so that an item costs what it spans, never what the grid's area is.

/// The lines an item was given, and whether it takes part.
struct GridLines: Equatable, Sendable {
    var columnStart: GridLine
    var columnEnd: GridLine
    var rowStart: GridLine
    var rowEnd: GridLine
    var isHidden = false
}

/// The tracks an item's area covers: the first column and row (0 is the grid's first track,
/// implicit tracks before the explicit grid included) and how many of each.
struct GridArea: Equatable, Sendable {
    var column: Int
    var row: Int
    var columns: Int
    var rows: Int
}

/// An item's position on one axis before auto-placement.
enum GridAxisPosition: Equatable, Sendable {
    /// Between two lines, counted from 0 at the explicit grid's first line (negative: before
    /// it, in implicit tracks).
    case definite(start: Int, end: Int)
    /// A span to be placed.
    case auto(span: Int)

    /// Lines and spans beyond this are clamped to it: an absurd line or span cannot make the
    /// grid allocate without bound.
    static let limit = 10_000

    /// The position `start` and `end` give in a grid of `explicitTracks` explicit tracks.
    /// A start after its end is swapped, a start equal to its end spans one track; with two
    /// spans the end's is ignored, as CSS says.
    init(start: GridLine, end: GridLine, explicitTracks: Int) {
        func line(_ value: GridLine) -> Int? {
            guard case .line(let number) = value, number != 0 else { return nil }
            let clamped = Swift.min(Swift.max(number, -Self.limit), Self.limit)
            // 1 is the first line (0 here); -1 the last of the explicit grid.
            return clamped > 0 ? clamped - 1 : explicitTracks + 1 + clamped
        }
        func span(_ value: GridLine) -> Int? {
            guard case .span(let count) = value else { return nil }
            return Swift.min(Swift.max(count, 1), Self.limit)
        }
        switch (line(start), line(end)) {
        case (let first?, let second?):
            self =
                first == second
                ? .definite(start: first, end: first + 1)
                : .definite(start: Swift.min(first, second), end: Swift.max(first, second))
        case (let first?, nil):
            self = .definite(start: first, end: first + (span(end) ?? 1))
        case (nil, let last?):
            self = .definite(start: last - (span(start) ?? 1), end: last)
        case (nil, nil):
            self = .auto(span: span(start) ?? span(end) ?? 1)
        }
    }

    /// The first line, when definite.
    var start: Int? {
        if case .definite(let start, _) = self { return start }
        return nil
    }

    /// How many tracks it covers.
    var span: Int {
        switch self {
        case .definite(let start, let end): end - start
        case .auto(let span): span
        }
    }
}

/// The areas of a grid's items and the size of the grid that holds them.
struct GridPlacement: Equatable, Sendable {
    /// One area per item, in order; nil for a hidden item.
    var areas: [GridArea?]
    /// How many columns and rows the grid has, implicit ones included.
    var columnCount: Int
    var rowCount: Int
    /// How many implicit columns and rows come before the explicit grid.
    var columnsBefore: Int
    var rowsBefore: Int

    /// Places `items` in a grid of `explicitColumns` × `explicitRows` tracks.
    init(_ items: [GridLines], explicitColumns: Int, explicitRows: Int, flow: GridFlow) {
        let columnsFirst = flow == .columns || flow == .columnsDense
        let dense = flow == .rowsDense || flow == .columnsDense
        // Worked in terms of the axis the flow adds tracks to (major: rows for a row flow)
        // and the one its cursor runs along (minor), then turned back.
        let (explicitMajor, explicitMinor) =
            columnsFirst ? (explicitColumns, explicitRows) : (explicitRows, explicitColumns)
        var majors: [GridAxisPosition?] = []
        var minors: [GridAxisPosition?] = []
        majors.reserveCapacity(items.count)
        minors.reserveCapacity(items.count)
        for item in items {
            guard !item.isHidden else {
                majors.append(nil)
                minors.append(nil)
                continue
            }
            let column = GridAxisPosition(
                start: item.columnStart, end: item.columnEnd, explicitTracks: explicitColumns)
            let row = GridAxisPosition(start: item.rowStart, end: item.rowEnd, explicitTracks: explicitRows)
            majors.append(columnsFirst ? column : row)
            minors.append(columnsFirst ? row : column)
        }
        // Implicit tracks before the explicit grid: as many as the earliest definite line asks.
        let majorBefore = -Swift.min(0, majors.lazy.compactMap { $0?.start }.min() ?? 0)
        let minorBefore = -Swift.min(0, minors.lazy.compactMap { $0?.start }.min() ?? 0)
        var majorCount = majorBefore + explicitMajor
        var minorCount = minorBefore + explicitMinor
        var placed = [GridArea?](repeating: nil, count: items.count)
        var occupied = GridOccupancy(items: items.count)

        // Dense flows search from the first major track that is not full (of cells taken by
        // auto-placed items, which never overlap): the tracks before it cannot take an item,
        // so a search does not pass them again and again. (The minor axis no longer grows once
        // the cursor runs: step 3 counts every track an item will need.)
        var firstOpenMajor = 0
        func place(_ index: Int, major: Int, majorSpan: Int, minor: Int, minorSpan: Int, automatic: Bool = true) {
            occupied.occupy(
                majors: major..<(major + majorSpan), minors: minor..<(minor + minorSpan), automatic: automatic)
            majorCount = Swift.max(majorCount, major + majorSpan)
            minorCount = Swift.max(minorCount, minor + minorSpan)
            placed[index] = GridArea(column: minor, row: major, columns: minorSpan, rows: majorSpan)
        }
        func firstOpen() -> Int {
            while occupied.isFull(firstOpenMajor, minorCount: minorCount) { firstOpenMajor += 1 }
            return firstOpenMajor
        }

        // 1. Items with a position on both axes.
        for index in items.indices {
            guard let major = majors[index], let minor = minors[index],
                let majorStart = major.start, let minorStart = minor.start
            else { continue }
            place(
                index, major: majorStart + majorBefore, majorSpan: major.span, minor: minorStart + minorBefore,
                minorSpan: minor.span, automatic: false)
        }
        // 2. Items locked to a major track: the first free minor position, after the items
        //    this step placed on that track before (sparse) or from the start (dense).
        var lockedCursor: [Int: Int] = [:]
        for index in items.indices {
            guard let major = majors[index], let minor = minors[index], let majorStart = major.start,
                minor.start == nil
            else { continue }
            let start = majorStart + majorBefore
            var position = dense ? 0 : lockedCursor[start, default: 0]
            while let blockedUntil = occupied.firstOverlap(
                majors: start..<(start + major.span), minors: position..<(position + minor.span))
            {
                position = blockedUntil
            }
            place(index, major: start, majorSpan: major.span, minor: position, minorSpan: minor.span)
            lockedCursor[start] = position + minor.span
        }
        // 3. The minor axis holds every item with a minor position, placed or not yet, and the
        //    widest item without one (before the cursor runs along it).
        for index in items.indices {
            guard let minor = minors[index] else { continue }
            if let start = minor.start {
                minorCount = Swift.max(minorCount, start + minorBefore + minor.span)
            } else if majors[index]?.start == nil {
                minorCount = Swift.max(minorCount, minor.span)
            }
        }
        // 4. The rest, with the cursor.
        var cursorMajor = 0
        var cursorMinor = 0
        for index in items.indices {
            guard let major = majors[index], let minor = minors[index], major.start == nil else { continue }
            if let minorStart = minor.start {
                // A minor position: the first major track from the cursor where it fits.
                let start = minorStart + minorBefore
                if dense {
                    cursorMajor = firstOpen()
                } else if start < cursorMinor {
                    cursorMajor += 1
                }
                cursorMinor = start
                while occupied.firstOverlap(
                    majors: cursorMajor..<(cursorMajor + major.span), minors: start..<(start + minor.span)) != nil
                {
                    cursorMajor += 1
                }
                place(index, major: cursorMajor, majorSpan: major.span, minor: start, minorSpan: minor.span)
            } else {
                // No position: along the minor axis from the cursor, then the next major track.
                if dense {
                    cursorMajor = firstOpen()
                    cursorMinor = 0
                }
                while true {
                    if cursorMinor + minor.span > minorCount {
                        cursorMajor += 1
                        cursorMinor = 0
                        continue
                    }
                    guard
                        let blockedUntil = occupied.firstOverlap(
                            majors: cursorMajor..<(cursorMajor + major.span),
                            minors: cursorMinor..<(cursorMinor + minor.span))
                    else { break }
                    cursorMinor = blockedUntil
                }
                place(index, major: cursorMajor, majorSpan: major.span, minor: cursorMinor, minorSpan: minor.span)
                cursorMinor += minor.span
            }
        }

        areas =
            columnsFirst
            ? placed.map { $0.map { GridArea(column: $0.row, row: $0.column, columns: $0.rows, rows: $0.columns) } }
            : placed
        (columnCount, rowCount) = columnsFirst ? (majorCount, minorCount) : (minorCount, majorCount)
        (columnsBefore, rowsBefore) = columnsFirst ? (majorBefore, minorBefore) : (minorBefore, majorBefore)
    }
}

/// The cells taken so far: for each track of the major axis, the minor-axis intervals items
/// cover there, as linked lists in one array, and how many cells auto-placed items take.
struct GridOccupancy: Sendable {
    /// Per major track: its first interval (-1: none) and the cells auto-placed items take.
    private var tracks: [(head: Int, automatic: Int)] = []
    /// Each interval and the next one of its track (-1: the last).
    private var intervals: [(minors: Range<Int>, next: Int)] = []

    /// Room for `items` items one track deep (the usual case) without growing.
    init(items: Int) {
        tracks.reserveCapacity(items)
        intervals.reserveCapacity(items)
    }

    /// Marks the cells of `majors` × `minors` taken; `automatic`: by an auto-placed item.
    mutating func occupy(majors: Range<Int>, minors: Range<Int>, automatic: Bool) {
        if tracks.count < majors.upperBound {
            tracks.append(contentsOf: repeatElement((head: -1, automatic: 0), count: majors.upperBound - tracks.count))
        }
        for major in majors {
            intervals.append((minors, tracks[major].head))
            tracks[major].head = intervals.count - 1
            if automatic { tracks[major].automatic += minors.count }
        }
    }

    /// Whether auto-placed items fill major track `major` of `minorCount` cells.
    func isFull(_ major: Int, minorCount: Int) -> Bool {
        major < tracks.count && tracks[major].automatic >= minorCount
    }

    /// The end of an interval that overlaps `majors` × `minors`, or nil when the area is free.
    /// Every minor position before that end overlaps the same interval, so a search may move
    /// past it at once.
    func firstOverlap(majors: Range<Int>, minors: Range<Int>) -> Int? {
        for major in majors where major < tracks.count {
            var node = tracks[major].head
            while node >= 0 {
                let taken = intervals[node].minors
                if taken.overlaps(minors) { return taken.upperBound }
                node = intervals[node].next
            }
        }
        return nil
    }
}
