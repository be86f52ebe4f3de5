import ReelText

/// What the toolbar says beside its buttons: a search being typed stands
/// alone; else what each feature of the composition says (the countdown,
/// rows loading, a date's weekday, the commands), then the picker's own:
/// the checks, the focused wheel's position and the program's status;
/// the most important first (by rank; among equals, in that order).
extension PickerState {
    /// The notes as the state now stands: what `notes` keeps.
    func gatheredNotes() -> [ToolbarNote] {
        if let typing = finder.note { return [typing] }
        var notes = Self.features.flatMap { $0.notes(self) }
        let shown = shownWheels
        if let checked = shown.checks.note(wheel: focusedWheel) { notes.append(checked) }
        if let i = focusedWheel, let place = position(ofWheel: i) {
            // `12/304 loading…`: the count is the place's, not said twice.
            notes.append(ToolbarNote(.position, shown.isLoading(i) ? place + " loading…" : place))
        }
        if let status = chrome.status { notes.append(ToolbarNote(.info, status)) }
        return notes.enumerated().sorted { ($0.element.rank, $0.offset) < ($1.element.rank, $1.offset) }.map(\.element)
    }

    /// Makes the notes again, once the state has changed.
    mutating func refreshNotes() {
        notes = gatheredNotes()
    }

    /// Whether the toolbar may have notes besides a search: a feature that
    /// may say something, checks, a long list's position, the program's
    /// status. The toolbar then keeps room for them from the start, so a
    /// note coming never moves the picker; a search needs none (it takes
    /// the buttons' place while open).
    package var mayHaveNotes: Bool {
        let shown = shownWheels
        return Self.features.contains { $0.mayNote(self) } || !shown.checks.wheels.isEmpty || chrome.status != nil
            || shown.wheels.contains { $0.showsPosition && shown.isLongList($0, visibleRows: chrome.visibleRows) }
    }

    /// A list long enough for its position to tell something.
    package static let longList = 20

    /// Whole seconds left before `--timeout`, shown near the end.
    package var countdown: Int? { idle?.countdown(at: clock) }
}
