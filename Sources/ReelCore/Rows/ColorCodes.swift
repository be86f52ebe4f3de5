/// What the SGR sequences (`ESC [ … m`, colours and attributes) in rows
/// read from stdin, a file or a command are (`--ansi`).
package enum ColorCodes: Sendable, Equatable {
    /// Text like any other escape: drawn as placeholders (`␛[31m`), and
    /// printed with the row. Without `--ansi`.
    case escaped
    /// Drawn as the row's own style, and left out of everything else: the
    /// printed value, widths, search and the filter see the text alone (`--ansi`).
    case drawn
    /// Drawn as `drawn` does, and printed with the row, byte for byte (`--ansi=keep`).
    case kept

    /// Whether the sequences are read as styles rather than shown.
    package var areDrawn: Bool { self != .escaped }
}

extension RowSource {
    /// Rows of lines whose colour codes are drawn (`--ansi`), which the
    /// filter reads as bytes: it takes the codes out first.
    package var drawsColorCodes: Bool { (self as? LineRows)?.colorCodes.areDrawn ?? false }
}
