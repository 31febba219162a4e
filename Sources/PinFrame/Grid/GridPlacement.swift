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
    /// How many places the searches tried and intervals they looked at (for tests).
    var searchSteps = 0

    /// Places `items` in a grid of `explicitColumns` × `explicitRows` tracks. `usesMasks`
    /// (for tests): whether a grid narrow enough keeps its taken cells as bits (nil: when it
    /// is; false: never, as a wide grid).
    init(_ items: [GridLines], explicitColumns: Int, explicitRows: Int, flow: GridFlow, usesMasks: Bool? = nil) {
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
        // How far along the minor axis any item can reach: the explicit and definite tracks
        // or the widest item, and every item locked to a major track placed after all those.
        var reach = minorCount
        var locked = 0
        for index in items.indices {
            guard let minor = minors[index] else { continue }
            if let start = minor.start {
                reach = Swift.max(reach, start + minorBefore + minor.span)
            } else {
                reach = Swift.max(reach, minor.span)
                if majors[index]?.start != nil { locked += minor.span }
            }
        }
        var occupied = GridOccupancy(
            items: items.count, minorReach: (usesMasks ?? true) ? reach + locked : .max)

        // Dense flows search from the first major track that is not full: the tracks before
        // it cannot take an item, so a search does not pass them again and again. (The minor
        // axis no longer grows once the cursor runs: step 3 counts every track an item will
        // need.) And an item searches from where the last one of its size (and minor lines)
        // went: every place before that was taken then, and still is.
        var firstOpenMajor = 0
        var lastPlaced = GridSearchMemo<(major: Int, minor: Int)>(blank: (0, 0))
        func place(_ index: Int, major: Int, majorSpan: Int, minor: Int, minorSpan: Int) {
            occupied.occupy(majors: major..<(major + majorSpan), minors: minor..<(minor + minorSpan))
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
                minorSpan: minor.span)
        }
        // 2. Items locked to a major track: the first free minor position, after the items
        //    this step placed on that track before (sparse) or from the start (dense: from
        //    where the last such item went, every place before it being taken).
        var lockedCursor: [Int: Int] = [:]
        var lastLocked = GridSearchMemo<Int>(blank: 0)
        for index in items.indices {
            guard let major = majors[index], let minor = minors[index], let majorStart = major.start,
                minor.start == nil
            else { continue }
            let start = majorStart + majorBefore
            let key = GridSearchKey(line: start, minorSpan: minor.span, majorSpan: major.span)
            var position = dense ? lastLocked[key] ?? 0 : lockedCursor[start, default: 0]
            while let blockedUntil = occupied.firstOverlap(
                majors: start..<(start + major.span), minors: position..<(position + minor.span))
            {
                position = blockedUntil
            }
            place(index, major: start, majorSpan: major.span, minor: position, minorSpan: minor.span)
            if dense { lastLocked[key] = position } else { lockedCursor[start] = position + minor.span }
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
                let key = GridSearchKey(line: start, minorSpan: minor.span, majorSpan: major.span)
                if dense {
                    cursorMajor = Swift.max(firstOpen(), lastPlaced[key]?.major ?? 0)
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
                if dense { lastPlaced[key] = (cursorMajor, start) }
            } else {
                // No position: along the minor axis from the cursor, then the next major track.
                let key = GridSearchKey(line: -1, minorSpan: minor.span, majorSpan: major.span)
                if dense {
                    cursorMajor = firstOpen()
                    cursorMinor = 0
                    if let last = lastPlaced[key], (last.major, last.minor) > (cursorMajor, cursorMinor) {
                        (cursorMajor, cursorMinor) = last
                    }
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
                if dense { lastPlaced[key] = (cursorMajor, cursorMinor) }
                cursorMinor += minor.span
            }
        }

        searchSteps = occupied.steps
        areas =
            columnsFirst
            ? placed.map { $0.map { GridArea(column: $0.row, row: $0.column, columns: $0.rows, rows: $0.columns) } }
            : placed
        (columnCount, rowCount) = columnsFirst ? (majorCount, minorCount) : (minorCount, majorCount)
        (columnsBefore, rowsBefore) = columnsFirst ? (majorBefore, minorBefore) : (minorBefore, majorBefore)
    }
}

/// What a dense search remembers where the last item went by: an item's size, and the first
/// line it is fixed to when it is (-1 when not).
struct GridSearchKey: Hashable, Sendable {
    var line: Int
    var minorSpan: Int
    var majorSpan: Int
}

