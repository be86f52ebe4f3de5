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

public struct TextAttributes: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    public static let bold = TextAttributes(rawValue: 1 << 0)
    public static let dim = TextAttributes(rawValue: 1 << 1)
    public static let italic = TextAttributes(rawValue: 1 << 2)
    public static let underline = TextAttributes(rawValue: 1 << 3)
    public static let reverse = TextAttributes(rawValue: 1 << 4)
}

/// A colour as the person wrote it; the terminal layer lowers it to what
/// the terminal supports.
public enum Color: Hashable, Sendable {
    /// One of the 16 ANSI colours (0–7 normal, 8–15 bright).
    case ansi(UInt8)
    /// One of the 256 palette colours.
    case palette(UInt8)
    case rgb(UInt8, UInt8, UInt8)
}
