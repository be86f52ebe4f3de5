import Testing
@testable import ReelText

extension TextTests {
    /// `--ansi`: SGR sequences read as the row's style, every other
    /// sequence left out (`EscapeScannerTests` holds the grammar).
    @Suite struct SGRTests {
        struct Case: Sendable, CustomTestStringConvertible {
            var name: String
            var parameters: String
            var from: Style
            var style: Style

            init(_ name: String, _ parameters: String, from: Style = .plain, gives style: Style) {
                self.name = name
                self.parameters = parameters
                self.from = from
                self.style = style
            }

            var testDescription: String { name }
        }

        static let red = Style(foreground: .ansi(1))
        static let boldRed = Style(foreground: .ansi(1), attributes: .bold)

        static let cases: [Case] = [
            Case("ESC[m resets", "", from: boldRed, gives: .plain),
            Case("0 resets", "0", from: boldRed, gives: .plain),
            Case("a lone ; is two resets", ";", from: boldRed, gives: .plain),
            Case("an empty code after a ; resets", "31;", gives: .plain),
            Case("an empty code before a ; resets what came before", ";1", from: red, gives: Style(attributes: .bold)),
            Case("16 colours", "31", gives: red),
            Case("bright foreground", "93", gives: Style(foreground: .ansi(11))),
            Case("background", "44", gives: Style(background: .ansi(4))),
            Case("bright background", "101", gives: Style(background: .ansi(9))),
            Case("combined", "1;31;42", gives: Style(foreground: .ansi(1), background: .ansi(2), attributes: .bold)),
            Case("256 colours", "38;5;208", gives: Style(foreground: .palette(208))),
            Case("256 colours, background", "48;5;236", gives: Style(background: .palette(236))),
            Case("true colour", "38;2;255;128;0", gives: Style(foreground: .rgb(255, 128, 0))),
            Case("true colour, background", "48;2;1;2;3", gives: Style(background: .rgb(1, 2, 3))),
            Case("colon 256", "38:5:208", gives: Style(foreground: .palette(208))),
            Case("colon true colour with a colour space", "38:2::10:20:30", gives: Style(foreground: .rgb(10, 20, 30))),
            Case("colon true colour without one", "38:2:10:20:30", gives: Style(foreground: .rgb(10, 20, 30))),
            Case("a code after a colon colour", "38:5:1;1", gives: Style(foreground: .palette(1), attributes: .bold)),
            Case("after a true colour, the next code", "38;2;1;2;3;4", gives: Style(foreground: .rgb(1, 2, 3), attributes: .underline)),
            Case("attributes", "1;2;3;4;7;9",
                 gives: Style(attributes: [.bold, .dim, .italic, .underline, .reverse, .strikethrough])),
            Case("double underline", "21", gives: Style(attributes: .underline)),
            Case("curly underline 4:3", "4:3", gives: Style(attributes: .underline)),
            Case("4:0 is no underline", "4:0", from: Style(attributes: .underline), gives: .plain),
            Case("22 ends bold and dim", "22", from: Style(attributes: [.bold, .dim, .italic]), gives: Style(attributes: .italic)),
            Case("23 24 27 29 end theirs", "23;24;27;29",
                 from: Style(attributes: [.italic, .underline, .reverse, .strikethrough, .bold]), gives: Style(attributes: .bold)),
            Case("39 and 49 give the colours back", "39;49", from: Style(foreground: .ansi(1), background: .ansi(2)), gives: .plain),
            Case("blink, conceal, fonts are ignored", "5;6;8;11;53", gives: .plain),
            Case("underline colour is read and ignored", "58;2;1;2;3;1", gives: Style(attributes: .bold)),
            Case("a palette index past 255 is no colour", "38;5;300", from: red, gives: red),
            Case("an rgb part past 255 is no colour", "38;2;256;0;0", from: red, gives: red),
            Case("a huge parameter names no code", "99999999999999999999999;1", gives: Style(attributes: .bold)),
            Case("38 without its colour", "38", from: red, gives: red),
            Case("38;5 cut short", "38;5", from: red, gives: red),
            Case("38;2 cut short", "38;2;1;2", from: red, gives: red),
        ]

        @Test(arguments: cases) func parameters(_ c: Case) {
            var style = c.from
            var bytes = Array(c.parameters.utf8)
            bytes.withUnsafeMutableBytes { SGR.apply(UnsafeRawBufferPointer($0), to: &style) }
            #expect(style == c.style)
        }

        func glyphs(_ text: String, columns: Int = 80) -> (glyphs: [Glyph], truncated: Bool) {
            var bytes = Array(text.utf8)
            return bytes.withUnsafeMutableBytes {
                SafeText.glyphs(ansi: UnsafeRawBufferPointer($0), maxColumns: columns, width: DisplayWidth())
            }
        }

