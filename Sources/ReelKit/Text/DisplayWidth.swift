/// Columns a terminal gives to text. Every width in reel goes through here.
///
/// STUB until the generated East Asian Width table lands (issue 3).
public struct DisplayWidth: Hashable, Sendable {
    /// Draw East Asian Ambiguous characters two columns wide (`--ambiwide`).
    public var ambiguousIsWide: Bool

    public init(ambiguousIsWide: Bool = false) {
        self.ambiguousIsWide = ambiguousIsWide
    }

    /// Columns of one extended grapheme cluster: 0, 1 or 2.
    public func width(of character: Character) -> Int {
        guard let first = character.unicodeScalars.first else { return 0 }
        if first.value < 0x20 || (0x7F..<0xA0).contains(first.value) { return 0 }
        if character.unicodeScalars.count == 1, first.properties.generalCategory == .nonspacingMark { return 0 }
        let v = first.value
        let wide = (0x1100...0x115F).contains(v) || (0x2E80...0xA4CF).contains(v)
            || (0xAC00...0xD7A3).contains(v) || (0xF900...0xFAFF).contains(v)
            || (0xFF00...0xFF60).contains(v) || (0xFFE0...0xFFE6).contains(v)
            || (0x1F300...0x1FAFF).contains(v) || (0x20000...0x3FFFD).contains(v)
        return wide ? 2 : 1
    }

    /// Columns of a whole string: the sum over its grapheme clusters.
    public func width(of text: some StringProtocol) -> Int {
        var total = 0
        for character in text { total += width(of: character) }
        return total
    }
}
