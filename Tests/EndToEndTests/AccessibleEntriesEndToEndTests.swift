import Foundation
import Testing

/// Issue 42 item 13: a form's text, secret and switch asked in words, on
/// a real pseudo-terminal: the secret typed with the echo off never shows,
/// stdout's lines are the drawn form's, the terminal is left as found.
@Suite struct AccessibleEntriesEndToEndTests {
    static let form = ["--field", "Name", "--text", "--required", "--field", "Pass", "--secret",
                       "--field", "Time", "-p", "time", "-s", "09:00", "--field", "Notify", "--switch", "--select", "on",
                       "--accessible"]

    @Test func aNameAPasswordATimeAndASwitch() throws {
        let session = try TerminalSession.reel(Self.form)
        try session.answer(["", "Jürgen"])
        try session.waitForScreen { _ in session.questionsAsked > 2 }
        let asking = try session.attributesNow()
        #expect(asking.isCanonical && !asking.echoes, "the password typed unseen, in the terminal's line mode")
        try session.answer(["hunter 2", "18:30", "n", ""], startingAt: 2)
        let result = try session.waitForExit()
        #expect(result.status == .exited(0))
        #expect(result.stdoutText == "Jürgen\nhunter 2\n18\t30\nno\n")
        #expect(session.transcript == """
            Name (required)?
            Name is required
            Name (required)? Jürgen
            Pass?
            Time (HH:MM) [09:00]: 18:30
            Notify? [Y/n] n
            Name: Jürgen
            Pass: (hidden)
            Time: 18:30
            Notify: no
            Done? [Y/n]:
            """)
        #expect(!String(decoding: session.raw, as: UTF8.self).contains("hunter"), "the secret never reaches the terminal")
        #expect(!session.raw.contains(0x1B))
        #expect(session.terminalAttributesRestored())
    }

    /// A shell reads the four answers a line each.
    @Test func aShellReadsTheFourLines() throws {
        let script = #"""
            reel=$1; shift
            "$reel" "$@" | { read -r name; read -r pass; read -r time; read -r notify; printf '%s|%s|%s|%s\n' "$name" "$pass" "$time" "$notify"; }
            """#
        let session = try TerminalSession(executable: "/bin/sh", arguments: ["-c", script, "sh", ReelBinary.path] + Self.form)
        try session.answer(["Ada", "pw", "", "yes", ""])
        let result = try session.waitForExit()
        #expect(result.status == .exited(0))
        #expect(result.stdoutText == "Ada|pw|09\t00|yes\n")
        #expect(session.terminalAttributesRestored())
    }

    /// `--format` and `--json` read the answers as they read the drawn form's.
    @Test func formatAndJSONReadTheAnswers() throws {
        let format = try TerminalSession.reel(Self.form + ["--format", "{Name}|{Pass}|{Time}|{Notify}"])
        try format.answer(["Ada", " p w ", "", "n", ""])
        let formatted = try format.waitForExit().stdoutText
        #expect(formatted == "Ada| p w |09\t00|no\n", "\(formatted.debugDescription)")
        let json = try TerminalSession.reel(Self.form + ["--json"])
        try json.answer(["Ada", "pw", "", "", ""])
        let printed = try json.waitForExit().stdoutText
        #expect(printed.hasPrefix(#"{"Name":"Ada","Pass":"pw","Time":["#) && printed.hasSuffix(#""Notify":true}"# + "\n"), "\(printed)")
        #expect(format.terminalAttributesRestored() && json.terminalAttributesRestored())
    }

    /// Ctrl-D while the password is asked (the echo off) cancels, and the
    /// echo is back.
    @Test func endOfInputAtThePasswordCancels() throws {
        let session = try TerminalSession.reel(Self.form)
        try session.answer(["Ada"])
        try session.waitForScreen { _ in session.questionsAsked > 1 }
        session.send("\u{04}")
        let result = try session.waitForExit()
        #expect(result.status == .exited(1))
        #expect(result.stdout.isEmpty)
        #expect(session.transcript == """
            Name (required)? Ada
            Pass?
            """)
        #expect(session.terminalAttributesRestored())
    }

    struct WayOut: Sendable, CustomTestStringConvertible {
        let testDescription: String
        let keys: String?
        let signal: Int32?
        let status: ExitResult.Status
    }

    /// ctrl+c (the terminal's SIGINT) and SIGTERM while the password is
    /// typed: the echo is back before reel ends.
    @Test(arguments: [
        WayOut(testDescription: "ctrl+c", keys: Keys.ctrlC, signal: nil, status: .exited(130)),
        WayOut(testDescription: "SIGTERM", keys: nil, signal: SIGTERM, status: .signaled(SIGTERM)),
    ])
    func aSignalAtThePasswordGivesTheEchoBack(_ way: WayOut) throws {
        let session = try TerminalSession.reel(Self.form)
        try session.answer(["Ada"])
        try session.waitForScreen { _ in session.questionsAsked > 1 }
        if let keys = way.keys { session.send(keys) }
        if let signal = way.signal { session.signal(signal) }
        let result = try session.waitForExit()
        #expect(result.status == way.status)
        #expect(result.stdout.isEmpty)
        #expect(session.terminalAttributesRestored())
    }
}
