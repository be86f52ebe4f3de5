import ReelText

/// `--query` before anything is drawn (`PickerEdit.startQuery`).
extension PickerState {
    /// Under `--filter` the query is typed into the focused wheel's
    /// filter, or with the focus on a wheel without one (a range), the
    /// first filter's as the wheels are drawn (`StartQuery.queryWheel`),
    /// whose wheel then shows the matches, the band on the best; a `/`
    /// search moves the band to the first row it finds, as `/TEXT` and
    /// Enter would (`n`/`N` go on).
    mutating func start(with query: StartQuery) {
        guard let focused = focusedWheel, let text = query.text, !text.isEmpty else { return }
        let wheel = query.filters ? StartQuery.queryWheel(self) ?? focused : focused
        if query.filters, shownWheels.filters.filter(ofWheel: wheel) != nil {
            // Typed into the filter alone: the other features hear
            // nothing before the picker starts (a command would be
            // counted as started and never run).
            setFilterQuery(text, wheel: wheel, field: form.shown)
        } else if query.filters {
            let found = FilterResult.scan(FilterQuery(text, literal: query.literal), in: shownWheels.wheels[wheel].rows)
            if let best = found.ranked().first { select(Int(best), inWheel: wheel) }
        } else {
            // The person's actions and the finder's slices alone, not
            // whole events: the other features hear nothing before the
            // picker starts (a command would be counted as started and
            // never run, and Enter would wait for its rows for ever).
            _ = act(.beginSearch)
            _ = act(.pasted(text, at: clock))
            while finder.isPending { take(finder.tick(wheels: shownWheels.wheels)) }
            _ = act(.activate)
        }
    }
}
