import Foundation
import Testing

import ReelSystem

/// Choices that stay consistent and line protocols a reader can split:
/// dependent command wheels and fields converge and Enter prints only
/// pairs that belong together, cycles are refused in every mode, the
/// accessible mode reads numbers as the listing offered them, a split
/// background reply is never keys, `--live` separates its reports, errors
/// name the command and escape what they quote. Each test failed on main
/// at 2e3ae8e (issue 34, items 2 to 12).
@Suite struct DependentChoicesAndProtocolsEndToEndTests {
    /// Waits for a line showing `words` side by side, however the wheels pad them.
    @discardableResult
    func waitForRow(_ session: TerminalSession, _ words: String) throws -> Screen {
        try session.waitForScreen { screen in
            screen.lines.contains { $0.split(separator: " ").joined(separator: " ").contains(words) }
        }
    }

    // MARK: Item 2: dependent command wheels converge, Enter prints only pairs that belong together

    /// ↓ then ↑ on the first wheel within the settle delay brings its
    /// command line back to the one it ran: nothing runs, and the wheel
    /// that waited for it (its other wheel spun meanwhile) must still
    /// reload. It stayed `v1a` for ever, and Enter printed it beside `b`.
    @Test func aWheelWaitingForAnUnchangedReloadStillReloads() throws {
        let session = try TerminalSession.reel(["-c", "1...9", "-c", "!echo v{1}", "-c", "a,b", "-c", "!echo {2}{3}"])
        try waitForRow(session, "1 v1 a v1a")
        // One write: every key is handled well within the settle delay.
        session.send(Keys.down + Keys.up + Keys.right + Keys.right + Keys.down)
        try waitForRow(session, "1 v1 b v1b")
        session.send(Keys.enter)
        let result = try session.waitForExit()
        #expect(result.status == .exited(0))
        #expect(result.stdoutText == "1\tv1\tb\tv1b\n")
    }

    /// The same in a form: a field that names two fields, one of which
    /// came back to what it ran.
    @Test func aFieldWaitingForAnUnchangedReloadStillReloads() throws {
        let session = try TerminalSession.reel(["--field", "Country", "-c", "a,b", "--field", "Sub", "-c", "x,y",
                                                "--field", "City", "-c", "!echo v{Country}",
                                                "--field", "District", "-c", "!echo {City}{Sub}"])
        try session.waitForText("vax")
        session.send(Keys.down + Keys.up + Keys.tab + Keys.down)
        try session.waitForText("vay")
        session.send(Keys.enter)
        let result = try session.waitForExit()
        #expect(result.status == .exited(0))
        #expect(result.stdoutText == "a\ny\nva\nvay\n")
    }

    /// ↓ then Enter at once: the accept waits for the reload the ↓ asked
    /// for, and prints `2 r2`, never the `2 r1` that `--live` never reports.
    @Test func enterWaitsForTheReloadInProgress() throws {
        let session = try TerminalSession.reel(["-c", "1...9", "-c", "!sleep 1; echo r{1}"])
        try waitForRow(session, "1 r1")
        session.send(Keys.down + Keys.enter)
        let result = try session.waitForExit()
        #expect(result.status == .exited(0))
        #expect(result.stdoutText == "2\tr2\n")
    }

    /// Esc still cancels while an accept waits for rows.
    @Test func escapeCancelsAnAcceptWaitingForRows() throws {
        // The reload prints nothing for a long time: the wheel shows r1.
        let first = try TerminalSession.reel(["-c", "1...9", "-c", "![ {1} = 1 ] || sleep 1000; echo r{1}"])
        try waitForRow(first, "1 r1")
        first.send(Keys.down + Keys.enter)
        try first.waitForText("accepting…")
        first.send(Keys.escape)
        let result = try first.waitForExit()
        #expect(result.status == .exited(1))
        #expect(result.stdout.isEmpty)
    }

    /// A chain of 25 fields, each naming the one before: ↓ on the first
    /// and Enter at once print a form whose every line follows the first.
    @Test func aLongChainOfFieldsConvergesBeforeEnterPrints() throws {
        var arguments = ["--field", "F0", "-c", "a,b"]
        for i in 1...24 { arguments += ["--field", "F\(i)", "-c", "!echo x{F\(i - 1)}"] }
        let session = try TerminalSession.reel(arguments, rows: 40, columns: 100)
        try session.waitForText(String(repeating: "x", count: 24) + "a")
        session.send(Keys.down + Keys.enter)
        let result = try session.waitForExit()
        #expect(result.status == .exited(0))
        let expected = (0...24).map { String(repeating: "x", count: $0) + "b" }.joined(separator: "\n") + "\n"
        #expect(result.stdoutText == expected)
    }

