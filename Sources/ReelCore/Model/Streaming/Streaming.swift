import ReelText

/// Rows still arriving on stdin or from a file while the picker runs: the
/// edge reads them straight into the buffer the wheel shows
/// (`LineRows.growingInPlace`) and hands over each new state of the rows
/// (`Event.rows`); this feature puts them under the wheel and keeps count
/// of how the input is going, for the toolbar.
package struct Streaming: Equatable, Sendable {
    package var wheel: Int
    package var finished = false
    /// `--max-rows` cut the input with more coming.
    package var cut = false
    /// Why reading stopped early, if it failed.
    package var failure: String?
    /// Rows measured for the wheel's width so far.
    package var measured = 0
    /// Lines over `LineRows.maxLineBytes` were cut: said once in the toolbar.
    package var linesCut = false
    /// Rows were still to come when the picker started: it keeps room for
    /// the loading note from the first frame to the last.
    package let loadsWhileShown: Bool

    package init(wheel: Int, finished: Bool = false, cut: Bool = false, measured: Int = 0) {
        loadsWhileShown = !finished
        self.wheel = wheel
        self.measured = measured
        self.finished = finished
        self.cut = cut
    }

    /// Rows still arriving, with nothing gone wrong.
    package var isStreaming: Bool { !finished && !cut && failure == nil }

    /// `rows`: the wheel's rows now (nil: the same as before); `final`: the
    /// input ended (with `failure`, if it failed), and `rows` holds its last line.
    package mutating func take(_ rows: LineRows?, final: Bool, failure: String? = nil, into wheels: inout [Wheel]) {
        guard wheels.indices.contains(wheel), let shown = wheels[wheel].lines else { return }
        if final, self.failure == nil { self.failure = failure }
        let lines = finished ? shown : rows ?? shown
        if !finished {
            cut = lines.wasCut
            finished = final || lines.wasCut
            linesCut = lines.linesCut > 0
        }
        wheels[wheel].setLines(lines, measuredFrom: measured)
        measured = lines.count
    }

    /// The toolbar's notes: a running count while loading (none before the
    /// first row), why rows stopped when `--max-rows` cut the input or
    /// reading failed, and that lines were cut. (Input that ends with no
    /// row ends the picker: `Ending.emptyInput`.)
    /// On the focused wheel the count goes with its position (`12/304 loading…`).
    package func notes(rows: Int, withPosition: Bool) -> [ToolbarNote] {
        var notes: [ToolbarNote] = []
        if cut {
            notes.append(ToolbarNote(.error, "only first \(rows)"))
        } else if let failure {
            notes.append(ToolbarNote(.error, "read error: \(failure)"))
        } else if !finished {
            if !withPosition { notes.append(ToolbarNote(.loading, rows == 0 ? "loading…" : "loading… \(rows)")) }
        }
        if linesCut { notes.append(ToolbarNote(.info, "long lines cut")) }
        return notes
    }
}
