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

    // MARK: - Keys a terminal can press (issue 43 item 7)

    struct RefusedKey: Sendable, CustomTestStringConvertible {
        var arguments: [String]
        var says: String
        var testDescription: String { arguments.joined(separator: " ") }
    }

    static let refused: [RefusedKey] = [
        RefusedKey(arguments: ["--button", "X:ctrl+m"], says: "sends ctrl+m as enter"),
        RefusedKey(arguments: ["--button", "X:ctrl+j"], says: "sends ctrl+j as enter"),
        RefusedKey(arguments: ["--button", "X:ctrl+i"], says: "sends ctrl+i as tab"),
        RefusedKey(arguments: ["--button", "X:CTRL-H"], says: "sends ctrl+h as backspace"),
        RefusedKey(arguments: ["--button", "X:ctrl+c"], says: "ctrl+c always interrupts"),
        RefusedKey(arguments: ["--button", "A:x", "--button", "B:x"], says: "x already presses 'A'"),
        RefusedKey(arguments: ["--button", "A:ctrl+e", "--button", "B:Ctrl-E"], says: "ctrl+e already presses 'A'"),
        RefusedKey(arguments: ["--button", "X:ctrl+zz"], says: "ctrl+zz is no key"),
        RefusedKey(arguments: ["--button", "X:ctrl+1"], says: "ctrl+1 is no key"),
        RefusedKey(arguments: ["--button", "Back:b", "--filter"], says: "under --filter the query takes every character"),
        RefusedKey(arguments: ["--filter", "--button", "Top:1"], says: "under --filter the query takes every character"),
    ]

    @Test(arguments: refused) func aKeyNoTerminalCanPressIsOneLineAndExitTwo(_ refused: RefusedKey) throws {
        let run = try DetachedRun.reel(["--batch", "-c", "a,b"] + refused.arguments)
        #expect(run.status == 2, "\(refused.arguments): \(run.stderr)")
        let lines = run.stderr.split(separator: "\n")
        #expect(lines.count == 1 && lines[0].hasPrefix("reel: --button '") && lines[0].contains(refused.says),
                "\(refused.arguments): \(run.stderr)")
    }

    /// Drawn too: the error comes before the terminal is taken.
    @Test func aRefusedKeyLeavesTheTerminalAsItWas() throws {
        let session = try TerminalSession.reel(["-c", "a,b", "--button", "X:ctrl+c"])
        let result = try session.waitForExit()
        #expect(result.status == .exited(2))
        #expect(result.stderr.contains("ctrl+c always interrupts"), "\(result.stderr)")
        #expect(session.terminalAttributesRestored())
    }

    /// What a terminal sends apart stays a key; ctrl+c still interrupts
    /// beside a button on ctrl+e, and `Time: 10:30` is all text.
    @Test func ctrlCStillInterruptsBesideAButton() throws {
        let session = try TerminalSession.reel(["-c", "a,b", "--button", "Time: 10:30", "--button", "Edit:ctrl+e"])
        _ = try session.waitForText("[ Time: 10:30 ]  [ Edit ]")
        session.send(Keys.ctrlC)
        let result = try session.waitForExit()
        #expect(result.status == .exited(130), "\(result.stderr)")
    }
}
