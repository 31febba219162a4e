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
    // The answers and their order live in a part that is not generic (`MeasureCacheIndex`),
    // the contents beside it, slot for slot: only hashing and comparing contents is generic,
    // and that part is inlinable, so that it is specialised for the caller's `Content`
    // (unspecialised, a lookup asked the runtime for the entries' type at every step, which
    // cost more than the layout it saved, and a debug build pays that at every step).
    @usableFromInline var index: MeasureCacheIndex
    @usableFromInline var contents: [Content] = []
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
        index = MeasureCacheIndex(capacity: Swift.max(1, capacity))
    }

    /// The number of answers kept.
    ///
    ///     MeasureCache<String>().count   // 0
    public var count: Int { contents.count }

    /// Forgets every answer and sets `hits` and `misses` to 0, keeping the memory for the
    /// answers to come.
    ///
    ///     cache.removeAll()   // after a font change
    ///     cache.count         // 0
    public mutating func removeAll() {
        index.removeAll()
        contents.removeAllKeepingCapacity()
        (hitCount, missCount) = (0, 0)
    }

    /// The answer for `content` at `proposal`: the one kept, else `measure(content, proposal)`
    /// (kept if it is usable).
    @inlinable
    mutating func answer(for content: Content, _ proposal: Size, _ measure: (Content, Size) -> Size) -> Size {
        // The content's hash, with the proposal's bits mixed in by multiplying (the hash only
        // picks a bucket: keys are compared whole).
        let hash = Self.mixing(content.hashValue, proposal)
        // Slots with the same hash and proposal, compared by content: a colliding hash never
        // answers for another key.
        var slot = index.first(hash: hash, proposal: proposal)
        while slot >= 0 {
            if contents[slot] == content {
                hitCount += 1
                return index.read(slot)
            }
            slot = index.next(after: slot, hash: hash, proposal: proposal)
        }
        missCount += 1
        let answer = measure(content, proposal)
        if answer.width.isFinite && answer.width >= 0 && answer.height.isFinite && answer.height >= 0 {
            let slot = index.insert(hash: hash, proposal: proposal, answer: answer)
            if slot < contents.count { contents[slot] = content } else { contents.append(content) }
        }
        return answer
    }
}

extension MeasureCache: Sendable where Content: Sendable {}

extension MeasureCache {
    /// `hash` with the bits of `proposal` mixed in.
    @inlinable
    static func mixing(_ hash: Int, _ proposal: Size) -> Int {
        var mixed = UInt64(bitPattern: Int64(hash))
        mixed = (mixed ^ proposal.width.bitPattern) &* 0x9E37_79B9_7F4A_7C15
        mixed = (mixed ^ (mixed >> 29) ^ proposal.height.bitPattern) &* 0xBF58_476D_1CE4_E5B9
        return Int(bitPattern: UInt(mixed ^ (mixed >> 32)))
    }
}

/// The part of a ``MeasureCache`` that is not generic: for each slot its key's hash and
/// proposal, its answer, its place in its hash bucket's chain and in the order of reading.
@usableFromInline
struct MeasureCacheIndex: Sendable {
    struct Slot {
        var hash: Int
        var proposal: Size
        var answer: Size
        var nextInBucket: Int32 = -1
        /// Read more recently, and less (-1: none).
        var newer: Int32 = -1
        var older: Int32 = -1
    }

    let capacity: Int
    private var slots: [Slot] = []
    /// The first slot of each bucket (-1: none); a power of two long, at least twice the
    /// slots, or empty.
    private var buckets: [Int32] = []
    private var newest: Int32 = -1
    private var oldest: Int32 = -1

    init(capacity: Int) { self.capacity = capacity }

    /// The first slot whose hash and proposal (the same bits) are these, or -1.
    @usableFromInline
    func first(hash: Int, proposal: Size) -> Int {
        guard !buckets.isEmpty else { return -1 }
        return matching(from: Int(buckets[hash & (buckets.count - 1)]), hash: hash, proposal: proposal)
    }

