// The libFuzzer target: each input's bytes choose a hierarchy of frames and a chain of
// rules (ChainProgram+Generation.swift), and the chain must pass every check of
// ChainInvariants.swift. A violation prints the chain as Swift code and aborts, which
// libFuzzer records as a crash with the input that caused it. Built by Fuzz/run.sh.

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Routes logged warnings to the checks, once per process.
let setUp: Void = {
    Pin.warningHandler = LogCapture.handler
    Pin.logWarnings = true
}()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzChain(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    _ = setUp
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    guard let first = bytes.first else { return 0 }
    // The first byte says whether numbers may be NaN or infinite; the rest choose.
    var generator = ProgramGenerator(source: ByteSource(bytes: Array(bytes.dropFirst())), hostile: first & 1 == 1)
    let program = generator.program(maxSteps: 12)
    var shuffle = SeededGenerator(state: UInt64(size))
    let problems = ChainInvariants.violations(of: program, shuffle: &shuffle)
    if !problems.isEmpty {
        let report =
            "hostile: \(first & 1 == 1)\n\(program.code)\n" + problems.map { "- " + $0 }.joined(separator: "\n")
        print(report)
        fflush(nil)  // `abort()` does not flush standard output
        abort()
    }
    return 0
}
