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
        .target(name: "ReelKit"),
        // One static executable on Linux: loading and relocating the Swift
        // runtime's shared libraries and libstdc++ took 4.7 of the 6.1
        // million instructions reel ran to show a 3-wheel picker (callgrind,
        // scripts/bench); static, the whole run is 1.4 million. The linker
        // warns that the runtime's optional dlopen needs the same glibc at
        // run time: reel never takes that path (no NSS, no plugins).
        // Release only: the tests link against the executable's module, and
        // the test libraries exist only as shared ones.
        .executableTarget(name: "reel", dependencies: ["ReelKit"],
                          linkerSettings: [.unsafeFlags(["-static-executable"], .when(platforms: [.linux], configuration: .release))]),
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
