import ReelText

/// A `/` search in progress: the query shown in the toolbar and the row to
/// go back to on Esc.
package struct Search: Sendable, Equatable {
    /// The slice a key itself searches: keys that arrive together (a
    /// query typed fast, or sent at once) each start the search again, so
    /// each searches little; the ticks after them search the rest.
    package static let firstSliceBytes = 64 << 10
    /// Said after a query as long as the widest row: the text typed on was dropped.
    package static let fullQuery = "(full)"

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
    /// The row the last finished search found (0 when none did).
    var match = 0
    /// The search for `query` while it is not over; `match`, `missed` and
    /// `containsOnly` describe the last query whose search ended.
    package var pending: PendingFind?

    package init(wheel: Int, origin: Int) {
        self.wheel = wheel
        self.origin = origin
    }
}
