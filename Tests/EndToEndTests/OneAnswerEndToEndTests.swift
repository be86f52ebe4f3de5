import Foundation
import Testing

import ReelSystem

/// Issue 47 on a real pseudo-terminal: the answer does not depend on
/// timing. Rows piped in pieces, the query typed while the input pauses,
/// Enter once it has ended: reel prints what `--batch --filter` prints
/// first (it printed the best of the first pieces ranked). And every way
/// of ending asks the one verdict: `--select-1` decides every field or
/// draws, an accepting timeout that is refused says why.
@Suite struct OneAnswerEndToEndTests {
    /// A few thousand paths whose best match for `share doc` comes late,
    /// behind thousands of weaker ones, as in `find /usr`.
    static let paths: [String] = {
        var rows: [String] = []
        for i in 0..<2_500 { rows.append("/usr/share/vim/vim90/doc/tag\(i)/docs/x\(i).txt") }
        for i in 0..<500 { rows.append("/usr/lib/python3/dist-packages/share\(i)/doc\(i)") }
        rows.append("/usr/share/doc")
        for i in 0..<1_000 { rows.append("/usr/share/doc/package-\(i)") }
        return rows
    }()

    func batchFirst(_ query: String) throws -> String {
        let run = try DetachedRun.reel(["--batch", "--filter", "-q", query],
                                       stdin: Data((Self.paths.joined(separator: "\n") + "\n").utf8))
        return String(run.stdoutText.split(separator: "\n").first ?? "")
    }

    /// The rows in four pieces with pauses, the query typed during the
    /// second pause (`typedEarly`) or given with `-q`; Enter after the end.
    @Test(arguments: [false, true])
    func rowsInPiecesAnswerAsBatchDoes(typedEarly: Bool) throws {
        let expected = try batchFirst("share doc")
        #expect(expected == "/usr/share/doc")
        let fifo = try LateRowsEndToEndTests.Fifo(holdOpen: true)
        let session = try TerminalSession.reel(["--filter"] + (typedEarly ? [] : ["-q", "share doc"]),
                                               stdin: .file(fifo.path))
        let pieces = stride(from: 0, to: Self.paths.count, by: 1_000).map {
            Self.paths[$0..<min($0 + 1_000, Self.paths.count)].joined(separator: "\n") + "\n"
        }
        try session.waitForText("loading")
        var read = 0
        for (index, piece) in pieces.enumerated() {
            fifo.write(piece)
            read += piece.split(separator: "\n").count
            // The query line counts the rows read: this piece is in.
            try session.waitForText("/\(read)")
            if typedEarly && index == 1 {
                session.send("share doc")
                try session.waitForText("> share doc")
            }
        }
        fifo.closeWriter()
        try session.waitForScreen { !$0.contains("loading") }
        session.send(Keys.enter)
        let result = try session.waitForExit()
        #expect(result.status == .exited(0))
        #expect(result.stdoutText == expected + "\n")
    }

    /// `--select-1` accepted the one row of the first field and an empty
    /// required text (exit 0); with nobody to fill it in it is the
    /// verdict's one-line error, exit 2, as `--batch`'s.
    @Test func selectOneWithARequiredEmptyTextIsRefused() throws {
        let run = try DetachedRun.reel(["--select-1", "--field", "A", "-c", "x", "--field", "Name", "--text", "--required"])
        #expect(run.status == 2)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr == "reel: --select-1: {Name} is --required and empty; give it a --select\n")
        let batch = try DetachedRun.reel(["--batch", "--field", "A", "-c", "x", "--field", "Name", "--text", "--required"])
        #expect(batch.status == 2)
        #expect(batch.stderr == "reel: --batch: {Name} is --required and empty; give it a --select\n")
    }

    /// `--select-1` with a field of three rows decides nothing, in either
    /// order (it accepted `x 1` when the one-row field came first): the
    /// picker is drawn, and with no terminal that is the terminal's error.
    @Test(arguments: [false, true])
    func selectOneDrawsWhenAFieldIsUndecided(swapped: Bool) throws {
        let a = ["--field", "A", "-c", "x"], b = ["--field", "B", "-c", "1,2,3"]
        let run = try DetachedRun.reel(["--select-1"] + (swapped ? b + a : a + b))
        #expect(run.status == 2)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.hasPrefix("reel: ") && run.stderr.contains("terminal"), "\(run.stderr)")
        let decided = try DetachedRun.reel(["--select-1", "--field", "A", "-c", "x", "--field", "B", "-c", "1"])
        #expect(decided.status == 0)
        #expect(decided.stdoutText == "x\n1\n")
    }

    /// `--json`'s value is what the default output prints: a datetime's
    /// hour `14` (it said `2`, beside `PM`).
    @Test func jsonValueIsThePrintedValue() throws {
        let plain = try DetachedRun.reel(["--batch", "-p", "datetime", "-s", "2026-02-14T14:30"])
        #expect(plain.stdoutText == "2026-02-14\t14\t30\n")
        let json = try DetachedRun.reel(["--batch", "-p", "datetime", "-s", "2026-02-14T14:30", "--json"])
        #expect(json.stdoutText.contains(#""component":2,"row":2,"value":"14","title":"2""#), "\(json.stdoutText)")
    }

    /// An accepting timeout on an empty required text ends with 124, as
    /// any timeout that gives up, and says why on stderr.
    @Test func aRefusedTimeoutSaysWhy() throws {
        let session = try TerminalSession.reel(["--field", "Name", "--text", "--required", "--timeout", "1",
                                                "--on-timeout", "accept"])
        let result = try session.waitForExit()
        #expect(result.status == .exited(124))
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == "reel: --timeout: not accepted: Name is required\n")
    }
}
