import ReelCore
import ReelSystem

/// `--popup`: inside tmux (3.2 or later, where `display-popup` exists),
/// the picker runs in a popup over the panes instead of inline in a pane
/// that may be small, and the caller gets stdout and the exit status as
/// inline reel would give them.
///
/// This reel starts the same executable in the popup and stays behind to
/// serve it (`PopupLink` is the other side): in a private directory
/// (mkdtemp, 0700) go the arguments and the environment, NUL-terminated,
/// a socket, and a `#!/bin/sh` script that execs reel with the socket's
/// path in `REEL_POPUP`. The script's path is all tmux hands to the
/// user's shell, and it is made only of characters no shell quotes, so no
/// argument is ever parsed by a shell (whatever `default-shell` is). The
/// popup's reel receives this one's descriptors 0, 1 and 2 and its working
/// directory over the socket: it reads the data on stdin and writes the
/// choice on stdout itself, so bytes, streaming and `--live` are as
/// inline, and relative paths mean what they mean here. Nothing of the
/// caller's goes to tmux as text: tmux expands `#(…)` and `#{…}` in a
/// `-d` directory, so a directory named `#(cmd)` would run cmd. It reports its
/// end (`exit N`, `signal N`), which this reel makes its own; a signal
/// sent to this reel meanwhile is passed on to it. The directory is
/// removed on every way out.
package enum TmuxPopup {
    /// The popup's width and height, as tmux takes them: `50%` of the
    /// window, or a number of cells.
    package struct Size: Equatable, Sendable {
        package var width: String
        package var height: String

        /// Half the window each way: room for the picker's lines and a
        /// few more, over a pane that had less.
        package static let standard = Size(width: "50%", height: "50%")

        package init(width: String, height: String) {
            self.width = width
            self.height = height
        }

        /// `W%,H%`, cells (`60,12`), a mix, or one value for both; each a
        /// percentage from 1 to 100 or 1 to 10000 cells. nil otherwise.
        package init?(_ text: String) {
            let parts = text.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
            guard (1...2).contains(parts.count), parts.allSatisfy(Self.isDimension) else { return nil }
            self.init(width: parts[0], height: parts.last!)
        }

        private static func isDimension(_ text: String) -> Bool {
            let percent = text.hasSuffix("%")
            let digits = percent ? String(text.dropLast()) : text
            guard !digits.isEmpty, digits.count <= 5, digits.utf8.allSatisfy({ (0x30...0x39).contains($0) }),
                  let n = Int(digits) else { return false }
            return percent ? (1...100).contains(n) : (1...10_000).contains(n)
        }
    }

    /// The first tmux with `display-popup`.
    static let firstVersion = (3, 2)

    /// Whether a popup can open here: inside tmux (`$TMUX`), a `tmux`
    /// on PATH that is 3.2 or later.
    package static func isAvailable(environment: [String: String]) -> Bool {
        guard let socket = environment["TMUX"], !socket.isEmpty,
              let version = run(["tmux", "-V"], output: true)?.output else { return false }
        return supports(version: String(decoding: version, as: UTF8.self))
    }

    /// `tmux 3.3a`, `tmux 3.2`, `tmux next-3.5`: 3.2 or later; a build
    /// from git (`tmux master`) is taken to be new enough.
    static func supports(version text: String) -> Bool {
        let word = text.split(whereSeparator: { $0 == " " || $0 == "\n" }).dropFirst().first.map(String.init) ?? ""
        if word == "master" { return true }
        let number = word.drop { !$0.isNumber }
        let fields = number.split(separator: ".", maxSplits: 1).map { $0.prefix { $0.isNumber } }
        guard let major = fields.first.flatMap({ Int($0) }) else { return false }
        let minor = fields.count > 1 ? Int(fields[1]) ?? 0 : 0
        return (major, minor) >= firstVersion
    }

    /// Runs reel with `arguments` (the command line as given) in a popup
    /// of `size`, and waits for it: how it ended, its exit status or the
    /// signal it died of. nil when the popup did not open (no tmux client
    /// to show it on, a size too large for the window): then nothing was
    /// read or written, and the caller draws inline.
    package static func run(arguments: [[UInt8]], size: Size) -> Exit<Int32>? {
        guard let executable = System.executablePath(), let directory = makeDirectory() else { return nil }
        let socketPath = directory + "/" + PopupLink.socketName
        let script = directory + "/" + PopupLink.scriptName
        let files = [script, socketPath, directory + "/" + PopupLink.argumentsName,
                     directory + "/" + PopupLink.environmentName]
        // The popup's reel removes it as soon as it has joined; this is
        // for the ways out where it never did.
        defer { PopupLink.removeDirectory(directory) }
        // Centred on the popup's own screen, which is all the picker's.
        let popupArguments = [Array("--fullscreen".utf8)] + arguments
        let listener = System.unixStreamSocket()
        guard listener >= 0 else { return nil }
        defer { _ = close(listener) }
        guard PopupLink.writeEntries(popupArguments, to: files[2]),
              PopupLink.writeEntries(System.environmentEntries(), to: files[3]),
              writeScript(script, executable: executable, socket: socketPath),
              System.withUnixAddress(socketPath, { bind(listener, $0, $1) }) == 0,
              listen(listener, 1) == 0 else { return nil }
        let workingDirectory = System.openCurrentDirectory()
        guard workingDirectory >= 0 else { return nil }
        defer { _ = close(workingDirectory) }
        // Every word is ours: the size was checked to be digits and `%`,
        // the script's path is made of characters tmux and shells leave be.
        let tmux = ["tmux", "display-popup", "-E", "-w", size.width, "-h", size.height, script]
        guard let signals = SignalPipe.subscribe() else { return nil }
        defer { signals.cancel() }
        guard let child = run(tmux, output: false, wait: false)?.pid else { return nil }
        return serve(child: child, listener: listener, signals: signals, descriptors: [0, 1, 2, workingDirectory])
    }

    /// Until tmux's display-popup returns (the popup closed): hands the
    /// popup's reel the streams, reads how it ended, passes signals on.
    private static func serve(child: pid_t, listener: Int32, signals: SignalPipe.Subscription,
                              descriptors: [Int32]) -> Exit<Int32>? {
        var connection: Int32 = -1
        defer { if connection >= 0 { _ = close(connection) } }
        var report = PopupReport()
        var connectionEnded = false
        var caught: Int32?
        var tmuxStatus: Int32?
        while true {
            if tmuxStatus == nil, let status = reap(child) { tmuxStatus = status }
            // tmux's client returns when the popup closes, or when it is
            // killed: the popup's reel may then still run (tmux's server
            // holds the popup), and its end is still this one's, so the
            // connection is served until it closes.
            if tmuxStatus != nil, report.pid == nil || connectionEnded || report.exit != nil { break }
            // SIGCHLD says when tmux returns; the timeout is a second guard.
            let watched = [signals.readEnd] + (connectionEnded ? [] : [connection >= 0 ? connection : listener])
            guard let ready = System.waitReadable(watched, milliseconds: 250) else { continue }
            if ready[0] == .readable {
                for signo in signals.drain() where SignalPipe.fatal.contains(signo) {
                    caught = caught ?? signo
                    // The picker gives its terminal back and dies of it;
                    // before it has started, the popup is closed.
                    if let pid = report.pid { _ = kill(pid, signo) } else { _ = kill(child, SIGTERM) }
                }
            }
            guard ready.count > 1, ready[1] != .idle else { continue }
            if connection < 0 {
                connection = accept(listener, nil, nil)
                guard connection >= 0 else { continue }
                _ = fcntl(connection, F_SETFL, fcntl(connection, F_GETFL) | O_NONBLOCK)
                if !System.sendDescriptors(descriptors, over: connection) { connectionEnded = true }
            } else if report.read(from: connection) == .ended {
                connectionEnded = true
            }
        }
        // What the popup's reel wrote before the popup closed.
        if connection >= 0, !connectionEnded { while report.read(from: connection) == .more {} }
        if let exit = report.exit { return exit }
        if let caught { return .died(caught) }
        guard report.pid != nil else { return nil }
        // It ran and said nothing: killed outright (SIGKILL). tmux's status
        // says by what: the signal's number, or 128 + it from the shell
        // that ran the popup's command (`exec`ed or not).
        return .died(Self.signal(fromPopupStatus: tmuxStatus ?? 0) ?? SIGHUP)
    }

    /// The signal a popup's status names: n or 128 + n; nil for others.
    static func signal(fromPopupStatus status: Int32) -> Int32? {
        if (1...64).contains(status) { return status }
        if (129...192).contains(status) { return status - 128 }
        return nil
    }

    /// The `pid N`, `exit N` and `signal N` lines of the popup's reel.
    private struct PopupReport {
        enum Read { case more, nothing, ended }

        var pid: pid_t?
        var exit: Exit<Int32>?
        private var pending: [UInt8] = []

        /// Reads what came, from a non-blocking socket.
        mutating func read(from fd: Int32) -> Read {
            var buffer = [UInt8](repeating: 0, count: 256)
            let n = buffer.withUnsafeMutableBytes { System.read(fd, $0.baseAddress, $0.count) }
            if n < 0, errno == EINTR { return .more }
            if n < 0, errno == EAGAIN { return .nothing }
            guard n > 0 else { return .ended }
            pending += buffer[0..<n]
            while let newline = pending.firstIndex(of: 0x0A) {
                let words = String(decoding: pending[..<newline], as: UTF8.self).split(separator: " ")
                pending.removeFirst(newline + 1)
                guard words.count == 2, let value = Int32(words[1]) else { continue }
                switch words[0] {
                case "pid": pid = value
                case "exit": exit = .ended(value)
                case "signal": exit = .died(value)
                default: break
                }
            }
            return .more
        }
    }

    /// A private directory for the popup's files: under `$TMPDIR` when
    /// its path needs no quoting and leaves room for a socket's, else /tmp.
    private static func makeDirectory() -> String? {
        var base = getenv("TMPDIR").map { String(cString: $0) } ?? "/tmp"
        let plain = base.utf8.allSatisfy { byte in
            (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
                || [UInt8(ascii: "/"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "-")].contains(byte)
        }
        if !base.hasPrefix("/") || !plain || base.utf8.count > 64 { base = "/tmp" }
        while base.count > 1, base.hasSuffix("/") { base.removeLast() }
        var template = Array((base + "/reel-popup.XXXXXX").utf8CString)
        guard template.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) }) != nil else { return nil }
        return String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// The script tmux runs: the shell reads only quoted words of our own.
    private static func writeScript(_ path: String, executable: String, socket: String) -> Bool {
        let text = "#!/bin/sh\n\(PopupLink.variable)=\(shellQuoted(socket)) exec \(shellQuoted(executable))\n"
        let fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o700)
        guard fd >= 0 else { return false }
        defer { _ = close(fd) }
        return writeAll(Array(text.utf8), to: fd)
    }

    /// A word in POSIX single quotes, each `'` written as `'\''`.
    static func shellQuoted(_ word: String) -> String {
        "'" + word.split(separator: "'", omittingEmptySubsequences: false).joined(separator: "'\\''") + "'"
    }

    /// tmux's exit status once it has exited, else nil (not waiting).
    private static func reap(_ pid: pid_t) -> Int32? {
        var status: Int32 = 0
        var waited: pid_t
        repeat { waited = waitpid(pid, &status, WNOHANG) } while waited < 0 && errno == EINTR
        return waited == pid ? exitCode(status) : waited < 0 ? 0 : nil
    }

    private static func waitFor(_ pid: pid_t) -> Int32 {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 {
            if errno != EINTR { return 0 }
        }
        return exitCode(status)
    }

    /// WEXITSTATUS, or 128+n for a signal (the macros do not reach Swift).
    private static func exitCode(_ status: Int32) -> Int32 {
        status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
    }

    /// Starts `argv` (looked up on PATH) with stdin and stderr on
    /// /dev/null, stdout on a pipe (`output`) or /dev/null; with `wait`,
    /// reads its output and reaps it.
    private static func run(_ argv: [String], output: Bool, wait: Bool = true) -> (pid: pid_t, output: [UInt8])? {
        var pipeEnds: [Int32] = [-1, -1]
        if output {
            guard pipe(&pipeEnds) == 0 else { return nil }
            for fd in pipeEnds { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        }
        #if canImport(Darwin)
        var actions: posix_spawn_file_actions_t? = nil
        #else
        var actions = posix_spawn_file_actions_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        if output { posix_spawn_file_actions_adddup2(&actions, pipeEnds[1], 1) } else {
            posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        }
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        var words: [UnsafeMutablePointer<CChar>?] = argv.map { strdup($0) } + [nil]
        defer { for word in words { free(word) } }
        var pid: pid_t = 0
        let started = posix_spawnp(&pid, argv[0], &actions, nil, &words, environ)
        if output { _ = close(pipeEnds[1]) }
        guard started == 0 else {
            if output { _ = close(pipeEnds[0]) }
            return nil
        }
        guard wait else { return (pid, []) }
        var bytes: [UInt8] = []
        if output {
            var buffer = [UInt8](repeating: 0, count: 256)
            while true {
                let n = buffer.withUnsafeMutableBytes { System.read(pipeEnds[0], $0.baseAddress, $0.count) }
                if n < 0, errno == EINTR { continue }
                if n <= 0 { break }
                bytes += buffer[0..<n]
            }
            _ = close(pipeEnds[0])
        }
        return waitFor(pid) == 0 ? (pid, bytes) : nil
    }
}
