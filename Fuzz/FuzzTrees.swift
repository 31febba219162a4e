// The libFuzzer target for trees: each input's bytes choose a tree of stacks, grids and
// measured leaves, its container and wrapping (TreeProgram.swift), and the layout must pass
// every check of TreeInvariants.swift. A violation prints the tree and aborts, which
// libFuzzer records as a crash with the input that caused it. Built by Fuzz/run.sh.

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTree(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    guard let first = bytes.first else { return 0 }
    // The first byte: whether numbers may be NaN or infinite, and whether insets mirror.
    var generator = ProgramGenerator(source: ByteSource(bytes: Array(bytes.dropFirst())), hostile: first & 1 == 1)
    var program = generator.treeProgram(stacksOnly: first & 4 == 4)
    if first & 2 == 2 { program.root.makeInsetsSymmetric() }
    let problems = TreeInvariants.violations(of: program)
    if !problems.isEmpty {
        print("hostile: \(first & 1 == 1)\n\(program.code)\n" + problems.map { "- " + $0 }.joined(separator: "\n"))
        fflush(nil)  // `abort()` does not flush standard output
        abort()
    }
    return 0
}
