import ReelInput
import ReelModel
import ReelText

/// The styles of each part of the picker (`--theme` keys). A key's style
/// is drawn over `background`, so `bg` colours every cell of the picker
/// that no other key colours.
public struct Theme: Sendable, Equatable {
    /// Rows away from the band (`fg`).
    public var foreground = Style.plain
    /// The whole picker, border included (`bg`).
    public var background = Style.plain
    /// Text in the selection band.
    public var selected = Style(attributes: .bold)
    /// The band itself, across the whole picker.
    public var band = Style(background: .palette(237))
    public var label = Style(attributes: .bold)
    public var title = Style(attributes: .bold)
    public var message = Style.plain
    public var button = Style.plain
    /// The toolbar's tint: what a button has not set comes from here, as
    /// UIKit's tintColor colours a bar button's text.
    public var accent = Style.plain
    /// The focused wheel's band cell, when there are several wheels, and
    /// the focused button. An underline is a thin line along the band's
    /// lower edge under the focused wheel: visible with no colour at all,
    /// and the chosen text keeps its own colour (never reverse video).
    public var focus = Style(attributes: [.bold, .underline])
    /// Placeholders for control characters in untrusted text, and the far
    /// rows of the wheel where perspective has no greys to use.
    public var dim = Style(attributes: .dim)
    public var border = Style.plain
    /// The terminal background the theme is made for, where `bg` leaves
    /// it to the terminal: the perspective's greys fade toward it.
    public var backdrop = Backdrop.dark

    package init() {}

    /// The terminal's own colours, a grey band under its own text: made
    /// for a dark background (`--theme default`, and what `auto` draws on one).
    public static let standard = Theme()

    /// The same look for a light background (what `auto` draws on one):
    /// a light grey band, so the terminal's dark text stays readable on it.
    public static let standardLight: Theme = {
        var theme = Theme()
        theme.band = Style(background: .palette(253))
        theme.backdrop = .light
        return theme
    }()

    /// Whether any part asks for a colour: a theme without one (`mono`)
    /// also gets its perspective from attributes alone.
    package var hasColor: Bool {
        [foreground, background, selected, band, label, title, message, button, accent, focus, dim, border]
            .contains { $0.foreground != nil || $0.background != nil }
    }
}

extension Theme {
    /// iOS dark mode's system colours: elevated grey background, white
    /// selection on a lighter band, the dark-mode system blue as tint.
    public static let dark: Theme = {
        var theme = Theme()
        theme.foreground = Style(foreground: .rgb(0xD1, 0xD1, 0xD6))
        theme.background = Style(background: .rgb(0x1C, 0x1C, 0x1E))
        theme.selected = Style(foreground: .rgb(0xFF, 0xFF, 0xFF), attributes: .bold)
        theme.band = Style(background: .rgb(0x3A, 0x3A, 0x3C))
        theme.label = Style(foreground: .rgb(0xEB, 0xEB, 0xF5), attributes: .bold)
        theme.title = Style(foreground: .rgb(0xFF, 0xFF, 0xFF), attributes: .bold)
        theme.message = Style(foreground: .rgb(0x8E, 0x8E, 0x93))
        theme.accent = Style(foreground: .rgb(0x0A, 0x84, 0xFF), attributes: .bold)
        theme.dim = Style(foreground: .rgb(0x63, 0x63, 0x66))
        theme.border = Style(foreground: .rgb(0x48, 0x48, 0x4A))
        return theme
    }()

    /// iOS light mode: white background, the light grey band, system blue.
    public static let light: Theme = {
        var theme = Theme()
        theme.foreground = Style(foreground: .rgb(0x3A, 0x3A, 0x3C))
        theme.background = Style(background: .rgb(0xFF, 0xFF, 0xFF))
        theme.selected = Style(foreground: .rgb(0x00, 0x00, 0x00), attributes: .bold)
        theme.band = Style(background: .rgb(0xE5, 0xE5, 0xEA))
        theme.label = Style(foreground: .rgb(0x00, 0x00, 0x00), attributes: .bold)
        theme.title = Style(foreground: .rgb(0x00, 0x00, 0x00), attributes: .bold)
        theme.message = Style(foreground: .rgb(0x6C, 0x6C, 0x70))
        theme.accent = Style(foreground: .rgb(0x00, 0x7A, 0xFF), attributes: .bold)
        theme.dim = Style(foreground: .rgb(0xAE, 0xAE, 0xB2))
        theme.border = Style(foreground: .rgb(0xC7, 0xC7, 0xCC))
        theme.backdrop = .light
        return theme
    }()

