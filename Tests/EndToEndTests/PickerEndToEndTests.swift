import Foundation
import Testing

import ReelSystem

/// The built reel on a real pseudo-terminal: keys in; screen, stdout, exit
/// status and terminal attributes out.
@Suite struct PickerEndToEndTests {
    static let restTimer = ["--title", "휴식하기", "--message", "최대 20분까지 설정할 수 있습니다.",
                            "--component", "1...20", "--label", "분", "--select", "10"]

    /// Common checks after reel has gone: the terminal as it was, the
    /// cursor visible, nothing of the picker left on the screen.
    func expectCleanExit(_ session: TerminalSession, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(session.terminalAttributesRestored(), sourceLocation: sourceLocation)
        #expect(session.screen.isCursorVisible, sourceLocation: sourceLocation)
        #expect(session.screen.text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty,
                "screen left: \(session.screen.text)", sourceLocation: sourceLocation)
    }

    @Test func restTimerDownDownEnterPrintsTwelve() throws {
        let session = try TerminalSession.reel(Self.restTimer)
        let screen = try session.waitForText("10 분")
        #expect(screen.contains("휴식하기"))
        #expect(screen.contains("최대 20분까지 설정할 수 있습니다."))
        #expect(screen.contains("[ Done ]"))
        // The label sits right of the band, one space after the wheel.
        let band = try #require(screen.position(of: "10 분"))
        let above = try #require(screen.position(of: " 9"))
        #expect(above.row == band.row - 1)
        #expect(above.column == band.column, "rows line up on their last digit")
        #expect(!screen.isCursorVisible)
        session.send(Keys.down)
        session.send(Keys.down)
        try session.waitForText("12 분")
        // The label did not move while the rows spun.
        #expect(session.screen.position(of: "분") == screen.position(of: "분"))
        session.send(Keys.enter)
        let result = try session.waitForExit()
        #expect(result.status == .exited(0))
        #expect(result.stdoutText == "12\n")
        #expect(result.stderr == "")
        expectCleanExit(session)
    }

    @Test func threeWheelsWithSeparatorAndIndex() throws {
        let session = try TerminalSession.reel(["-c", "0...23", "-l", "hours", "-c", "00...59", "-l", "min",
                                                "-c", "00...59", "-l", "sec", "--separator", ":", "--index"])
        try session.waitForText("0 hours : 00 min : 00 sec")
        session.send(Keys.down + Keys.tab + "jjj" + Keys.right + "G")
        try session.waitForText("1 hours : 03 min : 59 sec")
        session.send(" ")
        let result = try session.waitForExit()
        #expect(result.stdoutText == "1\t3\t59\n")
        expectCleanExit(session)
    }

    @Test func stdinRowsWhileKeysComeFromTheTerminal() throws {
        let session = try TerminalSession.reel(["-c", "-", "--title", "Colour"],
                                               stdin: .text("Red\nOrange\nYellow\nGreen\nBlue\nBlack\n"))
        try session.waitForText("Colour")
        session.send("jj")
        try session.waitForScreen { $0.lines.contains { $0.contains("Yellow") } && $0.contains("Green") }
        session.send(Keys.enter)
        let result = try session.waitForExit()
        #expect(result.stdoutText == "Yellow\n")
        expectCleanExit(session)
    }

    @Test func escapeCancelsWithStatusOneAndNoOutput() throws {
        let session = try TerminalSession.reel(["-c", "1...5"])
        try session.waitForText("[ Done ]")
        session.send(Keys.escape)
        let result = try session.waitForExit()
        #expect(result.status == .exited(1))
        #expect(result.stdout.isEmpty)
        expectCleanExit(session)
    }

    @Test func qCancels() throws {
        let session = try TerminalSession.reel(["-c", "1...5"])
        try session.waitForText("[ Done ]")
        session.send("q")
        #expect(try session.waitForExit().status == .exited(1))
        expectCleanExit(session)
    }

    @Test func ctrlCExitsWith130() throws {
        let session = try TerminalSession.reel(["-c", "1...5"])
        try session.waitForText("[ Done ]")
        session.send(Keys.ctrlC)
        let result = try session.waitForExit()
        #expect(result.status == .exited(130))
        #expect(result.stdout.isEmpty)
        expectCleanExit(session)
    }

    @Test(arguments: [SIGTERM, SIGHUP, SIGINT, SIGQUIT])
    func fatalSignalRestoresTheTerminalThenKills(_ signo: Int32) throws {
        let session = try TerminalSession.reel(Self.restTimer)
        try session.waitForText("10 분")
        session.signal(signo)
        let result = try session.waitForExit()
        #expect(result.status == .signaled(signo))
        #expect(result.stdout.isEmpty)
        expectCleanExit(session)
    }

    @Test func cancelButtonCancelsAndDoneAccepts() throws {
        let session = try TerminalSession.reel(["-c", "a,b", "--cancel", "Cancel", "-s", "b"])
        try session.waitForText("[ Cancel ]  [ Done ]")
        session.send(Keys.tab)
        try session.waitForScreen { screen in
            guard let at = screen.position(of: "[ Cancel ]") else { return false }
            return screen.style(atRow: at.row, column: at.column).isUnderlined
        }
        session.send(Keys.enter)
        #expect(try session.waitForExit().status == .exited(1))
        expectCleanExit(session)
    }

    @Test func inlineDrawingLeavesTheShellAboveUntouched() throws {
        // A prompt line sits on the screen; reel starts on a fresh line below it.
        let session = try TerminalSession(
            executable: "/bin/sh", arguments: ["-c", "printf 'prompt$ ' > /dev/tty; exec \"$0\" -c 1...3", try ReelBinary.path])
        try session.waitForText("[ Done ]")
        #expect(session.screen.lines[0] == "prompt$")
        #expect(session.screen.lines[1...6].contains { $0.contains("[ Done ]") })
        session.send(Keys.enter)
        #expect(try session.waitForExit().stdoutText == "1\n")
        #expect(session.screen.lines[0] == "prompt$")
        #expect(session.screen.lines.dropFirst().allSatisfy { $0.isEmpty })
    }

    @Test func nearTheBottomTheScreenScrollsToMakeRoom() throws {
        let session = try TerminalSession(
            executable: "/bin/sh", arguments: ["-c", "i=0; while [ $i -lt 30 ]; do echo line$i > /dev/tty; i=$((i+1)); done; exec \"$0\" -c 1...9", try ReelBinary.path],
            rows: 12)
        let screen = try session.waitForText("[ Done ]")
        #expect(screen.lines.last?.contains("[ Done ]") == true)
        #expect(screen.lines.contains("line29"))
        session.send(Keys.enter)
        #expect(try session.waitForExit().stdoutText == "1\n")
        #expect(session.screen.lines.contains("line29"))
        #expect(!session.screen.contains("Done"))
    }

    @Test func redrawsWriteOnlyWhatChangedInsideSynchronizedOutput() throws {
        let session = try TerminalSession.reel(["-c", "1...20", "-c", "1...20", "-c", "1...20"])
        try session.waitForText("[ Done ]")
        let before = session.raw.count
        session.send(Keys.down)
        try session.waitForScreen { $0.lines.contains { $0.contains("2   1   1") } }
        let written = Array(session.raw[before...])
        let text = String(decoding: written, as: UTF8.self)
        #expect(text.hasPrefix("\u{1B}[?2026h") && text.hasSuffix("\u{1B}[?2026l"))
        #expect(written.count < 300, "one key wrote \(written.count) bytes")
        session.send(Keys.enter)
        #expect(try session.waitForExit().stdoutText == "2\t1\t1\n")
    }

    /// One key writes the same bytes whatever the wheel's length: rows are
    /// read, drawn and diffed only where they show. (Counted, not timed.)
    @Test func oneKeyWritesTheSameBytesForAMillionRowsAsForAHundred() throws {
        func bytesForOneDown(rows: Int) throws -> [UInt8] {
            let session = try TerminalSession(
                executable: "/bin/sh",
                arguments: ["-c", "seq -f 'row %07g' \(rows) | exec \"$0\" -c -", try ReelBinary.path])
            try session.waitForScreen { $0.contains("[ Done ]") && !$0.contains("loading") }
            let before = session.raw.count
            session.send(Keys.down)
            try session.waitForScreen { $0.lines.contains { $0.contains("row 0000004") } }
            try session.waitForScreen { _ in session.raw.count > before && session.raw.suffix(8).elementsEqual("\u{1B}[?2026l".utf8) }
            let written = Array(session.raw[before...])
            session.send("q")
            #expect(try session.waitForExit().status == .exited(1))
            return written
        }
        // Both long enough for the position counter (`2/100`, `2/1000000`).
        let hundred = try bytesForOneDown(rows: 100)
        let million = try bytesForOneDown(rows: 1_000_000)
        #expect(hundred.count < 300, "one key wrote \(hundred.count) bytes")
        #expect(million == hundred, "100 rows: \(hundred.count) bytes, 1,000,000 rows: \(million.count) bytes")
    }

    @Test func resizeRedrawsToFit() throws {
        let session = try TerminalSession.reel(["--title", "a long title for a wide picker", "-c", "1...5"], columns: 60)
        try session.waitForText("a long title for a wide picker")
        session.resize(rows: 24, columns: 12)
        try session.waitForScreen { $0.contains("a long titl…") }
        session.send(Keys.enter)
        #expect(try session.waitForExit().stdoutText == "1\n")
    }
}

