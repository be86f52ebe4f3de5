import Testing
@testable import ReelText
@testable import ReelRows
@testable import ReelModel

/// What a text field draws of its line in a given number of columns.
@Suite struct TextLineWindowTests {
    static let narrow = DisplayWidth()

    /// The line's window as plain text, and the cursor's column; checks on
    /// the way that the window fits and the cursor stands inside it.
    static func drawn(_ line: TextLine, columns: Int, width: DisplayWidth = narrow,
                      secret: Bool = false) -> (text: String, cursor: Int) {
        let window = line.window(columns: columns, width: width, secret: secret)
        #expect(window.glyphs.columns <= max(columns, 0), "wider than its \(columns) columns")
        if columns > 0 {
            #expect(window.cursorColumn < columns, "cursor outside \(columns) columns")
        } else {
            #expect(window.glyphs.isEmpty && window.cursorColumn == 0)
        }
        #expect(window.cursorColumn <= window.glyphs.columns)
        return (window.glyphs.map(\.text).joined(), window.cursorColumn)
    }

    static func line(_ marked: String) -> TextLine { TextLineTests.line(marked) }

    struct WindowCase: Sendable, CustomTestStringConvertible {
        let line: String
        let columns: Int
        let text: String
        let cursor: Int
        init(_ line: String, _ columns: Int, _ text: String, _ cursor: Int) {
            (self.line, self.columns, self.text, self.cursor) = (line, columns, text, cursor)
        }
        var testDescription: String { "\(line) in \(columns)" }
    }

    static let asciiCases: [WindowCase] = [
        WindowCase("|", 10, "", 0),
        WindowCase("hello|", 10, "hello", 5),
        // One column kept for the cursor at the end: 6 is enough, 5 scrolls.
        WindowCase("hello|", 6, "hello", 5),
        WindowCase("hello|", 5, "…llo", 4),
        WindowCase("|hello", 5, "hello", 0),
        WindowCase("|hello world", 5, "hell…", 0),
        WindowCase("abc|defghij", 5, "abcd…", 3),
        // Scrolled, the cursor's character stays in view before the "…".
        WindowCase("abcd|efghij", 5, "…cde…", 3),
        WindowCase("abcde|fghij", 5, "…def…", 3),
        WindowCase("abcdefgh|ij", 5, "…ghij", 3),
        WindowCase("abcdefghi|j", 5, "…ghij", 4),
        WindowCase("abcdefghij|", 5, "…hij", 4),
    ]

    @Test(arguments: asciiCases)
    func asciiScrollsToKeepTheCursorInView(_ test: WindowCase) {
        let drawn = Self.drawn(Self.line(test.line), columns: test.columns)
        #expect(drawn.text == test.text)
        #expect(drawn.cursor == test.cursor)
    }

    static let wideCases: [WindowCase] = [
        WindowCase("世界|", 5, "世界", 4),
        WindowCase("世界|", 4, "…界", 3),
        // 界 does not fit after the "…": the window starts after it, and
        // the cursor stands a column short of the right edge.
        WindowCase("世界abc|", 6, "…abc", 4),
        WindowCase("|世界", 3, "世…", 0),
        WindowCase("|ab世", 3, "ab…", 0),
        WindowCase("a|世界b", 4, "a世…", 1),
        WindowCase("世|界b", 4, "…界b", 1),
        WindowCase("世|界bc", 4, "…界…", 1),
        WindowCase("cafe\u{301}|", 10, "cafe\u{301}", 4),
        WindowCase("cafe\u{301}|", 4, "…fe\u{301}", 3),
        WindowCase("👍🏽|", 3, "👍🏽", 2),
        WindowCase("x👍🏽|", 3, "…", 1),
        WindowCase("🇩🇪|🇫🇷", 6, "🇩🇪🇫🇷", 2),
        WindowCase("한글|", 5, "한글", 4),
        WindowCase("\u{1112}\u{1161}\u{11AB}|", 3, "\u{1112}\u{1161}\u{11AB}", 2),
    ]

    @Test(arguments: wideCases)
    func wideCharactersAndMarksByDisplayWidth(_ test: WindowCase) {
        let drawn = Self.drawn(Self.line(test.line), columns: test.columns)
        #expect(drawn.text == test.text)
        #expect(drawn.cursor == test.cursor)
    }

    @Test func aWideGlyphIsNeverSplit() {
        let line = TextLine(String(repeating: "世", count: 8))
        for columns in 0...12 {
            var moving = line
            moving.apply(.home)
            for _ in 0...line.text.count {
                let window = moving.window(columns: columns, width: Self.narrow, secret: false)
                #expect(window.glyphs.allSatisfy { $0.text == "世" ? $0.width == 2 : $0 == .ellipsis })
                #expect(window.glyphs.columns <= columns)
                moving.apply(.right)
            }
        }
    }

    @Test func ambiguousCharactersFollowTheMeasure() {
        let line = TextLine("±±±")
        #expect(Self.drawn(line, columns: 4).text == "±±±")
        let wide = Self.drawn(line, columns: 4, width: DisplayWidth(ambiguousIsWide: true))
        #expect(wide.text == "…±")
        #expect(wide.cursor == 3)
    }

    // MARK: Secrets

