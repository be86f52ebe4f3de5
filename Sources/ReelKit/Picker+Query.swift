import ReelCore

extension Picker {
    /// Applies `--query`, `--select-1` and `--exit-0` before the picker is
    /// drawn (`StartQuery.start`): whether to run it, accept, or end.
    package mutating func start(_ query: StartQuery) -> StartQuery.Start {
        query.start(&state)
    }

    /// `--filter`: the focused wheel shows only the rows its query
    /// matches, best first unless `sorts` is false.
    package mutating func filterFocusedWheel(sorts: Bool) {
        guard let wheel = state.focusedWheel else { return }
        state.filter = WheelFilter(wheel: wheel, sorts: sorts)
    }
}
