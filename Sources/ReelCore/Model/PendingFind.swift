/// A search of a wheel's rows that is not over: where its next slice
/// starts, and whether it looks for rows starting with the query or
/// containing it. While one is pending, `PickerState.nextTick()` asks for
/// a tick at once: the loop polls the terminal without waiting, and each
/// tick searches one slice more, so keys typed meanwhile are read between
/// slices and refine the search (it starts again) or end it.
package struct PendingFind: Sendable, Equatable {
    package var match: TextMatch
    /// The row the next slice starts at.
    package var next: Int
}
