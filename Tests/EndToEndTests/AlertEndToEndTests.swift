import Foundation
import Testing
import TestRequirements

/// The alert through the built reel (issue 42 item 12): a title or message
/// and buttons, no wheel; the answer is the exit status alone, stdout
/// stays empty, and the terminal is given back as it was.
@Suite struct AlertEndToEndTests {
    static let delete = ["--title", "Delete 3 files?", "--message", "They go for good.", "--cancel", "Keep", "--done", "Delete"]

    @Test func enterPressesDoneAndExitsZeroPrintingNothing() throws {
        let session = try TerminalSession.reel(Self.delete)
        let screen = try session.waitForText("[ Keep ]  [ Delete ]")
        #expect(screen.contains("Delete 3 files?"))
        #expect(screen.contains("They go for good."))
        session.send(Keys.enter)
        let result = try session.waitForExit()
        #expect(result.status == .exited(0), "\(result.stderr)")
        #expect(result.stdoutText == "")
        #expect(session.terminalAttributesRestored())
    }

    @Test func escapeCancelsWithOne() throws {
        let session = try TerminalSession.reel(Self.delete)
        _ = try session.waitForText("[ Delete ]")
        session.send(Keys.escape)
        let result = try session.waitForExit()
        #expect(result.status == .exited(1), "\(result.stderr)")
        #expect(result.stdoutText == "")
        #expect(session.terminalAttributesRestored())
    }

    /// ← from Done focuses Keep; Enter presses it.
    @Test func leftThenEnterPressesCancel() throws {
        let session = try TerminalSession.reel(Self.delete + ["--fullscreen"])
        _ = try session.waitForText("[ Delete ]")
        session.send(Keys.left)
        _ = try session.waitForScreen { screen in
            screen.position(of: "Keep").map { screen.style(atRow: $0.row, column: $0.column).isUnderlined } ?? false
        }
        session.send(Keys.enter)
        let result = try session.waitForExit()
        #expect(result.status == .exited(1), "\(result.stderr)")
        #expect(result.stdoutText == "")
        #expect(session.terminalAttributesRestored())
    }

    @Test func aButtonsKeyExitsThree() throws {
        let session = try TerminalSession.reel(Self.delete + ["--button", "Later:l"])
        _ = try session.waitForText("[ Keep ]  [ Later ]  [ Delete ]")
        session.send("l")
        let result = try session.waitForExit()
        #expect(result.status == .exited(3), "\(result.stderr)")
        #expect(result.stdoutText == "")
        #expect(session.terminalAttributesRestored())
    }

    /// Inside `while read`, stdin is the loop's: `--alert` leaves it
    /// unread and takes its keys from the terminal.
    @Test func alertWithStdinAPipeReadsNoneOfIt() throws {
        let session = try TerminalSession.reel(["--alert"] + Self.delete, stdin: .pipe)
        session.writeStdin("a.txt\nb.txt\n")
        _ = try session.waitForText("[ Keep ]  [ Delete ]")
        let screen = session.screen
        #expect(!screen.contains("a.txt"))
        session.send(Keys.enter)
        let result = try session.waitForExit()
        #expect(result.status == .exited(0), "\(result.stderr)")
        #expect(result.stdoutText == "")
        #expect(session.terminalAttributesRestored())
    }

