/// A wheel whose rows are still arriving (stdin, a file): how far it got.
package struct Loading: Equatable, Sendable {
    package var wheel: Int
    package var maxRows: Int
    package var finished = false
    /// `--max-rows` cut the input with more coming.
    package var cut = false
    /// Why reading stopped early, if it failed.
    package var failure: String?
    /// Rows measured for the wheel's width so far.
    package var measured = 0
    /// How the terminal measures text (`--ambiwide`).
    package var measure: DisplayWidth

    package init(wheel: Int, maxRows: Int, finished: Bool = false, cut: Bool = false, measured: Int = 0,
                 measure: DisplayWidth = DisplayWidth()) {
        self.wheel = wheel
        self.measured = measured
        self.measure = measure
        self.maxRows = maxRows
        self.finished = finished
        self.cut = cut
    }

    /// Rows still arriving, with nothing gone wrong.
    package var isStreaming: Bool { !finished && !cut && failure == nil }

    /// The toolbar note: a running count while loading, and why rows
    /// stopped when `--max-rows` cut the input or reading failed.
    package func note(rows: Int) -> String? {
        if cut { return "only first \(rows)" }
        if let failure { return "read error: \(failure)" }
        return finished ? nil : "loading… \(rows)"
    }
}
