// Lays the benchmark's feed cell out with PinFrame at scale 2 and paints it with Cairo.
//
//     swift run cairo-card card.png            # writes card.png (750×920 pixels)
//     swift run cairo-card --check card.png    # checks pixels of it against hand-worked rects

import PinFrame

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == "--check" {
    let path = arguments.dropFirst().first ?? "card.png"
    let failures = checkPixels(of: path)
    for failure in failures { print("FAILED: \(failure)") }
    print(failures.isEmpty ? "ok: \(expectedPixels.count) pixels of \(path) as expected" : "\(failures.count) failed")
    exit(failures.isEmpty ? 0 : 1)
}

let path = arguments.first ?? "card.png"
let (cell, elements) = feedCell(scale: 2)
if let failure = paint(cell: cell, elements: elements, to: path) {
    print("Could not write \(path): \(failure)")
    exit(1)
}
for element in elements { print("\(element.name.padding(to: 14)) \(element.frame.rect)") }
print("wrote \(path)")

extension String {
    func padding(to width: Int) -> String { self + String(repeating: " ", count: max(0, width - count)) }
}
