import ReelInput
import ReelModel
import ReelText

/// How many colours the terminal shows.
package enum ColorDepth: Int, Comparable, Sendable {
    case none, ansi16, palette256, truecolor

    package static func < (a: ColorDepth, b: ColorDepth) -> Bool { a.rawValue < b.rawValue }

    /// The depth the environment announces: `COLORTERM` truecolor/24bit,
    /// `256color` in `TERM`, else 16. (Whether to colour at all is decided
    /// by `--color` and `NO_COLOR` elsewhere.)
    package static func detect(environment: [String: String]) -> ColorDepth {
        let colorterm = environment["COLORTERM"]?.lowercased() ?? ""
        if colorterm == "truecolor" || colorterm == "24bit" { return .truecolor }
        if (environment["TERM"] ?? "").contains(literal: "256color") || !colorterm.isEmpty { return .palette256 }
        return .ansi16
    }

    /// `color` as this terminal can show it, or nil for no colour.
    package func lower(_ color: Color) -> Color? {
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

    package static func paletteRGB(_ n: UInt8) -> (UInt8, UInt8, UInt8) {
        let n = Int(n)
        if n < 16 { return ansiRGB[n] }
        if n >= 232 { let v = UInt8(8 + (n - 232) * 10); return (v, v, v) }
        let i = n - 16
        return (UInt8(cubeLevels[i / 36]), UInt8(cubeLevels[(i / 6) % 6]), UInt8(cubeLevels[i % 6]))
    }

    /// xterm's default values of the 16 colours.
    package static let ansiRGB: [(UInt8, UInt8, UInt8)] = [
        (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0), (0, 0, 238), (205, 0, 205), (0, 205, 205), (229, 229, 229),
        (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0), (92, 92, 255), (255, 0, 255), (0, 255, 255), (255, 255, 255),
    ]

    private static func distance(_ a: (UInt8, UInt8, UInt8), _ b: (UInt8, UInt8, UInt8)) -> Int {
        let dr = Int(a.0) - Int(b.0), dg = Int(a.1) - Int(b.1), db = Int(a.2) - Int(b.2)
        return dr * dr + dg * dg + db * db
    }

    package static func nearestPalette(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> UInt8 {
        // Only the cube and the grey ramp: the first 16 vary between terminals.
        let best = (16...255).min { distance(paletteRGB(UInt8($0)), (r, g, b)) < distance(paletteRGB(UInt8($1)), (r, g, b)) }!
        return UInt8(best)
    }

    package static func nearestANSI(_ rgb: (UInt8, UInt8, UInt8)) -> UInt8 {
        UInt8(ansiRGB.indices.min { distance(ansiRGB[$0], rgb) < distance(ansiRGB[$1], rgb) }!)
    }
}
