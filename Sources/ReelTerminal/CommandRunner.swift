import ReelCore
import ReelSystem

/// Runs the commands reel starts: `!CMD` wheels, the `--preview` pane and
/// `--on-change`. Each is `/bin/sh -c` in a session (so a process group)
/// of its own with no controlling terminal and `/dev/null` as stdin; a
/// wheel's or the preview's stdout and stderr are pipes the loop polls, an
/// on-change command's go to `/dev/null`, so nothing it leaves running can
/// hold reel back. Shells are reaped as they exit (`reap`, on SIGCHLD),
/// never left as zombies while something they started holds a pipe.
///
/// No process outlives reel: a run that is replaced is ended with its whole
/// group, and on every way out every group reel started gets SIGTERM, then
/// SIGKILL after `grace` (`stopAll`).
package final class CommandRunner {
    private final class Child {
        let pid: pid_t
        let target: CommandTarget
        let run: Int
        var out: Int32
        var err: Int32
        var errorText: [UInt8] = []
        /// The shell's exit status once reaped (as a shell reports it).
        var status: Int32?

        init(pid: pid_t, target: CommandTarget, run: Int, out: Int32, err: Int32) {
            self.pid = pid
            self.target = target
            self.run = run
            self.out = out
            self.err = err
        }
    }

    /// Every child not yet finished with, by pid.
    private var children: [pid_t: Child] = [:]
    /// The run of each wheel and of the preview (one at a time each).
    private var runs: [CommandTarget: Child] = [:]
    /// The on-change command whose shell is running, if any.
    private var onChangeRunning: Child?
    /// Which child reads each descriptor: a picker of many command wheels
    /// finds the ready ones without a search per descriptor.
    private var readers: [Int32: Child] = [:]
    /// Groups whose shell has exited but may still hold processes (an
    /// on-change command's background jobs): ended with reel.
    private var leftovers: Set<pid_t> = []
    /// Made at the first command output: a picker without `!CMD` wheels
    /// never touches its megabyte (peak RSS of a small picker).
    /// (Raw memory, not an array in a lazy property: that one was copied
    /// whole, a megabyte, on every read.)
    private var buffer: UnsafeMutableRawBufferPointer?
    /// Stderr kept per run: the first line is all that is shown.
    static let errorTextLimit = 4096
    /// How long commands have after SIGTERM, when reel ends, before SIGKILL:
    /// long enough for a shell to exit, short enough that reel still ends at once.
    static let grace = 0.05

    /// What runs the commands: `/bin/sh` (a test names one that is not
    /// there, to see a command that cannot start).
    private let shell: String

    package init(shell: String = "/bin/sh") {
        self.shell = shell
    }

    deinit { buffer?.deallocate() }

    /// One read(2) of `fd` into the buffer: its result (bytes read, 0 at
    /// the end, -1 with errno).
    private func readOnce(_ fd: Int32) -> Int {
        if buffer == nil {
            buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: RowStream.bytesPerWakeUp, alignment: 16)
        }
        return System.read(fd, buffer!.baseAddress!, buffer!.count)
    }

    /// The first `count` bytes the buffer holds.
    private func bytesRead(_ count: Int) -> [UInt8] { Array(buffer![..<count]) }

    /// The descriptors to poll.
    package var fds: [Int32] { Array(readers.keys) }

    /// No command is running or has output left to read.
    package var isEmpty: Bool { children.isEmpty }

    /// Starts `command` for `target`, ending the run before it. A command
    /// that cannot start ends at once, as a failure the wheel shows.
    package func start(_ target: CommandTarget, run: Int, command: ShellCommand) -> [Event] {
        stop(target)
        guard let (pid, out, err) = Self.spawn(command, shell: shell, output: true) else {
            return [.commandEnded(target, run: run, status: 127,
                                  firstErrorLine: "cannot run \(shell): " + String(cString: strerror(errno)))]
        }
        add(Child(pid: pid, target: target, run: run, out: out, err: err))
        return []
    }

    /// The `--on-change` command waiting for the one running to end; only
    /// the latest waits.
    private var pendingOnChange: ShellCommand?
    private var onChangeRuns = 0

    /// `--on-change`: fire and forget, one at a time, the latest change
    /// winning. A command whose shell is still running is left to finish
    /// (a volume half set is worse than one set late); changes meanwhile
    /// collapse into the latest, which runs when the shell exits. What it
    /// starts in the background, or a shell that closes its output, holds
    /// nothing back: only the shell's own exit counts.
    package func runOnChange(_ command: ShellCommand) {
        if onChangeRunning != nil {
            pendingOnChange = command
            return
        }
        onChangeRuns += 1
        if let (pid, _, _) = Self.spawn(command, shell: shell, output: false) {
            add(Child(pid: pid, target: .onChange, run: onChangeRuns, out: -1, err: -1))
        }
    }

    private func add(_ child: Child) {
        children[child.pid] = child
        if child.target == .onChange { onChangeRunning = child } else { runs[child.target] = child }
        for fd in [child.out, child.err] where fd >= 0 { readers[fd] = child }
    }

    private func forget(_ child: Child) {
        children[child.pid] = nil
        if child.target == .onChange {
            if onChangeRunning === child { onChangeRunning = nil }
        } else if runs[child.target] === child {
            runs[child.target] = nil
        }
    }

    /// Ends `target`'s run with its whole group; its output is forgotten.
    /// (On-change commands are never stopped but with reel: `stopAll`.)
    package func stop(_ target: CommandTarget) {
        guard let child = runs[target] else { return }
        closePipes(child)
        Self.end([child.pid], reap: child.status == nil ? [child.pid] : [])
        forget(child)
    }

    /// Every command ended, the leftovers of on-change commands too: on
    /// accept, cancel, timeout, signals, and when `--batch` is signalled.
    package func stopAll() {
        pendingOnChange = nil
        let all = Array(children.values)
        for child in all { closePipes(child) }
        Self.end(all.map(\.pid) + leftovers, reap: all.filter { $0.status == nil }.map(\.pid))
        children.removeAll()
        runs.removeAll()
        onChangeRunning = nil
        leftovers.removeAll()
    }

    /// Ctrl-Z stops reel as a job, and its commands with it: they are in
    /// sessions of their own, out of reach of the terminal's stop, so each
    /// group is stopped here and continued when reel is (a stopped job
    /// that keeps working in the background is not what the person asked
    /// for). SIGKILL ends a stopped group as well as a running one.
    package func pauseAll() {
        for group in Array(children.keys) + leftovers { kill(-group, SIGSTOP) }
    }

    package func continueAll() {
        for group in Array(children.keys) + leftovers { kill(-group, SIGCONT) }
    }

    /// Reads what the ready descriptors hold (stdout at most one large read
    /// per child), and ends the runs whose output closed and whose shell exited.
    package func read(ready: [Int32]) -> [Event] {
        var events: [Event] = []
        for fd in ready {
            guard let child = readers[fd] else { continue }
            if fd == child.out {
                let n = readOnce(fd)
                if n > 0 {
                    events.append(.commandOutput(child.target, run: child.run, bytes: bytesRead(n)))
                } else if n == 0 || (errno != EINTR && errno != EAGAIN) {
                    closeOutput(child)
                }
            } else if fd == child.err {
                let n = readOnce(fd)
                if n > 0 {
                    let room = max(0, Self.errorTextLimit - child.errorText.count)
                    child.errorText += bytesRead(min(n, room))
                } else if n == 0 || (errno != EINTR && errno != EAGAIN) {
                    closeError(child)
                }
            }
        }
        return events + reap()
    }

    /// Reaps the shells that have exited (SIGCHLD, or their output closed).
    /// A wheel's run is over once its shell has exited and what it wrote
    /// has been read: whatever it left in the background holding the pipe
    /// is ended with its group, so the wheel stops loading. An on-change
    /// shell that exited lets the latest change run.
    package func reap() -> [Event] {
        var events: [Event] = []
        for child in endedChildren() {
            if child.target == .onChange {
                leftovers.insert(child.pid)
                forget(child)
                continue
            }
            // What the shell wrote before it exited is in the pipe: read it all.
            if child.out >= 0 { events += drain(child) }
            closeError(child, reading: true)
            // What it left in its group goes with it.
            Self.end([child.pid], reap: [])
            forget(child)
            events.append(.commandEnded(child.target, run: child.run, status: child.status ?? 0,
                                        firstErrorLine: Self.firstLine(child.errorText)))
        }
        if onChangeRunning == nil, let next = pendingOnChange {
            pendingOnChange = nil
            runOnChange(next)
        }
        return events
    }

    /// The children whose shells have ended, reaped, their statuses set.
    /// The kernel is asked which child ended, one at a time, so 300 shells
    /// ending cost 300 looks, not one per child per look; a child that is
    /// not reel's (a program embedding the library has its own) stops the
    /// asking, and each of reel's children is then asked in turn.
    private func endedChildren() -> [Child] {
        var ended: [Child] = []
        var askEach = false
        while let pid = System.endedChild() {
            guard let child = children[pid], child.status == nil else {
                askEach = true
                break
            }
            var status: Int32 = 0
            var waited: pid_t
            repeat { waited = waitpid(pid, &status, WNOHANG) } while waited < 0 && errno == EINTR
            guard waited == pid else {
                askEach = true
                break
            }
            child.status = Self.shellStatus(status)
            ended.append(child)
        }
        guard askEach || !System.namesEndedChildren else { return ended }
        for child in children.values where child.status == nil {
            var status: Int32 = 0
            var waited: pid_t
            repeat { waited = waitpid(child.pid, &status, WNOHANG) } while waited < 0 && errno == EINTR
            if waited == child.pid || (waited < 0 && errno == ECHILD) {
                child.status = Self.shellStatus(status)
                ended.append(child)
            }
        }
        return ended
    }

    /// Everything left in a child's stdout, without waiting for more.
    private func drain(_ child: Child) -> [Event] {
        var events: [Event] = []
        while child.out >= 0 {
            let n = readOnce(child.out)
            if n > 0 {
                events.append(.commandOutput(child.target, run: child.run, bytes: bytesRead(n)))
            } else if n < 0, errno == EINTR {
                continue
            } else {
                closeOutput(child)
            }
        }
        return events
    }

    private func closeOutput(_ child: Child) {
        guard child.out >= 0 else { return }
        readers[child.out] = nil
        System.close(child.out)
        child.out = -1
    }

    /// Closes stderr, after reading what is there when `reading`.
    private func closeError(_ child: Child, reading: Bool = false) {
        guard child.err >= 0 else { return }
        while reading {
            let n = readOnce(child.err)
            if n < 0, errno == EINTR { continue }
            guard n > 0 else { break }
            let room = max(0, Self.errorTextLimit - child.errorText.count)
            child.errorText += bytesRead(min(n, room))
        }
        readers[child.err] = nil
        System.close(child.err)
        child.err = -1
    }

    private func closePipes(_ child: Child) {
        closeOutput(child)
        closeError(child)
    }

    /// Runs `command` to its end (`--batch`): its rows, at most `maxRows`;
    /// its exit status; the first line of its stderr. A fatal signal
    /// meanwhile ends the command's group first, then reel, of that signal.
    package static func runToEnd(_ command: ShellCommand, maxRows: Int) -> (LineRows, status: Int32, firstErrorLine: String?) {
        let runner = CommandRunner()
        // A pipe of its own: another loop in the process (a second run on
        // another thread) never takes its SIGCHLD.
        let signals = SignalPipe.subscribe()
        defer { signals?.cancel() }
        var rows = LineRows()
        var status: Int32 = 0
        var errorLine: String?
        for event in runner.start(.wheel(0), run: 1, command: command) {
            if case .commandEnded(_, _, let s, let line) = event { return (rows, s, line) }
        }
        while !runner.isEmpty {
            // A shell's exit is heard as SIGCHLD, which comes after its
            // pipes close (the kernel closes a process's files before it
            // tells the parent): no wait here needs a timeout.
            let fds = runner.fds + [signals?.readEnd ?? -1]
            // Without a signal pipe (no descriptor left for one), the
            // shell's exit is looked for every 20 ms instead.
            guard let ready = System.waitReadable(fds, milliseconds: signals == nil ? 20 : -1) else { continue }
            var events: [Event] = signals == nil ? runner.reap() : []
            if ready.last != .idle, let signals {
                for signo in signals.drain() {
                    if SignalPipe.fatal.contains(signo) {
                        runner.stopAll()
                        SignalPipe.raiseWithDefaultAction(signo)
                    }
                    if signo == SIGCHLD { events += runner.reap() }
                }
            }
            events += runner.read(ready: zip(fds, ready).dropLast().filter { $0.1 != .idle }.map(\.0))
            for event in events {
                switch event {
                case .commandOutput(_, _, let bytes):
                    rows.append(bytes, maxRows: maxRows)
                    if rows.wasCut { runner.stopAll() }
                case .commandEnded(_, _, let s, let line):
                    status = s
                    errorLine = line
                default: break
                }
            }
        }
        rows.finish(maxRows: maxRows)
        return (rows, status, errorLine)
    }

    private static func firstLine(_ bytes: [UInt8]) -> String? {
        let line = bytes.prefix { $0 != 0x0A && $0 != 0x0D }
        return line.isEmpty ? nil : String(decoding: line, as: UTF8.self)
    }

    /// A wait status as a shell gives it: the exit code, or 128+n for signal n.
    private static func shellStatus(_ status: Int32) -> Int32 {
        status & 0x7f == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
    }

    /// Ends `groups`: SIGTERM, then SIGKILL once the shells `reap` names
    /// have exited or `grace` has passed; the shells are reaped.
    private static func end(_ groups: [pid_t], reap shells: [pid_t]) {
        for group in groups { kill(-group, SIGTERM) }
        var waiting = Set(shells)
        let deadline = System.monotonicSeconds() + grace
        while !waiting.isEmpty, System.monotonicSeconds() < deadline {
            for pid in waiting {
                var status: Int32 = 0
                let waited = waitpid(pid, &status, WNOHANG)
                if waited == pid || (waited < 0 && errno == ECHILD) { waiting.remove(pid) }
            }
            if !waiting.isEmpty { usleep(1000) }
        }
        // What else they started in their groups goes with them, SIGTERM or not.
        for group in groups { kill(-group, SIGKILL) }
        for pid in waiting {
            var status: Int32 = 0
            while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        }
    }

    /// POSIX_SPAWN_SETSID: glibc and musl hide it behind _GNU_SOURCE.
    #if canImport(Darwin)
    private static let newSession = Int32(POSIX_SPAWN_SETSID)
    #else
    private static let newSession: Int32 = 0x80
    #endif

    /// `shell -c` and its arguments in a new session, with `/dev/null` as
    /// stdin, the signals reel catches or ignores back at their defaults,
    /// and stdout and stderr on non-blocking pipes (`output`) or on
    /// `/dev/null`. nil, with errno set, when it cannot start.
    private static func spawn(_ command: ShellCommand, shell: String, output: Bool) -> (pid_t, out: Int32, err: Int32)? {
        var outPipe: [Int32] = [-1, -1]
        var errPipe: [Int32] = [-1, -1]
        if output {
            guard pipe(&outPipe) == 0 else { return nil }
            guard pipe(&errPipe) == 0 else { closeAll(outPipe); return nil }
            for fd in outPipe + errPipe { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        }
        #if canImport(Darwin)
        var actions: posix_spawn_file_actions_t? = nil
        var attributes: posix_spawnattr_t? = nil
        #else
        var actions = posix_spawn_file_actions_t()
        var attributes = posix_spawnattr_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        posix_spawnattr_init(&attributes)
        defer {
            posix_spawn_file_actions_destroy(&actions)
            posix_spawnattr_destroy(&attributes)
        }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        if output {
            posix_spawn_file_actions_adddup2(&actions, outPipe[1], 1)
            posix_spawn_file_actions_adddup2(&actions, errPipe[1], 2)
        } else {
            posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
            posix_spawn_file_actions_adddup2(&actions, 1, 2)
        }
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signo in [SIGPIPE, SIGINT, SIGQUIT, SIGTERM, SIGHUP, SIGTSTP, SIGTTIN, SIGTTOU, SIGWINCH, SIGCONT, SIGCHLD] {
            sigaddset(&defaults, signo)
        }
        var mask = sigset_t()
        sigemptyset(&mask)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setsigmask(&attributes, &mask)
        posix_spawnattr_setflags(&attributes, Int16(Self.newSession | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))
        // The script and the values as their bytes: a row that is not UTF-8
        // reaches the command as it was read.
        var argv: [UnsafeMutablePointer<CChar>?] = command.argv.map { bytes in
            (bytes + [0]).withUnsafeBytes { strdup($0.baseAddress!.assumingMemoryBound(to: CChar.self)) }
        } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var pid: pid_t = 0
        let result = posix_spawn(&pid, shell, &actions, &attributes, &argv, environ)
        closeAll([outPipe[1], errPipe[1]])
        guard result == 0 else {
            closeAll([outPipe[0], errPipe[0]])
            errno = result
            return nil
        }
        for fd in [outPipe[0], errPipe[0]] where fd >= 0 { _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK) }
        return (pid, outPipe[0], errPipe[0])
    }

    private static func closeAll(_ fds: [Int32]) {
        for fd in fds where fd >= 0 { System.close(fd) }
    }
}
