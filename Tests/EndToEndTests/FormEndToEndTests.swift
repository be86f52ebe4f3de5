import Foundation
import Testing

/// Forms on a real pseudo-terminal: the first seed's app (fields that
/// share one picker), a date field and a command field that follows its
/// country, the field lines, clicks, scrolling, and the output scripts read.
@Suite struct FormEndToEndTests {
    static func places() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("reel-places-\(UUID().uuidString).tsv")
        try "Japan\tTokyo\nJapan\tOsaka\nKorea\tSeoul\nKorea\tBusan\nFrance\tParis\n".write(to: url, atomically: true, encoding: .utf8)
        return url
    }

    static func arguments(_ places: URL) -> [String] {
        ["--title", "Where and when",
         "--field", "Country", "-c", "Japan,Korea,France",
         "--field", "City", "-c", "!grep -F -- {Country} \(places.path) | cut -f2",
         "--field", "Day", "-p", "date", "--min", "2026-01-01", "-s", "2026-02-14"]
    }

    @Test func theSeedsAppAListACommandThatFollowsItAndADate() throws {
        let session = try TerminalSession.reel(Self.arguments(try Self.places()))
        try session.waitForScreen { $0.contains("› Country  Japan") && $0.contains("City     Tokyo") }
        // A Korea line before the city field follows it.
        session.send(Keys.down)
        try session.waitForScreen { $0.contains("City     Seoul") }
        session.send(Keys.tab)
        try session.waitForScreen { $0.contains("› City") && $0.contains("Busan") }
        session.send(Keys.down)
        try session.waitForText("City     Busan")
        session.send(Keys.tab)
        try session.waitForScreen { $0.contains("› Day") && $0.contains("February") }
        session.send(Keys.up)
        try session.waitForText("January 14 2026")
        session.send(Keys.enter)
        let result = try session.waitForExit()
        #expect(result.status == .exited(0))
        #expect(result.stdoutText == "Korea\nBusan\n2026\t01\t14\n")
        #expect(session.terminalAttributesRestored())
    }

    @Test func aClickOnAFieldLineFocusesItAndEscCancelsTheForm() throws {
        let session = try TerminalSession.reel(Self.arguments(try Self.places()))
        let screen = try session.waitForText("City     Tokyo")
        let line = try #require(screen.position(of: "Day"))
        session.send(Keys.click(row: line.row, column: line.column))
        try session.waitForScreen { $0.contains("› Day") }
        session.send(Keys.escape)
        let result = try session.waitForExit()
        #expect(result.status == .exited(1))
        #expect(result.stdout.isEmpty)
    }

    @Test func jsonAndFormatNameTheFields() throws {
        let places = try Self.places()
        let json = try DetachedRun.reel(["--batch"] + Self.arguments(places) + ["--json"])
        #expect(json.status == 0, "\(json.stderr)")
        #expect(json.stdoutText.hasPrefix(#"{"Country":[{"component":1,"row":0,"value":"Japan""#))
        #expect(json.stdoutText.contains(#""City":[{"component":1,"row":0,"value":"Tokyo""#))
        let format = try DetachedRun.reel(["--batch"] + Self.arguments(places) + ["--format", "{City}, {Country} on {Day.iso}"])
        #expect(format.stdoutText == "Tokyo, Japan on 2026-02-14\n")
    }

    @Test func aFormTallerThanTheTerminalScrollsItsFieldLines() throws {
        var arguments: [String] = []
        for n in 1...12 { arguments += ["--field", "F\(n)", "-c", "a\(n),b\(n)"] }
        let session = try TerminalSession.reel(arguments, rows: 10, columns: 40)
        try session.waitForScreen { $0.contains("› F1") && $0.contains("[ Done ]") }
        for _ in 1...9 { session.send(Keys.tab) }
        let screen = try session.waitForScreen { $0.contains("› F10") }
        #expect(!screen.contains("F1  "), "the first field scrolled away")
        #expect(screen.lines.filter { $0.contains("a10") || $0.contains("b10") }.count >= 2, "the band is there")
        session.send(Keys.enter)
        let result = try session.waitForExit()
        #expect(result.stdoutText == (1...12).map { "a\($0)\n" }.joined())
    }

    /// A field off screen reads its file's first rows only (what its line
    /// shows); coming into view, it has them all.
    @Test func aFieldOffScreenLoadsItsFileWhenShown() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("reel-rows-\(UUID().uuidString).txt")
        try (1...20_000).map { "row \($0)\n" }.joined().write(to: url, atomically: true, encoding: .utf8)
        let session = try TerminalSession.reel(["--field", "A", "-c", "x,y", "--field", "B", "-c", "@\(url.path)"])
        try session.waitForText("B  row 1")
        session.send(Keys.tab)
        try session.waitForText("› B")
        session.send("G")
        try session.waitForText("B  row 20000")
        session.send(Keys.enter)
        #expect(try session.waitForExit().stdoutText == "x\nrow 20000\n")
    }

    @Test func aBadFieldIsOneLineAndExitTwoBeforeTheTerminal() throws {
        for arguments in [["--field", "a b", "-c", "x"], ["--field", "A", "-c", "x", "--field", "A", "-c", "y"],
                          ["--field", "A"], ["--field", "A", "-c", "x", "--format", "{B}"]] {
            let run = try DetachedRun.reel(arguments)
            #expect(run.status == 2, "\(arguments)")
            #expect(run.stdout.isEmpty)
            #expect(run.stderr.hasPrefix("reel: ") && run.stderr.filter { $0 == "\n" }.count == 1, "\(run.stderr)")
            #expect(!run.stderr.contains("--batch"), "a field error comes before the terminal is looked for")
        }
    }
}

