/// How a cell looks: colours and attributes, independent of any terminal.
public struct Style: Hashable, Sendable {
    public var foreground: Color?
    public var background: Color?
    public var attributes: TextAttributes

    public init(foreground: Color? = nil, background: Color? = nil, attributes: TextAttributes = []) {
        self.foreground = foreground
        self.background = background
        self.attributes = attributes
    }

    public static let plain = Style()

    /// This style drawn over `base`: what is set here wins, attributes add up.
    package func over(_ base: Style) -> Style {
        Style(foreground: foreground ?? base.foreground, background: background ?? base.background,
              attributes: attributes.union(base.attributes))
    }
}
