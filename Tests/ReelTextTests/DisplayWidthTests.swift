import Testing
@testable import ReelText

extension TextTests {
    @Suite struct DisplayWidthTests {
        struct Case: Sendable, CustomTestStringConvertible {
            var name: String
            var text: String
            var width: Int
            /// With `ambiguousIsWide`; the same as `width` unless given.
            var ambiguousWide: Int?
            var testDescription: String { name }
        }

        static let cases: [Case] = [
            Case(name: "ASCII", text: "reel", width: 4),
            Case(name: "empty", text: "", width: 0),
            Case(name: "Hangul syllable 분", text: "분", width: 2),
            Case(name: "Hangul jamo L+V+T", text: "\u{1107}\u{116E}\u{11AB}", width: 2),
            Case(name: "Hangul syllable + final jamo", text: "\u{AC00}\u{11A8}", width: 2),
            Case(name: "Hangul vowel jamo alone", text: "\u{116E}", width: 0),
            Case(name: "kanji 時間", text: "時間", width: 4),
            Case(name: "halfwidth katakana ｱ", text: "ｱ", width: 1),
            Case(name: "fullwidth ＡＢ", text: "ＡＢ", width: 4),
            Case(name: "CJK Extension H ideograph U+31350", text: "\u{31350}", width: 2),
            Case(name: "flag 🇰🇷", text: "🇰🇷", width: 2),
            Case(name: "lone regional indicator", text: "\u{1F1F0}", width: 1),
            Case(name: "ZWJ sequence 👩‍💻", text: "👩\u{200D}💻", width: 2),
            Case(name: "ZWJ sequence on a text-style base without VS16 ❤‍🔥", text: "\u{2764}\u{200D}\u{1F525}", width: 1),
            Case(name: "ZWJ sequence on a text-style base with VS16 ❤️‍🔥", text: "\u{2764}\u{FE0F}\u{200D}\u{1F525}", width: 2),
            Case(name: "skin tone 👍🏽", text: "👍🏽", width: 2),
            Case(name: "skin tone on a text-style base without VS16 ☝🏽", text: "\u{261D}\u{1F3FD}", width: 1),
            Case(name: "skin tone on a text-style base with VS16 ☝️🏽", text: "\u{261D}\u{FE0F}\u{1F3FD}", width: 2),
            Case(name: "skin tone after a letter a🏻 is a swatch of its own", text: "a\u{1F3FB}", width: 3),
            Case(name: "skin tone after a wide letter 分🏻", text: "分\u{1F3FB}", width: 4),
            Case(name: "skin tone after a keycap base 1🏻", text: "1\u{1F3FB}", width: 3),
            Case(name: "skin tone alone 🏻", text: "\u{1F3FB}", width: 2),
            Case(name: "two skin tones 🏻🏻", text: "\u{1F3FB}\u{1F3FB}", width: 4),
            Case(name: "heart with VS16 ❤️", text: "\u{2764}\u{FE0F}", width: 2),
            Case(name: "heart without VS16", text: "\u{2764}", width: 1),
            Case(name: "keycap 1️⃣", text: "1\u{FE0F}\u{20E3}", width: 2),
            Case(name: "watch with VS15 stays wide", text: "\u{231A}\u{FE0E}", width: 2),
            Case(name: "Unicode 15 emoji 🫨", text: "\u{1FAE8}", width: 2),
            Case(name: "e + U+0301", text: "e\u{0301}", width: 1),
            Case(name: "precomposed é is ambiguous", text: "é", width: 1, ambiguousWide: 2),
            Case(name: "ZWJ alone", text: "\u{200D}", width: 0),
            Case(name: "U+200B zero width space", text: "\u{200B}", width: 0),
            Case(name: "lone combining mark", text: "\u{0301}", width: 0),
            Case(name: "Devanagari with a spacing mark कि", text: "\u{0915}\u{093F}", width: 2),
            Case(name: "ambiguous ①", text: "①", width: 1, ambiguousWide: 2),
            Case(name: "ambiguous ±", text: "±", width: 1, ambiguousWide: 2),
            Case(name: "ambiguous acute on e stays 1", text: "e\u{0301}", width: 1, ambiguousWide: 1),
            Case(name: "soft hyphen is drawn", text: "\u{00AD}", width: 1, ambiguousWide: 2),
            Case(name: "Arabic number sign is drawn", text: "\u{0600}", width: 1),
            Case(name: "Arabic number sign U+0600 before 1 is drawn apart", text: "\u{0600}1", width: 2),
            Case(name: "Arabic end of ayah U+06DD before two Arabic-Indic digits", text: "\u{06DD}\u{0661}\u{0662}", width: 3),
            Case(name: "Syriac abbreviation mark U+070F before a letter", text: "\u{070F}\u{0710}", width: 2),
            Case(name: "Arabic pound and piastre marks U+0890 U+0891 before a digit", text: "\u{0890}\u{0891}5", width: 3),
            Case(name: "Arabic disputed end of ayah U+08E2 before a wide letter", text: "\u{08E2}分", width: 3),
            Case(name: "Kaithi number signs U+110BD U+110CD before a digit", text: "\u{110BD}1\u{110CD}2", width: 4),
            Case(name: "Thai กำ with SARA AM U+0E33", text: "\u{0E01}\u{0E33}", width: 2),
            Case(name: "Lao ຄຳ with SARA AM U+0EB3", text: "\u{0E84}\u{0EB3}", width: 2),
            Case(name: "SARA AM alone", text: "\u{0E33}", width: 1),
            Case(name: "Unicode 16 wide trigram ☰ U+2630", text: "\u{2630}\u{2637}", width: 4),
            Case(name: "Unicode 16 wide monogram ⚊ U+268A", text: "\u{268A}\u{268F}", width: 4),
            Case(name: "Unicode 16 wide hexagram ䷀ U+4DC0", text: "\u{4DC0}\u{4DFF}", width: 4),
            Case(name: "Khojki U+11240, new in Unicode 15", text: "\u{11240}", width: 1),
            Case(name: "Egyptian format controls U+13439–1343B, new in Unicode 15", text: "a\u{13439}\u{1343A}\u{1343B}", width: 1),
            Case(name: "Myanmar ကါ: U+102B starts a cluster of its own and draws a column", text: "\u{1000}\u{102B}", width: 2),
            Case(name: "Myanmar visarga U+1038 after a syllable", text: "\u{1000}\u{102C}\u{1038}", width: 3),
            Case(name: "Tai Tham vowel sign A U+1A61 after a letter", text: "\u{1A20}\u{1A61}", width: 2),
            Case(name: "Ahom vowel sign A U+11720 after a letter", text: "\u{11700}\u{11720}", width: 2),
            Case(name: "Myanmar vowel sign E U+1031 joins its letter", text: "\u{1000}\u{1031}", width: 2),
            Case(name: "unassigned U+0378 is 1", text: "\u{0378}", width: 1),
            Case(name: "unassigned default-ignorable U+E0000 is 0", text: "a\u{E0000}\u{E0002}\u{E0080}\u{E0FFF}", width: 1),
            Case(name: "unassigned default-ignorable U+2065, U+FFF0 are 0", text: "\u{2065}\u{FFF0}\u{FFF8}", width: 0),
            Case(name: "unassigned in CJK Compatibility Ideographs U+FAFF is 2", text: "\u{FAFF}", width: 2),
            Case(name: "unassigned in plane 3 U+3FFF0 is 2", text: "\u{3FFF0}", width: 2),
            Case(name: "spacing mark with no base ि", text: "\u{093F}", width: 0),
            Case(name: "wide spacing mark with no base U+302E", text: "\u{302E}", width: 0),
            Case(name: "Hangul syllable with a wide tone mark 가〮", text: "\u{AC00}\u{302E}", width: 2),
            Case(name: "Hangul filler U+3164", text: "\u{3164}", width: 0),
            Case(name: "halfwidth Hangul filler U+FFA0", text: "\u{FFA0}", width: 0),
            Case(name: "controls measure 0", text: "\u{1B}[2J", width: 3),
            Case(name: "CR LF", text: "\r\n", width: 0),
            Case(name: "C1 control", text: "\u{9B}", width: 0),
            Case(name: "mixed", text: "a분😀b\u{0301}", width: 6),
        ]

        @Test(arguments: cases)
        func width(_ c: Case) {
            #expect(DisplayWidth().width(of: c.text) == c.width)
            #expect(DisplayWidth(ambiguousIsWide: true).width(of: c.text) == (c.ambiguousWide ?? c.width))
        }

        @Test(arguments: cases)
        func stringWidthIsTheSumOfItsClusters(_ c: Case) {
            for measure in [DisplayWidth(), DisplayWidth(ambiguousIsWide: true)] {
                let perCluster = c.text.map { measure.width(of: $0) }
                // Up to 2, or two parts of up to 2 each (a prepended mark, a swatch).
                #expect(perCluster.allSatisfy { (0...4).contains($0) })
                #expect(perCluster.reduce(0, +) == measure.width(of: c.text))
                #expect(measure.width(of: c.text[...]) == measure.width(of: c.text))
            }
        }

        @Test func asciiFastPathAgreesWithClusters() {
            let ascii = String((0..<128).map { Character(Unicode.Scalar(UInt8($0))) })
            let byCluster = ascii.reduce(0) { $0 + DisplayWidth().width(of: $1) }
            #expect(DisplayWidth().width(of: ascii) == byCluster)
            #expect(byCluster == 95)
        }
    }
}