/// `--multi` on a real pseudo-terminal: space checks, the output is a line
/// per checked row (as `fzf --multi`), and checks survive a reload.
@Suite struct MultiSelectEndToEndTests {
    static let files = Data("a.txt\nb.txt\nc.txt\nd.txt\n".utf8)

    @Test func spaceChecksRowsAndEachPrintsOnItsLine() throws {
        let session = try TerminalSession.reel(["--multi"], stdin: .data(Self.files))
        try session.waitForText("a.txt")
        session.send(Keys.space + Keys.down + Keys.down + Keys.space)
        try session.waitForScreen { $0.contains("✓ a.txt") && $0.contains("✓ c.txt") && $0.contains("2 ✓") }
        session.send(Keys.enter)
        let result = try session.waitForExit()
        #expect(result.stdoutText == "a.txt\nc.txt\n")
    }

    @Test func ctrlAChecksAllUpToTheLimitAndPrint0EndsEachWithNul() throws {
        let session = try TerminalSession.reel(["--multi=3", "--print0"], stdin: .data(Self.files))
        try session.waitForText("a.txt")
        session.send("\u{01}")
        try session.waitForText("3 ✓")
        session.send(Keys.enter)
        #expect(try session.waitForExit().stdout == Data("a.txt\0b.txt\0c.txt\0".utf8))
    }

    @Test func nothingCheckedTakesTheBandsRowAndIndexPrintsRows() throws {
        let session = try TerminalSession.reel(["--multi", "--index"], stdin: .data(Self.files))
        try session.waitForText("a.txt")
        session.send(Keys.down + Keys.enter)
        #expect(try session.waitForExit().stdoutText == "1\n")
    }

    @Test func besideAnotherWheelTheChecksJoinWithCommas() throws {
        let session = try TerminalSession.reel(["-c", "red,green,blue", "--multi", "-c", "1...3"])
        try session.waitForText("red")
        session.send(Keys.space + Keys.down + Keys.down + Keys.space + Keys.enter)
        #expect(try session.waitForExit().stdoutText == "red,blue\t1\n")
    }

    @Test func aReloadKeepsTheChecksWhoseValuesComeBackAndSaysHowManyWent() throws {
        let session = try TerminalSession.reel(["-c", "one,two", "-c", "!if [ {1} = one ]; then printf 'x\\ny\\nz\\n'; else printf 'z\\nw\\n'; fi",
                                                "--multi", "--focus", "2"])
        try session.waitForText("x")
        session.send(Keys.space + Keys.down + Keys.down + Keys.space)
        try session.waitForText("2 ✓")
        session.send(Keys.left + Keys.down)
        try session.waitForScreen { $0.contains("w") }
        session.send(Keys.right)
        try session.waitForScreen { $0.contains("1 ✓") && $0.contains("1 gone") }
        session.send(Keys.enter)
        #expect(try session.waitForExit().stdoutText == "two\tz\n")
    }

