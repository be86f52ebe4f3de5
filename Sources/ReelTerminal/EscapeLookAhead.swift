/// A bare Esc behind a flood of earlier keys: ends reel at once, as a
/// Ctrl-C there does, rather than after every queued byte is decoded.
///
/// An Esc byte is bare when nothing follows it: it is the last byte the
/// terminal has sent, and nothing more came for the decoder's Esc delay.
/// An Esc followed by more bytes (the start of a CSI, SS3 or paste
/// sequence, or Alt with a key) is not, and is left to the decoder, as is
/// an Esc the decoder has already reached (its own timer handles it).
/// Pure: bytes and times come in, the decision goes out.
package struct EscapeLookAhead: Sendable {
    /// When the last bytes read ended in an Esc; nil when they did not.
    private var since: Double?

    package init() {}

    /// The terminal gave `bytes` at `now`; only the last byte matters.
    package mutating func read(_ bytes: some Collection<UInt8>, at now: Double) {
        guard !bytes.isEmpty else { return }
        // A new trailing Esc restarts the wait; anything else cancels it.
        since = bytes.reversed().first == Self.escape ? now : nil
    }

    /// Whether the Esc that ended the terminal's bytes is bare now: the
    /// terminal stayed `idle` (nothing left to read) for the Esc delay,
    /// and the Esc is still among the `queued` bytes not yet decoded.
    package func isBare(at now: Double, idle: Bool, queued: Bool) -> Bool {
        guard let since, idle, queued else { return false }
        return now >= since + KeyDecoder.escapeDelay
    }

    /// The queue was discarded or decoded: nothing to watch.
    package mutating func reset() { since = nil }

    static let escape: UInt8 = 0x1B
}
