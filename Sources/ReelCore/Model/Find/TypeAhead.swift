import ReelText

/// What a person is typing to find a row: digits that jump the focused
/// wheel as they come (type-ahead), or a `/` search.
package struct TypeAhead: Sendable, Equatable {
    /// Digits more than this apart start a new prefix, as in a file manager.
    package static let pause = 1.0

    package var text = ""
    /// Characters in `text`, kept as it grows: `String.count` walks it.
    var length = 0
    /// When the last character came, in seconds of a monotonic clock.
    package var lastInput = -Double.infinity
    /// The row the current prefix matched, where a longer prefix starts looking.
    var match = 0
    /// The wheel the prefix was typed on: another wheel starts afresh.
    var wheel = -1
    /// The search for `text` while it is not over (PendingFind).
    package var pending: PendingFind?

    package init() {}
}
