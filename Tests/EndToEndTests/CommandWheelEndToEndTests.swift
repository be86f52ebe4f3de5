import Foundation
import Testing

import ReelSystem

/// `!CMD` wheels on a real pseudo-terminal: rows from a command that
/// re-runs when the wheels it names settle; failures, endless and huge
/// output, hostile values, fast spinning, and every way out leaving no
/// command behind.
@Suite struct CommandWheelEndToEndTests {
    /// A scratch folder for pid files and run counts.
    static func scratch() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("reel-cmd-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    func expectCleanExit(_ session: TerminalSession, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(session.terminalAttributesRestored(), sourceLocation: sourceLocation)
        #expect(session.screen.isCursorVisible, sourceLocation: sourceLocation)
    }

    /// Waits (with `Patience`) until the process `pid` is gone.
    func expectGone(_ pid: pid_t, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(Patience.wait { kill(pid, 0) == -1 }, "command \(pid) outlived reel", sourceLocation: sourceLocation)
    }

    /// Waits for a line showing `words` side by side, however the wheels
    /// pad them.
    @discardableResult
    func waitForRow(_ session: TerminalSession, _ words: String) throws -> Screen {
        try session.waitForScreen { screen in
            screen.lines.contains { $0.split(separator: " ").joined(separator: " ").contains(words) }
        }
    }

    @Test func rowsFollowTheWheelTheyName() throws {
        let session = try TerminalSession.reel(["-c", "main,dev", "-c", "!echo {1}-1; echo {1}-2"])
        try waitForRow(session, "main main-1")
        session.send(Keys.down)
        try waitForRow(session, "dev dev-1")
        // Both rows are in before the second wheel spins.
        try session.waitForText("dev-2")
        session.send(Keys.tab + Keys.down)
        try waitForRow(session, "dev dev-2")
        session.send(Keys.enter)
        let result = try session.waitForExit()
        #expect(result.status == .exited(0))
        #expect(result.stdoutText == "dev\tdev-2\n")
        expectCleanExit(session)
    }

    @Test func theWheelKeepsItsRowWhenTheValueIsStillThere() throws {
        let session = try TerminalSession.reel(["-c", "a,b", "-c", "!echo {1}; echo same; echo last", "--focus", "2"])
        try waitForRow(session, "a a")
        session.send(Keys.down)
        try waitForRow(session, "a same")
        session.send(Keys.left + Keys.down)
        try waitForRow(session, "b same")
        session.send(Keys.enter)
        #expect(try session.waitForExit().stdoutText == "b\tsame\n")
    }

    @Test func hostileValuesAreTextNeverCode() throws {
        let dir = try Self.scratch()
        let marker = dir.appendingPathComponent("pwned").path
        let hostile = ["$(touch \(marker))", "`touch \(marker)`", "'; touch \(marker); '", "\"; touch \(marker); \""]
        let spec = hostile.map { $0.replacingOccurrences(of: ",", with: "\\,") }.joined(separator: ",")
        let session = try TerminalSession.reel(["-c", spec, "-c", "!printf '[%s]\\n' {1} {}", "--format", "{2}"],
                                               columns: 200)
        for (index, value) in hostile.enumerated() {
            if index > 0 { session.send(Keys.down) }
            try session.waitForText("[\(value)]")
        }
        session.send(Keys.enter)
        let result = try session.waitForExit()
        #expect(result.stdoutText == "[\(hostile.last!)]\n")
        #expect(!FileManager.default.fileExists(atPath: marker), "a value ran as code")
    }

    @Test func aFailingCommandShowsItsErrorAndEnterWaits() throws {
        let session = try TerminalSession.reel(["-c", "!echo 'no such branch' >&2; exit 3"])
        try session.waitForText("no such branch")
        session.send(Keys.enter)
        // Enter on an empty wheel does not accept: reel is still there.
        try session.waitUntilKeysAreHandled()
        #expect(try session.waitForText("no such branch").contains("[ Done ]"))
        session.send(Keys.escape)
        let result = try session.waitForExit()
        #expect(result.status == .exited(1))
        #expect(result.stdout.isEmpty)
        expectCleanExit(session)
    }

