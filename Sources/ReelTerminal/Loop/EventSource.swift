import ReelCore
import ReelSystem

/// Where the loop's events come from: the terminal (through the view's
/// `TerminalReader`: keys or lines), the signal pipe, rows streaming in,
/// the commands' output, and the clock, all through a `Terminal` and a
/// `Poller` (a test plays both). The terminal is served first, and a
/// stream gives at most one large read per wake-up, so a busy producer
/// never delays a key.
package final class EventSource {
    private let terminal: any Terminal
    private let poller: any Poller
    package let reader: any TerminalReader
    package var stream: RowStream?
    /// Commands feeding wheels (`!CMD`), their pipes polled after the rest.
    package var commands: CommandRunner?
    /// Stdout's queue (`--live`): polled for room only while it holds bytes,
    /// so a reader that stops reading costs the loop nothing.
    package var output: OutputQueue?

    package init(terminal: any Terminal, poller: any Poller, stream: RowStream?,
                 reader: any TerminalReader = KeyReader()) {
        self.terminal = terminal
        self.poller = poller
        self.stream = stream
        self.reader = reader
    }

    /// Blocks until something happens, or until `deadline` (on the
    /// poller's clock), when it returns a `.tick`. `reading`: the view
    /// wants the terminal's input now (a question waits for its answer);
    /// when not, the terminal is left unread.
    package func next(until deadline: Double?, reading: Bool = true) -> [LoopEvent] {
        reader.resume(at: poller.now())
        let events = nextEvents(until: deadline, reading: reading)
        reader.handedOver(at: poller.now())
        return events
    }

    private func nextEvents(until deadline: Double?, reading: Bool) -> [LoopEvent] {
        while true {
            let streaming = stream.flatMap { $0.isFinished ? nil : $0 }
            let sources: [PollSource] = (reading ? [.terminal] : []) + [.signals]
                + (streaming.map { [.stream($0.fd)] } ?? [])
                + (commands?.fds ?? []).map(PollSource.command)
                + (output.flatMap { $0.wantsToWrite ? [.output($0.fd)] : nil } ?? [])
            let backlog = reading && reader.hasBacklog
            let wait = backlog ? 0 : waitMilliseconds(until: deadline, reading: reading)
            guard let readiness = poller.wait(on: sources, milliseconds: wait) else {
                continue  // EINTR: a signal, which the pipe now holds
            }
            let wake = Wake(sources, readiness)
            var events: [LoopEvent] = []
            if wake[.signals] == .readable {
                for signo in poller.takeSignals() {
                    // A command's shell exited: reaped now, not when its pipes close.
                    if signo == SIGCHLD { events += (commands?.reap() ?? []).map(LoopEvent.model) } else { events.append(event(for: signo)) }
                }
            }
            switch wake[.terminal] {
            case .readable:
                let ending = reader.read(terminal, poller: poller)
                if !ending.isEmpty { return events + ending }
            case .hungUp: return events + [.model(.hangUp)]
            case .idle, .writable: break
            }
            // Stdout takes what fits; a broken pipe is the SIGPIPE the
            // signal pipe now holds.
            if let output, wake[.output(output.fd)] != .idle { output.write() }
            let idle = wake[.terminal] == .idle
            let input = reading ? reader.take(at: poller.now(), idle: idle) : []
            // Keys (or the cursor's position) first: the frame they change
            // is drawn before the next megabyte of rows is read and scanned.
            // An answer, though, is about the rows that came before it.
            let rowsFirst = reader.answersAfterRows
            if !rowsFirst { events += input }
            if let streaming, wake[.stream(streaming.fd)] != .idle, events.isEmpty || rowsFirst {
                events += streaming.read().map(LoopEvent.model)
            }
            let commandsReady = wake.commandsReady
            if let commands, !commandsReady.isEmpty { events += commands.read(ready: commandsReady).map(LoopEvent.model) }
            // The state's deadline (a countdown second, the timeout), whether
            // the wait ran out or rows keep coming, is a tick.
            if idle, !backlog, wake.isIdle || deadline.map({ poller.now() >= $0 }) == true {
                events.append(.model(.tick))
            }
            if rowsFirst { events += input }
            if !events.isEmpty { return events }
        }
    }

    private func waitMilliseconds(until deadline: Double?, reading: Bool) -> Int32 {
        let now = poller.now()
        var wait = deadline.map { max(0, $0 - now) }
        if reading, let due = reader.deadline(at: now) { wait = min(wait ?? (due - now), due - now) }
        return wait.map { Int32(min(($0 * 1000).rounded(.up), Double(Int32.max))) } ?? -1
    }

    /// A signal in the loop's words. With a cooked terminal, ctrl+c is
    /// SIGINT: the person's interrupt (exit 130), as the key is in raw mode.
    private func event(for signo: Int32) -> LoopEvent {
        switch signo {
        case SIGWINCH: .resized(terminal.size())
        case SIGINT where reader.interruptsBySignal: .model(.input([.interrupt]))
        case SIGTSTP: .model(.signal(.suspend))
        case SIGCONT: .model(.signal(.resume))
        default: .model(.signal(.fatal(signo)))
        }
    }
}
