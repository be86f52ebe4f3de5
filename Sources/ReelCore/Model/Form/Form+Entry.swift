import ReelText

/// A form's text and switch fields (`FieldEntry`): the shown one takes the
/// person's actions while it has the focus (`handleInShownField`), and a
/// required text left empty is refused by the verdict (`Verdict`) until
/// it is filled in.
extension PickerState {
    /// The toolbar stops saying field `index` is required once it is filled in.
    mutating func forgetMissing(ifFilled index: Int) {
        if form.missing == index, form.firstMissing != index { form.missing = nil }
    }

    /// Field `index`'s text, when it is a text field (`PickerEdit.text`).
    mutating func setText(_ text: String, field index: Int) {
        guard form.fields.indices.contains(index), var field = form.fields[index].entry as? TextField else { return }
        field.setText(text)
        form.fields[index].kind = .entry(field)
        forgetMissing(ifFilled: index)
    }

    /// Field `index` on or off, when it is a switch (`PickerEdit.isOn`).
    mutating func setOn(_ isOn: Bool, field index: Int) {
        guard form.fields.indices.contains(index), var toggle = form.fields[index].entry as? SwitchField else { return }
        toggle.setOn(isOn)
        form.fields[index].kind = .entry(toggle)
    }

    /// `Name is required` while an accept waits for it.
    func entryNotes() -> [ToolbarNote] {
        guard let missing = form.missing, case .refuse(let refusal) = verdict, refusal.field == missing else { return [] }
        return [ToolbarNote(.accepting, refusal.message)]
    }
}
