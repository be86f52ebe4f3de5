import ReelCore
import ReelSystem

/// Where the loop's events come from: the terminal (keys through the
/// decoder), the signal pipe, rows streaming in, the commands' output, and
/// the clock. The terminal is served first, and a stream gives at most one large read
/// per wake-up, so a busy producer never delays a key.
///
/// What the terminal has is read in large reads ahead of decoding
/// (`KeyQueue`), and keys are decoded a budget at a time (`KeyBudget`), so
/// a megabyte paste still queued never hides the Ctrl-C or the bare Esc
/// after it.
package final class EventSource {
    private let tty: TTY
    private var keys = KeyQueue()
    private var budget = KeyBudget()
    package var stream: RowStream?
    /// Commands feeding wheels (`!CMD`), their pipes polled after the rest.
    package var commands: CommandRunner?

    /// The clock events are stamped with; tests may stop it.
    package let clock: () -> Double

    package init(tty: TTY, stream: RowStream?, clock: @escaping () -> Double = System.monotonicSeconds) {
        self.tty = tty
        self.stream = stream
        self.clock = clock
    }

    /// Blocks until something happens, or until `deadline` (on `clock`), when it returns a `.tick`. A lone Esc becomes a key
    /// once the decoder's delay passes without the rest of a sequence.
    package func next(until deadline: Double?) -> [LoopEvent] {
        budget.resume(at: clock())
        let events = nextEvents(until: deadline)
        budget.handedOver(at: clock())
        return events
    }

    private func nextEvents(until deadline: Double?) -> [LoopEvent] {
        while true {
            let streaming = stream.flatMap { $0.isFinished ? nil : $0 }
            let sources: [PollSource] = [.terminal, .signals] + (streaming.map { [.stream($0.fd)] } ?? [])
                + (commands?.fds ?? []).map(PollSource.command)
            let backlog = !keys.isEmpty
            guard let readiness = System.waitReadable(sources.map(descriptor),
                                                      milliseconds: backlog ? 0 : waitMilliseconds(until: deadline)) else {
                continue  // EINTR: a signal, which the pipe now holds
            }
            let wake = Wake(sources, readiness)
            var events: [LoopEvent] = []
            if wake[.signals] == .readable { events += SignalPipe.drain().map(event(for:)) }
            switch wake[.terminal] {
            case .readable:
                guard readTerminal() else { return events + [.model(.hangUp)] }
            case .hungUp: return events + [.model(.hangUp)]
            case .idle: break
            }
            if keys.discardBehindBareEscape(at: clock(), idle: wake[.terminal] == .idle) {
                events.append(.model(.escapeAhead))
            }
            events += keys.decode(budget: budget.bytes, at: clock()).map(LoopEvent.key)
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
                let now = clock()
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
            if got > 0, System.waitReadable([tty.fd], milliseconds: 0)?.first != .readable { break }
            guard let bytes = tty.read(max: Self.terminalReadSize) else { return false }
            if bytes.isEmpty { break }
            got += bytes.count
            keys.append(bytes, at: clock())
        }
        return true
    }

    private func descriptor(_ source: PollSource) -> Int32 {
        switch source {
        case .terminal: tty.fd
        case .signals: SignalPipe.readEnd
        case .stream(let fd), .command(let fd): fd
        }
    }

    private func waitMilliseconds(until deadline: Double?) -> Int32 {
        var wait = deadline.map { max(0, $0 - clock()) }
        if keys.hasPendingSequence { wait = min(wait ?? KeyDecoder.escapeDelay, KeyDecoder.escapeDelay) }
        return wait.map { Int32(min(($0 * 1000).rounded(.up), Double(Int32.max))) } ?? -1
    }

    private func event(for signo: Int32) -> LoopEvent {
        switch signo {
        case SIGWINCH: .resized(tty.size())
        case SIGTSTP: .model(.signal(.suspend))
        case SIGCONT: .model(.signal(.resume))
        default: .model(.signal(.fatal(signo)))
        }
    }
}
