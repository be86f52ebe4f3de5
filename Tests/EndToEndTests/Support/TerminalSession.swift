import Foundation
import Testing

import ReelSystem

/// A program running on a pseudo-terminal the test drives: keys go in
/// through the master, what it draws on /dev/tty comes back into a `Screen`,
/// and its stdout and stderr are captured apart.
///
/// Every wait polls with a deadline (`Patience`, generous: a wait fails
/// when what it waits for never comes, not when the machine is busy),
/// draining the terminal and both pipes meanwhile so the child never blocks
/// on a full buffer. One session belongs to one test; it is not shared
/// across tasks, so it need not be Sendable.
final class TerminalSession {
    static let defaultEnvironment: [String: String] = [
        "TERM": "xterm-256color",
        "LANG": "C.UTF-8",
        "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin",
    ]

    /// The program's own pid, which is also its process group and session.
    let pid: pid_t
    /// The terminal's settings before the program started.
    let attributesBefore: TerminalAttributes
    private(set) var screen: Screen
    /// Every byte the program wrote to the terminal.
    private(set) var raw: [UInt8] = []
    /// True: the terminal's replies (cursor position, background colour)
    /// are kept in `heldReplies` for the test to send as it likes (in
    /// pieces, late) instead of being answered at once.
    var holdsReplies = false
    private(set) var heldReplies: [UInt8] = []

    private let terminal: PseudoTerminal
    private let child: ChildProcess
    private var stdoutPipe: Int32
    private var stderrPipe: Int32
    private var stdinPipe: Int32
    private var stdout = Data()
    /// False: stdout is a pipe nobody reads (`reel … | sleep 30`), held open
    /// so that writes to it fill it instead of failing.
    private var readsStdout: Bool
    private var stderr = Data()
    private var status: ExitResult.Status?

    /// - Parameter environment: added to `defaultEnvironment`; a nil value
    ///   removes a variable (`["TERM": nil]`). Nothing else is inherited.
    init(
        executable: String,
        arguments: [String] = [],
        stdin: StdinSource = .terminal,
        environment: [String: String?] = [:],
        rows: Int = 24,
        columns: Int = 80,
        colors: TerminalColors? = nil,
        readsStdout: Bool = true,
        blockedSignals: [Int32] = []
    ) throws {
        terminal = try PseudoTerminal(rows: rows, columns: columns)
        // A pty may report 0×0 (a serial line, some containers); the screen
        // behind it is then drawn as the common 24×80.
        screen = Screen(rows: rows > 0 ? rows : 24, columns: columns > 0 ? columns : 80)
        screen.colors = colors
        attributesBefore = try terminal.attributes()

        var environmentValues = Self.defaultEnvironment
        for (name, value) in environment { environmentValues[name] = value }

        let output = try Self.makePipe()
        let errors = try Self.makePipe()
        Self.setNonBlocking(output.read)
        Self.setNonBlocking(errors.read)
        var stdinOpening = ChildProcess.StdinOpening.terminal
        var stdinPipe: Int32 = -1
        var stdinToClose: Int32 = -1
        switch stdin {
        case .terminal:
            break
        case .null:
            stdinOpening = .path("/dev/null")
        case .file(let path):
            stdinOpening = .path(path)
        case .data(let data):
            stdinToClose = try Self.unlinkedFile(containing: data)
            stdinOpening = .descriptor(stdinToClose)
        case .pipe:
            let pipe = try Self.makePipe()
            stdinToClose = pipe.read
            stdinPipe = pipe.write
            Self.setNonBlocking(stdinPipe)
            stdinOpening = .descriptor(pipe.read)
        }
        defer {
            // The child has its copies; ours would keep the pipes from EOF.
            close(output.write)
            close(errors.write)
            if stdinToClose >= 0 { close(stdinToClose) }
        }
        do {
            child = try ChildProcess.spawn(
                executable: executable,
                arguments: arguments,
                environment: environmentValues.compactMapValues { $0 },
                terminalPath: terminal.slavePath,
                streams: .init(stdin: stdinOpening, stdout: output.write, stderr: errors.write),
                blockedSignals: blockedSignals)
        } catch {
            for descriptor in [output.read, errors.read, stdinPipe] where descriptor >= 0 { close(descriptor) }
            throw error
        }
        pid = child.pid
        self.readsStdout = readsStdout
        stdoutPipe = output.read
        stderrPipe = errors.read
        self.stdinPipe = stdinPipe
    }

