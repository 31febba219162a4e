// swift-tools-version: 6.0
import PackageDescription

// `PINFRAME_UNCHECKED=1 swift run -c release pinframe-bench` builds the library with its
// validation compiled out: the floor the benchmark compares against. Never for real use.
let unchecked = Context.environment["PINFRAME_UNCHECKED"] != nil

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
            swiftSettings: unchecked ? [.define("PINFRAME_UNCHECKED")] : [],
            // `rounded()` (pixel snapping) is a libm call on Linux.
            linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]
        ),
        .executableTarget(name: "playgrounds", dependencies: ["PinFrame"], path: "Playgrounds"),
        // The benchmark (`swift run -c release pinframe-bench`) and its allocation counter.
        .executableTarget(
            name: "pinframe-bench", dependencies: ["PinFrame", "CAllocationCounter"],
            swiftSettings: unchecked ? [.define("PINFRAME_UNCHECKED")] : []),
        .target(name: "CAllocationCounter"),
        .testTarget(name: "PinFrameTests", dependencies: ["PinFrame"]),
    ],
    swiftLanguageModes: [.v6]
)
