import Testing
import ReelKit

/// The list look through the library: one component drawn as a table
/// under its query line, a header above it.
@Suite struct ListLookTests {
    @Test func aComponentShownAsAListUnderItsQuery() {
        var picker = Picker(components: [.init(["apple", "banana", "cherry", "grape", "mango"])])
        picker.showsAsList = true
        picker.headerLines = ["Fruit"]
        picker.visibleRows = 3
        picker.setFiltersRows(true, inComponent: 0)
        picker.searchText = "an"
        let shown = picker.render(size: TerminalSize(columns: 20, rows: 12)).text
        #expect(shown == [
            "> an             2/5",
            " Fruit              ",
            " mango              ",
            " banana             ",
            "                    ",
            "            [ Done ]",
        ], "\(shown)")
        picker.showsAsList = false
        let wheel = picker.render(size: TerminalSize(columns: 20, rows: 12)).text
        #expect(wheel.last?.hasPrefix("> an") == true, "a wheel's query is in the toolbar again: \(wheel)")
    }

    @Test func theChosenRowMovesDownTheListUntilItScrolls() {
        var picker = Picker(components: [.init((1...20).map { "row \($0)" })])
        picker.showsAsList = true
        picker.visibleRows = 5
        picker.selectRow(3, inComponent: 0)
        let shown = picker.render(size: TerminalSize(columns: 20, rows: 12)).text
        #expect(shown[0].hasSuffix("4/20"))
        #expect(shown[1].trimmingCharacters(in: .whitespaces) == "row 2", "two rows kept below the chosen one: \(shown)")
    }
}
