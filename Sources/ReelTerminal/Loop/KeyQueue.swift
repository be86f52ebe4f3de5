import ReelCore

/// The terminal's bytes on their way to keys: read ahead in large reads,
/// decoded a budget at a time, with the decoder and since when it holds an
/// unfinished sequence (a lone Esc waits `KeyDecoder.escapeDelay` for the
/// rest). Interrupts first: a Ctrl-C read discards every byte before it,
/// sequences half decoded too, as a terminal's own interrupt character
/// discards pending input; a bare Esc at the end of what was read does the
/// same once its delay passes (`EscapeLookAhead`). Pure: bytes and times
/// come in, keys go out.
struct KeyQueue {
    /// Bytes read, not decoded yet: `bytes[start...]`.
    private var bytes: [UInt8] = []
    private var start = 0
    private var decoder = KeyDecoder()
    /// Since when the decoder holds an unfinished sequence.
    private var pendingSince: Double?
    /// When the terminal last gave bytes: a paste without its end waits
    /// from there (`KeyDecoder.pasteIdleDelay`).
    private var lastRead = 0.0
    /// A bare Esc after bytes not decoded yet.
    private var escape = EscapeLookAhead()

    /// Ctrl-C, the terminal's interrupt character in raw mode.
    static let interrupt: UInt8 = 0x03

    /// Bytes read and not decoded yet.
    var count: Int { bytes.count - start }
    var isEmpty: Bool { start == bytes.count }
    /// The decoder waits for the rest of a sequence.
    var hasPendingSequence: Bool { decoder.hasPending }
    /// A background reply is awaited (`KeyDecoder.awaitsReply`).
    var awaitsReply: Bool {
        get { decoder.awaitsReply }
        set { decoder.awaitsReply = newValue }
    }

    /// What one read(2) of the terminal gave at `now`.
    mutating func append(_ read: [UInt8], at now: Double) {
        escape.read(read, at: now)
        if !read.isEmpty { lastRead = now }
        if let interrupt = read.firstIndex(of: Self.interrupt) {
            discard()
            bytes = Array(read[interrupt...])
        } else {
            bytes += read
        }
    }

    /// Discards everything queued when it ends in a bare Esc (the
    /// terminal `idle` since, for the Esc delay): true when it did, and
    /// the picker is cancelled.
    mutating func discardBehindBareEscape(at now: Double, idle: Bool) -> Bool {
        guard escape.isBare(at: now, idle: idle, queued: !isEmpty) else { return false }
        discard()
        escape.reset()
        return true
    }

    /// The keys in the next `budget` bytes queued.
    mutating func decode(budget: Int, at now: Double) -> [Key] {
        guard !isEmpty else { return [] }
        let end = min(bytes.count, start + budget)
        let keys = decoder.feed(bytes[start..<end])
        start = end
        if start == bytes.count {
            bytes.removeAll(keepingCapacity: bytes.count <= KeyReader.readSize)
            start = 0
        } else if start >= KeyReader.readSize, start * 2 >= bytes.count {
            bytes.removeFirst(start)  // amortized: each byte moves at most once per halving
            start = 0
        }
        notePending(at: now)
        return keys
    }

    /// The sequence the decoder holds, as keys, once it has waited the
    /// Esc delay: a lone Esc is a key then. A paste whose end has not come
    /// waits `KeyDecoder.pasteIdleDelay` from the terminal's last byte,
    /// then is taken as typed.
    mutating func flushIfDue(at now: Double) -> [Key] {
        guard let since = pendingSince else { return [] }
        let due = decoder.isInsidePaste ? max(since, lastRead) + KeyDecoder.pasteIdleDelay : since + KeyDecoder.escapeDelay
        guard now >= due else { return [] }
        pendingSince = nil
        let keys = decoder.flush()
        // The start of a terminal's reply, kept for its rest: another delay.
        notePending(at: now)
        return keys
    }

    /// Since when the decoder holds what it holds: the Esc delay runs
    /// from the first byte of a sequence, not from the latest.
    private mutating func notePending(at now: Double) {
        if !decoder.hasPending { pendingSince = nil } else if pendingSince == nil { pendingSince = now }
    }

    /// Forgets the keys read ahead, and the sequence half decoded.
    private mutating func discard() {
        bytes = []
        start = 0
        decoder = KeyDecoder(awaitsReply: decoder.awaitsReply)
        pendingSince = nil
    }
}
