/// The row of buttons under the wheels: `[ Cancel ]  [ Done ]`, right-aligned.
/// Brackets keep the buttons recognisable with no colour at all.
enum Toolbar {
    struct Button {
        var focus: Focus
        var text: String
    }

    static let spacing = 2
    /// Columns kept left of the buttons for a search, countdown or loading
    /// note, so the frame does not change width while one is typed.
    static let noteRoom = 18

    static func buttons(state: PickerState) -> [Button] {
        (state.chrome.cancelTitle.map { [Button(focus: .cancel, text: $0)] } ?? []) + [Button(focus: .done, text: state.chrome.doneTitle)]
    }

    static func label(_ text: String) -> String { "[ \(text) ]" }

    /// Text at the left of the toolbar: the search being typed, else the
    /// countdown of `--timeout`, else notes such as rows still loading.
    static func note(state: PickerState) -> String? {
        let notes = state.notes
        return notes.isEmpty ? nil : notes.map(\.text).joined(separator: "  ")
    }

    static func width(state: PickerState, measure: DisplayWidth) -> Int {
        let buttons = buttons(state: state)
        return buttons.map { SafeText.columns(of: label($0.text), width: measure) }.reduce(0, +) + spacing * (buttons.count - 1)
    }

    /// Each button's first column and width within a line of `width`.
    static func spans(state: PickerState, width: Int, measure: DisplayWidth) -> [(button: Button, start: Int, width: Int)] {
        var x = max(0, width - self.width(state: state, measure: measure))
        return buttons(state: state).map { button in
            let w = SafeText.columns(of: label(button.text), width: measure)
            defer { x += w + spacing }
            return (button, x, w)
        }
    }
}
