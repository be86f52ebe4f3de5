/// The styles of each part of the picker (`--theme` keys).
public struct Theme: Sendable, Equatable {
    /// Rows away from the band.
    public var foreground = Style.plain
    /// Text in the selection band.
    public var selected = Style(attributes: .bold)
    /// The band itself, across the whole picker.
    public var band = Style(background: .palette(237))
    public var label = Style(attributes: .bold)
    public var title = Style(attributes: .bold)
    public var message = Style.plain
    public var button = Style.plain
    /// The focused wheel's band cell and the focused button; reverse video
    /// keeps focus visible with no colour at all.
    public var focus = Style(attributes: .reverse)
    /// Placeholders for control characters in untrusted text.
    public var dim = Style(attributes: .dim)

    public init() {}

    public static let standard = Theme()
}
