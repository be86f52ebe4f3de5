import ReelCore

/// A row drawn with its own look: the terminal's `viewForRow`. The colours
/// are drawn over the theme's, so a row that sets only a foreground keeps
/// the band and the focus highlight.
public struct PickerRow: Equatable, Sendable {
    /// The text shown, in place of the data source's title.
    public var title: String
    /// Text in the icon column before the title (an emoji, a flag, "●");
    /// cut at `Wheel.iconCap` columns.
    public var icon: String?
    /// The text's colour; nil keeps the theme's.
    public var foreground: Color?
    /// The row's background across the wheel; nil keeps the band's or the theme's.
    public var background: Color?
    /// Bold, italic, underline…, added to the theme's.
    public var attributes: TextAttributes

    /// A row showing `title`, with an optional icon and colours.
    public init(_ title: String, icon: String? = nil, foreground: Color? = nil,
                background: Color? = nil, attributes: TextAttributes = []) {
        self.title = title
        self.icon = icon
        self.foreground = foreground
        self.background = background
        self.attributes = attributes
    }

    /// The renderer's style, or nil when the row changes no colour.
    var style: Style? {
        foreground == nil && background == nil && attributes.isEmpty
            ? nil : Style(foreground: foreground, background: background, attributes: attributes)
    }
}
