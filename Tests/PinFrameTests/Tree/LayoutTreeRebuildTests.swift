import PinFrame
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Frame after frame: a tree rebuilt into a used one is the tree `init` builds, frames written
/// `into:` an array are the returned ones, and frames laid out with a measure cache are the
/// frames laid out without, whatever the cache held before. 5,000 random trees a seed (a
/// sixteenth of `PINFRAME_PROPERTY_ITERATIONS` when set).
@Suite("LayoutTree rebuilt, into an array, with a cache (LayoutTree+Rebuild.swift)", .quietLog)
struct LayoutTreeRebuildTests {
    @Test(
        "Rebuilt = fresh, into: = returned, cached = uncached: 4 × 5,000 random trees",
        arguments: [0x2eb1, 0x2eb2, 0x2eb3, 0x2eb4] as [UInt64])
    func keptEqualsFresh(seed: UInt64) {
        var generator = ProgramGenerator(source: SeededGenerator(state: seed), hostile: false)
        // One tree, one array and one small cache (so that it evicts) kept across every tree.
        var kept = LayoutTree<Int>(.vertical()) { _ in }
        var frames: [Frame] = []
        var cache = MeasureCache<Int>(capacity: 64)
        var failures: [String] = []
        for _ in 0..<TreePropertyTests.treesPerSeed {
            let program = generator.treeProgram()
            let fresh = program.tree()
            let expected = fresh.frames(in: program.containerFrame, wrapping: program.wrapping) {
                TreeProgram.measure($0, $1)
            }
            program.build(into: &kept)
            #expect(kept.count == fresh.count)
            let rebuilt = kept.frames(in: program.containerFrame, wrapping: program.wrapping) {
                TreeProgram.measure($0, $1)
            }
            fresh.frames(in: program.containerFrame, wrapping: program.wrapping, into: &frames) {
                TreeProgram.measure($0, $1)
            }
            let into = frames
            kept.frames(in: program.containerFrame, wrapping: program.wrapping, cache: &cache, into: &frames) {
                TreeProgram.measure($0, $1)
            }
            let cached = frames
            let size = kept.size(fitting: program.proposal, cache: &cache) { TreeProgram.measure($0, $1) }
            let uncachedSize = fresh.size(fitting: program.proposal) { TreeProgram.measure($0, $1) }
            for (name, got) in [("rebuilt", rebuilt), ("into:", into), ("cached", cached)] where got != expected {
                if failures.count < 3 { failures.append("\(name): \(program.code.prefix(1_000))") }
            }
            if size != uncachedSize, failures.count < 3 {
                failures.append("size \(size) ≠ \(uncachedSize): \(program.code.prefix(1_000))")
            }
        }
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n\n"))")
        #expect(cache.count <= 64)
    }

    @Test("A rebuilt tree has the new tree's ids and frames, whatever it held before")
    func rebuildReplaces() {
        var tree = LayoutTree<String>(.horizontal(spacing: 8)) { row in
            row.add(StackItem(width: 10, height: 10))
            row.add(.vertical()) { column in column.add(StackItem(), content: "old") }
        }
        tree.rebuild(.vertical(spacing: 4)) { column in
            column.add(StackItem(), content: "a")
            column.add(StackItem(height: 5))
        }
        #expect(tree.count == 3)
        // Each text 10 points a character, 20 high: "a" is 10 × 20 in a 100-wide column.
        let frames = tree.frames(in: Frame(width: 100, height: 0), wrapping: .vertically) { text, _ in
            Size(width: 10 * Double(text.count), height: 20)
        }
        #expect(
            frames.map(\.rect) == [
                Rect(x: 0, y: 0, width: 100, height: 29), Rect(x: 0, y: 0, width: 100, height: 20),
                Rect(x: 0, y: 24, width: 100, height: 5),
            ])
    }

    @Test("A copy made before a rebuild keeps the old tree")
    func copyKeepsOldTree() {
        var tree = LayoutTree<String>(.vertical()) { column in column.add(StackItem(), content: "old") }
        let copy = tree
        tree.rebuild(.horizontal()) { row in
            row.add(StackItem(width: 1))
            row.add(StackItem(width: 2))
        }
        #expect(copy.count == 2)
        #expect(tree.count == 3)
        let frames = copy.frames(in: Frame(width: 50, height: 0), wrapping: .vertically) { text, _ in
            Size(width: 10 * Double(text.count), height: 20)
        }
        #expect(
            frames.map(\.rect) == [Rect(x: 0, y: 0, width: 50, height: 20), Rect(x: 0, y: 0, width: 50, height: 20)])
    }

    @Test("A builder kept from an earlier build adds nothing to a later one")
    func keptBuilderRefused() {
        var stale: StackChildren<Never>?
        var tree = LayoutTree(.vertical()) { column in stale = column }
        let (_, warnings) = Pin.capturingWarnings {
            tree.rebuild(.vertical()) { column in
                column.add(StackItem(height: 10))
                #expect(stale?.add(StackItem(height: 99)) == -1)
            }
        }
        #expect(tree.count == 2)
        #expect(warnings.count == 1)
    }

    @Test("One tree laid out by eight tasks at once, each with its own cache and array, gives each the same frames")
    func concurrentLayouts() async {
        var generator = ProgramGenerator(source: SeededGenerator(state: 0xc0c0), hostile: false)
        let programs = (0..<20).map { _ in generator.treeProgram() }
        let trees = programs.map { $0.tree() }
        let expected = zip(programs, trees).map { program, tree in
            tree.frames(in: program.containerFrame, wrapping: program.wrapping) { TreeProgram.measure($0, $1) }
        }
        let matches = await withTaskGroup(of: Bool.self) { group in
            for _ in 0..<8 {
                group.addTask {
                    var cache = MeasureCache<Int>(capacity: 32)
                    var frames: [Frame] = []
                    var same = true
                    for _ in 0..<5 {
                        for (index, tree) in trees.enumerated() {
                            let program = programs[index]
                            tree.frames(
                                in: program.containerFrame, wrapping: program.wrapping, cache: &cache, into: &frames
                            ) { TreeProgram.measure($0, $1) }
                            same = same && "\(frames)" == "\(expected[index])"
                        }
                    }
                    return same
                }
            }
            var all: [Bool] = []
            for await match in group { all.append(match) }
            return all
        }
        #expect(matches == Array(repeating: true, count: 8))
    }

    @Test("Frames written into an array replace what it held, at the tree's count")
    func intoReplaces() {
        let tree = LayoutTree(.horizontal()) { row in
            row.add(StackItem(width: 30))
            row.add(.spacer())
        }
        var frames = Array(repeating: Frame(width: 1, height: 1), count: 7)
        tree.frames(in: Frame(width: 100, height: 20), into: &frames)
        #expect(
            frames.map(\.rect) == [
                Rect(x: 0, y: 0, width: 100, height: 20), Rect(x: 0, y: 0, width: 30, height: 20),
                Rect(x: 30, y: 0, width: 70, height: 20),
            ])
    }
}
