import ReelText

/// A form's text and switch fields (`FieldEntry`): the shown one takes the
/// person's actions while it has the focus, before any other feature (a
/// `j` typed in a name is text, not a spin), and a required text left
/// empty holds every accept back until it is filled in.
extension PickerState {
    mutating func formHandle(_ action: Action) -> Bool {
        guard focus == .entry, let shown = form?.shown else { return false }
        guard form!.fields[shown].kind.handle(action) else { return false }
        if form!.missing == shown, form!.firstMissing != shown { form!.missing = nil }
        return true
    }

    /// The first required field still empty, for an accept: it is shown
    /// and focused, and the toolbar says it is needed.
    mutating func stopAtMissing() -> Bool {
        guard let missing = form?.firstMissing else { return false }
        form?.missing = missing
        show(field: missing, focus: .entry)
        return true
    }

    /// `Name is required` while an accept waits for it.
    func formEntryNotes() -> [ToolbarNote] {
        guard let form, let missing = form.missing else { return [] }
        return [ToolbarNote(.accepting, "\(SafeText.line(form.fields[missing].name)) is required")]
    }
}
