import Foundation
import Testing

/// `--button TEXT[:KEY]` through the built reel: drawn between Cancel and
/// Done, pressed by its key, Tab and Enter, or a click; each prints the
/// selection and exits 3, 4, … as its place says.
@Suite struct ButtonEndToEndTests {
    static let arguments = ["-c", "Red,Green,Blue", "--cancel", "No", "--button", "Edit:ctrl+e", "--button", "Back"]

    @Test func itsKeyPrintsTheSelectionAndExitsThree() throws {
        let session = try TerminalSession.reel(Self.arguments)
        _ = try session.waitForText("[ No ]  [ Edit ]  [ Back ]  [ Done ]")
        session.send(Keys.down)
        session.send("\u{05}")  // ctrl+e
        let result = try session.waitForExit()
        #expect(result.status == .exited(3), "\(result.stderr)")
        #expect(result.stdoutText == "Green\n")
        #expect(session.terminalAttributesRestored())
    }

    @Test func tabAndEnterOnTheSecondExitFourWithItsName() throws {
        let session = try TerminalSession.reel(Self.arguments + ["--format", "{1} {button}"])
        _ = try session.waitForText("[ Back ]")
        session.send(Keys.tab + Keys.tab + Keys.tab)  // No, Edit, Back
        session.send(Keys.enter)
        let result = try session.waitForExit()
        #expect(result.status == .exited(4), "\(result.stderr)")
        #expect(result.stdoutText == "Red Back\n")
    }

    @Test func aClickPressesItAndJSONNamesIt() throws {
        let session = try TerminalSession.reel(Self.arguments + ["--json"])
        let screen = try session.waitForText("[ Edit ]")
        let edit = try #require(screen.position(of: "Edit"))
        session.send(Keys.click(row: edit.row, column: edit.column))
        let result = try session.waitForExit()
        #expect(result.status == .exited(3), "\(result.stderr)")
        #expect(result.stdoutText.contains(#""button":"Edit""#))
    }

    @Test func doneStillExitsZero() throws {
        let session = try TerminalSession.reel(Self.arguments)
        _ = try session.waitForText("[ Done ]")
        session.send(Keys.enter)
        let result = try session.waitForExit()
        #expect(result.status == .exited(0))
        #expect(result.stdoutText == "Red\n")
    }

    @Test func theAccessibleModeTakesAButtonAsTheAnswer() throws {
        let session = try TerminalSession.reel(["--accessible"] + Self.arguments)
        _ = try session.waitForText("Red")
        session.send("2\r")
        _ = try session.waitForText("Edit, Back]")
        session.send("back\r")
        let result = try session.waitForExit()
        #expect(result.status == .exited(4), "\(result.stderr)")
        #expect(result.stdoutText == "Green\n")
    }

    // MARK: - Only what is drawn takes the focus (issue 43 item 6)

    static let narrow = ["--title", "Step", "-c", "1...20", "-l", "min", "-s", "5", "--button", "Back:ctrl+b",
                         "--button", "Skip:s", "--cancel", "Cancel"]

    /// In 30 columns Cancel is left off the toolbar: Tab goes from the
    /// wheel to Back, drawn focused, and Enter presses Back (3), not the
    /// Cancel nobody sees (1).
    @Test func tabSkipsTheCancelANarrowTerminalLeavesOff() throws {
        let session = try TerminalSession.reel(Self.narrow, columns: 30)
        let screen = try session.waitForText("[ Back ]  [ Skip ]  [ Done ]")
        #expect(!screen.text.contains("Cancel"))
        session.send(Keys.tab)
        _ = try session.waitForScreen { screen in
            screen.position(of: "Back").map { screen.style(atRow: $0.row, column: $0.column).isUnderlined } ?? false
        }
        session.send(Keys.enter)
        let result = try session.waitForExit()
        #expect(result.status == .exited(3), "\(result.stderr)")
        #expect(result.stdoutText == "5\n")
        #expect(session.terminalAttributesRestored())
    }

    /// Cancel focused in a wide terminal, then the terminal narrows: the
    /// focus goes back to the wheel, and Enter accepts.
    @Test func aButtonLeftOffByAResizeGivesTheFocusBack() throws {
        let session = try TerminalSession.reel(Self.narrow, columns: 60)
        _ = try session.waitForText("[ Cancel ]  [ Back ]")
        session.send(Keys.tab)
        _ = try session.waitForScreen { screen in
            screen.position(of: "Cancel").map { screen.style(atRow: $0.row, column: $0.column).isUnderlined } ?? false
        }
        session.resize(rows: 24, columns: 30)
        _ = try session.waitForScreen { !$0.text.contains("Cancel") && $0.text.contains("[ Back ]") }
        session.send(Keys.enter)
        let result = try session.waitForExit()
        #expect(result.status == .exited(0), "\(result.stderr)")
        #expect(result.stdoutText == "5\n")
    }
}
