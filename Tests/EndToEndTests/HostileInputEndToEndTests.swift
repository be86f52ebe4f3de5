import Foundation
import Testing

import ReelSystem

/// Input that tries to break reel, each with its documented outcome
/// (SECURITY.md): never a crash, a hang or a broken terminal.
@Suite struct HostileInputEndToEndTests {
    @Test func emptyStdinIsAnErrorNotAHang() throws {
        let batch = try DetachedRun.reel(["--batch", "-c", "-"], stdin: Data())
        #expect(batch.status == 2)
        #expect(batch.stderr == "reel: component '-': no rows to choose from\n")
        let session = try TerminalSession.reel(["-c", "-"], stdin: .null)
        let result = try session.waitForExit()
        #expect(result.status == .exited(2))
        #expect(session.terminalAttributesRestored())
    }

    @Test func blankLinesAreRowsOfNothing() throws {
        let session = try TerminalSession.reel(["-c", "-"], stdin: .text("\n\n\n"))
        try session.waitForText("[ Done ]")
        session.send("j" + Keys.enter)
        let result = try session.waitForExit()
        #expect(result.status == .exited(0))
        #expect(result.stdoutText == "\n")
    }

    @Test func nulBytesAreShownAndPrintedWhole() throws {
        let row = Data([0x61, 0x00, 0x62, 0x0A])
        let session = try TerminalSession.reel(["-c", "-"], stdin: .data(row))
        try session.waitForText("a␀b")
        session.send(Keys.enter)
        #expect(try session.waitForExit().stdout == row)
    }

    @Test func aFiftyMegabyteLineDrawsAtOnceAndPrintsWhole() throws {
        let path = NSTemporaryDirectory() + "/reel-50mb-\(getpid())"
        var line = Data(repeating: 0x78, count: 50 << 20)
        line.append(0x0A)
        try line.write(to: URL(fileURLWithPath: path))
        defer { unlink(path) }
        let session = try TerminalSession.reel(["-c", "@" + path])
        try session.waitForText("xxxx…")
        session.send(Keys.enter)
        let result = try session.waitForExit()
        #expect(result.stdout == line)
    }

    @Test func aFileThatIsAFolderOrGoneIsAnError() throws {
        #expect(try DetachedRun.reel(["--batch", "-c", "@/"]).stderr == "reel: component '@/': cannot read '/': Is a directory\n")
        let gone = try DetachedRun.reel(["--batch", "-c", "@/nonexistent/\(getpid())"])
        #expect(gone.status == 2)
        #expect(gone.stderr.contains("No such file or directory"))
    }

    /// /dev/zero never ends: that reel ends at all shows its reading is bounded.
    @Test func devZeroEndsInBoundedRows() throws {
        let run = try DetachedRun.reel(["--batch", "-c", "@/dev/zero", "--max-rows", "2", "-i"])
        #expect(run.status == 0)
        #expect(run.stdoutText == "0\n")
    }

    @Test func yesIsCutAtMaxRowsInBatch() throws {
        let session = try TerminalSession(
            executable: "/bin/sh", arguments: ["-c", "yes | exec \"$0\" --batch -c - --max-rows 5 -s y", try ReelBinary.path])
        let result = try session.waitForExit()
        #expect(result.status == .exited(0))
        #expect(result.stdoutText == "y\n")
    }

    @Test func tenThousandComponents() throws {
        let arguments = (0..<10_000).flatMap { _ in ["-c", "1...3"] }
        let batch = try DetachedRun.reel(["--batch", "-d", ""] + arguments)
        #expect(batch.status == 0)
        #expect(batch.stdoutText == String(repeating: "1", count: 10_000) + "\n")
        let session = try TerminalSession.reel(arguments, columns: 80)
        try session.waitForText("[ Done ]")
        session.send(Keys.enter)
        #expect(try session.waitForExit().status == .exited(0))
    }

    @Test func argumentsWithInvalidUTF8() throws {
        // The bytes are printed as given (issue 18), not U+FFFD: argv is read raw.
        let session = try TerminalSession(
            executable: "/bin/sh", arguments: ["-c", "exec \"$0\" --batch -c \"$(printf 'a\\377,b')\"", try ReelBinary.path])
        let result = try session.waitForExit()
        #expect(result.status == .exited(0))
        #expect(Array(result.stdout) == [0x61, 0xFF, 0x0A])
    }

