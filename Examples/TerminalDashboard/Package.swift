// swift-tools-version: 6.0
import PackageDescription

// A full-screen terminal app laid out with PinFrame on every tick. It depends on nothing
// but the PinFrame package two folders up.
let package = Package(
    name: "TerminalDashboard",
    dependencies: [.package(name: "PinFrame", path: "../..")],
    targets: [
        .executableTarget(
            name: "terminal-dashboard", dependencies: [.product(name: "PinFrame", package: "PinFrame")],
            path: "Sources/TerminalDashboard")
    ],
    swiftLanguageModes: [.v6]
)
