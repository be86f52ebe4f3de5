import ReelInput
import ReelModel
import ReelText

/// The key table (`KeyMap`) in the words a screen has room for: the hint
/// line of `--hints` and the `?` help, both read from the table that binds
/// the keys, so neither can say what the keys do not do.
enum KeyHints {
    /// `↑↓ spin`, `⇥ next`, `/ find`, …: each hint word with its keys drawn
    /// short, for what the keys do in `state` now (`␣ check` only on a
    /// `--multi` wheel).
    static func words(for state: PickerState) -> [String] { words(in: KeyMap.Context(state)) }

    static func words(in context: KeyMap.Context) -> [String] {
        KeyMap.hints(in: context).map { keys, word in
            let symbols = keys.map(symbol)
            guard !symbols.isEmpty else { return word }
            // `↑↓`, but `PgUp/PgDn`: names of several letters apart.
            return symbols.joined(separator: symbols.contains { $0.count > 1 } ? "/" : "") + " " + word
        }
    }

    /// The hints as wide as they get, whichever wheel has the focus: the
    /// layout keeps room for these, so the line never reflows.
    /// (A list takes the terminal's width: its words need no room kept.)
    static var widest: [String] { words(in: KeyMap.Context(multiSelect: true)) }

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
        case .pageUp: "PgUp"
        case .pageDown: "PgDn"
        case .character(" "): "␣"
        default: key.name
        }
    }

    /// One line per line of `--help`'s key section: keys, two spaces,
    /// words; in the list look, its words (nothing spins there).
    static func helpLines(for state: PickerState) -> [String] {
        KeyMap.helpLines(list: state.shownWheels.showsList).map { $0.keysText + "  " + $0.help }
    }
}
