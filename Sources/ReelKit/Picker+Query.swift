import ReelCore
import ReelSystem

extension Picker {
    /// Applies `--query`, `--select-1` and `--exit-0` before the picker is
    /// drawn (`StartQuery.start`): whether to run it, accept, or end.
    package mutating func start(_ query: StartQuery) -> StartQuery.Start {
        query.start(&state)
    }

    /// `--filter`: each list wheel (a comma list, stdin, a file, a
    /// command) shows only the rows its own query matches, best first
    /// unless `sorts` is false, folding accents unless `literal`; the
    /// focused wheel's query is typed into. With no list wheel, the
    /// focused wheel filters, whatever its rows.
    /// In a form, each field's list wheels, each field's own.
    package mutating func filterListWheels(sorts: Bool, literal: Bool = false) {
        for field in 0..<state.form.fields.count {
            let picker = state.wheels(ofField: field)
            let lists = picker.wheels.indices.filter { picker.wheels[$0].isList }
            // The focused wheel, or a field not shown, the first it draws.
            let focused = field == state.form.shown ? state.focusedWheel : picker.wheelOrder.first
            let filtered = lists.isEmpty ? focused.map { [$0] } ?? [] : lists
            let edits = filtered.map {
                PickerEdit.filter(WheelFilter(wheel: $0, sorts: sorts, literal: literal, workers: Self.filterWorkers))
            }
            state.edit(edits.map { .field(field, $0) })
        }
    }

    /// `--filter` on the focused wheel alone, whatever its rows.
    package mutating func filterFocusedWheel(sorts: Bool, literal: Bool = false) {
        guard let wheel = state.focusedWheel else { return }
        state.edit(.filter(WheelFilter(wheel: wheel, sorts: sorts, literal: literal, workers: Self.filterWorkers)))
    }

    /// Who tests a filter's slices: the caller's thread and one more,
    /// started at the first slice worth sharing and parked between slices,
    /// one for every filter of the process (only one slice runs at a time).
    /// A thread started per slice answered the first key later than one
    /// thread did, on a loaded machine (see the README's typed table).
    static let filterWorkers = SecondThread()
}

// MARK: - Filtering (UISearchController's words: UIPickerView has none)

extension Picker {
    /// Lets the person narrow `component` by typing, as `reel --filter`
    /// does: every printable key is the query's, in fzf's syntax (fuzzy
    /// terms, `'exact`, `^prefix`, `suffix$`, `!not`, `a | b`), and the
    /// component shows only the rows that match, best first (input order
    /// with `sortsMatches` false). Several components may filter, each
    /// with its own query: the focused one's is typed into and shown (a
    /// search bar per component; Tab goes to the next). False stops
    /// `component` filtering (it shows every row again). Rows keep their
    /// data source's numbers: `selectedRow`, `checkedRows` and the result
    /// name the row as the data source does.
    public mutating func setFiltersRows(_ filters: Bool, inComponent component: Int, sortsMatches: Bool = true) {
        guard state.shownWheels.wheels.indices.contains(component) else { return }
        // The component shows all its rows again before it filters anew.
        if state.shownWheels.filters.filter(ofWheel: component) != nil { state.edit(.noFilter(wheel: component)) }
        guard filters else { return }
        state.edit([.filter(WheelFilter(wheel: component, sorts: sortsMatches, workers: Self.filterWorkers)),
                    .focus(.wheel(component))])
    }

    /// Whether `component` filters its rows.
    public func filtersRows(inComponent component: Int) -> Bool {
        state.shownWheels.filters.filter(ofWheel: component) != nil
    }

    /// The components that filter their rows, in the order they were set.
    public var filteringComponents: [Int] { state.shownWheels.filters.wheels }

    /// The component whose query is typed into and shown: the focused
    /// one, when it filters (with a button focused, the one focused last);
    /// nil when none does.
    public var filteringComponent: Int? { state.filter?.wheel }

    /// The query (`UISearchBar.text`) of the component typed into
    /// (`filteringComponent`): what the person typed, once the picker has
    /// run; set it to start with a query, as `--query` does. Nil when no
    /// component filters.
    public var searchText: String? {
        get { state.filter?.query }
        set { state.edit(.filterQuery(newValue ?? "")) }
    }

    /// `component`'s query, typed into or not; nil when it does not filter.
    public func searchText(inComponent component: Int) -> String? {
        state.shownWheels.filters.filter(ofWheel: component)?.query
    }

    /// Sets `component`'s query, as if typed before the picker runs.
    public mutating func setSearchText(_ text: String, inComponent component: Int) {
        state.edit(.wheelFilterQuery(text, wheel: component))
    }

    /// How many rows of the component typed into match its query (all of
    /// them with no query).
    public var numberOfMatchingRows: Int? {
        filteringComponent.flatMap(numberOfMatchingRows(inComponent:))
    }

    /// How many rows of `component` match its query; nil when it does not filter.
    public func numberOfMatchingRows(inComponent component: Int) -> Int? {
        guard state.shownWheels.filters.filter(ofWheel: component) != nil, state.shownWheels.wheels.indices.contains(component) else { return nil }
        return state.shownWheels.wheels[component].rows.count
    }
}
