import Foundation

/// Where the reel executable under test is.
enum ReelBinary {
    /// `REEL_BINARY` if set (to test an installed or release build), else
    /// the `reel` that `swift build` put beside the test bundle: the
    /// EndToEndTests target depends on it, so `swift test` builds it first.
    static var path: String {
        get throws {
            if let path = ProcessInfo.processInfo.environment["REEL_BINARY"], !path.isEmpty {
                guard FileManager.default.isExecutableFile(atPath: path) else {
                    throw HarnessError.binaryNotFound(searched: ["REEL_BINARY=\(path)"])
                }
                return path
            }
            let candidates = searchDirectories().map { $0.appendingPathComponent("reel").path }
            guard let found = candidates.first(where: FileManager.default.isExecutableFile(atPath:)) else {
                throw HarnessError.binaryNotFound(searched: candidates)
            }
            return found
        }
    }

    /// Another product of the package, such as the library's example
    /// `country-city`: beside `REEL_BINARY` when set, else where `swift
    /// build` put `reel`.
    static func product(_ name: String) throws -> String {
        var directories = searchDirectories()
        if let reel = ProcessInfo.processInfo.environment["REEL_BINARY"], !reel.isEmpty {
            directories.insert(URL(fileURLWithPath: reel).deletingLastPathComponent(), at: 0)
        }
        let candidates = directories.map { $0.appendingPathComponent(name).path }
        guard let found = candidates.first(where: FileManager.default.isExecutableFile(atPath:)) else {
            throw HarnessError.binaryNotFound(searched: candidates)
        }
        return found
    }

    /// On Linux the tests run as `.build/<triple>/debug/<Package>PackageTests.xctest`,
    /// an executable in the products directory; on macOS that is a bundle
    /// whose parent is the products directory. The source path is a last
    /// resort for runners that start the tests from elsewhere.
    private static func searchDirectories() -> [URL] {
        var directories: [URL] = []
        let runner = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        directories.append(runner.deletingLastPathComponent())
        for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
            directories.append(bundle.bundleURL.deletingLastPathComponent())
        }
        let packageRoot = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent()  // Support
            .deletingLastPathComponent()  // EndToEndTests
            .deletingLastPathComponent()  // Tests
            .deletingLastPathComponent()
        directories.append(packageRoot.appendingPathComponent(".build/debug"))
        var seen = Set<String>()
        return directories.filter { seen.insert($0.standardizedFileURL.path).inserted }
    }
}
