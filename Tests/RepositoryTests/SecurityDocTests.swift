import TestRequirements
import Foundation
import Testing

/// SECURITY.md names the test behind every signal, bound and cap, and the
/// fuzz targets: the names must stay true as tests are renamed.
@Suite struct SecurityDocTests {
    static let document = "SECURITY.md"

    /// Every Swift source under Tests/, joined: where names are looked up.
    static func testSources() throws -> String {
        let tests = RepositoryFile.root.appendingPathComponent("Tests")
        let files = FileManager.default.enumerator(at: tests, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
        return try files.map { try String(contentsOf: $0, encoding: .utf8) }.joined(separator: "\n")
    }

    /// The words SECURITY.md puts in backquotes.
    static func quoted(_ text: String) -> [String] {
        text.split(separator: "`", omittingEmptySubsequences: false).enumerated()
            .filter { $0.offset % 2 == 1 }.map { String($0.element) }
    }

    static func isIdentifier(_ word: String) -> Bool {
        !word.isEmpty && word.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
    }

    @Test func everyNamedTestExists() throws {
        let text = try RepositoryFile.text(Self.document)
        let sources = try Self.testSources()
        var checked = 0
        for word in Self.quoted(text) {
            let parts = word.split(separator: ".").map(String.init)
            guard (1...2).contains(parts.count), parts.allSatisfy(Self.isIdentifier) else { continue }
            if parts[0].hasSuffix("Tests"), parts[0].first!.isUppercase {
                // `SuiteTests` or `SuiteTests.testName`.
                let suite = sources.contains("struct \(parts[0]) ")
                #expect(suite, "\(Self.document): no suite \(parts[0])")
                if parts.count == 2 {
                    let test = sources.contains("func \(parts[1])(")
                    #expect(test, "\(Self.document): no test \(word)")
                }
                checked += 1
            } else if parts.count == 1, word.count >= 20, word.first!.isLowercase {
                // A test named after its suite was: `suite (`testName`, …)`.
                let test = sources.contains("func \(word)(")
                #expect(test, "\(Self.document): no test \(word)")
                checked += 1
            }
        }
        #expect(checked >= 30)
    }

    @Test func everyFuzzTargetIsListed() throws {
        let text = try RepositoryFile.text(Self.document)
        let main = try RepositoryFile.text("Fuzz/FuzzMain.swift")
        let targets = main.split(separator: "\n").compactMap { line -> String? in
            let trimmed = line.drop { $0 == " " }
            guard trimmed.hasPrefix("\""), let close = trimmed.dropFirst().firstIndex(of: "\""),
                  trimmed[close...].hasPrefix("\": fuzz") else { return nil }
            return String(trimmed[trimmed.index(after: trimmed.startIndex)..<close])
        }
        #expect(targets.count >= 8)
        for target in targets {
            #expect(text.contains("| `\(target)` |"), "\(Self.document): fuzz target \(target) is not in the table")
        }
    }
}