/// Where the last item of each `GridSearchKey` went. A grid has few kinds of item as a rule:
/// the first four are kept in the value itself (no allocation, no hashing: either would cost
/// more than the search it saves), more in a dictionary.
struct GridSearchMemo<Position>: Sendable where Position: Sendable {
    /// A key no item has: a free slot.
    private static var none: GridSearchKey { GridSearchKey(line: .min, minorSpan: 0, majorSpan: 0) }
    private var keys = (none, none, none, none)
    private var positions: (Position, Position, Position, Position)
    private var more: [GridSearchKey: Position] = [:]

    /// An empty memo; `blank` fills its free slots.
    init(blank: Position) { positions = (blank, blank, blank, blank) }

    // Inlined: a call copied the whole memo to read it (2,700 instructions a layout of the
    // 60-photo grid).
    subscript(key: GridSearchKey) -> Position? {
        @inline(__always) get {
            if keys.0 == key { return positions.0 }
            if keys.1 == key { return positions.1 }
            if keys.2 == key { return positions.2 }
            if keys.3 == key { return positions.3 }
            return keys.3 == Self.none ? nil : more[key]
        }
        @inline(__always) set {
            guard let newValue else { return }
            if keys.0 == key || keys.0 == Self.none {
                (keys.0, positions.0) = (key, newValue)
            } else if keys.1 == key || keys.1 == Self.none {
                (keys.1, positions.1) = (key, newValue)
            } else if keys.2 == key || keys.2 == Self.none {
                (keys.2, positions.2) = (key, newValue)
            } else if keys.3 == key || keys.3 == Self.none {
                (keys.3, positions.3) = (key, newValue)
            } else {
                more[key] = newValue
            }
        }
    }
}

/// The cells taken so far: for each track of the major axis, the minor-axis cells items cover
/// there, as disjoint intervals (touching ones joined) in a tree ordered by where they start.
/// Finding what blocks an area, and taking one, cost the logarithm of a track's intervals: a
/// row of a hundred thousand items is one interval, however they were placed.
struct GridOccupancy: Sendable {
    /// An interval of taken cells and its place in its track's tree (a treap: ordered by
    /// `lower`, a parent's `priority` above its children's; -1: no child).
    private struct Node: Sendable {
        var lower: Int
        var upper: Int
        var left = -1
        var right = -1
        var priority: UInt32
    }

    /// Per major track: the root of its tree (-1: empty), its last interval (where a track
    /// filled from its start grows: checked before the tree is walked) and how many cells
    /// are taken.
    private var tracks: [(root: Int, last: Int, taken: Int)] = []
    /// Every interval made; those joined into a larger one are left unreferenced.
    private var nodes: [Node] = []
    /// How many intervals the searches looked at: what a test counts to see that placement
    /// stays linear.
    private(set) var steps = 0

    /// A grid whose items reach at most 64 tracks along the minor axis (nearly every grid)
    /// keeps each major track's taken cells as the bits of one word instead: a test or a
    /// search is then a few instructions.
    private let usesMasks: Bool
    private var masks: [UInt64] = []

    /// Room for `items` items one track deep (the usual case) without growing; as bits when
    /// no item reaches past `minorReach` ≤ 64.
    init(items: Int, minorReach: Int) {
        usesMasks = minorReach <= 64
        if usesMasks {
            masks.reserveCapacity(items)
        } else {
            tracks.reserveCapacity(items)
            nodes.reserveCapacity(items)
        }
    }

    /// The bits of the cells `minors` (within 0..<64).
    private static func bits(_ minors: Range<Int>) -> UInt64 {
        let count = UInt64(truncatingIfNeeded: minors.upperBound &- minors.lowerBound)
        return (count >= 64 ? ~0 : (1 &<< count) &- 1) &<< UInt64(truncatingIfNeeded: minors.lowerBound)
    }

    /// Marks the cells of `majors` × `minors` taken.
    mutating func occupy(majors: Range<Int>, minors: Range<Int>) {
        guard !minors.isEmpty else { return }
        if usesMasks {
            while masks.count < majors.upperBound { masks.append(0) }
            let bits = Self.bits(minors)
            for major in majors { masks[major] |= bits }
            return
        }
        while tracks.count < majors.upperBound { tracks.append((root: -1, last: -1, taken: 0)) }
        for major in majors { take(minors, in: major) }
    }

    /// Whether every one of the `minorCount` cells of major track `major` is taken.
    func isFull(_ major: Int, minorCount: Int) -> Bool {
        if usesMasks { return major < masks.count && masks[major].nonzeroBitCount >= minorCount }
        return major < tracks.count && tracks[major].taken >= minorCount
    }

