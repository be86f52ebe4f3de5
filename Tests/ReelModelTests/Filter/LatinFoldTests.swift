import Testing
@testable import ReelText
@testable import ReelRows
@testable import ReelModel

/// fzf's matching beyond ASCII: accented Latin letters found by their
/// base letter unless the query word has an accent or `--literal`, and
/// capitals whose lowercase is ASCII (the Kelvin sign, `İ`) folded.
@Suite struct LatinFoldTests {
    static let rows = ["café", "cafe", "CAFÉ", "Kelvin", "\u{212A}elvin", "İstanbul", "istanbul", "Øre", "straße",
                       "łódź", "Æon", "日本語"]
    static let lines = LineRows(rows.joined(separator: "\n") + "\n")

    func found(_ query: String, literal: Bool = false) -> [String] {
        FilterResult.scan(FilterQuery(query, literal: literal), in: Self.lines).ranked().map { Self.rows[Int($0)] }
    }

    @Test func tableFoldsLettersWithMarksAndStrokes() {
        let pairs: [(Character, Character)] = [("é", "e"), ("É", "E"), ("ệ", "e"), ("ø", "o"), ("Ł", "L"), ("đ", "d"),
                                               ("ß", "s"), ("ı", "i"), ("İ", "I"), ("ṁ", "m"), ("ÿ", "y")]
        for (letter, base) in pairs {
            #expect(LatinFold.base(letter.unicodeScalars.first!.value) == base.unicodeScalars.first!.value, "\(letter)")
        }
        for same in ["æ", "Œ", "×", "÷", "α", "日", "a"] as [Character] {
            #expect(LatinFold.base(same.unicodeScalars.first!.value) == same.unicodeScalars.first!.value, "\(same)")
        }
    }

    @Test(arguments: [
        ("cafe", ["café", "cafe", "CAFÉ"]),
        ("café", ["café", "CAFÉ"]),       // a word with an accent folds nothing
        ("CAFE", ["CAFÉ"]),               // a capital keeps case, and still folds
        ("Cafe", []),
        ("CAFÉ", ["CAFÉ"]),
        ("kelvin", ["Kelvin", "\u{212A}elvin"]),
        ("Kelvin", ["Kelvin"]),
        ("istanbul", ["İstanbul", "istanbul"]),
        ("İstanbul", ["İstanbul"]),
        ("ore", ["Øre"]),
        ("stras", ["straße"]),
        ("lodz", ["łódź"]),
        ("aeon", []),                     // ligatures stay themselves
        ("'cafe", ["café", "cafe", "CAFÉ"]),
        ("^caf e$", ["café", "cafe", "CAFÉ"]),
        ("!cafe", ["Kelvin", "\u{212A}elvin", "İstanbul", "istanbul", "Øre", "straße", "łódź", "Æon", "日本語"]),
    ])
    func foldsAsFzfDoes(query: String, expected: [String]) {
        #expect(Set(found(query)) == Set(expected), "\(query)")
    }

    @Test func literalFoldsNoAccentsButStillFoldsCase() {
        #expect(found("cafe", literal: true) == ["cafe"])
        #expect(Set(found("café", literal: true)) == ["café", "CAFÉ"])
        #expect(Set(found("kelvin", literal: true)) == ["Kelvin", "\u{212A}elvin"])
    }

    /// A longer query narrows what a shorter one kept: folding or not,
    /// the narrowed result is a fresh scan's.
    @Test func narrowingAgreesWithAFreshScan() {
        var filter = WheelFilter(wheel: 0, sliceWork: .max)
        for step in ["c", "ca", "caf", "café", "caf", "cafe"] {
            filter.erase(in: Self.lines)
            while !filter.query.isEmpty { filter.erase(in: Self.lines) }
            filter.type(step, in: Self.lines)
            #expect(filter.shown == FilterResult.scan(FilterQuery(step), in: Self.lines).ranked(), "\(step)")
        }
        var typed = WheelFilter(wheel: 0, sliceWork: .max)
        for character in "café" { typed.type(String(character), in: Self.lines) }
        #expect(typed.shown == FilterResult.scan(FilterQuery("café"), in: Self.lines).ranked())
    }

    /// The highlight lands on the accented letter the query's base found.
    @Test func positionsAreTheAccentedLetters() {
        var filter = WheelFilter(wheel: 0, sliceWork: .max)
        filter.type("fe", in: Self.lines)
        #expect(filter.positions(ofRow: 0, in: Self.lines) == [2, 3])
        #expect(filter.positions(ofRow: 4, in: Self.lines).isEmpty)
    }

    /// Rows without a byte that may fold are still turned down on their
    /// bytes: CJK rows are not decoded for an ASCII query.
    @Test func onlyRowsThatMayFoldAreDecoded() {
        let matcher = RowMatcher(FilterQuery("zz"))
        for row in ["日本語", "Ελλάδα", "plain"] {
            var text = row
            #expect(text.withUTF8 { matcher.match($0) } == nil)
        }
        #expect(matcher.cells == 0)
        var accented = "café"
        #expect(accented.withUTF8 { matcher.match($0) } == nil)
        #expect(matcher.cells > 0)
    }
}