    /// `--on-timeout accept` waits for the reload as Enter does.
    @Test func aTimeoutsAcceptWaitsForTheReloadInProgress() throws {
        // The reload takes longer than the timeout: the first run does not.
        let session = try TerminalSession.reel(["-c", "1...9", "-c", "![ {1} = 1 ] || sleep 10; echo r{1}",
                                                "--timeout", "5", "--on-timeout", "accept"])
        try waitForRow(session, "1 r1")
        session.send(Keys.down)
        let result = try session.waitForExit()
        #expect(result.status == .exited(0))
        #expect(result.stdoutText == "2\tr2\n")
    }

    // MARK: Item 3: cycles are refused before the terminal is touched

    struct Cycle: Sendable, CustomTestStringConvertible {
        var name: String
        var arguments: [String]
        var named: String
        var testDescription: String { name }
    }

    static let cycles: [Cycle] = [
        Cycle(name: "two fields", arguments: ["--field", "A", "-c", "!echo a{B}", "--field", "B", "-c", "!echo b{A}"],
              named: "fields name each other in a cycle, so none could ever load: A → B → A"),
        Cycle(name: "a ring of three fields",
              arguments: ["--field", "A", "-c", "!echo a{C}", "--field", "B", "-c", "!echo b{A}",
                          "--field", "C", "-c", "!echo c{B.1}"],
              named: "A → C → B → A"),
        Cycle(name: "two wheels of one field",
              arguments: ["--field", "A", "-c", "!echo {2}", "-c", "!echo {}"], named: "A.1 → A.2 → A.1"),
        Cycle(name: "two command wheels", arguments: ["-c", "!echo a{2}", "-c", "!echo b{1}"],
              named: "component 1 '!echo a{2}' → component 2 '!echo b{1}' → component 1"),
    ]

    /// On a terminal, under `--accessible` and `--batch`: exit 2, one line
    /// naming the cycle, nothing drawn or asked.
    @Test(arguments: cycles) func namingEachOtherIsRefusedInEveryMode(_ cycle: Cycle) throws {
        for mode in [[], ["--accessible"]] {
            let session = try TerminalSession.reel(mode + cycle.arguments)
            let result = try session.waitForExit()
            #expect(result.status == .exited(2), "\(mode)")
            #expect(result.stderr.hasPrefix("reel: "), "\(mode)")
            #expect(result.stderr.contains(cycle.named), "\(mode): \(result.stderr)")
            #expect(result.stderr.filter { $0 == "\n" }.count == 1, "\(mode): \(result.stderr)")
            #expect(session.raw.isEmpty, "\(mode): the terminal was written to")
            #expect(session.terminalAttributesRestored())
        }
        let batch = try DetachedRun.reel(["--batch"] + cycle.arguments)
        #expect(batch.status == 2)
        #expect(batch.stdout.isEmpty)
        #expect(batch.stderr.contains(cycle.named), "\(batch.stderr)")
    }

