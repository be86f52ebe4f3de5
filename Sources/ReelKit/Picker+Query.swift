import ReelCore

extension Picker {
    /// Applies `--query`, `--select-1` and `--exit-0` before the picker is
    /// drawn (`StartQuery.start`): whether to run it, accept, or end.
    package mutating func start(_ query: StartQuery) -> StartQuery.Start {
        query.start(&state)
    }
}
