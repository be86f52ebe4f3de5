/// What a person is typing to find a row: digits that jump the focused
/// wheel as they come (type-ahead), or a `/` search.
public struct TypeAhead: Sendable, Equatable {
    /// Digits more than this apart start a new prefix, as in a file manager.
    public static let pause = 1.0

    public var text = ""
    /// When the last character came, in seconds of a monotonic clock.
    public var lastInput = -Double.infinity
    /// The row the current prefix matched, where a longer prefix starts looking.
    var match = 0
    /// The wheel the prefix was typed on: another wheel starts afresh.
    var wheel = -1

    public init() {}
}

/// A `/` search in progress: the query shown in the toolbar and the row to
/// go back to on Esc.
public struct Search: Sendable, Equatable {
    public var query = ""
    public var wheel: Int
    public var origin: Int
    /// Whether the current match only contains the query (after no row started with it).
    public var containsOnly = false
    /// No row contains the query: a longer one need not be looked for.
    public var missed = false
    var match = 0

    public init(wheel: Int, origin: Int) {
        self.wheel = wheel
        self.origin = origin
    }
}
