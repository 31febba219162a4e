// `swift run playgrounds` prints the tour; `swift run playgrounds <name>` runs one sample.
// Every figure a sample prints is computed by PinFrame as it runs.

import PinFrame

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(ucrt)
    import ucrt
#endif

/// A sample: its name on the command line, what it shows, one of its chains for the tour
/// (run on the sample's own view), and the sample itself.
struct Sample {
    let name: String
    let summary: String
    let example: (view: Frame, steps: [Step])
    let run: () -> Void
}

let samples = [
    Sample(
        name: "margins", summary: "when left/right and top/bottom margins apply, and pinEdges()",
        example: (MarginsSample.view, [.left(), .widthPercent(100), .pinEdges, .marginHorizontal(20)]),
        run: MarginsSample.run),
    Sample(
        name: "relative", summary: "above, below, left, right, before, after, between",
        example: (RelativeSample.view, [.below(of: RelativeSample.a, aligned: .center), .marginTop(10)]),
        run: RelativeSample.run),
    Sample(
        name: "anchors", summary: "the parent's anchors, another frame's, across branches",
        example: (AnchorsSample.view, [.topLeft(to: AnchorsSample.a, \.bottomRight)]), run: AnchorsSample.run),
    Sample(
        name: "sizes", summary: "width, height, min/max, aspectRatio, sizeToFit, justify",
        example: (SizesSample.view, [.left(20), .right(20), .maxWidth(200), .justify(.center)]),
        run: SizesSample.run),
    Sample(
        name: "pixels", summary: "a root's scale: origins rounded, sizes rounded up",
        example: (PixelsSample.view(scale: 2), [.left(10.3), .width(100.2)]), run: PixelsSample.run),
    Sample(
        name: "warnings", summary: "conflicts and bad values, which rule loses, logging",
        example: (WarningsSample.view.frame, [.left(10), .right(10), .width(200)]), run: WarningsSample.run),
]

// Samples read warnings from `pin.warnings`; debug builds would also log each one to
// standard error. The warnings sample turns the log on where it shows it.
Pin.logWarnings = false

let arguments = CommandLine.arguments.dropFirst()
if let name = arguments.first {
    guard let sample = samples.first(where: { $0.name == name }) else {
        print("No sample named \(name). Samples: \(samples.map(\.name).joined(separator: ", "))")
        exit(1)
    }
    sample.run()
} else {
    print("PinFrame playgrounds: runnable samples that print what the library computes.")
    print("Each sample below, with one of its chains and what PinFrame makes of it:")
    for sample in samples {
        let pin = sample.example.steps.apply(to: sample.example.view)
        let warnings = pin.warnings.isEmpty ? "" : " (\(summary(of: pin.warnings)))"
        print()
        print("  swift run playgrounds \(sample.name)".padding(40) + sample.summary)
        print("      \(sample.example.steps.code)")
        print("      -> \(pin.rect)\(warnings)")
    }
}

extension String {
    func padding(_ width: Int) -> String { self + String(repeating: " ", count: max(1, width - count)) }
}
