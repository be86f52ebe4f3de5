import ReelInput
import ReelModel
import ReelText

/// Rows fade with their distance from the band, as the iOS wheel curves
/// away from the eye. Distance counts rows, not lines, so a taller
/// `--row-height` fades at the same pace.
package enum Perspective: Sendable, Equatable {
    /// `--flat`: every row in the `fg` style.
    case flat
    /// Attributes only, for no colour or a theme without colours: the
    /// band bold, the rows beside it plain, the rest `dim`.
    case dim
    /// 16 colours: the rows two or more away in bright black (8), the grey
    /// every palette has between its text and its background. The faint
    /// attribute alone is drawn as nothing by some terminals (mlterm) and
    /// as plain black by xterm on a light background, where rows two away
    /// looked like rows one away.
    case ansiGrey
    /// Greys: each row a step further from `fg` toward `bg`.
    case shades

    /// Shades where the terminal has 256 colours or more and the theme
    /// uses colour at all, bright black with 16; attributes elsewhere.
    package static func choose(flat: Bool, depth: ColorDepth, theme: Theme) -> Perspective {
        if flat { return .flat }
        guard theme.hasColor else { return .dim }
        switch depth {
        case .palette256, .truecolor: return .shades
        case .ansi16: return .ansiGrey
        case .none: return .dim
        }
    }

    /// How far from `fg` toward `bg` the row `distance` rows from the band
    /// goes, per distance: four visible steps, then it stays (so far rows
    /// of a tall wheel remain readable).
    static let steps: [Double] = [0, 0.3, 0.5, 0.65, 0.75]


    /// The style of a row `distance` rows from the band, before the band
    /// and focus are laid over it.
    func style(distance: Int, theme: Theme) -> Style {
        switch self {
        case .flat:
            return theme.foreground
        case .dim:
            return distance >= 2 ? theme.dim.over(theme.foreground) : theme.foreground
        case .ansiGrey:
            guard distance >= 2 else { return theme.foreground }
            // On a background that is bright black itself, the attribute.
            if theme.background.background.flatMap(ColorDepth.ansi16.lower) == .ansi(8) {
                return theme.dim.over(theme.foreground)
            }
            var style = theme.foreground
            style.foreground = .ansi(8)
            return style
        case .shades:
            guard distance > 0 else { return theme.foreground }
            // Where the theme leaves `fg` or `bg` to the terminal, the
            // colours of the backdrop it is made for: light text on black
            // for a dark one, as the default theme's dark band assumes.
            let from = theme.foreground.foreground.map(Self.rgb) ?? theme.backdrop.assumedForeground
            let to = theme.background.background.map(Self.rgb) ?? theme.backdrop.assumedBackground
            let t = Self.steps[min(distance, Self.steps.count - 1)]
            func mix(_ a: UInt8, _ b: UInt8) -> UInt8 { UInt8((Double(a) + (Double(b) - Double(a)) * t).rounded()) }
            var style = theme.foreground
            style.foreground = .rgb(mix(from.0, to.0), mix(from.1, to.1), mix(from.2, to.2))
            return style
        }
    }

    static func rgb(_ color: Color) -> (UInt8, UInt8, UInt8) {
        switch color {
        case .ansi(let n): ColorDepth.ansiRGB[Int(n % 16)]
        case .palette(let n): ColorDepth.paletteRGB(n)
        case .rgb(let r, let g, let b): (r, g, b)
        }
    }
}
