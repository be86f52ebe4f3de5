import ReelInput
import ReelModel
import ReelText

/// The row of buttons under the wheels: `[ Cancel ]  [ Done ]`, right-aligned,
/// and left of them the notes. Brackets keep the buttons recognisable with
/// no colour at all.
enum Toolbar {
    struct Button {
        var focus: Focus
        var text: String
    }

    static let spacing = 2
    /// Columns kept left of the buttons for notes (the countdown, rows
    /// loading, a command's error) on a picker that may have one, whether
    /// or not there is one yet, so that a note coming never moves it.
    static let noteRoom = 18
    /// Under `--filter` the query line is there from the start, with a
    /// count as long as the list's (`> query  1234/100000`): more room.
    static let filterNoteRoom = 36

    static func noteRoom(_ state: PickerState) -> Int { state.shownWheels.filters.isEmpty ? noteRoom : filterNoteRoom }

    static func buttons(state: PickerState) -> [Button] {
        (state.chrome.cancelTitle.map { [Button(focus: .cancel, text: $0)] } ?? [])
            + state.chrome.buttons.enumerated().map { Button(focus: .button($0.offset), text: $0.element.title) }
            + [Button(focus: .done, text: state.chrome.doneTitle)]
    }

    static func label(_ text: String) -> String { "[ \(text) ]" }

    /// The notes, the most important first (an error, the countdown, rows
    /// loading, the position, the rest), as one text; a search being
    /// typed stands alone. nil: nothing to say.
    static func note(state: PickerState) -> (text: String, keepsEnd: Bool)? {
        let notes = state.notes
        guard !notes.isEmpty else { return nil }
        return (notes.map(\.text).joined(separator: "  "), notes.contains { $0.keepsEnd })
    }

    static func width(state: PickerState, measure: DisplayWidth) -> Int {
        width(of: buttons(state: state), measure: measure)
    }

    private static func width(of buttons: [Button], measure: DisplayWidth) -> Int {
        buttons.map { SafeText.columns(of: label($0.text), width: measure) }.reduce(0, +) + spacing * max(0, buttons.count - 1)
    }

    /// Each button's first column and width within a line of `width`. A
    /// button is drawn whole or not at all: when they do not all fit,
    /// Cancel goes first (Esc still cancels), then Done (Enter still accepts).
    /// While a search is open the query takes the whole line: Enter and
    /// Esc end the search, not the buttons.
    static func spans(state: PickerState, width: Int, measure: DisplayWidth) -> [(button: Button, start: Int, width: Int)] {
        var buttons = state.finder.isSearching ? [] : buttons(state: state)
        while !buttons.isEmpty, self.width(of: buttons, measure: measure) > width { buttons.removeFirst() }
        var x = max(0, width - self.width(of: buttons, measure: measure))
        return buttons.map { button in
            let w = SafeText.columns(of: label(button.text), width: measure)
            defer { x += w + spacing }
            return (button, x, w)
        }
    }
}
