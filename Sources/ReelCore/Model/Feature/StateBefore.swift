import ReelText

/// What the features following an event compare with the state it left,
/// taken once before the picker handles it: whether the selection moved
/// (the relations follow it), checks changed (the preview looks again), a
/// form showed another field or the toolbar's notes or key help came or
/// went (the picker is laid out again).
package struct StateBefore: Sendable {
    let selectedRows: [Int]
    let checks: Checks
    let shownField: Int?
    let hadNotes: Bool
    let showedKeys: Bool

    init(_ state: PickerState) {
        // Only the relations compare it: without them, no look at every
        // wheel's row around every key.
        selectedRows = state.dependencies.all.isEmpty ? [] : state.selectedRows
        checks = state.checks
        shownField = state.form?.shown
        hadNotes = !state.notes.isEmpty
        showedKeys = state.chrome.showsKeys
    }

    /// A state with nothing before it (a feature's test following one event).
    static let none = StateBefore()

    private init() {
        (selectedRows, checks, shownField, hadNotes, showedKeys) = ([], Checks(), nil, false, false)
    }
}