/// reel without a picker: batch mode, no terminal, usage errors.
@Suite struct BatchAndErrorEndToEndTests {
    /// Runs reel as a plain child with no controlling terminal at all;
    /// one that does not end (waiting for a terminal) fails the test.
    func runDetached(_ arguments: [String], stdin: String? = nil) throws -> (status: Int32, stdout: String, stderr: String) {
        let run = try DetachedRun.reel(arguments, stdin: stdin.map { Data($0.utf8) })
        return (run.status, run.stdoutText, run.stderr)
    }

    @Test func noTerminalExitsTwoAtOnceNamingBatch() throws {
        let run = try runDetached(["-c", "1...3"])
        #expect(run.status == 2)
        #expect(run.stdout == "")
        #expect(run.stderr.hasPrefix("reel: no terminal to draw on"))
        #expect(run.stderr.contains("--batch"))
        #expect(run.stderr.split(separator: "\n").count == 1)
    }

    @Test func batchPrintsTheInitialSelectionWithoutATerminal() throws {
        #expect(try runDetached(["--batch", "-c", "1...20", "-s", "10", "-c", "00...59", "-s", "7"]).stdout == "10\t07\n")
        #expect(try runDetached(["--batch", "-i", "-c", "a...z", "-s", "c"]).stdout == "2\n")
        #expect(try runDetached(["--batch"], stdin: "x\r\ny\n").stdout == "x\n")
    }

