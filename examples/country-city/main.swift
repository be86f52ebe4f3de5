// country-city: a two-wheel picker whose city wheel follows the country,
// as UIPickerView does with reloadComponent in didSelectRow. Prints
// "City, Country" on stdout; exits 1 on cancel, 130 on ctrl+c.
import ReelKit
// A program outside reel's package would import its C library itself
// (reel's own files use the ReelSystem shim, which is not a product).
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The data source and the delegate in one value, as a view controller is
/// both: `didSelectRow` changes `country`, and the reloaded city wheel reads it.
struct Places: PickerDataSource, PickerDelegate {
    let countries: [(name: String, flag: String, cities: [String])] = [
        ("France", "🇫🇷", ["Paris", "Lyon", "Marseille"]),
        ("Japan", "🇯🇵", ["Tokyo", "Osaka", "Kyoto", "Sapporo"]),
        ("Korea", "🇰🇷", ["Seoul", "Busan"]),
        ("Peru", "🇵🇪", ["Lima", "Cusco"]),
    ]
    /// The country whose cities the second wheel shows.
    var country = 0

    var numberOfComponents: Int { 2 }

    func numberOfRows(inComponent component: Int) -> Int {
        component == 0 ? countries.count : countries[country].cities.count
    }

    func title(forRow row: Int, forComponent component: Int) -> String {
        component == 0 ? countries[row].name : countries[country].cities[row]
    }

    func styledRow(_ row: Int, forComponent component: Int) -> PickerRow? {
        guard component == 0 else { return nil }
        return PickerRow(countries[row].name, icon: countries[row].flag)
    }

    func width(forComponent component: Int) -> Int? { 10 }

    mutating func didSelectRow(_ row: Int, inComponent component: Int, of picker: inout PickerControl) {
        guard component == 0, row != country else { return }
        country = row
        picker.reloadComponent(1)
        picker.selectRow(0, inComponent: 1)
    }
}

/// One line on stderr.
func complain(_ message: String) {
    let line = Array("country-city: \(message)\n".utf8)
    _ = line.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
}

var picker = Picker(dataSource: Places(), title: "Where to?")
picker.cancelTitle = "Cancel"
do {
    switch try picker.run() {
    case .selected(let choice):
        print("\(choice.titles[1]), \(choice.titles[0])")
    case .cancelled, .timedOut:
        exit(1)
    case .interrupted:
        exit(130)
    }
} catch {
    // A typed error: the only thing run() throws is PickerError.
    switch error {
    case .noTerminal(let reason): complain("no terminal (\(reason))")
    case .noComponents, .emptyComponent: complain("nothing to pick")
    }
    exit(2)
}
