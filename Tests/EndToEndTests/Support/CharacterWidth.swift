/// Columns a scalar takes on the modelled terminal. Deliberately a short
/// independent list rather than ReelKit's generated table: the model stands
/// in for a terminal, and a test comparing reel with itself would prove
/// nothing.
enum CharacterWidth {
    private static let wide: [ClosedRange<UInt32>] = [
        0x1100...0x115F,  // Hangul Jamo initial consonants
        0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,  // CJK
        0xAC00...0xD7A3,  // Hangul syllables
        0xF900...0xFAFF,  // CJK compatibility ideographs
        0xFE30...0xFE4F,  // CJK compatibility forms
        0xFF00...0xFF60, 0xFFE0...0xFFE6,  // fullwidth forms
        0x1F300...0x1F64F, 0x1F900...0x1FAFF,  // pictographs and emoji
        0x20000...0x3FFFD,  // CJK extensions
    ]

    /// 0 for marks that join the previous character, 2 for wide, else 1.
    static func of(_ scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if isJoining(scalar) { return 0 }
        if wide.contains(where: { $0.contains(value) }) { return 2 }
        if scalar.properties.isEmojiPresentation { return 2 }
        return 1
    }

    private static func isJoining(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x200B...0x200D: return true  // zero width space, ZWNJ, ZWJ
        case 0x1160...0x11FF, 0xD7B0...0xD7FF: return true  // conjoining Hangul vowels and finals
        case 0x1F3FB...0x1F3FF: return true  // emoji skin-tone modifiers
        default: return scalar.properties.isGraphemeExtend
        }
    }
}
