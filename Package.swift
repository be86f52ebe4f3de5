// swift-tools-version:6.0
import PackageDescription

// No package dependencies: the argument parser, the width table and the
// terminal layer are reel's own (DESIGN.md).
let package = Package(
    name: "reel",
    products: [
        .library(name: "ReelKit", targets: ["ReelKit"]),
        .executable(name: "reel", targets: ["reel"]),
    ],
    targets: [
        .target(name: "ReelKit"),
        .executableTarget(name: "reel", dependencies: ["ReelKit"]),
        .testTarget(name: "ReelKitTests", dependencies: ["ReelKit"]),
        // Depends on the executable so that `swift test` builds the binary it drives.
        .testTarget(name: "EndToEndTests", dependencies: ["reel"]),
    ]
)
