/// Columns a terminal gives to text. Every width in reel goes through here.
package struct DisplayWidth: Hashable, Sendable {
    /// Draw East Asian Ambiguous characters two columns wide (`--ambiwide`).
    package var ambiguousIsWide: Bool

    package init(ambiguousIsWide: Bool = false) {
        self.ambiguousIsWide = ambiguousIsWide
    }

    /// Columns of one extended grapheme cluster: 0, 1 or 2.
    ///
    /// The first rule that applies decides:
    ///
    /// 1. ASCII: printable characters are 1, controls 0.
    /// 2. A cluster starting with a control (C0, DEL, C1) or U+2028/U+2029
    ///    is 0. SafeText turns these into placeholders before measuring.
    /// 3. Emoji drawn as emoji are 2: a flag (two regional indicators, 🇰🇷);
    ///    an emoji followed by VS16 U+FE0F (❤️, 1️⃣); an emoji with a skin
    ///    tone modifier (👍🏽); a ZWJ sequence of emoji (👩‍💻).
    /// 4. Otherwise the first scalar, from the generated table: zero-width
    ///    ones (combining marks, ZWJ, U+200B and other format characters,
    ///    Hangul medial vowels and final consonants) 0; East Asian Wide and
    ///    Fullwidth 2 (분, 時, ＡＢ; a Hangul leading consonant, so L+V+T
    ///    jamo make one 2-column syllable); Ambiguous 1, or 2 with
    ///    `ambiguousIsWide`; a scalar with emoji presentation that is newer
    ///    than the table 2; everything else 1 (halfwidth ｱ too).
    /// 5. The marks that follow add nothing (e + U+0301 is 1), except
    ///    spacing marks (Mc, e.g. Devanagari ि) which add 1 each, as
    ///    wcwidth does.
    /// 6. A cluster is at most 2.
    ///
    /// Where terminals disagree, reel picks the behaviour of the common
    /// modern ones (kitty, WezTerm, iTerm2, Ghostty, Windows Terminal):
    /// - A ZWJ sequence is 2, as one composed emoji. Terminals that cannot
    ///   compose it (xterm, older VTE) draw its parts side by side (👩💻, 4
    ///   columns) and the row runs 2 columns long.
    /// - VS15 U+FE0E (text presentation) is ignored: ⌚︎ stays 2 as its base
    ///   is. Most terminals keep the base's width, and the few that narrow
    ///   it leave one blank column rather than overlap the next cell.
    /// - A lone regional indicator is 1, as Unicode (East_Asian_Width N) and
    ///   glibc's wcwidth say; some terminals draw it as a 2-column letter.
    /// - A text-presentation emoji without VS16 (❤ U+2764, ☺) is 1, as its
    ///   East_Asian_Width says, even where a font draws it in colour.
    package func width(of character: Character) -> Int {
        if let ascii = character.asciiValue {
            return (0x20..<0x7F).contains(ascii) ? 1 : 0
        }
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return 0 }
        if Self.isControl(first) { return 0 }

        var width = columns(of: first)
        var previous = first
        for scalar in scalars.dropFirst() {
            if width >= 2 { break }
            if Self.makesEmoji(scalar, after: previous, base: first) { return 2 }
            if scalar.properties.generalCategory == .spacingMark { width += 1 }
            previous = scalar
        }
        return min(width, 2)
    }

    /// Columns of a whole string: the sum over its grapheme clusters.
    package func width(of text: some StringProtocol) -> Int {
        // Most rows are ASCII, where each byte is its own cluster.
        var total = 0
        for byte in text.utf8 {
            guard byte < 0x80 else { return clusterWidth(of: text) }
            if byte >= 0x20 && byte != 0x7F { total += 1 }
        }
        return total
    }

    private func clusterWidth(of text: some StringProtocol) -> Int {
        var total = 0
        for character in text { total += width(of: character) }
        return total
    }

    /// Columns of one scalar standing at the start of a cluster.
    private func columns(of scalar: Unicode.Scalar) -> Int {
        switch EastAsianWidth.widthClass(of: scalar) {
        case .zeroWidth: return 0
        case .ambiguous: return ambiguousIsWide ? 2 : 1
        case .wide: return 2
        case nil:
            // Every emoji that postdates the table is in the U+1Fxxx blocks;
            // Swift's own (newer) Unicode data knows them. Regional
            // indicators have emoji presentation but are 1 alone (rule 3).
            if scalar.value >= 0x1F000, !Self.isRegionalIndicator(scalar),
               scalar.properties.isEmojiPresentation {
                return 2
            }
            return 1
        }
    }

    /// Whether `scalar`, inside a cluster that starts with `base`, turns
    /// the cluster into a 2-column emoji (rule 3).
    private static func makesEmoji(
        _ scalar: Unicode.Scalar, after previous: Unicode.Scalar, base: Unicode.Scalar
    ) -> Bool {
        switch scalar.value {
        case 0xFE0F: // VS16, emoji presentation
            return base.properties.isEmoji
        case 0x1F3FB...0x1F3FF: // skin tone modifiers
            return base.properties.isEmoji
        case 0x1F1E6...0x1F1FF: // second regional indicator of a flag
            return isRegionalIndicator(previous)
        default:
            // Swift only keeps "emoji ZWJ emoji" in one cluster.
            return previous.value == 0x200D && scalar.value >= 0x80 && scalar.properties.isEmoji
        }
    }

    private static func isRegionalIndicator(_ scalar: Unicode.Scalar) -> Bool {
        (0x1F1E6...0x1F1FF).contains(scalar.value)
    }

    /// C0, DEL, C1 and the Unicode line and paragraph separators: they move
    /// the cursor or change terminal state instead of drawing.
    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00..<0x20, 0x7F..<0xA0, 0x2028, 0x2029: return true
        default: return false
        }
    }
}
