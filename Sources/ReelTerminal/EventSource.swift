import ReelCore
import ReelSystem

/// Where the loop's events come from: the terminal (keys through the
/// decoder), the signal pipe, rows streaming in, and the clock. The
/// terminal is served first, and a stream gives at most one large read
/// per wake-up, so a busy producer never delays a key.
package final class EventSource {
    private let tty: TTY
    private var decoder = KeyDecoder()
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

    /// Blocks until something happens, or until `deadline` (on `clock`),
    /// when it returns a `.tick`. A lone Esc becomes a key once the
    /// decoder's timeout passes without the rest of a sequence.
    package func next(until deadline: Double?) -> [Event] {
        while true {
            let streaming = stream.map { $0.isFinished ? nil : $0 } ?? nil
            let streamFDs = streaming.map { [$0.fd] } ?? []
            let commandFDs = commands?.fds ?? []
            let fds = [tty.fd, SignalPipe.readEnd] + streamFDs + commandFDs
            guard let ready = System.waitReadable(fds, milliseconds: waitMilliseconds(until: deadline)) else {
                continue  // EINTR: a signal, which the pipe now holds
            }
            var events: [Event] = []
            if ready[1] == .readable { events += SignalPipe.drain().map(event(for:)) }
            switch ready[0] {
            case .readable:
                guard let bytes = tty.read() else { return events + [.hangUp] }
                events += decoder.feed(bytes).map(Event.key)
            case .hungUp: return events + [.hangUp]
            case .idle: break
            }
            if let streaming, ready[2] != .idle { events += streaming.read() }
            if let commands, !commandFDs.isEmpty {
                let first = 2 + streamFDs.count
                let readyFDs = commandFDs.indices.filter { ready[first + $0] != .idle }.map { commandFDs[$0] }
                if !readyFDs.isEmpty { events += commands.read(ready: readyFDs) }
            }
            if ready.allSatisfy({ $0 == .idle }) {
                // A timer: the Esc delay, a countdown second, the timeout.
                events += decoder.flush().map(Event.key) + [.tick]
            }
            if !events.isEmpty { return events }
        }
    }

    private func waitMilliseconds(until deadline: Double?) -> Int32 {
        var wait = deadline.map { max(0, $0 - clock()) }
        if decoder.hasPending {
            let escape = Double(KeyDecoder.escapeTimeoutMilliseconds) / 1000
            wait = min(wait ?? escape, escape)
        }
        return wait.map { Int32(min(($0 * 1000).rounded(.up), Double(Int32.max))) } ?? -1
    }

    private func event(for signo: Int32) -> Event {
        switch signo {
        case SIGWINCH: .resized(tty.size())
        case SIGTSTP: .signal(.suspend)
        case SIGCONT: .signal(.resume)
        default: .signal(.fatal(signo))
        }
    }
}
