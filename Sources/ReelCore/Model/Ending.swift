import ReelText

/// How a picker ended.
package enum Ending: Equatable, Sendable {
    case accepted
    /// A `--button` accepted the selection: its index among them.
    case pressed(Int)
    case cancelled
    /// ctrl+c typed in the picker.
    case interrupted
    /// `--timeout` passed with no key; `accepted` per `--on-timeout`.
    case timedOut(accepted: Bool)
    /// The rows streaming in ended with none: nothing to choose, as when
    /// the input was empty before the picker started (`printf '' | reel`).
    case emptyInput
}
