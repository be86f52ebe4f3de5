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
