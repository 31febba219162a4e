// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "PinFrame",
    // Synchronization's Mutex and Atomic (the warning log sink) need these on Apple platforms.
    platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
    products: [
        .library(name: "PinFrame", targets: ["PinFrame"]),
        .executable(name: "playgrounds", targets: ["playgrounds"]),
    ],
    targets: [
        .target(
            name: "PinFrame",
            // `rounded()` (pixel snapping) is a libm call on Linux.
            linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]
        ),
        // The samples (a library, so that a test can check the README's pictures against
        // them) and the command that runs them.
        .target(name: "PlaygroundSamples", dependencies: ["PinFrame"], path: "Playgrounds/Samples"),
        .executableTarget(
            name: "playgrounds", dependencies: ["PinFrame", "PlaygroundSamples"], path: "Playgrounds/Runner"),
        // The benchmark (`swift run -c release pinframe-bench`) and its allocation counter.
        .executableTarget(
            name: "pinframe-bench", dependencies: ["PinFrame", "CAllocationCounter"]),
        .target(name: "CAllocationCounter"),
        // Lays out a deep tree on a process's main thread, for the depth tests (a test runner's
        // tests never run there).
        .executableTarget(name: "pinframe-deep-tree", dependencies: ["PinFrame"], path: "Tests/DeepTree"),
        .testTarget(name: "PinFrameTests", dependencies: ["PinFrame", "pinframe-deep-tree"]),
        .testTarget(name: "PlaygroundSamplesTests", dependencies: ["PinFrame", "PlaygroundSamples"]),
    ],
    swiftLanguageModes: [.v6]
)
