import ReelText

/// What `--query`, `--select-1` and `--exit-0` ask before anything is
/// drawn: the query the picker starts with, and whether one match, or
/// none, ends it at once (fzf's options, gum's `--select-if-one`).
package struct StartQuery: Sendable, Equatable {
    package var text: String?
    /// `--filter`: the query narrows the wheel; else it is a `/` search.
    package var filters = false
    package var selectOne = false
    package var exitZero = false
    /// `--literal`: the filter folds no accents (fzf's `--literal`).
    package var literal = false

    package init(text: String? = nil, filters: Bool = false, selectOne: Bool = false, exitZero: Bool = false,
                 literal: Bool = false) {
        self.text = text
        self.filters = filters
        self.selectOne = selectOne
        self.exitZero = exitZero
        self.literal = literal
    }

    /// How the picker goes on once the query is applied.
    package enum Start: Sendable, Equatable {
        /// Draw it and let the person choose.
        case run
        /// `--select-1`: exactly one row matched and is selected: accept.
        case accept
        /// `--exit-0`: no row matched: end as a cancel does.
        case noMatch
    }

    /// Applies the query to `state` (`PickerEdit.startQuery`) and says
    /// how the picker goes on.
    package func start(_ state: inout PickerState) -> Start {
        state.edit(.startQuery(self))
        return start(after: state)
    }

    /// How the picker goes on, the query applied to `state`: from how
    /// many rows match it (0, 1, or 2 for more). `--select-1` accepts only
    /// when every field is decided (each wheel has one row, the query's
    /// one match; each text has a value or is not required) and the
    /// verdict is finish, whatever field comes first.
    package func start(after state: PickerState) -> Start {
        let focused = state.focusedWheel
        let wheel = focused.map { filters ? Self.queryWheel(state) ?? $0 : $0 }
        let matches: Int
        if let wheel, let text, !text.isEmpty {
            let rows = state.shownWheels.wheels[wheel].rows
            if filters, let filter = state.shownWheels.filters.filter(ofWheel: wheel) {
                matches = min(filter.matchCount ?? 0, 2)
            } else if filters {
                matches = min(FilterResult.scan(FilterQuery(text, literal: literal), in: rows).rows.count, 2)
            } else {
                matches = Self.searchMatches(text, in: rows)
            }
            if selectOne && matches == 1 && Self.decided(state, besides: wheel) { return .accept }
        } else {
            // No query: one row in each wheel of the whole picker is the one match.
            matches = Self.decided(state, besides: nil) ? 1 : 2
            if selectOne && matches == 1 { return .accept }
        }
        if exitZero && matches == 0 { return .noMatch }
        return .run
    }

    /// Every field decided, the shown field's wheel `besides` aside (the
    /// query's, whose one match is counted): each other wheel has one row,
    /// each text an answer; and the verdict lets the picker finish.
    private static func decided(_ state: PickerState, besides wheel: Int?) -> Bool {
        for (index, field) in state.form.fields.enumerated() {
            guard let field = field.wheels else { continue }
            let single = field.wheels.indices.allSatisfy {
                ($0 == wheel && index == state.form.shown) || field.wheels[$0].rows.count == 1
            }
            if !single { return false }
        }
        return state.verdict == .finish
    }

    /// The wheel whose filter `--query` is typed into: the focused one's,
    /// else the first that filters, as the wheels are drawn.
    package static func queryWheel(_ state: PickerState) -> Int? {
        let shown = state.shownWheels
        let filtering = shown.filters.wheels
        if let focused = state.focusedWheel, filtering.contains(focused) { return focused }
        return shown.wheelOrder.first(where: filtering.contains)
    }

    /// 0, 1 or 2 (for more): the rows a `/` search for `text` finds, which
    /// are those containing it (a row starting with it contains it too).
    private static func searchMatches(_ text: String, in rows: some RowSource) -> Int {
        guard let first = rows.firstRow(matching: text, as: .contains, in: 0..<rows.count) else { return 0 }
        return rows.firstRow(matching: text, as: .contains, in: (first + 1)..<rows.count) == nil ? 1 : 2
    }
}
