import Testing

@testable import PinFrame

/// A content whose hash is the same for every value: every key collides.
private struct Colliding: Hashable {
    let value: Int
    func hash(into hasher: inout Hasher) { hasher.combine(0) }
}

@Suite("MeasureCache (MeasureCache.swift)", .quietLog)
struct MeasureCacheTests {
    /// Each text 10 points a character and 20 high, on one line.
    static func measure(_ text: String, _ proposal: Size) -> Size { Size(width: 10 * Double(text.count), height: 20) }

    static let feed = LayoutTree<String>(.vertical(spacing: 4)) { column in
        column.add(.horizontal(spacing: 8)) { row in
            row.add(StackItem(width: 20, height: 20))
            row.add(StackItem(grow: 1, shrink: 1), content: "title")
        }
        column.add(StackItem(), content: "body")
    }

    /// The proposals each content is asked for in one layout of `tree` without a cache.
    static func calls(_ tree: LayoutTree<String>, width: Double = 200) -> [String: [Size]] {
        var calls: [String: [Size]] = [:]
        _ = tree.frames(in: Frame(width: width, height: 0), wrapping: .vertically) { text, proposal in
            calls[text, default: []].append(proposal)
            return measure(text, proposal)
        }
        return calls
    }

    @Test("The first layout misses once per leaf and proposal; the next ones hit every time, with the same frames")
    func hitsAndMisses() {
        let asked = Self.calls(Self.feed).values.reduce(0) { $0 + $1.count }
        var cache = MeasureCache<String>()
        var measured = 0
        let uncached = Self.feed.frames(in: Frame(width: 200, height: 0), wrapping: .vertically) {
            Self.measure($0, $1)
        }
        for layout in 1...3 {
            let frames = Self.feed.frames(in: Frame(width: 200, height: 0), wrapping: .vertically, cache: &cache) {
                measured += 1
                return Self.measure($0, $1)
            }
            #expect(frames == uncached)
            #expect(cache.misses == asked && measured == asked)
            #expect(cache.hits == asked * (layout - 1))
            #expect(cache.count == asked)
        }
    }

    @Test("removeAll() forgets every answer and counts from 0")
    func removeAll() {
        var cache = MeasureCache<String>()
        _ = Self.feed.frames(in: Frame(width: 200, height: 0), wrapping: .vertically, cache: &cache) {
            Self.measure($0, $1)
        }
        #expect(cache.count > 0)
        cache.removeAll()
        #expect(cache.count == 0 && cache.hits == 0 && cache.misses == 0)
        var measured = 0
        _ = Self.feed.frames(in: Frame(width: 200, height: 0), wrapping: .vertically, cache: &cache) {
            measured += 1
            return Self.measure($0, $1)
        }
        #expect(measured > 0 && cache.misses == measured)
    }

    @Test("Past its capacity the answer read least recently goes")
    func leastRecentlyReadGoes() {
        var cache = MeasureCache<String>(capacity: 2)
        var measured: [String] = []
        func ask(_ text: String) {
            _ = cache.answer(for: text, Size(width: 100, height: .infinity)) {
                measured.append($0)
                return Self.measure($0, $1)
            }
        }
        ask("a")
        ask("b")
        ask("a")  // read: "b" is now the least recently read
        ask("c")  // full: "b" goes
        #expect(cache.count == 2)
        ask("a")
        ask("c")
        #expect(measured == ["a", "b", "c"])
        ask("b")  // gone: measured again, and "a" (read before "c") goes
        ask("c")
        #expect(measured == ["a", "b", "c", "b"])
        ask("a")
        #expect(measured == ["a", "b", "c", "b", "a"])
        #expect(cache.hits == 4 && cache.misses == 5)
    }

