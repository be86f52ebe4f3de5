import Foundation

import ReelSystem

/// reel run as a cron job would: a new session with no controlling
/// terminal (`setsid --wait`), stdin from data or /dev/null, a clean
/// environment (none of the test runner's REEL_DEFAULT_OPTS).
struct DetachedRun {
    var status: Int32
    var stdout: Data
    var stderr: String
    var stdoutText: String { String(decoding: stdout, as: UTF8.self) }

    static func reel(_ arguments: [String], stdin: Data? = nil, environment: [String: String] = [:]) throws -> DetachedRun {
        try command([try ReelBinary.path] + arguments, stdin: stdin, environment: environment)
    }

    /// Any command (a shell example, say) run the same way. It has
    /// `Patience` to end and close its output; one that does not is killed
    /// with its session, and the run throws.
    static func command(_ command: [String], stdin: Data? = nil, environment: [String: String] = [:]) throws -> DetachedRun {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/setsid")
        process.arguments = ["--wait"] + command
        process.environment = ShellCommand.basicEnvironment.merging(environment) { $1 }
        let input = Pipe(), output = Pipe(), errors = Pipe()
        process.standardInput = stdin == nil ? FileHandle.nullDevice : input
        process.standardOutput = output
        process.standardError = errors
        let ended = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in ended.signal() }
        try process.run()
        if let stdin {
            // Written from another thread: a large input must not block the
            // reading of stdout below.
            let writer = input.fileHandleForWriting
            Thread.detachNewThread {
                try? writer.write(contentsOf: stdin)
                try? writer.close()
            }
        }
        // Both pipes read on threads of their own, so the wait below has a deadline.
        let out = PipeReader(output.fileHandleForReading)
        let err = PipeReader(errors.fileHandleForReading)
        let deadline = DispatchTime.now() + Patience.seconds
        guard ended.wait(timeout: deadline) == .success, out.wait(until: deadline), err.wait(until: deadline) else {
            killSession(of: process.processIdentifier)
            process.waitUntilExit()
            // Killed, the session's ends of the pipes are closed: stderr is whole.
            let said = err.wait(until: .now() + 5) ? err.text : "(stderr still open)"
            throw HarnessError.detachedTimeout(command: command, seconds: Patience.seconds, stderr: said)
        }
        return DetachedRun(status: process.terminationStatus, stdout: out.data, stderr: err.text)
    }

    /// `setsid` runs the command in a new session, forking first when it
    /// leads a process group itself: the session to end is its own or its
    /// child's (either way led by a pid whose group it is).
    private static func killSession(of pid: pid_t) {
        for leader in [pid] + children(of: pid) { _ = kill(-leader, SIGKILL) }
        _ = kill(pid, SIGKILL)
    }

    /// The processes whose parent is `pid`, read from /proc.
    private static func children(of pid: pid_t) -> [pid_t] {
        ((try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []).compactMap { name in
            guard let child = pid_t(name), let stat = try? String(contentsOfFile: "/proc/\(name)/stat", encoding: .utf8),
                  let close = stat.lastIndex(of: ")") else { return nil }
            // After the command's name: state, then parent.
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            return fields.count > 1 && pid_t(fields[1]) == pid ? child : nil
        }
    }
}

/// Reads a pipe to its end on a thread of its own.
private final class PipeReader: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    /// Written by the reading thread before `done` is signalled, read after.
    private(set) var data = Data()
    var text: String { String(decoding: data, as: UTF8.self) }

    init(_ handle: FileHandle) {
        Thread.detachNewThread { [self] in
            data = handle.readDataToEndOfFile()
            done.signal()
        }
    }

    /// Whether the pipe reached its end by `deadline`.
    func wait(until deadline: DispatchTime) -> Bool {
        done.wait(timeout: deadline) == .success
    }
}