    /// Starts the built reel binary; `colors`: what the terminal answers
    /// when asked for its background (nil: it does not know the question).
    static func reel(
        _ arguments: [String],
        stdin: StdinSource = .terminal,
        environment: [String: String?] = [:],
        rows: Int = 24,
        columns: Int = 80,
        colors: TerminalColors? = nil,
        readsStdout: Bool = true,
        blockedSignals: [Int32] = []
    ) throws -> TerminalSession {
        try TerminalSession(
            executable: ReelBinary.path, arguments: arguments, stdin: stdin,
            environment: environment, rows: rows, columns: columns, colors: colors, readsStdout: readsStdout,
            blockedSignals: blockedSignals)
    }

    deinit {
        if status == nil { child.killAndReap() }
        for descriptor in [stdoutPipe, stderrPipe, stdinPipe] where descriptor >= 0 { close(descriptor) }
    }

    // MARK: Input

    /// Types `text` on the keyboard.
    func send(_ text: String) { send(bytes: Array(text.utf8)) }

    /// Writes every byte, waiting whenever the terminal's input buffer is
    /// full; fails only if the program reads none of it for `Patience`.
    func send(bytes: [UInt8]) {
        guard terminal.isMasterOpen else {
            Issue.record("keys sent after the terminal was closed")
            return
        }
        writeAll(bytes, to: terminal.master, what: "keys")
    }

    /// Rows arriving on stdin; only with `StdinSource.pipe`.
    func writeStdin(_ text: String) {
        precondition(stdinPipe >= 0, "writeStdin needs stdin: .pipe, not yet closed")
        writeAll(Array(text.utf8), to: stdinPipe, what: "stdin")
    }

    /// End of input on stdin; only with `StdinSource.pipe`.
    func closeStdin() {
        guard stdinPipe >= 0 else { return }
        close(stdinPipe)
        stdinPipe = -1
    }

    /// The window is resized; the kernel sends SIGWINCH to the terminal's
    /// foreground process group, which is the program's.
    func resize(rows: Int, columns: Int) {
        screen.resize(rows: rows, columns: columns)
        do { try terminal.setSize(rows: rows, columns: columns) } catch { Issue.record("resize: \(error)") }
    }

    /// Sends a signal to the program itself (its pid is the one spawned: no
    /// shell or wrapper sits in between).
    func signal(_ number: Int32) {
        guard status == nil else { return }
        _ = kill(pid, number)
    }

    /// The terminal goes away (window closed, ssh dropped): the program gets
    /// SIGHUP, and reads on the terminal return EOF.
    func closeMaster() {
        drain(timeout: .zero)
        terminal.closeMaster()
    }

    /// The reader of stdout goes away (`| head -1` once it has its line):
    /// what the program writes there next fails with EPIPE.
    func closeStdout() {
        guard stdoutPipe >= 0 else { return }
        close(stdoutPipe)
        stdoutPipe = -1
    }

    /// A reader that stalled (`readsStdout: false`) starts reading.
    func startReadingStdout() { readsStdout = true }

    // MARK: Terminal settings

    func attributesNow() throws -> TerminalAttributes { try terminal.attributes() }

    /// Whether the program left the terminal as it found it (`stty -g`
    /// before and after are equal).
    func terminalAttributesRestored() -> Bool {
        (try? terminal.attributes()) == attributesBefore
    }

    // MARK: Waiting

