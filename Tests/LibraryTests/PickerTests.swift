import Foundation
import ReelKit
import Testing

/// The library's whole public surface, from a module that imports ReelKit
/// without @testable: if the example needs something internal, this breaks.
@Suite struct PickerTests {
    let size = TerminalSize(columns: 40, rows: 24)

    @Test func restTimerFromARangeInOneExpression() {
        let picker = Picker(components: [.init(1...20, label: "분", selectedRow: 9)], title: "휴식하기")
        #expect(picker.numberOfComponents == 1)
        #expect(picker.numberOfRows(inComponent: 0) == 20)
        #expect(picker.selectedRow(inComponent: 0) == 9)
        #expect(picker.selection == PickerSelection(rows: [9], titles: ["10"]))
        #expect(picker.render(size: size).text == [
            "휴식하기",
            "  8     ",
            "  9     ",
            " 10 분  ",
            " 11     ",
            " 12     ",
            "[ Done ]",
        ])
    }

    @Test func arraysHalfOpenRangesStepsAndPadding() {
        var picker = Picker(components: [
            .init(["Mon", "Tue", "Wed"], selectedRow: 1),
            .init(0..<60, step: 5, padding: 2, isCyclic: true),
        ])
        #expect(picker.numberOfRows(inComponent: 1) == 12)
        #expect(picker.title(forRow: 1, forComponent: 1) == "05")
        picker.selectRow(99, inComponent: 0)
        #expect(picker.selectedRow(inComponent: 0) == 2)
        picker.selectRow(11, inComponent: 1)
        #expect(picker.selection.titles == ["Wed", "55"])
        #expect(picker.dataSource == nil)
        // No data source: a reload keeps the rows and the selection.
        picker.reloadComponent(1)
        picker.reloadAllComponents()
        #expect(picker.selection.titles == ["Wed", "55"])
    }

    @Test func titleButtonsAndRowsAreSettable() {
        var picker = Picker(components: [.init(["a", "b", "c"])])
        picker.title = "Pick"
        picker.message = "one letter"
        picker.doneTitle = "OK"
        picker.cancelTitle = "Cancel"
        picker.visibleRows = 3
        // Three rows: the band in the middle, row "a" on it.
        #expect(picker.render(size: size).text == [
            "       Pick       ",
            "    one letter    ",
            "                  ",
            "        a         ",
            "        b         ",
            "[ Cancel ]  [ OK ]",
        ])
    }

    @Test func didSelectRowReloadsTheCityWheel() throws {
        var picker = Picker(dataSource: Places())
        #expect(picker.numberOfRows(inComponent: 1) == 3)
        picker.selectRow(2, inComponent: 1)
        #expect(picker.selection.titles == ["France", "Marseille"])

        picker.selectRow(1, inComponent: 0)
        #expect(picker.numberOfRows(inComponent: 1) == 4)
        #expect(picker.selection.titles == ["Japan", "Tokyo"])
        picker.selectRow(3, inComponent: 1)
        #expect(picker.selection.titles == ["Japan", "Sapporo"])

        let places = try #require(picker.dataSource as? Places)
        #expect(places.country == 1)
        // Selecting a city calls the delegate but reloads nothing.
        #expect(places.selections == ["2@1", "1@0", "3@1"])
    }

    @Test func moreRowsThanTheReloadedWheelHasAreClamped() {
        var picker = Picker(dataSource: Places())
        picker.selectRow(1, inComponent: 0)
        picker.selectRow(3, inComponent: 1)
        picker.selectRow(2, inComponent: 0)
        #expect(picker.numberOfRows(inComponent: 1) == 2)
        #expect(picker.selection.titles == ["Peru", "Lima"])
    }

    @Test func reloadComponentReadsAChangedDataSource() throws {
        var picker = Picker(dataSource: Places())
        picker.selectRow(1, inComponent: 1)
        var places = try #require(picker.dataSource as? Places)
        places.countries[0].cities = ["Nice", "Lille"]
        picker.dataSource = places
        // As in UIKit, nothing changes until the component is reloaded.
        #expect(picker.numberOfRows(inComponent: 1) == 3)
        picker.reloadComponent(1)
        #expect(picker.numberOfRows(inComponent: 1) == 2)
        #expect(picker.selection.titles == ["France", "Lille"])
    }

    @Test func reloadAllComponentsReadsTheComponentCountAgain() {
        var picker = Picker(dataSource: Grid(columns: [3, 4]))
        picker.selectRow(2, inComponent: 1)
        picker.dataSource = Grid(columns: [5, 2, 7])
        picker.reloadAllComponents()
        #expect(picker.numberOfComponents == 3)
        #expect(picker.selection.titles == ["0.0", "1.1", "2.0"])
        picker.dataSource = Grid(columns: [1])
        picker.reloadAllComponents()
        #expect(picker.selection.rows == [0])
    }

    @Test func styledRowsDrawTheirIconAndColours() throws {
        var picker = Picker(dataSource: Traffic())
        picker.selectRow(2, inComponent: 0)
        let frame = picker.render(size: size)
        #expect(frame.text == [
            " ●  STOP        ",
            " ●  WAIT        ",
            " ●   GO   light ",
            "                ",
            "                ",
            "        [ Done ]",
        ])
        // The selected row's text is green and bold over the theme.
        let line = frame.lines[2]
        let g = try #require(line.firstIndex { $0.text == "G" })
        #expect(line[g].style.foreground == .ansi(2))
        #expect(line[g].style.attributes.contains(.bold))
        let s = try #require(frame.lines[0].firstIndex { $0.text == "S" })
        #expect(frame.lines[0][s].style.foreground == .ansi(1))
    }

    @Test func rowHeightFromTheDelegate() {
        struct Tall: PickerDataSource, PickerDelegate {
            var numberOfComponents: Int { 2 }
            func numberOfRows(inComponent component: Int) -> Int { 3 }
            func title(forRow row: Int, forComponent component: Int) -> String { "\(row)" }
            func rowHeight(forComponent component: Int) -> Int { component == 1 ? 2 : 1 }
        }
        #expect(Picker(dataSource: Tall()).appearance.rowHeight == 2)
    }

    @Test func runWithNothingToPickThrowsATypedError() {
        var empty = Picker(components: [])
        #expect(throws: PickerError.noComponents) { try empty.run() }
        var hollow = Picker(components: [.init(["a"]), .init([String]())])
        #expect(throws: PickerError.emptyComponent(1)) { try hollow.run() }
    }
}