    @Test func aCommandThatPrintsNothingSaysSo() throws {
        let session = try TerminalSession.reel(["-c", "!true"])
        try session.waitForText("no output")
        session.send(Keys.escape)
        #expect(try session.waitForExit().status == .exited(1))
    }

    @Test func tenMillionLinesStreamAndTheCommandEndsWithTheChoice() throws {
        let dir = try Self.scratch()
        let pidFile = dir.appendingPathComponent("pid")
        let session = try TerminalSession.reel(["-c", "!echo $$ > \(pidFile.path); exec seq 10000000"])
        // Usable while it loads: three rows are there to spin through.
        try session.waitForScreen { $0.contains("loading… ") && $0.lines.contains { $0.trimmingCharacters(in: .whitespaces) == "3" } }
        let pid = try PidFile.read(pidFile)
        session.send(Keys.down + Keys.down)
        try waitForRow(session, "3")
        session.send(Keys.enter)
        let result = try session.waitForExit()
        #expect(result.stdoutText == "3\n")
        expectGone(pid)
        expectCleanExit(session)
    }

    @Test func maxRowsCutsACommandAndEndsIt() throws {
        let dir = try Self.scratch()
        let pidFile = dir.appendingPathComponent("pid")
        let session = try TerminalSession.reel(["-c", "!echo $$ > \(pidFile.path); exec yes", "--max-rows", "1000"])
        try session.waitForText("only first 1000")
        expectGone(try PidFile.read(pidFile))
        session.send(Keys.enter)
        #expect(try session.waitForExit().stdoutText == "y\n")
    }

    struct WayOut: Sendable, CustomTestStringConvertible {
        var name: String
        var keys: String?
        var signal: Int32?
        var status: ExitResult.Status
        var extra: [String] = []
        var testDescription: String { name }
    }

    static let waysOut: [WayOut] = [
        WayOut(name: "enter", keys: Keys.enter, status: .exited(0)),
        WayOut(name: "escape", keys: Keys.escape, status: .exited(1)),
        WayOut(name: "ctrl+c", keys: "\u{03}", status: .exited(130)),
        WayOut(name: "SIGTERM", signal: SIGTERM, status: .signaled(SIGTERM)),
        WayOut(name: "SIGHUP", signal: SIGHUP, status: .signaled(SIGHUP)),
        // Three seconds for the command to start and say so before the
        // timeout ends reel: a wide margin, not a measure.
        WayOut(name: "timeout", status: .exited(124), extra: ["--timeout", "3"]),
    ]