    @Test func batchValidatesSelect() throws {
        let run = try runDetached(["--batch", "-c", "1...20", "-s", "30"])
        #expect(run.status == 2)
        #expect(run.stderr == "reel: --select '30' is not a row of component 1 ('1...20')\n")
    }

    struct Bad: Sendable, CustomTestStringConvertible {
        var arguments: [String]
        var stderr: String
        var testDescription: String { arguments.joined(separator: " ") }
    }

    static let bad: [Bad] = [
        Bad(arguments: ["-c", "1..."], stderr: "component '1...' has no upper bound"),
        Bad(arguments: ["-c", "a...5"], stderr: "component 'a...5' mixes a number and a letter"),
        Bad(arguments: ["-c", "0...10/0"], stderr: "component '0...10/0' has step '0'"),
        Bad(arguments: ["-c", "5..<5"], stderr: "component '5..<5' is an empty range"),
        Bad(arguments: ["-c", ""], stderr: "component '' is empty"),
        Bad(arguments: ["-c", "@/nonexistent/rows"], stderr: "component '@/nonexistent/rows': cannot read '/nonexistent/rows': No such file or directory"),
        Bad(arguments: ["-c", "@/"], stderr: "component '@/': cannot read '/': Is a directory"),
        Bad(arguments: ["-c", "-", "-c", "-"], stderr: "only one component can read stdin ('-')"),
        Bad(arguments: ["--lable", "x"], stderr: "unknown option '--lable'; did you mean '--label'?"),
        Bad(arguments: ["--theme", "label:bleu", "-c", "1"], stderr: "--theme: unknown colour 'bleu'"),
        Bad(arguments: ["--theme", "dark,lable:red", "-c", "1"], stderr: "--theme: unknown key 'lable'"),
        Bad(arguments: ["--theme", "fg:red+blink", "-c", "1"], stderr: "--theme: unknown attribute 'blink'"),
        Bad(arguments: ["--theme", "solar", "-c", "1"], stderr: "--theme: unknown theme 'solar'"),
        Bad(arguments: ["--border", "round", "-c", "1"], stderr: "--border: 'round' is not valid; expected one of none, rounded"),
        Bad(arguments: ["--row-height", "0", "-c", "1"], stderr: "--row-height: '0' is not valid"),
    ]

    @Test(arguments: bad)
    func usageErrorsExitTwoWithOneLine(_ c: Bad) throws {
        let run = try runDetached(c.arguments)
        #expect(run.status == 2)
        #expect(run.stdout == "")
        #expect(run.stderr.hasPrefix("reel: " + c.stderr), "\(run.stderr)")
        #expect(run.stderr.filter { $0 == "\n" }.count == 1)
    }

    @Test func emptyStdinHasNoRows() throws {
        let run = try runDetached(["--batch", "-c", "-"], stdin: "")
        #expect(run.status == 2)
        #expect(run.stderr == "reel: component '-': no rows to choose from\n")
    }

    @Test func helpAndVersionGoToStdout() throws {
        let help = try runDetached(["--help"])
        #expect(help.status == 0)
        #expect(help.stdout.contains("--component SPEC"))
        #expect(try runDetached(["-V"]).stdout == "reel 0.1.0\n")
    }

    @Test func helpAndVersionWinWhereverTheyAppear() throws {
        let help = try runDetached(["--help", "--component"])
        #expect(help.status == 0 && help.stdout.contains("--component SPEC") && help.stderr == "")
        #expect(try runDetached(["-c", "1...3", "--bogus", "-h"]).stdout.contains("--component SPEC"))
        #expect(try runDetached(["--theme", "nope", "--version"]).stdout == "reel 0.1.0\n")
    }

    @Test func argumentErrorsComeBeforeTheTerminal() throws {
        let format = try runDetached(["--format", "{x}", "-c", "1...3"], stdin: "")
        #expect(format.status == 2)
        #expect(format.stderr.contains("{x}"), "the bad field, not the missing terminal: \(format.stderr)")
        let conflict = try runDetached(["--json", "--index", "-c", "1...3"], stdin: "")
        #expect(conflict.status == 2 && conflict.stderr.contains("--json") && !conflict.stderr.contains("terminal"))
    }
}