/// The rest of the surface: what `didSelectRow` sees and may ask through
/// `PickerControl`, components over any `RowSource`, and the settings
/// `run()` reads.
@Suite struct PickerControlTests {
    /// Mirrors component 0 into every other component, reloading them all.
    struct Mirror: PickerDataSource, PickerDelegate {
        var rows = 3
        var seen: [String] = []
        var numberOfComponents: Int { 3 }
        func numberOfRows(inComponent component: Int) -> Int { component == 0 ? 5 : rows }
        func title(forRow row: Int, forComponent component: Int) -> String { "\(row)" }
        func label(forComponent component: Int) -> String? { component == 0 ? "src" : nil }
        func isCyclic(component: Int) -> Bool { component == 0 }
        func width(forComponent component: Int) -> Int? { 3 }
        mutating func didSelectRow(_ row: Int, inComponent component: Int, of picker: inout PickerControl) {
            guard component == 0 else { return }
            seen.append("\(picker.numberOfComponents):\(picker.selectedRows)")
            rows = row + 1
            picker.reloadAllComponents()
            for other in 1..<picker.numberOfComponents { picker.selectRow(row, inComponent: other) }
            seen.append("\(picker.selectedRow(inComponent: 1))")
        }
    }

    @Test func reloadAllAndMovesFromTheDelegate() throws {
        var picker = Picker(dataSource: Mirror())
        picker.selectRow(1, inComponent: 2)
        picker.selectRow(3, inComponent: 0)
        #expect(picker.selection.rows == [3, 3, 3])
        #expect(picker.numberOfRows(inComponent: 1) == 4)
        let mirror = try #require(picker.dataSource as? Mirror)
        #expect(mirror.seen == ["3:[3, 0, 1]", "3"])
        #expect(picker.render(size: TerminalSize(columns: 40, rows: 10)).text[2] == "  3  src   3    3  ")
    }

    @Test func componentsOverAnyRowSourceAndRunSettings() {
        var picker = Picker(components: [.init(rows: ListRows(["x", "y"]), alignment: .left)])
        picker.status = "loading…"
        picker.color = .never
        picker.options.timeout = 5
        picker.options.acceptOnTimeout = true
        picker.measure = DisplayWidth(ambiguousIsWide: true)
        picker.selectRow(1, inComponent: 0)
        #expect(picker.selection.titles == ["y"])
        #expect(picker.render(size: TerminalSize(columns: 30, rows: 10)).text.contains { $0.contains("loading…") })
    }
}
