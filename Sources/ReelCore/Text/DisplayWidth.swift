/// Columns a terminal gives to text. Every width in reel goes through here.
package struct DisplayWidth: Hashable, Sendable {
    /// Draw East Asian Ambiguous characters two columns wide (`--ambiwide`).
    package var ambiguousIsWide: Bool

    package init(ambiguousIsWide: Bool = false) {
        self.ambiguousIsWide = ambiguousIsWide
    }

    /// Columns of one extended grapheme cluster as a terminal draws it: 0,
    /// 1 or 2, or the sum of its parts where it is drawn in two (rule 3).
    ///
    /// The first rule that applies decides:
    ///
    /// 1. ASCII: printable characters are 1, controls 0.
    /// 2. A cluster starting with a control (C0, DEL, C1) or U+2028/U+2029
    ///    is 0. SafeText turns these into placeholders before measuring.
    /// 3. Where Unicode joins into one cluster what terminals draw side by
    ///    side, each part is measured on its own by the rules below, and
    ///    the widths add up:
    ///    - a prepended concatenation mark (U+0600–U+0605, U+06DD, U+070F,
    ///      U+0890, U+0891, U+08E2, U+110BD, U+110CD) is 1, then comes the
    ///      character it prefixes: U+0600 + "1" is 2;
    ///    - a skin tone modifier after anything but an emoji is a 2-column
    ///      swatch of its own: a🏻 is 3, 分🏻 4.
    /// 4. A part whose first scalar draws nothing on its own (a combining
    ///    or spacing mark with no base, ZWJ, U+200B, a Hangul medial vowel
    ///    or final consonant, a Hangul filler, an unassigned code point
    ///    reserved as default-ignorable, U+E0000–U+E0FFF) is 0. Not the
    ///    spacing marks that Unicode leaves out of its clusters (Myanmar
    ///    ါ U+102B, ာ, း, Tai Tham U+1A61, Ahom U+11720, …): they start a
    ///    part of their own after their letter and draw a column there,
    ///    as terminals give them (rule 6): ကါ is 2.
    /// 5. Emoji: a flag (two regional indicators, 🇰🇷) is 2, and so is an
    ///    emoji followed by VS16 U+FE0F (❤️, 1️⃣, 🏳️‍🌈).
    /// 6. Otherwise the first scalar, from the generated table: East Asian
    ///    Wide and Fullwidth 2 (분, 時, ＡＢ, 👍; a Hangul leading consonant,
    ///    so L+V+T jamo make one 2-column syllable); Ambiguous 1, or 2 with
    ///    `ambiguousIsWide`; a scalar with emoji presentation that is newer
    ///    than the table 2; everything else 1 (halfwidth ｱ too).
    /// 7. What follows the first scalar adds nothing (e + U+0301 is 1; a
    ///    skin tone modifier on an emoji: 👍🏽 is 2 as 👍 is; ZWJ and the
    ///    emoji it joins: 👩‍💻 is 2 as 👩 is), except a spacing mark (Mc,
    ///    e.g. Devanagari ि) and Thai and Lao SARA AM (U+0E33, U+0EB3,
    ///    letters that Unicode clusters as spacing marks), which add 1
    ///    each, as wcwidth does: कि and กำ are 2.
    /// 8. A part is at most 2.
    ///
    /// Where terminals disagree, reel picks the behaviour of the common
    /// modern ones (kitty, WezTerm, iTerm2, Ghostty, Windows Terminal).
    /// Docs/Widths.md lists every difference from wcwidth with its reason.
    /// - A ZWJ sequence is as wide as its first emoji, as one composed
    ///   emoji. Terminals that cannot compose it (xterm, VTE, Alacritty)
    ///   draw its parts side by side (👩💻, 4 columns) and the row runs 2
    ///   columns long.
    /// - VS15 U+FE0E (text presentation) is ignored: ⌚︎ stays 2 as its base
    ///   is. Most terminals keep the base's width, and the few that narrow
    ///   it leave one blank column rather than overlap the next cell.
    /// - A lone regional indicator is 1, as Unicode (East_Asian_Width N) and
    ///   glibc's wcwidth say; some terminals draw it as a 2-column letter.
    /// - A text-presentation emoji without VS16 (❤ U+2764, ☺) is 1, as its
    ///   East_Asian_Width says, even where a font draws it in colour; so
    ///   are the sequences it starts without VS16 (❤‍🔥, ☝🏽).
    package func width(of character: Character) -> Int {
        if let ascii = character.asciiValue {
            return (0x20..<0x7F).contains(ascii) ? 1 : 0
        }
        var total = 0
        for part in Self.parts(of: character) { total += width(ofPart: part) }
        return total
    }

    /// Columns of one part of a cluster (rules 2 and 4 to 8): 0, 1 or 2.
    func width(ofPart scalars: Substring.UnicodeScalarView) -> Int {
        guard let first = scalars.first else { return 0 }
        if Self.isControl(first) { return 0 }

        var width = columns(of: first)
        guard width > 0 else { return 0 }
        var previous = first
        for scalar in scalars.dropFirst() {
            if width >= 2 { break }
            switch scalar.value {
            case 0xFE0F where first.properties.isEmoji: // VS16, emoji presentation
                return 2
            case 0x1F1E6...0x1F1FF where Self.isRegionalIndicator(previous): // a flag
                return 2
            case 0x0E33, 0x0EB3: // SARA AM: a letter, clustered as a spacing mark
                width += 1
            default:
                if scalar.properties.generalCategory == .spacingMark { width += 1 }
            }
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

    /// Columns of one scalar standing at the start of a part.
    private func columns(of scalar: Unicode.Scalar) -> Int {
        switch EastAsianWidth.widthClass(of: scalar) {
        case .zeroWidth: return 0
        case .prepended: return 1
        case .ambiguous: return ambiguousIsWide ? 2 : 1
        case .wide: return 2
        case nil:
            // Should Swift's own Unicode data be newer than the table's, it
            // knows the emoji added since, all in the U+1Fxxx blocks.
            // Regional indicators have emoji presentation but are 1 alone.
            if scalar.value >= 0x1F000, !Self.isRegionalIndicator(scalar),
               scalar.properties.isEmojiPresentation {
                return 2
            }
            return 1
        }
    }

    /// The parts of `character` that terminals draw one after the other
    /// (rule 3): the whole cluster, but for a prepended concatenation mark
    /// and a skin tone modifier after anything but an emoji.
    static func parts(of character: Character) -> Parts {
        Parts(rest: character.unicodeScalars[...])
    }

    struct Parts: Sequence, IteratorProtocol {
        var rest: Substring.UnicodeScalarView

        /// More than one part: rule 3 applies.
        var isSplit: Bool { Self.end(of: rest) != rest.endIndex }

        mutating func next() -> Substring.UnicodeScalarView? {
            guard !rest.isEmpty else { return nil }
            let end = Self.end(of: rest)
            defer { rest = rest[end...] }
            return rest[..<end]
        }

        /// Where the first part of `scalars` ends.
        private static func end(of scalars: Substring.UnicodeScalarView) -> Substring.UnicodeScalarView.Index {
            guard let first = scalars.first else { return scalars.endIndex }
            let second = scalars.index(after: scalars.startIndex)
            if second == scalars.endIndex { return second }
            if EastAsianWidth.widthClass(of: first) == .prepended { return second }
            // wcwidth joins a modifier to an Extended_Pictographic base,
            // which Swift does not expose: emoji less the keycap bases
            // (0-9 # *) and the modifiers themselves come closest.
            let properties = first.properties
            if properties.isEmoji, !first.isASCII, !properties.isEmojiModifier { return scalars.endIndex }
            return scalars[second...].firstIndex { $0.properties.isEmojiModifier } ?? scalars.endIndex
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
