import Foundation
import Testing
@testable import ReelText
@testable import ReelModel
import TestRequirements

/// reel's filter beside fzf's own (`fzf --filter`, Debian's package; the
/// ranking rules are fzf 0.38's): on a made-up corpus of paths, git log
/// lines and identifiers, every query finds exactly the rows fzf finds,
/// and ranks them as fzf does.
@Suite(.serialized) struct FzfAgreementTests {
    static let fzf: String? = ["/usr/bin/fzf", "/usr/local/bin/fzf"].first { FileManager.default.isExecutableFile(atPath: $0) }

    static let handPicked = [
        "a", "e", "s", "sw", "swift", "src", "fix", "Fix", "FIX", "ren", "rdr", "pkrs", "wheel", "whlst", "mn",
        "'main", "'Main", "^Sources", "^src", "^fix", ".swift$", "go$", "md$", "^main$", "^picker$", "test !node",
        "src swift", "src | lib", "swift | go | rs", "!test", "!test !src", "'wheel 'row", "^./ swift$",
        "日本", "設定 row", "분", "ts", "ff", "rw", "cfg", "fltr", "stat", "\\ row", "row\\ ", "a b c", "x y",
        "feature/", "origin fix", "1.2", "#", "(#", "'(#1", "''", "!'", "^", "$", "!", "|", "a |", "| a",
    ]

    @Test(.requires(fzf != nil, "fzf is not installed (apt-get install fzf)"))
    func findsTheRowsFzfFindsAndMostlyRanksThemAlike() throws {
        var corpus = FilterCorpus(seed: 36)
        let rows = corpus.rows(4000)
        let input = rows.joined(separator: "\n") + "\n"
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("reel-fzf-corpus-\(getpid()).txt")
        try input.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let lines = LineRows(input)
        var queries = Self.handPicked
        for _ in 0..<140 { queries.append(corpus.query(for: corpus.pick(rows))) }

        var sameFirst = 0, sameOrder = 0, withMatches = 0
        var departures: [String] = []
        for query in queries {
            let theirs = try Self.fzfFilter(query, file: file)
            let result = FilterResult.scan(FilterQuery(query), in: lines)
            let ours = result.ranked().map { rows[Int($0)] }
            #expect(Set(ours) == Set(theirs) && ours.count == theirs.count,
                    "query \(query.debugDescription): reel \(ours.count) rows, fzf \(theirs.count); only reel: \(Set(ours).subtracting(theirs).prefix(3)), only fzf: \(Set(theirs).subtracting(ours).prefix(3))")
            guard !theirs.isEmpty else { continue }
            withMatches += 1
            if ours.first == theirs.first { sameFirst += 1 } else { departures.append(query) }
            if ours == theirs { sameOrder += 1 }
        }
        print("FzfAgreementTests: \(queries.count) queries, \(withMatches) with matches: first row equal in \(sameFirst), whole order equal in \(sameOrder); first rows differ for \(departures.map(\.debugDescription))")
        #expect(Double(sameFirst) >= 0.95 * Double(withMatches), "first row differs from fzf's for \(departures)")
    }

    /// Rows so long (past 100 × 1024 characters over the query's length)
    /// that fzf scores them greedily, and reel with it, among short ones.
    @Test(.requires(fzf != nil, "fzf is not installed (apt-get install fzf)"))
    func longRowsAreScoredGreedilyAsFzfDoes() throws {
        var corpus = FilterCorpus(seed: 99)
        let long = (0..<6).map { i in (0..<(900 + 300 * i)).map { _ in corpus.row() }.joined(separator: i % 2 == 0 ? " " : "/") }
        let rows = corpus.rows(200) + long
        let input = rows.joined(separator: "\n") + "\n"
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("reel-fzf-long-\(getpid()).txt")
        try input.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let lines = LineRows(input)
        for query in ["swift", "srcwheel", "fix crash", "'render", "main.go", "z", "wq"] {
            let theirs = try Self.fzfFilter(query, file: file)
            let ours = FilterResult.scan(FilterQuery(query), in: lines).ranked().map { rows[Int($0)] }
            #expect(ours == theirs, "query \(query.debugDescription): the order differs from fzf's")
        }
    }

    /// `fzf --filter QUERY` on the file, its rows in its order.
    static func fzfFilter(_ query: String, file: URL) throws -> [String] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try #require(fzf))
        process.arguments = ["--filter", query]
        process.standardInput = try FileHandle(forReadingFrom: file)
        var environment = ProcessInfo.processInfo.environment
        environment["FZF_DEFAULT_OPTS"] = nil
        environment["FZF_DEFAULT_COMMAND"] = nil
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let text = String(decoding: data, as: UTF8.self)
        return text.isEmpty ? [] : text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
    }
}
