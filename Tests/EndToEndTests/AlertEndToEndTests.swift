import Foundation
import Testing

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

    @Test func theAccessibleModeTakesTheStartOfAButton() throws {
        let session = try TerminalSession.reel(["--accessible"] + Self.delete + ["--button", "Later"])
        _ = try session.waitForText("Delete 3 files? [Delete/keep/later]")
        session.send("maybe\r")
        _ = try session.waitForText("maybe: answer Delete or Keep or Later")
        session.send("la\r")
        let result = try session.waitForExit()
        #expect(result.status == .exited(3), "\(result.stderr)")
        #expect(result.stdoutText == "")
        #expect(session.terminalAttributesRestored())
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
}