    /// Waits until the screen satisfies `predicate`, and returns it. The
    /// screen is looked at as each frame left it (every end of synchronized
    /// output), not only when the harness polls: a frame soon drawn over,
    /// or erased as the program exits, is not missed however late the
    /// harness reads it. (Frames read while keys are being written, in
    /// `send`, are looked at only as the screen they leave.) A short
    /// `timeout` only for a predicate that can never hold (a test of the
    /// harness's own deadline).
    @discardableResult
    func waitForScreen(timeout: Double = Patience.seconds, _ predicate: (Screen) -> Bool) throws -> Screen {
        let deadline = ContinuousClock.now + .seconds(timeout)
        while true {
            if predicate(screen) { return screen }
            if reapIfExited() != nil {
                // Whatever it wrote before exiting is already in the master.
                if let frame = drain(timeout: .zero, watching: predicate) { return frame }
                if predicate(screen) { return screen }
                throw HarnessError.exitedBeforeScreen(result, screen: screen)
            }
            guard ContinuousClock.now < deadline else {
                throw HarnessError.screenTimeout(seconds: timeout, screen: screen, rawTail: rawTail)
            }
            if let frame = drain(timeout: min(deadline - .now, Self.slice), watching: predicate) { return frame }
        }
    }

    /// Waits until the text appears anywhere on the screen.
    @discardableResult
    func waitForText(_ text: String, timeout: Double = Patience.seconds) throws -> Screen {
        try waitForScreen(timeout: timeout) { $0.contains(text) }
    }

    /// Waits until what the program wrote to stdout so far satisfies
    /// `predicate` (`--live` prints as the wheels settle), and returns it.
    @discardableResult
    func waitForStdout(timeout: Double = Patience.seconds, _ predicate: (String) -> Bool) throws -> String {
        let deadline = ContinuousClock.now + .seconds(timeout)
        while true {
            if predicate(result.stdoutText) { return result.stdoutText }
            if reapIfExited() != nil {
                drain(timeout: .zero)
                if predicate(result.stdoutText) { return result.stdoutText }
                throw HarnessError.stdoutDidNotMatch(result, seconds: nil, screen: screen)
            }
            guard ContinuousClock.now < deadline else {
                throw HarnessError.stdoutDidNotMatch(result, seconds: timeout, screen: screen)
            }
            drain(timeout: min(deadline - .now, Self.slice))
        }
    }

    /// Waits for the program to end and for its stdout and stderr to close.
    func waitForExit(timeout: Double = Patience.seconds) throws -> ExitResult {
        let deadline = ContinuousClock.now + .seconds(timeout)
        while reapIfExited() == nil {
            guard ContinuousClock.now < deadline else {
                throw HarnessError.exitTimeout(seconds: timeout, screen: screen)
            }
            drain(timeout: min(deadline - .now, Self.slice))
        }
        // A background grandchild may hold the pipes open; what the program
        // itself wrote is complete once it has exited, so EOF gets a grace
        // period, not the whole deadline.
        let pipesDeadline = min(deadline, .now + Self.pipeGrace)
        repeat {
            drain(timeout: min(max(pipesDeadline - .now, .zero), Self.slice))
        } while ((readsStdout && stdoutPipe >= 0) || stderrPipe >= 0) && ContinuousClock.now < pipesDeadline
        return result
    }

    /// Whether the program has ended (never waits).
    var hasExited: Bool { reapIfExited() != nil }

    var result: ExitResult {
        ExitResult(status: status ?? .exited(-1), stdout: stdout, stderr: String(decoding: stderr, as: UTF8.self))
    }

    // MARK: Draining

    /// How long one poll waits, so an exit (which no descriptor reports: the
    /// harness holds the slave) is noticed promptly.
    private static let slice = Duration.milliseconds(20)
    private static let pipeGrace = Duration.milliseconds(500)

    private func reapIfExited() -> ExitResult.Status? {
        if status == nil { status = child.reap() }
        return status
    }

    /// Waits up to `timeout` for output, then reads everything available;
    /// the first frame in it that `watching` holds for, if any.
    @discardableResult
    private func drain(timeout: Duration, watching predicate: (Screen) -> Bool = { _ in false }) -> Screen? {
        var descriptors = [terminal.master, readsStdout ? stdoutPipe : -1, stderrPipe]
            .filter { $0 >= 0 }
            .map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
        let milliseconds = Int32(clamping: max(timeout.components.seconds * 1000 + timeout.components.attoseconds / 1_000_000_000_000_000, 0))
        let ready = descriptors.withUnsafeMutableBufferPointer { poll($0.baseAddress, nfds_t($0.count), milliseconds) }
        guard ready > 0 || timeout == .zero else { return nil }
        let frame = terminal.isMasterOpen ? readTerminal(watching: predicate) : nil
        if readsStdout { readPipe(&stdoutPipe, into: &stdout) }
        readPipe(&stderrPipe, into: &stderr)
        return frame
    }

