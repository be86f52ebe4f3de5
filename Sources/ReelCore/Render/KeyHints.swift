import ReelInput
import ReelModel
import ReelText

/// The key table (`KeyMap`) in the words a screen has room for: the hint
/// line of `--hints` and the `?` help, both read from the table that binds
/// the keys, so neither can say what the keys do not do.
enum KeyHints {
    /// `↑↓ spin`, `⇥ next`, `/ find`, …: each hint word with its keys drawn short.
    static var words: [String] {
        KeyMap.hints.map { keys, word in keys.map(symbol).joined() + " " + word }
    }

    /// A key as a hint bar draws it: arrows and symbols where a terminal
    /// font has them, its name otherwise.
    static func symbol(_ key: Key) -> String {
        switch key {
        case .up: "↑"
        case .down: "↓"
        case .left: "←"
        case .right: "→"
        case .tab: "⇥"
        case .enter: "⏎"
        case .character(" "): "␣"
        default: key.name
        }
    }

    /// One line per line of `--help`'s key section: keys, two spaces, words.
    static var helpLines: [String] {
        KeyMap.helpLines.map { $0.keysText + "  " + $0.help }
    }
}
