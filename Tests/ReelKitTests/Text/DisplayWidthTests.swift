import Testing
@testable import ReelCLI
@testable import ReelCore
@testable import ReelKit
@testable import ReelTerminal

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
            Case(name: "ideograph newer than the table (U+31350)", text: "\u{31350}", width: 2),
            Case(name: "flag 🇰🇷", text: "🇰🇷", width: 2),
            Case(name: "lone regional indicator", text: "\u{1F1F0}", width: 1),
            Case(name: "ZWJ sequence 👩‍💻", text: "👩\u{200D}💻", width: 2),
            Case(name: "ZWJ sequence on a text-style base ❤‍🔥", text: "\u{2764}\u{200D}\u{1F525}", width: 2),
            Case(name: "skin tone 👍🏽", text: "👍🏽", width: 2),
            Case(name: "skin tone on a text-style base ☝🏽", text: "\u{261D}\u{1F3FD}", width: 2),
            Case(name: "heart with VS16 ❤️", text: "\u{2764}\u{FE0F}", width: 2),
            Case(name: "heart without VS16", text: "\u{2764}", width: 1),
            Case(name: "keycap 1️⃣", text: "1\u{FE0F}\u{20E3}", width: 2),
            Case(name: "watch with VS15 stays wide", text: "\u{231A}\u{FE0E}", width: 2),
            Case(name: "emoji newer than the table 🫨", text: "\u{1FAE8}", width: 2),
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
                #expect(perCluster.allSatisfy { (0...2).contains($0) })
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
