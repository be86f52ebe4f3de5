// swift-tools-version:6.0
import PackageDescription

// No package dependencies: the argument parser, the width table and the
// terminal layer are reel's own.
//
// One target per layer, each importing only those below it, so that a
// wrong-way dependency is a build error:
//
//   ReelSystem    the C library of the platform (Glibc, Musl or Darwin), one shim
//   ReelCore      the pure core, a target per folder of Sources/ReelCore:
//                 ReelText (widths, safe text) < ReelRows (row sources, the
//                 matcher) < ReelModel (wheels, features)
//                 < ReelInput (keys) < ReelRender (frames), and ReelModel
//                 < ReelSpec (SPEC grammar, presets) < ReelOutput, and
//                 ReelModel < ReelAsk (the accessible interview, a view)
//   ReelTerminal  the tty, raw mode, signals, key decoding, frames to bytes,
//                 reading stdin and files, the one session loop and its views
//   ReelKit       the public UIPickerView-style API (Docs/Library.md)
//   ReelCLI       options, parser, help, completions, pickers built from flags
//   reel          main.swift: run the command, exit with its status
// Code that runs once a picker (parsing the command line, presets' set-up,
// the library's entry points, printing the answer) is optimised for size:
// it is a third of reel's own code and none of its loops. So is the code
// that runs once a key or a frame (the key table, drawing a frame, the
// terminal's edges), whose work is a screenful, not the rows; and so is
// the model, which runs once an event: the rows and the matcher below it
// (ReelRows), where the filter's scan and ranking and the rows' reading
// are, stay optimised for speed. (The fields of every kind and the alert took the
// binary past its 8.6 MiB budget; the bench's first-frame, key and form
// figures are the same within noise: Docs/bench.md.)
let coldCode: [SwiftSetting] = [.unsafeFlags(["-Osize"], .when(configuration: .release))]

