import ReelInput
import ReelModel
import ReelText

/// How the picker looks, apart from what it shows: the theme and the
/// geometry options (`--row-height`, `--gap`, `--border`, `--fullscreen`,
/// `--swatch`). The state says what; this says how.
public struct Appearance: Sendable, Equatable {
    public var theme = Theme.standard
    package var perspective = Perspective.dim
    public var border = BorderStyle.none
    /// Lines per row; the row's text sits on the middle line (the upper
    /// middle for an even height).
    public var rowHeight = 1
    /// Columns between wheels at least; a wider separator widens it.
    public var gap = 0
    /// Centred on the whole screen (the alternate screen) instead of inline.
    public var fullscreen = false
    /// Fullscreen, a list's rows take every line the rest leaves (no
    /// `--rows` of its own: fzf's list fills the screen without `--height`).
    package var listFillsScreen = false
    /// Per wheel: rows that name a colour show a swatch of it.
    package var swatches: [Bool] = []
    /// `--hints`: a line of key hints under the toolbar.
    package var hints = false
    /// `--keep-right`: a row too wide for its column shows its end.
    public var keepsRight = false
    /// Check marks as `*` rather than ✓: no colour at all (`--color never`,
    /// `NO_COLOR`, `mono`), where the terminal may be anything, or a locale
    /// that is not UTF-8, whose fonts may lack ✓ (`MarkPolicy`).
    package var plainMarks = false
    /// No colour at all (`--color never`, `NO_COLOR`, `mono`): swatches
    /// keep their block and lose their colour. (Not read off the theme as
    /// shown: at 16 colours the default theme's band is reverse video and
    /// the theme has no colour left, yet swatches must keep theirs.)
    package var colorless = false
    /// The colours the terminal shows: a row's own colour (`--ansi`) is
    /// judged as it will look there, against the band's.
    package var depth = ColorDepth.truecolor
    /// The terminal's own background, as the edge knows it (OSC 11,
    /// `COLORFGBG`, else dark): what the band's text is judged against
    /// where a theme leaves a colour to the terminal (`Legibility`).
    package var backdrop = Backdrop.dark

    /// How the band's cells are judged and made to read on this terminal.
    package var legibility: Legibility { Legibility(theme: theme, backdrop: backdrop, depth: depth) }

    public init() {}

    /// The look of `choice` on a terminal of `depth` colours and a
    /// `backdrop` background: its theme as that terminal shows it, the
    /// perspective (none when `flat`), and check marks as `*` where there
    /// is no colour or the locale may lack ✓ (`plainMarks`).
    package init(theme choice: ThemeChoice, depth: ColorDepth, backdrop: Backdrop, flat: Bool = false, plainMarks: Bool = false) {
        let theme = choice.theme(for: backdrop)
        self.theme = theme.shown(at: depth)
        perspective = Perspective.choose(flat: flat, depth: depth, theme: theme)
        self.depth = depth
        self.backdrop = backdrop
        colorless = depth == .none || !theme.hasColor
        self.plainMarks = colorless || plainMarks
    }

    /// A form's: each field's wheels' `--swatch`, numbered within the field.
    package var fieldSwatches: [[Bool]] = []

    /// Whether `wheel` (of form field `field`, if any) shows its row's colour.
    func showsSwatch(_ wheel: Int, field: Int? = nil) -> Bool {
        let own = field.map { fieldSwatches.indices.contains($0) ? fieldSwatches[$0] : [] } ?? swatches
        return own.indices.contains(wheel) && own[wheel]
    }
}
