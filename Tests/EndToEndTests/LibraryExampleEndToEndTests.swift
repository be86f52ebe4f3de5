import Testing

/// examples/country-city, the library's example program, on a real
/// pseudo-terminal: its city wheel reloads from the delegate's didSelectRow.
@Suite struct LibraryExampleEndToEndTests {
    @Test func spinningTheCountryReloadsTheCities() throws {
        let session = try TerminalSession(executable: try ReelBinary.product("country-city"), arguments: [])
        try session.waitForText("Where to?")
        try session.waitForText("Paris")
        #expect(session.screen.contains("Lyon"))
        session.send(Keys.down)
        try session.waitForText("Tokyo")
        #expect(!session.screen.contains("Paris"))
        #expect(session.screen.contains("Osaka"))
        session.send(Keys.right + Keys.down + Keys.down)
        try session.waitForText("Kyoto")
        session.send(Keys.enter)
        let result = try session.waitForExit()
        #expect(result.status == .exited(0))
        #expect(result.stdoutText == "Kyoto, Japan\n")
    }

    /// examples/two-fields: the seed's two fields sharing one picker.
    @Test func twoFieldsShareOnePickerAndEachLineShowsItsAnswer() throws {
        let session = try TerminalSession(executable: try ReelBinary.product("two-fields"), arguments: [])
        try session.waitForScreen { $0.contains("› Country  France") && $0.contains("Colour   Red") }
        session.send(Keys.down + Keys.down)
        try session.waitForText("Country  Korea")
        session.send(Keys.tab)
        try session.waitForScreen { $0.contains("› Colour") && $0.contains("● Orange") }
        session.send(Keys.down + Keys.down + Keys.down)
        try session.waitForText("Colour   Green")
        session.send(Keys.enter)
        let result = try session.waitForExit()
        #expect(result.status == .exited(0))
        #expect(result.stdoutText == "Korea\nGreen\n")
    }

    /// examples/sign-up: a form of two text fields and a switch, typed and
    /// flipped on the terminal, read back as `text` and `isOn`.
    @Test func aFormOfTextFieldsAndASwitchAnswersWhatWasTypedAndFlipped() throws {
        let session = try TerminalSession(executable: try ReelBinary.product("sign-up"), arguments: [])
        try session.waitForScreen { $0.contains("› Name      Your name") && $0.contains("Notify    ●━━  no") }
        session.send(Keys.enter)
        try session.waitForText("Name is required")
        session.send("Jürgen")
        try session.waitForText("Name      Jürgen")
        session.send(Keys.tab + "s3cret!")
        try session.waitForText("› Password  •••••••")
        session.send(Keys.tab + Keys.space)
        try session.waitForText("› Notify    ━━●  yes")
        session.send(Keys.enter)
        let result = try session.waitForExit()
        #expect(result.status == .exited(0))
        #expect(result.stdoutText == "Jürgen\n7 characters\nyes\n")
        #expect(!String(decoding: session.raw, as: UTF8.self).contains("s3cret"), "a secret is never drawn")
    }

    @Test func cancelIsAValueTheProgramMapsToItsOwnExitStatus() throws {
        let session = try TerminalSession(executable: try ReelBinary.product("country-city"), arguments: [])
        try session.waitForText("Paris")
        session.send(Keys.escape)
        let result = try session.waitForExit()
        #expect(result.status == .exited(1))
        #expect(result.stdoutText == "")
    }

    /// On a terminal that cannot draw, `Picker.run()` asks questions: the
    /// delegate's didSelectRow reloads the cities before they are asked.
    @Test func aDumbTerminalGetsQuestions() throws {
        let session = try TerminalSession(executable: try ReelBinary.product("country-city"), arguments: [],
                                          environment: ["TERM": "dumb"])
        try session.answer(["japan"])
        try session.waitForText("  3. Kyoto")
        try session.answer(["3", ""], startingAt: 1)
        let result = try session.waitForExit()
        #expect(result.status == .exited(0))
        #expect(result.stdoutText == "Kyoto, Japan\n")
        #expect(!session.raw.contains(0x1B))
    }

    // MARK: - examples/confirm: Alert, UIAlertController's words

    /// Enter chooses the preferred action (the last added, Delete), drawn
    /// at the right; the cancel action stands at the left.
    @Test func anAlertsEnterChoosesTheDestructiveAction() throws {
        let session = try TerminalSession(executable: try ReelBinary.product("confirm"), arguments: [])
        let screen = try session.waitForText("[ Keep ]  [ Later ]  [ Delete ]")
        #expect(screen.contains("Delete 3 files?"))
        #expect(screen.contains("They go for good."))
        session.send(Keys.enter)
        let result = try session.waitForExit()
        #expect(result.status == .exited(0), "\(result.stderr)")
        #expect(result.stdoutText == "Delete\n")
        #expect(session.terminalAttributesRestored())
    }

    @Test func anAlertsEscapeChoosesItsCancelAction() throws {
        let session = try TerminalSession(executable: try ReelBinary.product("confirm"), arguments: [])
        try session.waitForText("[ Delete ]")
        session.send(Keys.escape)
        let result = try session.waitForExit()
        #expect(result.status == .exited(1))
        #expect(result.stdoutText == "Keep\n")
    }

    @Test func anAlertsOtherActionByTabAndItsQuestion() throws {
        let session = try TerminalSession(executable: try ReelBinary.product("confirm"), arguments: [])
        try session.waitForText("[ Delete ]")
        session.send(Keys.shiftTab + Keys.enter)
        let result = try session.waitForExit()
        #expect(result.status == .exited(3))
        #expect(result.stdoutText == "Later\n")
        let asked = try TerminalSession(executable: try ReelBinary.product("confirm"), arguments: [],
                                        environment: ["TERM": "dumb"])
        try asked.waitForText("Delete 3 files? [Delete/keep/later]")
        asked.send("k\r")
        let answered = try asked.waitForExit()
        #expect(answered.status == .exited(1))
        #expect(answered.stdoutText == "Keep\n")
        #expect(!asked.raw.contains(0x1B))
    }
}
