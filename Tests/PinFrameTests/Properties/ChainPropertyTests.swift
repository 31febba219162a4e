import Testing

@testable import PinFrame

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

extension ProcessWideLogTests {
    /// Random chains of every rule family on random hierarchies, with ordinary and hostile
    /// numbers: the invariants of `ChainInvariants` hold for each. 100,000 chains by
    /// default; `PINFRAME_PROPERTY_ITERATIONS=N swift test --filter ChainPropertyTests`
    /// runs N. A failure prints its seed and the chain as Swift code.
    @Suite("Chain properties", .quietLog)
    struct ChainPropertyTests {
        static var iterations: Int {
            getenv("PINFRAME_PROPERTY_ITERATIONS").flatMap { Int(String(cString: $0)) } ?? 100_000
        }

        /// Four runs side by side, each a quarter of the chains, from seeds of their own.
        @Test(arguments: 0..<4)
        func invariantsHold(part: Int) {
            let (handler, wasLogging) = (Pin.warningHandler, Pin.logWarnings)
            Pin.warningHandler = LogCapture.handler
            Pin.logWarnings = true
            defer { (Pin.warningHandler, Pin.logWarnings) = (handler, wasLogging) }
            var failures = 0
            for index in stride(from: part, to: Self.iterations, by: 4) {
                let seed = UInt64(index)
                var generator = ProgramGenerator(source: SeededGenerator(state: seed), hostile: index % 3 == 0)
                let program = generator.program()
                let problems = ChainInvariants.violations(of: program, shuffle: &generator.source)
                guard !problems.isEmpty else { continue }
                failures += 1
                Issue.record(
                    """
                    seed \(seed)\(index % 3 == 0 ? " (hostile)" : ""):
                    \(program.code)
                    \(problems.map { "- " + $0 }.joined(separator: "\n"))
                    """)
                if failures >= 5 { return }
            }
        }
    }
}
