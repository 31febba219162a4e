// The libFuzzer target for stacks: each input's bytes choose a stack, its items, a container
// and a measure function's answers (StackProgram.swift), and the layout must pass every
// check of StackInvariants.swift. A violation prints the stack as Swift code and aborts,
// which libFuzzer records as a crash with the input that caused it. Built by Fuzz/run.sh.

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzStack(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    guard let first = bytes.first else { return 0 }
    // The first byte says whether numbers may be NaN or infinite; the rest choose.
    var generator = ProgramGenerator(source: ByteSource(bytes: Array(bytes.dropFirst())), hostile: first & 1 == 1)
    let program = generator.stackProgram()
    let problems = StackInvariants.violations(of: program)
    if !problems.isEmpty {
        print("hostile: \(first & 1 == 1)\n\(program.code)\n" + problems.map { "- " + $0 }.joined(separator: "\n"))
        fflush(nil)  // `abort()` does not flush standard output
        abort()
    }
    return 0
}
