import ReelCore
import ReelTerminal

/// Several pickers on one screen, as an iOS app's text fields that share
/// one `UIPickerView` (the first seed's app): each field is a picker of its
/// own, a line per field shows its answer, and the picker under the lines
/// shows the focused field's components; focusing another field reloads it
/// with that field's rows (`reloadAllComponents`). Tab walks every
/// component of every field; Enter accepts the whole form.
///
///     var form = PickerForm(fields: [.init("Country", countries), .init("Colour", colours)], title: "Pick")
///     if case .selected(let answers) = try form.run() { print(answers["Country"]!.titles[0]) }
///
/// UIKit has no form of pickers; the words here are the closest UIKit has:
/// a field is a named `Picker`, its answer a `PickerSelection`.
public struct PickerForm: Sendable {
    /// A field: its name (its label on screen) and the picker it asks with.
    public struct Field: Sendable {
        public var name: String
        public var picker: Picker

        public init(_ name: String, _ picker: Picker) {
            self.name = name
            self.picker = picker
        }
    }

    /// The form's picker, which shows one field at a time (`Form` in the
    /// model); its appearance and options are the form's. Its components
    /// are the shown field's: `selection` here has every field's.
    public private(set) var picker: Picker
    public let names: [String]

    public init(fields: [Field], title: String? = nil, message: String? = nil) {
        let state = PickerState(fields: fields.map { ($0.name, $0.picker.state) },
                                chrome: Chrome(title: title, message: message))
        picker = Picker(state: state, appearance: fields.first?.picker.appearance ?? Appearance())
        names = fields.map(\.name)
    }

    /// The accept button's text ("Done").
    public var doneTitle: String {
        get { picker.doneTitle }
        set { picker.doneTitle = newValue }
    }

    /// The cancel button's text; nil (the default): no button, Esc cancels.
    public var cancelTitle: String? {
        get { picker.cancelTitle }
        set { picker.cancelTitle = newValue }
    }

    public var appearance: Appearance {
        get { picker.appearance }
        set { picker.appearance = newValue }
    }

    public var options: PickerOptions {
        get { picker.options }
        set { picker.options = newValue }
    }

    /// Each field's answer by name, in field order.
    public var selection: PickerFormSelection {
        guard let form = picker.state.form else { return PickerFormSelection(fields: []) }
        return PickerFormSelection(fields: form.fields.indices.map { index in
            (form.fields[index].name, Picker.selection(of: picker.state.field(index)))
        })
    }

    /// Fills `component` of field `name` with `command`'s output lines, as
    /// `Picker.setRowsCommand` does; `{1}` is the field's first component and
    /// `{Country}` another field's value, so a city field follows its country.
    public mutating func setRowsCommand(_ command: String, forComponent component: Int, inField name: String,
                                        separator: String = " ") throws(Picker.RowsCommandError) {
        guard let index = names.firstIndex(of: name), picker.state.field(index).wheels.indices.contains(component) else {
            throw Picker.RowsCommandError(component: component, message: "no component \(component) in field \(name)")
        }
        try picker.setRowsCommand(Picker.parsed(command, component: component), forComponent: component, maxRows: 10_000_000,
                                  selecting: nil, separator: Array(separator.utf8), field: index)
    }

    /// The form drawn at `size`, as `run()` would draw it.
    public func render(size: TerminalSize) -> Frame { picker.render(size: size) }

    /// Shows the form on `/dev/tty` until the person accepts or cancels.
    public mutating func run() throws(PickerError) -> PickerFormResult {
        switch try picker.run() {
        case .selected: return .selected(selection)
        case .cancelled: return .cancelled
        case .interrupted: return .interrupted
        case .timedOut: return .timedOut
        }
    }
}

/// How `PickerForm.run()` ended, as `PickerResult` for one picker.
public enum PickerFormResult: Equatable, Sendable {
    case selected(PickerFormSelection)
    case cancelled
    case interrupted
    case timedOut
}

/// Each field's answer, in field order.
public struct PickerFormSelection: Equatable, Sendable {
    public var fields: [(name: String, selection: PickerSelection)]

    public init(fields: [(name: String, selection: PickerSelection)]) { self.fields = fields }

    /// The answer of the field named `name`.
    public subscript(name: String) -> PickerSelection? { fields.first { $0.name == name }?.selection }

    public static func == (a: PickerFormSelection, b: PickerFormSelection) -> Bool {
        a.fields.map(\.name) == b.fields.map(\.name) && a.fields.map(\.selection) == b.fields.map(\.selection)
    }
}
