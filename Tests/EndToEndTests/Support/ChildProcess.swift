import ReelSystem
import SpawnFlags

/// Starts the program under test as the leader of a new session whose
/// controlling terminal is the pty, with posix_spawn rather than Foundation's
/// `Process` (which gives the child no controlling terminal, so /dev/tty
/// fails) or a `setsid` wrapper (which forks when it is a group leader and
/// would leave the harness holding the wrong pid).
///
/// glibc's posix_spawn runs setsid() (POSIX_SPAWN_SETSID) before the file
/// actions; the first file action opens the slave by name without
/// O_NOCTTY, and Linux makes a terminal opened that way by a session leader
/// without one its controlling terminal (and its process group the
/// foreground one). The program is exec'd directly, so the pid here is the
/// program's own, its process group and its session.
struct ChildProcess {
    let pid: pid_t

    /// Standard streams for the child, as descriptors of the harness that
    /// are duplicated onto 0, 1 and 2; `nil` stdin keeps the terminal.
    struct Streams {
        var stdin: StdinOpening
        var stdout: Int32
        var stderr: Int32
    }

    enum StdinOpening {
        case terminal
        case descriptor(Int32)
        case path(String)
    }

    /// POSIX_SPAWN_SETSID from the platform's spawn.h (SpawnFlags).
    private static let setSessionFlag = Int32(spawn_flags_setsid())

    static func spawn(
        executable: String,
        arguments: [String],
        environment: [String: String],
        terminalPath: String,
        streams: Streams,
        blockedSignals: [Int32] = []
    ) throws(HarnessError) -> ChildProcess {
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        // The test runner may ignore or block signals (SIGPIPE, …) and the
        // child would inherit that: start it with defaults, as a shell does,
        // or with the signals a test asks to be blocked (a parent's mask).
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        for signo in blockedSignals { sigaddset(&noSignals, signo) }
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        var allSignals = sigset_t()
        sigfillset(&allSignals)
        posix_spawnattr_setsigdefault(&attributes, &allSignals)
        posix_spawnattr_setflags(&attributes, Int16(setSessionFlag | Int32(POSIX_SPAWN_SETSIGMASK) | Int32(POSIX_SPAWN_SETSIGDEF)))

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, terminalPath, O_RDWR, 0)
        switch streams.stdin {
        case .terminal: break
        case .descriptor(let descriptor): posix_spawn_file_actions_adddup2(&actions, descriptor, 0)
        case .path(let path): posix_spawn_file_actions_addopen(&actions, 0, path, O_RDONLY, 0)
        }
        posix_spawn_file_actions_adddup2(&actions, streams.stdout, 1)
        posix_spawn_file_actions_adddup2(&actions, streams.stderr, 2)
        closeInheritedDescriptors(&actions)

        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.sorted { $0.key < $1.key }.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        var pid: pid_t = 0
        let result = posix_spawnp(&pid, executable, &actions, &attributes, argv, envp)
        guard result == 0 else { throw .spawnFailed(executable: executable, result) }
        return ChildProcess(pid: pid)
    }

    /// Descriptors of the test process that lack close-on-exec (the runner's
    /// own, or another test's between open and fcntl) must not reach the
    /// child: a stray copy of a pipe or a master would hide EOF or hang-up.
    /// glibc 2.34 has the action, declared only under _GNU_SOURCE.
    private static func closeInheritedDescriptors(_ actions: inout posix_spawn_file_actions_t) {
        typealias AddCloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32
        guard let symbol = dlsym(nil, "posix_spawn_file_actions_addclosefrom_np") else { return }
        _ = unsafeBitCast(symbol, to: AddCloseFrom.self)(&actions, 3)
    }

    /// The exit status if the child has ended; never blocks.
    func reap() -> ExitResult.Status? {
        var status: Int32 = 0
        let result = waitpid(pid, &status, WNOHANG)
        return result == pid ? ExitResult.Status(waitStatus: status) : nil
    }

    /// For tear-down only: SIGKILL cannot be caught, so the wait is short.
    func killAndReap() {
        _ = kill(pid, SIGKILL)
        var status: Int32 = 0
        _ = waitpid(pid, &status, 0)
    }
}
