// two-fields: the first seed's app on the terminal. Two fields share one
// picker, as two text fields share one UIPickerView: focusing a field
// reloads the picker with its rows, and what is spun shows in the field's
// line. The colours draw an icon of their colour beside their names.
// Prints the country and the colour, a line each; exits 1 on cancel, 130
// on ctrl+c.
import ReelKit
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The colour field's rows: each with a dot of its colour in the icon column.
struct Colours: PickerDataSource, PickerDelegate {
    let colours: [(name: String, color: Color)] = [
        ("Red", .ansi(1)), ("Orange", .palette(208)), ("Yellow", .ansi(3)), ("Green", .ansi(2)),
        ("Blue", .ansi(4)), ("Purple", .ansi(5)),
    ]

    var numberOfComponents: Int { 1 }
    func numberOfRows(inComponent component: Int) -> Int { colours.count }
    func title(forRow row: Int, forComponent component: Int) -> String { colours[row].name }

    func styledRow(_ row: Int, forComponent component: Int) -> PickerRow? {
        var styled = PickerRow(colours[row].name, icon: "●")
        styled.foreground = colours[row].color
        return styled
    }
}

let countries = Picker(components: [.init(["France", "Japan", "Korea", "Peru", "Senegal"])])
var form = PickerForm(fields: [.init("Country", countries), .init("Colour", Picker(dataSource: Colours()))],
                      title: "Favourites")
form.cancelTitle = "Cancel"
do {
    switch try form.run() {
    case .selected(let answers):
        print(answers["Country"]?.titles[0] ?? "")
        print(answers["Colour"]?.titles[0] ?? "")
    case .cancelled, .timedOut:
        exit(1)
    case .interrupted:
        exit(130)
    }
} catch {
    let line = Array("two-fields: \(error)\n".utf8)
    _ = line.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
    exit(2)
}
