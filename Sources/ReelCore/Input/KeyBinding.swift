import ReelModel
import ReelText

/// One row of the key table (`KeyMap.bindings`): the keys, the mode in
/// which they mean this, what they do, and the words that say so, which
/// `--help`, the man page (a test compares), the `?` help and a hint bar
/// all take from here.
package struct KeyBinding: Equatable, Sendable {
    /// The keys a binding takes.
    package enum Keys: Equatable, Sendable {
        /// These keys, named as `Key.name` spells them.
        case these([Key])
        /// Any ASCII digit: type-ahead.
        case digits
        /// Any printable character, space included.
        case characters

        func matches(_ key: Key) -> Bool {
            switch self {
            case .these(let keys): return keys.contains(key)
            case .digits:
                guard case .character(let c) = key else { return false }
                return c.isASCII && c.isNumber
            case .characters:
                guard case .character = key else { return false }
                return true
            }
        }

        /// As help writes them: `up k ctrl+p`, `0-9`, `any character`.
        package var names: [String] {
            switch self {
            case .these(let keys): keys.map(\.name)
            case .digits: ["0-9"]
            case .characters: ["any character"]
            }
        }
    }

    /// When a binding holds. The bindings of a mode are tried before those
    /// that always hold, so that a mode can change what a key means (while
    /// a search is open, `j` is text). Modes to come (a multi-select wheel
    /// focused, where space checks a row) are cases here and a field of
    /// `KeyMap.Context`.
    package enum Mode: Equatable, Sendable {
        case always
        /// A `/` search is open.
        case searching
        /// The focused wheel is multi-select (`--multi`), no search open.
        case multiSelect
        /// `--filter`: its query is open (its wheel or a button focused).
        case filtering
        /// A form's text field (`--text`, `--secret`) has the focus.
        case editingText
        /// A form's switch (`--switch`) has the focus.
        case onSwitch

        func holds(in context: KeyMap.Context) -> Bool {
            switch self {
            case .always: true
            case .editingText: context.editingText
            case .onSwitch: context.onSwitch
            case .searching: context.searching
            case .multiSelect: context.multiSelect && !context.searching
            case .filtering: context.filtering
            }
        }

        /// Before the help words of a binding of this mode.
        var helpPrefix: String {
            switch self {
            case .always: ""
            case .searching: "while searching: "
            case .multiSelect: "on a --multi wheel: "
            case .filtering: "with --filter: "
            case .editingText: "in a text field: "
            case .onSwitch: "on a switch: "
            }
        }
    }

    /// What the keys do: an action, or one that carries what was typed
    /// and when (type-ahead measures the pause between digits).
    package enum Does: Equatable, Sendable {
        case action(Action)
        /// The character typed: type-ahead digits, or search text.
        case type
        /// Take back the last character typed.
        case erase

        func action(for key: Key, at time: Double) -> Action? {
            switch self {
            case .action(let action): return action
            case .type:
                guard case .character(let c) = key else { return nil }
                return .typed(c, at: time)
            case .erase: return .erase(at: time)
            }
        }
    }

    package var keys: Keys
    package var mode: Mode
    package var does: Does
    /// What the keys do, for `--help`, the man page and `?`. Bindings next
    /// to each other with the same words share a line, their keys joined by
    /// ` / ` (`home g / end G   first / last row`).
    package var help: String
    /// A word or two for a one-line hint bar (`spin`, `find`); nil: the
    /// binding is not on it. Neighbours with the same word share it.
    package var hint: String?
    /// The words of the list look (`--layout list`), where nothing spins:
    /// the rows stand still and a highlight moves over them.
    package var inList: ListWords

    /// What the list look's `?` help and hint bar say of a binding.
    package enum ListWords: Equatable, Sendable {
        /// `help` and `hint`, as the wheels'.
        case same
        /// Words of its own.
        case words(help: String, hint: String?)
        /// Nothing: a list has no neighbour to focus.
        case hidden
    }

    init(_ keys: [Key], when mode: Mode = .always, _ action: Action, help: String, hint: String? = nil,
         inList: ListWords = .same) {
        self.init(.these(keys), when: mode, does: .action(action), help: help, hint: hint, inList: inList)
    }

    init(_ keys: Keys, when mode: Mode = .always, does: Does, help: String, hint: String? = nil, inList: ListWords = .same) {
        self.keys = keys
        self.mode = mode
        self.does = does
        self.help = help
        self.hint = hint
        self.inList = inList
    }

    /// Its help in the list look (`list`) or the wheels'; nil: not shown there.
    package func help(list: Bool) -> String? {
        guard list else { return help }
        switch inList {
        case .same: return help
        case .words(let help, _): return help
        case .hidden: return nil
        }
    }

    /// Its hint word in the list look (`list`) or the wheels'.
    package func hint(list: Bool) -> String? {
        guard list else { return hint }
        switch inList {
        case .same: return hint
        case .words(_, let hint): return hint
        case .hidden: return nil
        }
    }
}
