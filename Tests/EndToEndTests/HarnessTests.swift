import Foundation
import Testing

import ReelSystem

/// The harness itself, driven with small shell scripts before reel exists:
/// each test pins one promise the reel tests will lean on.
@Suite struct HarnessTests {
    private func shell(
        _ script: String,
        stdin: StdinSource = .terminal,
        environment: [String: String?] = [:],
        rows: Int = 24,
        columns: Int = 80
    ) throws -> TerminalSession {
        try TerminalSession(
            executable: "/bin/sh", arguments: ["-c", script], stdin: stdin,
            environment: environment, rows: rows, columns: columns)
    }

    /// A program that never ends on its own (the session kills it): so a
    /// test never depends on how long the rest of it takes.
    static let forever = "exec sleep infinity"

    // MARK: Screen and streams

    @Test func terminalOutputIsOnTheScreenAndStdoutIsCapturedApart() throws {
        let session = try shell("echo on-screen > /dev/tty; echo result; echo oops >&2")
        try session.waitForText("on-screen")
        let result = try session.waitForExit()
        #expect(result.status == .exited(0))
        #expect(result.stdoutText == "result\n")
        #expect(result.stderr == "oops\n")
        #expect(!session.screen.contains("result"))
        #expect(!session.screen.contains("oops"))
    }

    @Test func stdinCarriesDataWhileDevTtyIsThePseudoTerminal() throws {
        let session = try shell(
            "cat; test -t 0 || echo 'stdin: no tty' > /dev/tty; echo hi > /dev/tty",
            stdin: .text("row 1\nrow 2\n"))
        let result = try session.waitForExit()
        #expect(result.stdoutText == "row 1\nrow 2\n")
        #expect(session.screen.lines[0] == "stdin: no tty")
        #expect(session.screen.lines[1] == "hi")
    }

    @Test func stdinIsTheTerminalByDefault() throws {
        let session = try shell("tty")
        let result = try session.waitForExit()
        #expect(result.stdoutText.hasPrefix("/dev/pts/"))
    }

    @Test func stdinFromDevNull() throws {
        let session = try shell("cat; echo done", stdin: .null)
        #expect(try session.waitForExit().stdoutText == "done\n")
    }

