import ReelSystem

/// The real poller: poll(2) (select(2) on Darwin) through
/// `System.waitReadable`, the signal pipe, the monotonic clock.
package final class SystemPoller: Poller {
    /// The terminal's descriptor, for `PollSource.terminal`.
    private let terminal: Int32
    /// This loop's signal pipe while it catches signals.
    private var signals: SignalPipe.Subscription?

    package init(terminal: Int32) {
        self.terminal = terminal
    }

    package func wait(on sources: [PollSource], milliseconds: Int32) -> [System.Readiness]? {
        let writing = Set(sources.compactMap { source -> Int32? in
            if case .output(let fd) = source { fd } else { nil }
        })
        return System.waitReady(sources.map(descriptor), writing: writing, milliseconds: milliseconds)
    }

    private func descriptor(_ source: PollSource) -> Int32 {
        switch source {
        case .terminal: terminal
        case .signals: signalDescriptor
        case .stream(let fd), .command(let fd), .output(let fd): fd
        }
    }

    package func now() -> Double { System.monotonicSeconds() }
    package var signalDescriptor: Int32 { signals?.readEnd ?? -1 }

    package func catchSignals() {
        if signals == nil { signals = SignalPipe.subscribe() }
    }

    package func releaseSignals() {
        signals?.cancel()
        signals = nil
    }

    package func takeSignals() -> [Int32] { signals?.drain() ?? [] }
    package func putBack(_ signals: [Int32]) { self.signals?.requeue(signals) }

    package func stopAsJob() {
        signal(SIGTSTP, SIG_DFL)
        raise(SIGTSTP)
    }
}
