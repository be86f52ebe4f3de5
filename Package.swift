// swift-tools-version:6.0
import PackageDescription

// No package dependencies: the argument parser, the width table and the
// terminal layer are reel's own (DESIGN.md).
let package = Package(
    name: "reel",
    products: [
        .library(name: "ReelKit", targets: ["ReelKit"]),
        .executable(name: "reel", targets: ["reel"]),
        .executable(name: "country-city", targets: ["country-city"]),
    ],
    targets: [
        // Temporary: one module over the new folders while the layers are cut apart.
        .target(name: "ReelKit", path: "Sources", exclude: ["reel"]),
        .executableTarget(name: "reel", dependencies: ["ReelKit"]),
        // The library's example, built beside reel; its source sits with the
        // shell examples. One lower-case folder per example.
        .executableTarget(name: "country-city", dependencies: ["ReelKit"], path: "examples/country-city"),
        .testTarget(name: "ReelKitTests", dependencies: ["ReelKit"]),
        // Imports ReelKit without @testable: the public API alone must do.
        .testTarget(name: "LibraryTests", dependencies: ["ReelKit"]),
        // Depends on the executable so that `swift test` builds the binary it drives.
        .testTarget(name: "EndToEndTests", dependencies: ["reel", "country-city"]),
    ]
)
