import Foundation

/// The colours a terminal shows: its default text and background, and
/// its 16 colours, from which a cell's SGR resolves to what the eye sees.
/// A test can then ask whether the band shows against the rest of the
/// picker, and its text against the band, on a dark terminal and on a
/// light one, whatever way reel drew it (a grey, one of the 16 colours,
/// reverse video, or nothing).
struct TerminalColors: Sendable {
    typealias RGB = (red: UInt8, green: UInt8, blue: UInt8)

    var name: String
    var foreground: RGB
    var background: RGB
    var ansi: [RGB]
    /// Whether it answers OSC 4 for colour 255 (has the 256 colours,
    /// whatever `TERM` says), as Debian's xterm does under `TERM=xterm`.
    var has256 = false

    /// xterm's default values of the 16 colours (0 black … 15 white).
    static let xtermColours: [RGB] = [
        (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0), (0, 0, 238), (205, 0, 205), (0, 205, 205), (229, 229, 229),
        (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0), (92, 92, 255), (255, 0, 255), (0, 255, 255), (255, 255, 255),
    ]

    /// Light grey on black: colour 0 is the background itself.
    static let dark = TerminalColors(name: "dark", foreground: (0xD0, 0xD0, 0xD0), background: (0, 0, 0), ansi: xtermColours)
    /// Black on white: colour 15 is the background, colour 0 the text.
    static let light = TerminalColors(name: "light", foreground: (0, 0, 0), background: (0xFF, 0xFF, 0xFF),
                                      ansi: xtermColours)

    /// The same terminal, answering for colour 255.
    var with256: TerminalColors {
        var colors = self
        colors.has256 = true
        colors.name += ", 256 colours"
        return colors
    }

    /// What OSC 11 answers, as xterm writes it.
    var backgroundReply: String {
        func channel(_ value: UInt8) -> String {
            let digits = String(value, radix: 16)
            return String(repeating: digits.count == 1 ? "0" + digits : digits, count: 2)
        }
        return "\u{1B}]11;rgb:\(channel(background.red))/\(channel(background.green))/\(channel(background.blue))\u{1B}\\"
    }

    /// `COLORFGBG` as rxvt would set it for these colours.
    var colorfgbg: String { background == Self.light.background ? "0;15" : "15;0" }

    func rgb(_ color: CellStyle.Color) -> RGB {
        switch color {
        case .basic(let n): return ansi[n % 16]
        case .palette(let n) where n < 16: return ansi[n]
        case .palette(let n) where n >= 232:
            let v = UInt8(8 + (n - 232) * 10)
            return (v, v, v)
        case .palette(let n):
            let levels: [UInt8] = [0, 95, 135, 175, 215, 255]
            let i = n - 16
            return (levels[i / 36], levels[(i / 6) % 6], levels[i % 6])
        case .rgb(let r, let g, let b): return (r, g, b)
        }
    }

    /// The colour of a cell's text and of its background as shown:
    /// reverse video swaps the two.
    func shown(_ style: CellStyle) -> (text: RGB, background: RGB) {
        let text = style.foreground.map(rgb) ?? foreground
        let back = style.background.map(rgb) ?? background
        return style.isReversed ? (back, text) : (text, back)
    }

    /// WCAG's contrast ratio of two colours, 1 (the same) to 21.
    static func contrast(_ a: RGB, _ b: RGB) -> Double {
        func luminance(_ c: RGB) -> Double {
            func channel(_ v: UInt8) -> Double {
                let s = Double(v) / 255
                return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055).pow(2.4)
            }
            return 0.2126 * channel(c.red) + 0.7152 * channel(c.green) + 0.0722 * channel(c.blue)
        }
        let (x, y) = (luminance(a), luminance(b))
        return (max(x, y) + 0.05) / (min(x, y) + 0.05)
    }
}

private extension Double {
    func pow(_ exponent: Double) -> Double { Foundation.pow(self, exponent) }
}