    private func readTerminal(watching predicate: (Screen) -> Bool) -> Screen? {
        var buffer = [UInt8](repeating: 0, count: 4096)
        var matched: Screen?
        while true {
            let count = buffer.withUnsafeMutableBytes { read(terminal.master, $0.baseAddress, $0.count) }
            // EAGAIN: nothing more for now. EIO cannot happen while the
            // harness holds the slave, but ends the loop all the same.
            guard count > 0 else { return matched }
            var bytes = buffer[..<count]
            raw.append(contentsOf: bytes)
            while !bytes.isEmpty {
                let frames = screen.framesEnded
                bytes = bytes.dropFirst(screen.feedToFrameEnd(bytes))
                // Asked outside the feeding: the predicate may read the session.
                if matched == nil, screen.framesEnded != frames, predicate(screen) { matched = screen }
            }
            let responses = screen.takeResponses()
            if holdsReplies {
                heldReplies += responses
            } else if !responses.isEmpty {
                writeAll(responses, to: terminal.master, what: "terminal replies")
            }
        }
    }

    private func readPipe(_ descriptor: inout Int32, into data: inout Data) {
        guard descriptor >= 0 else { return }
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count > 0 {
                data.append(contentsOf: buffer[..<count])
            } else if count == 0 || errno != EAGAIN {
                close(descriptor)
                descriptor = -1
                return
            } else {
                return
            }
        }
    }

    /// Writes all of `bytes` to a non-blocking descriptor, draining output
    /// while the child is too busy to read so neither side waits forever.
    /// Fails only when the child took none of them for `Patience`: a large
    /// flood takes as long as the child needs, however busy the machine.
    private func writeAll(_ bytes: [UInt8], to descriptor: Int32, what: String) {
        var deadline = ContinuousClock.now + .seconds(Patience.seconds)
        var offset = 0
        while offset < bytes.count {
            let count = bytes[offset...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            if count > 0 {
                offset += count
                deadline = ContinuousClock.now + .seconds(Patience.seconds)
            } else if errno == EAGAIN || errno == EINTR, ContinuousClock.now < deadline {
                drain(timeout: .milliseconds(5))
            } else {
                Issue.record("writing \(what) failed after \(offset) of \(bytes.count) bytes: \(String(cString: strerror(errno)))")
                return
            }
        }
    }

    private var rawTail: String {
        String(decoding: raw.suffix(160), as: UTF8.self).debugDescription
    }

    // MARK: Descriptors

    private static func makePipe() throws -> (read: Int32, write: Int32) {
        var descriptors: [Int32] = [-1, -1]
        guard pipe(&descriptors) == 0 else { throw HarnessError.system("pipe", errno) }
        // pipe2(O_CLOEXEC) is declared only under _GNU_SOURCE; the window
        // before fcntl is covered by the close-from action in ChildProcess.
        for descriptor in descriptors { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
        return (descriptors[0], descriptors[1])
    }

    /// Only on the harness's end: the child's end stays blocking, as a
    /// program expects its standard streams to be.
    private static func setNonBlocking(_ descriptor: Int32) {
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
    }

    /// A file rather than a pipe: the child may read it at its own pace and
    /// the harness never blocks writing it.
    private static func unlinkedFile(containing data: Data) throws -> Int32 {
        var template = Array((NSTemporaryDirectory() + "/reel-stdin-XXXXXX").utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else { throw HarnessError.system("mkstemp", errno) }
        _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
        unlink(template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) })
        let written = data.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        guard written == data.count, lseek(descriptor, 0, SEEK_SET) == 0 else {
            close(descriptor)
            throw HarnessError.system("writing stdin data", errno)
        }
        return descriptor
    }
}