        @Test func glyphsCarryTheirStyleAndTheTextHasNoCodes() {
            let (made, truncated) = glyphs("\u{1B}[33mabc\u{1B}[m d\u{1B}[1;31me\u{1B}[0m")
            #expect(!truncated)
            #expect(made.rendered == "abc de")
            #expect(made.map(\.style) == [Style(foreground: .ansi(3)), Style(foreground: .ansi(3)), Style(foreground: .ansi(3)),
                                          nil, nil, Self.boldRed])
            #expect(made.columns == 6)
        }

        /// A code between a letter and its accent changes nothing of the
        /// cluster: the text is clustered whole, the style taken at its start.
        @Test func clustersAreTakenWholeAcrossCodes() {
            let (made, _) = glyphs("\u{1B}[31me\u{1B}[32m\u{301}x")
            #expect(made.count == 2)
            #expect(made[0].text == "e\u{301}" && made[0].style == Self.red)
            #expect(made[1].style == Style(foreground: .ansi(2)))
        }

        /// Other sequences inside a coloured row are dropped: OSC 52, cursor
        /// moves, a CSI with an intermediate byte or a private marker, a
        /// lone ESC; what is no sequence (the 8-bit CSI) stays a placeholder,
        /// in the row's colour. Nothing raw is left in the glyphs.
        @Test func otherSequencesAreDroppedAndTheRestStayPlaceholders() {
            let row = "\u{1B}[31ma\u{1B}]52;c;aGk=\u{07}b\u{1B}[2Jc\u{1B}[1 md\u{9B}31me\u{1B}f\u{1B}[?25lg\u{1B}"
            let (made, _) = glyphs(row)
            #expect(made.rendered == "abcd␦31meg")
            #expect(made.allSatisfy { $0.style == Self.red })
            #expect(!made.contains { $0.text.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x9B || $0.value < 0x20 } })
        }

        /// An OSC 8 hyperlink shows its text, in the colours around it.
        @Test func hyperlinksShowTheirText() {
            let row = "see \u{1B}]8;;https://example.com/a\u{1B}\\\u{1B}[34mthe docs\u{1B}[m\u{1B}]8;;\u{1B}\\ here"
            let (made, _) = glyphs(row)
            #expect(made.rendered == "see the docs here")
            #expect(made[4].style == Style(foreground: .ansi(4)) && made[12].style == nil)
            var bytes = Array(row.utf8)
            #expect(bytes.withUnsafeMutableBytes { SGR.stripped(UnsafeRawBufferPointer($0)) } == Array("see the docs here".utf8))
        }

        /// `grep --color=always`'s shape: each colour followed by `ESC[K`,
        /// which is dropped, not shown, and sets no style.
        @Test func grepsEraseToTheEndOfTheLineIsDropped() {
            let (made, _) = glyphs("src/a.c:\u{1B}[01;31m\u{1B}[Kmain\u{1B}[m\u{1B}[K()\u{1B}[0K")
            #expect(made.rendered == "src/a.c:main()")
            #expect(made.map(\.style) == Array(repeating: nil, count: 8)
                + Array(repeating: Style(foreground: .ansi(1), attributes: .bold), count: 4) + [nil, nil])
            var bytes = Array("a\u{1B}[31m\u{1B}[Kb\u{1B}[m\u{1B}[K".utf8)
            #expect(bytes.withUnsafeMutableBytes { SGR.stripped(UnsafeRawBufferPointer($0)) } == Array("ab".utf8))
        }

        @Test func aRowWithoutCodesIsPlain() {
            let (made, _) = glyphs("plain␛ text")
            #expect(made.allSatisfy { $0.style == nil })
            #expect(made.rendered == "plain␛ text")
        }

        /// Truncation counts the text's columns, never the codes'.
        @Test func truncationCountsColumnsNotCodes() {
            let row = (0..<10).map { "\u{1B}[38;5;\($0)m\($0)" }.joined()
            let (made, truncated) = glyphs(row, columns: 4)
            #expect(made.rendered == "0123" && truncated)
            let fitted = SafeText.fit(made, truncated: truncated, columns: 4, alignment: .left)
            #expect(fitted.rendered == "012…")
            #expect(fitted.last?.style == nil)
        }

        /// Thousands of codes, a huge parameter, an unterminated sequence:
        /// each row is read up to the per-column budget, no further.
        @Test func hostileCodesAreBounded() {
            let many = String(repeating: "\u{1B}[1m\u{1B}[22m", count: 100_000) + "late"
            let (made, truncated) = glyphs(many, columns: 10)
            #expect(made.isEmpty && truncated)
            let digits = "\u{1B}[" + String(repeating: "9", count: 1_000_000) + "m text"
            let (shown, cut) = glyphs(digits, columns: 5)
            #expect(shown.isEmpty && cut)
            let open = "ok\u{1B}[38;5;"
            #expect(glyphs(open).glyphs.rendered == "ok")
            // Coalesced: a change per place in the text, not per code.
            var bytes = Array(("a" + String(repeating: "\u{1B}[31m\u{1B}[m", count: 1000) + "b").utf8)
            let prefix = bytes.withUnsafeMutableBytes { StyledPrefix(ansi: UnsafeRawBufferPointer($0), limit: .max) }
            #expect(prefix.text == "ab" && prefix.changes.count <= 1)
        }

        @Test func strippedDropsEverySequenceAndKeepsTheRestByteForByte() {
            var bytes = Array("\u{1B}[31mred\u{1B}[0m \u{1B}]0;t\u{07}\u{1B}[2J\u{1B}x\u{9B}1m\tb\u{08}b".utf8)
            let stripped = bytes.withUnsafeMutableBytes { SGR.stripped(UnsafeRawBufferPointer($0)) }
            #expect(stripped == Array("red \u{9B}1m\tb".utf8))
            #expect(bytes.withUnsafeMutableBytes { SGR.textLength(UnsafeRawBufferPointer($0)) } == stripped.count)
        }

        @Test func attributedTextFromANSI() {
            let text = AttributedText(ansi: "\u{1B}[33mabc1234\u{1B}[m fix \u{1B}[1mit")
            #expect(text.string == "abc1234 fix it")
            #expect(text.runs == [AttributedText.Run("abc1234", style: Style(foreground: .ansi(3))), AttributedText.Run(" fix "),
                                  AttributedText.Run("it", style: Style(attributes: .bold))])
            let joined: AttributedText = "a" + AttributedText("b", style: Self.red)
            let (made, _) = joined.glyphs(maxColumns: 10, width: DisplayWidth())
            #expect(made.map(\.style) == [nil, Self.red])
        }
    }
}
