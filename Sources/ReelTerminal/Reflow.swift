import ReelCore

/// How a terminal that reflows its lines when it narrows (kitty,
/// alacritty, VTE, tmux; xterm, urxvt and st cut them instead) lays out
/// a frame already shown at a new width: each line takes as many screen
/// lines as its text needs (its blanks at the end are erased, never
/// written: `FrameDiff`), a wide glyph that would straddle the edge
/// starting the next.
package enum Reflow {
    /// Screen lines `line` takes once wrapped at `columns`.
    static func lines(_ line: [Frame.Cell], columns: Int) -> Int {
        guard columns > 0 else { return 1 }
        var lines = 1, x = 0
        for cell in line[..<FrameDiff.blankEnd(line)] where !cell.isContinuation {
            if x + cell.width > columns {
                lines += 1
                x = 0
            }
            x += cell.width
        }
        return lines
    }

    /// Screen lines `frame` takes once wrapped at `columns`.
    static func height(_ frame: Frame, columns: Int) -> Int {
        frame.lines.reduce(0) { $0 + lines($1, columns: columns) }
    }

    /// Screen lines above the cursor at `resting` once `frame` is wrapped:
    /// the lines before its line, and its line's own before its column.
    static func above(_ resting: Frame.Cursor?, in frame: Frame, columns: Int) -> Int {
        guard let resting, columns > 0 else { return 0 }
        let before = frame.lines.prefix(resting.line).reduce(0) { $0 + lines($1, columns: columns) }
        return before + resting.column / columns
    }

    /// Whether the terminal reflows (the environment says which it is):
    /// all do but xterm, urxvt, st and the Linux console; tmux does,
    /// whatever it runs in (whose XTERM_VERSION its panes inherit).
    package static func applies(environment: [String: String]) -> Bool {
        if environment["TMUX"] != nil { return true }
        if environment["XTERM_VERSION"] != nil { return false }
        let term = environment["TERM"] ?? ""
        return !(term.hasPrefix("rxvt") || term == "st" || term.hasPrefix("st-") || term == "linux")
    }
}