    @Test("Keys are the content and the proposal's exact numbers; a colliding hash never answers for another key")
    func exactKeys() {
        var cache = MeasureCache<Colliding>(capacity: 100)
        var measured = 0
        func ask(_ value: Int, _ width: Double) -> Size {
            cache.answer(for: Colliding(value: value), Size(width: width, height: .infinity)) { content, proposal in
                measured += 1
                return Size(width: Double(content.value), height: proposal.width)
            }
        }
        for value in 0..<20 { #expect(ask(value, 100) == Size(width: Double(value), height: 100)) }
        #expect(measured == 20)
        for value in 0..<20 { #expect(ask(value, 100) == Size(width: Double(value), height: 100)) }
        #expect(measured == 20)
        // The same content at a width one step away is another key.
        #expect(ask(3, 100.nextUp) == Size(width: 3, height: 100.nextUp))
        #expect(measured == 21)
        // Full of colliding keys, it still evicts and answers right.
        var small = MeasureCache<Colliding>(capacity: 3)
        for _ in 0..<3 {
            for value in 0..<5 {
                let answer = small.answer(for: Colliding(value: value), .zero) { content, _ in
                    Size(width: Double(content.value), height: 1)
                }
                #expect(answer == Size(width: Double(value), height: 1))
            }
        }
        #expect(small.count == 3)
    }

    @Test("Answers that are not usable are not kept: asked, and warned about, at every layout")
    func badAnswersNotKept() {
        let tree = LayoutTree<String>(.vertical()) { column in column.add(StackItem(), content: "nan") }
        var cache = MeasureCache<String>()
        var measured = 0
        for _ in 0..<3 {
            let (_, warnings) = Pin.capturingWarnings {
                tree.frames(in: Frame(width: 100, height: 0), wrapping: .vertically, cache: &cache) { _, _ in
                    measured += 1
                    return Size(width: .nan, height: 10)
                }
            }
            #expect(warnings.count == 1)
        }
        #expect(cache.count == 0)
        #expect(measured == 3 * Self.calls(tree).count)
    }

    @Test("One cache shared by fifty small trees a frame: every leaf a hit from the second frame")
    func sharedByManyTrees() {
        let trees = (0..<50).map { index in
            LayoutTree<String>(.horizontal(spacing: 4)) { row in
                row.add(StackItem(width: 16, height: 16))
                row.add(StackItem(grow: 1), content: "cell \(index)")
            }
        }
        var cache = MeasureCache<String>()
        for frame in 0..<3 {
            var measured = 0
            for tree in trees {
                _ = tree.frames(in: Frame(width: 300, height: 0), wrapping: .vertically, cache: &cache) {
                    measured += 1
                    return Self.measure($0, $1)
                }
            }
            if frame == 0 { #expect(measured >= 50) } else { #expect(measured == 0) }
        }
    }

    @Test("A content that changes: only its leaf is asked again")
    func changedContent() {
        func card(_ title: String) -> LayoutTree<String> {
            LayoutTree<String>(.vertical(spacing: 4)) { column in
                column.add(StackItem(), content: title)
                column.add(StackItem(), content: "body")
            }
        }
        var cache = MeasureCache<String>()
        var measured: [String] = []
        for title in ["first", "first", "second"] {
            _ = card(title).frames(in: Frame(width: 200, height: 0), wrapping: .vertically, cache: &cache) {
                measured.append($0)
                return Self.measure($0, $1)
            }
        }
        let perLeaf = Self.calls(card("first"))["first"]?.count ?? 0
        #expect(perLeaf > 0)
        #expect(measured.filter { $0 == "body" }.count == Self.calls(card("first"))["body"]?.count)
        #expect(measured.filter { $0 == "first" }.count == perLeaf)
        #expect(measured.filter { $0 == "second" }.count == perLeaf)
    }

    @Test("A feed scrolled by one card measures that card's leaves only")
    func scrolledByOneCard() {
        func feed(_ cards: Range<Int>) -> LayoutTree<String> {
            LayoutTree<String>(.vertical(spacing: 8)) { column in
                for card in cards {
                    column.add(.vertical(spacing: 4)) { content in
                        content.add(StackItem(), content: "title \(card)")
                        content.add(StackItem(), content: "body \(card)")
                    }
                }
            }
        }
        var cache = MeasureCache<String>()
        _ = feed(0..<10).frames(in: Frame(width: 300, height: 0), wrapping: .vertically, cache: &cache) {
            Self.measure($0, $1)
        }
        var measured: Set<String> = []
        _ = feed(1..<11).frames(in: Frame(width: 300, height: 0), wrapping: .vertically, cache: &cache) {
            text, proposal in
            measured.insert(text)
            return Self.measure(text, proposal)
        }
        #expect(measured == ["title 10", "body 10"])
    }

    @Test("The size form shares the cache with the frames form")
    func sizeForm() {
        let tree = LayoutTree<String>(.horizontal(spacing: 8)) { row in row.add(StackItem(), content: "OK") }
        var cache = MeasureCache<String>()
        let proposal = Size(width: .infinity, height: .infinity)
        let size = tree.size(fitting: proposal, cache: &cache) { Self.measure($0, $1) }
        #expect(size == Size(width: 20, height: 20))
        let misses = cache.misses
        #expect(tree.size(fitting: proposal, cache: &cache) { Self.measure($0, $1) } == size)
        #expect(cache.misses == misses && cache.hits == misses)
    }
}