    /// A command that never ends: the picker is usable meanwhile, and on
    /// every way out its whole process group goes, the terminal restored.
    @Test(arguments: waysOut) func aCommandThatNeverEndsEndsWithReel(_ way: WayOut) throws {
        let dir = try Self.scratch()
        let pidFile = dir.appendingPathComponent("pid")
        let childFile = dir.appendingPathComponent("child")
        let session = try TerminalSession.reel(["-c", "!echo $$ > \(pidFile.path); sleep 1000 & echo $! > \(childFile.path); echo ready; wait"] + way.extra)
        // The frame that showed it: the timeout may have erased it since.
        let ready = try session.waitForText("ready")
        let pid = try PidFile.read(pidFile)
        let child = try PidFile.read(childFile)
        #expect(ready.contains("loading…"))
        if let keys = way.keys { session.send(keys) }
        if let signal = way.signal { session.signal(signal) }
        let result = try session.waitForExit()
        #expect(result.status == way.status)
        if way.status == .exited(0) { #expect(result.stdoutText == "ready\n") }
        expectGone(pid)
        expectGone(child)
        expectCleanExit(session)
    }

    /// The processes of process group `group` and their states (`T`
    /// stopped, `Z` a zombie, `S`/`R` running), read from /proc.
    static func members(ofGroup group: pid_t) -> [pid_t: Character] {
        var found: [pid_t: Character] = [:]
        for name in (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? [] {
            guard let pid = pid_t(name), let stat = try? String(contentsOfFile: "/proc/\(name)/stat", encoding: .utf8),
                  let close = stat.lastIndex(of: ")") else { continue }
            // After the command's name: state, parent, process group.
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            guard fields.count > 2, pid_t(fields[2]) == group, let state = fields[0].first else { continue }
            found[pid] = state
        }
        return found
    }

    /// Ctrl-Z with a command still running, under a shell with job
    /// control: reel stops as a job and its command's process group stops
    /// with it (nothing works on behind a stopped job); `fg` continues
    /// both and redraws; Esc then ends reel, the group goes with it, no
    /// zombie is left and the shell gets its terminal back as it was.
    @Test func ctrlZStopsTheRunningCommandAndFgContinuesIt() throws {
        let dir = try Self.scratch()
        let pidFile = dir.appendingPathComponent("pid")
        let session = try TerminalSession(executable: "/bin/bash",
                                          arguments: ["-c", "exec bash --norc --noprofile -i >/dev/tty 2>&1"],
                                          environment: ["PS1": "prompt$ ", "HISTFILE": "/dev/null"])
        try session.waitForScreen { $0.contains("prompt$") || $0.contains("bash-") }
        // No history expansion of the `!` of `!CMD`.
        session.send("set +H\r")
        let command = "!echo $$ > \(pidFile.path); echo row-{1}; sleep infinity; echo late"
        session.send("\(try ReelBinary.path) -c a,b -c '\(command)'\r")
        try waitForRow(session, "a row-a")
        let group = try PidFile.read(pidFile)
        // The shell forks its sleep after the row is out: wait for both.
        var members: [pid_t: Character] = [:]
        _ = Patience.wait {
            members = Self.members(ofGroup: group)
            return members.count == 2
        }
        #expect(members.count == 2, "sh and its sleep: \(members)")
        #expect(session.screen.contains("loading…"))

        session.send(Keys.ctrlZ)
        try session.waitForScreen { $0.contains("Stopped") && !$0.contains("[ Done ]") }
        _ = Patience.wait {
            members = Self.members(ofGroup: group)
            return !members.isEmpty && members.values.allSatisfy { $0 == "T" }
        }
        #expect(!members.isEmpty && members.values.allSatisfy { $0 == "T" }, "the command runs on behind a stopped reel: \(members)")
        session.send("stty -a | tr ' ;' '\\n\\n' | grep -x -e icanon -e echo | paste -sd+ -\r")
        try session.waitForText("icanon+echo")

        session.send("fg\r")
        try session.waitForText("[ Done ]")
        try waitForRow(session, "a row-a")
        members = Self.members(ofGroup: group)
        #expect(members.count == 2 && !members.values.contains("T") && !members.values.contains("Z"),
                "continued with reel: \(members)")

        session.send(Keys.escape)
        try session.waitForScreen { !$0.contains("[ Done ]") }
        session.send("echo status=$?\r")
        try session.waitForText("status=1")
        expectGone(group)
        // The sleep, killed with its group, is reaped by init once reel has
        // reaped its shell: wait for that, not for a fixed time.
        #expect(Patience.wait { Self.members(ofGroup: group).isEmpty }, "left behind: \(Self.members(ofGroup: group))")
        session.send("stty -a | tr ' ;' '\\n\\n' | grep -x -e icanon -e echo -e isig | paste -sd+ -\r")
        try session.waitForText("isig+icanon+echo")
        session.send("exit\r")
        _ = try session.waitForExit()
    }

    /// The command's stdin is /dev/null and it has no terminal.
    @Test func commandsNeverGetTheTerminal() throws {
        let session = try TerminalSession.reel(["-c", "!cat; test -t 0 || echo stdin-not-tty; (exec 3</dev/tty) 2>/dev/null || echo no-tty"])
        try session.waitForText("stdin-not-tty")
        session.send(Keys.down)
        try session.waitForText("no-tty")
        session.send(Keys.escape)
        _ = try session.waitForExit()
        expectCleanExit(session)
    }

    /// Spinning through 100 rows a key at a time starts one run where the
    /// wheel stops, not a hundred. The 99 keys go in one write, so no pause
    /// of a busy machine between them can let the wheel settle midway
    /// (spinning at a key every 20 ms, and when the run starts after the
    /// last key, is `CommandFeedTests`, on a clock of its own). The time to
    /// the reloaded frame is printed as a figure, not checked.
    @Test func fastSpinningStartsFewRuns() throws {
        let dir = try Self.scratch()
        let runs = dir.appendingPathComponent("runs")
        let session = try TerminalSession.reel(["-c", "1...100", "-c", "!echo run >> \(runs.path); echo v{1}"])
        try waitForRow(session, "1 v1")
        session.send(String(repeating: "j", count: 99))
        let lastKey = ContinuousClock.now
        try waitForRow(session, "100 v100")
        let latency = ContinuousClock.now - lastKey
        let count = try String(contentsOf: runs, encoding: .utf8).split(separator: "\n").count
        // The wheels settle 150 ms after the last key; the rest is the run
        // and the frame.
        print("reel-figures: runs for 100 rows: \(count); last key to reloaded frame: \(latency);"
              + " settle to reloaded frame: \(latency - .milliseconds(150))")
        #expect(count == 2, "\(count) runs: the first rows' and the last's")
        session.send(Keys.enter)
        #expect(try session.waitForExit().stdoutText == "100\tv100\n")
    }

    @Test func batchRunsTheCommandsOnceWithTheInitialValues() throws {
        let session = try TerminalSession.reel(["--batch", "-c", "a,b", "--select", "b", "-c", "!echo {1}x"])
        let result = try session.waitForExit()
        #expect(result.stdoutText == "b\tbx\n")
        let failing = try TerminalSession.reel(["--batch", "-c", "!echo broken >&2; exit 1"])
        let failed = try failing.waitForExit()
        #expect(failed.status == .exited(2))
        #expect(failed.stderr.contains("broken"))
        // Without a terminal there is no pane and no change: the initial
        // selection, and the fields a command wheel shows are kept.
        let quiet = try TerminalSession.reel(["--batch", "-c", "a,b", "--preview", "echo x", "--on-change", "echo y", "--live"])
        #expect(try quiet.waitForExit().stdoutText == "a\n")
        let fields = try TerminalSession.reel(["--batch", "-c", "!printf '1\\tone\\n2\\ttwo\\n'", "--show", "2",
                                               "--value", "1", "--select", "2", "--json"])
        #expect(try fields.waitForExit().stdoutText.contains(#""value":"2","title":"two""#))
    }
}

/// The examples of issue 16 on a pseudo-terminal.
@Suite struct CommandExamplesEndToEndTests {
    static func script(_ name: String) -> String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("examples/\(name)").path
    }

