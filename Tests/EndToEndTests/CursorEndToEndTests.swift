import Testing

/// The terminal's cursor, hidden, rests on the choice after every frame:
/// on the focused wheel's band, where its chosen text starts, so a screen
/// magnifier or reader that follows the cursor lands on it.
@Suite struct CursorEndToEndTests {
    /// The word the cursor rests on: from its cell to the next space.
    func underCursor(_ screen: Screen) -> String {
        var word = ""
        var column = screen.cursor.column
        while column < screen.columns {
            let cell = screen.cell(atRow: screen.cursor.row, column: column)
            if cell.text == " " { break }
            word += cell.text
            column += 1
        }
        return word
    }

    /// The cursor starts a word: the cell before it is blank.
    func startsAWord(_ screen: Screen) -> Bool {
        screen.cursor.column == 0 || screen.cell(atRow: screen.cursor.row, column: screen.cursor.column - 1).text == " "
    }

    @Test func restsOnTheRestTimersValueAsItSpins() throws {
        let session = try TerminalSession.reel(["--title", "휴식하기", "-c", "1...20", "-l", "분", "-s", "10"])
        var screen = try session.waitForScreen { underCursor($0) == "10" }
        #expect(!screen.isCursorVisible)
        #expect(screen.lines[screen.cursor.row].contains("10 분"), "on the band, beside the label")
        #expect(startsAWord(screen))
        session.send("j")
        try session.waitForScreen { underCursor($0) == "11" }
        session.send(Keys.down + Keys.down)
        screen = try session.waitForScreen { underCursor($0) == "13" }
        let band = screen.cursor.row
        session.send(Keys.tab)
        screen = try session.waitForScreen { underCursor($0) == "Done" }
        #expect(screen.cursor.row != band)
        session.send(Keys.tab)
        screen = try session.waitForScreen { underCursor($0) == "13" }
        #expect(screen.cursor.row == band)
        session.send(Keys.enter)
        let result = try session.waitForExit()
        #expect(result.stdoutText == "13\n")
        #expect(session.terminalAttributesRestored())
    }

    /// Tab walks the wheels of a duration: the cursor goes with the focus,
    /// each time onto that wheel's chosen value on the band.
    @Test func followsTabAcrossTheWheels() throws {
        let session = try TerminalSession.reel(["-p", "duration", "-s", "1:23:45"], environment: ["LANG": "C"])
        var screen = try session.waitForScreen { underCursor($0) == "1" }
        let band = screen.cursor.row
        #expect(startsAWord(screen))
        session.send(Keys.tab)
        screen = try session.waitForScreen { underCursor($0) == "23" }
        #expect(screen.cursor.row == band && startsAWord(screen))
        session.send(Keys.tab)
        screen = try session.waitForScreen { underCursor($0) == "45" }
        session.send("j")
        screen = try session.waitForScreen { underCursor($0) == "46" }
        #expect(screen.cursor.row == band && startsAWord(screen))
        session.send(Keys.shiftTab)
        try session.waitForScreen { underCursor($0) == "23" }
        session.send(Keys.escape)
        #expect(try session.waitForExit().status == .exited(1))
    }

    /// A right-aligned list: the cursor on the row's first letter, not on
    /// the padding before it. In a form it moves to the field shown, on
    /// its wheel's band, not on the field's line.
    @Test func landsOnTheTextNotItsPadding() throws {
        let session = try TerminalSession.reel(["--field", "Colour", "-c", "Red,Orange,Yellow", "--align", "right",
                                                "--field", "Size", "-c", "S,M,XL"])
        var screen = try session.waitForScreen { underCursor($0) == "Red" }
        #expect(startsAWord(screen))
        #expect(!screen.lines[screen.cursor.row].contains("Colour"), "on the band, not the field's line")
        session.send("j")
        screen = try session.waitForScreen { underCursor($0) == "Orange" }
        session.send(Keys.tab)
        screen = try session.waitForScreen { underCursor($0) == "S" }
        #expect(!screen.lines[screen.cursor.row].contains("Size"))
        session.send(Keys.enter)
        let result = try session.waitForExit()
        #expect(result.stdoutText == "Orange\nS\n")
    }
}
