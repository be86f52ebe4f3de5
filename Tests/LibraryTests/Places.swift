import ReelKit

/// The seeds' country → city picker, written only against the public API:
/// the data source and the delegate in one value.
struct Places: PickerDataSource, PickerDelegate {
    var countries: [(name: String, cities: [String])] = [
        ("France", ["Paris", "Lyon", "Marseille"]),
        ("Japan", ["Tokyo", "Osaka", "Kyoto", "Sapporo"]),
        ("Peru", ["Lima", "Cusco"]),
    ]
    var country = 0
    /// Calls seen, to check when the delegate runs.
    var selections: [String] = []

    var numberOfComponents: Int { 2 }

    func numberOfRows(inComponent component: Int) -> Int {
        component == 0 ? countries.count : countries[country].cities.count
    }

    func title(forRow row: Int, forComponent component: Int) -> String {
        component == 0 ? countries[row].name : countries[country].cities[row]
    }

    mutating func didSelectRow(_ row: Int, inComponent component: Int, of picker: inout PickerControl) {
        selections.append("\(row)@\(component)")
        guard component == 0, row != country else { return }
        country = row
        picker.reloadComponent(1)
        picker.selectRow(0, inComponent: 1)
    }
}

/// A data source with no delegate: a grid of numbered rows.
struct Grid: PickerDataSource {
    var columns: [Int]
    var numberOfComponents: Int { columns.count }
    func numberOfRows(inComponent component: Int) -> Int { columns[component] }
    func title(forRow row: Int, forComponent component: Int) -> String { "\(component).\(row)" }
}

/// A delegate that styles rows: coloured, bold, with an icon column, and a
/// fixed width, label and row height.
struct Traffic: PickerDataSource, PickerDelegate {
    let lights = ["stop", "wait", "go"]
    var numberOfComponents: Int { 1 }
    func numberOfRows(inComponent component: Int) -> Int { lights.count }
    func title(forRow row: Int, forComponent component: Int) -> String { lights[row] }
    func styledRow(_ row: Int, forComponent component: Int) -> PickerRow? {
        let colors: [Color] = [.ansi(1), .ansi(3), .ansi(2)]
        return PickerRow(lights[row].uppercased(), icon: "●", foreground: colors[row], attributes: .bold)
    }
    func width(forComponent component: Int) -> Int? { 6 }
    func label(forComponent component: Int) -> String? { "light" }
    func rowHeight(forComponent component: Int) -> Int { 1 }
}
