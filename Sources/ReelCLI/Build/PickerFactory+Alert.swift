import ReelCore

/// The alert (UIAlertController): a title or message and the toolbar's
/// buttons, no wheel.
extension PickerFactory {
    /// `--alert`; or nothing to choose from, nothing piped in (stdin is the
    /// terminal), and something to ask: `reel --title 'Delete 3 files?'`.
    /// Without a title or message that stays the error it was.
    static func asksAlert(_ plan: RunPlan, inputs: Inputs) -> Bool {
        plan.alert
            || (inputs.standardInputIsTerminal && (plan.title != nil || plan.message != nil))
    }

    /// Done focused, so Enter presses it; the buttons in the words of the
    /// locale where the person gave none.
    static func makeAlert(_ plan: RunPlan, words: LocaleWords) -> PickerState {
        let done = plan.doneTitle.flatMap { $0.isEmpty ? nil : $0 } ?? words.done
        return PickerState.alert(title: plan.title, message: plan.message, doneTitle: done,
                                 cancelTitle: plan.cancelTitle.map { $0.isEmpty ? words.cancel : $0 },
                                 buttons: plan.buttons)
    }
}
