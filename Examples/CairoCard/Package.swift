// swift-tools-version: 6.0
import PackageDescription

// The benchmark's feed cell laid out with PinFrame and painted with Cairo into a PNG.
// Needs Cairo's headers: Debian's libcairo2-dev (found through pkg-config's `cairo`).
let package = Package(
    name: "CairoCard",
    dependencies: [.package(name: "PinFrame", path: "../..")],
    targets: [
        .systemLibrary(
            name: "CCairo", path: "Sources/CCairo", pkgConfig: "cairo",
            providers: [.apt(["libcairo2-dev"]), .brew(["cairo"])]),
        .executableTarget(
            name: "cairo-card", dependencies: [.product(name: "PinFrame", package: "PinFrame"), "CCairo"],
            path: "Sources/CairoCard"),
    ],
    swiftLanguageModes: [.v6]
)