    @Test func volumeFollowsTheWheelAndEscPutsItBack() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("reel-vol-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let log = dir.appendingPathComponent("volume")
        let session = try TerminalSession(executable: "/bin/sh", arguments: [Self.script("volume.sh")],
                                          stdin: .terminal,
                                          environment: ["REEL": ReelBinary.path, "VOLUME_NOW": "50",
                                                        "VOLUME_CMD": "echo {1} >> \(log.path)"],
                                          rows: 24, columns: 80)
        try session.waitForText("[ Done ]")
        session.send("jj")
        _ = Patience.wait { (try? String(contentsOf: log, encoding: .utf8)) == "60\n" }
        #expect(try String(contentsOf: log, encoding: .utf8) == "60\n")
        session.send(Keys.escape)
        #expect(try session.waitForExit().status == .exited(1))
        #expect(try String(contentsOf: log, encoding: .utf8) == "60\n50\n")
    }

    @Test func commitsOfTheChosenBranch() throws {
        let repo = FileManager.default.temporaryDirectory.appendingPathComponent("reel-git-\(UUID().uuidString)")
        let setup = """
            set -e; git init -q -b main '\(repo.path)'; cd '\(repo.path)'
            git -c user.name=t -c user.email=t@t commit -q --allow-empty -m first
            git branch dev; git checkout -q dev
            git -c user.name=t -c user.email=t@t commit -q --allow-empty -m 'only on dev'
            """
        let shell = Process()
        shell.executableURL = URL(fileURLWithPath: "/bin/sh")
        shell.arguments = ["-c", setup]
        try shell.run()
        shell.waitUntilExit()
        try #require(shell.terminationStatus == 0, "git is needed")
        let session = try TerminalSession(executable: "/bin/sh", arguments: ["-c", "cd '\(repo.path)' && exec sh '\(Self.script("commits.sh"))'"],
                                          stdin: .terminal, environment: ["REEL": ReelBinary.path], rows: 24, columns: 80)
        try session.waitForText("only on dev")
        session.send(Keys.down)
        try session.waitForScreen { !$0.contains("only on dev") && $0.contains("first") }
        session.send(Keys.up)
        try session.waitForText("only on dev")
        session.send(Keys.enter)
        let result = try session.waitForExit()
        #expect(result.status == .exited(0))
        #expect(result.stdoutText.count == 8, "a short hash: \(result.stdoutText)")
    }
}

