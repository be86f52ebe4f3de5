/// What the toolbar says beside its buttons, gathered from the features
/// in the order it is shown: a search being typed stands alone; else the
/// countdown, then the derived note (a weekday), the focused wheel's
/// position, rows loading, the commands' notes and the program's status.
extension PickerState {
    package var notes: [ToolbarNote] {
        if let typing = finder.note { return [typing] }
        var notes: [ToolbarNote] = []
        if let seconds = countdown { notes.append(ToolbarNote(.countdown, "\(seconds)s")) }
        if let derived = dependencies.note(wheels) { notes.append(derived) }
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

    /// Whole seconds left before `--timeout`, shown near the end.
    package var countdown: Int? { idle?.countdown(at: clock) }

    /// `12/304` for a wheel of rows read from stdin, a file or a command
    /// when they do not all fit on the screen; nil for short lists and
    /// ranges, where a count is noise.
    package func position(ofWheel i: Int) -> String? {
        let wheel = wheels[i]
        guard wheel.showsPosition, wheel.rows.count > 0,
              wheel.rows.count > chrome.visibleRows || streaming?.wheel == i else { return nil }
        return "\(wheel.selectedRow + 1)/\(wheel.rows.count)"
    }
}
