import ReelCore

/// Every escape sequence reel writes, in one place. Nothing outside
/// Terminal/ spells an escape byte.
package enum ANSI {
    static let csi = "\u{1B}["

    static func cursorUp(_ n: Int) -> String { n > 0 ? "\(csi)\(n)A" : "" }
    static func cursorDown(_ n: Int) -> String { n > 0 ? "\(csi)\(n)B" : "" }
    /// Absolute column, 0-based here, 1-based on the wire.
    static func column(_ n: Int) -> String { "\(csi)\(n + 1)G" }
    static let eraseLine = "\(csi)2K"
    static let eraseToEnd = "\(csi)K"
    /// To the first column of screen line `row` (0-based).
    static func line(_ row: Int) -> String { "\(csi)\(row + 1);1H" }
    static let eraseBelow = "\(csi)J"
    static let hideCursor = "\(csi)?25l"
    static let showCursor = "\(csi)?25h"
    /// DEC mode 2026: the terminal shows a frame only once it is complete.
    static let beginSynchronized = "\(csi)?2026h"
    static let endSynchronized = "\(csi)?2026l"
    /// Device status report 6: the terminal answers `CSI row ; col R`.
    package static let queryCursorPosition = "\(csi)6n"
    /// OSC 11 with `?`: a terminal that knows it answers
    /// `OSC 11 ; rgb:RRRR/GGGG/BBBB` and the terminator asked with (BEL,
    /// which more terminals end a string with than ST); one that does not
    /// ignores it.
    package static let queryBackground = "\u{1B}]11;?\u{07}"
    /// OSC 4 for colour 255, the last of the 256: a terminal that has it
    /// answers `OSC 4 ; 255 ; rgb:…` (as OSC 11), so it draws 256 colours
    /// even where `TERM` says `xterm` (Debian's xterm); a 16-colour one
    /// ignores it or, knowing no such colour, says nothing.
    package static let queryPalette = "\u{1B}]4;255;?\u{07}"
    static let resetStyle = "\(csi)0m"
    /// Button presses and the wheel (1000), reported as SGR (1006) so that
    /// wide terminals and large coordinates work.
    static let enableMouse = "\(csi)?1000h\(csi)?1006h"
    static let disableMouse = "\(csi)?1006l\(csi)?1000l"
    /// Pasted text arrives framed, so it is never read as keys (2004).
    static let enableBracketedPaste = "\(csi)?2004h"
    static let disableBracketedPaste = "\(csi)?2004l"
    /// xterm's alternate screen with the cursor saved (1049): fullscreen
    /// mode draws there, and leaving it brings back the shell's screen as it was.
    static let enterAlternateScreen = "\(csi)?1049h"
    static let leaveAlternateScreen = "\(csi)?1049l"
    static let home = "\(csi)H"
    static let eraseScreen = "\(csi)2J"

    /// The SGR sequence that sets exactly `style` (from a reset state),
    /// with colours lowered to what the terminal shows.
    static func sgr(_ style: Style, depth: ColorDepth) -> String {
        var codes = ["0"]
        if style.attributes.contains(.bold) { codes.append("1") }
        if style.attributes.contains(.dim) { codes.append("2") }
        if style.attributes.contains(.italic) { codes.append("3") }
        if style.attributes.contains(.underline) { codes.append("4") }
        if style.attributes.contains(.reverse) { codes.append("7") }
        if style.attributes.contains(.strikethrough) { codes.append("9") }
        if let fg = style.foreground.flatMap(depth.lower) { codes.append(colorCode(fg, foreground: true)) }
        if let bg = style.background.flatMap(depth.lower) { codes.append(colorCode(bg, foreground: false)) }
        return csi + codes.joined(separator: ";") + "m"
    }

    private static func colorCode(_ color: Color, foreground: Bool) -> String {
        switch color {
        case .ansi(let n):
            let base = foreground ? (n < 8 ? 30 : 90) : (n < 8 ? 40 : 100)
            return String(base + Int(n % 8))
        case .palette(let n): return "\(foreground ? 38 : 48);5;\(n)"
        case .rgb(let r, let g, let b): return "\(foreground ? 38 : 48);2;\(r);\(g);\(b)"
        }
    }
}
