import ReelCore

extension Picker {
    /// Applies `--query`, `--select-1` and `--exit-0` before the picker is
    /// drawn (`StartQuery.start`): whether to run it, accept, or end.
    package mutating func start(_ query: StartQuery) -> StartQuery.Start {
        query.start(&state)
    }

    /// `--filter`: the focused wheel shows only the rows its query
    /// matches, best first unless `sorts` is false, folding accents
    /// unless `literal`.
    package mutating func filterFocusedWheel(sorts: Bool, literal: Bool = false) {
        guard let wheel = state.focusedWheel else { return }
        // One thread: two (`workers: TwoThreads()`) answered the first key
        // later on a loaded machine (see the README's typed table).
        state.edit(.filter(WheelFilter(wheel: wheel, sorts: sorts, literal: literal)))
    }
}

// MARK: - Filtering (UISearchController's words: UIPickerView has none)

extension Picker {
    /// Lets the person narrow `component` by typing, as `reel --filter`
    /// does: every printable key is the query's, in fzf's syntax (fuzzy
    /// terms, `'exact`, `^prefix`, `suffix$`, `!not`, `a | b`), and the
    /// component shows only the rows that match, best first (input order
    /// with `sortsMatches` false). One component at a time; false stops
    /// filtering. Rows keep their data source's numbers: `selectedRow`,
    /// `checkedRows` and the result name the row as the data source does.
    public mutating func setFiltersRows(_ filters: Bool, inComponent component: Int, sortsMatches: Bool = true) {
        if let filter = state.filter {
            // The wheel shows all its rows again before another filters.
            state.edit(.filterQuery(""))
            if !filters, filter.wheel != component { return }
            state.edit(.filter(nil))
        }
        guard filters, state.wheels.indices.contains(component) else { return }
        state.edit([.filter(WheelFilter(wheel: component, sorts: sortsMatches)), .focus(.wheel(component))])
    }

    /// The component that filters its rows, if any.
    public var filteringComponent: Int? { state.filter?.wheel }

    /// The query (`UISearchBar.text`): what the person typed, once the
    /// picker has run; set it to start with a query, as `--query` does.
    /// Nil when no component filters.
    public var searchText: String? {
        get { state.filter?.query }
        set { state.edit(.filterQuery(newValue ?? "")) }
    }

    /// How many rows of the filtering component match the query (all of
    /// them with no query).
    public var numberOfMatchingRows: Int? {
        guard let filter = state.filter, state.wheels.indices.contains(filter.wheel) else { return nil }
        return state.wheels[filter.wheel].rows.count
    }
}
