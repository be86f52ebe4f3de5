import ReelModel
import ReelText

/// One thing the terminal sent: a key, a reply, or a sequence reel does not
/// use (kept whole so that none of its bytes is read as a key).
package enum Key: Hashable, Sendable {
    case up, down, left, right, home, end, pageUp, pageDown, insert, delete
    case tab, shiftTab, enter, escape, backspace
    /// A printable character, space included.
    case character(Character)
    /// Ctrl with a letter: `.control("c")` is ctrl+c.
    case control(Character)
    /// The answer to a cursor position query (1-based).
    case cursorPosition(row: Int, column: Int)
    /// The answer to a background colour query (OSC 11), 8 bits a channel.
    case backgroundColor(red: UInt8, green: UInt8, blue: UInt8)
    /// The answer to a palette colour query (OSC 4) for colour `index`:
    /// the terminal has that colour, whatever `TERM` says.
    case paletteColor(index: Int)
    /// Text pasted while bracketed paste was on.
    case paste([UInt8])
    /// A mouse report (SGR mode 1006).
    case mouse(Mouse)
    /// Any other sequence (F-keys, Alt-x, modified arrows), consumed whole.
    case unknown([UInt8])

    /// The one spelling of a key used in help, docs and tests.
    package var name: String {
        switch self {
        case .up: "up"
        case .down: "down"
        case .left: "left"
        case .right: "right"
        case .home: "home"
        case .end: "end"
        case .pageUp: "pgup"
        case .pageDown: "pgdn"
        case .insert: "insert"
        case .delete: "delete"
        case .tab: "tab"
        case .shiftTab: "shift+tab"
        case .enter: "enter"
        case .escape: "esc"
        case .backspace: "backspace"
        case .character(" "): "space"
        case .character(let c): String(c)
        case .control(let c): "ctrl+\(c)"
        case .cursorPosition: "cursor-position"
        case .backgroundColor: "background-color"
        case .paletteColor: "palette-color"
        case .paste: "paste"
        case .mouse: "mouse"
        case .unknown: "unknown"
        }
    }
}
