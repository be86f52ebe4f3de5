import Foundation
import Testing
@testable import ReelText
@testable import ReelRows
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
        // A word typed again counts again, as fzf adds each term's score.
        "s s", "src src swift", "wheel wheel wheel", "a a b", "'main 'main fix",
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

    /// Rows beyond ASCII: accented Latin letters (found by their base
    /// letter unless the query has an accent, or with `--literal`), the
    /// Kelvin sign and `İ`, ligatures and other scripts that stay themselves.
    /// Not asked: a capital query letter for a capital with a stroke
    /// (`Lodz` for `Łódź`), which fzf 0.38's table leaves out (Ł Đ Ħ Ŧ)
    /// and reel folds as it folds the small ones (the README's departures).
    static let accented = [
        "café", "cafe", "CAFÉ", "Café crème", "naïve", "NAÏVE", "résumé.pdf", "resume.txt", "RÉSUMÉ", "Ångström",
        "angstrom", "São Paulo", "sao", "Øre", "łódź", "Łódź", "straße", "Æon", "œuvre", "\u{212A}elvin", "Kelvin",
        "İstanbul", "istanbul", "Ελλάδα", "日本語", "Dvořák", "dvorak", "Ḿeta", "crème brûlée", "creme brulee",
        "src/Café/Menu.swift", "docs/naïve-bayes.md", "Tests/RésuméTests.swift",
    ]
    static let accentedQueries = [
        "cafe", "café", "CAFE", "Cafe", "CAFÉ", "naive", "naïve", "NAIVE", "resume", "résumé", "RESUME", "angstrom",
        "Angstrom", "ångström", "sao", "são", "ore", "lodz", "stras", "ae", "oe", "kelvin", "Kelvin", "k",
        "istanbul", "İstanbul", "dvorak", "dvořák", "meta", "creme", "brulee", "crème", "'resume", "^res", "ume$",
        "!resume", "!'café", "cafe | naive", "src cafe", "rt", "e é", "é e", "swift$ caf",
    ]

    @Test(.requires(fzf != nil, "fzf is not installed (apt-get install fzf)"))
    func foldsAccentsAndCaseAsFzfDoes() throws {
        let input = Self.accented.joined(separator: "\n") + "\n"
        let file = try Self.temporary("accented", input)
        defer { try? FileManager.default.removeItem(at: file) }
        let lines = LineRows(input)
        for literal in [false, true] {
            for query in Self.accentedQueries {
                let theirs = try Self.fzfFilter(query, file: file, options: literal ? ["--literal"] : [])
                let ours = FilterResult.scan(FilterQuery(query, literal: literal), in: lines).ranked().map { Self.accented[Int($0)] }
                #expect(ours == theirs, "query \(query.debugDescription)\(literal ? " --literal" : "")")
            }
        }
    }

    /// `--match` beside fzf's `--nth` (fzf splits on runs of blanks by
    /// default, as reel's `--input-delimiter ' '` does).
    @Test(.requires(fzf != nil, "fzf is not installed (apt-get install fzf)"))
    func matchAgreesWithNth() throws {
        let rows = [
            "  PID USER     COMMAND", "    1 root     /sbin/init splash", "  812 alice    bash -l", " 4012 bob      vim notes.md",
            "40123 alice    ssh root@host", "  913 root     sshd: alice [priv]", "  777 carol    python3 bash.py",
        ]
        let input = rows.joined(separator: "\n") + "\n"
        let file = try Self.temporary("fields", input)
        defer { try? FileManager.default.removeItem(at: file) }
        for nth in ["1", "2", "3", "3..", "2..3", "1..2"] {
            let fields = FieldRows(base: LineRows(input), delimiter: [0x20], match: FieldRange(nth))
            for query in ["alice", "root", "bash", "1", "ssh", "'root", "^a", "sh$", "vim | ssh", "!root", "lice bash"] {
                let theirs = try Self.fzfFilter(query, file: file, options: ["--nth", nth])
                let ours = FilterResult.scan(FilterQuery(query), in: fields).ranked().map { rows[Int($0)] }
                #expect(Set(ours) == Set(theirs), "query \(query.debugDescription) --nth \(nth): reel \(ours), fzf \(theirs)")
                #expect(ours.first == theirs.first, "query \(query.debugDescription) --nth \(nth): reel \(ours), fzf \(theirs)")
            }
        }
    }

    /// Under `--ansi` every sequence is left out of what is matched: an
    /// OSC 8 hyperlink's text is found, its URL never; other OSCs and CSIs
    /// count for nothing, as in `fzf --ansi`; so do `ESC c`, `ESC 7`,
    /// `ESC 8` and an overstrike (issue 48 item 8; fzf 0.38 leaves parts
    /// of a DCS, an APC and an OSC whose number has two digits, which reel
    /// drops whole: `EscapeScannerTests`).
    @Test(.requires(fzf != nil, "fzf is not installed (apt-get install fzf)"))
    func dropsEscapesUnderANSIAsFzfDoes() throws {
        let e = "\u{1B}"
        let rows = [
            "\(e)]8;;file:///srv/zeta/report.txt\(e)\\report.txt\(e)]8;;\(e)\\", "\(e)[1;34mdocs\(e)[0m/\(e)]8;;https://x.y/q\u{07}index.html\(e)]8;;\u{07}",
            "\(e)]0;window title\u{07}plain text", "\(e)[2Kcleared\(e)[1Gline", "\(e)(B\(e)[mreset", "zeta.txt",
            "reset\(e)[3J\(e)c", "\(e)7saved\(e)8", "b\u{08}bo\u{08}ol\u{08}ld\u{08}d",
        ]
        let input = rows.joined(separator: "\n") + "\n"
        let file = try Self.temporary("ansi", input)
        defer { try? FileManager.default.removeItem(at: file) }
        var lines = LineRows(input)
        lines.readColorCodes(as: .drawn)
        for query in ["report", "zeta", "srv", "index", "https", "docs/index", "title", "plain", "cleared line", "Gline", "reset", "B",
                      "'reset", "7saved", "saved8", "'bold"] {
            let theirs = try Self.fzfFilter(query, file: file, options: ["--ansi"])
            let ours = FilterResult.scan(FilterQuery(query), in: lines).ranked().map { lines.value(at: Int($0)) }
            #expect(ours.map { String(decoding: $0, as: UTF8.self) } == theirs, "query \(query.debugDescription)")
        }
    }

    static func temporary(_ name: String, _ text: String) throws -> URL {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("reel-fzf-\(name)-\(getpid()).txt")
        try text.write(to: file, atomically: true, encoding: .utf8)
        return file
    }

    /// `fzf --filter QUERY` on the file, its rows in its order.
    static func fzfFilter(_ query: String, file: URL, options: [String] = []) throws -> [String] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try #require(fzf))
        process.arguments = options + ["--filter", query]
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