    /// A chain is no cycle, nor a command naming its own field.
    @Test func aChainAndAFieldNamingItselfAreNoCycle() throws {
        let run = try DetachedRun.reel(["--batch", "--field", "A", "-c", "x", "-c", "!echo a{A}",
                                        "--field", "B", "-c", "!echo b{A}", "--field", "C", "-c", "!echo c{B}{A.2}"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdoutText == "x\tax\nbx\tax\ncbx\tax\n" || run.status == 0)
    }

    // MARK: Item 7: after a listing of matches, a number not listed is text

    /// Answered `item`, 20 of 100,000 rows are listed; `0999` is no list
    /// number (it was "0999 is not between 1 and 20"): it is text, and the
    /// rows containing it are listed in turn.
    @Test func aNumberNotListedAfterMatchesIsSearchedAsText() throws {
        let rows = (0..<100_000).map { String(format: "row %06d item", $0) }.joined(separator: "\n") + "\n"
        let session = try TerminalSession.reel(["-c", "-", "--accessible"], stdin: .data(Data(rows.utf8)))
        try session.answer(["item"])
        try session.waitForText("100000 rows contain item:")
        try session.answer(["0999"], startingAt: 1)
        try session.waitForText("120 rows contain 0999:")
        #expect(!session.transcript.contains("not between"))
        try session.answer(["1"], startingAt: 2)
        let result = try session.waitForExit()
        #expect(result.status == .exited(0))
        #expect(result.stdoutText == "row 000999 item\n")
    }

    // MARK: Item 8: a background reply split after its Esc is taken whole

    /// The terminal answers the background question in two pieces, its
    /// Esc first and the rest 100 ms later (then the cursor position):
    /// reel ended with 1 before any key, the rest left to the shell.
    /// Every split of the reply, at that delay.
    @Test func aBackgroundReplySplitAnywhereIsTakenWhole() throws {
        let reply = Array(TerminalColors.light.backgroundReply.utf8)
        for cut in 1..<reply.count {
            let session = try TerminalSession.reel(["-c", "a,b,c"], colors: .light)
            session.holdsReplies = true
            // Both questions asked: the replies, in order, wait for the test.
            _ = try session.waitForScreen { _ in session.heldReplies.count > reply.count }
            let replies = session.heldReplies
            #expect(Array(replies.prefix(reply.count)) == reply)
            session.send(bytes: Array(replies[..<cut]))
            usleep(100_000)
            session.send(bytes: Array(replies[cut...]))
            try waitForRow(session, "a")
            session.send(Keys.down + Keys.enter)
            let result = try session.waitForExit()
            #expect(result.status == .exited(0), "cut at \(cut)")
            #expect(result.stdoutText == "b\n", "cut at \(cut)")
        }
    }

    // MARK: Item 9: --live reports of several lines end with a blank one

    /// Each report of a multi-select picker ends with an empty line (the
    /// choice too), so a `while read` loop tells the selections apart:
    /// the man page's example, run as written.
    @Test func multiLiveReportsEndWithABlankLine() throws {
        let session = try TerminalSession.reel(["--multi", "-c", "a,b,c,d,e", "--live"])
        try waitForRow(session, "a")
        // Checking the band's row alone changes nothing printed; moving on does.
        session.send(Keys.space + Keys.down)
        try session.waitForStdout { $0 == "a\n\n" }
        session.send(Keys.space)
        try session.waitForStdout { $0 == "a\n\na\nb\n\n" }
        session.send(Keys.enter)
        let result = try session.waitForExit()
        #expect(result.status == .exited(0))
        #expect(result.stdoutText == "a\n\na\nb\n\na\nb\n\n")
        let reader = try DetachedRun.command(["/bin/sh", "-c", """
            printf 'a\\n\\na\\nb\\n\\na\\nb\\n\\n' | while IFS= read -r row; do
              if [ -z "$row" ]; then echo "chosen:$rows"; rows=; else rows="$rows $row"; fi
            done
            """])
        #expect(reader.stdoutText == "chosen: a\nchosen: a b\nchosen: a b\n")
    }

    /// A form's reports too; NUL ends them with `--print0`; a one-line
    /// report (`--json`) is left as it was.
    @Test func formLiveReportsEndWithAnEmptyRecord() throws {
        let form = ["--field", "A", "-c", "x,y", "--field", "B", "-c", "1,2", "--live"]
        let plain = try TerminalSession.reel(form)
        try waitForRow(plain, "x")
        plain.send(Keys.down)
        try plain.waitForStdout { $0 == "y\n1\n\n" }
        plain.send(Keys.enter)
        #expect(try plain.waitForExit().stdoutText == "y\n1\n\ny\n1\n\n")
        let nul = try TerminalSession.reel(form + ["--print0"])
        try waitForRow(nul, "x")
        nul.send(Keys.down)
        try nul.waitForStdout { $0 == "y\u{0}1\u{0}\u{0}" }
        nul.send(Keys.escape)
        _ = try nul.waitForExit()
        let json = try TerminalSession.reel(form + ["--json"])
        try waitForRow(json, "x")
        json.send(Keys.down)
        try json.waitForStdout { $0.hasSuffix("\n") }
        json.send(Keys.enter)
        let lines = try json.waitForExit().stdoutText.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 3 && lines.last == "", "\(lines)")
    }

    // MARK: Item 10: a form's --batch error names the command

    @Test func aFormsBatchErrorNamesTheCommandThatFailed() throws {
        let run = try DetachedRun.reel(["--batch", "--field", "A", "-c", "x", "--field", "B", "-c", "!true"])
        #expect(run.status == 2)
        #expect(run.stderr == "reel: component '!true': no output\n")
    }

    // MARK: Item 11: the hint for an unknown field lists the form's fields

    @Test func anUnknownFieldsHintListsTheFormsFields() throws {
        let run = try DetachedRun.reel(["--batch", "--field", "Country", "-c", "x",
                                        "--field", "City", "-c", "!echo {Contry}"])
        #expect(run.status == 2)
        #expect(run.stderr.contains("{Country}"), "\(run.stderr)")
        #expect(run.stderr.contains("{City}"), "\(run.stderr)")
    }

    // MARK: Item 12: bidi controls never reach stderr raw

    @Test func bidiControlsAreEscapedOnStderr() throws {
        for control in ["\u{202E}", "\u{202A}", "\u{2066}", "\u{2069}"] {
            let run = try DetachedRun.reel(["--batch", "--field", "ab\(control)cd", "-c", "1"])
            #expect(run.status == 2)
            #expect(!run.stderr.contains(control), "\(run.stderr.unicodeScalars.map { String($0.value, radix: 16) })")
            let hex = String(control.unicodeScalars.first!.value, radix: 16, uppercase: true)
            #expect(run.stderr.contains("\\u{\(hex)}"), "\(run.stderr)")
        }
    }
}
