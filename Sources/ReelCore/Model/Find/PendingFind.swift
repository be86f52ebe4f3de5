import ReelText

/// A search of a wheel's rows that is not over: where its next slice
/// starts and what it has found so far. While one is pending,
/// `PickerState.nextTick()` asks for a tick at once: the loop polls the
/// terminal without waiting, and each tick searches one slice more, so
/// keys typed meanwhile are read between slices and refine the search (it
/// starts again) or end it.
///
/// A `/` search makes one pass for rows starting with the query and
/// containing it at once (`.prefix`, remembering the first row that only
/// contains it); a pass that began past the first row then looks for
/// containing rows before where it began (`.contains`, up to `end`).
package struct PendingFind: Sendable, Equatable {
    package var match: TextMatch
    /// The row the next slice starts at.
    package var next: Int
    /// Where the `.prefix` pass began.
    package var start: Int
    /// The row after the last to search; nil: every row, as they arrive.
    package var end: Int?
    /// The first row found containing the query, in the `.prefix` pass.
    package var containing: Int?

    package init(match: TextMatch, next: Int, end: Int? = nil) {
        self.match = match
        self.next = next
        self.start = next
        self.end = end
    }
}
