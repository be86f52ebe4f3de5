import ReelText

/// An accept that waits: Enter, a button or an accepting `--timeout`
/// while rows are loading for the selection shown (in any field of a
/// form) or a filter is still ranking. It is the picker's, whichever
/// field is shown, and ends the picker once nothing it waits for is
/// left (`HeldAccept+Feature`), so what is printed is a value beside the
/// rows made for it (`2 r2`, never `2 r1`), as `--live` reports. Esc
/// still cancels meanwhile.
package struct HeldAccept: Equatable, Sendable {
    /// The ending it waits to give; nil: nothing held.
    package private(set) var ending: Ending?

    package init() {}

    mutating func hold(_ ending: Ending) { self.ending = ending }

    /// The ending held, given back once; the hold is over then.
    mutating func release() -> Ending? {
        defer { ending = nil }
        return ending
    }

    /// What the toolbar says while an accept waits for rows.
    package static let note = "accepting…"
}
