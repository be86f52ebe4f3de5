import Foundation
import Testing

import ReelSystem

/// What stdout's reader, signals and the commands reel runs do at the
/// edges of a picker's life, on a real pseudo-terminal and the real
/// `/bin/sh`: a reader that stalls, comes back or goes away, signals while
/// commands run, `--live` and `--on-change` with reloading wheels, values
/// that are never code, process groups that end with reel. Each was a
/// failure once (issue 26); the reproductions are quoted above each.
@Suite struct OutputAndCommandLifecycleEndToEndTests {
    // MARK: Helpers

    static func scratch() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("reel-r3-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    static func lines(_ url: URL) -> [String] {
        ((try? String(contentsOf: url, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
    }

    /// Waits (with a deadline) until the lines of `url` satisfy `predicate`.
    static func waitForLines(_ url: URL, timeout: Double = 5, _ predicate: ([String]) -> Bool,
                             sourceLocation: SourceLocation = #_sourceLocation) {
        let deadline = Date().addingTimeInterval(timeout)
        while !predicate(lines(url)), Date() < deadline { usleep(10_000) }
        #expect(predicate(lines(url)), "\(lines(url))", sourceLocation: sourceLocation)
    }

    /// Each process's state (`S`, `R`, `T`, `Z` a zombie…), parent and
    /// process group, read from /proc.
    struct ProcessEntry {
        var pid: pid_t
        var state: Character
        var parent: pid_t
        var group: pid_t
    }

    static func processes() -> [ProcessEntry] {
        ((try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []).compactMap { name in
            guard let pid = pid_t(name), let stat = try? String(contentsOfFile: "/proc/\(name)/stat", encoding: .utf8),
                  let close = stat.lastIndex(of: ")") else { return nil }
            // After the command's name: state, parent, process group.
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            guard fields.count > 2, let state = fields[0].first, let parent = pid_t(fields[1]),
                  let group = pid_t(fields[2]) else { return nil }
            return ProcessEntry(pid: pid, state: state, parent: parent, group: group)
        }
    }

    /// The live (not zombie) members of process group `group`.
    static func liveMembers(ofGroup group: pid_t) -> [pid_t] {
        processes().filter { $0.group == group && $0.state != "Z" && $0.state != "X" }.map(\.pid)
    }

    /// Waits (with a deadline) until no process of `group` is alive.
    static func expectGroupGone(_ group: pid_t, timeout: Double = 3, sourceLocation: SourceLocation = #_sourceLocation) {
        let deadline = Date().addingTimeInterval(timeout)
        while !liveMembers(ofGroup: group).isEmpty, Date() < deadline { usleep(10_000) }
        #expect(liveMembers(ofGroup: group).isEmpty, "group \(group) outlived reel: \(liveMembers(ofGroup: group))",
                sourceLocation: sourceLocation)
    }

    /// Waits (with a deadline) until process `pid` has ended (a zombie
    /// left for whoever adopted it counts as ended).
    static func expectGone(_ pid: pid_t, timeout: Double = 3, sourceLocation: SourceLocation = #_sourceLocation) {
        func alive() -> Bool { processes().contains { $0.pid == pid && $0.state != "Z" && $0.state != "X" } }
        let deadline = Date().addingTimeInterval(timeout)
        while alive(), Date() < deadline { usleep(10_000) }
        #expect(!alive(), "process \(pid) outlived reel", sourceLocation: sourceLocation)
    }

    /// Everything reel changes, back as it was.
    static func expectTerminalGivenBack(_ session: TerminalSession, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(session.terminalAttributesRestored(), "stty -g differs", sourceLocation: sourceLocation)
        #expect(session.screen.isCursorVisible, "cursor hidden", sourceLocation: sourceLocation)
        #expect(!session.screen.isAlternateScreen, "alternate screen left on", sourceLocation: sourceLocation)
    }

    /// Waits for a line showing `words` side by side, however the wheels pad them.
    @discardableResult
    static func waitForRow(_ session: TerminalSession, _ words: String, timeout: Double = 5) throws -> Screen {
        try session.waitForScreen(timeout: timeout) { screen in
            screen.lines.contains { $0.split(separator: " ").joined(separator: " ").contains(words) }
        }
    }

    // MARK: 1. Stdout never blocks the picker

    /// `reel -c 1...100 --live --format "$(head -c 70000 /dev/zero | tr '\0' x){1}" | sleep 30`,
    /// then ↓: reel blocked in write(2) to stdout, and ↓, Esc, Ctrl-C,
    /// SIGTERM and SIGHUP were all ignored, the terminal left raw.
    /// Here stdout is a pipe nobody reads; each change is settled (its
    /// on-change line is in the log) before the next key.
    static func stalledLive(reportBytes: Int = 70_000, extra: [String] = []) throws -> (TerminalSession, URL) {
        let log = try scratch().appendingPathComponent("log")
        let format = String(repeating: "x", count: reportBytes - 4) + "{1}"
        let session = try TerminalSession.reel(["-c", "1...100", "--live", "--format", format,
                                                "--on-change", "echo {1} >> \(log.path)"] + extra,
                                               readsStdout: false)
        try session.waitForText("[ Done ]")
        return (session, log)
    }

    /// Moves down `count` times, each change settled before the next.
    static func settleDown(_ session: TerminalSession, log: URL, count: Int,
                           sourceLocation: SourceLocation = #_sourceLocation) throws {
        for n in 2...(count + 1) {
            let before = session.screen.text
            session.send(Keys.down)
            try session.waitForScreen { $0.text != before }
            waitForLines(log, { $0.last == String(n) }, sourceLocation: sourceLocation)
        }
    }

    static let stalledWaysOut: [WayOut] = [
        WayOut(name: "escape", keys: Keys.escape, status: .exited(1)),
        WayOut(name: "ctrl+c", keys: Keys.ctrlC, status: .exited(130)),
        WayOut(name: "SIGTERM", signal: SIGTERM, status: .signaled(SIGTERM)),
        WayOut(name: "SIGHUP", signal: SIGHUP, status: .signaled(SIGHUP)),
    ]

    @Test(arguments: stalledWaysOut)
    func aReaderThatStopsReadingNeverHoldsTheKeys(_ way: WayOut) throws {
        let (session, log) = try Self.stalledLive()
        // Three reports of 70 KB: more than the pipe holds.
        try Self.settleDown(session, log: log, count: 3)
        if let keys = way.keys { session.send(keys) }
        if let signo = way.signal { session.signal(signo) }
        let result = try session.waitForExit()
        #expect(result.status == way.status)
        Self.expectTerminalGivenBack(session)
        // What stdout did not take is said, in one line.
        let lines = result.stderr.split(separator: "\n")
        #expect(lines.count == 1, "\(result.stderr)")
        #expect(result.stderr.hasPrefix("reel: stdout: "), "\(result.stderr)")
        #expect(result.stderr.hasSuffix(" bytes not written: its reader stopped reading\n"), "\(result.stderr)")
    }

    /// Enter gives the terminal back at once and waits for the reader, as
    /// any program writing to a pipe does: when it reads again it gets
    /// every report and the choice, in order, and reel exits 0.
    @Test func enterWaitsForAReaderThatComesBack() throws {
        let (session, log) = try Self.stalledLive()
        try Self.settleDown(session, log: log, count: 3)
        session.send(Keys.enter)
        try session.waitForScreen { _ in session.terminalAttributesRestored() }
        session.startReadingStdout()
        let result = try session.waitForExit()
        #expect(result.status == .exited(0))
        let pad = String(repeating: "x", count: 70_000 - 4)
        #expect(result.stdoutText == ["2", "3", "4", "4"].map { pad + $0 + "\n" }.joined())
        #expect(result.stderr.isEmpty, "\(result.stderr)")
    }

    /// Past the queue's bound (1 MiB) the oldest reports go and the newest
    /// stay; the drop is said on stderr at the end and the accept exits 2.
    @Test func theBoundDropsTheOldestReportsAndSaysSo() throws {
        let size = 120_000
        let (session, log) = try Self.stalledLive(reportBytes: size)
        try Self.settleDown(session, log: log, count: 14)
        session.send(Keys.enter)
        try session.waitForScreen { _ in session.terminalAttributesRestored() }
        session.startReadingStdout()
        let result = try session.waitForExit()
        #expect(result.status == .exited(2))
        let pad = String(repeating: "x", count: size - 4)
        let lines = result.stdoutText.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        let numbers = lines.compactMap { $0.hasPrefix(pad) ? Int($0.dropFirst(pad.count)) : nil }
        #expect(numbers.count == lines.count, "a report was cut")
        #expect(numbers.suffix(2) == [15, 15], "the newest report and the choice")
        #expect(numbers == numbers.sorted())
        let dropped = 14 - (numbers.count - 1)
        #expect(dropped > 0)
        #expect(result.stderr == "reel: stdout: \(dropped) --live reports dropped (the oldest): its reader fell behind\n")
    }

    /// The reader goes away (`| head -1`): the next report ends reel as
    /// SIGPIPE ends a pipeline's writer (141), the terminal given back,
    /// and nothing said: the 141 says it, as for `cat` (issue 41 item 9).
    @Test func aReaderThatIsGoneEndsReelAsSigpipe() throws {
        let (session, log) = try Self.stalledLive(reportBytes: 100)
        _ = log
        session.closeStdout()
        session.send(Keys.down)
        let result = try session.waitForExit()
        #expect(result.status == .signaled(SIGPIPE))
        Self.expectTerminalGivenBack(session)
        #expect(result.stderr.isEmpty)
    }

    // MARK: 2. No process outlives reel

    /// `reel --batch -c '!sleep 100' & sleep .5; kill $!; pgrep -af 'sleep 100'`:
    /// the `sh` and the `sleep` lived on, after SIGTERM, SIGINT and SIGHUP alike.
    @Test(arguments: [SIGTERM, SIGINT, SIGHUP])
    func batchSignalledEndsItsCommandsGroup(_ signo: Int32) throws {
        let dir = try Self.scratch()
        let pidFile = dir.appendingPathComponent("pid")
        let session = try TerminalSession.reel(["--batch", "-c", "!echo $$ > \(pidFile.path); sleep 100"], stdin: .null)
        let shell = try PidFile.read(pidFile)
        #expect(!Self.liveMembers(ofGroup: shell).isEmpty, "the command runs in a group of its own")
        session.signal(signo)
        let result = try session.waitForExit()
        #expect(result.status == .signaled(signo))
        Self.expectGroupGone(shell)
    }

    struct WayOut: Sendable, CustomTestStringConvertible {
        var name: String
        var keys: String?
        var signal: Int32?
        var hangUp = false
        var status: ExitResult.Status
        var extra: [String] = []
        var testDescription: String { name }
    }

    static let waysOut: [WayOut] = [
        WayOut(name: "enter", keys: Keys.enter, status: .exited(0)),
        WayOut(name: "escape", keys: Keys.escape, status: .exited(1)),
        WayOut(name: "ctrl+c", keys: Keys.ctrlC, status: .exited(130)),
        WayOut(name: "SIGTERM", signal: SIGTERM, status: .signaled(SIGTERM)),
        WayOut(name: "SIGINT", signal: SIGINT, status: .signaled(SIGINT)),
        WayOut(name: "SIGHUP", signal: SIGHUP, status: .signaled(SIGHUP)),
        WayOut(name: "hang-up", hangUp: true, status: .signaled(SIGHUP)),
        WayOut(name: "timeout", status: .exited(124), extra: ["--timeout", "2"]),
    ]

    /// A command that ignores SIGTERM (`trap '' TERM`, which its children
    /// inherit) and never ends.
    static func stubborn(writingPidTo file: URL, then text: String = "") -> String {
        "trap '' TERM; echo $$ > \(file.path); \(text)sleep 100 & wait"
    }

    /// The preview and on-change commands ignore SIGTERM: on every way out
    /// each group is gone (SIGKILL after the grace).
    @Test(arguments: waysOut)
    func previewAndOnChangeIgnoringSigtermEndWithThePicker(_ way: WayOut) throws {
        let dir = try Self.scratch()
        let preview = dir.appendingPathComponent("preview"), change = dir.appendingPathComponent("change")
        let session = try TerminalSession.reel(["-c", "a,b", "--preview", Self.stubborn(writingPidTo: preview),
                                                "--on-change", Self.stubborn(writingPidTo: change)] + way.extra)
        try session.waitForText("[ Done ]")
        session.send(Keys.down)
        let groups = [try PidFile.read(preview), try PidFile.read(change)]
        try Self.finish(session, way, groups: groups, printing: "b\n")
    }

    /// A wheel's command ignores SIGTERM and never ends (its rows are in,
    /// the wheel still loading): on every way out its group is gone.
    @Test(arguments: waysOut)
    func aWheelCommandIgnoringSigtermEndsWithThePicker(_ way: WayOut) throws {
        let dir = try Self.scratch()
        let file = dir.appendingPathComponent("wheel")
        let session = try TerminalSession.reel(["-c", "a,b", "-c", "!" + Self.stubborn(writingPidTo: file, then: "echo {1}; ")]
                                               + way.extra)
        try Self.waitForRow(session, "a a")
        session.send(Keys.down)
        try Self.waitForRow(session, "b b")
        let group = try PidFile.read(file)
        // The run for b wrote its pid before its row: the file names it.
        try Self.finish(session, way, groups: [group], printing: "b\tb\n")
    }

    /// Ends the picker `way`, then checks the status, the choice, that
    /// every group is gone and the terminal is as it was.
    static func finish(_ session: TerminalSession, _ way: WayOut, groups: [pid_t], printing choice: String,
                       sourceLocation: SourceLocation = #_sourceLocation) throws {
        for group in groups { #expect(!liveMembers(ofGroup: group).isEmpty, sourceLocation: sourceLocation) }
        if let keys = way.keys { session.send(keys) }
        if let signo = way.signal { session.signal(signo) }
        if way.hangUp { session.closeMaster() }
        let result = try session.waitForExit(timeout: 10)
        #expect(result.status == way.status, sourceLocation: sourceLocation)
        if way.status == .exited(0) { #expect(result.stdoutText == choice, sourceLocation: sourceLocation) }
        for group in groups { expectGroupGone(group, sourceLocation: sourceLocation) }
        if !way.hangUp { expectTerminalGivenBack(session, sourceLocation: sourceLocation) }
    }

    // MARK: 3. --live and --on-change report only selections that existed

    /// `reel -c 1...9 -c '!sleep 0.4; echo r{1}' --live`, ↓, Enter printed
    /// `1 r1` (at start, before any key), `2 r1` (the new value beside the
    /// old rows), then `2 r2`. Now only the person's change, once the
    /// wheel it reloads has its rows: `2 r2`, then the choice.
    @Test func liveReportsOnlyThePersonsChangeOnceItsRowsAreIn() throws {
        let log = try Self.scratch().appendingPathComponent("log")
        let session = try TerminalSession.reel(["-c", "1...9", "-c", "!sleep 0.4; echo r{1}", "--live",
                                                "--on-change", "echo {1} {2} >> \(log.path)"])
        try Self.waitForRow(session, "1 r1")
        // Long enough for a report at start to have come, had there been one.
        try session.waitForScreen { !$0.contains("loading") }
        session.send(Keys.down)
        try Self.waitForRow(session, "2 r2")
        try session.waitForStdout { $0.contains("2\tr2\n") }
        Self.waitForLines(log, { $0 == ["2 r2"] })
        session.send(Keys.enter)
        let result = try session.waitForExit()
        #expect(result.status == .exited(0))
        #expect(result.stdoutText == "2\tr2\n2\tr2\n")
        #expect(Self.lines(log) == ["2 r2"])
    }

    // MARK: 4. A value is never code, in any quoting (the picker's commands)

    /// `reel --batch -c '$(touch ./pwned),b' -c '!echo "{1}"'` created
    /// `./pwned`; so did `'{1}'` and `"x{1}x"`. `CommandSafetyEndToEndTests`
    /// runs every quoting in `--batch`; here the picker's three kinds of
    /// command get the value in each quoting.
    @Test func aValueIsNeverCodeInThePickersCommands() throws {
        let dir = try Self.scratch()
        let marker = dir.appendingPathComponent("pwned").path
        let log = dir.appendingPathComponent("log")
        let hostile = "$(touch \(marker))'\"`touch \(marker)`"
        let quotings = [#"echo "{1}""#, "echo '{1}'", #"echo "x{1}x""#]
        let session = try TerminalSession.reel(["-c", "safe," + hostile.replacingOccurrences(of: ",", with: "\\,"),
                                                "-c", "!" + quotings.joined(separator: "; "),
                                                "--preview", quotings.joined(separator: "; "),
                                                "--on-change", "(" + quotings.joined(separator: "; ") + ") >> \(log.path)"])
        try Self.waitForRow(session, "safe safe")
        session.send(Keys.down)
        Self.waitForLines(log, { $0 == [hostile, hostile, "x\(hostile)x"] })
        try session.waitForScreen { $0.contains("x$(touch") }
        session.send(Keys.escape)
        _ = try session.waitForExit()
        #expect(!FileManager.default.fileExists(atPath: marker))
    }

    // MARK: 5. On-change as a job runner

    /// `--on-change 'sleep 100 & echo {1} >> ./log'`, ↓↓↓: only the first
    /// ran (its background job held the pipe). Now every change runs, and
    /// the jobs it left end with reel.
    @Test func onChangeJobsInTheBackgroundHoldNothingBack() throws {
        let dir = try Self.scratch()
        let log = dir.appendingPathComponent("log"), jobs = dir.appendingPathComponent("jobs")
        let session = try TerminalSession.reel(["-c", "1...9", "--on-change",
                                                "sleep 100 & echo $! >> \(jobs.path); echo {1} >> \(log.path)"])
        try session.waitForText("[ Done ]")
        for n in 2...4 {
            session.send(Keys.down)
            Self.waitForLines(log, { $0.last == String(n) })
        }
        #expect(Self.lines(log) == ["2", "3", "4"])
        session.send(Keys.escape)
        #expect(try session.waitForExit().status == .exited(1))
        for job in Self.lines(jobs).compactMap({ pid_t($0) }) { Self.expectGone(job) }
    }

    /// `--on-change 'exec >/dev/null 2>&1; sleep .5; echo {1} >> ./log'`
    /// wrote nothing: the command was taken for finished and killed about
    /// 0.1 s later. Now only its shell's exit counts.
    @Test func onChangeThatClosesItsOutputStillDoesItsWork() throws {
        let log = try Self.scratch().appendingPathComponent("log")
        let session = try TerminalSession.reel(["-c", "1...9", "--on-change",
                                                "exec >/dev/null 2>&1; sleep .5; echo {1} >> \(log.path)"])
        try session.waitForText("[ Done ]")
        session.send(Keys.down)
        Self.waitForLines(log, { $0 == ["2"] })
        session.send(Keys.escape)
        #expect(try session.waitForExit().status == .exited(1))
    }

    // MARK: 6. Values reach commands as their bytes

    /// A row `caf\xe9` reached `!CMD`, the preview and on-change as
    /// `caf\xef\xbf\xbd` (U+FFFD), though stdout kept the bytes.
    @Test func valuesReachEveryCommandAsTheirBytes() throws {
        let log = try Self.scratch().appendingPathComponent("log")
        let hex = "printf %s {1} | od -An -tx1 | tr -s ' '"
        let session = try TerminalSession.reel(["-c", "-", "-c", "!" + hex, "--preview", "echo pane; " + hex,
                                                "--on-change", "\(hex) >> \(log.path)"],
                                               stdin: .data(Data([0x78, 0x0A, 0x63, 0x61, 0x66, 0xE9, 0x0A])))
        try session.waitForText("[ Done ]")
        session.send(Keys.down)
        Self.waitForLines(log, { $0 == [" 63 61 66 e9"] })
        try session.waitForScreen { $0.lines.filter { $0.contains("63 61 66 e9") }.count >= 2 }
        session.send(Keys.enter)
        let result = try session.waitForExit()
        #expect(result.stdout == Data([0x63, 0x61, 0x66, 0xE9, 0x09]) + Data(" 63 61 66 e9\n".utf8))
    }

    // MARK: 7. The datetime hour, and derived fields, in commands

    /// `LANG=en_US.UTF-8 reel -p datetime -s 2026-02-14T21:30 --preview 'echo {2}'`
    /// showed 9 (de_DE 21), and `{hour}`, `{iso}` were refused in commands.
    @Test(arguments: ["en_US.UTF-8", "de_DE.UTF-8"])
    func theHourIsTheSameInEveryLocaleAndFieldsWorkInCommands(_ locale: String) throws {
        let log = try Self.scratch().appendingPathComponent("log")
        let session = try TerminalSession.reel(["-p", "datetime", "-s", "2026-02-14T21:30",
                                                "--preview", "echo hour={2} at={hour} iso={iso}",
                                                "--on-change", "echo {2} {hour} {minute} >> \(log.path)"],
                                               environment: ["LANG": locale])
        try session.waitForText("hour=21 at=21 iso=2026-02-14T21:30")
        session.send(Keys.tab + Keys.down)
        Self.waitForLines(log, { $0 == ["22 22 30"] })
        try session.waitForText("hour=22 at=22 iso=2026-02-14T22:30")
        session.send(Keys.enter)
        let result = try session.waitForExit()
        #expect(result.stdoutText == "2026-02-14\t22\t30\n")
    }

    // MARK: 8. Cost grows linearly with the command wheels

    /// `a=(); for i in $(seq 300); do a+=(-c "!echo w$i; true"); done; reel --fullscreen "${a[@]}"`,
    /// then Esc: 5–9 s to exit (dd8a5aa laid the picker out again for each
    /// command event, a column at a time over every wheel, and reaped no
    /// shell until the end). Now Esc ends it, whether the wheels are still
    /// loading or loaded and spun, and gives the terminal back. How long it takes is no test's business (a 4 s deadline
    /// failed under ASan on a loaded machine): the work each event costs
    /// is counted in `CommandWheelCostTests`.
    @Test(arguments: [true, false])
    func threeHundredCommandWheelsLoadSpinAndEnd(escapeWhileLoading: Bool) throws {
        // A list first, so that a spin shows.
        let wheels = (1...300).flatMap { ["-c", "!echo w\($0); true"] }
        let session = try TerminalSession.reel(["--fullscreen", "-c", "1...9"] + wheels, rows: 40, columns: 200)
        try session.waitForText("[ Done ]", timeout: 30)
        if !escapeWhileLoading {
            // 300 wheels in 200 columns: a column each, every row an ellipsis.
            try session.waitForScreen(timeout: 60) { screen in
                !screen.contains("loading") && screen.lines.contains { $0.contains("…  …  …") }
            }
            #expect(Self.processes().filter { $0.parent == session.pid }.isEmpty, "every shell reaped as it ended")
            for _ in 0..<3 {
                let before = session.screen.text
                session.send(Keys.down)
                try session.waitForScreen { $0.text != before }
            }
            session.send(Keys.right + Keys.down + Keys.left)
        }
        session.send(Keys.escape)
        let result = try session.waitForExit()
        #expect(result.status == .exited(1))
        Self.expectTerminalGivenBack(session)
    }

    // MARK: 9. A zombie while a background child holds the pipe

    /// `reel -c a,b -c '!sleep 100 & echo {1}'`: the `sh` stayed `<defunct>`
    /// under reel until the pipe closed. Now the shell is reaped as it
    /// exits and the wheel's run ends (what it left holding the pipe goes
    /// with its group), also when reel was started with SIGCHLD blocked
    /// (a mask is inherited across exec: then no exit was ever heard).
    @Test(arguments: [false, true])
    func noZombieWhileABackgroundJobHoldsThePipe(sigchldBlocked: Bool) throws {
        let dir = try Self.scratch()
        let jobFile = dir.appendingPathComponent("job")
        let session = try TerminalSession.reel(["-c", "a,b", "-c", "!sleep 100 & echo $! > \(jobFile.path); echo {1}"],
                                               blockedSignals: sigchldBlocked ? [SIGCHLD] : [])
        try Self.waitForRow(session, "a a")
        let job = try PidFile.read(jobFile)
        try session.waitForScreen { !$0.contains("loading") }
        func zombies() -> [pid_t] { Self.processes().filter { $0.parent == session.pid && $0.state == "Z" }.map(\.pid) }
        let deadline = Date().addingTimeInterval(3)
        while !zombies().isEmpty, Date() < deadline { usleep(10_000) }
        #expect(zombies().isEmpty, "zombies under reel: \(zombies())")
        Self.expectGone(job)
        session.send(Keys.escape)
        #expect(try session.waitForExit().status == .exited(1))
    }

    /// The same in `--batch`, started with SIGCHLD blocked: reel ends as
    /// soon as the shell has (before, it waited for the `sleep` holding the pipe).
    @Test func batchWithSigchldBlockedEndsWithItsShell() throws {
        let dir = try Self.scratch()
        let jobFile = dir.appendingPathComponent("job")
        let session = try TerminalSession.reel(["--batch", "-c", "a,b", "-c", "!sleep 100 & echo $! > \(jobFile.path); echo {1}"],
                                               stdin: .null, blockedSignals: [SIGCHLD])
        let result = try session.waitForExit(timeout: 10)
        #expect(result.status == .exited(0))
        #expect(result.stdoutText == "a\ta\n")
        Self.expectGone(try PidFile.read(jobFile))
    }
}
