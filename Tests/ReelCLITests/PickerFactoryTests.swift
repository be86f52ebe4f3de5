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
import CoreTestSupport
import TerminalTestSupport

@Suite struct PickerFactoryTests {
    func inputs(stdin: String? = nil, files: [String: String] = [:]) -> PickerFactory.Inputs {
        PickerFactory.Inputs(
            standardInputIsTerminal: stdin == nil,
            readStandardInput: { _ throws(LineRows.ReadError) in LineRows(stdin ?? "") },
            readFile: { path, _ throws(LineRows.ReadError) in
                guard let text = files[path] else { throw LineRows.ReadError(errno: 2) }
                return LineRows(text)
            })
    }

    func make(_ arguments: [String], stdin: String? = nil, files: [String: String] = [:]) throws -> PickerState {
        try PickerFactory.makeState(try ArgumentParser.parse(arguments), inputs: inputs(stdin: stdin, files: files))
    }

    func message(_ arguments: [String], stdin: String? = nil) -> String? {
        do {
            _ = try make(arguments, stdin: stdin)
            return nil
        } catch {
            return (error as? ReelError)?.message
        }
    }

    @Test func restTimer() throws {
        let state = try make(["--title", "휴식하기", "-c", "1...20", "-l", "분", "-s", "10"])
        #expect(state.selectedRows == [9])
        #expect(state.wheels[0].label == "분")
        #expect(state.chrome.title == "휴식하기")
    }

    @Test func stdinIsTheDefaultComponentWhenPiped() throws {
        let state = try make([], stdin: "Red\nOrange\n")
        #expect(state.wheels.count == 1)
        #expect(state.wheels[0].rows.count == 2)
    }

    @Test func selectMatchesValueThenTitleAndSelectRowWins() throws {
        #expect(try make(["-c", "a,b,c", "-s", "c"]).selectedRows == [2])
        #expect(try make(["-c", "00...59", "-s", "7"]).selectedRows == [7])
        #expect(try make(["-c", "a,b,c", "-s", "c", "--select-row", "1"]).selectedRows == [1])
    }

    @Test func focus() throws {
        #expect(try make(["-c", "1...3", "-c", "1...3", "--focus", "2"]).focus == .wheel(1))
    }

    @Test func errors() {
        #expect(message([]) == "nothing to choose from: give --component SPEC (e.g. -c 1...20) or pipe rows on stdin")
        #expect(message(["-c", "-", "-c", "-"], stdin: "a\n") == "only one component can read stdin ('-')")
        #expect(message(["-c", "-"], stdin: "") == "component '-': no rows to choose from")
        #expect(message(["-c", "@missing"]) == "component '@missing': cannot read 'missing': No such file or directory")
        #expect(message(["-c", "1...20", "-s", "21"]) == "--select '21' is not a row of component 1 ('1...20')")
        #expect(message(["-c", "1...3", "--select-row", "3"]) == "--select-row 3 is outside component 1, which has rows 0 to 2")
        #expect(message(["-c", "1...3", "--focus", "2"]) == "--focus 2 is not a component; expected 1 to 1")
        #expect(message(["-c", "1...", "-c", "2"]) == "component '1...' has no upper bound; write A...B or A..<B with two numbers or two letters, e.g. 1...20, 0..<60, 0...55/5, a...z")
    }
}
