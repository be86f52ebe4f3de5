/// How many bytes of keys one wake-up decodes, adapting to what the keys
/// cost: the loop applies and draws between wake-ups, so the time from
/// handing keys over to the next wake-up is their cost. A costly key (a
/// search over many rows) halves the budget, so the terminal is read again
/// soon and a Ctrl-C behind a flood is not kept waiting; cheap keys double
/// it, so a paste does not take a wake-up per few bytes.
struct KeyBudget {
    /// Where it starts: 4 KiB of keys, a screenful of typing or more.
    static let initial = 4096
    static let range = 64...(64 * 1024)
    /// Keys that took longer than this to apply and draw halve the
    /// budget: 10 ms keeps the terminal read a hundred times a second,
    /// well inside a 60 Hz frame (16.7 ms).
    static let slow = 0.010
    /// Keys that took less than this double it. A fifth of `slow`, not a
    /// half, so that doubling a quick budget does not make it slow at
    /// once: between the two the budget stays where it is.
    static let quick = 0.002

    private(set) var bytes = initial
    /// When the last events were handed over.
    private var handedOverAt: Double?

    /// The loop is back for more at `now`.
    mutating func resume(at now: Double) {
        guard let handedOverAt else { return }
        let spent = now - handedOverAt
        if spent > Self.slow { bytes = max(Self.range.lowerBound, bytes / 2) }
        if spent < Self.quick { bytes = min(Self.range.upperBound, bytes * 2) }
    }

    /// Events went to the loop at `now`.
    mutating func handedOver(at now: Double) { handedOverAt = now }
}
