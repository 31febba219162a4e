import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Random stacks with ordinary and hostile numbers, measured and not: the invariants of
/// `StackInvariants` hold for each. 20,000 stacks by default (a tenth of
/// `PINFRAME_PROPERTY_ITERATIONS` when set). A failure prints its seed and the stack as
/// Swift code.
@Suite("Stack properties", .quietLog)
struct StackPropertyTests {
    static var iterations: Int {
        getenv("PINFRAME_PROPERTY_ITERATIONS").flatMap { Int(String(cString: $0)) }.map { $0 / 10 } ?? 20_000
    }

    @Test(arguments: 0..<2)
    func invariantsHold(part: Int) {
        var failures = 0
        for index in stride(from: part, to: Self.iterations, by: 2) {
            let seed = UInt64(index) &* 0x9E37_79B9 &+ 0x57AC
            var generator = ProgramGenerator(source: SeededGenerator(state: seed), hostile: index % 3 == 0)
            let program = generator.stackProgram()
            let problems = StackInvariants.violations(of: program)
            guard !problems.isEmpty else { continue }
            failures += 1
            Issue.record(
                """
                seed \(seed), hostile: \(index % 3 == 0)
                \(program.code)
                \(problems.map { "- " + $0 }.joined(separator: "\n"))
                """)
            if failures >= 5 { return }
        }
    }
}
