/// A button of the toolbar besides Done and Cancel (`--button TEXT[:KEY]`,
/// UIToolbar's items, dialog's `--extra-button`): drawn between them,
/// pressed by Tab and Enter, a click or its key, it accepts the selection
/// as Done does and says which button ended the picker (`Ending.pressed`),
/// so a script tells Back or Edit from Done by the exit status.
package struct ToolbarButton: Equatable, Sendable {
    package var title: String
    /// The key that presses it from anywhere (`ctrl+e`), if any.
    package var key: Key?

    package init(title: String, key: Key? = nil) {
        self.title = title
        self.key = key
    }
}

extension Key {
    /// A key as `--button TEXT:KEY` names it: `ctrl+e` (or `ctrl-e`), or
    /// one printable character; nil for anything else.
    package init?(named name: String) {
        let lowered = name.lowercased()
        for prefix in ["ctrl+", "ctrl-"] where lowered.hasPrefix(prefix) {
            let rest = lowered.dropFirst(prefix.count)
            guard rest.count == 1, let letter = rest.first, letter.isASCII, letter.isLetter else { return nil }
            self = .control(letter)
            return
        }
        guard name.count == 1, let character = name.first, !character.isWhitespace,
              character.unicodeScalars.allSatisfy({ $0.properties.generalCategory != .control }) else { return nil }
        self = .character(character)
    }
}