    /// The next slot after `slot` in its bucket whose hash and proposal are these, or -1.
    @usableFromInline
    func next(after slot: Int, hash: Int, proposal: Size) -> Int {
        matching(from: Int(slots[slot].nextInBucket), hash: hash, proposal: proposal)
    }

    private func matching(from start: Int, hash: Int, proposal: Size) -> Int {
        var slot = start
        while slot >= 0 {
            let candidate = slots[slot]
            if candidate.hash == hash, candidate.proposal.width.bitPattern == proposal.width.bitPattern,
                candidate.proposal.height.bitPattern == proposal.height.bitPattern
            {
                return slot
            }
            slot = Int(candidate.nextInBucket)
        }
        return -1
    }

    /// Slot `slot`'s answer; it becomes the one read most recently.
    @usableFromInline
    mutating func read(_ slot: Int) -> Size {
        if Int(newest) != slot {
            unlinkFromOrder(slot)
            makeNewest(slot)
        }
        return slots[slot].answer
    }

    /// Keeps an answer as the newest, in a new slot or, when full, in place of the slot read
    /// least recently; returns its slot (the caller puts the content there).
    @usableFromInline
    mutating func insert(hash: Int, proposal: Size, answer: Size) -> Int {
        let entry = Slot(hash: hash, proposal: proposal, answer: answer)
        let slot: Int
        if slots.count < capacity {
            slot = slots.count
            slots.append(entry)
            if buckets.count < 2 * slots.count {
                rehash(buckets: Swift.max(16, 2 * buckets.count))
            } else {
                link(slot)
            }
        } else {
            slot = Int(oldest)
            unlinkFromBucket(slot)
            unlinkFromOrder(slot)
            slots[slot] = entry
            link(slot)
        }
        makeNewest(slot)
        return slot
    }

    /// Forgets every slot, keeping the memory.
    mutating func removeAll() {
        slots.removeAllKeepingCapacity()
        var bucket = 0
        while bucket < buckets.count {
            buckets[bucket] = -1
            bucket += 1
        }
        (newest, oldest) = (-1, -1)
    }

    /// Puts `slot` at the head of its bucket's chain.
    private mutating func link(_ slot: Int) {
        let bucket = slots[slot].hash & (buckets.count - 1)
        slots[slot].nextInBucket = buckets[bucket]
        buckets[bucket] = Int32(truncatingIfNeeded: slot)
    }

    private mutating func unlinkFromBucket(_ slot: Int) {
        let bucket = slots[slot].hash & (buckets.count - 1)
        if Int(buckets[bucket]) == slot {
            buckets[bucket] = slots[slot].nextInBucket
            return
        }
        var previous = Int(buckets[bucket])
        while previous >= 0, Int(slots[previous].nextInBucket) != slot { previous = Int(slots[previous].nextInBucket) }
        if previous >= 0 { slots[previous].nextInBucket = slots[slot].nextInBucket }
    }

    private mutating func unlinkFromOrder(_ slot: Int) {
        let (newer, older) = (slots[slot].newer, slots[slot].older)
        if newer >= 0 { slots[Int(newer)].older = older } else { newest = older }
        if older >= 0 { slots[Int(older)].newer = newer } else { oldest = newer }
    }

    /// `slot` (in no reading order) becomes the newest.
    private mutating func makeNewest(_ slot: Int) {
        slots[slot].newer = -1
        slots[slot].older = newest
        if newest >= 0 { slots[Int(newest)].newer = Int32(truncatingIfNeeded: slot) }
        newest = Int32(truncatingIfNeeded: slot)
        if oldest < 0 { oldest = newest }
    }

    /// Every slot chained again into `count` buckets.
    private mutating func rehash(buckets count: Int) {
        buckets = Array(repeating: -1, count: count)
        var slot = 0
        while slot < slots.count {
            link(slot)
            slot += 1
        }
    }
}