let package = Package(
    name: "reel",
    platforms: [
        // Typed throws and `package` access need nothing newer; the runtime
        // features used (Synchronization is not) go back to macOS 13.
        .macOS(.v13),
    ],
    products: [
        .library(name: "ReelKit", targets: ["ReelKit"]),
        .executable(name: "reel", targets: ["reel"]),
        .executable(name: "country-city", targets: ["country-city"]),
        .executable(name: "two-fields", targets: ["two-fields"]),
        .executable(name: "sign-up", targets: ["sign-up"]),
        .executable(name: "confirm", targets: ["confirm"]),
    ],
    targets: [
        // Extern: prctl(2), variadic in C, called by its symbol (Platform.swift).
        .target(name: "ReelSystem", swiftSettings: [.enableExperimentalFeature("Extern")]),
        // The pure core, one target per layer along its folders; ReelCore
        // is all of them as one import for the layers above.
        .target(name: "ReelText", dependencies: ["ReelSystem"], path: "Sources/ReelCore/Text"),
        // The row sources and the matcher (fzf's query, scores, ranking and
        // scan): the loops over the rows, optimised for speed, below the
        // model, which uses them and which they cannot see.
        .target(name: "ReelRows", dependencies: ["ReelText", "ReelSystem"], path: "Sources/ReelCore/Rows"),
        // The model: what runs once a key or an event, optimised for size.
        .target(name: "ReelModel", dependencies: ["ReelRows", "ReelText", "ReelSystem"], path: "Sources/ReelCore/Model",
                swiftSettings: coldCode),
        .target(name: "ReelInput", dependencies: ["ReelModel", "ReelText"], path: "Sources/ReelCore/Input", swiftSettings: coldCode),
        .target(name: "ReelSpec", dependencies: ["ReelModel", "ReelText"], path: "Sources/ReelCore/Spec", swiftSettings: coldCode),
        .target(name: "ReelOutput", dependencies: ["ReelSpec", "ReelModel", "ReelText"], path: "Sources/ReelCore/Output", swiftSettings: coldCode),
        .target(name: "ReelRender", dependencies: ["ReelInput", "ReelModel", "ReelText"], path: "Sources/ReelCore/Render", swiftSettings: coldCode),
        // The accessible interview: a view of the model in words, beside
        // the drawn one (ReelRender), outside the model's target.
        .target(name: "ReelAsk", dependencies: ["ReelModel", "ReelText"], path: "Sources/ReelCore/Ask", swiftSettings: coldCode),
        .target(name: "ReelCore", dependencies: ["ReelText", "ReelRows", "ReelModel", "ReelInput", "ReelSpec", "ReelOutput", "ReelRender",
                                                 "ReelAsk"],
                path: "Sources/ReelCore/Core"),
        .target(name: "ReelTerminal", dependencies: ["ReelCore", "ReelSystem"], swiftSettings: coldCode),
        .target(name: "ReelKit", dependencies: ["ReelCore", "ReelTerminal", "ReelSystem"], swiftSettings: coldCode),
        .target(name: "ReelCLI", dependencies: ["ReelKit", "ReelCore", "ReelTerminal", "ReelSystem"], swiftSettings: coldCode),
        .executableTarget(name: "reel", dependencies: ["ReelCLI"]),
        // The library's example, built beside reel; its source sits with the
        // shell examples. One lower-case folder per example.
        .executableTarget(name: "country-city", dependencies: ["ReelKit"], path: "examples/country-city"),
        .executableTarget(name: "two-fields", dependencies: ["ReelKit"], path: "examples/two-fields"),
        .executableTarget(name: "sign-up", dependencies: ["ReelKit"], path: "examples/sign-up"),
        .executableTarget(name: "confirm", dependencies: ["ReelKit"], path: "examples/confirm"),
        // Tests that need something from outside Swift (a shell, groff, tmux):
        // skipped where it is missing, failed under REEL_REQUIRE_ALL=1.
        .target(name: "TestRequirements", path: "Tests/TestRequirements"),
        // A unit-test target per layer, each importing only its layer and
        // those below, with folders that mirror the sources'.
        .target(name: "ModelTestSupport", dependencies: ["ReelText", "ReelRows", "ReelModel", "ReelAsk"], path: "Tests/ModelTestSupport"),
        .target(name: "CoreTestSupport", dependencies: ["ReelText", "ReelRows", "ReelModel", "ReelInput", "ModelTestSupport"],
                path: "Tests/CoreTestSupport"),
        // Pickers a preset or a tree makes, without the command line.
        .target(name: "SpecTestSupport", dependencies: ["ReelText", "ReelRows", "ReelModel", "ReelSpec", "ModelTestSupport"],
                path: "Tests/SpecTestSupport"),
        .target(name: "TerminalTestSupport", dependencies: ["ReelCore", "ReelTerminal", "ReelSystem"],
                path: "Tests/TerminalTestSupport"),
        .testTarget(name: "ReelTextTests", dependencies: ["ReelText", "ReelSystem", "TestRequirements"]),
        .testTarget(name: "ReelModelTests", dependencies: ["ReelText", "ReelRows", "ReelModel", "ReelSystem", "ModelTestSupport",
                                                          "TestRequirements"]),
        .testTarget(name: "ReelAskTests", dependencies: ["ReelText", "ReelRows", "ReelModel", "ReelAsk", "ModelTestSupport"]),
        .testTarget(name: "ReelInputTests", dependencies: ["ReelText", "ReelRows", "ReelModel", "ReelInput", "CoreTestSupport",
                                                          "TestRequirements"]),
        .testTarget(name: "ReelSpecTests", dependencies: ["ReelText", "ReelRows", "ReelModel", "ReelSpec", "SpecTestSupport", "TestRequirements"]),
        .testTarget(name: "ReelOutputTests", dependencies: ["ReelText", "ReelRows", "ReelModel", "ReelSpec", "ReelOutput", "SpecTestSupport"]),
        .testTarget(name: "ReelRenderTests",
                    dependencies: ["ReelText", "ReelRows", "ReelModel", "ReelInput", "ReelRender", "CoreTestSupport", "TestRequirements"]),
        // The core's layers together: pickers of every kind driven and drawn.
        .testTarget(name: "ReelCoreTests",
                    dependencies: ["ReelText", "ReelRows", "ReelModel", "ReelInput", "ReelSpec", "ReelRender", "SpecTestSupport"]),
        .testTarget(name: "ReelTerminalTests",
                    dependencies: ["ReelCore", "ReelTerminal", "ReelSystem", "CoreTestSupport", "TerminalTestSupport",
                                   "TestRequirements"]),
        .testTarget(name: "ReelCLITests",
                    dependencies: ["ReelCore", "ReelTerminal", "ReelKit", "ReelCLI", "ReelSystem", "CoreTestSupport",
                                   "TerminalTestSupport", "TestRequirements"]),
        // The documentation against the option table: the man page, the
        // completions, --help and the "coming from fzf" table cover every option.
        .testTarget(name: "ReelDocsTests",
                    dependencies: ["ReelCore", "ReelTerminal", "ReelKit", "ReelCLI", "ReelSystem", "CoreTestSupport",
                                   "TerminalTestSupport", "TestRequirements"]),
        // The repository as a whole: the layers' rules, the files the
        // sources cite, SECURITY.md's test names, the workflows.
        .testTarget(name: "RepositoryTests", dependencies: ["TestRequirements"]),
        // Imports ReelKit without @testable: the public API alone must do.
        .testTarget(name: "LibraryTests", dependencies: ["ReelKit"]),
        // posix_spawn's flags as the platform's headers define them, for the harness.
        .target(name: "SpawnFlags", path: "Tests/SpawnFlags"),
        // Depends on the executable so that `swift test` builds the binary it drives.
        .testTarget(name: "EndToEndTests", dependencies: ["reel", "country-city", "two-fields", "sign-up", "confirm",
                                                          "ReelSystem", "SpawnFlags", "TestRequirements"]),
    ]
)
