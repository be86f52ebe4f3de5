import ReelCore

/// Keys from a terminal in raw mode. What the terminal has is read in
/// large reads ahead of decoding (`KeyQueue`), and keys are decoded a
/// budget at a time (`KeyBudget`), so a megabyte paste still queued never
/// hides the Ctrl-C or the bare Esc after it.
package final class KeyReader: TerminalReader {
    private var keys = KeyQueue()
    private var budget = KeyBudget()

    package init() {}

    /// The terminal's background reply is awaited (`KeyDecoder.awaitsReply`):
    /// an Esc alone waits longer for the rest of it.
    package var awaitsReply: Bool {
        get { keys.awaitsReply }
        set { keys.awaitsReply = newValue }
    }

    /// Bytes read from the terminal per read(2).
    static let readSize = 64 * 1024
    /// Bytes read from the terminal per wake-up at most, so a paste that
    /// keeps coming cannot hold the loop.
    static let bytesPerWakeUp = 1 << 20
    /// Bytes read ahead of decoding at most (16 MiB): past this the
    /// terminal is left unread until the keys before catch up.
    static let typedCap = 16 << 20

    package var hasBacklog: Bool { !keys.isEmpty }

    package func deadline(at now: Double) -> Double? {
        keys.hasPendingSequence ? now + KeyDecoder.escapeDelay : nil
    }

    /// Reads what the terminal has, in large reads, into the key queue
    /// (which acts on a Ctrl-C in it first); a hang-up when it failed.
    package func read(_ terminal: any Terminal, poller: any Poller) -> [LoopEvent] {
        var got = 0
        while got < Self.bytesPerWakeUp, keys.count < Self.typedCap {
            // The first read is known to have bytes; later ones only if more came.
            if got > 0, poller.wait(on: [.terminal], milliseconds: 0)?.first != .readable { break }
            guard let bytes = terminal.read(max: Self.readSize) else { return [.model(.hangUp)] }
            if bytes.isEmpty { break }
            got += bytes.count
            keys.append(bytes, at: poller.now())
        }
        return []
    }

    package func take(at now: Double, idle: Bool) -> [LoopEvent] {
        let backlog = !keys.isEmpty
        var events: [LoopEvent] = []
        if keys.discardBehindBareEscape(at: now, idle: idle) { events.append(.model(.escapeAhead)) }
        events += keys.decode(budget: budget.bytes, at: now).map(LoopEvent.key)
        // A sequence that waited the Esc delay is a key (a deadline of
        // now, a search's next slice, leaves it its delay).
        if idle, !backlog { events += keys.flushIfDue(at: now).map(LoopEvent.key) }
        return events
    }

    package func resume(at now: Double) { budget.resume(at: now) }
    package func handedOver(at now: Double) { budget.handedOver(at: now) }
}
