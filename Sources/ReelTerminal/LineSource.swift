import ReelCore
import ReelSystem

/// Where the accessible session's events come from: answers from the
/// terminal a line at a time (the terminal left in cooked mode, so its own
/// line editing and echo made them), the signal pipe, rows streaming in,
/// the commands' output, and the clock. EventSource's sources with lines
/// in place of keys: a line needs no decoder, Esc delay or key budget.
/// The terminal is read only while a question waits for its answer, so a
/// line typed ahead (while a command made the next rows) answers the
/// question that is asked next, and one line answers one question.
package final class LineSource {
    private let terminal: any Terminal
    private let poller: any Poller
    package var stream: RowStream?
    package var commands: CommandRunner?
    /// Stdout's queue (`--live`), polled for room only while it holds bytes.
    package var output: OutputQueue?
    /// Bytes of a line not ended yet.
    private var partial: [UInt8] = []
    /// Lines read and not yet handed over (several pasted at once).
    private var lines: [String] = []
    /// The last byte ended a line with a carriage return: a line feed right
    /// after it ends no other line.
    private var afterCarriageReturn = false

    /// Bytes read from the terminal per read(2): a line at a time in cooked mode.
    static let readSize = 4096

    package init(terminal: any Terminal, poller: any Poller, stream: RowStream?) {
        self.terminal = terminal
        self.poller = poller
        self.stream = stream
    }

    /// Blocks until something happens, or until `deadline` (on the
    /// poller's clock), when it returns a `.tick`. `reading`: a question
    /// waits for its answer, so the terminal is read, one line handed over.
    package func next(until deadline: Double?, reading: Bool) -> [LineEvent] {
        if reading, !lines.isEmpty { return [.line(lines.removeFirst())] }
        while true {
            let streaming = stream.flatMap { $0.isFinished ? nil : $0 }
            let sources: [PollSource] = (reading ? [.terminal] : []) + [.signals] + (streaming.map { [.stream($0.fd)] } ?? [])
                + (commands?.fds ?? []).map(PollSource.command)
                + (output.flatMap { $0.wantsToWrite ? [.output($0.fd)] : nil } ?? [])
            let wait = waitMilliseconds(until: deadline)
            guard let readiness = poller.wait(on: sources, milliseconds: wait) else { continue }
            let wake = Wake(sources, readiness)
            var events: [LineEvent] = []
            if wake[.signals] == .readable {
                for signo in poller.takeSignals() {
                    if signo == SIGCHLD { events += (commands?.reap() ?? []).map(LineEvent.model) } else if let event = event(for: signo) { events.append(event) }
                }
            }
            if reading {
                switch wake[.terminal] {
                case .readable:
                    // ctrl+d at the start of a line: read(2) returns nothing.
                    guard let bytes = terminal.read(max: Self.readSize) else { return events + [.endOfInput] }
                    take(bytes)
                case .hungUp: return events + [.model(.hangUp)]
                case .idle, .writable: break
                }
            }
            if let output, wake[.output(output.fd)] != .idle { output.write() }
            if let streaming, wake[.stream(streaming.fd)] != .idle { events += streaming.read().map(LineEvent.model) }
            let commandsReady = wake.commandsReady
            if let commands, !commandsReady.isEmpty { events += commands.read(ready: commandsReady).map(LineEvent.model) }
            if wake.isIdle || deadline.map({ poller.now() >= $0 }) == true { events.append(.model(.tick)) }
            if reading, !lines.isEmpty { events.append(.line(lines.removeFirst())) }
            if !events.isEmpty { return events }
        }
    }

    /// Whether an answer is there to read already: in cooked mode the
    /// terminal is readable only once a line is complete.
    package var hasLineWaiting: Bool {
        !lines.isEmpty || poller.wait(on: [.terminal], milliseconds: 0)?.first == .readable
    }

    /// Splits what was read into lines: a line feed ends one, as the
    /// terminal's cooked mode sends them; a carriage return too, for a
    /// terminal left raw (it sends Enter as one) and CRLF pastes.
    private func take(_ bytes: [UInt8]) {
        for byte in bytes {
            let skip = afterCarriageReturn && byte == 0x0A
            afterCarriageReturn = byte == 0x0D
            if skip { continue }
            if byte == 0x0A || byte == 0x0D {
                lines.append(String(decoding: partial, as: UTF8.self))
                partial = []
            } else {
                partial.append(byte)
            }
        }
    }

    private func waitMilliseconds(until deadline: Double?) -> Int32 {
        let wait = deadline.map { max(0, $0 - poller.now()) }
        return wait.map { Int32(min(($0 * 1000).rounded(.up), Double(Int32.max))) } ?? -1
    }

    /// A signal in the model's words. In cooked mode the terminal turns
    /// ctrl+c into SIGINT: the person's interrupt (exit 130), as the key is
    /// in the drawn picker. A new size changes nothing that is said.
    private func event(for signo: Int32) -> LineEvent? {
        switch signo {
        case SIGWINCH: nil
        case SIGINT: .model(.input([.interrupt]))
        case SIGTSTP: .model(.signal(.suspend))
        case SIGCONT: .model(.signal(.resume))
        default: .model(.signal(.fatal(signo)))
        }
    }
}
