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
        picker.options.onSettledChange = { selection in _ = selection.titles }
        #expect(picker.options.onSettledChange != nil)
    }
}
