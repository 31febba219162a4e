/// Measure answers kept across layouts by the caller, so that an unchanged screen is not
/// measured again: it holds (content, proposal) → size, and a tree laid out with it calls
/// `measure` only for pairs it does not hold.
///
/// Keys are the content and the proposal's exact numbers: a colliding hash never returns
/// another key's answer. Past `capacity` answers, the one read least recently goes, so one
/// cache may serve many trees a frame (a cell per tree, a header and a feed). Answers that are
/// not usable (NaN, infinite, negative) are not kept, so their warning comes at every layout.
/// Call `removeAll()` when what the measure function reads besides the content changes (a
/// font, a pixel scale, a theme). The cache also keeps the memory a layout needs for itself,
/// so that a render loop with a kept tree, a kept array and a warm cache allocates nothing.
///
///     var cache = MeasureCache<String>()
///     let tree = LayoutTree<String>(.vertical()) { column in column.add(StackItem(), content: "Hi") }
///     for _ in 0..<3 {
///         _ = tree.frames(in: Frame(width: 100, height: 0), wrapping: .vertically, cache: &cache) { text, _ in
///             Size(width: 8 * Double(text.count), height: 10)
///         }
///     }
///     cache.hits == 2 * cache.misses   // true: the second and third layouts measured nothing
public struct MeasureCache<Content: Hashable> {
    /// One answer: its key, its hash, its place in its hash bucket's chain and in the order
    /// of reading (newer: read more recently).
    //
    // The lookup is inlinable, so that it is specialised for the caller's `Content` (its
    // hash and equality): unspecialised, every lookup asked the runtime for the entries'
    // type, which cost more than the layout it saved.
    @usableFromInline
    struct Entry {
        @usableFromInline var content: Content
        @usableFromInline var proposal: Size
        @usableFromInline var answer: Size
        @usableFromInline var hash: Int
        @usableFromInline var nextInBucket: Int32
        @usableFromInline var newer: Int32
        @usableFromInline var older: Int32

        @inlinable
        init(content: Content, proposal: Size, answer: Size, hash: Int) {
            (self.content, self.proposal, self.answer, self.hash) = (content, proposal, answer, hash)
            (nextInBucket, newer, older) = (-1, -1, -1)
        }
    }

    @usableFromInline let capacity: Int
    @usableFromInline var entries: [Entry] = []
    /// The first entry of each bucket (-1: none); a power of two long, at least twice the
    /// entries, or empty.
    @usableFromInline var buckets: [Int32] = []
    @usableFromInline var newest: Int32 = -1
    @usableFromInline var oldest: Int32 = -1
    @usableFromInline var hitCount = 0
    @usableFromInline var missCount = 0
    /// Memory a layout with this cache keeps for itself between layouts.
    @usableFromInline var scratch = TreeScratch()

    /// Calls answered from the cache since `init` or `removeAll()`.
    ///
    ///     cache.hits   // 0 before any layout
    public var hits: Int { hitCount }

    /// Calls passed to the measure function since `init` or `removeAll()`.
    ///
    ///     cache.misses   // 0 before any layout
    public var misses: Int { missCount }

    /// A cache that keeps at most `capacity` answers (at least 1).
    ///
    ///     var cache = MeasureCache<String>(capacity: 512)
    ///     cache.count   // 0
    public init(capacity: Int = 4096) {
        self.capacity = Swift.max(1, capacity)
    }

    /// The number of answers kept.
    ///
    ///     MeasureCache<String>().count   // 0
    public var count: Int { entries.count }

    /// Forgets every answer and sets `hits` and `misses` to 0, keeping the memory for the
    /// answers to come.
    ///
    ///     cache.removeAll()   // after a font change
    ///     cache.count         // 0
    public mutating func removeAll() {
        entries.removeAllKeepingCapacity()
        for index in buckets.indices { buckets[index] = -1 }
        (newest, oldest, hitCount, missCount) = (-1, -1, 0, 0)
    }

