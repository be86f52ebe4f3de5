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
