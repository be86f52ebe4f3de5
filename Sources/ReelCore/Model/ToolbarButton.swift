import ReelText

/// A button of the toolbar besides Done and Cancel (`--button TEXT[:KEY]`,
/// UIToolbar's items, dialog's `--extra-button`): drawn between them,
/// pressed by Tab and Enter, a click or its key, it accepts the selection
/// as Done does and says which button ended the picker (`Ending.pressed`),
/// so a script tells Back or Edit from Done by the exit status.
package struct ToolbarButton: Equatable, Sendable {
    package var title: String
    /// The name of the key that presses it from anywhere (`ctrl+e`, as
    /// `Key.name` spells it), if any: the model names keys, the key table
    /// (`KeyMap.Context`) reads them.
    package var keyName: String?

    package init(title: String, keyName: String? = nil) {
        self.title = title
        self.keyName = keyName
    }
}
