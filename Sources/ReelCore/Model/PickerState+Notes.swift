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
        if let checked = checks.note(wheel: focusedWheel) { notes.append(checked) }
        if let i = focusedWheel, let place = position(ofWheel: i) {
            // `12/304 loading…`: the count is the place's, not said twice.
            let loading = streaming?.wheel == i && streaming?.isStreaming == true
            notes.append(ToolbarNote(.position, loading ? place + " loading…" : place))
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
        Self.features.contains { $0.mayNote(self) } || !checks.wheels.isEmpty || chrome.status != nil
            || wheels.contains { $0.showsPosition && isLongList($0) }
    }

    /// A list long enough for its position to tell something.
    package static let longList = 20

    private func isLongList(_ wheel: Wheel) -> Bool {
        wheel.rows.count > max(Self.longList, chrome.visibleRows)
    }

    /// Whole seconds left before `--timeout`, shown near the end.
    package var countdown: Int? { idle?.countdown(at: clock) }

    /// `12/304` for a long list of rows read from stdin, a file or a
    /// command (more than `Self.longList` and more than the wheel shows),
    /// or while they are still arriving (how many came so far); nil for
    /// short lists and ranges, where a count is noise (`seq 3 | reel`
    /// says nothing, nor do six colours).
    package func position(ofWheel i: Int) -> String? {
        // A picker of no wheels still has its focus on the first.
        guard wheels.indices.contains(i) else { return nil }
        let wheel = wheels[i]
        // A filter's query line counts its own (`12/1000`), as a list's does.
        if filters.filter(ofWheel: i) != nil || showsList { return nil }
        let loading = streaming?.wheel == i && streaming?.isStreaming == true
        guard wheel.showsPosition, wheel.rows.count > 0, isLongList(wheel) || loading else { return nil }
        return "\(wheel.selectedRow + 1)/\(wheel.rows.count)"
    }
}
