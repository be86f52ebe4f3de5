/// What each key does: one table (`bindings`) of keys, the mode they hold
/// in, the command and the words, which both binds the keys and writes
/// their help (`helpLines` for `--help` and `?`, `hints` for a hint bar;
/// a test holds the man page to it). The one place keys get their meaning.
package enum KeyMap {
    /// Work for the event loop rather than the model.
    package enum Command: Equatable, Sendable {
        case action(Action)
        /// ctrl+l: draw everything again.
        case redraw
        /// ctrl+z: give the terminal back and stop, as a shell job.
        case suspend
    }

    /// What the mode columns of the table read: the state a key is
    /// pressed in.
    package struct Context: Equatable, Sendable {
        package var searching = false
        package var multiSelect = false
        /// The keys of the `--button`s, by index (nil: a button without one).
        package var buttonKeys: [Key?] = []

        package init(searching: Bool = false, multiSelect: Bool = false) {
            self.searching = searching
            self.multiSelect = multiSelect
        }

        /// The modes `state` is in.
        package init(_ state: PickerState) {
            searching = state.finder.isSearching
            multiSelect = state.focusedWheel.map(state.checks.isMulti) ?? false
            buttonKeys = state.chrome.buttons.map { $0.keyName.flatMap(Key.init(named:)) }
        }
    }

    /// Every key reel reads, in the order help lists them. The binding
    /// looked up is the first that holds, those of a mode before the rest.
    package static let bindings: [KeyBinding] = [
        KeyBinding([.up, .character("k"), .control("p")], .action(.up), help: "spin the focused wheel one row", hint: "spin"),
        KeyBinding([.down, .character("j"), .control("n")], .action(.down), help: "spin the focused wheel one row",
                   hint: "spin"),
        KeyBinding([.pageUp], .action(.pageUp), help: "spin a page"),
        KeyBinding([.pageDown], .action(.pageDown), help: "spin a page"),
        KeyBinding([.home, .character("g")], .action(.home), help: "first / last row"),
        KeyBinding([.end, .character("G")], .action(.end), help: "first / last row"),
        KeyBinding([.left, .character("h")], .action(.left), help: "focus the wheel to the left / right"),
        KeyBinding([.right, .character("l")], .action(.right), help: "focus the wheel to the left / right"),
        KeyBinding([.tab], .action(.next), help: "next / previous wheel or button", hint: "next"),
        KeyBinding([.shiftTab], .action(.previous), help: "next / previous wheel or button"),
        KeyBinding([.enter, .character(" ")], .action(.activate), help: "accept (or press the focused button)", hint: "done"),
        KeyBinding([.character(" ")], when: .multiSelect, .action(.check), help: "check or uncheck the row in the band",
                   hint: "check"),
        KeyBinding([.control("a")], when: .multiSelect, .action(.checkAll), help: "check every row, or none"),
        KeyBinding(.digits, does: .type, help: "jump to the first row starting with the digits typed"),
        KeyBinding(.these([.backspace]), does: .erase, help: "shorten the digits typed, or the search"),
        KeyBinding([.character("/")], .action(.beginSearch), help: "search the focused wheel; enter keeps the row, esc goes back",
                   hint: "find"),
        // While a search is open every printable character is search text,
        // so only outside it do letters like j, k and q act as keys.
        KeyBinding(.characters, when: .searching, does: .type, help: "the search text, j k q and space too"),
        KeyBinding([.character("n")], .action(.nextMatch), help: "next / previous row matching the last search, wrapping"),
        KeyBinding([.character("N")], .action(.previousMatch),
                   help: "next / previous row matching the last search, wrapping"),
        KeyBinding([.escape, .character("q")], .action(.cancel), help: "cancel (exit 1)", hint: "cancel"),
        KeyBinding([.character("?")], .action(.showKeys), help: "show these keys until the next key", hint: "keys"),
        KeyBinding([.control("c")], .action(.interrupt), help: "interrupt (exit 130)"),
        KeyBinding([.control("l")], .redraw, help: "redraw / suspend"),
        KeyBinding([.control("z")], .suspend, help: "redraw / suspend"),
    ]

    /// What `key` asks for. Pasted text is typed text, as one edit (a
    /// megabyte pasted is one search, not one per character): search text
    /// while a search is open, else only its digits (type-ahead), never keys.
    package static func commands(for key: Key, searching: Bool, at time: Double) -> [Command] {
        commands(for: key, in: Context(searching: searching), at: time)
    }

    package static func commands(for key: Key, in context: Context, at time: Double) -> [Command] {
        let searching = context.searching
        guard case .paste(let bytes) = key else {
            return command(for: key, in: context, at: time).map { [$0] } ?? []
        }
        let text = String(decoding: bytes, as: UTF8.self).filter { !$0.isNewline && (searching || ($0.isASCII && $0.isNumber)) }
        return text.isEmpty ? [] : [.action(.pasted(text, at: time))]
    }

    /// The command of the first binding that holds and takes `key`.
    package static func command(for key: Key, searching: Bool = false, at time: Double = 0) -> Command? {
        command(for: key, in: Context(searching: searching), at: time)
    }

    package static func command(for key: Key, in context: Context, at time: Double = 0) -> Command? {
        let binding = lookupOrder.first { $0.mode.holds(in: context) && $0.keys.matches(key) }
        return binding?.does.command(for: key, at: time)
    }

    /// The bindings of a mode first, so that the mode wins; each part in
    /// table order.
    private static let lookupOrder = bindings.filter { $0.mode != .always } + bindings.filter { $0.mode == .always }

    /// One line of key help: the keys of neighbouring bindings with the
    /// same words, and the words.
    package struct HelpLine: Equatable, Sendable {
        /// Each binding's key names: `[["home", "g"], ["end", "G"]]`.
        package var keys: [[String]]
        package var help: String

        /// `home g / end G`, as `--help` writes the keys.
        package var keysText: String { keys.map { $0.joined(separator: " ") }.joined(separator: " / ") }
    }

    /// The table as `--help`, the man page and `?` show it.
    package static var helpLines: [HelpLine] {
        var lines: [HelpLine] = []
        for binding in bindings {
            let help = binding.mode.helpPrefix + binding.help
            if let last = lines.last, last.help == help {
                lines[lines.count - 1].keys.append(binding.keys.names)
            } else {
                lines.append(HelpLine(keys: [binding.keys.names], help: help))
            }
        }
        return lines
    }

    /// A hint bar's words, each with the first key of every binding that
    /// shares it (`up down` spin, `tab` next, `/` find): the keys a person
    /// needs first, in table order.
    package static var hints: [(keys: [Key], word: String)] {
        var hints: [(keys: [Key], word: String)] = []
        for binding in bindings {
            guard let word = binding.hint, case .these(let keys) = binding.keys, let key = keys.first else { continue }
            if let last = hints.last, last.word == word {
                hints[hints.count - 1].keys.append(key)
            } else {
                hints.append(([key], word))
            }
        }
        return hints
    }
}

extension KeyMap {
    /// The actions `key` asks of the model: the key table's, with the two
    /// that are the loop's work (redraw, suspend) as actions too, so a key
    /// reaches the model as one `Event.input`.
    package static func actions(for key: Key, searching: Bool, at time: Double) -> [Action] {
        actions(for: key, in: Context(searching: searching), at: time)
    }

    package static func actions(for key: Key, in context: Context, at time: Double) -> [Action] {
        // A `--button`'s own key beats the table's (a person chose it),
        // except while a search takes every key as text.
        if !context.searching, let i = context.buttonKeys.firstIndex(of: key) { return [.press(.button(i))] }
        return commands(for: key, in: context, at: time).map {
            switch $0 {
            case .action(let action): action
            case .redraw: .redraw
            case .suspend: .suspend
            }
        }
    }
}
