import ReelModel
import ReelText

/// What each key does: one table (`bindings`) of keys, the mode they hold
/// in, the action and the words, which both binds the keys and writes
/// their help (`helpLines` for `--help` and `?`, `hints` for a hint bar;
/// a test holds the man page to it). The one place keys get their meaning,
/// and one lookup (`actions(for:in:at:)`): a key does an `Action` (ctrl+l's
/// redraw and ctrl+z's suspend too, which the model hands the view as
/// effects), types into a query, or erases.
package enum KeyMap {
    /// What the mode columns of the table read: the state a key is
    /// pressed in.
    package struct Context: Equatable, Sendable {
        package var searching = false
        package var multiSelect = false
        /// `--filter`'s query takes the printable keys.
        package var filtering = false
        /// The keys of the `--button`s, by index (nil: a button without one).
        package var buttonKeys: [Key?] = []
        /// A text field has the focus: every printable key is its text.
        package var editingText = false
        /// A switch has the focus.
        package var onSwitch = false
        /// The list look (`--layout list`) is shown: its words in hints.
        package var list = false

        package init(searching: Bool = false, multiSelect: Bool = false, filtering: Bool = false) {
            self.searching = searching
            self.multiSelect = multiSelect
            self.filtering = filtering
        }

        /// The modes `state` is in.
        package init(_ state: PickerState) {
            searching = state.finder.isSearching
            multiSelect = state.focusedWheel.map(state.shownWheels.checks.isMulti) ?? false
            // A query is open while its wheel or a button has the focus
            // (`WheelFilters.typing`); a wheel without one keeps its keys.
            filtering = state.filter != nil
            buttonKeys = state.chrome.buttons.map { $0.keyName.flatMap(Key.init(named:)) }
            if state.focus == .entry, let entry = state.shownField?.entry {
                editingText = entry.takesText
                onSwitch = entry.flips
            }
            list = state.shownWheels.showsList
        }
    }

    /// Every key reel reads, in the order help lists them. The binding
    /// looked up is the first that holds, those of a mode before the rest.
    package static let bindings: [KeyBinding] = [
        KeyBinding([.up, .character("k"), .control("p")], .up, help: "spin the focused wheel one row", hint: "spin",
                   inList: Self.move),
        KeyBinding([.down, .character("j"), .control("n")], .down, help: "spin the focused wheel one row",
                   hint: "spin", inList: Self.move),
        KeyBinding([.pageUp], .pageUp, help: "spin a page", inList: Self.page),
        KeyBinding([.pageDown], .pageDown, help: "spin a page", inList: Self.page),
        KeyBinding([.home, .character("g")], .home, help: "first / last row"),
        KeyBinding([.end, .character("G")], .end, help: "first / last row"),
        KeyBinding([.left, .character("h")], .left, help: "focus the wheel to the left / right", inList: .hidden),
        KeyBinding([.right, .character("l")], .right, help: "focus the wheel to the left / right", inList: .hidden),
        // A list's Tab reaches the buttons (and a form's other fields):
        // worth no hint.
        KeyBinding([.tab], .next, help: "next / previous wheel or button", hint: "next", inList: Self.nextStop),
        KeyBinding([.shiftTab], .previous, help: "next / previous wheel or button", inList: Self.nextStop),
        KeyBinding([.enter, .character(" ")], .activate, help: "accept (or press the focused button)", hint: "done",
                   inList: .words(help: "choose the highlighted row (or press the focused button)", hint: "choose")),
        // Under --filter every printable character is the query's, so the
        // keys that are not characters keep their jobs (before the
        // --multi wheel's space, which is the query's there too).
        KeyBinding(.characters, when: .filtering, does: .type,
                   help: "type the query; the wheel shows the rows that match, best first (j k q space digits too)",
                   inList: .words(help: "type the query; the list shows the rows that match, best first (j k q space digits too)",
                                  hint: "type to filter")),
        // Esc is the picker's (cancel at once, as fzf and gum filter do):
        // a person who started with --query expects one Esc to leave.
        KeyBinding([.control("u")], when: .filtering, .edit(.deleteToStart), help: "clear the query (esc cancels at once)"),
        KeyBinding([.character(" ")], when: .multiSelect, .check, help: "check or uncheck the row in the band",
                   hint: "check", inList: .words(help: "check or uncheck the highlighted row", hint: "check")),
        KeyBinding([.control("t")], when: .multiSelect, .check, help: "check or uncheck the row in the band",
                   inList: .words(help: "check or uncheck the highlighted row", hint: nil)),
        KeyBinding([.control("a")], when: .multiSelect, .checkAll, help: "check every row, or none"),
        KeyBinding(.digits, does: .type, help: "jump to the first row starting with the digits typed"),
        KeyBinding(.these([.backspace]), does: .erase, help: "shorten the digits typed, the search, or the filter's query"),
        KeyBinding([.character("/")], .beginSearch, help: "search the focused wheel; enter keeps the row, esc goes back",
                   hint: "find", inList: .words(help: "search the list; enter keeps the row, esc goes back", hint: "find")),
        // While a search is open every printable character is search text,
        // so only outside it do letters like j, k and q act as keys.
        KeyBinding(.characters, when: .searching, does: .type, help: "the search text, j k q and space too"),
        KeyBinding([.character("n")], .nextMatch, help: "next / previous row matching the last search, wrapping"),
        KeyBinding([.character("N")], .previousMatch,
                   help: "next / previous row matching the last search, wrapping"),
        KeyBinding([.escape, .character("q")], .cancel, help: "cancel (exit 1)", hint: "cancel"),
        KeyBinding([.character("?")], .showKeys, help: "show these keys until the next key", hint: "keys"),
        KeyBinding([.control("c")], .interrupt, help: "interrupt (exit 130)"),
        KeyBinding([.control("l")], .redraw, help: "redraw / suspend"),
        KeyBinding([.control("z")], .suspend, help: "redraw / suspend"),
        // A text field takes every printable key, and the editing keys of
        // a shell's line; Tab, Enter and Esc keep their jobs.
        KeyBinding(.characters, when: .editingText, does: .type, help: "type the text (j k q space digits too)"),
        KeyBinding([.left, .control("b")], when: .editingText, .edit(.left), help: "move the cursor a character"),
        KeyBinding([.right, .control("f")], when: .editingText, .edit(.right), help: "move the cursor a character"),
        KeyBinding([.home, .control("a")], when: .editingText, .edit(.home), help: "move the cursor to the start / end"),
        KeyBinding([.end, .control("e")], when: .editingText, .edit(.end), help: "move the cursor to the start / end"),
        KeyBinding(.these([.backspace]), when: .editingText, does: .erase, help: "delete the character before / after the cursor"),
        KeyBinding([.delete, .control("d")], when: .editingText, .edit(.deleteForward),
                   help: "delete the character before / after the cursor"),
        KeyBinding([.control("u")], when: .editingText, .edit(.deleteToStart), help: "delete to the start / end of the text"),
        KeyBinding([.control("k")], when: .editingText, .edit(.deleteToEnd), help: "delete to the start / end of the text"),
        KeyBinding([.control("w")], when: .editingText, .edit(.deleteWordBackward), help: "delete the word before the cursor"),
        KeyBinding([.character(" "), .left, .right, .character("h"), .character("l")], when: .onSwitch, .flip,
                   help: "flip the switch", hint: "flip"),
    ]

    /// The list look's words for the keys that move the highlight.
    private static let move = KeyBinding.ListWords.words(help: "move the highlight one row", hint: "move")
    private static let page = KeyBinding.ListWords.words(help: "move the highlight a page", hint: "page")
    private static let nextStop = KeyBinding.ListWords.words(help: "next / previous field or button", hint: nil)

    /// What `key` asks of the model in `context`: the actions of the first
    /// binding that holds and takes it. Pasted text is typed text, as one
    /// edit (a megabyte pasted is one search, not one per character):
    /// search text while a search is open, else only its digits
    /// (type-ahead), never keys.
    package static func actions(for key: Key, in context: Context = Context(), at time: Double = 0) -> [Action] {
        // A `--button`'s own key beats the table's (a person chose it),
        // except while a search takes every key as text, or a character
        // the filter's query takes.
        let typesText = context.searching || context.filtering
        if !context.searching, !((context.filtering || context.editingText) && Self.isCharacter(key)),
           let i = context.buttonKeys.firstIndex(of: key) { return [.press(.button(i))] }
        // A text field's paste keeps its newlines: the text makes them spaces.
        if context.editingText, case .paste(let bytes) = key {
            return bytes.isEmpty ? [] : [.pasted(String(decoding: bytes, as: UTF8.self), at: time)]
        }
        guard case .paste(let bytes) = key else {
            let binding = lookupOrder.first { $0.mode.holds(in: context) && $0.keys.matches(key) }
            return binding?.does.action(for: key, at: time).map { [$0] } ?? []
        }
        let text = String(decoding: bytes, as: UTF8.self).filter { !$0.isNewline && (typesText || ($0.isASCII && $0.isNumber)) }
        return text.isEmpty ? [] : [.pasted(text, at: time)]
    }

    private static func isCharacter(_ key: Key) -> Bool {
        if case .character = key { true } else { false }
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
    package static var helpLines: [HelpLine] { helpLines(list: false) }

    /// The table in the list look's words (`list`), as its `?` shows it,
    /// or the wheels'.
    package static func helpLines(list: Bool) -> [HelpLine] {
        var lines: [HelpLine] = []
        for binding in bindings {
            guard let words = binding.help(list: list) else { continue }
            let help = binding.mode.helpPrefix + words
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
    /// needs first, in table order. Only what the keys do in `context`:
    /// space is `done` on a plain wheel and `check` on a `--multi` one,
    /// never both. In the list look, its words (`move`, `choose`), and
    /// `type to filter` with no key while a query takes the characters.
    package static func hints(in context: Context = Context()) -> [(keys: [Key], word: String)] {
        var hints: [(keys: [Key], word: String)] = []
        for binding in bindings {
            guard let word = binding.hint(list: context.list) else { continue }
            guard case .these(let keys) = binding.keys else {
                if binding.keys == .characters, binding.mode.holds(in: context),
                   lookupOrder.first(where: { $0.mode.holds(in: context) && $0.keys == .characters }) == binding {
                    hints.append(([], word))
                }
                continue
            }
            let live = keys.filter { key in lookupOrder.first { $0.mode.holds(in: context) && $0.keys.matches(key) } == binding }
            guard let key = live.first else { continue }
            if let last = hints.last, last.word == word {
                hints[hints.count - 1].keys.append(key)
            } else {
                hints.append(([key], word))
            }
        }
        return hints
    }
}
