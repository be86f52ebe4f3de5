import ReelCore

/// Each field's answer, in field order.
///
///     if case .selected(let answers) = try form.run() {
///         print(answers["Country"]!.titles[0], answers.text("Name")!, answers.isOn("Notify")!)
///     }
public struct PickerFormSelection: Equatable, Sendable {
    /// A field's answer, by what the field is.
    public enum Answer: Equatable, Sendable {
        /// A picker field's rows and titles.
        case picker(PickerSelection)
        /// A text field's text (a secure one's too: the program asked for it).
        case text(String)
        /// A switch's state.
        case isOn(Bool)
    }

    public var fields: [(name: String, answer: Answer)]

    public init(fields: [(name: String, answer: Answer)]) { self.fields = fields }

    /// The answer of the picker field named `name`; nil when there is no
    /// such field or it is a text field or a switch.
    public subscript(name: String) -> PickerSelection? {
        guard case .picker(let selection) = answer(name) else { return nil }
        return selection
    }

    /// The text of the text field named `name`; nil when there is no such
    /// text field.
    public func text(_ name: String) -> String? {
        guard case .text(let text) = answer(name) else { return nil }
        return text
    }

    /// Whether the switch named `name` is on; nil when there is no such switch.
    public func isOn(_ name: String) -> Bool? {
        guard case .isOn(let isOn) = answer(name) else { return nil }
        return isOn
    }

    /// The answer of the field named `name`, whatever it is.
    public func answer(_ name: String) -> Answer? { fields.first { $0.name == name }?.answer }

    public static func == (a: PickerFormSelection, b: PickerFormSelection) -> Bool {
        a.fields.map(\.name) == b.fields.map(\.name) && a.fields.map(\.answer) == b.fields.map(\.answer)
    }
}