    /// The message, then the title as the question; a wrong answer says
    /// why on one line and the question comes again.
    @Test func theAccessibleModeTakesTheStartOfAButton() throws {
        let session = try TerminalSession.reel(["--accessible"] + Self.delete + ["--button", "Later"])
        _ = try session.waitForText("Delete 3 files? [Delete/keep/later]")
        session.send("maybe\r")
        _ = try session.waitForText("maybe: answer Delete or Keep or Later")
        try session.waitForScreen { $0.lines.filter { $0.hasPrefix("Delete 3 files?") }.count == 2 }
        session.send("la\r")
        let result = try session.waitForExit()
        #expect(result.status == .exited(3), "\(result.stderr)")
        #expect(result.stdoutText == "")
        #expect(session.transcript == """
            They go for good.
            Delete 3 files? [Delete/keep/later] maybe
            maybe: answer Delete or Keep or Later
            Delete 3 files? [Delete/keep/later] la
            """)
        #expect(!session.raw.contains(0x1B), "not one escape sequence")
        #expect(session.terminalAttributesRestored())
    }

    /// ctrl+d (the end of input) cancels; Enter alone is Done.
    @Test func theAccessibleModesEndOfInputCancelsAndEnterIsDone() throws {
        let session = try TerminalSession.reel(["--accessible"] + Self.delete)
        _ = try session.waitForText("[Delete/keep]")
        session.send("\u{04}")
        let result = try session.waitForExit()
        #expect(result.status == .exited(1), "\(result.stderr)")
        #expect(result.stdoutText == "")
        let accepting = try TerminalSession.reel(["--accessible"] + Self.delete)
        _ = try accepting.waitForText("[Delete/keep]")
        accepting.send("\r")
        let accepted = try accepting.waitForExit()
        #expect(accepted.status == .exited(0), "\(accepted.stderr)")
        #expect(accepted.stdoutText == "")
    }

    @Test func aClickPressesAButtonAndCtrlCInterrupts() throws {
        let session = try TerminalSession.reel(Self.delete)
        let screen = try session.waitForText("[ Keep ]")
        let keep = try #require(screen.position(of: "Keep"))
        session.send(Keys.click(row: keep.row, column: keep.column))
        let result = try session.waitForExit()
        #expect(result.status == .exited(1), "\(result.stderr)")
        #expect(result.stdoutText == "")
        #expect(session.terminalAttributesRestored())
        let interrupted = try TerminalSession.reel(Self.delete)
        _ = try interrupted.waitForText("[ Keep ]")
        interrupted.send(Keys.ctrlC)
        let ended = try interrupted.waitForExit()
        #expect(ended.status == .exited(130), "\(ended.stderr)")
        #expect(ended.stdoutText == "")
        #expect(interrupted.terminalAttributesRestored())
    }

    /// `--batch` takes Done without a terminal: 0, nothing printed; stdin
    /// (rows a loop would read next) is left alone.
    @Test func batchTakesDone() throws {
        let run = try DetachedRun.reel(["--batch", "--alert"] + Self.delete, stdin: Data("a.txt\n".utf8))
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdoutText == "")
        #expect(run.stderr == "")
    }

    /// `--timeout` ends an alert as it ends a picker: 124, or with
    /// `--on-timeout accept` Done's 0.
    @Test func aTimeoutCancelsOrAccepts() throws {
        let session = try TerminalSession.reel(Self.delete + ["--timeout", "0.2"])
        let result = try session.waitForExit()
        #expect(result.status == .exited(124), "\(result.stderr)")
        #expect(result.stdoutText == "")
        let accepting = try TerminalSession.reel(Self.delete + ["--timeout", "0.2", "--on-timeout", "accept"])
        let accepted = try accepting.waitForExit()
        #expect(accepted.status == .exited(0), "\(accepted.stderr)")
        #expect(accepted.stdoutText == "")
        #expect(accepting.terminalAttributesRestored())
    }

    /// In a tmux popup, as inline: `--alert` with the caller's stdin a
    /// pipe, and a title alone with stdin the pane's terminal.
    @Test(.requires(ShellCommand.find("tmux") != nil, "tmux is not installed (apt-get install tmux)"))
    func inATmuxPopup() throws {
        let server = try PopupEndToEndTests.Server()
        try server.runInPane("echo a.txt | reel --popup --alert --title 'Delete a.txt?' --cancel Keep")
        _ = try server.waitForPopup("[ Keep ]  [ Done ]")
        server.client.send(Keys.escape)
        let cancelled = try server.result()
        #expect(cancelled.status == 1 && cancelled.stdout.isEmpty)
        try server.client.waitForScreen { PopupEndToEndTests.Server.popupLines($0) == nil }
        try FileManager.default.removeItem(at: server.directory.appendingPathComponent("status"))
        try server.runInPane("reel --popup --title 'Delete b.txt?' --done Delete")
        _ = try server.waitForPopup("[ Delete ]")
        server.client.send(Keys.enter)
        let accepted = try server.result()
        #expect(accepted.status == 0 && accepted.stdout.isEmpty)
    }
}
