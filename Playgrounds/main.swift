// `swift run playgrounds` prints the tour; `swift run playgrounds <name>` runs one sample.
// Every figure a sample prints is computed by PinFrame as it runs.

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

struct Sample {
    let name: String
    let summary: String
    let run: () -> Void
}

let samples = [
    Sample(
        name: "margins", summary: "when left/right and top/bottom margins apply, and pinEdges()", run: MarginsSample.run
    ),
    Sample(name: "relative", summary: "above, below, left, right, before, after, between", run: RelativeSample.run),
    Sample(name: "anchors", summary: "the parent's anchors, another frame's, across branches", run: AnchorsSample.run),
    Sample(name: "warnings", summary: "conflicts and bad values, which rule loses, logging", run: WarningsSample.run),
]

let arguments = CommandLine.arguments.dropFirst()
if let name = arguments.first {
    guard let sample = samples.first(where: { $0.name == name }) else {
        print("No sample named \(name). Samples: \(samples.map(\.name).joined(separator: ", "))")
        exit(1)
    }
    sample.run()
} else {
    print("PinFrame playgrounds: runnable samples that print what the library computes.")
    print()
    for sample in samples {
        print("  swift run playgrounds \(sample.name)".padding(40) + sample.summary)
    }
}

extension String {
    func padding(_ width: Int) -> String { self + String(repeating: " ", count: max(1, width - count)) }
}