    @Test func aSecretIsOneBulletPerCharacterWhateverItsWidth() {
        let line = TextLine("p한👍🏽e\u{301}🇩🇪")
        let drawn = Self.drawn(line, columns: 20, secret: true)
        #expect(drawn.text == "•••••")
        #expect(drawn.cursor == 5)
        let window = line.window(columns: 20, width: Self.narrow, secret: true)
        #expect(window.glyphs.allSatisfy { $0.width == 1 })
    }

    @Test func aSecretScrollsAsPlainTextDoes() {
        #expect(Self.drawn(TextLine("password"), columns: 5, secret: true) == ("…•••", 4))
        #expect(Self.drawn(Self.line("pass|word"), columns: 5, secret: true) == ("…•••…", 3))
        #expect(Self.drawn(Self.line("|한글한글"), columns: 3, secret: true) == ("••…", 0))
    }

    @Test func aSecretStaysOneColumnWhereTheBulletIsDrawnWide() {
        let drawn = Self.drawn(TextLine("한글"), columns: 5, width: DisplayWidth(ambiguousIsWide: true), secret: true)
        #expect(drawn.text == "**")
        #expect(drawn.cursor == 2)
    }

    // MARK: Nothing reaches the terminal

    @Test func formatControlsAreDrawnAsPlaceholders() {
        // Bidi overrides are not controls, so the line keeps them (they are
        // the value typed), but drawn they are the substitute placeholder.
        let line = TextLine("a\u{202E}b")
        let window = line.window(columns: 10, width: Self.narrow, secret: false)
        #expect(window.glyphs.map(\.text).joined() == "a\u{2426}b")
        #expect(window.glyphs[1].isPlaceholder)
        #expect(window.cursorColumn == 3)
    }

    @Test func aLoneZeroWidthCharacterDrawsNothing() {
        // A combining mark with no base (typed at the start) would join
        // whatever the renderer drew before the field.
        var line = TextLine("b")
        line.apply(.home)
        line.apply(.insert("\u{301}"))
        #expect(line.text.count == 2)
        #expect(Self.drawn(line, columns: 5) == ("b", 0))
    }

    // MARK: Tiny fields

    @Test(arguments: [0, 1, 2])
    func aTinyFieldNeverCrashes(columns: Int) {
        for marked in ["|", "|a", "a|", "ab|c", "abc|", "|世", "世|", "世|界", "|👍🏽x", "e\u{301}|"] {
            for secret in [false, true] {
                _ = Self.drawn(Self.line(marked), columns: columns, secret: secret)
            }
        }
        _ = Self.drawn(TextLine("abc"), columns: -1)
    }

    @Test func oneAndTwoColumns() {
        #expect(Self.drawn(Self.line("abc|"), columns: 1) == ("", 0))
        #expect(Self.drawn(Self.line("a|"), columns: 1) == ("", 0))
        #expect(Self.drawn(Self.line("|a"), columns: 1) == ("a", 0))
        #expect(Self.drawn(Self.line("|abc"), columns: 1) == ("…", 0))
        #expect(Self.drawn(Self.line("abc|"), columns: 2) == ("…", 1))
        #expect(Self.drawn(Self.line("a|"), columns: 2) == ("a", 1))
        #expect(Self.drawn(Self.line("|世"), columns: 1) == ("…", 0))
        #expect(Self.drawn(Self.line("|世"), columns: 2) == ("世", 0))
    }

    // MARK: Every cursor in every width

    /// Every cursor position of some awkward lines in 0 to 16 columns: the
    /// window fits, starts at the start exactly when the text before the
    /// cursor fits before the cursor's cell, and shows the character under
    /// the cursor at the cursor's column when the field has room for it.
    @Test func everyCursorInEveryWidth() {
        let lines = ["the quick brown fox", "世界 hello 한글", "a👍🏽b🇩🇪ce\u{301}", "ＡＢＣＤＥＦ", ""]
        for text in lines {
            var line = TextLine(text)
            line.apply(.home)
            for cursor in 0...text.count {
                let characters = Array(line.text)
                let before = SafeText.glyphs(String(characters[..<cursor]), maxColumns: .max, width: Self.narrow).glyphs
                let under = cursor < characters.count
                    ? SafeText.glyphs(String(characters[cursor]), maxColumns: .max, width: Self.narrow).glyphs : []
                let moreAfter = cursor + 1 < characters.count
                for columns in 0...16 {
                    let window = line.window(columns: columns, width: Self.narrow, secret: false)
                    let context = Comment(rawValue: "\(text) cursor \(cursor) in \(columns)")
                    #expect(window.glyphs.columns <= columns, context)
                    guard columns > 0 else { continue }
                    #expect(window.cursorColumn < columns, context)
                    let cell = max(under.columns, 1) + (moreAfter ? 1 : 0)
                    guard cell < columns else { continue }
                    let fromStart = before.columns <= columns - cell
                    #expect((window.glyphs.first != .ellipsis) == fromStart, context)
                    if fromStart {
                        #expect(Array(window.glyphs.prefix(before.count)) == before, context)
                        #expect(window.cursorColumn == before.columns, context)
                    }
                    // The glyph that starts at the cursor's column is the one under it.
                    var column = 0
                    var atCursor: Glyph?
                    for glyph in window.glyphs {
                        if column == window.cursorColumn { atCursor = glyph; break }
                        column += glyph.width
                    }
                    #expect(atCursor == under.first, context)
                }
                line.apply(.right)
            }
        }
    }
}
