import Testing

/// The terminal model the end-to-end tests read the screen through: if it
/// drew wrongly, every test above it would prove nothing.
@Suite struct ScreenTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var bytes: [UInt8]
        var lines: [String]
        var cursor: Screen.Position?
        var rows = 5
        var columns = 10

        init(_ name: String, _ input: String, _ lines: [String], cursor: (Int, Int)? = nil, rows: Int = 5, columns: Int = 10) {
            self.init(name, Array(input.utf8), lines, cursor: cursor, rows: rows, columns: columns)
        }

        init(_ name: String, _ bytes: [UInt8], _ lines: [String], cursor: (Int, Int)? = nil, rows: Int = 5, columns: Int = 10) {
            self.name = name
            self.bytes = bytes
            self.lines = lines
            self.cursor = cursor.map { Screen.Position(row: $0.0, column: $0.1) }
            self.rows = rows
            self.columns = columns
        }

        var testDescription: String { name }

        func screen() -> Screen { Screen(rows: rows, columns: columns) }

        /// `lines` lists the top rows; the rest must be empty.
        var expectedLines: [String] { lines + Array(repeating: "", count: rows - lines.count) }
    }

    static let cases: [Case] = [
        Case("plain text", "hello", ["hello"], cursor: (0, 5)),
        Case("CR LF", "ab\r\ncd", ["ab", "cd"], cursor: (1, 2)),
        Case("bare LF keeps the column", "ab\ncd", ["ab", "  cd"], cursor: (1, 4)),
        Case("backspace then overwrite", "abc\u{8}X", ["abX"], cursor: (0, 3)),
        Case("tab stops every 8 columns", "a\tb", ["a       b"], cursor: (0, 9)),
        Case("CUP is 1-based", "\u{1B}[2;3Hx", ["", "  x"], cursor: (1, 3)),
        Case("HVP like CUP", "\u{1B}[3;1fy", ["", "", "y"], cursor: (2, 1)),
        Case("CUP without parameters goes home", "abc\u{1B}[Hz", ["zbc"], cursor: (0, 1)),
        Case("CUU CUD CUB CUF", "\u{1B}[3;3H\u{1B}[Aa\u{1B}[2Bb\u{1B}[3Dc\u{1B}[Cd", ["", "  a", "", " c d"], cursor: (3, 4)),
        Case("CNL CPL CHA", "abc\u{1B}[2Ex\u{1B}[Fy\u{1B}[5Gz", ["abc", "y   z", "x"], cursor: (1, 5)),
        Case("moves stop at the edges", "\u{1B}[99;99Hx\u{1B}[99Ay", ["         y", "", "", "", "         x"], cursor: (0, 9)),
        Case("EL 0 erases to the end", "abcdef\u{1B}[3G\u{1B}[K", ["ab"], cursor: (0, 2)),
        Case("EL 1 erases from the start", "abcdef\u{1B}[3G\u{1B}[1K", ["   def"], cursor: (0, 2)),
        Case("EL 2 erases the line", "abcdef\u{1B}[2K", [""], cursor: (0, 6)),
        Case("ED 0 erases below", "a\r\nbb\r\nc\u{1B}[2;2H\u{1B}[J", ["a", "b"], cursor: (1, 1)),
        Case("ED 1 erases above", "a\r\nbb\r\nc\u{1B}[2;1H\u{1B}[1J", ["", " b", "c"], cursor: (1, 0)),
        Case("ED 2 erases all, cursor stays", "a\r\nb\u{1B}[2J", [], cursor: (1, 1)),
        Case("ECH erases in place", "abcdef\u{1B}[2G\u{1B}[2X", ["a  def"], cursor: (0, 1)),
        Case("DCH pulls the line left", "abcdef\u{1B}[2G\u{1B}[2P", ["adef"], cursor: (0, 1)),
        Case("ICH pushes the line right", "abcdef\u{1B}[2G\u{1B}[2@", ["a  bcdef"], cursor: (0, 1)),
        Case("IL inserts lines", "1\r\n2\r\n3\u{1B}[2;1H\u{1B}[L", ["1", "", "2", "3"], cursor: (1, 0)),
        Case("DL deletes lines", "1\r\n2\r\n3\u{1B}[1;1H\u{1B}[M", ["2", "3"], cursor: (0, 0)),
        Case("a full line wraps only on the next character", "0123456789", ["0123456789"], cursor: (0, 9)),
        Case("a full line then CR LF leaves no blank line", "0123456789\r\nx", ["0123456789", "x"], cursor: (1, 1)),
        Case("long text wraps", "0123456789ab", ["0123456789", "ab"], cursor: (1, 2)),
        Case("LF at the bottom scrolls", "1\r\n2\r\n3\r\n4\r\n5\r\n6", ["2", "3", "4", "5", "6"], cursor: (4, 1)),
        Case("scroll region confines scrolling", "top\u{1B}[2;3r\u{1B}[2;1H1\r\n2\r\n3\u{1B}[r", ["top", "2", "3"], cursor: (0, 0)),
        Case("reverse index at the top scrolls down", "a\u{1B}[H\u{1B}Mb", ["b", "a"], cursor: (0, 1)),
        Case("CJK takes two columns", "分a", ["分a"], cursor: (0, 3)),
        Case("Hangul takes two columns", "시간|", ["시간|"], cursor: (0, 5)),
        Case("a wide character never straddles the edge", "123456789分", ["123456789", "分"], cursor: (1, 2)),
        Case("overwriting half a wide character blanks the other half", "分\u{8}x", [" x"], cursor: (0, 2)),
        Case("wide characters written one column over wide ones", "\u{1B}[2G東京\u{1B}[1G京都府", ["京都府"], cursor: (0, 6)),
        Case("combining mark joins its base", "e\u{301}x", ["\u{E9}x"], cursor: (0, 2)),
        Case("emoji takes two columns", "🙂x", ["🙂x"], cursor: (0, 3)),
        Case("ZWJ sequence is one wide cluster", "👩\u{200D}💻x", ["👩\u{200D}💻x"], cursor: (0, 3)),
        Case("SGR is not text", "\u{1B}[1;31mred\u{1B}[0m", ["red"], cursor: (0, 3)),
        Case("unknown sequences are consumed whole", "a\u{1B}[?1004hb\u{1B}[>4;1mc\u{1B}[5 qd\u{1B}(Be", ["abcde"], cursor: (0, 5)),
        Case("OSC ended by BEL or ST is not text", "\u{1B}]0;title\u{7}a\u{1B}]2;other\u{1B}\\b", ["ab"], cursor: (0, 2)),
        Case("DCS is not text", "\u{1B}P+q544e\u{1B}\\x", ["x"], cursor: (0, 1)),
        Case("CAN aborts a sequence", "\u{1B}[12\u{18}x", ["x"], cursor: (0, 1)),
        Case("invalid UTF-8 shows U+FFFD", [0x61, 0xFF, 0x62], ["a\u{FFFD}b"], cursor: (0, 3)),
        Case("cut-short UTF-8 shows U+FFFD", [0x61, 0xE5, 0x88, 0x62], ["a\u{FFFD}b"], cursor: (0, 3)),
        Case("DECSC DECRC", "ab\u{1B}7\u{1B}[3;3Hx\u{1B}8c", ["abc", "", "  x"], cursor: (0, 3)),
        Case("CSI s and u", "ab\u{1B}[s\u{1B}[3;3Hx\u{1B}[uc", ["abc", "", "  x"], cursor: (0, 3)),
    ]

    @Test(arguments: cases)
    func draws(_ example: Case) {
        var screen = example.screen()
        screen.feed(example.bytes)
        #expect(screen.lines == example.expectedLines)
        if let cursor = example.cursor { #expect(screen.cursor == cursor) }
    }

    /// The master hands the output over in arbitrary chunks.
    @Test(arguments: cases)
    func drawsTheSameWhenSplitAtEveryOffset(_ example: Case) {
        var whole = example.screen()
        whole.feed(example.bytes)
        for offset in 0...example.bytes.count {
            var split = example.screen()
            split.feed(example.bytes[..<offset])
            split.feed(example.bytes[offset...])
            #expect(split.cells == whole.cells, "split at \(offset)")
            #expect(split.cursor == whole.cursor, "split at \(offset)")
            #expect(split.modes == whole.modes, "split at \(offset)")
            #expect(split.operatingSystemCommands == whole.operatingSystemCommands, "split at \(offset)")
        }
    }

    @Test func wideCharacterOccupiesACellAndAContinuation() {
        var screen = Screen(rows: 2, columns: 6)
        screen.feed("a時b")
        #expect(screen.cell(atRow: 0, column: 1).text == "時")
        #expect(screen.cell(atRow: 0, column: 1).width == 2)
        #expect(screen.cell(atRow: 0, column: 2).isContinuation)
        #expect(screen.cell(atRow: 0, column: 3).text == "b")
        #expect(screen.position(of: "b") == Screen.Position(row: 0, column: 3))
    }

    @Test func keepsStylePerCell() {
        var screen = Screen(rows: 2, columns: 10)
        screen.feed("\u{1B}[1;4;31;42mX\u{1B}[0mY\u{1B}[38;5;208;48;2;1;2;3mZ\u{1B}[7;3;2mW\u{1B}[22;23;24;27;39;49mV\u{1B}[91;103mB")
        let bold = screen.style(atRow: 0, column: 0)
        #expect(bold.isBold && bold.isUnderlined && !bold.isItalic)
        #expect(bold.foreground == .basic(1) && bold.background == .basic(2))
        #expect(screen.style(atRow: 0, column: 1) == .plain)
        let extended = screen.style(atRow: 0, column: 2)
        #expect(extended.foreground == .palette(208) && extended.background == .rgb(1, 2, 3))
        let reversed = screen.style(atRow: 0, column: 3)
        #expect(reversed.isReversed && reversed.isItalic && reversed.isDim)
        #expect(reversed.foreground == .palette(208))
        #expect(screen.style(atRow: 0, column: 4) == .plain)
        let bright = screen.style(atRow: 0, column: 5)
        #expect(bright.foreground == .basic(9) && bright.background == .basic(11))
    }

    @Test func tracksPrivateModes() {
        var screen = Screen()
        #expect(screen.isCursorVisible)
        screen.feed("\u{1B}[?25l\u{1B}[?1000;1006h\u{1B}[?2004h\u{1B}[?2026h")
        #expect(!screen.isCursorVisible)
        #expect(screen.isMouseReportingEnabled)
        #expect(screen.modes.isSuperset(of: [Screen.Mode.bracketedPaste, Screen.Mode.synchronizedOutput]))
        screen.feed("\u{1B}[?1000;1006l\u{1B}[?2004l\u{1B}[?2026l\u{1B}[?25h")
        #expect(screen.isCursorVisible)
        #expect(!screen.isMouseReportingEnabled)
        #expect(screen.modes == [Screen.Mode.cursorVisible, Screen.Mode.autoWrap])
    }

    @Test func alternateScreenRestoresTheMainOne() {
        var screen = Screen(rows: 3, columns: 10)
        screen.feed("shell$ ")
        screen.feed("\u{1B}[?1049h\u{1B}[Hpicker")
        #expect(screen.isAlternateScreen)
        #expect(screen.lines == ["picker", "", ""])
        screen.feed("\u{1B}[?1049l")
        #expect(!screen.isAlternateScreen)
        #expect(screen.lines == ["shell$", "", ""])
        #expect(screen.cursor == Screen.Position(row: 0, column: 7))
    }

    @Test func answersCursorPositionAndModeQueries() {
        var screen = Screen()
        screen.feed("\u{1B}[5;7H\u{1B}[6n")
        #expect(screen.takeResponses() == Array("\u{1B}[5;7R".utf8))
        #expect(screen.takeResponses().isEmpty)
        screen.feed("\u{1B}[?2026$p")
        #expect(screen.takeResponses() == Array("\u{1B}[?2026;2$y".utf8))
    }

    @Test func recordsTitleWithoutDrawingIt() {
        var screen = Screen()
        screen.feed("\u{1B}]0;first\u{7}\u{1B}]2;reel\u{1B}\\")
        #expect(screen.title == "reel")
        #expect(screen.text.allSatisfy { $0 == "\n" })
    }

    @Test func resizeKeepsTheTopLeft() {
        var screen = Screen(rows: 3, columns: 6)
        screen.feed("abcdef\r\n\r\nxyz")
        screen.resize(rows: 2, columns: 4)
        #expect(screen.lines == ["abcd", ""])
        #expect(screen.cursor == Screen.Position(row: 1, column: 3))
        screen.resize(rows: 4, columns: 8)
        #expect(screen.lines == ["abcd", "", "", ""])
    }
}
