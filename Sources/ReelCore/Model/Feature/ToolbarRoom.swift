import ReelText

/// The toolbar's notes, made once per event after every other feature has
/// followed it (this is the last of the composition); the toolbar keeps
/// room for a note only while there is one, and the key help (`?`) takes
/// room of its own: when either comes or goes, the picker is laid out
/// again. Kept in `Chrome`, as the toolbar is.
package struct ToolbarRoom: Equatable, Sendable, PickerFeature {
    package init() {}

    /// The session's start set the countdown: the notes say it from the first frame.
    package mutating func receive(_ event: Event, _ picker: inout PickerState, at now: Double) -> [Effect] {
        if case .started = event { picker.refreshNotes() }
        return []
    }

    package mutating func follow(_ event: Event, _ picker: inout PickerState, _ context: FollowContext,
                                 at now: Double) -> [Effect] {
        picker.refreshNotes()
        let before = context.before
        return before.hadNotes == picker.notes.isEmpty || before.showedKeys != picker.chrome.showsKeys ? [.relayout] : []
    }
}