    /// No colour at all, for any terminal: the band in reverse video (the
    /// terminal's own two colours swapped, so it shows on a dark background
    /// and a light one alike), the chosen row bold, the focus underlined,
    /// far rows dim, swatches without colour.
    public static let mono: Theme = {
        var theme = Theme()
        theme.band = Style(attributes: .reverse)
        theme.button = Style(attributes: .bold)
        return theme
    }()
}

extension Theme {
    /// The theme as a terminal of `depth` colours can show it. The band is
    /// the one part that must show, as one bar across wheels, gaps and
    /// separators.
    ///
    /// - A theme that leaves the background to the terminal (`default`,
    ///   `auto`): a grey of the 256 colours or true colour becomes black or
    ///   white among 16, which is the terminal's own background on many,
    ///   and nothing without colour. There the band is drawn in reverse
    ///   video instead: the terminal's own text and background colours
    ///   swapped show on any background and with any palette.
    /// - A theme with a background of its own (`dark`, `light`, `bg:…`)
    ///   at 16 colours: each colour becomes the nearest of the 16, except
    ///   where two parts that must differ would become one (`dark`'s band
    ///   and background are both black there). `sixteen` says what then.
    ///
    /// (The focus is never reverse video: it stays a line along the band's
    /// edge.) A band in one of the 16 colours (`band:blue`) keeps it with
    /// 16 colours.
    package func shown(at depth: ColorDepth) -> Theme {
        switch depth {
        case .none: return reversedBand(keepingANSI: false)
        case .ansi16: return background.background == nil ? reversedBand(keepingANSI: true) : sixteen()
        case .palette256, .truecolor: return self
        }
    }

    /// The band in reverse video where its colour cannot be shown: a grey
    /// at 16 colours (one of the 16 stays), any colour without colour.
    private func reversedBand(keepingANSI: Bool) -> Theme {
        guard let color = band.background else { return self }
        if keepingANSI, case .ansi = color { return self }
        var theme = self
        theme.band = Style(foreground: band.foreground, attributes: band.attributes.union(.reverse))
        return theme
    }

    /// The 16-colour design of a theme with its own background: the band
    /// becomes bright black (8) on a dark background, white (7, a light
    /// grey in most palettes) on a light one, where its nearest colour is
    /// the background's; the text on it (the chosen row, the label, the
    /// separator) takes bright white or black where its colour would be
    /// the band's or is left to the terminal. The perspective fades with
    /// bright black too (`Perspective.ansiGrey`).
    private func sixteen() -> Theme {
        guard let back = background.background.flatMap(ColorDepth.ansi16.lower) else { return self }
        var theme = self
        // The title is bold off the band too: `light`'s black title was
        // drawn grey (bright black) by xterm; it keeps its colour, not its weight.
        if theme.title.attributes.contains(.bold), case .ansi(let n)? = theme.title.foreground.flatMap(ColorDepth.ansi16.lower),
           n < 8 {
            theme.title.attributes.remove(.bold)
        }
        if let color = band.background, ColorDepth.ansi16.lower(color) == back {
            theme.band.background = .ansi(Self.isDark(back) ? 8 : 7)
        }
        guard let bandColor = theme.band.background.flatMap(ColorDepth.ansi16.lower) else { return theme }
        let onBand: Color = .ansi(Self.isDark(bandColor) ? 15 : 0)
        // What is drawn on the band without a colour of its own (the
        // separator, the gaps' blanks) takes the colour that reads on it.
        theme.band.foreground = theme.band.foreground ?? onBand
        for key in [\Theme.selected, \Theme.label] as [WritableKeyPath<Theme, Style>] {
            let text = theme[keyPath: key].foreground ?? theme.foreground.foreground
            if text.flatMap(ColorDepth.ansi16.lower) == bandColor || text == nil { theme[keyPath: key].foreground = onBand }
            // xterm (boldColors) and others draw bold text in colours 0–7
            // in their bright variants: bold black became grey on the
            // light band. Weight gives way to the colour there.
            if case .ansi(let n)? = theme[keyPath: key].foreground.flatMap(ColorDepth.ansi16.lower), n < 8 {
                theme[keyPath: key].attributes.remove(.bold)
                // The focus is drawn over the chosen text: its underline stays.
                if key == \Theme.selected { theme.focus.attributes.remove(.bold) }
            }
        }
        return theme
    }

    /// Whether one of the 16 colours is dark, by its usual (xterm's) value.
    static func isDark(_ color: Color) -> Bool {
        guard case .ansi(let n) = color else { return false }
        let (r, g, b) = ColorDepth.ansiRGB[Int(n % 16)]
        return Backdrop(red: r, green: g, blue: b) == .dark
    }
}
