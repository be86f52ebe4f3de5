import ReelCore
import ReelSystem

/// Where the loop's events come from: the terminal (keys through the
/// decoder), the signal pipe, rows streaming in, and the clock. The
/// terminal is served first, and a stream gives at most one large read
/// per wake-up, so a busy producer never delays a key.
///
/// Interrupts first: what the terminal has is read in large reads ahead
/// of decoding, and a Ctrl-C found in it discards every byte typed or
/// pasted before it, as a terminal's own interrupt character discards
/// pending input. Keys are decoded `keyBytesPerWakeUp` at a time, so a
/// megabyte paste still queued never hides the Ctrl-C after it. A bare
/// Esc at the end of what was read does the same once the Esc delay passes
/// with nothing after it (`EscapeLookAhead`).
package final class EventSource {
    private let tty: TTY
    private var decoder = KeyDecoder()
    /// Bytes read from the terminal, not yet decoded: `typed[typedStart...]`.
    private var typed: [UInt8] = []
    private var typedStart = 0
    /// Bytes of keys decoded per wake-up now: halved when the loop took
    /// long over the last keys, doubled when it was quick, so a costly
    /// key never keeps the terminal unread for long.
    private var keyBytes = EventSource.keyBytesPerWakeUp
    /// When the last events were handed over: the loop's time since is
    /// what they cost to apply and draw.
    private var handedOverAt: Double?
    /// Since when the decoder holds an unfinished sequence (a lone Esc?).
    private var pendingSince: Double?
    /// A bare Esc after bytes not decoded yet.
    private var escape = EscapeLookAhead()
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
    package func next(until deadline: Double?) -> [LoopEvent] {
        if let handedOverAt {
            let spent = clock() - handedOverAt
            if spent > 0.010 { keyBytes = max(Self.keyBytesRange.lowerBound, keyBytes / 2) }
            if spent < 0.002 { keyBytes = min(Self.keyBytesRange.upperBound, keyBytes * 2) }
        }
        let events = nextEvents(until: deadline)
        handedOverAt = clock()
        return events
    }

    private func nextEvents(until deadline: Double?) -> [LoopEvent] {
        while true {
            let streaming = stream.map { $0.isFinished ? nil : $0 } ?? nil
            let streamFDs = streaming.map { [$0.fd] } ?? []
            let commandFDs = commands?.fds ?? []
            let fds = [tty.fd, SignalPipe.readEnd] + streamFDs + commandFDs
            let backlog = typedStart < typed.count
            let wait = backlog ? 0 : waitMilliseconds(until: deadline)
            guard let ready = System.waitReadable(fds, milliseconds: wait) else {
                continue  // EINTR: a signal, which the pipe now holds
            }
            // Where each descriptor sits in `fds`: the terminal, the
            // signal pipe, the stream (if any), then the commands.
            let (terminal, signals, streamAt, commandsAt) = (0, 1, 2, 2 + streamFDs.count)
            var events: [LoopEvent] = []
            if ready[signals] == .readable {
                for signo in SignalPipe.drain() {
                    // A command's shell exited: reaped now, not when its pipes close.
                    if signo == SIGCHLD { events += (commands?.reap() ?? []).map(LoopEvent.model) } else { events.append(event(for: signo)) }
                }
            }
            switch ready[terminal] {
            case .readable:
                guard readTerminal() else { return events + [.model(.hangUp)] }
            case .hungUp: return events + [.model(.hangUp)]
            case .idle: break
            }
            if escape.isBare(at: clock(), idle: ready[terminal] == .idle, queued: typedStart < typed.count) {
                // Esc, nothing after it: everything queued before is discarded.
                discardTyped()
                escape.reset()
                events.append(.model(.escapeAhead))
            }
            events += decodeTyped()
            // Keys (or the cursor's position) first: the frame they change
            // is drawn before the next megabyte of rows is read and scanned.
            if let streaming, ready[streamAt] != .idle, events.isEmpty { events += streaming.read().map(LoopEvent.model) }
            if let commands, !commandFDs.isEmpty {
                let readyFDs = commandFDs.indices.filter { ready[commandsAt + $0] != .idle }.map { commandFDs[$0] }
                if !readyFDs.isEmpty { events += commands.read(ready: readyFDs).map(LoopEvent.model) }
            }
            if !backlog, ready.allSatisfy({ $0 == .idle }) {
                // A timer: the Esc delay, a countdown second, the timeout.
                // A deadline of now (a search's next slice) leaves a
                // sequence its delay: its rest may be on the way.
                if !escapeIsYoung() { events += decoder.flush().map(LoopEvent.key) }
                events.append(.model(.tick))
            } else if ready[terminal] == .idle, !backlog {
                // Rows keep coming: the timers run all the same.
                let now = clock()
                if let since = pendingSince, now - since >= KeyDecoder.escapeDelay {
                    events += decoder.flush().map(LoopEvent.key)
                }
                if let deadline, now >= deadline { events.append(.model(.tick)) }
            }
            if !decoder.hasPending { pendingSince = nil } else if pendingSince == nil { pendingSince = clock() }
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
    /// Bytes of keys decoded per wake-up: the loop draws and reads again
    /// in between, so a Ctrl-C behind a flood is seen within a wake-up.
    static let keyBytesPerWakeUp = 4096
    static let keyBytesRange = 64...(64 * 1024)

    /// Reads what the terminal has, in large reads, and acts on a Ctrl-C
    /// in it first. False when the terminal hung up or failed.
    private func readTerminal() -> Bool {
        var got = 0
        while got < Self.terminalBytesPerWakeUp, typed.count - typedStart < Self.typedCap {
            // The first read is known to have bytes; later ones only if more came.
            if got > 0, System.waitReadable([tty.fd], milliseconds: 0)?.first != .readable { break }
            guard let bytes = tty.read(max: Self.terminalReadSize) else { return false }
            if bytes.isEmpty { break }
            got += bytes.count
            escape.read(bytes, at: clock())
            if let interrupt = bytes.firstIndex(of: Self.interrupt) {
                // Everything before the interrupt is discarded, sequences half decoded too.
                discardTyped()
                typed = Array(bytes[interrupt...])
            } else {
                typed += bytes
            }
        }
        return true
    }

    /// Forgets the keys read ahead, and the sequence half decoded.
    private func discardTyped() {
        typed = []
        typedStart = 0
        decoder = KeyDecoder()
        pendingSince = nil
    }

    /// Ctrl-C, the terminal's interrupt character in raw mode.
    static let interrupt: UInt8 = 0x03

    /// The next few keys read ahead.
    private func decodeTyped() -> [LoopEvent] {
        guard typedStart < typed.count else { return [] }
        let end = min(typed.count, typedStart + keyBytes)
        let keys = decoder.feed(typed[typedStart..<end])
        typedStart = end
        if typedStart == typed.count {
            typed.removeAll(keepingCapacity: typed.count <= Self.terminalReadSize)
            typedStart = 0
        } else if typedStart >= Self.terminalReadSize, typedStart * 2 >= typed.count {
            typed.removeFirst(typedStart)  // amortized: each byte moves at most once per halving
            typedStart = 0
        }
        return keys.map(LoopEvent.key)
    }

    /// The decoder holds part of a sequence that began less than the Esc delay ago.
    private func escapeIsYoung() -> Bool {
        guard decoder.hasPending, let since = pendingSince else { return false }
        return clock() - since < KeyDecoder.escapeDelay
    }

    private func waitMilliseconds(until deadline: Double?) -> Int32 {
        var wait = deadline.map { max(0, $0 - clock()) }
        if decoder.hasPending { wait = min(wait ?? KeyDecoder.escapeDelay, KeyDecoder.escapeDelay) }
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
