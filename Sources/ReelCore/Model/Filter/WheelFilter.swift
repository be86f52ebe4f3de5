import ReelText

/// The typed filter of one wheel (`--filter`), as a feature of its own:
/// the query as typed and the results of queries typed before, so that
/// each key searches only what a query it refines kept (typing on: the
/// key before) and Backspace, or typing a query again, takes a result
/// already made instead of scanning. It says which rows the wheel shows
/// (`shown`, best first, as rows of the wheel's own source); putting them
/// on screen (`FilteredRows`) and routing keys to it is the picker's.
package struct WheelFilter: Sendable {
    /// Results kept, the oldest dropped first: a query typed key by key
    /// keeps one per key.
    static let keptResults = 64

    package let wheel: Int
    package let sorts: Bool
    package private(set) var query = ""
    /// Results of queries typed, oldest first; `current` is the query's.
    private var results: [FilterResult] = []
    private var current: Int?
    /// Rows the last edit tested (what the cost tests count).
    package private(set) var rowsTested = 0

    package init(wheel: Int, sorts: Bool = true) {
        self.wheel = wheel
        self.sorts = sorts
    }

    /// The rows the wheel shows, best first (input order with `sorts` off),
    /// as rows of its source; nil with no query (every row, as they are).
    package var shown: [Int32]? { current.map { results[$0].ranked(sort: sorts) } }

    /// How many rows match the query (nil: no query).
    package var matchCount: Int? { current.map { results[$0].rows.count } }

    /// Text typed (a key, or a paste) at the end of the query.
    package mutating func type(_ text: String, in rows: some RowSource) {
        set(query + text, in: rows)
    }

    /// Backspace: the query less its last character.
    package mutating func erase(in rows: some RowSource) {
        guard !query.isEmpty else { return }
        set(String(query.dropLast()), in: rows)
    }

    /// Esc: clears the query; false when it was already empty (the
    /// picker then cancels, as a second Esc does).
    package mutating func clear() -> Bool {
        guard !query.isEmpty else { return false }
        query = ""
        current = nil
        rowsTested = 0
        return true
    }

    /// Rows streamed in since: only they are tested, against the query
    /// shown (a kept result catches up when it is taken again).
    package mutating func rowsArrived(_ rows: some RowSource) {
        rowsTested = 0
        guard let current else { return }
        results[current].append(from: rows)
        rowsTested = results[current].rowsTested
    }

    /// New rows altogether (a `!CMD` reloaded): the query stays, its
    /// result is made again over them.
    package mutating func reload(_ rows: some RowSource) {
        results = []
        current = nil
        let text = query
        query = ""
        if !text.isEmpty { set(text, in: rows) }
    }

    /// The query becomes `text`: its result is one kept, caught up with
    /// rows that came since, or a scan of the fewest rows a kept query it
    /// refines matched (all rows when none does).
    private mutating func set(_ text: String, in rows: some RowSource) {
        query = text
        let wanted = FilterQuery(text)
        guard !wanted.isEmpty else {
            current = nil
            rowsTested = 0
            return
        }
        if let kept = results.firstIndex(where: { $0.query == wanted }) {
            current = kept
            rowsArrived(rows)
            return
        }
        let narrowest = results.filter { wanted.refines($0.query) }.min { $0.rows.count < $1.rows.count }
        let result = FilterResult.scan(wanted, in: rows, narrowing: narrowest)
        rowsTested = result.rowsTested
        results.append(result)
        if results.count > Self.keptResults { results.removeFirst(results.count - Self.keptResults) }
        current = results.count - 1
    }
}
