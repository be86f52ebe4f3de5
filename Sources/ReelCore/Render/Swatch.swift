import ReelInput
import ReelModel
import ReelText

/// `--swatch`: a row that names a colour (`Orange`, `208`, `#ff8000`)
/// shows a block of that colour in the icon column, as a colour picker's
/// rows do on iOS.
enum Swatch {
    static let width = 2

    /// Two columns of full block. The block is East Asian ambiguous: where
    /// the terminal draws it wide (`--ambiwide`) one block fills both.
    static func glyphs(measure: DisplayWidth) -> [Glyph] {
        measure.width(of: "█") == 2 ? [Glyph("█", width: 2)] : [Glyph("█", width: 1), Glyph("█", width: 1)]
    }

    /// The colour a row names, as a fixed value wherever it is a name: a
    /// colour chooser that shows the terminal's idea of "yellow" (a brown
    /// in some palettes, a salmon red in others) misleads. Names are UIKit's
    /// system colours (light mode), the rest of the ANSI names xterm's
    /// values; a number (`208`) is the palette colour it numbers and
    /// `#rrggbb` itself. Each is lowered to the terminal's depth as any
    /// colour is, so with 16 colours a swatch is the nearest of them.
    static func color(named title: String) -> Color? {
        let word = title.lowercased()
        if let color = systemColors[word] { return color }
        guard let color = ThemeSpec.color(named: word) else { return nil }
        if case .ansi(let n) = color {
            let (r, g, b) = ColorDepth.ansiRGB[Int(n % 16)]
            return .rgb(r, g, b)
        }
        return color
    }

    /// UIKit's system colours (UIColor.systemRed …, light mode), and
    /// black, white and magenta as UIColor has them.
    static let systemColors: [String: Color] = [
        "red": .rgb(0xFF, 0x3B, 0x30), "orange": .rgb(0xFF, 0x95, 0x00), "yellow": .rgb(0xFF, 0xCC, 0x00),
        "green": .rgb(0x34, 0xC7, 0x59), "mint": .rgb(0x00, 0xC7, 0xBE), "teal": .rgb(0x30, 0xB0, 0xC7),
        "cyan": .rgb(0x32, 0xAD, 0xE6), "blue": .rgb(0x00, 0x7A, 0xFF), "indigo": .rgb(0x58, 0x56, 0xD6),
        "purple": .rgb(0xAF, 0x52, 0xDE), "pink": .rgb(0xFF, 0x2D, 0x55), "brown": .rgb(0xA2, 0x84, 0x5E),
        "gray": .rgb(0x8E, 0x8E, 0x93), "grey": .rgb(0x8E, 0x8E, 0x93),
        "black": .rgb(0x00, 0x00, 0x00), "white": .rgb(0xFF, 0xFF, 0xFF), "magenta": .rgb(0xFF, 0x00, 0xFF),
    ]
}
