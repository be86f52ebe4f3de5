import Testing
@testable import ReelCLI
@testable import ReelText
@testable import ReelModel
@testable import ReelInput
@testable import ReelSpec
@testable import ReelOutput
@testable import ReelRender
@testable import ReelKit
@testable import ReelTerminal

/// `--button TEXT[:KEY]`: a toolbar button between Cancel and Done that
/// accepts as Done does and says which button it was.
@Suite struct ToolbarButtonTests {
    func make(_ arguments: [String]) throws -> PickerState {
        let inputs = PickerFactory.Inputs(standardInputIsTerminal: true,
                                          readStandardInput: { _ throws(LineRows.ReadError) in LineRows("") },
                                          readFile: { _, _ throws(LineRows.ReadError) in throw LineRows.ReadError(errno: 2) })
        return try PickerFactory.makeState(try ArgumentParser.parse(arguments), inputs: inputs)
    }

    func printed(_ state: PickerState, _ format: String? = nil, json: Bool = false) throws -> String {
        var options = OutputOptions()
        if let format { options.choose(.template(try Template(parsing: Array(format.utf8)))) }
        if json { options.choose(.json) }
        return String(decoding: OutputFormatter.bytes(for: state, options: options), as: UTF8.self)
    }

    @Test func parsesTextAndKey() throws {
        let state = try make(["-c", "a,b", "--button", "Edit:ctrl+e", "--button", "Back:ctrl-B", "--button", "a:b:x",
                              "--button", "Time: 10:30"])
        #expect(state.chrome.buttons == [ToolbarButton(title: "Edit", keyName: "ctrl+e"),
                                         ToolbarButton(title: "Back", keyName: "ctrl+b"),
                                         ToolbarButton(title: "a:b", keyName: "x"),
                                         ToolbarButton(title: "Time: 10:30")])
    }

    @Test func tabWalksCancelTheButtonsThenDone() throws {
        var state = try make(["-c", "a,b", "--cancel", "No", "--button", "Edit", "--button", "Back"])
        #expect(state.focusStops == [.wheel(0), .cancel, .button(0), .button(1), .done])
        _ = state.press(.tab, at: 0)
        _ = state.press(.tab, at: 0)
        #expect(state.focus == .button(0))
        #expect(state.press(.enter, at: 0) == [.finish(.pressed(0))])
        #expect(try printed(state) == "a\n", "the selection, as Done prints it")
        #expect(try printed(state, "{1} {button}") == "a Edit\n")
        #expect(try printed(state, json: true)
                == #"[{"component":1,"row":0,"value":"a","title":"a","label":null,"button":"Edit"}]"# + "\n")
    }

    @Test func itsKeyPressesItFromAnywhereButASearch() throws {
        var state = try make(["-c", "a,b", "--button", "Edit:ctrl+e", "--button", "Back:x"])
        _ = state.press(.down, at: 0)
        #expect(state.press(.control("e"), at: 0) == [.finish(.pressed(0))])
        #expect(try printed(state) == "b\n")
        var searching = try make(["-c", "xa,xb", "--button", "Back:x"])
        _ = searching.press(.character("/"), at: 0)
        #expect(searching.press(.character("x"), at: 0) == [], "typed into the search")
        #expect(searching.finder.search?.query == "x")
    }

    @Test func aClickPressesIt() throws {
        var state = try make(["-c", "a,b", "--button", "Edit"])
        #expect(state.apply(.input([.press(.button(0))]), at: 0) == [.finish(.pressed(0))])
        #expect(state.apply(.input([.press(.button(5))]), at: 0) == [], "no such button")
    }

    @Test func doneNamesItselfInTheTemplateAndNotInJSON() throws {
        var state = try make(["-c", "a,b", "--button", "Edit"])
        #expect(state.press(.enter, at: 0) == [.finish(.accepted)])
        #expect(try printed(state, "{button}") == "Done\n")
        #expect(try printed(state, json: true) == #"[{"component":1,"row":0,"value":"a","title":"a","label":null}]"# + "\n")
    }

    @Test func drawnBetweenCancelAndDone() throws {
        let state = try make(["-c", "a,b", "--cancel", "No", "--button", "Edit"])
        let text = Renderer().render(state, size: TerminalSize(columns: 60, rows: 12)).text
        #expect(text.contains { $0.contains("[ No ]  [ Edit ]  [ Done ]") })
    }

    @Test func tooManyOrEmpty() {
        let many = (0...Limits.buttons).flatMap { ["--button", "B\($0)"] }
        #expect(throws: ReelError.self) { try make(["-c", "a"] + many) }
        #expect(throws: ReelError.self) { try make(["-c", "a", "--button", ""]) }
    }

    @Test func theAccessibleModeOffersTheButtons() throws {
        var state = try make(["-c", "a,b", "--button", "Edit"])
        var interview = Interview(state)
        guard case .ask = interview.next(state) else { Issue.record("asks the wheel first"); return }
        let chosen = try interview.answer("b", state: state, at: 0).get()
        _ = state.apply(.input(chosen.actions ?? []), at: 0)
        guard case .ask(let prompt) = interview.next(state) else { Issue.record("then Done or a button"); return }
        #expect(prompt.question == "Done? [Y/n, Edit]: ")
        _ = try interview.answer("edit", state: state, at: 0).get()
        guard case .end(_, let actions) = interview.next(state) else { Issue.record("ends"); return }
        #expect(state.apply(.input(actions), at: 0) == [.finish(.pressed(0))])
        #expect(try printed(state) == "b\n")
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
        let state = try make(["-c", "a,b", "--button", "A:ctrl+e", "--button", "B:ctrl+k", "--button", "C:E", "--button", "D:e",
                              "--button", "Time: 10:30", "--button", "Ratio:ab"])
        #expect(state.chrome.buttons.map(\.keyName) == ["ctrl+e", "ctrl+k", "E", "e", nil, nil])
        #expect(state.chrome.buttons.map(\.title) == ["A", "B", "C", "D", "Time: 10:30", "Ratio:ab"])
        let filtering = try make(["-c", "a,b", "--filter", "--button", "Edit:ctrl+e"])
        #expect(filtering.chrome.buttons == [ToolbarButton(title: "Edit", keyName: "ctrl+e")], "a ctrl key under --filter")
    }
}
