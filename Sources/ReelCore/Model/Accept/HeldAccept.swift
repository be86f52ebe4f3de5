import ReelText

/// An accept that waits (the verdict holds): Enter, a button or an
/// accepting `--timeout` while rows are loading for the selection shown
/// (in any field of a form), a filter is still ranking, or no row has come
/// yet. It is the picker's, whichever field is shown, and asks the verdict
/// again after every event (`HeldAccept+Feature`), so what is printed is a
/// value beside the rows made for it (`2 r2`, never `2 r1`), as `--live`
/// reports. Esc still cancels meanwhile.
package struct HeldAccept: Equatable, Sendable {
    /// The ending it waits to give; nil: nothing held.
    package private(set) var ending: Ending?
    /// Made before any row of the input came: with a filter's query, the
    /// ranking of the whole input decides (`Verdict`), not the first
    /// row that happens to match.
    package private(set) var untilInputEnds = false

    package init() {}

    mutating func hold(_ ending: Ending, untilInputEnds: Bool = false) {
        self.ending = ending
        self.untilInputEnds = untilInputEnds
    }

    /// The ending held, given back once; the hold is over then.
    mutating func release() -> Ending? {
        defer {
            ending = nil
            untilInputEnds = false
        }
        return ending
    }

    /// What the toolbar says while an accept waits for rows.
    package static let note = "accepting…"
}
