import ReelInput
import ReelModel
import ReelText

/// Whether a cell on the band reads, and the colour it takes where it
/// would not: every cell with something to see on the band (the chosen
/// row, the label, the separator, a check mark, the focus underline, a
/// row's own colour) shows at `Contrast.minimum` or better, whatever the
/// theme and the terminal's background.
///
/// A cell is judged as the terminal will show it: its colours lowered to
/// the terminal's depth, reverse video swapping them. A text colour the
/// style leaves to the terminal is where a theme made for the other
/// background went wrong (`light` on a dark terminal drew the separator
/// in the terminal's white on its light grey band, `dark` on a light one
/// in its near-black on a dark grey one):
/// - under a theme that leaves the background to the terminal too
///   (`default`, `auto`), the terminal's text colour is taken as the one
///   for its backdrop (`Backdrop.assumedForeground`), and kept where that
///   reads: the terminal's own colours are its user's choice;
/// - under a theme with a background of its own (`dark`, `light`,
///   `bg:…`, `backdrop` nil), the terminal's text colour is of no known
///   relation to the theme's: the cell always gets one that reads. Such a
///   theme then looks the same on any terminal, and the terminal need not
///   be asked what it has.
/// The 16 ANSI colours are judged by xterm's default palette
/// (`ColorDepth.ansiRGB`): a terminal's may differ, and reel cannot ask
/// for all 16. Bold text in colours 0–7 is also judged in its bright
/// variant, which xterm (boldColors) and others draw instead.
///
/// Only 256 colours and true colour are judged: at 16 colours a theme's
/// band is reverse video or its 16-colour design (`Theme.shown`), and
/// without colour there is nothing to judge.
package struct Legibility: Sendable, Equatable {
    /// The terminal's background, or nil under a theme with its own.
    package var backdrop: Backdrop?
    package var depth: ColorDepth

    package init(backdrop: Backdrop?, depth: ColorDepth) {
        self.backdrop = backdrop
        self.depth = depth
    }

    /// Whether colours are judged at all at this depth.
    var judges: Bool { depth >= .palette256 }

    /// The lowest contrast of the text of `style` on its background, over
    /// each colour the terminal may draw the text in; nil where there is
    /// nothing to judge (fewer than 256 colours, or both colours left to
    /// the terminal, which reads by its own design).
    package func contrast(of style: Style) -> Double? {
        guard judges else { return nil }
        let text = style.foreground.flatMap(depth.lower)
        let back = style.background.flatMap(depth.lower)
        if text == nil, back == nil { return nil }
        guard let background = back.map(Perspective.rgb) ?? backdrop?.assumedBackground else { return nil }
        return Self.drawn(text, bold: style.attributes.contains(.bold)).map { color in
            // A text colour of no known relation to the background: as if none.
            guard let foreground = color.map(Perspective.rgb) ?? backdrop?.assumedForeground else { return 1 }
            // Reverse video swaps the two; the ratio is the same either way.
            return Contrast.ratio(foreground, background)
        }.min()
    }

    /// How a terminal on `backdrop` judges the band of `theme` at `depth`.
    package init(theme: Theme, backdrop: Backdrop, depth: ColorDepth) {
        self.init(backdrop: theme.background.background == nil ? backdrop : nil, depth: depth)
    }

    /// The colours text in `color` may be drawn in: bold in 0–7 also in
    /// its bright variant (nil: the terminal's own text colour).
    static func drawn(_ color: Color?, bold: Bool) -> [Color?] {
        guard bold, case .ansi(let n)? = color, n < 8 else { return [color] }
        return [color, .ansi(n + 8)]
    }

    package func reads(_ style: Style) -> Bool {
        (contrast(of: style) ?? Contrast.minimum) >= Contrast.minimum
    }

    /// `style` with a text colour that reads: its own where it does, else
    /// `preferred` (the theme's colour for chosen text) where that does,
    /// else black or white, whichever reads better on the background. A
    /// style in reverse video is left as it is: its text colour is the
    /// cell's background.
    package func readable(_ style: Style, preferring preferred: Color? = nil) -> Style {
        guard !style.attributes.contains(.reverse), !reads(style) else { return style }
        var fixed = style
        if let preferred {
            fixed.foreground = preferred
            if reads(fixed) { return fixed }
        }
        let candidates: [Color] = [.rgb(0, 0, 0), .rgb(0xFF, 0xFF, 0xFF)]
        fixed.foreground = candidates.max { a, b in
            var (x, y) = (style, style)
            x.foreground = a
            y.foreground = b
            return (contrast(of: x) ?? 0) < (contrast(of: y) ?? 0)
        }
        return fixed
    }

    /// The band's line made to read: each cell with something to see
    /// (not a blank, unless underlined: the focus line) that does not
    /// read takes a colour that does. A swatch (`Swatch`: a full block in
    /// one colour on both sides) is a sample of its colour, and stays.
    package func readable(_ cells: [Frame.Cell], preferring preferred: Color?) -> [Frame.Cell] {
        guard judges else { return cells }
        return cells.map { cell in
            guard Self.shows(cell) else { return cell }
            var cell = cell
            cell.style = readable(cell.style, preferring: preferred)
            return cell
        }
    }

    /// Whether a cell shows anything in its text colour.
    package static func shows(_ cell: Frame.Cell) -> Bool {
        if cell.text == "█", cell.style.foreground != nil, cell.style.foreground == cell.style.background { return false }
        if cell.style.attributes.contains(.underline) { return !cell.isContinuation }
        return !cell.text.allSatisfy(\.isWhitespace)
    }

    /// Whether the band of `theme` is drawn differently on a dark
    /// background and a light one at `depth`: then the terminal is asked
    /// which it has. Its parts are the band's own style (the separator),
    /// the chosen text and the label on it, and the focus, dim and accent
    /// over the chosen text.
    package static func dependsOnBackdrop(_ theme: Theme, at depth: ColorDepth) -> Bool {
        let base = theme.band.over(theme.background)
        let chosen = theme.selected.over(base)
        var highlight = theme.accent
        highlight.attributes.insert(.underline)
        let parts = [base, chosen, theme.label.over(base), theme.focus.over(chosen), theme.dim.over(chosen),
                     highlight.over(chosen)]
        guard theme.background.background == nil else { return false }
        let (dark, light) = (Legibility(backdrop: .dark, depth: depth), Legibility(backdrop: .light, depth: depth))
        return parts.contains { part in
            dark.readable(part, preferring: chosen.foreground) != light.readable(part, preferring: chosen.foreground)
        }
    }
}
