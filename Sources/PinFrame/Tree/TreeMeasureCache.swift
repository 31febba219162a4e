/// What each node answered in one call, so that no leaf is measured, and no container
/// sized, twice for the same proposal. One buffer: the first entry of node `id` is at `id`,
/// further ones (a node asked about several proposals) are appended and linked from it.
struct TreeMeasureCache {
    struct Entry {
        var proposal: Size
        var answer: Size
        /// The node's next entry (-1: none).
        var next: Int32 = -1
        var isFilled = false
    }

    private var entries: [Entry]

    init(nodes: Int) {
        entries = Array(repeating: Entry(proposal: .zero, answer: .zero), count: nodes)
    }

    /// The answer node `id` gave for `proposal`, if it was asked.
    func answer(of id: Int, for proposal: Size) -> Size? {
        var index = id
        while entries[index].isFilled {
            if Self.same(entries[index].proposal, proposal) { return entries[index].answer }
            let next = Int(entries[index].next)
            guard next >= 0 else { return nil }
            index = next
        }
        return nil
    }

    /// Notes that node `id` answered `answer` for `proposal` (not asked before).
    mutating func store(_ answer: Size, of id: Int, for proposal: Size) {
        guard entries[id].isFilled else {
            entries[id] = Entry(proposal: proposal, answer: answer, isFilled: true)
            return
        }
        var last = id
        while entries[last].next >= 0 { last = Int(entries[last].next) }
        entries[last].next = Int32(truncatingIfNeeded: entries.count)
        entries.append(Entry(proposal: proposal, answer: answer, isFilled: true))
    }

    /// Proposals are the same when their bits are (a NaN is the same as itself).
    private static func same(_ a: Size, _ b: Size) -> Bool {
        a.width.bitPattern == b.width.bitPattern && a.height.bitPattern == b.height.bitPattern
    }
}
