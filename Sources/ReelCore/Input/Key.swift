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
        case .paste: "paste"
        case .mouse: "mouse"
        case .unknown: "unknown"
        }
    }
}

/// One SGR mouse report, at a 0-based screen cell.
package struct Mouse: Hashable, Sendable {
    package enum Kind: Hashable, Sendable {
        /// A button pressed: 0 left, 1 middle, 2 right.
        case press(Int)
        case release(Int)
        case wheelUp, wheelDown
        /// Motion with a button held, or anything else reel ignores.
        case other
    }

    package var kind: Kind
    package var row: Int
    package var column: Int

    package init(_ kind: Kind, row: Int, column: Int) {
        self.kind = kind
        self.row = row
        self.column = column
    }

    /// Decodes the parameters of `CSI < b ; x ; y M` (press) or `m` (release).
    package init?(parameters: String, final: UInt8) {
        let numbers = parameters.dropFirst().split(separator: ";", omittingEmptySubsequences: false).map { Int($0) }
        guard numbers.count == 3, let b = numbers[0], let x = numbers[1], let y = numbers[2], x >= 1, y >= 1 else {
            return nil
        }
        let button = b & 0b11
        switch (b & ~0b11100, final) {
        case (64, _): kind = .wheelUp
        case (65, _): kind = .wheelDown
        case (0...2, UInt8(ascii: "M")): kind = .press(button)
        case (0...2, UInt8(ascii: "m")): kind = .release(button)
        default: kind = .other
        }
        if b & 32 != 0 { kind = .other }  // motion
        row = y - 1
        column = x - 1
    }
}
