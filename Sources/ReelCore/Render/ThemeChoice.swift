import ReelInput
import ReelModel
import ReelText

/// `--theme` as given, before the terminal is known: a theme for a dark
/// background and one for a light one. With `auto` in the spec (the
/// default) they differ, and the terminal's background picks; a spec that
/// names another theme makes them the same.
package struct ThemeChoice: Sendable, Equatable {
    package var dark: Theme
    package var light: Theme

    package init(dark: Theme, light: Theme) {
        self.dark = dark
        self.light = light
    }

    /// One theme whatever the background.
    package init(_ theme: Theme) {
        self.init(dark: theme, light: theme)
    }

    /// `--theme auto`: the default look, in its dark or light variant.
    package static let auto = ThemeChoice(dark: .standard, light: .standardLight)

    package func theme(for backdrop: Backdrop) -> Theme {
        backdrop == .light ? light : dark
    }

    /// Whether the background changes what a terminal of `depth` colours
    /// shows (the theme `auto` picks, or how its band is made to read):
    /// only then is it worth asking the terminal for it.
    package func dependsOnBackdrop(at depth: ColorDepth) -> Bool {
        let dark = dark.shown(at: depth)
        var light = light.shown(at: depth)
        // The backdrop itself tints only the perspective's greys, which
        // need 256 colours.
        if depth < .palette256 { light.backdrop = dark.backdrop }
        // A theme that leaves the background to the terminal (`default`)
        // is the same on both, but what it leaves to the terminal on its
        // band is made to read against the terminal's colours (`Legibility`).
        return dark != light || Legibility.dependsOnBackdrop(dark, at: depth)
    }
}
