import Testing
@testable import ReelText

/// A row wider than its column: what must be seen slides into view with
/// as much as follows it as fits, cut with `…` where it was cut; widths
/// in display columns.
@Suite struct SafeTextWindowTests {
    func glyphs(_ text: String) -> [Glyph] { SafeText.glyphs(text, maxColumns: 1000, width: DisplayWidth()).glyphs }
    func text(_ line: [Glyph]) -> String { line.map(\.text).joined() }
    /// The glyphs of `part`'s first occurrence in `row`.
    func range(of part: String, in row: String) -> Range<Int> {
        let start = row.range(of: part)!.lowerBound
        let first = glyphs(String(row[..<start])).count
        return first..<(first + glyphs(part).count)
    }

    @Test func nothingWantedCutsTheEnd() {
        let row = glyphs("/usr/share/doc/python3/changelog.gz")
        let cut = SafeText.window(row, truncated: false, columns: 12, alignment: .left, keeping: [])
        #expect(text(cut.line) == "/usr/share/…")
        #expect(cut.first == 0)
    }

    @Test func theEndKeptShowsTheFileName() {
        let row = glyphs("/usr/share/doc/python3/changelog.gz")
        let cut = SafeText.window(row, truncated: false, columns: 16, alignment: .left, keeping: [(row.count - 1)..<row.count])
        #expect(text(cut.line) == "…n3/changelog.gz")
    }

    /// fzf's `..struct.ByteString.html` for `bytestr`: the match and all
    /// that follows it, so `ByteStr.html` and `ByteString.html` differ.
    @Test func aMatchNearTheEndShowsTheEnd() {
        for name in ["ByteStr.html", "ByteString.html"] {
            let path = "/usr/share/doc/rust/html/bstr/struct." + name
            let cut = SafeText.window(glyphs(path), truncated: false, columns: 24, alignment: .left,
                                      keeping: [range(of: "ByteStr", in: path)])
            #expect(text(cut.line) == "…" + String(path.suffix(23)), "\(text(cut.line))")
            #expect(text(cut.line).hasSuffix(name))
            #expect(cut.left == 1 && cut.first == glyphs(path).count - 23 && cut.kept == 23)
        }
    }

    /// Already in view, the match still takes the row's end with it when
    /// all that follows fits behind the `…`.
    @Test func aMatchInViewStillBringsTheEndWhenItFits() {
        let row = "./Sources/Render/Renderer+WheelLine.swift"
        let cut = SafeText.window(glyphs(row), truncated: false, columns: 38, alignment: .left,
                                  keeping: [range(of: "Wheel", in: row)])
        #expect(text(cut.line) == "…" + String(row.suffix(37)))
    }

    /// What follows is longer than the column: the match stays where it
    /// is seen from the start, and the row is cut at its end only.
    @Test func aMatchInViewBeforeALongTailKeepsTheStart() {
        let row = "/usr/lib/python3/dist-packages/some/very/long/path/to/a/module.py"
        let cut = SafeText.window(glyphs(row), truncated: false, columns: 20, alignment: .left,
                                  keeping: [range(of: "lib", in: row)])
        #expect(text(cut.line) == "/usr/lib/python3/di…")
        #expect(cut.first == 0)
    }

    /// Past the column and with more after it than fits: both ends cut,
    /// the match first, then as much as follows it.
    @Test func aMatchFarFromBothEndsCutsBoth() {
        let row = glyphs("aaaaaaaaaaaaaaaaaaaaXYZbbbbbbbbbbbbbbbbbbbb")
        let cut = SafeText.window(row, truncated: false, columns: 10, alignment: .left, keeping: [20..<23])
        #expect(text(cut.line) == "…XYZbbbbb…")
        #expect(cut.first == 20)
        #expect(cut.left == 1 && cut.kept == 8)
    }

    @Test func matchesInViewKeepTheStart() {
        let row = glyphs("abcXYZdefghijklmnopqrstuvwxyz")
        let cut = SafeText.window(row, truncated: false, columns: 10, alignment: .left, keeping: [3..<6])
        #expect(text(cut.line) == "abcXYZdef…")
        #expect(cut.first == 0)
    }

    /// Two terms too far apart to be seen at once: the last one and what
    /// follows it.
    @Test func termsThatDoNotFitTogetherKeepTheLast() {
        let row = "/srv/securetransport/lib/googlecloudsdk/api/services/bindings/grpc.py"
        let cut = SafeText.window(glyphs(row), truncated: false, columns: 24, alignment: .left,
                                  keeping: [range(of: "securetransport", in: row), range(of: "bindings", in: row)])
        #expect(text(cut.line) == "…" + String(row.suffix(23)))
        #expect(text(cut.line).contains("bindings/grpc.py"))
    }

    /// Terms that fit together are all kept, what follows the last with them.
    @Test func termsThatFitTogetherAreAllKept() {
        let row = "/a/very/long/prefix/that/goes/on/services/transports/grpc.py"
        let cut = SafeText.window(glyphs(row), truncated: false, columns: 30, alignment: .left,
                                  keeping: [range(of: "services", in: row), range(of: "transports", in: row)])
        #expect(text(cut.line) == "…" + String(row.suffix(29)))
        #expect(text(cut.line).contains("services/transports/grpc.py"))
    }

    /// A term wider than the column (a fuzzy match spread over the row):
    /// its last matched glyph and what follows.
    @Test func aTermWiderThanTheColumnKeepsItsEnd() {
        let row = glyphs("s0000000000000000000000000000t1111111111111111111111111111111111111")
        let cut = SafeText.window(row, truncated: false, columns: 10, alignment: .left, keeping: [0..<30])
        #expect(text(cut.line) == "…t1111111…")
        #expect(cut.first == 29)
    }

    @Test func wideGlyphsNeverSplit() {
        let row = glyphs("日本語の長いファイル名.txt")
        let cut = SafeText.window(row, truncated: false, columns: 9, alignment: .left, keeping: [(row.count - 1)..<row.count])
        #expect(cut.line.reduce(0) { $0 + $1.width } == 9)
        #expect(text(cut.line).hasPrefix("…") && text(cut.line).hasSuffix(".txt"))
    }

    /// Display columns, not characters: two columns a CJK glyph, none a
    /// combining mark; a wide glyph that would straddle the cut leaves a
    /// column of padding, so the line is exactly as wide as its column.
    struct WidthCase: Sendable, CustomStringConvertible {
        var row: String, match: String, columns: Int, shown: String
        var description: String { "\(row) in \(columns)" }
    }

    @Test(arguments: [
        WidthCase(row: "/home/사용자/문서/보고서/최종본.pdf", match: "최종", columns: 16, shown: "…고서/최종본.pdf"),
        WidthCase(row: "/home/사용자/문서/보고서/최종본.pdf", match: "최종", columns: 15, shown: "…서/최종본.pdf "),
        WidthCase(row: "/home/사용자/문서/보고서/최종본.pdf", match: "최종", columns: 14, shown: "…서/최종본.pdf"),
        WidthCase(row: "/cafe\u{301}/re\u{301}sume\u{301}s/2024/cafe\u{301}-menu.txt", match: "menu", columns: 14,
                  shown: "…cafe\u{301}-menu.txt"),
    ])
    func widthsAreDisplayColumns(_ example: WidthCase) {
        let cut = SafeText.window(glyphs(example.row), truncated: false, columns: example.columns, alignment: .left,
                                  keeping: [range(of: example.match, in: example.row)])
        #expect(cut.line.reduce(0) { $0 + $1.width } == example.columns)
        #expect(text(cut.line) == example.shown, "\(text(cut.line))")
    }
}
