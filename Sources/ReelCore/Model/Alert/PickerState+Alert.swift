/// The alert (UIAlertController): a title or message and the toolbar's
/// buttons, with no wheel. The buttons are then all there is to focus, so
/// ←/→ move among them as they move among the wheels of a picker.
extension PickerState {
    /// A picker with nothing to choose but a button: `reel --alert`.
    /// (A picker made with no wheels has no field: `PickerState(wheels:)`.)
    package var isAlert: Bool { form.fields.isEmpty }

    /// Nothing drawn as rows: an alert, or a form of texts and switches only.
    package var hasNoRows: Bool { form.fields.allSatisfy { $0.entry != nil } }

    /// An alert's state: Done focused, as Enter presses it first.
    package static func alert(title: String?, message: String?, doneTitle: String = "Done", cancelTitle: String? = nil,
                              buttons: [ToolbarButton] = []) -> PickerState {
        var state = PickerState(wheels: [], focus: .done, title: title, message: message, doneTitle: doneTitle,
                                cancelTitle: cancelTitle)
        var chrome = state.chrome
        chrome.buttons = buttons
        state.edit(.chrome(chrome))
        return state
    }

    /// ←/→ in an alert: the button beside the focused one, stopping at
    /// the ends (as ←/→ stop at the first and last wheel; Tab wraps).
    mutating func stepAmongButtons(_ action: Action) {
        let stops = focusStops
        guard let here = stops.firstIndex(of: focus) else {
            if let first = stops.first { focus = first }
            return
        }
        let next = here + (action == .left ? -1 : 1)
        if stops.indices.contains(next) { focus = stops[next] }
    }
}
