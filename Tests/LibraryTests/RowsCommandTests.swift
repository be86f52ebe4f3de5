import Testing
import ReelKit

/// The library's side of `!CMD` and `--on-change`, through the public API.
@Suite struct RowsCommandTests {
    @Test func aComponentFedByACommandStartsEmptyAndLoadsWhileRunning() throws {
        var picker = Picker(components: [.init(["main", "dev"]), .init(["placeholder"])])
        try picker.setRowsCommand("git log --format=%h -n 50 {1}", forComponent: 1)
        #expect(picker.numberOfRows(inComponent: 1) == 0)
    }

    @Test func placeholdersMustNameComponents() {
        var picker = Picker(components: [.init(["a"])])
        #expect(throws: Picker.RowsCommandError.self) { try picker.setRowsCommand("echo {3}", forComponent: 0) }
        #expect(throws: Picker.RowsCommandError.self) { try picker.setRowsCommand("echo", forComponent: 4) }
    }

    @Test func aChangeCallbackIsAnOption() {
        var picker = Picker(components: [.init(1...10)])
        picker.options.onSettledChange = { picker in _ = picker.selection.titles }
        #expect(picker.options.onSettledChange != nil)
    }

    @Test func previewAndChangeCommandsCheckTheirPlaceholders() throws {
        var picker = Picker(components: [.init(["a", "b"])])
        try picker.setPreviewCommand("echo {1}", lines: 3)
        try picker.setChangeCommand("echo {}")
        #expect(throws: Picker.RowsCommandError.self) { try picker.setPreviewCommand("echo {2}") }
        #expect(throws: Picker.RowsCommandError.self) { try picker.setChangeCommand("echo {9}") }
    }

    @Test func loadRowsCommandsRunsEachOnceWithTheValuesSoFar() throws {
        var picker = Picker(components: [.init(["a", "b"]), .init(["-"]), .init(["-"])])
        picker.selectRow(1, inComponent: 0)
        try picker.setRowsCommand("printf '%s-1\\n%s-2\\n' {1} {1}", forComponent: 1, selecting: "b-2")
        try picker.setRowsCommand("echo {2}+", forComponent: 2)
        try picker.loadRowsCommands()
        #expect(picker.numberOfRows(inComponent: 1) == 2)
        #expect(picker.selection.titles == ["b", "b-2", "b-2+"])
    }

    @Test func loadRowsCommandsNamesTheComponentThatFailed() throws {
        var picker = Picker(components: [.init(["a"]), .init(["-"])])
        try picker.setRowsCommand("echo broken >&2; exit 3", forComponent: 1)
        #expect(throws: Picker.RowsCommandError(component: 1, message: "broken")) { try picker.loadRowsCommands() }
        try picker.setRowsCommand("true", forComponent: 1)
        #expect(throws: Picker.RowsCommandError(component: 1, message: "no output")) { try picker.loadRowsCommands() }
    }
}
