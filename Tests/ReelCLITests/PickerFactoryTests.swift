import Testing
@testable import ReelCLI
@testable import ReelText
@testable import ReelRows
@testable import ReelModel
@testable import ReelSpec
@testable import ReelOutput
@testable import ReelKit

/// What the factories build from the command line's plan: rows, `--select`
/// and `--focus`, the options that reach a wheel, the commands set through
/// the library's API, and every problem as one line.
@Suite struct PickerFactoryTests {
    func make(_ arguments: [String], stdin: String? = nil) throws -> PickerState {
        try Invocation.state(arguments, inputs: .fixed(stdin: stdin))
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

    @Test func showValueAndIconReachTheWheel() throws {
        let arguments = ["-c", "-", "--show", "2", "--value", "3", "--icon", "1", "--batch", "-s", "id-2"]
        let state = try make(arguments, stdin: "🍎\tApple\tid-1\n🍌\tBanana\tid-2\nplain\n")
        #expect(state.selectedRows == [1])
        #expect(OutputFormatter.bytes(for: state, options: try ArgumentParser.parse(arguments).output) == Array("id-2\n".utf8))
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
        #expect(message(["--tree", "-", "-s", "Mars"], stdin: "Asia\n  Korea\n") == "--select 'Mars' is not a row of component 1 ('--tree -')")
        #expect(message(["-p", "time", "--multi"]) == "--preset and --multi cannot be used together")
        #expect(ReelError.tree(path: "r.txt", .init(line: 3, problem: .noParent)).message
            == "tree 'r.txt' line 3: indented under no parent (more than one level deeper than the line above)")
    }

    /// `!CMD`, `--preview`, `--on-change` and `--live` are what a program
    /// gets from the library's setters: the same feeds, the same watch.
    @Test func commandOptionsAreTheLibrarysSetters() throws {
        let picker = try Invocation.picker(["-c", "a,b", "-c", "!echo {1}", "--select", "x", "--preview", "cat {2}",
                                            "--preview-lines", "3", "--on-change", "echo {}", "--live", "-d", ":"],
                                           inputs: .fixed())
        var library = Picker(components: [.init(["a", "b"]), .init(["-"])])
        try library.setRowsCommand("echo {1}", forComponent: 1, selecting: "x", separator: ":")
        try library.setPreviewCommand("cat {2}", lines: 3, separator: ":")
        try library.setChangeCommand("echo {}", separator: ":")
        #expect(picker.state.commands.feeds == library.state.commands.feeds)
        #expect(picker.state.watch == library.state.watch)
        #expect(picker.state.preview?.feed == library.state.preview?.feed)
        #expect(picker.state.preview?.height == 3)
        #expect(picker.options.report != nil, "--live queues a report for stdout on each settled change")
        #expect(picker.options.onSettledChange == nil)
        #expect(try Invocation.picker(["-c", "a,b"], inputs: .fixed()).options.report == nil)
    }

    @Test func aFieldsCommandNumbersItsOwnWheelsAndNamesOtherFields() throws {
        let state = try Invocation.picker(["--field", "Country", "-c", "Japan,Korea", "--field", "City", "-c", "!grep {Country} {1}"],
                                          inputs: .fixed()).state
        let city = state.field(1).commands
        let feed = try #require(city.feeds.first)
        #expect(state.commands.feeds.isEmpty, "the country field shown has no command")
        #expect(feed.target == .wheel(0, field: 1), "the field's own wheel 0")
        let line = city.commandLine(for: feed, selection: SelectionValues(state))
        #expect(String(decoding: line.script, as: UTF8.self) == #"grep "${1}" "${2}""#)
        #expect(line.arguments == [Array("Japan".utf8), []], "{1} is the field's own (empty) wheel")
    }
}
