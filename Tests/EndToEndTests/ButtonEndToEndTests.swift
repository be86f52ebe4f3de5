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
}