    /// The furthest end of the intervals that overlap `majors` × `minors`, or nil when the
    /// area is free. Every minor position before that end overlaps one of them, so a search
    /// may move past it at once.
    mutating func firstOverlap(majors: Range<Int>, minors: Range<Int>) -> Int? {
        var end: Int?
        if usesMasks {
            let bits = Self.bits(minors)
            for major in majors where major < masks.count {
                steps += 1
                let overlap = masks[major] & bits
                guard overlap != 0 else { continue }
                // Every start up to the last taken cell in the way overlaps it, and so does
                // every start in the taken run that follows it.
                let last = 63 - overlap.leadingZeroBitCount
                let after = ~(masks[major] >> UInt64(last + 1))
                end = Swift.max(end ?? 0, last + 1 + after.trailingZeroBitCount)
            }
            return end
        }
        for major in majors where major < tracks.count {
            steps += 1
            let node = last(startingBefore: minors.upperBound, in: tracks[major])
            if node >= 0, nodes[node].upper > minors.lowerBound { end = Swift.max(end ?? 0, nodes[node].upper) }
        }
        return end
    }

    /// The interval of `track` that starts last before `bound`, or -1.
    private mutating func last(startingBefore bound: Int, in track: (root: Int, last: Int, taken: Int)) -> Int {
        if track.last < 0 || nodes[track.last].lower < bound { return track.last }
        var node = track.root
        var found = -1
        while node >= 0 {
            steps += 1
            if nodes[node].lower < bound {
                found = node
                node = nodes[node].right
            } else {
                node = nodes[node].left
            }
        }
        return found
    }

    /// Adds `cells` to track `major`, joined with the intervals it overlaps or touches.
    private mutating func take(_ cells: Range<Int>, in major: Int) {
        var lower = cells.lowerBound
        var upper = cells.upperBound
        let before = last(startingBefore: lower + 1, in: tracks[major])
        if before >= 0, nodes[before].upper >= lower {
            // The usual case: the cells extend the interval before them and reach no other.
            let next = last(startingBefore: upper + 1, in: tracks[major])
            if next == before {
                let grown = Swift.max(upper, nodes[before].upper)
                tracks[major].taken += grown - nodes[before].upper
                nodes[before].upper = grown
                return
            }
            lower = nodes[before].lower
        }
        // The intervals starting in lower...upper are joined into one; they are disjoint and
        // in order, so the last of them reaches furthest.
        let (head, rest) = split(tracks[major].root, startingBefore: lower)
        let (joined, tail) = split(rest, startingBefore: upper + 1)
        if joined >= 0 {
            upper = Swift.max(upper, nodes[rightmost(of: joined)].upper)
            tracks[major].taken -= cellCount(of: joined)
        }
        let added = nodes.count
        nodes.append(Node(lower: lower, upper: upper, priority: Self.priority(of: added)))
        tracks[major].taken += upper - lower
        tracks[major].root = merge(merge(head, added), tail)
        // With nothing after it, the new interval is the track's last.
        if tail < 0 { tracks[major].last = added }
    }

    /// A priority that looks random but depends only on the node's index, so that placement
    /// stays deterministic and the trees stay shallow whatever order items come in.
    private static func priority(of index: Int) -> UInt32 {
        UInt32(truncatingIfNeeded: ((UInt64(truncatingIfNeeded: index) &+ 1) &* 0x9E37_79B9_7F4A_7C15) >> 32)
    }

    /// The tree at `root` split into the intervals starting before `bound` and the rest.
    private mutating func split(_ root: Int, startingBefore bound: Int) -> (Int, Int) {
        guard root >= 0 else { return (-1, -1) }
        if nodes[root].lower < bound {
            let (left, right) = split(nodes[root].right, startingBefore: bound)
            nodes[root].right = left
            return (root, right)
        }
        let (left, right) = split(nodes[root].left, startingBefore: bound)
        nodes[root].left = right
        return (left, root)
    }

    /// One tree of `first` and then `second`, every interval of which starts later.
    private mutating func merge(_ first: Int, _ second: Int) -> Int {
        guard first >= 0 else { return second }
        guard second >= 0 else { return first }
        if nodes[first].priority > nodes[second].priority {
            nodes[first].right = merge(nodes[first].right, second)
            return first
        }
        nodes[second].left = merge(first, nodes[second].left)
        return second
    }

    private func rightmost(of root: Int) -> Int {
        var node = root
        while nodes[node].right >= 0 { node = nodes[node].right }
        return node
    }

    private func cellCount(of root: Int) -> Int {
        guard root >= 0 else { return 0 }
        return nodes[root].upper - nodes[root].lower + cellCount(of: nodes[root].left)
            + cellCount(of: nodes[root].right)
    }
}
