import Foundation
import Testing
import TestRequirements

/// What the sources and tests cite is there: a comment that names a file
/// (`Docs/Library.md`, `KeyQueue.swift`) names one the repository has, so
/// a reader sent to it finds it.
@Suite struct CitedFilesTests {
    static func files(under folder: String) -> [String] {
        let base = RepositoryFile.root.appendingPathComponent(folder)
        return (FileManager.default.enumerator(atPath: base.path)?.compactMap { $0 as? String } ?? []).map { folder + "/" + $0 }
    }

    @Test func everyFileACommentNamesExists() throws {
        let tracked = Set(["Sources", "Tests", "Docs", "scripts", "man", "completions", "examples", "packaging", "Fuzz"]
            .flatMap(Self.files(under:)))
            .union(["README.md", "SECURITY.md", "CHANGELOG.md", "LICENSE", "Makefile", "Package.swift"])
        let names = Set(tracked.map { String($0.split(separator: "/").last ?? "") })
        let cited = try NSRegularExpression(pattern: #"[A-Za-z0-9_+./-]+\.(swift|md)\b"#)
        for path in tracked.filter({ $0.hasSuffix(".swift") && ($0.hasPrefix("Sources/") || $0.hasPrefix("Tests/")) }).sorted() {
            let text = try RepositoryFile.text(path)
            for line in text.split(separator: "\n") where line.contains("//") {
                let comment = String(line[line.range(of: "//")!.lowerBound...])
                let range = NSRange(comment.startIndex..., in: comment)
                for match in cited.matches(in: comment, range: range) {
                    let name = String(comment[Range(match.range, in: comment)!])
                    let known = name.contains("/") ? tracked.contains(name) || tracked.contains { $0.hasSuffix("/" + name) }
                        : names.contains(name)
                    #expect(known, "\(path) cites \(name), which the repository does not have")
                }
            }
        }
    }
}
