/// A wheel whose rows are still arriving (stdin, a file): how far it got.
package struct Loading: Equatable, Sendable {
    package var wheel: Int
    package var finished = false
    /// `--max-rows` cut the input with more coming.
    package var cut = false
    /// Why reading stopped early, if it failed.
    package var failure: String?
    /// Rows measured for the wheel's width so far.
    package var measured = 0
    /// How the terminal measures text (`--ambiwide`).
    package var measure: DisplayWidth
    /// Lines over `LineRows.maxLineBytes` were cut: said once in the toolbar.
    package var linesCut = false

    package init(wheel: Int, finished: Bool = false, cut: Bool = false, measured: Int = 0,
                 measure: DisplayWidth = DisplayWidth()) {
        self.wheel = wheel
        self.measured = measured
        self.measure = measure
        self.finished = finished
        self.cut = cut
    }

    /// Rows still arriving, with nothing gone wrong.
    package var isStreaming: Bool { !finished && !cut && failure == nil }

    /// The toolbar note: a running count while loading (none before the
    /// first row), why rows stopped when `--max-rows` cut the input or
    /// reading failed, that the input gave none, and that lines were cut.
    package func note(rows: Int) -> String? {
        let progress: String? = if cut {
            "only first \(rows)"
        } else if let failure {
            "read error: \(failure)"
        } else if !finished {
            rows == 0 ? "loading…" : "loading… \(rows)"
        } else {
            rows == 0 ? "no rows" : nil
        }
        let parts = [progress, cutNote].compactMap { $0 }
        return parts.isEmpty ? nil : parts.joined(separator: "  ")
    }

    /// Said while any line of the input was cut at `LineRows.maxLineBytes`.
    package var cutNote: String? { linesCut ? "long lines cut" : nil }
}
