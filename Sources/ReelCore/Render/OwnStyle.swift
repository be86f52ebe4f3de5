import ReelInput
import ReelModel
import ReelText

/// A glyph's own style (a row's SGR colours under `--ansi`, a library's
/// attributed title) drawn at its place in the wheel, over the theme's.
///
/// Away from the band the row's colours win, fading with distance as the
/// theme's text does where the perspective is drawn in greys. On the band
/// the band wins, so it stays one bar across the wheels:
/// - its background, never the row's;
/// - no reverse video from the row (it would draw the band's colour as text);
/// - the row's text colour, unless it would not read on the band: the
///   two colours as the terminal shows them (lowered to its depth) have
///   a contrast ratio under `minimumContrast` (1.5), or the band is drawn in
///   reverse video (16 colours or none, `mono`), where the row's colour
///   would become the band's. The theme's colour for chosen text is
///   drawn instead. Bold, italic, underline and the like stay.
/// The focus underline and bold come from the theme and are added as they
/// are on any row.
enum OwnStyle {
    /// WCAG's contrast ratio below which text on the band is taken to
    /// vanish (the guideline asks 4.5 for reading; this only catches a
    /// colour that is all but the band's own: white or yellow on the light
    /// band, blue on the dark one; red, green and black stay on both).
    static let minimumContrast = 1.5

    static func drawn(_ own: Style, over themed: Style, isBand: Bool, distance: Int, appearance: Appearance) -> Style {
        // No colour at all (`mono`, `--color never`, NO_COLOR): the attributes alone.
        let own = appearance.colorless ? Style(attributes: own.attributes) : own
        var style = themed
        style.attributes.formUnion(own.attributes)
        guard isBand else {
            if let color = own.foreground {
                style.foreground = faded(color, distance: distance, appearance: appearance)
            }
            if let background = own.background { style.background = background }
            return style
        }
        style.attributes.remove(.reverse)
        // The theme's own reverse (a band in reverse video) stays.
        if themed.attributes.contains(.reverse) { style.attributes.insert(.reverse) }
        if let color = own.foreground, reads(color, on: themed, depth: appearance.depth) {
            style.foreground = color
        }
        return style
    }

    /// Whether text in `color` shows on a band drawn as `band`.
    static func reads(_ color: Color, on band: Style, depth: ColorDepth) -> Bool {
        guard !band.attributes.contains(.reverse) else { return false }
        guard let back = band.background else { return true }
        guard let text = depth.lower(color), let shown = depth.lower(back) else { return depth != .none }
        if text == shown { return false }
        return contrast(Perspective.rgb(text), Perspective.rgb(shown)) >= minimumContrast
    }

    /// A row's own colour `distance` rows from the band: where the
    /// perspective fades text in greys, the colour fades the same steps
    /// toward the background; elsewhere it stays as it is.
    static func faded(_ color: Color, distance: Int, appearance: Appearance) -> Color {
        guard appearance.perspective == .shades, distance > 0 else { return color }
        let theme = appearance.theme
        let from = Perspective.rgb(color)
        let to = theme.background.background.map(Perspective.rgb) ?? theme.backdrop.assumedBackground
        let t = Perspective.steps[min(distance, Perspective.steps.count - 1)]
        func mix(_ a: UInt8, _ b: UInt8) -> UInt8 { UInt8((Double(a) + (Double(b) - Double(a)) * t).rounded()) }
        return .rgb(mix(from.0, to.0), mix(from.1, to.1), mix(from.2, to.2))
    }

    /// WCAG 2's contrast ratio of two colours, 1 (the same) to 21.
    static func contrast(_ a: (UInt8, UInt8, UInt8), _ b: (UInt8, UInt8, UInt8)) -> Double {
        let (x, y) = (luminance(a), luminance(b))
        return (max(x, y) + 0.05) / (min(x, y) + 0.05)
    }

    /// Relative luminance, with a gamma of 2 for sRGB's curve: close
    /// enough for a threshold this low, and no libm in the core.
    private static func luminance(_ rgb: (UInt8, UInt8, UInt8)) -> Double {
        func linear(_ c: UInt8) -> Double {
            let v = Double(c) / 255
            return v * v
        }
        return 0.2126 * linear(rgb.0) + 0.7152 * linear(rgb.1) + 0.0722 * linear(rgb.2)
    }
}
