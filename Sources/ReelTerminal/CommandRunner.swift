import ReelCore
import ReelSystem

/// Runs the commands of `!CMD` wheels: `/bin/sh -c`, in a session (so a
/// process group) of their own with no controlling terminal, `/dev/null`
/// as stdin, stdout and stderr on pipes the loop polls. A run that is
/// replaced or outlived is ended with its whole process group (SIGKILL:
/// nothing is waited for) and reaped, so no zombie is left behind.
package final class CommandRunner {
    private final class Child {
        let pid: pid_t
        let target: CommandTarget
        let run: Int
        var out: Int32
        var err: Int32
        var errorText: [UInt8] = []

        init(pid: pid_t, target: CommandTarget, run: Int, out: Int32, err: Int32) {
            self.pid = pid
            self.target = target
            self.run = run
            self.out = out
            self.err = err
        }
    }

    private var children: [Child] = []
    /// Made at the first command output: a picker without `!CMD` wheels
    /// never touches its megabyte (peak RSS of a small picker).
    private lazy var buffer = [UInt8](repeating: 0, count: RowStream.bytesPerWakeUp)
    /// Stderr kept per run: the first line is all that is shown.
    static let errorTextLimit = 4096

    /// What runs the commands: `/bin/sh` (a test names one that is not
    /// there, to see a command that cannot start).
    private let shell: String

    package init(shell: String = "/bin/sh") {
        self.shell = shell
    }

    /// The descriptors to poll.
    package var fds: [Int32] { children.flatMap { [$0.out, $0.err] }.filter { $0 >= 0 } }

    package var isEmpty: Bool { children.isEmpty }

    /// Starts `command` for `target`, ending the run before it. A command
    /// that cannot start ends at once, as a failure the wheel shows.
    package func start(_ target: CommandTarget, run: Int, command: [UInt8]) -> [Event] {
        stop(target)
        guard let (pid, out, err) = Self.spawn(command, shell: shell) else {
            return [.commandEnded(target, run: run, status: 127,
                                  firstErrorLine: "cannot run \(shell): " + String(cString: strerror(errno)))]
        }
        children.append(Child(pid: pid, target: target, run: run, out: out, err: err))
        return []
    }

    /// The `--on-change` command waiting for the one running to end; only
    /// the latest waits.
    private var pendingOnChange: [UInt8]?
    private var onChangeRuns = 0

    /// `--on-change`: one at a time, the latest change winning. A command
    /// already running is left to finish (a volume half set is worse than
    /// one set late); changes meanwhile collapse into the latest.
    package func runOnChange(_ command: [UInt8]) {
        if children.contains(where: { $0.target == .onChange }) {
            pendingOnChange = command
            return
        }
        onChangeRuns += 1
        if let (pid, out, err) = Self.spawn(command, shell: shell) {
            children.append(Child(pid: pid, target: .onChange, run: onChangeRuns, out: out, err: err))
        }
    }

    package func stop(_ target: CommandTarget) {
        for child in children where child.target == target { end(child, kill: true) }
        children.removeAll { $0.target == target }
    }

    /// Every command ended: on accept, cancel, timeout and signals.
    package func stopAll() {
        pendingOnChange = nil
        for child in children { end(child, kill: true) }
        children.removeAll()
    }

    /// Ctrl-Z stops reel as a job, and its commands with it: they are in
    /// sessions of their own, out of reach of the terminal's stop, so each
    /// group is stopped here and continued when reel is (a stopped job
    /// that keeps working in the background is not what the person asked
    /// for). SIGKILL ends a stopped group as well as a running one.
    package func pauseAll() {
        for child in children { kill(-child.pid, SIGSTOP) }
    }

    package func continueAll() {
        for child in children { kill(-child.pid, SIGCONT) }
    }

    /// Reads what the ready descriptors hold (stdout at most one large read
    /// per child), and reaps children whose output has ended.
    package func read(ready: [Int32]) -> [Event] {
        var events: [Event] = []
        for child in children {
            if child.out >= 0, ready.contains(child.out) {
                let n = buffer.withUnsafeMutableBytes { System.read(child.out, $0.baseAddress!, $0.count) }
                if n > 0, child.target == .onChange {
                    // Its output is nobody's: read and dropped.
                } else if n > 0 {
                    events.append(.commandOutput(child.target, run: child.run, bytes: Array(buffer[..<n])))
                } else if n == 0 || (errno != EINTR && errno != EAGAIN) {
                    close(child.out)
                    child.out = -1
                }
            }
            if child.err >= 0, ready.contains(child.err) {
                let n = buffer.withUnsafeMutableBytes { System.read(child.err, $0.baseAddress!, $0.count) }
                if n > 0 {
                    let room = max(0, Self.errorTextLimit - child.errorText.count)
                    child.errorText += buffer[..<min(n, room)]
                } else if n == 0 || (errno != EINTR && errno != EAGAIN) {
                    close(child.err)
                    child.err = -1
                }
            }
            if child.out < 0, child.err < 0 {
                let status = end(child, kill: false)
                events.append(.commandEnded(child.target, run: child.run, status: status,
                                            firstErrorLine: Self.firstLine(child.errorText)))
            }
        }
        let onChangeEnded = children.contains { $0.target == .onChange && $0.out < 0 && $0.err < 0 }
        children.removeAll { $0.out < 0 && $0.err < 0 }
        if onChangeEnded, let next = pendingOnChange {
            pendingOnChange = nil
            runOnChange(next)
        }
        return events.filter {
            if case .commandEnded(.onChange, _, _, _) = $0 { false } else { true }
        }
    }

    /// Runs `command` to its end (`--batch`): its rows, at most `maxRows`;
    /// its exit status; the first line of its stderr.
    package static func runToEnd(_ command: [UInt8], maxRows: Int) -> (LineRows, status: Int32, firstErrorLine: String?) {
        let runner = CommandRunner()
        var rows = LineRows()
        var status: Int32 = 0
        var errorLine: String?
        for event in runner.start(.wheel(0), run: 1, command: command) {
            if case .commandEnded(_, _, let s, let line) = event { return (rows, s, line) }
        }
        while !runner.isEmpty {
            let fds = runner.fds
            guard let ready = System.waitReadable(fds, milliseconds: -1) else { continue }
            for event in runner.read(ready: zip(fds, ready).filter { $0.1 != .idle }.map(\.0)) {
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

    /// Ends a child and reaps it; its exit status as a shell gives it.
    @discardableResult
    private func end(_ child: Child, kill killFirst: Bool) -> Int32 {
        if child.out >= 0 { close(child.out); child.out = -1 }
        if child.err >= 0 { close(child.err); child.err = -1 }
        if killFirst { kill(-child.pid, SIGKILL) }
        var status: Int32 = 0
        var waited: pid_t = 0
        if !killFirst {
            // Its output closed: it is exiting. A command that closed its
            // output and carries on is ended after a short grace.
            for _ in 0..<100 {
                waited = waitpid(child.pid, &status, WNOHANG)
                if waited != 0 { break }
                usleep(1000)
            }
        }
        // What else it started in its group goes with it.
        kill(-child.pid, SIGKILL)
        while waited == 0 || (waited < 0 && errno == EINTR) { waited = waitpid(child.pid, &status, 0) }
        if status & 0x7f == 0 { return (status >> 8) & 0xff }
        return 128 + (status & 0x7f)
    }

    /// POSIX_SPAWN_SETSID: glibc and musl hide it behind _GNU_SOURCE.
    #if canImport(Darwin)
    private static let newSession = Int32(POSIX_SPAWN_SETSID)
    #else
    private static let newSession: Int32 = 0x80
    #endif

    /// `shell -c command` in a new session, with `/dev/null` as stdin and
    /// the signals reel catches or ignores back at their defaults.
    private static func spawn(_ command: [UInt8], shell: String) -> (pid_t, out: Int32, err: Int32)? {
        var outPipe: [Int32] = [-1, -1]
        var errPipe: [Int32] = [-1, -1]
        guard pipe(&outPipe) == 0 else { return nil }
        guard pipe(&errPipe) == 0 else { close(outPipe[0]); close(outPipe[1]); return nil }
        for fd in outPipe + errPipe { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
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
        posix_spawn_file_actions_adddup2(&actions, outPipe[1], 1)
        posix_spawn_file_actions_adddup2(&actions, errPipe[1], 2)
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
        let arguments = [shell, "-c", String(decoding: command, as: UTF8.self)]
        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var pid: pid_t = 0
        let result = posix_spawn(&pid, shell, &actions, &attributes, &argv, environ)
        close(outPipe[1])
        close(errPipe[1])
        guard result == 0 else {
            close(outPipe[0])
            close(errPipe[0])
            errno = result
            return nil
        }
        for fd in [outPipe[0], errPipe[0]] { _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK) }
        return (pid, outPipe[0], errPipe[0])
    }
}