    /// `--index` and `--print0` give a record per field; `--live` and
    /// `--on-change` report the whole form after a person's change, from
    /// whichever field it was made in.
    @Test func indexPrint0LiveAndOnChangeCoverTheWholeForm() throws {
        let form = ["--field", "A", "-c", "a,b", "-s", "b", "--field", "B", "-c", "x,y,z", "-s", "z"]
        let index = try DetachedRun.reel(["--batch"] + form + ["--index"])
        #expect(index.stdoutText == "1\n2\n")
        let print0 = try DetachedRun.reel(["--batch"] + form + ["--print0"])
        #expect(print0.stdout == Data("b\0z\0".utf8))

        let log = FileManager.default.temporaryDirectory.appendingPathComponent("reel-form-log-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: log) }
        // Each change waits for its on-change line: reel ends the commands
        // still running when it ends, as it ends every command.
        func waitForLog(_ expected: String) {
            _ = Patience.wait { (try? String(contentsOf: log, encoding: .utf8)) == expected }
            #expect((try? String(contentsOf: log, encoding: .utf8)) == expected)
        }
        let session = try TerminalSession.reel(form + ["--live", "--format", "{A}-{B}",
                                                       "--on-change", "echo {A}/{B} >> \(log.path)"])
        try session.waitForText("› A")
        session.send(Keys.up)
        try session.waitForStdout { $0 == "a-z\n" }
        waitForLog("a/z\n")
        session.send(Keys.tab + Keys.up)
        try session.waitForStdout { $0 == "a-z\na-y\n" }
        waitForLog("a/z\na/y\n")
        session.send(Keys.enter)
        let result = try session.waitForExit()
        #expect(result.stdoutText == "a-z\na-y\na-y\n", "each change, then the choice")
    }

    /// Checks made while rows still stream in stay on their rows as more
    /// arrive, and print with the rest.
    @Test func checksSurviveRowsStillStreaming() throws {
        let session = try TerminalSession.reel(["--multi"], stdin: .pipe)
        session.writeStdin("one\ntwo\n")
        try session.waitForScreen { $0.contains("two") && $0.contains("loading") }
        session.send(Keys.space + Keys.down + Keys.space)
        try session.waitForText("2 ✓")
        session.writeStdin((3...500).map { "row\($0)\n" }.joined())
        session.closeStdin()
        try session.waitForScreen { $0.contains("2 ✓") && !$0.contains("loading") }
        session.send(Keys.end + Keys.space + Keys.enter)
        #expect(try session.waitForExit().stdoutText == "one\ntwo\nrow500\n")
    }

    @Test func inAFormAMultiFieldPrintsItsChecksOnItsLine() throws {
        let session = try TerminalSession.reel(["--field", "Disks", "-c", "sda,sdb,sdc", "--multi", "--field", "Copies", "-c", "1...3"])
        try session.waitForText("› Disks")
        session.send(Keys.space + Keys.down + Keys.space)
        try session.waitForText("Disks   sda, sdb")
        session.send(Keys.enter)
        #expect(try session.waitForExit().stdoutText == "sda,sdb\n1\n")
    }

    /// `--field A -c 1...9 --field B -c '!sleep 0.4; echo r{A}' --field C
    /// -c x,y --live --on-change …`, ↓, ↓ reported `2 r1 x` and `3 r2 x`:
    /// the watch waited for the shown field's commands only. Now a change
    /// is reported once the hidden field that names it has its rows.
    @Test func aFormsLiveAndOnChangeWaitForTheRowsOfAHiddenField() throws {
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("reel-form-live-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: log) }
        func logLines() -> [String] {
            ((try? String(contentsOf: log, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
        }
        let session = try TerminalSession.reel(["--field", "A", "-c", "1...9", "--field", "B", "-c", "!sleep 0.4; echo r{A}",
                                                "--field", "C", "-c", "x,y", "--live", "--format", "{A} {B} {C}",
                                                "--on-change", "echo {A} {B} {C} >> \(log.path)"])
        try session.waitForScreen { $0.contains("r1") && !$0.contains("loading") }
        session.send(Keys.down)
        try session.waitForStdout { $0.hasSuffix("\n") }
        #expect(Patience.wait { logLines().count == 1 }, "\(logLines())")
        session.send(Keys.down)
        try session.waitForStdout { $0.split(separator: "\n").count == 2 }
        #expect(Patience.wait { logLines().count == 2 }, "\(logLines())")
        session.send(Keys.enter)
        let result = try session.waitForExit()
        #expect(result.stdoutText == "2 r2 x\n3 r3 x\n3 r3 x\n", "each value beside the rows made for it")
        #expect(logLines() == ["2 r2 x", "3 r3 x"])
    }

    /// `--field A -c p,q,r --multi --field B -c "!printf '<%s>\\n' {A}"`,
    /// Space on p, ↓ ↓, Space on r, Enter printed `p,r` then `<p>`: B's
    /// command read the checks only when the band moved. Now it reads
    /// every check, and runs again when they change.
    @Test func aFormsCommandFollowsEveryCheckOfTheMultiSelectFieldItNames() throws {
        let session = try TerminalSession.reel(["--field", "A", "-c", "p,q,r", "--multi",
                                                "--field", "B", "-c", "!printf '<%s>\\n' {A}"])
        try session.waitForText("<p>")
        session.send(Keys.space + Keys.down + Keys.down + Keys.space)
        try session.waitForScreen { $0.contains("2 ✓") && $0.contains("<p,r>") }
        session.send(Keys.space)
        try session.waitForScreen { $0.contains("1 ✓") && $0.contains("<p>") }
        session.send(Keys.space)
        try session.waitForScreen { $0.contains("<p,r>") }
        session.send(Keys.enter)
        let result = try session.waitForExit()
        #expect(result.status == .exited(0))
        #expect(result.stdoutText == "p,r\n<p,r>\n")
    }
}
