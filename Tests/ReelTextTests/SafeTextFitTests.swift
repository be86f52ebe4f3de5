import Testing
@testable import ReelText

extension TextTests {
    @Suite struct SafeTextFitTests {
        struct Case: Sendable, CustomTestStringConvertible {
            var text: String
            var truncated = false
            var columns: Int
            var alignment: Alignment = .left
            var shown: String

            var testDescription: String {
                "\"\(text)\"\(truncated ? " (truncated)" : "") in \(columns) \(alignment) → \"\(shown)\""
            }
        }

        static let cases: [Case] = [
            // "ab분cd" is 6 columns; every width from 0 to 8.
            Case(text: "ab분cd", columns: 0, shown: ""),
            Case(text: "ab분cd", columns: 1, shown: "…"),
            Case(text: "ab분cd", columns: 2, shown: "a…"),
            Case(text: "ab분cd", columns: 3, shown: "ab…"),
            Case(text: "ab분cd", columns: 4, shown: "ab… "),
            Case(text: "ab분cd", columns: 5, shown: "ab분…"),
            Case(text: "ab분cd", columns: 6, shown: "ab분cd"),
            Case(text: "ab분cd", columns: 7, shown: "ab분cd "),
            Case(text: "ab분cd", columns: 8, shown: "ab분cd  "),
            // Alignment, with the text fitting and not.
            Case(text: "ab분cd", columns: 4, alignment: .right, shown: " ab…"),
            Case(text: "ab분cd", columns: 4, alignment: .center, shown: " ab…"),
            Case(text: "ab분cd", columns: 8, alignment: .right, shown: "  ab분cd"),
            Case(text: "ab분cd", columns: 8, alignment: .center, shown: " ab분cd "),
            Case(text: "ab분cd", columns: 9, alignment: .center, shown: "  ab분cd "),
            Case(text: "時間", columns: 5, alignment: .center, shown: " 時間"),
            Case(text: "時間", columns: 6, alignment: .center, shown: " 時間 "),
            Case(text: "時間", columns: 6, alignment: .right, shown: "  時間"),
            // Only wide glyphs: none is ever split.
            Case(text: "時間分", columns: 2, shown: "… "),
            Case(text: "時間分", columns: 3, shown: "時…"),
            Case(text: "時間分", columns: 4, shown: "時… "),
            Case(text: "時間分", columns: 4, alignment: .right, shown: " 時…"),
            Case(text: "時間分", columns: 5, shown: "時間…"),
            Case(text: "時間分", columns: 6, shown: "時間分"),
            // Glyphs already cut by SafeText.glyphs always end in the ellipsis.
            Case(text: "ab", truncated: true, columns: 1, shown: "…"),
            Case(text: "ab", truncated: true, columns: 2, shown: "a…"),
            Case(text: "ab", truncated: true, columns: 4, shown: "ab… "),
            Case(text: "ab", truncated: true, columns: 4, alignment: .right, shown: " ab…"),
            // Short text.
            Case(text: "a", columns: 1, shown: "a"),
            Case(text: "", columns: 3, alignment: .center, shown: "   "),
            Case(text: "", columns: 0, shown: ""),
        ]

        @Test(arguments: cases)
        func fit(_ c: Case) {
            let glyphs = SafeText.glyphs(c.text, maxColumns: 100, width: DisplayWidth()).glyphs
            let line = SafeText.fit(glyphs, truncated: c.truncated, columns: c.columns, alignment: c.alignment)
            #expect(line.rendered == c.shown)
            #expect(line.columns == c.columns)
        }

        @Test(arguments: 0...12)
        func glyphsThenFitFillExactlyTheColumns(columns: Int) {
            // The way rows are drawn: cut while decoding, then fit.
            let text = "reel 時間 👩\u{200D}💻 e\u{0301}\u{1B}"
            let (glyphs, truncated) = SafeText.glyphs(text, maxColumns: columns, width: DisplayWidth())
            for alignment in Alignment.allCases {
                let line = SafeText.fit(glyphs, truncated: truncated, columns: columns, alignment: alignment)
                #expect(line.columns == columns)
                #expect(line.allSatisfy { (1...2).contains($0.width) })
                let cut = columns < DisplayWidth().width(of: text) + 1
                #expect(line.contains(.ellipsis) == (cut && columns > 0))
            }
        }
    }
}
