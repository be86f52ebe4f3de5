/// One grapheme cluster as it will occupy the screen: text that is safe to
/// write to a terminal and the columns it takes there.
package struct Glyph: Hashable, Sendable {
    /// Never holds a C0/C1 control, DEL or ESC: those become placeholders.
    package var text: String
    /// 1 or 2 columns.
    package var width: Int
    /// A stand-in for a control character or tab; the renderer dims it.
    package var isPlaceholder: Bool
    /// The glyph's own style, from the row's text (`--ansi`'s SGR, a
    /// library's attributed title), drawn over the theme's by the renderer's
    /// rules; nil for text without one.
    package var style: Style?

    package init(_ text: String, width: Int, isPlaceholder: Bool = false, style: Style? = nil) {
        self.text = text
        self.width = width
        self.isPlaceholder = isPlaceholder
        self.style = style
    }

    package static let ellipsis = Glyph("…", width: 1)
    package static let space = Glyph(" ", width: 1)
}

extension Sequence<Glyph> {
    /// Terminal columns the glyphs take side by side: the one sum layout,
    /// measuring and drawing share, so they cannot disagree.
    package var columns: Int { reduce(0) { $0 + $1.width } }
}
