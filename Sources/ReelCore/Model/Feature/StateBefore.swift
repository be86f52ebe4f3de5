import ReelText

/// What the features following an event compare with the state it left,
/// taken once before the picker handles it: whether a field's selection
/// moved (its relations follow it), its checks changed (the preview looks
/// again), another field was shown or the toolbar's notes or key help
/// came or went (the picker is laid out again).
package struct StateBefore: Sendable {
    /// Each field's selected rows, where it has relations to follow them
    /// (without them, no look at every wheel's row around every key).
    private let selectedRows: [[Int]]
    private let checks: [Checks]
    let shownField: Int
    let hadNotes: Bool
    let showedKeys: Bool

    init(_ state: PickerState) {
        let wheels = state.form.fields.map(\.wheels)
        selectedRows = wheels.map { field in
            guard let field, !field.dependencies.all.isEmpty else { return [] }
            return field.selectedRows
        }
        checks = wheels.map { $0?.checks ?? Checks() }
        shownField = state.form.shown
        hadNotes = !state.notes.isEmpty
        showedKeys = state.chrome.showsKeys
    }

    /// A state with nothing before it (a feature's test following one event).
    static let none = StateBefore()

    private init() {
        (selectedRows, checks, shownField, hadNotes, showedKeys) = ([], [], 0, false, false)
    }

    /// Field `index`'s selected rows before the event (empty where it has no relations).
    func selectedRows(ofField index: Int) -> [Int] {
        selectedRows.indices.contains(index) ? selectedRows[index] : []
    }

    /// Field `index`'s checks before the event.
    func checks(ofField index: Int) -> Checks {
        checks.indices.contains(index) ? checks[index] : Checks()
    }
}