    /// The answer for `content` at `proposal`: the one kept, else `measure(content, proposal)`
    /// (kept if it is usable).
    @inlinable
    mutating func answer(for content: Content, _ proposal: Size, _ measure: (Content, Size) -> Size) -> Size {
        let hash = Self.hash(content, proposal)
        if let index = index(of: content, proposal, hash: hash) {
            hitCount += 1
            read(index)
            return entries[index].answer
        }
        missCount += 1
        let answer = measure(content, proposal)
        if answer.width.isFinite && answer.width >= 0 && answer.height.isFinite && answer.height >= 0 {
            insert(Entry(content: content, proposal: proposal, answer: answer, hash: hash))
        }
        return answer
    }

    @inlinable
    static func hash(_ content: Content, _ proposal: Size) -> Int {
        var hasher = Hasher()
        hasher.combine(content)
        hasher.combine(proposal.width.bitPattern)
        hasher.combine(proposal.height.bitPattern)
        return hasher.finalize()
    }

    @inlinable
    func bucket(of hash: Int) -> Int { hash & (buckets.count - 1) }

    /// The entry whose key is `content` and `proposal` (the same bits), if one is kept.
    @inlinable
    func index(of content: Content, _ proposal: Size, hash: Int) -> Int? {
        guard !buckets.isEmpty else { return nil }
        var index = Int(buckets[bucket(of: hash)])
        while index >= 0 {
            let found = entries.withUnsafeBufferPointer { entries in
                entries[index].hash == hash && entries[index].proposal.width.bitPattern == proposal.width.bitPattern
                    && entries[index].proposal.height.bitPattern == proposal.height.bitPattern
                    && entries[index].content == content
            }
            if found { return index }
            index = Int(entries[index].nextInBucket)
        }
        return nil
    }

    /// Adds `entry` as the newest, in place of the oldest when the cache is full.
    @inlinable
    mutating func insert(_ entry: Entry) {
        let index: Int
        if entries.count < capacity {
            index = entries.count
            entries.append(entry)
            if buckets.count < 2 * entries.count {
                rehash(buckets: Swift.max(16, 2 * buckets.count))
            } else {
                link(index)
            }
        } else {
            index = Int(oldest)
            unlink(index)
            entries[index] = entry
            link(index)
        }
        makeNewest(index)
    }

    /// Puts entry `index` at the head of its bucket's chain.
    @inlinable
    mutating func link(_ index: Int) {
        let bucket = bucket(of: entries[index].hash)
        entries[index].nextInBucket = buckets[bucket]
        buckets[bucket] = Int32(truncatingIfNeeded: index)
    }

    /// Takes entry `index` out of its bucket's chain and out of the reading order.
    @inlinable
    mutating func unlink(_ index: Int) {
        let bucket = bucket(of: entries[index].hash)
        if Int(buckets[bucket]) == index {
            buckets[bucket] = entries[index].nextInBucket
        } else {
            var previous = Int(buckets[bucket])
            while previous >= 0, Int(entries[previous].nextInBucket) != index {
                previous = Int(entries[previous].nextInBucket)
            }
            if previous >= 0 { entries[previous].nextInBucket = entries[index].nextInBucket }
        }
        let (newer, older) = (entries[index].newer, entries[index].older)
        if newer >= 0 { entries[Int(newer)].older = older } else { newest = older }
        if older >= 0 { entries[Int(older)].newer = newer } else { oldest = newer }
    }

    /// Entry `index` (in no reading order) becomes the newest.
    @inlinable
    mutating func makeNewest(_ index: Int) {
        entries[index].newer = -1
        entries[index].older = newest
        if newest >= 0 { entries[Int(newest)].newer = Int32(truncatingIfNeeded: index) }
        newest = Int32(truncatingIfNeeded: index)
        if oldest < 0 { oldest = newest }
    }

    /// Entry `index`, just read, becomes the newest.
    @inlinable
    mutating func read(_ index: Int) {
        guard Int(newest) != index else { return }
        let (newer, older) = (entries[index].newer, entries[index].older)
        if newer >= 0 { entries[Int(newer)].older = older }
        if older >= 0 { entries[Int(older)].newer = newer } else { oldest = newer }
        makeNewest(index)
    }

    /// Every entry chained again into `count` buckets.
    @inlinable
    mutating func rehash(buckets count: Int) {
        buckets = Array(repeating: -1, count: count)
        for index in entries.indices { link(index) }
    }
}

extension MeasureCache: Sendable where Content: Sendable {}
extension MeasureCache.Entry: Sendable where Content: Sendable {}
