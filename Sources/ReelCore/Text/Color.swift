/// A colour as the person wrote it; the terminal layer lowers it to what
/// the terminal supports.
public enum Color: Hashable, Sendable {
    /// One of the 16 ANSI colours (0–7 normal, 8–15 bright).
    case ansi(UInt8)
    /// One of the 256 palette colours.
    case palette(UInt8)
    case rgb(UInt8, UInt8, UInt8)
}
