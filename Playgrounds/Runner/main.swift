// `swift run playgrounds` prints the tour; `swift run playgrounds <name>` runs one sample,
// and `--svg DIR` also writes its pictures as SVG files into DIR.
// `swift run playgrounds readme-pictures [DIR]` writes the README's pictures (into docs/).
// Every figure a sample prints is computed by PinFrame as it runs.

import PinFrame
import PlaygroundSamples

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(ucrt)
    import ucrt
#endif

/// Writes each document into `directory`, creating it if needed, and names what it wrote.
func write(_ documents: [(fileName: String, svg: String)], into directory: String) {
    _ = mkdir(directory, 0o755)
    for (fileName, svg) in documents {
        let path = directory + "/" + fileName
        guard let file = fopen(path, "w") else {
            print("Could not write \(path).")
            exit(1)
        }
        fputs(svg, file)
        fclose(file)
        print("wrote \(path)")
    }
}

// Samples read warnings from `pin.warnings`; debug builds would also log each one to
// standard error. The warnings sample turns the log on where it shows it.
Pin.logWarnings = false

var arguments = Array(CommandLine.arguments.dropFirst())
var svgDirectory: String?
if let flag = arguments.firstIndex(of: "--svg") {
    guard flag + 1 < arguments.count else {
        print("--svg needs a directory: swift run playgrounds <sample> --svg DIR")
        exit(1)
    }
    svgDirectory = arguments[flag + 1]
    arguments.removeSubrange(flag...flag + 1)
}

switch arguments.first {
case nil:
    printTour()
case "readme-pictures":
    write(readmePictures(), into: arguments.dropFirst().first ?? "docs")
case let name?:
    guard let sample = samples.first(where: { $0.name == name }) else {
        print("No sample named \(name). Samples: \(samples.map(\.name).joined(separator: ", "))")
        exit(1)
    }
    Sketchbook.keepsSVG = svgDirectory != nil
    sample.run()
    if let svgDirectory {
        print()
        if Sketchbook.documents.isEmpty { print("The \(name) sample draws no pictures (its figures are a table).") }
        write(Sketchbook.documents, into: svgDirectory)
    }
}
