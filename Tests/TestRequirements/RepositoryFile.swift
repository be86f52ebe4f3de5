import Foundation

/// Files of the repository the tests compare with what ReelKit generates.
package enum RepositoryFile {
    package static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // TestRequirements
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()

    package static func text(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }
}
