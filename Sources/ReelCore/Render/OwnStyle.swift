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
/// - the row's text colour, unless it would not read on the band: at 256
///   colours and true colour, a contrast under `Contrast.minimum` (3:1)
///   as the terminal shows it (`Legibility`: a bold colour of 0–7 is
///   judged in its bright variant too, as xterm draws it; the 16 by
///   xterm's default palette); at 16 colours, under `sixteenMinimum`;
///   or the band is drawn in reverse video (16 colours or none, `mono`),
///   where the row's colour would become the band's. The theme's colour
///   for chosen text is drawn instead (and made to read, with the rest of
///   the band's line). Bold, italic, underline and the like stay.
/// The focus underline and bold come from the theme and are added as they
/// are on any row.
enum OwnStyle {
    /// At 16 colours the band is one of the 16 and few colours reach 3:1
    /// on a grey one: there only a colour that is all but the band's own
    /// gives way (white or yellow on the light band, blue on the dark one).
    static let sixteenMinimum = 1.5

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
        if let color = own.foreground {
            var candidate = style
            candidate.foreground = color
            if reads(candidate, on: themed, appearance: appearance) { style = candidate }
        }
        return style
    }

    /// Whether `cell`, a row's own colour over the band drawn as `band`, shows.
    static func reads(_ cell: Style, on band: Style, appearance: Appearance) -> Bool {
        guard !band.attributes.contains(.reverse), let color = cell.foreground else { return false }
        let legibility = appearance.legibility
        if legibility.judges { return legibility.reads(cell) }
        let depth = appearance.depth
        guard let back = band.background else { return true }
        guard let text = depth.lower(color), let shown = depth.lower(back) else { return depth != .none }
        if text == shown { return false }
        return Contrast.ratio(Perspective.rgb(text), Perspective.rgb(shown)) >= sixteenMinimum
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
}