    /// A terminal that reports 0×0 is taken as 80×24: the whole picker shows.
    @Test func zeroByZeroTerminal() throws {
        let session = try TerminalSession.reel(["--border", "rounded", "--title", "T", "-c", "1...9", "-s", "5"],
                                               rows: 0, columns: 0)
        try session.waitForScreen { $0.contains("╭") && $0.contains("5") && $0.contains("[ Done ]") }
        session.send("j" + Keys.enter)
        let result = try session.waitForExit()
        #expect(result.stdoutText == "6\n")
        #expect(session.terminalAttributesRestored())
    }

    /// A 1×1 terminal has room for nothing but a margin: reel still runs,
    /// takes keys and gives the terminal back.
    @Test func oneByOneTerminal() throws {
        let session = try TerminalSession.reel(["--border", "rounded", "--title", "T", "-c", "1...9", "-s", "5"],
                                               rows: 1, columns: 1)
        try session.waitForScreen { _ in String(decoding: session.raw, as: UTF8.self).contains("\u{1B}[?2026l") }
        session.send("j" + Keys.enter)
        let result = try session.waitForExit()
        #expect(result.stdoutText == "6\n")
        #expect(session.terminalAttributesRestored())
    }
}

/// Signals and pipes while the picker is open.
@Suite struct SignalEndToEndTests {
    @Test func aStormOfResizesLeavesThePickerWorking() throws {
        let session = try TerminalSession.reel(["--fullscreen", "-c", "1...9"])
        try session.waitForText("[ Done ]")
        for i in 0..<1000 {
            session.resize(rows: 10 + i % 15, columns: 20 + i % 60)
        }
        session.resize(rows: 24, columns: 80)
        session.send("j")
        try session.waitForScreen() { $0.lines.contains { $0.contains("2") && !$0.contains("Done") } }
        session.send(Keys.enter)
        let result = try session.waitForExit()
        #expect(result.stdoutText == "2\n")
        #expect(session.terminalAttributesRestored())
        #expect(!session.screen.isAlternateScreen && !session.screen.isMouseReportingEnabled && session.screen.isCursorVisible)
    }

    @Test(arguments: [SIGINT, SIGTERM, SIGHUP, SIGQUIT])
    func fullscreenIsLeftOnAFatalSignal(_ signo: Int32) throws {
        let session = try TerminalSession.reel(["--fullscreen", "-c", "1...9"])
        let screen = try session.waitForText("[ Done ]")
        #expect(screen.isAlternateScreen && screen.isMouseReportingEnabled)
        session.signal(signo)
        let result = try session.waitForExit()
        #expect(result.status == .signaled(signo))
        #expect(session.terminalAttributesRestored())
        #expect(!session.screen.isAlternateScreen && !session.screen.isMouseReportingEnabled && session.screen.isCursorVisible)
    }

    /// A reader that went away ends reel as it ends any writer in a
    /// pipeline, by SIGPIPE (141, as `--live | head -1` always did), the
    /// terminal given back. Issue 26 had it say what was not written;
    /// issue 41 item 9 has it silent, as `cat` and `fzf --filter` are:
    /// the 141 says it.
    @Test func aBrokenPipeIsReportedAndTheTerminalRestored() throws {
        // The reader closes its end and then says so: once "closed" shows,
        // the pipe has no reader, whatever the timing.
        let session = try TerminalSession(
            executable: "/bin/sh",
            arguments: ["-c", "{ \"$0\" -c 1...3; echo \"status $?\" > /dev/tty; } | { exec 0<&-; echo closed > /dev/tty; }",
                        try ReelBinary.path])
        try session.waitForScreen { $0.contains("[ Done ]") && $0.contains("closed") }
        session.send(Keys.enter)
        try session.waitForText("status 141")
        let result = try session.waitForExit()
        #expect(result.stderr.isEmpty)
        #expect(session.terminalAttributesRestored())
    }

    @Test func aClosedStdoutFailsAtOnce() throws {
        let session = try TerminalSession(
            executable: "/bin/sh", arguments: ["-c", "exec \"$0\" -c 1...3 >&-", try ReelBinary.path])
        let result = try session.waitForExit()
        #expect(result.status == .exited(2))
        #expect(result.stderr.hasPrefix("reel: stdout is closed"))
        #expect(!session.screen.contains("Done"))
        #expect(session.terminalAttributesRestored())
    }
}
