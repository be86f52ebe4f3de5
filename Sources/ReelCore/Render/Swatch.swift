import ReelInput
import ReelModel
import ReelText

/// `--swatch`: a row that names a colour (as `--theme` reads colours:
/// `orange`, `202`, `#ff8000`) shows a block of that colour in the icon
/// column, as a colour picker's rows do on iOS.
enum Swatch {
    static let width = 2

    /// Two columns of full block. The block is East Asian ambiguous: where
    /// the terminal draws it wide (`--ambiwide`) one block fills both.
    static func glyphs(measure: DisplayWidth) -> [Glyph] {
        measure.width(of: "█") == 2 ? [Glyph("█", width: 2)] : [Glyph("█", width: 1), Glyph("█", width: 1)]
    }

    static func color(named title: String) -> Color? { ThemeSpec.color(named: title) }
}
