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
/// A field may be a text field or a switch instead (`PickerTextField`,
/// `PickerSwitch`), drawn on its line and typed or flipped there while it
/// has the focus (the picker under the lines is empty meanwhile).
///
/// UIKit has no form of pickers; the words here are the closest UIKit has:
/// a field is a named `Picker`, `UITextField` or `UISwitch`, its answer a
/// `PickerSelection`, a text or `isOn`.
public struct PickerForm: Sendable {
    /// A field: its name (its label on screen) and what it asks with: a
    /// picker, a text field or a switch (`Kind`).
    public struct Field: Sendable {
        /// What a field asks with.
        public indirect enum Kind: Sendable {
            /// Components to spin, shown in the form's picker while the field has the focus.
            case picker(Picker)
            /// Typed text (`UITextField`), on the field's line.
            case textField(PickerTextField)
            /// On or off (`UISwitch`), on the field's line.
            case `switch`(PickerSwitch)
        }

        public var name: String
        public var kind: Kind

        public init(_ name: String, _ picker: Picker) {
            self.name = name
            kind = .picker(picker)
        }

        public init(_ name: String, textField: PickerTextField) {
            self.name = name
            kind = .textField(textField)
        }

        public init(_ name: String, switch toggle: PickerSwitch) {
            self.name = name
            kind = .switch(toggle)
        }

        /// The picker it asks with; nil for a text field or a switch.
        public var picker: Picker? {
            if case .picker(let picker) = kind { return picker }
            return nil
        }

        /// The model's field, as `reel --field` builds it.
        var model: Form.Field {
            switch kind {
            case .picker(let picker): Form.Field(name: name, wheels: picker.state.wheels(ofField: 0))
            case .textField(let field): Form.Field(name: name, kind: .entry(field.model))
            case .switch(let toggle): Form.Field(name: name, kind: .entry(toggle.model))
            }
        }
    }

    /// The form's picker, which shows one field at a time (`Form` in the
    /// model); its appearance and options are the form's. Its components
    /// are the shown field's: `selection` here has every field's.
    public private(set) var picker: Picker
    public let names: [String]

    public init(fields: [Field], title: String? = nil, message: String? = nil) {
        // The model's form has a field at least: a form of none is a picker
        // of no components, which `run()` refuses (`.noComponents`).
        let state = fields.isEmpty ? PickerState(wheels: [], title: title, message: message)
            : PickerState(fields: fields.map(\.model), chrome: Chrome(title: title, message: message))
        // The look is the first picker's, as it was before forms had other fields.
        picker = Picker(state: state, appearance: fields.lazy.compactMap(\.picker).first?.appearance ?? Appearance())
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

    /// Each field's answer by name, in field order: a picker's
    /// `PickerSelection`, a text field's text, a switch's state.
    public var selection: PickerFormSelection {
        let form = picker.state.form
        return PickerFormSelection(fields: form.fields.indices.map { index in
            // The library's answers name the kinds it offers (`Field.kind`).
            let answer: PickerFormSelection.Answer = switch form.fields[index].entry {
            case let field as TextField: .text(field.text)
            case let toggle as SwitchField: .isOn(toggle.isOn)
            default: .picker(Picker.selection(of: picker.state.wheels(ofField: index)))
            }
            return (form.fields[index].name, answer)
        })
    }

    /// Sets the text of the text field named `name` (`UITextField.text`),
    /// cut at its `maxLength`, the cursor at its end; nothing for a field
    /// that is no text field.
    public mutating func setText(_ text: String, forField name: String) {
        guard let index = names.firstIndex(of: name) else { return }
        picker.state.edit(.text(text, field: index))
    }

    /// Turns the switch named `name` on or off (`UISwitch.setOn`); nothing
    /// for a field that is no switch.
    public mutating func setOn(_ isOn: Bool, forField name: String) {
        guard let index = names.firstIndex(of: name) else { return }
        picker.state.edit(.isOn(isOn, field: index))
    }

    /// Fills `component` of field `name` with `command`'s output lines, as
    /// `Picker.setRowsCommand` does; `{1}` is the field's first component and
    /// `{Country}` another field's value, so a city field follows its country.
    public mutating func setRowsCommand(_ command: String, forComponent component: Int, inField name: String,
                                        separator: String = " ") throws(Picker.RowsCommandError) {
        guard let index = names.firstIndex(of: name), picker.state.wheels(ofField: index).wheels.indices.contains(component) else {
            throw Picker.RowsCommandError(component: component, message: "no component \(component) in field \(name)")
        }
        try picker.setRowsCommand(Picker.parsed(command, component: component), forComponent: component, maxRows: 10_000_000,
                                  selecting: nil, separator: Array(separator.utf8), field: index)
    }

    /// The form drawn at `size`, as `run()` would draw it.
    public func render(size: TerminalSize) -> Frame { picker.render(size: size) }

    /// Shows the form on `/dev/tty` until the person accepts or cancels.
    public mutating func run() throws(PickerError) -> PickerFormResult {
        Self.result(try picker.run(), selection)
    }

    /// Runs the form with `keys` instead of a person's (`Picker.run(keys:)`).
    public mutating func run(keys: PickerKeys, size: TerminalSize = .fallback,
                             screen: (([String]) -> Void)? = nil) throws(PickerError) -> PickerFormResult {
        let result = try picker.run(keys: keys, size: size, screen: screen)
        return Self.result(result, selection)
    }

    private static func result(_ result: PickerResult, _ selection: @autoclosure () -> PickerFormSelection) -> PickerFormResult {
        switch result {
        case .selected: .selected(selection())
        case .cancelled: .cancelled
        case .interrupted: .interrupted
        case .timedOut: .timedOut
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
