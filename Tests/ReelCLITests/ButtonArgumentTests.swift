import Testing
@testable import ReelCLI
@testable import ReelRows
@testable import ReelModel

/// `--button TEXT[:KEY]` as the command line gives it: the text, the key,
/// and the keys no terminal can press refused.
@Suite struct ButtonArgumentTests {
    @Test func parsesTextAndKey() throws {
        let configuration = try ArgumentParser.parse(["-c", "a,b", "--button", "Edit:ctrl+e", "--button", "Back:ctrl-B",
                                                      "--button", "a:b:x", "--button", "Time: 10:30"])
        #expect(configuration.buttons == [ToolbarButton(title: "Edit", keyName: "ctrl+e"),
                                          ToolbarButton(title: "Back", keyName: "ctrl+b"),
                                          ToolbarButton(title: "a:b", keyName: "x"),
                                          ToolbarButton(title: "Time: 10:30")])
    }

    @Test func tooManyOrEmpty() {
        let many = (0...Limits.buttons).flatMap { ["--button", "B\($0)"] }
        #expect(throws: ReelError.self) { try ArgumentParser.parse(["-c", "a"] + many) }
        #expect(throws: ReelError.self) { try ArgumentParser.parse(["-c", "a", "--button", ""]) }
    }

    // MARK: - Keys a terminal can press (issue 43 item 7)

    struct Refused: Sendable, CustomTestStringConvertible {
        var arguments: [String]
        var message: String
        var testDescription: String { arguments.joined(separator: " ") }
    }

    static let refused: [Refused] = [
        Refused(arguments: ["--button", "X:ctrl+m"],
                message: "--button 'X:ctrl+m': a terminal sends ctrl+m as enter, so it could never press the button; choose another key"),
        Refused(arguments: ["--button", "X:ctrl+j"],
                message: "--button 'X:ctrl+j': a terminal sends ctrl+j as enter, so it could never press the button; choose another key"),
        Refused(arguments: ["--button", "X:Ctrl-I"],
                message: "--button 'X:Ctrl-I': a terminal sends ctrl+i as tab, so it could never press the button; choose another key"),
        Refused(arguments: ["--button", "X:ctrl+h"],
                message: "--button 'X:ctrl+h': a terminal sends ctrl+h as backspace, so it could never press the button; choose another key"),
        Refused(arguments: ["--button", "X:ctrl+c"], message: "--button 'X:ctrl+c': ctrl+c always interrupts (exit 130); choose another key"),
        Refused(arguments: ["--button", "A:x", "--button", "B:x"],
                message: "--button 'B:x': x already presses 'A'; give each button its own key"),
        Refused(arguments: ["--button", "A:ctrl-E", "--button", "B:ctrl+e"],
                message: "--button 'B:ctrl+e': ctrl+e already presses 'A'; give each button its own key"),
        Refused(arguments: ["--button", "X:ctrl+zz"],
                message: "--button 'X:ctrl+zz': ctrl+zz is no key; expected ctrl+ and one letter (ctrl+e), or one character"),
        Refused(arguments: ["--button", "X:ctrl-"],
                message: "--button 'X:ctrl-': ctrl- is no key; expected ctrl+ and one letter (ctrl+e), or one character"),
        Refused(arguments: ["--button", "Back:b", "--filter"],
                message: "--button 'Back:b': under --filter the query takes every character typed, b too; choose a ctrl+ key (ctrl+e)"),
        Refused(arguments: ["--filter", "--field", "A", "-c", "a", "--button", "Top:/"],
                message: "--button 'Top:/': under --filter the query takes every character typed, / too; choose a ctrl+ key (ctrl+e)"),
    ]

    @Test(arguments: refused) func refusesAKeyNoTerminalCanPress(_ refused: Refused) {
        // A form's wheels are its fields'.
        let arguments = (refused.arguments.contains("--field") ? [] : ["-c", "a,b"]) + refused.arguments
        #expect(throws: ReelError.self) { try ArgumentParser.parse(arguments) }
        do {
            _ = try ArgumentParser.parse(arguments)
        } catch {
            #expect(error.message == refused.message)
        }
    }

    @Test func keepsTheKeysATerminalSendsApart() throws {
        let buttons = try ArgumentParser.parse(["-c", "a,b", "--button", "A:ctrl+e", "--button", "B:ctrl+k", "--button", "C:E",
                                                "--button", "D:e", "--button", "Time: 10:30", "--button", "Ratio:ab"]).buttons
        #expect(buttons.map(\.keyName) == ["ctrl+e", "ctrl+k", "E", "e", nil, nil])
        #expect(buttons.map(\.title) == ["A", "B", "C", "D", "Time: 10:30", "Ratio:ab"])
        let filtering = try ArgumentParser.parse(["-c", "a,b", "--filter", "--button", "Edit:ctrl+e"]).buttons
        #expect(filtering == [ToolbarButton(title: "Edit", keyName: "ctrl+e")], "a ctrl key under --filter")
    }
}
