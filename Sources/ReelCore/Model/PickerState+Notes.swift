import ReelText

/// What the toolbar says beside its buttons, gathered from the features
/// in the order it is shown: a search being typed stands alone; else the
/// countdown, then the derived note (a weekday), the focused wheel's
/// position, rows loading, the commands' notes and the program's status.
extension PickerState {
    package var notes: [ToolbarNote] {
        if let typing = finder.note { return [typing] }
        var notes: [ToolbarNote] = []
        if let seconds = countdown { notes.append(ToolbarNote(.countdown, "\(seconds)s")) }
        if let derived = dependencies.note(wheels, within: form.map { $0.fields[$0.shown].wheels }) { notes.append(derived) }
        if let checked = checks.note(wheel: focusedWheel) { notes.append(checked) }
        var positioned = false
        if let i = focusedWheel, let place = position(ofWheel: i) {
            // `12/304 loading…`: the count is the place's, not said twice.
            positioned = streaming?.wheel == i && streaming?.isStreaming == true
            notes.append(ToolbarNote(.position, positioned ? place + " loading…" : place))
        }
        if let streaming, wheels.indices.contains(streaming.wheel) {
            notes += streaming.notes(rows: wheels[streaming.wheel].rows.count, withPosition: positioned)
        }
        notes += commands.notes(wheels: wheels)
        if let status = chrome.status { notes.append(ToolbarNote(.info, status)) }
        return notes
    }

    /// Whether the toolbar has anything to say: it keeps room for a note
    /// only then. Asked around every event: a long query is not copied for it.
    /// `!notes.isEmpty`, worked out without making the notes: a picker of
    /// 300 command wheels loading would make 300 of them twice per event.
    package var hasNote: Bool {
        if finder.isSearching || countdown != nil || chrome.status != nil { return true }
        if commands.hasNotes(wheels: wheels.count) || dependencies.note(wheels) != nil { return true }
        if let i = focusedWheel, position(ofWheel: i) != nil { return true }
        guard let streaming, wheels.indices.contains(streaming.wheel) else { return false }
        return !streaming.notes(rows: wheels[streaming.wheel].rows.count, withPosition: false).isEmpty
    }

    /// Whether the toolbar may have notes besides a search: a countdown,
    /// rows loading or a command's error, a long list's position, checks,
    /// a date's weekday, the program's status. The toolbar then keeps room
    /// for them from the start, so a note coming never moves the picker;
    /// a search needs none (it takes the buttons' place while open).
    package var mayHaveNotes: Bool {
        idle != nil || streaming?.loadsWhileShown == true || streaming.map { $0.cut || $0.linesCut } == true || commands.feeds.contains { $0.wheel != nil } || !checks.wheels.isEmpty
            || chrome.status != nil || dependencies.note(wheels) != nil
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
        let wheel = wheels[i]
        let loading = streaming?.wheel == i && streaming?.isStreaming == true
        guard wheel.showsPosition, wheel.rows.count > 0, isLongList(wheel) || loading else { return nil }
        return "\(wheel.selectedRow + 1)/\(wheel.rows.count)"
    }
}
