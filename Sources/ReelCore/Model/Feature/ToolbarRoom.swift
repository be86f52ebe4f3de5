import ReelText

/// The toolbar keeps room for a note only while there is one, and the key
/// help (`?`) takes room of its own: when either comes or goes, the picker
/// is laid out again. Kept in `Chrome`, as the toolbar is.
package struct ToolbarRoom: Equatable, Sendable, PickerFeature {
    private var hadNote = false
    private var showedKeys = false

    package init() {}

    package mutating func willHandle(_ event: Event, _ picker: PickerState) {
        hadNote = picker.hasNote
        showedKeys = picker.chrome.showsKeys
    }

    package mutating func follow(_ event: Event, _ picker: inout PickerState, _ context: FollowContext,
                                 at now: Double) -> [Effect] {
        hadNote != picker.hasNote || showedKeys != picker.chrome.showsKeys ? [.relayout] : []
    }
}
