import ReelCore
import ReelTerminal

extension Picker {
    /// Runs the picker with `keys` instead of a person's, as `reel`'s
    /// `REEL_KEYS` does: no terminal is opened, the picker is drawn on a
    /// screen of `size` kept in memory, and it ends as the keys say — a
    /// test of the code that asks. `keys` is written as `reel`'s KEYS: text
    /// types itself, `<enter>`, `<tab>`, `<down>`, `<ctrl+t>`… are keys,
    /// `<lt>` a `<`, `<wait>` waits until nothing loads or ranks
    /// (`PickerKeys`). Keys that
    /// run out end it as `.timedOut`. `screen` is given the last frame,
    /// as plain lines, whichever way it ended.
    ///
    ///     var picker = Picker(components: [.init(["Tea", "Coffee"])])
    ///     if case .selected(let choice) = try picker.run(keys: "<down><enter>") { … }  // Coffee
    public mutating func run(keys: PickerKeys, size: TerminalSize = .fallback,
                             screen: (([String]) -> Void)? = nil) throws(PickerError) -> PickerResult {
        try checkComponents()
        let chosen = appearance
        defer { appearance = chosen }
        appearance.keyed()
        return try run(keys: keys.script, size: size) { screen?(Picker.screenLines($0)) }
    }

    /// A frame as plain text: its lines, no trailing blanks.
    package static func screenLines(_ frame: Frame) -> [String] {
        frame.text.map { line in String(line.reversed().drop { $0 == " " }.reversed()) }
    }
}

extension Appearance {
    /// The look of a keyed run: no colour at all (the screen is kept as
    /// text), the same on every machine whatever its terminal or locale;
    /// check marks are ✓, as the text is UTF-8.
    package mutating func keyed() {
        depth = .none
        colorless = true
        plainMarks = false
        if perspective != .flat { perspective = Perspective.choose(flat: false, depth: .none, theme: theme) }
        theme = theme.shown(at: .none)
    }
}