/// `--preview` on a pseudo-terminal: a pane under the wheels, sanitised,
/// cut, re-run on settle, gone when the terminal is too short.
@Suite struct PreviewEndToEndTests {
    @Test func thePaneShowsTheCommandForTheSettledSelection() throws {
        let session = try TerminalSession.reel(["-c", "1...12", "--preview-lines", "2",
                                                "--preview", "echo month {1}; printf '\\033[31mred\\n'; echo third"])
        try session.waitForText("month 1")
        let screen = try session.waitForText("red")
        #expect(!screen.contains("third"), "cut to the pane")
        #expect(!screen.contains("\u{1B}"))
        session.send("jj")
        try session.waitForText("month 3")
        session.send(Keys.enter)
        let result = try session.waitForExit()
        #expect(result.stdoutText == "3\n")
        #expect(session.terminalAttributesRestored())
    }

    @Test func aFailingPreviewShowsItsError() throws {
        let session = try TerminalSession.reel(["-c", "a,b", "--preview", "echo 'cannot preview {1}' >&2; exit 1"])
        try session.waitForText("cannot preview a")
        session.send(Keys.enter)
        #expect(try session.waitForExit().stdoutText == "a\n", "a failed preview never blocks the choice")
    }

    @Test func aShortTerminalDropsThePaneFirst() throws {
        let session = try TerminalSession.reel(["-c", "1...12", "--title", "Month", "--preview", "echo pane {1}",
                                                "--preview-lines", "4"], rows: 8)
        let screen = try session.waitForText("[ Done ]")
        #expect(screen.contains("Month"))
        #expect(!screen.contains("pane"))
        session.send(Keys.escape)
        #expect(try session.waitForExit().status == .exited(1))
    }

    /// The real `cal` (Debian: apt-get install ncal), on a fixed date
    /// chosen through the example's wheels: its month header is on the
    /// screen, and follows the month wheel once it settles.
    @Test func theDateExampleShowsTheMonthsCalendar() throws {
        try #require(ShellCommand.find("cal") != nil, "cal is not installed (apt-get install ncal)")
        let session = try TerminalSession(executable: "/bin/sh", arguments: [CommandExamplesEndToEndTests.script("date-cal.sh"),
                                                                                "--select", "2026-02-14"],
                                          environment: ["REEL": ReelBinary.path, "LC_ALL": "C"], rows: 24, columns: 80)
        try session.waitForText("February 2026")
        try session.waitForText("Su Mo Tu We Th Fr Sa")
        try session.waitForText("15 16 17 18 19 20 21")
        // In the C locale the month wheel is drawn first and has the
        // focus: one down is March.
        session.send(Keys.down)
        try session.waitForText("March 2026")
        session.send(Keys.enter)
        let result = try session.waitForExit()
        #expect(result.status == .exited(0))
        #expect(result.stdoutText == "2026\t03\t14\n")
    }
}
