/// Every escape sequence reel writes, in one place. Nothing outside
/// Terminal/ spells an escape byte.
public enum ANSI {
    static let csi = "\u{1B}["

    static func cursorUp(_ n: Int) -> String { n > 0 ? "\(csi)\(n)A" : "" }
    static func cursorDown(_ n: Int) -> String { n > 0 ? "\(csi)\(n)B" : "" }
    /// Absolute column, 0-based here, 1-based on the wire.
    static func column(_ n: Int) -> String { "\(csi)\(n + 1)G" }
    static let eraseLine = "\(csi)2K"
    static let eraseBelow = "\(csi)J"
    static let hideCursor = "\(csi)?25l"
    static let showCursor = "\(csi)?25h"
    /// DEC mode 2026: the terminal shows a frame only once it is complete.
    static let beginSynchronized = "\(csi)?2026h"
    static let endSynchronized = "\(csi)?2026l"
    /// Device status report 6: the terminal answers `CSI row ; col R`.
    static let queryCursorPosition = "\(csi)6n"
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

/// How many colours the terminal shows.
public enum ColorDepth: Int, Comparable, Sendable {
    case none, ansi16, palette256, truecolor

    public static func < (a: ColorDepth, b: ColorDepth) -> Bool { a.rawValue < b.rawValue }

    /// The depth the environment announces: `COLORTERM` truecolor/24bit,
    /// `256color` in `TERM`, else 16. (Whether to colour at all is decided
    /// by `--color` and `NO_COLOR` elsewhere.)
    public static func detect(environment: [String: String]) -> ColorDepth {
        let colorterm = environment["COLORTERM"]?.lowercased() ?? ""
        if colorterm == "truecolor" || colorterm == "24bit" { return .truecolor }
        if (environment["TERM"] ?? "").contains("256color") || !colorterm.isEmpty { return .palette256 }
        return .ansi16
    }

    /// `color` as this terminal can show it, or nil for no colour.
    func lower(_ color: Color) -> Color? {
        switch (self, color) {
        case (.none, _): return nil
        case (.truecolor, _), (_, .ansi): return color
        case (.palette256, .palette): return color
        case (.palette256, .rgb(let r, let g, let b)): return .palette(ColorDepth.nearestPalette(r, g, b))
        case (.ansi16, .palette(let n)): return .ansi(ColorDepth.nearestANSI(ColorDepth.paletteRGB(n)))
        case (.ansi16, .rgb(let r, let g, let b)): return .ansi(ColorDepth.nearestANSI((r, g, b)))
        }
    }

    private static let cubeLevels: [Int] = [0, 95, 135, 175, 215, 255]

    static func paletteRGB(_ n: UInt8) -> (UInt8, UInt8, UInt8) {
        let n = Int(n)
        if n < 16 { return ansiRGB[n] }
        if n >= 232 { let v = UInt8(8 + (n - 232) * 10); return (v, v, v) }
        let i = n - 16
        return (UInt8(cubeLevels[i / 36]), UInt8(cubeLevels[(i / 6) % 6]), UInt8(cubeLevels[i % 6]))
    }

    /// xterm's default values of the 16 colours.
    static let ansiRGB: [(UInt8, UInt8, UInt8)] = [
        (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0), (0, 0, 238), (205, 0, 205), (0, 205, 205), (229, 229, 229),
        (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0), (92, 92, 255), (255, 0, 255), (0, 255, 255), (255, 255, 255),
    ]

    private static func distance(_ a: (UInt8, UInt8, UInt8), _ b: (UInt8, UInt8, UInt8)) -> Int {
        let dr = Int(a.0) - Int(b.0), dg = Int(a.1) - Int(b.1), db = Int(a.2) - Int(b.2)
        return dr * dr + dg * dg + db * db
    }

    static func nearestPalette(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> UInt8 {
        // Only the cube and the grey ramp: the first 16 vary between terminals.
        let best = (16...255).min { distance(paletteRGB(UInt8($0)), (r, g, b)) < distance(paletteRGB(UInt8($1)), (r, g, b)) }!
        return UInt8(best)
    }

    static func nearestANSI(_ rgb: (UInt8, UInt8, UInt8)) -> UInt8 {
        UInt8(ansiRGB.indices.min { distance(ansiRGB[$0], rgb) < distance(ansiRGB[$1], rgb) }!)
    }
}
