/// What each key does. The one place where keys get their meaning.
package enum KeyMap {
    /// Work for the event loop rather than the model.
    package enum Command: Equatable, Sendable {
        case action(Action)
        /// ctrl+l: draw everything again.
        case redraw
        /// ctrl+z: give the terminal back and stop, as a shell job.
        case suspend
    }

    /// What `key` asks for. Pasted text is typed text, as one edit (a
    /// megabyte pasted is one search, not one per character): search text
    /// while a search is open, else only its digits (type-ahead), never keys.
    package static func commands(for key: Key, searching: Bool, at time: Double) -> [Command] {
        guard case .paste(let bytes) = key else {
            return command(for: key, searching: searching, at: time).map { [$0] } ?? []
        }
        let text = String(decoding: bytes, as: UTF8.self).filter { !$0.isNewline && (searching || ($0.isASCII && $0.isNumber)) }
        return text.isEmpty ? [] : [.action(.pasted(text, at: time))]
    }

    /// While a search is open every printable character is search text, so
    /// only outside it do letters like j, k and q act as keys.
    package static func command(for key: Key, searching: Bool = false, at time: Double = 0) -> Command? {
        if case .character(let c) = key, searching || (c.isASCII && c.isNumber) {
            return .action(.typed(c, at: time))
        }
        switch key {
        case .character("/"): return .action(.beginSearch)
        case .character("n"): return .action(.nextMatch)
        case .character("N"): return .action(.previousMatch)
        case .backspace: return .action(.erase(at: time))
        default: return command(for: key)
        }
    }

    static func command(for key: Key) -> Command? {
        switch key {
        case .up, .character("k"), .control("p"): .action(.up)
        case .down, .character("j"), .control("n"): .action(.down)
        case .pageUp: .action(.pageUp)
        case .pageDown: .action(.pageDown)
        case .home, .character("g"): .action(.home)
        case .end, .character("G"): .action(.end)
        case .left, .character("h"): .action(.left)
        case .right, .character("l"): .action(.right)
        case .tab: .action(.next)
        case .shiftTab: .action(.previous)
        case .enter, .character(" "): .action(.activate)
        case .escape, .character("q"): .action(.cancel)
        case .control("c"): .action(.interrupt)
        case .control("l"): .redraw
        case .control("z"): .suspend
        default: nil
        }
    }

    /// The key table as `--help` and the man page show it.
    package static let summary: [(keys: String, does: String)] = [
        ("up k ctrl+p / down j ctrl+n", "spin the focused wheel one row"),
        ("pgup / pgdn", "spin a page"),
        ("home g / end G", "first / last row"),
        ("left h / right l", "focus the wheel to the left / right"),
        ("tab / shift+tab", "next / previous wheel or button"),
        ("enter space", "accept (or press the focused button)"),
        ("0-9", "jump to the first row starting with the digits typed"),
        ("/", "search the focused wheel; enter keeps the row, esc goes back"),
        ("n / N", "next / previous row matching the last search, wrapping"),
        ("esc q", "cancel (exit 1)"),
        ("ctrl+c", "interrupt (exit 130)"),
        ("ctrl+l / ctrl+z", "redraw / suspend"),
    ]
}

extension KeyMap {
    /// The actions `key` asks of the model: the key table's, with the two
    /// that are the loop's work (redraw, suspend) as actions too, so a key
    /// reaches the model as one `Event.input`.
    package static func actions(for key: Key, searching: Bool, at time: Double) -> [Action] {
        commands(for: key, searching: searching, at: time).map {
            switch $0 {
            case .action(let action): action
            case .redraw: .redraw
            case .suspend: .suspend
            }
        }
    }
}
