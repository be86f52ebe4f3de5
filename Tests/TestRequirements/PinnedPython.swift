import Foundation

/// The Python that has `scripts/width-table.requirements.txt` installed,
/// for the tests that run `scripts/gen-width-table.py`:
///
/// 1. `$REEL_PYTHON` when it is set (`scripts/test` sets it). The tests then run
///    whatever it holds, so a broken install fails them instead of
///    skipping them unseen.
/// 2. Otherwise `.build/venv/bin/python3`, then `python3` on `PATH`: the
///    first that has the pinned packages at their pinned versions.
///
/// Without one, those tests are skipped with `skipReason`, which says how
/// to install the packages: a host Python with another Unicode version
/// must not fail `swift test`.
package enum PinnedPython {
    package static let variable = "REEL_PYTHON"
    package static let script = "scripts/gen-width-table.py"
    package static let install = """
        python3 -m venv .build/venv && \
        .build/venv/bin/pip install -r scripts/width-table.requirements.txt
        """
    package static let skipReason = """
        no Python with the pinned width data: from the repository root, \
        \(install) (or set \(variable) to a Python that has them)
        """

    package static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent() // TestRequirements
        .deletingLastPathComponent() // Tests
        .deletingLastPathComponent()

    package static let path: String? = {
        let environment = ProcessInfo.processInfo.environment
        if let chosen = environment[variable], !chosen.isEmpty { return chosen }
        let onPath = (environment["PATH"] ?? "").split(separator: ":").map { "\($0)/python3" }
        let candidates = [root.appendingPathComponent(".build/venv/bin/python3").path] + onPath
        return candidates.first { candidate in
            FileManager.default.isExecutableFile(atPath: candidate)
                && (try? run(candidate, ["--pinned"]).status) == 0
        }
    }()

    /// The generator's exit status when the pinned packages are missing.
    package static let missingPinned: Int32 = 3

    /// Runs the generator with `arguments` from the repository root.
    package static func run(_ arguments: [String]) throws -> (status: Int32, errors: String) {
        guard let path else { throw MissingPython(message: skipReason) }
        let result = try run(path, arguments)
        if result.status == missingPinned { throw MissingPython(message: result.errors) }
        return result
    }

    private static func run(_ python: String, _ arguments: [String]) throws -> (status: Int32, errors: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: python)
        process.arguments = [script] + arguments
        process.currentDirectoryURL = root
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, message)
    }

    package struct MissingPython: Error, CustomStringConvertible {
        var message: String
        package var description: String { message }
    }
}
