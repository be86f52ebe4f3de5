import Testing
@testable import ReelText

/// A row wider than its column: what must be seen slides into view, cut
/// with `…` where it was cut.
@Suite struct SafeTextWindowTests {
    func glyphs(_ text: String) -> [Glyph] { SafeText.glyphs(text, maxColumns: 1000, width: DisplayWidth()).glyphs }
    func text(_ line: [Glyph]) -> String { line.map(\.text).joined() }

    @Test func nothingWantedCutsTheEnd() {
        let row = glyphs("/usr/share/doc/python3/changelog.gz")
        let cut = SafeText.window(row, truncated: false, columns: 12, alignment: .left, keeping: nil)
        #expect(text(cut.line) == "/usr/share/…")
        #expect(cut.first == 0)
    }

    @Test func theEndKeptShowsTheFileName() {
        let row = glyphs("/usr/share/doc/python3/changelog.gz")
        let cut = SafeText.window(row, truncated: false, columns: 16, alignment: .left, keeping: (row.count - 1)..<row.count)
        #expect(text(cut.line) == "…n3/changelog.gz")
    }

    @Test func matchesPastTheColumnSlideIntoView() {
        let row = glyphs("aaaaaaaaaaaaaaaaaaaaXYZbbbbbbbbbb")
        let cut = SafeText.window(row, truncated: false, columns: 10, alignment: .left, keeping: 20..<23)
        #expect(text(cut.line) == "…aaaaaXYZ…")
        #expect(cut.first == 15)
        #expect(cut.left == 1 && cut.kept == 8)
    }

    @Test func matchesInViewKeepTheStart() {
        let row = glyphs("abcXYZdefghijklmnop")
        let cut = SafeText.window(row, truncated: false, columns: 10, alignment: .left, keeping: 3..<6)
        #expect(text(cut.line) == "abcXYZdef…")
        #expect(cut.first == 0)
    }

    @Test func wideGlyphsNeverSplit() {
        let row = glyphs("日本語の長いファイル名.txt")
        let cut = SafeText.window(row, truncated: false, columns: 9, alignment: .left, keeping: (row.count - 1)..<row.count)
        #expect(cut.line.reduce(0) { $0 + $1.width } <= 9)
        #expect(text(cut.line).hasPrefix("…") && text(cut.line).hasSuffix(".txt"))
    }
}
