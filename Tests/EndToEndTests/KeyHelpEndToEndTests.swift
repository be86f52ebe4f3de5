import Testing

/// Keys a person can discover: `?` shows the key table until the next key
/// (which does nothing else), `--hints` keeps the first keys under the picker.
@Suite struct KeyHelpEndToEndTests {
    @Test func questionMarkShowsTheKeysUntilTheNextKey() throws {
        let session = try TerminalSession.reel(["-c", "1...20", "-s", "10", "--rows", "9"], columns: 70)
        try session.waitForText("[ Done ]")
        session.send("?")
        let help = try session.waitForText("spin the focused wheel one row")
        #expect(help.contains("search the focused wheel"))
        #expect(help.contains("more: reel --help") || help.contains("redraw / suspend"))
        session.send(Keys.down)
        try session.waitForScreen { !$0.contains("spin the focused wheel") && $0.contains("[ Done ]") }
        session.send(Keys.enter)
        #expect(try session.waitForExit().stdoutText == "10\n", "the key that took the help down did nothing else")
    }

    @Test func hintsKeepTheFirstKeysUnderThePicker() throws {
        let session = try TerminalSession.reel(["-c", "1...20", "--hints"], columns: 60)
        let screen = try session.waitForText("↑↓ spin")
        #expect(screen.contains("⏎ done"))
        #expect(screen.contains("/ find"))
        #expect(!screen.contains("check"), "space accepts here: no check to hint at")
        session.send(Keys.escape)
        #expect(try session.waitForExit().status == .exited(1))
    }

    /// `␣ check` where space checks: on a --multi wheel, and only while
    /// it has the focus (on the Done button space presses it).
    @Test func hintsSaySpaceChecksOnlyOnAMultiWheel() throws {
        let session = try TerminalSession.reel(["-c", "a,b,c", "--multi", "--hints"], columns: 70)
        try session.waitForText("␣ check")
        session.send(Keys.tab)
        try session.waitForScreen { !$0.contains("check") && $0.contains("⏎ done") }
        session.send(Keys.escape)
        #expect(try session.waitForExit().status == .exited(1))
    }
}
