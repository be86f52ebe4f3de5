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

    package init() {}
}

/// A `/` search in progress: the query shown in the toolbar and the row to
/// go back to on Esc.
package struct Search: Sendable, Equatable {
    package var query = ""
    package var wheel: Int
    package var origin: Int
    /// Whether the current match only contains the query (after no row started with it).
    package var containsOnly = false
    /// No row contains the query: a longer one need not be looked for.
    package var missed = false
    /// The query reached the wheel's widest row: no row can match a longer
    /// one, so further text is dropped (and the toolbar says so).
    package var full = false
    /// Characters in `query`, kept as it changes: `String.count` walks it.
    var length = 0
    var match = 0

    package init(wheel: Int, origin: Int) {
        self.wheel = wheel
        self.origin = origin
    }
}
