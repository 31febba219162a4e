/// A growable buffer owned by a tree's storage, which frees it: appending is a capacity
/// test and a copy, without the uniqueness checks of an array, and a container's children
/// move from the pending buffer to the final one in one move. Indices are the storage's own.
struct TreeBuffer<Element> {
    private(set) var base: UnsafeMutablePointer<Element>?
    fileprivate(set) var count = 0
    private var capacity = 0

    init(capacity: Int = 0) {
        if capacity > 0 { grow(to: capacity) }
    }

    var elements: UnsafeBufferPointer<Element> { UnsafeBufferPointer(start: base, count: count) }

    subscript(index: Int) -> Element {
        get { elements[index] }
        set { UnsafeMutableBufferPointer(start: base, count: count)[index] = newValue }
    }

    mutating func append(_ element: Element) {
        if count == capacity { grow(to: count + 1) }
        guard let base else { return }
        (base + count).initialize(to: element)
        count += 1
    }

    /// Moves the elements of `other` from `start` on to the end of this buffer.
    mutating func moveAppend(from other: inout TreeBuffer<Element>, start: Int) {
        let moved = other.count - start
        guard moved > 0, let source = other.base else { return }
        if count + moved > capacity { grow(to: count + moved) }
        guard let base else { return }
        (base + count).moveInitialize(from: source + start, count: moved)
        count += moved
        other.count = start
    }

    private mutating func grow(to minimum: Int) {
        let newCapacity = Swift.max(16, capacity * 2, minimum)
        let grown = UnsafeMutablePointer<Element>.allocate(capacity: newCapacity)
        if let base {
            grown.moveInitialize(from: base, count: count)
            base.deallocate()
        }
        base = grown
        capacity = newCapacity
    }

    /// Empties the buffer, keeping its memory for what is appended next.
    mutating func removeAll() {
        base?.deinitialize(count: count)
        count = 0
    }

    /// Frees the buffer; it is empty after.
    mutating func deallocate() {
        base?.deinitialize(count: count)
        base?.deallocate()
        (base, count, capacity) = (nil, 0, 0)
    }
}

/// Where a tree's containers' children blocks end up: chunks that are never moved, each
/// twice as large as the one before (or as large as a block that needs more), so that a
/// block, once moved in, stays where it is and a large tree copies nothing as it grows.
struct TreeArena<Element> {
    private var chunks: [(base: UnsafeMutablePointer<Element>, count: Int)] = []
    private var current: UnsafeMutablePointer<Element>?
    private var used = 0
    private var capacity = 0

    /// Moves the elements of `pending` from `start` on into the arena, in one block; returns
    /// where the block starts (nil for an empty one).
    mutating func moveBlock(from pending: inout TreeBuffer<Element>, start: Int) -> UnsafePointer<Element>? {
        let moved = pending.count - start
        guard moved > 0 else { return nil }
        if used + moved > capacity || current == nil {
            let size = Swift.max(moved, capacity * 2, 16)
            let chunk = UnsafeMutablePointer<Element>.allocate(capacity: size)
            if let current { chunks.append((current, used)) }
            (current, used, capacity) = (chunk, 0, size)
        }
        guard let current else { return nil }
        let block = current + used
        pending.moveOut(from: start, into: block)
        used += moved
        return UnsafePointer(block)
    }

    /// Empties the arena, keeping one chunk as large as all it had: a tree rebuilt with the
    /// same shape fits in it with no allocation.
    mutating func removeAll() {
        guard let current else { return }
        guard !chunks.isEmpty else {
            current.deinitialize(count: used)
            used = 0
            return
        }
        let total = chunks.reduce(capacity) { $0 + $1.count }
        deallocate()
        let chunk = UnsafeMutablePointer<Element>.allocate(capacity: total)
        (self.current, used, capacity) = (chunk, 0, total)
    }

    /// Frees every chunk.
    mutating func deallocate() {
        if let current { chunks.append((current, used)) }
        for chunk in chunks {
            chunk.base.deinitialize(count: chunk.count)
            chunk.base.deallocate()
        }
        (chunks, current, used, capacity) = ([], nil, 0, 0)
    }
}

extension TreeBuffer {
    /// Moves the elements from `start` on to `destination` (uninitialised); they leave this buffer.
    mutating func moveOut(from start: Int, into destination: UnsafeMutablePointer<Element>) {
        let moved = count - start
        guard moved > 0, let base else { return }
        destination.moveInitialize(from: base + start, count: moved)
        count = start
    }
}
