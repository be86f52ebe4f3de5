import ReelCore
import ReelSystem

/// Where the loop's events come from: the terminal (keys through the
/// decoder), the signal pipe, rows streaming in, the commands' output, and
/// the clock, all through a `Terminal` and a `Poller` (a test plays both).
/// The terminal is served first, and a stream gives at most one large read
/// per wake-up, so a busy producer never delays a key.
///
/// What the terminal has is read in large reads ahead of decoding
/// (`KeyQueue`), and keys are decoded a budget at a time (`KeyBudget`), so
/// a megabyte paste still queued never hides the Ctrl-C or the bare Esc
/// after it.
package final class EventSource {
    private let terminal: any Terminal
    private let poller: any Poller
    private var keys = KeyQueue()
    private var budget = KeyBudget()
    package var stream: RowStream?
    /// Commands feeding wheels (`!CMD`), their pipes polled after the rest.
    package var commands: CommandRunner?
    /// Stdout's queue (`--live`): polled for room only while it holds bytes,
    /// so a reader that stops reading costs the loop nothing.
    package var output: OutputQueue?
    /// The terminal's background reply is awaited (`KeyDecoder.awaitsReply`).
    package var awaitsReply: Bool {
        get { keys.awaitsReply }
        set { keys.awaitsReply = newValue }
    }

    package init(terminal: any Terminal, poller: any Poller, stream: RowStream?) {
        self.terminal = terminal
        self.poller = poller
        self.stream = stream
    }

    /// Blocks until something happens, or until `deadline` (on the
    /// poller's clock), when it returns a `.tick`. A lone Esc becomes a key
    /// once the decoder's delay passes without the rest of a sequence.
    package func next(until deadline: Double?) -> [LoopEvent] {
        budget.resume(at: poller.now())
        let events = nextEvents(until: deadline)
        budget.handedOver(at: poller.now())
        return events
    }

    private func nextEvents(until deadline: Double?) -> [LoopEvent] {
        while true {
            let streaming = stream.flatMap { $0.isFinished ? nil : $0 }
            let sources: [PollSource] = [.terminal, .signals] + (streaming.map { [.stream($0.fd)] } ?? [])
                + (commands?.fds ?? []).map(PollSource.command)
                + (output.flatMap { $0.wantsToWrite ? [.output($0.fd)] : nil } ?? [])
            let backlog = !keys.isEmpty
            let wait = backlog ? 0 : waitMilliseconds(until: deadline)
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
                guard readTerminal() else { return events + [.model(.hangUp)] }
            case .hungUp: return events + [.model(.hangUp)]
            case .idle, .writable: break
            }
            // Stdout takes what fits; a broken pipe is the SIGPIPE the
            // signal pipe now holds.
            if let output, wake[.output(output.fd)] != .idle { output.write() }
            if keys.discardBehindBareEscape(at: poller.now(), idle: wake[.terminal] == .idle) {
                events.append(.model(.escapeAhead))
            }
            events += keys.decode(budget: budget.bytes, at: poller.now()).map(LoopEvent.key)
            // Keys (or the cursor's position) first: the frame they change
            // is drawn before the next megabyte of rows is read and scanned.
            if let streaming, wake[.stream(streaming.fd)] != .idle, events.isEmpty {
                events += streaming.read().map(LoopEvent.model)
            }
            let commandsReady = wake.commandsReady
            if let commands, !commandsReady.isEmpty { events += commands.read(ready: commandsReady).map(LoopEvent.model) }
            if wake[.terminal] == .idle, !backlog {
                // The timers, whether the wait ran out or rows keep coming:
                // a sequence that waited the Esc delay is a key (a deadline
                // of now, a search's next slice, leaves it its delay), and
                // the state's deadline (a countdown second, the timeout)
                // is a tick.
                let now = poller.now()
                events += keys.flushIfDue(at: now).map(LoopEvent.key)
                if wake.isIdle || deadline.map({ now >= $0 }) == true { events.append(.model(.tick)) }
            }
            if !events.isEmpty { return events }
        }
    }

    /// Bytes read from the terminal per read(2).
    static let terminalReadSize = 64 * 1024
    /// Bytes read from the terminal per wake-up at most, so a paste that
    /// keeps coming cannot hold the loop.
    static let terminalBytesPerWakeUp = 1 << 20
    /// Bytes read ahead of decoding at most (16 MiB): past this the
    /// terminal is left unread until the keys before catch up.
    static let typedCap = 16 << 20

    /// Reads what the terminal has, in large reads, into the key queue
    /// (which acts on a Ctrl-C in it first). False when the terminal hung
    /// up or failed.
    private func readTerminal() -> Bool {
        var got = 0
        while got < Self.terminalBytesPerWakeUp, keys.count < Self.typedCap {
            // The first read is known to have bytes; later ones only if more came.
            if got > 0, poller.wait(on: [.terminal], milliseconds: 0)?.first != .readable { break }
            guard let bytes = terminal.read(max: Self.terminalReadSize) else { return false }
            if bytes.isEmpty { break }
            got += bytes.count
            keys.append(bytes, at: poller.now())
        }
        return true
    }

    private func waitMilliseconds(until deadline: Double?) -> Int32 {
        var wait = deadline.map { max(0, $0 - poller.now()) }
        if keys.hasPendingSequence { wait = min(wait ?? KeyDecoder.escapeDelay, KeyDecoder.escapeDelay) }
        return wait.map { Int32(min(($0 * 1000).rounded(.up), Double(Int32.max))) } ?? -1
    }

    private func event(for signo: Int32) -> LoopEvent {
        switch signo {
        case SIGWINCH: .resized(terminal.size())
        case SIGTSTP: .model(.signal(.suspend))
        case SIGCONT: .model(.signal(.resume))
        default: .model(.signal(.fatal(signo)))
        }
    }
}
