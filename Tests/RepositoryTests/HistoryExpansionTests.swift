import Foundation
import TestRequirements
import Testing

/// Issue 48 item 6: an example pasted into an interactive bash runs as
/// written. There `!` followed by a letter inside double quotes is a
/// history expansion (`"!git branch"` became the last `git` command
/// typed, or "event not found"); single quotes keep it. So no document
/// holds a double-quoted string with one. (`DocsExamplesEndToEndTests`
/// runs the examples with history expansion on.)
@Suite struct HistoryExpansionTests {
    /// The documents a person copies commands from.
    static func documents() -> [String] {
        let root = RepositoryFile.root
        var paths = ["README.md", "man/reel.1", "CHANGELOG.md", "SECURITY.md"]
        for folder in ["Docs", "examples"] {
            let files = FileManager.default.enumerator(at: root.appendingPathComponent(folder), includingPropertiesForKeys: nil)?
                .compactMap { $0 as? URL } ?? []
            paths += files.filter { ["md", "sh", "swift", ""].contains($0.pathExtension) && !$0.hasDirectoryPath }
                .map { String($0.path.dropFirst(root.path.count + 1)) }
        }
        return paths.sorted()
    }

    /// Each double-quoted span of a line that holds `!` and a letter.
    static func expanded(in line: String) -> [String] {
        let regex = try! NSRegularExpression(pattern: #""[^"]*![A-Za-z][^"]*""#)
        return regex.matches(in: line, range: NSRange(line.startIndex..., in: line))
            .compactMap { Range($0.range, in: line).map { String(line[$0]) } }
    }

    @Test func theTestSeesWhatBashWouldExpand() {
        #expect(Self.expanded(in: #"reel -c "!git branch""#) == [#""!git branch""#])
        #expect(Self.expanded(in: #"reel -q "render !Merge""#) == [#""render !Merge""#])
        #expect(Self.expanded(in: #"reel -c '!git branch --format="%(refname:short)"'"#).isEmpty)
        #expect(Self.expanded(in: #"if ! "$reel" --title x; then"#).isEmpty)
    }

    @Test func noDocumentDoubleQuotesABang() throws {
        let paths = Self.documents()
        #expect(paths.contains("examples/commits.sh") && paths.contains("Docs/Architecture.md"))
        for path in paths {
            guard let text = try? RepositoryFile.text(path) else { continue }
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                for found in Self.expanded(in: String(line)) {
                    Issue.record("\(path):\(number + 1): \(found) — an interactive bash expands the ! in double quotes; use single quotes")
                }
            }
        }
    }
}
