import ReelCore
import ReelSystem

/// The reel a tmux popup runs, joined to the one that opened it (the
/// caller's, `TmuxPopup`) by a Unix socket in their private directory.
///
/// The popup's reel is started by a shell of tmux's, with tmux's stdin,
/// stdout and environment; what counts are the caller's. So it takes them
/// over: the caller's descriptors 0, 1 and 2 come over the socket
/// (SCM_RIGHTS: the same open files, so a pipe streams, stdout gets the
/// very bytes, a file's offset is shared) and its working directory (a
/// descriptor, never a name tmux could expand), its arguments and environment
/// from files beside it, NUL-terminated, taken as they were, bytes and all.
/// It answers over the socket, one line each: `pid N` once it has them,
/// then how it ended, `exit N` or `signal N`, which the caller makes its own.
package enum PopupLink {
    /// Set, in the popup's reel only, to the socket's path.
    package static let variable = "REEL_POPUP"

    /// The files beside the socket, in the private directory.
    static let socketName = "link", argumentsName = "arguments", environmentName = "environment", scriptName = "run"

    /// The socket of the popup's reel, once joined.
    nonisolated(unsafe) private static var socket: Int32 = -1

    /// In the popup's reel: takes over the caller's streams, environment
    /// and arguments. nil when this reel was not started by a popup;
    /// an error when it was and the caller cannot be reached.
    package static func joinIfAsked() throws(TerminalError) -> [[UInt8]]? {
        guard let value = getenv(variable) else { return nil }
        let path = String(cString: value)
        let directory = String(path[..<(path.lastIndex(of: "/") ?? path.startIndex)])
        let fd = System.unixStreamSocket()
        let connected = System.withUnixAddress(path) { connect(fd, $0, $1) } == 0
        let fds = connected ? System.receiveDescriptors(over: fd, count: 4) : nil
        let arguments = fds?.count == 4 ? readEntries(directory + "/" + argumentsName) : nil
        let environment = arguments == nil ? nil : readEntries(directory + "/" + environmentName)
        // Read, or never to be: the private directory goes now, whoever
        // dies later (a caller killed by SIGKILL cannot remove it), and the
        // caller's environment is on disk no longer than it must be.
        removeDirectory(directory)
        guard fd >= 0, let fds, fds.count == 4, fchdir(fds[3]) == 0, close(fds[3]) == 0,
              let arguments, let environment else {
            throw .popup(reason: "cannot reach the reel that opened the popup (\(path))")
        }
        for (target, received) in zip(Int32(0)..., fds.prefix(3)) {
            _ = dup2(received, target)
            _ = close(received)
        }
        System.replaceEnvironment(with: environment)
        socket = fd
        send("pid \(getpid())")
        watchCaller()
        return arguments
    }

    /// The files of the private directory (`TmuxPopup` makes them), and it.
    static func removeDirectory(_ directory: String) {
        for name in [socketName, argumentsName, environmentName, scriptName] { _ = unlink(directory + "/" + name) }
        _ = rmdir(directory)
    }

    /// The caller writes nothing after the descriptors: its end of the
    /// socket closes when it exits, SIGKILL included. A thread waits for
    /// that and then ends this reel as a hang-up does (the terminal given
    /// back, the popup closed), so the picker never outlives the script
    /// that would read its choice.
    private static func watchCaller() {
        #if canImport(Darwin)
        var thread: pthread_t?
        #else
        var thread = pthread_t()
        #endif
        guard pthread_create(&thread, nil, { _ in PopupLink.awaitCallersEnd(); return nil }, nil) == 0 else { return }
        #if canImport(Darwin)
        if let thread { pthread_detach(thread) }
        #else
        pthread_detach(thread)
        #endif
    }

    private static func awaitCallersEnd() {
        var byte: UInt8 = 0
        while true {
            let n = System.read(socket, &byte, 1)
            if n > 0 || (n < 0 && errno == EINTR) { continue }
            _ = kill(getpid(), SIGHUP)
            return
        }
    }

    /// How the popup's reel ended normally: its exit status.
    package static func reportExit(_ status: Int32) { send("exit \(status)") }

    /// It dies of `signo` (after giving the terminal back).
    static func reportDeath(_ signo: Int32) { send("signal \(signo)") }

    private static func send(_ line: String) {
        guard socket >= 0 else { return }
        _ = writeAll(Array((line + "\n").utf8), to: socket)
    }

    /// The NUL-terminated entries of a file; nil when it cannot be read.
    static func readEntries(_ path: String) -> [[UInt8]]? {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { _ = close(fd) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let n = buffer.withUnsafeMutableBytes { System.read(fd, $0.baseAddress, $0.count) }
            if n < 0, errno == EINTR { continue }
            guard n >= 0 else { return nil }
            if n == 0 { break }
            bytes += buffer[0..<n]
        }
        var entries = bytes.split(separator: 0, omittingEmptySubsequences: false).map(Array.init)
        if entries.last == [] { entries.removeLast() }
        return entries
    }

    /// Writes `entries`, each NUL-terminated, to a new file `path` (0600).
    static func writeEntries(_ entries: [[UInt8]], to path: String) -> Bool {
        let fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard fd >= 0 else { return false }
        defer { _ = close(fd) }
        return writeAll(entries.flatMap { $0 + [0] }, to: fd)
    }
}
