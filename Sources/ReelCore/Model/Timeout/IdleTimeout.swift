import ReelText

/// `--timeout`: the picker ends by itself after this many idle seconds,
/// counting down in the toolbar for the last few.
package struct IdleTimeout: Equatable, Sendable {
    package var seconds: Double
    /// `--on-timeout accept`: the timeout accepts instead of cancelling.
    package var accepts: Bool
    /// When the person last did something (a key, a click, a paste).
    package var lastActivity: Double

    /// Seconds before the end from which the toolbar counts down.
    package static let countdownSeconds = 5.0

    package init(seconds: Double, accepts: Bool, lastActivity: Double = 0) {
        self.seconds = seconds
        self.accepts = accepts
        self.lastActivity = lastActivity
    }

    package func left(at now: Double) -> Double { seconds - (now - lastActivity) }

    /// Whole seconds left, shown near the end; nil before.
    package func countdown(at now: Double) -> Int? {
        let left = left(at: now)
        return left <= Self.countdownSeconds ? max(0, Int(left.rounded(.up))) : nil
    }

    /// When the countdown next changes, or the timeout ends.
    package func nextTick(after now: Double) -> Double {
        let left = left(at: now)
        if left > Self.countdownSeconds { return now + left - Self.countdownSeconds }
        // Wake on each whole second of the countdown, and at the end.
        return now + max(0, left - (left.rounded(.up) - 1))
    }
}
