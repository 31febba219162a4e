/// What each node answered in one call, so that no leaf is measured, and no container
/// sized, twice for the same proposal. The first entry of node `id` is at `id`; further ones
/// (a node asked about several proposals) follow the nodes' and are linked from it. The
/// entries are scratch memory of the call (on the stack for a small tree), with room for two
/// per node; past that, a node's further answers go to an array.
struct TreeMeasureCache {
    struct Entry: Sendable {
        var proposal: Size
        var answer: Size
        /// The node's next entry (-1: none); past the scratch entries, an index into `more`
        /// offset by their count.
        var next: Int32 = -1
        var isFilled = false
    }

    private let entries: UnsafeMutableBufferPointer<Entry>
    private let nodes: Int
    private var used: Int
    /// Answers past the entries (empty, its memory kept from an earlier call if it had some).
    private(set) var more: [Entry]

    /// A cache for `nodes` nodes in `entries` (at least `nodes` long; initialised here) and,
    /// for answers past them, `more` (emptied here).
    init(nodes: Int, entries: UnsafeMutableBufferPointer<Entry>, more: [Entry] = []) {
        self.nodes = nodes
        self.entries = entries
        self.more = more
        self.more.removeAllKeepingCapacity()
        used = nodes
        if let base = entries.baseAddress, nodes > 0 {
            base.initialize(repeating: Entry(proposal: .zero, answer: .zero), count: Swift.min(nodes, entries.count))
        }
    }

    /// The entries a cache for `nodes` nodes asks for.
    static func capacity(nodes: Int) -> Int { 2 * nodes }

    private func entry(_ index: Int) -> Entry {
        index < entries.count ? entries[index] : more[index - entries.count]
    }

    private mutating func setNext(of index: Int, to next: Int) {
        if index < entries.count {
            entries[index].next = Int32(truncatingIfNeeded: next)
        } else {
            more[index - entries.count].next = Int32(truncatingIfNeeded: next)
        }
    }

    /// The answer node `id` gave for `proposal`, if it was asked.
    func answer(of id: Int, for proposal: Size) -> Size? {
        guard id < nodes, id < entries.count else { return nil }
        var index = id
        while true {
            let current = entry(index)
            guard current.isFilled else { return nil }
            if Self.same(current.proposal, proposal) { return current.answer }
            guard current.next >= 0 else { return nil }
            index = Int(current.next)
        }
    }

    /// Notes that node `id` answered `answer` for `proposal` (not asked before).
    mutating func store(_ answer: Size, of id: Int, for proposal: Size) {
        guard id < nodes, id < entries.count else { return }
        let new = Entry(proposal: proposal, answer: answer, isFilled: true)
        guard entries[id].isFilled else {
            entries[id] = new
            return
        }
        var last = id
        while entry(last).next >= 0 { last = Int(entry(last).next) }
        if used < entries.count, let base = entries.baseAddress {
            (base + used).initialize(to: new)
        } else {
            more.append(new)
        }
        setNext(of: last, to: used)
        used += 1
    }

    /// Proposals are the same when their bits are (a NaN is the same as itself).
    private static func same(_ a: Size, _ b: Size) -> Bool {
        a.width.bitPattern == b.width.bitPattern && a.height.bitPattern == b.height.bitPattern
    }
}