    @Test func stdinPipeDeliversRowsAsTheyAreWritten() throws {
        let session = try shell(#"while read line; do echo "got $line" > /dev/tty; done; echo end"#, stdin: .pipe)
        session.writeStdin("a\n")
        try session.waitForText("got a")
        session.writeStdin("b\n")
        try session.waitForText("got b")
        session.closeStdin()
        #expect(try session.waitForExit().stdoutText == "end\n")
    }

    @Test func keysArriveOnDevTty() throws {
        let session = try shell(#"echo ready > /dev/tty; read line < /dev/tty; echo "read:$line""#)
        try session.waitForText("ready")
        session.send("hello\r")
        let result = try session.waitForExit()
        #expect(result.stdoutText == "read:hello\n")
        #expect(session.screen.lines[1] == "hello", "the cooked terminal echoes the keys")
    }

    @Test func rawBytesAndStylesAreKept() throws {
        let session = try shell(#"printf '\033[1mB\033[0m\n' > /dev/tty"#)
        _ = try session.waitForExit()
        #expect(session.raw.starts(with: Array("\u{1B}[1mB\u{1B}[0m\r\n".utf8)), "ONLCR turns the newline into CR LF")
        #expect(session.screen.style(atRow: 0, column: 0).isBold)
    }

    @Test func environmentIsCleanWithDefaults() throws {
        let script = #"echo "$TERM|$LANG|${NO_COLOR-unset}|${HOME-unset}""#
        #expect(try shell(script).waitForExit().stdoutText == "xterm-256color|C.UTF-8|unset|unset\n")
        let changed = try shell(script, environment: ["NO_COLOR": "1", "TERM": nil])
        #expect(try changed.waitForExit().stdoutText == "|C.UTF-8|1|unset\n")
    }

    // MARK: Terminal size and settings

    @Test func startsWithTheRequestedSize() throws {
        let session = try shell("stty size < /dev/tty", rows: 10, columns: 40)
        #expect(try session.waitForExit().stdoutText == "10 40\n")
    }

    @Test func resizeDeliversSigwinch() throws {
        let session = try shell(#"""
            trap 'echo "W $(stty size < /dev/tty)" > /dev/tty' WINCH
            echo ready > /dev/tty
            while :; do sleep 0.05; done
            """#)
        try session.waitForText("ready")
        session.resize(rows: 30, columns: 100)
        try session.waitForText("W 30 100")
        #expect(session.screen.rows == 30 && session.screen.columns == 100)
    }

    @Test func rawModeLeftBehindIsDetected() throws {
        let session = try shell("stty raw -echo < /dev/tty")
        #expect(try session.waitForExit().status == .exited(0))
        #expect(!session.terminalAttributesRestored())
        let now = try session.attributesNow()
        #expect(!now.isCanonical && !now.echoes)
        #expect(session.attributesBefore.isCanonical && session.attributesBefore.echoes)
    }

    @Test func restoredSettingsAreDetected() throws {
        let session = try shell(#"""
            saved=$(stty -g < /dev/tty)
            stty raw -echo < /dev/tty
            echo raw > /dev/tty
            stty "$saved" < /dev/tty
            """#)
        #expect(try session.waitForExit().status == .exited(0))
        #expect(session.screen.contains("raw"))
        #expect(session.terminalAttributesRestored())
    }

    /// reel asks where the cursor is when it starts; the harness answers as
    /// a terminal would.
    @Test func cursorPositionReportIsAnswered() throws {
        let session = try shell(#"""
            saved=$(stty -g < /dev/tty)
            stty raw -echo < /dev/tty
            printf '\033[5;7H\033[6n' > /dev/tty
            head -c 6 < /dev/tty
            stty "$saved" < /dev/tty
            """#)
        let result = try session.waitForExit()
        #expect(result.stdoutText == "\u{1B}[5;7R")
        #expect(session.terminalAttributesRestored())
    }

    // MARK: Process, session and signals

    /// The program is a session leader whose process group is the terminal's
    /// foreground group: so `signal` hits the program itself, and keys like
    /// Ctrl-C and SIGWINCH from a resize reach it.
    @Test func programLeadsItsSessionInTheForeground() throws {
        let session = try shell("cat /proc/$$/stat")
        let stat = try session.waitForExit().stdoutText
        // pid (comm) state ppid pgrp session tty_nr tpgid …
        let fields = stat.split(separator: ")").last?.split(separator: " ").map(String.init) ?? []
        let pid = String(session.pid)
        #expect(fields.count > 5)
        #expect(fields.count > 5 && fields[2] == pid, "process group")
        #expect(fields.count > 5 && fields[3] == pid, "session")
        #expect(fields.count > 5 && fields[5] == pid, "terminal's foreground process group")
    }

    @Test(arguments: [SIGTERM, SIGINT, SIGHUP, SIGKILL])
    func signalEndsTheProgramAndIsReported(_ signal: Int32) throws {
        let session = try shell("echo ready > /dev/tty; \(Self.forever)")
        try session.waitForText("ready")
        session.signal(signal)
        #expect(try session.waitForExit().status == .signaled(signal))
    }

    @Test func handledSignalExitsWithTheProgramsCode() throws {
        let session = try shell(#"trap 'exit 7' TERM; echo ready > /dev/tty; while :; do sleep 0.05; done"#)
        try session.waitForText("ready")
        session.signal(SIGTERM)
        #expect(try session.waitForExit().status == .exited(7))
    }

    @Test func ctrlCOnTheTerminalInterruptsTheForegroundProgram() throws {
        let session = try shell("echo ready > /dev/tty; \(Self.forever)")
        try session.waitForText("ready")
        session.send(Keys.ctrlC)
        #expect(try session.waitForExit().status == .signaled(SIGINT))
    }

    @Test func closingTheMasterHangsUpTheProgram() throws {
        let session = try shell("echo ready > /dev/tty; read line < /dev/tty")
        try session.waitForText("ready")
        session.closeMaster()
        #expect(try session.waitForExit().status == .signaled(SIGHUP))
    }

    @Test func closingTheMasterEndsABlockedRead() throws {
        let session = try shell(#"trap '' HUP; echo ready > /dev/tty; if read line < /dev/tty; then echo line; else echo eof; fi"#)
        try session.waitForText("ready")
        session.closeMaster()
        let result = try session.waitForExit()
        #expect(result.status == .exited(0))
        #expect(result.stdoutText == "eof\n")
    }

    // MARK: Deadlines

    /// A predicate that can never hold: the short deadline decides, and the
    /// program is still running when the wait gives up (so it was the
    /// deadline that ended it, however busy the machine).
    @Test func waitForScreenThrowsWithTheScreenOnTimeout() throws {
        let session = try shell("echo nothing-here > /dev/tty; \(Self.forever)")
        try session.waitForText("nothing-here")
        let error = #expect(throws: HarnessError.self) {
            try session.waitForScreen(timeout: 0.3) { $0.contains("never") }
        }
        guard case .screenTimeout(let seconds, _, _) = error else {
            Issue.record("not a timeout: \(String(describing: error))")
            return
        }
        #expect(seconds == 0.3)
        #expect(error?.description.contains("nothing-here") == true)
        #expect(!session.hasExited, "the program still runs")
    }

    /// An exit ends the wait, not its deadline: with all the patience
    /// there is, the error is the exit's.
    @Test func waitForScreenFailsFastWhenTheProgramHasExited() throws {
        let session = try shell("echo bye > /dev/tty; exit 3")
        let error = #expect(throws: HarnessError.self) {
            try session.waitForScreen { $0.contains("never") }
        }
        guard case .exitedBeforeScreen = error else {
            Issue.record("not the exit: \(String(describing: error))")
            return
        }
        #expect(error?.description.contains("exit code 3") == true)
        #expect(error?.description.contains("bye") == true)
    }

    @Test func waitForExitThrowsOnTimeout() throws {
        let session = try shell(Self.forever)
        let error = #expect(throws: HarnessError.self) { try session.waitForExit(timeout: 0.3) }
        guard case .exitTimeout = error else {
            Issue.record("not a timeout: \(String(describing: error))")
            return
        }
    }

    /// Every frame is looked at as it was drawn: one drawn over at once,
    /// or erased as the program ends, still satisfies a wait made later.
    @Test func aFrameDrawnOverIsStillSeen() throws {
        let session = try shell(#"printf '\033[?2026hfirst\033[?2026l\033[?2026h\r\033[Ksecond\033[?2026l' > /dev/tty"#)
        let frame = try session.waitForText("first")
        #expect(frame.lines[0] == "first")
        _ = try session.waitForExit()
        #expect(session.screen.lines[0] == "second")
        #expect(session.screen.framesEnded == 2)
    }

    // MARK: The binary

    @Test func reelBinaryIsFoundBesideTheTests() throws {
        let path = try ReelBinary.path
        #expect(path.hasSuffix("/reel"))
        #expect(FileManager.default.isExecutableFile(atPath: path))
    }
}
