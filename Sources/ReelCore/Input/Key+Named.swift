import ReelModel
import ReelText

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

    /// Whether `name` is meant as a ctrl key (`ctrl+zz`, `ctrl-`), named
    /// well or not: such a `--button` KEY is an error, never the button's text.
    package static func namesControl(_ name: String) -> Bool {
        let lowered = name.lowercased()
        return lowered.hasPrefix("ctrl+") || lowered.hasPrefix("ctrl-")
    }

    /// The key a terminal sends in its place, for a ctrl key whose byte is
    /// another key's: ctrl+h is 0x08 (backspace on many terminals), ctrl+i
    /// 0x09 (tab), ctrl+j 0x0A and ctrl+m 0x0D (enter). No terminal sends
    /// them apart, so a button on one of them could never be pressed.
    package var sentAs: Key? {
        switch self {
        case .control("h"): .backspace
        case .control("i"): .tab
        case .control("j"), .control("m"): .enter
        default: nil
        }
    }
}
