import Testing
@testable import ReelText

extension TextTests {
    /// `--ansi`'s reading of a row (`EscapeScanner`): every sequence of
    /// ECMA-48's grammar and every overstrike left out, in one pass, so
    /// no ESC and no BS is ever left and nothing left out joins the rest
    /// into a new sequence.
    @Suite struct EscapeScannerTests {
        struct Case: Sendable, CustomTestStringConvertible {
            var testDescription: String
            var row: String
            /// What is printed, drawn and matched.
            var text: String
            /// The SGR parameters read as styles, in order.
            var styles: [String]

            init(_ name: String, _ row: String, _ text: String, styles: [String] = []) {
                testDescription = name
                self.row = row
                self.text = text
                self.styles = styles
            }
        }

        static let e = "\u{1B}"

        static let cases: [Case] = [
            Case("plain text", "plain", "plain"),
            Case("SGR is a style", "\(e)[31mred\(e)[m", "red", styles: ["31", ""]),
            Case("SGR with colons", "\(e)[38:2::1:2:3mx", "x", styles: ["38:2::1:2:3"]),
            Case("CSI: a cursor move", "a\(e)[1;1Hb", "ab"),
            Case("CSI: erase in line, as grep writes", "a\(e)[Kb\(e)[0K", "ab"),
            Case("CSI: a private mode", "a\(e)[?25lb", "ab"),
            Case("CSI: a private marker before m is no style", "a\(e)[>4;1mb", "ab"),
            Case("CSI: an intermediate byte", "a\(e)[1 qb", "ab"),
            Case("CSI: clear the scroll-back", "a\(e)[3Jb", "ab"),
            Case("CSI: DEL inside is ignored", "a\(e)[3\u{7F}1mb", "ab"),
            Case("OSC up to BEL", "a\(e)]0;title\u{07}b", "ab"),
            Case("OSC up to ST", "a\(e)]52;c;QQ==\(e)\\b", "ab"),
            Case("OSC 8: a hyperlink shows its text", "\(e)]8;;https://x.y/\(e)\\link\(e)]8;;\(e)\\", "link"),
            Case("OSC with a control inside", "a\(e)]0;x\ty\u{07}b", "ab"),
            Case("DCS: XTGETTCAP", "\(e)[33m\(e)P+q544e\(e)\\DCS", "DCS", styles: ["33"]),
            Case("DCS up to BEL", "a\(e)P1$r\u{07}b", "ab"),
            Case("SOS", "a\(e)Xstring\(e)\\b", "ab"),
            Case("PM", "a\(e)^privacy\(e)\\b", "ab"),
            Case("APC", "a\(e)_Gf=100;AAAA\(e)\\b", "ab"),
            Case("ESC c: a terminal reset", "a\(e)[3J\(e)cb", "ab"),
            Case("ESC 7 and ESC 8: save and restore the cursor", "a\(e)7b\(e)8c", "abc"),
            Case("ESC = and ESC >: the keypad", "a\(e)=b\(e)>c", "abc"),
            Case("ESC M: reverse index", "a\(e)Mb", "ab"),
            Case("ESC ( B: a character set", "\(e)(B\(e)[mreset", "reset", styles: [""]),
            Case("ESC # 8: the alignment test", "a\(e)#8b", "ab"),
            Case("ESC SP F: two intermediates' kind", "a\(e) Fb", "ab"),
            Case("an overstrike: bold as man writes it", "b\u{08}bo\u{08}ol\u{08}ld\u{08}d", "bold"),
            Case("an overstrike: underline as man writes it", "_\u{08}x_\u{08}y", "xy"),
            Case("an overstrike of a letter beyond ASCII", "é\u{08}e", "e"),
            Case("a BS with nothing before it", "\u{08}a", "a"),
            Case("a BS after a sequence", "a\(e)[m\u{08}b", "ab", styles: [""]),
            Case("two BS", "ab\u{08}\u{08}c", "ac"),
            Case("the issue's nested OSC inside a CSI", "\(e)[31\(e)]52;c;QQ==\u{07}mNESTED", "mNESTED"),
            Case("an OSC cut by an ESC starts the next", "a\(e)]0;x\(e)[31mb", "ab", styles: ["31"]),
            Case("a CSI cut by an ESC starts the next", "a\(e)[3\(e)[32mb", "ab", styles: ["32"]),
            Case("a CSI cut by a letter beyond ASCII", "a\(e)[3éb", "aéb"),
            Case("a CSI cut by a control: the control stays", "a\(e)[3\t1mb", "a\t1mb"),
            Case("a lone ESC before a letter beyond ASCII", "a\(e)éb", "aéb"),
            Case("a lone ESC at the end", "ab\(e)", "ab"),
            Case("ESC ESC [ m", "a\(e)\(e)[1mb", "ab", styles: ["1"]),
            Case("ESC [ at the end", "ab\(e)[", "ab"),
            Case("a CSI cut short at the end", "ok\(e)[38;5;", "ok"),
            Case("an OSC cut short at the end takes the rest", "a\(e)]0;no end b", "a"),
            Case("CAN ends an OSC and stays", "a\(e)]0;x\u{18}b", "a\u{18}b"),
            Case("an SGR longer than maxLength is dropped, not read",
                 "a\(e)[" + String(repeating: "1", count: 200) + "mb", "ab"),
            Case("the 8-bit CSI stays text", "a\u{9B}31mb", "a\u{9B}31mb"),
            Case("TAB and CR stay", "a\tb\rc", "a\tb\rc"),
        ]

