import Foundation

/// Files of the repository the tests compare with what ReelKit generates.
enum RepositoryFile {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // Docs
        .deletingLastPathComponent()  // ReelKitTests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()

    static func text(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }
}
