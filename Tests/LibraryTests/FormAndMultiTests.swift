import Testing
import ReelKit

/// Forms and multiple selection through the public API alone.
@Suite struct FormAndMultiTests {
    @Test func aComponentThatAllowsMultipleSelectionAnswersWithItsCheckedRows() {
        var component = PickerComponent(["a", "b", "c", "d"])
        component.allowsMultipleSelection = true
        component.maximumCheckedRows = 2
        var picker = Picker(components: [component, .init(1...3)])
        #expect(picker.checkedRows(inComponent: 0) == [0], "none checked: the selected row")
        picker.setRow(3, checked: true, inComponent: 0)
        picker.setRow(1, checked: true, inComponent: 0)
        picker.setRow(2, checked: true, inComponent: 0)
        #expect(picker.checkedRows(inComponent: 0) == [1, 3], "at most two")
        #expect(picker.selection.checkedRows == [[1, 3], [0]])
        #expect(picker.render(size: TerminalSize(columns: 30, rows: 8)).text.contains { $0.contains("✓ b") })
        picker.setAllowsMultipleSelection(false, inComponent: 0)
        #expect(picker.checkedRows(inComponent: 0) == [0])
    }

    @Test func aFormShowsALinePerFieldAndAnswersPerField() {
        var colours = Picker(components: [.init(["Red", "Green"])])
        colours.selectRow(1, inComponent: 0)
        let form = PickerForm(fields: [.init("Country", Picker(components: [.init(["France", "Japan"])])),
                                       .init("Colour", colours)], title: "Favourites")
        let text = form.render(size: TerminalSize(columns: 40, rows: 12)).text
        #expect(text.contains { $0.contains("› Country  France") })
        #expect(text.contains { $0.contains("Colour   Green") })
        #expect(form.selection["Colour"]?.titles == ["Green"])
        #expect(form.selection.fields.map(\.name) == ["Country", "Colour"])
    }
}