        static func read(_ row: String) -> (text: String, styles: [String]) {
            var bytes = Array(row.utf8)
            return bytes.withUnsafeMutableBytes { raw in
                let bytes = UnsafeRawBufferPointer(raw)
                var scanner = EscapeScanner(bytes)
                var text: [UInt8] = [], styles: [String] = []
                while let piece = scanner.next() {
                    switch piece {
                    case .text(let range): text += bytes[range]
                    case .style(let range): styles.append(String(decoding: bytes[range], as: UTF8.self))
                    }
                }
                return (String(decoding: text, as: UTF8.self), styles)
            }
        }

        @Test(arguments: cases) func readsAsATerminalWould(_ c: Case) {
            let (text, styles) = Self.read(c.row)
            #expect(text == c.text)
            #expect(styles == c.styles)
            var bytes = Array(c.row.utf8)
            #expect(bytes.withUnsafeMutableBytes { SGR.stripped(UnsafeRawBufferPointer($0)) } == Array(c.text.utf8))
        }

        /// Rows made of the bytes sequences are made of, in every order a
        /// seeded generator gives: what is left holds no ESC and no BS,
        /// reading it again leaves it as it is (one pass was enough), and
        /// the glyphs drawn are its text.
        @Test func nothingLeftOutFormsASequence() {
            let alphabet: [UInt8] = Array("\u{1B}\u{1B}\u{1B}[]P_^X\\\u{07}\u{08}\u{08}31;m c7(B#8 a\u{18}".utf8)
            var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
            for _ in 0..<20_000 {
                var row: [UInt8] = []
                for _ in 0..<Int(seed % 24) {
                    seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                    row.append(alphabet[Int((seed >> 33) % UInt64(alphabet.count))])
                }
                seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                let once = row.withUnsafeBytes { SGR.stripped($0) }
                #expect(!once.contains(0x1B) && !once.contains(0x08), "\(row)")
                #expect(once.withUnsafeBytes { SGR.stripped($0) } == once, "\(row)")
                // What is drawn is what is printed and matched.
                let drawn = row.withUnsafeBytes { SafeText.glyphs(ansi: $0, maxColumns: 200, width: DisplayWidth()) }.glyphs
                let plain = once.withUnsafeBytes { SafeText.glyphs(utf8: $0, maxColumns: 200, width: DisplayWidth()) }.glyphs
                #expect(drawn.map(\.text) == plain.map(\.text), "\(row)")
            }
        }
    }
}
