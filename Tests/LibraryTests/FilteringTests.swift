import Testing
import ReelKit

/// Filtering through the library: a component narrowed by a query in
/// fzf's syntax, whose rows keep their data source's numbers.
@Suite struct FilteringTests {
    func picker() -> Picker {
        var picker = Picker(components: [.init(["apple", "banana", "cherry", "grape", "mango"])])
        picker.setFiltersRows(true, inComponent: 0)
        return picker
    }

    @Test func aQueryNarrowsTheRowsBestFirstAndRowsKeepTheirNumbers() {
        var picker = picker()
        #expect(picker.filteringComponent == 0)
        #expect(picker.searchText == "")
        picker.searchText = "an"
        #expect(picker.numberOfMatchingRows == 2, "banana and mango")
        #expect(picker.numberOfRows(inComponent: 0) == 5, "the data source's rows")
        // Both match "an" alike, as fzf scores them; the shorter row first.
        #expect(picker.selectedRow(inComponent: 0) == 4, "mango, the best match, as the data source numbers it")
        #expect(picker.selection.titles == ["mango"])
        let shown = picker.render(size: TerminalSize(columns: 40, rows: 12)).text.joined(separator: "\n")
        #expect(shown.contains("mango") && !shown.contains("cherry"), "\(shown)")
    }

    @Test func aHiddenRowCannotBeSelectedAndClearingKeepsTheBand() {
        var picker = picker()
        picker.searchText = "an"
        picker.selectRow(1, inComponent: 0)
        #expect(picker.selectedRow(inComponent: 0) == 1, "banana, shown second")
        picker.selectRow(2, inComponent: 0)
        #expect(picker.selectedRow(inComponent: 0) == 1, "cherry is hidden by the query")
        picker.searchText = nil
        #expect(picker.numberOfMatchingRows == 5)
        #expect(picker.selectedRow(inComponent: 0) == 1, "the band stays on banana")
    }

    @Test func theExtendedSyntaxAndNoSort() {
        var picker = Picker(components: [.init(["grape", "apple", "pineapple", "apricot"])])
        picker.setFiltersRows(true, inComponent: 0, sortsMatches: false)
        picker.searchText = "^ap !cot"
        #expect(picker.numberOfMatchingRows == 1)
        #expect(picker.selection.titles == ["apple"])
        picker.setFiltersRows(false, inComponent: 0)
        #expect(picker.filteringComponent == nil)
        #expect(picker.searchText == nil)
        #expect(picker.selection.titles == ["apple"], "all rows again, the band where it was")
    }

    /// Several components filter at once, each with its own query: the
    /// focused one's is `searchText`; any is reached by its number.
    @Test func severalComponentsEachKeepTheirOwnQuery() {
        var picker = Picker(components: [.init(["apple", "banana", "cherry"]), .init(["red", "green", "blue"])])
        picker.setFiltersRows(true, inComponent: 0)
        picker.setFiltersRows(true, inComponent: 1)
        #expect(picker.filteringComponents == [0, 1])
        #expect(picker.filteringComponent == 1, "the component filtered last has the focus")
        picker.searchText = "bl"
        picker.setSearchText("ch", inComponent: 0)
        #expect(picker.searchText(inComponent: 0) == "ch")
        #expect(picker.searchText == "bl")
        #expect(picker.numberOfMatchingRows(inComponent: 0) == 1)
        #expect(picker.selection.titles == ["cherry", "blue"])
        picker.setFiltersRows(false, inComponent: 1)
        #expect(picker.filtersRows(inComponent: 0) && !picker.filtersRows(inComponent: 1))
        #expect(picker.numberOfRows(inComponent: 1) == 3)
        #expect(picker.searchText(inComponent: 0) == "ch", "the other keeps its query")
    }
}
