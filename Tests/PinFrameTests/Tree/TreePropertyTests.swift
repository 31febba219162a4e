import PinFrame
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The tree's rules as properties of random trees: the same frames as the containers nested
/// by hand (without a pixel scale), and no leaf measured twice for a proposal. 5,000 trees a
/// seed (a sixteenth of `PINFRAME_PROPERTY_ITERATIONS` when set, as the sanitizer runs do).
@Suite("LayoutTree properties (TreeProgram.swift)", .quietLog)
struct TreePropertyTests {
    static var treesPerSeed: Int {
        getenv("PINFRAME_PROPERTY_ITERATIONS").flatMap { Int(String(cString: $0)) }.map { $0 / 16 } ?? 5_000
    }

    @Test(
        "Without a scale, a tree's frames and sizes are those of its containers nested by hand: 4 × 5,000 trees",
        arguments: [0x7ee5, 0x7ee6, 0x7ee7, 0x7ee8] as [UInt64])
    func sameAsNestedByHand(seed: UInt64) {
        var generator = ProgramGenerator(source: SeededGenerator(state: seed), hostile: false)
        var failures: [String] = []
        for _ in 0..<Self.treesPerSeed {
            var program = generator.treeProgram()
            program.scale = nil
            let tree = program.tree()
            let frames = tree.frames(in: program.containerFrame, wrapping: program.wrapping) {
                TreeProgram.measure($0, $1)
            }
            let expected = program.handFrames()
            if frames != expected, failures.count < 3 {
                let first = zip(frames, expected).enumerated().first { $0.element.0 != $0.element.1 }
                failures.append(
                    "\(program.code.prefix(1_500))\nnode \(first?.offset ?? -1): "
                        + "\(first.map { "\($0.element.0)" } ?? "-") expected \(first.map { "\($0.element.1)" } ?? "-") "
                        + "(counts \(frames.count), \(expected.count))")
            }
            #expect(tree.count == program.root.count)
            let size = tree.size(fitting: program.proposal) { TreeProgram.measure($0, $1) }
            #expect(size == TreeProgram.handSize(of: program.root, fitting: program.proposal))
        }
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n\n"))")
    }

    @Test(
        "No leaf is measured twice for a proposal in one call; in trees of stacks that do not wrap, few more than 3 times",
        arguments: [0x5eed1, 0x5eed2] as [UInt64])
    func measureCallsPerLeaf(seed: UInt64) {
        // Trees without the flexbox fields beyond points: an absolute leaf is asked for its
        // natural size, in its room, its narrowest and its height at its width, and a basis
        // has its narrowest asked at once — more asks by design, which the stack invariants
        // bound. This bound is about the rest, on the trees it was measured on.
        var generator = ProgramGenerator(source: SeededGenerator(state: seed), hostile: false)
        generator.drawsFlexFields = false
        var (repeats, overThree, singleLineTrees, measuredLeaves) = (0, 0, 0, 0)
        var example = ""
        for round in 0..<Self.treesPerSeed {
            let program = generator.treeProgram(stacksOnly: round % 2 == 0)
            var calls: [Int: [Size]] = [:]
            _ = program.tree().frames(in: program.containerFrame, wrapping: program.wrapping) { content, proposal in
                calls[content, default: []].append(proposal)
                return TreeProgram.measure(content, proposal)
            }
            for proposals in calls.values {
                let distinct = Set(proposals.map { "\($0.width.bitPattern),\($0.height.bitPattern)" })
                if distinct.count != proposals.count { repeats += 1 }
            }
            guard program.root.isSingleLineStacks else { continue }
            singleLineTrees += 1
            measuredLeaves += calls.count
            for proposals in calls.values where proposals.count > 3 {
                overThree += 1
                if example.isEmpty { example = "\(proposals)\n\(program.code.prefix(1_500))" }
            }
        }
        #expect(repeats == 0)
        #expect(singleLineTrees > Self.treesPerSeed / 10 && measuredLeaves > Self.treesPerSeed / 10)
        // Not yet the bound of 3: a row measured for its narrowest inside a row lays out at that
        // width and asks its leaves their height there, a fourth proposal; an item wider than
        // the column it sits in takes its narrowest width (its fit-content width is never below
        // it), where a text is asked its height again and a row lays its leaves out again
        // (measured: 9.4% and 7.8% of leaves for these seeds; 3.2% and 4.3% before that
        // rule). This keeps it from growing.
        #expect(
            Double(overThree) < 0.1 * Double(measuredLeaves),
            "\(overThree) leaves of \(measuredLeaves) asked more than 3 times, e.g. \(example)")
    }

    @Test(
        "Every tree holds the invariants, with hostile numbers too: 2 × a tenth of the trees",
        arguments: [(0x1a, false), (0x1b, true)] as [(UInt64, Bool)])
    func invariantsHold(seed: UInt64, hostile: Bool) {
        var generator = ProgramGenerator(source: SeededGenerator(state: seed), hostile: hostile)
        var failures: [String] = []
        for round in 0..<Self.treesPerSeed / 10 {
            var program = generator.treeProgram(stacksOnly: round % 3 == 0)
            if round % 2 == 0 { program.root.makeInsetsSymmetric() }
            let problems = TreeInvariants.violations(of: program)
            if !problems.isEmpty, failures.count < 3 {
                failures.append("\(problems.prefix(3))\n\(program.code.prefix(1_500))")
            }
        }
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n\n"))")
    }
}
