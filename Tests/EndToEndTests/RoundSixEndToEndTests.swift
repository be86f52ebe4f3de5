import Foundation
import Testing

import ReelSystem

/// Issue 49 on a real pseudo-terminal, as a new user would try it: a crash
/// signal gives the terminal back and still kills, a secret typed never
/// reaches a core file, the preview follows a text and a switch, an alert
/// refuses a preview, a paste whose end never comes is still what Enter
/// takes, and a required text of spaces is refused.
@Suite struct RoundSixEndToEndTests {
    func expectTerminalGivenBack(_ session: TerminalSession, sourceLocation: SourceLocation = #_sourceLocation) {
        session.expectGivenBack(sourceLocation: sourceLocation)
    }

    static let crashSignals: [Int32] = [SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGFPE, SIGABRT]

    /// Item 2: a crash signal sent from elsewhere, in a text and in a
    /// fullscreen list: the terminal as found (echo and canonical mode
    /// back, the cursor shown, mouse reporting off, the main screen), and
    /// reel dead of that very signal.
    @Test(arguments: crashSignals, [false, true])
    func aCrashSignalGivesTheTerminalBackThenKills(_ signo: Int32, list: Bool) throws {
        let session = try TerminalSession.reel(list ? ["-c", "alpha,beta", "--fullscreen"] : ["--text", "--placeholder", "name"])
        try session.waitForText(list ? "alpha" : "name")
        #expect(try !session.attributesNow().isCanonical, "raw while it runs")
        session.signal(signo)
        let result = try session.waitForExit()
        #expect(result.status == .signaled(signo))
        #expect(result.stdout.isEmpty)
        let attributes = try session.attributesNow()
        #expect(attributes.isCanonical && attributes.echoes)
        expectTerminalGivenBack(session)
    }

    /// Item 1: `ulimit -c unlimited`, a password typed into a `--secret`,
    /// then SIGQUIT or SIGABRT from elsewhere: no core file in the
    /// directory (this kernel's `core_pattern` is a file name; where it
    /// pipes the core to a program, which may ignore the limit, the file
    /// cannot be looked for and only the limit and the signal are), and
    /// the limit reel runs under, as /proc shows it, is 0. The limit is
    /// then raised from outside with prlimit, so that what keeps the core
    /// away on Linux is the process being not dumpable.
    @Test(arguments: [SIGQUIT, SIGABRT])
    func aSecretTypedNeverReachesACoreFile(_ signo: Int32) throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("reel-core-\(getpid())-\(signo)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let script = "cd \"$1\" || exit 9; ulimit -c unlimited 2>/dev/null || ulimit -c \"$(ulimit -H -c)\"; "
            + "exec \"$0\" --field User --text --field Pass --secret"
        let session = try TerminalSession(executable: "/bin/sh",
                                          arguments: ["-c", script, try ReelBinary.path, directory.path])
        try session.waitForText("Pass")
        session.send("ada" + Keys.tab + "hunter2-Zq9")
        try session.waitForText("•••••••••••")
        let limits = try String(contentsOfFile: "/proc/\(session.pid)/limits", encoding: .utf8)
        let core = limits.split(separator: "\n").first { $0.hasPrefix("Max core file size") }.map(String.init) ?? ""
        #expect(core.split(separator: " ", omittingEmptySubsequences: true).dropFirst(4).first == "0",
                "the soft limit while a secret may be typed: \(core)")
        // The limit raised again from elsewhere (prlimit, util-linux): on
        // Linux the process is still not dumpable, and writes no core.
        #if os(Linux)
        if let prlimit = ShellCommand.find("prlimit") {
            let raised = try ShellCommand.run(prlimit, ["--pid", String(session.pid), "--core=unlimited:unlimited"])
            #expect(raised.status == 0, "\(raised.stderr)")
            let now = try String(contentsOfFile: "/proc/\(session.pid)/limits", encoding: .utf8)
            #expect(now.split(separator: "\n").contains { $0.hasPrefix("Max core file size") && $0.contains("unlimited") })
        }
        #endif
        session.signal(signo)
        let result = try session.waitForExit()
        #expect(result.status == .signaled(signo))
        expectTerminalGivenBack(session)
        let pattern = (try? String(contentsOfFile: "/proc/sys/kernel/core_pattern", encoding: .utf8)) ?? "|"
        guard !pattern.hasPrefix("|") else { return }
        let left = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        #expect(left.isEmpty, "a core was written: \(left)")
        for name in left {
            let data = try Data(contentsOf: directory.appendingPathComponent(name))
            #expect(data.range(of: Data("hunter2-Zq9".utf8)) == nil, "the password is in \(name)")
        }
    }

    /// Item 4: the preview follows a text (once the typing settles) and a
    /// switch, as Enter would print them.
    @Test func thePreviewFollowsATextAndASwitch() throws {
        let session = try TerminalSession.reel(["--field", "T", "--text", "--field", "S", "--switch",
                                                "--preview", "echo PV:{T}:{S}"])
        try session.waitForText("PV::no")
        session.send("abc")
        try session.waitForText("PV:abc:no")
        session.send(Keys.tab + Keys.space)
        try session.waitForText("PV:abc:yes")
        session.send(Keys.enter)
        let result = try session.waitForExit()
        #expect(result.status == .exited(0))
        #expect(result.stdoutText == "abc\nyes\n")
    }

    /// Item 6: an alert, asked for or made of a title with no component,
    /// refuses a preview in one line before it draws anything.
    @Test(arguments: [["--alert", "--title", "Sure?"], ["--title", "Sure?", "--cancel", "No"]])
    func anAlertRefusesAPreview(_ arguments: [String]) throws {
        let session = try TerminalSession.reel(arguments + ["--preview", "echo hi"])
        let result = try session.waitForExit()
        #expect(result.status == .exited(2))
        #expect(result.stderr.hasPrefix("reel: ") && result.stderr.contains("--preview"))
        #expect(result.stderr.split(separator: "\n").count == 1)
        #expect(session.terminalAttributesRestored())
    }

    /// Item 7: a bracketed paste whose end marker never comes is typed
    /// once the terminal has been quiet a while (the wait is the
    /// harness's generous one, not timed), so Enter takes all of it.
    @Test func aPasteWithoutItsEndIsTakenAsTyped() throws {
        let session = try TerminalSession.reel(["--text"])
        try session.waitForScreen { $0.framesEnded >= 1 }
        session.send("\u{1B}[200~pasted words")
        try session.waitForText("pasted words")
        session.send(Keys.enter)
        let result = try session.waitForExit()
        #expect(result.status == .exited(0))
        #expect(result.stdoutText == "pasted words\n")
    }

    /// Item 5, drawn: a required text of spaces only is empty, as the
    /// accessible mode has it; a required secret of spaces is an answer.
    @Test func aRequiredTextOfSpacesIsRefusedASecretsIsNot() throws {
        let session = try TerminalSession.reel(["--field", "Name", "--text", "--required",
                                                "--field", "Pin", "--secret", "--required"])
        try session.waitForText("Pin")
        session.send("   " + Keys.enter)
        try session.waitForText("Name is required")
        session.send("Ada" + Keys.tab + "  " + Keys.enter)
        let result = try session.waitForExit()
        #expect(result.status == .exited(0))
        #expect(result.stdoutText == "   Ada\n  \n")
    }
}
