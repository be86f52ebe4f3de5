import ReelModel
import ReelText

/// A field that is no wheels, as the command line asks for it: `--text`
/// or `--secret` with what they take, or `--switch`.
package enum EntryPlan: Equatable, Sendable {
    case text(TextPlan)
    case toggle(isOn: Bool)

    /// The word a field alone is named by (`reel --text`: `{text}`, `--json`'s key).
    package var word: String {
        switch self {
        case .text(let plan): plan.isSecret ? "secret" : "text"
        case .toggle: "switch"
        }
    }

    /// The field's model, as it starts.
    package var kind: FieldKind {
        switch self {
        case .text(let plan):
            .entry(TextField(text: plan.text, placeholder: plan.placeholder, maxLength: plan.maxLength,
                            isSecret: plan.isSecret, isRequired: plan.isRequired))
        case .toggle(let isOn): .entry(SwitchField(isOn: isOn))
        }
    }
}

/// `--text` / `--secret` and `--select`, `--placeholder`, `--max-length`, `--required`.
package struct TextPlan: Equatable, Sendable {
    package var text = ""
    package var placeholder: String?
    package var maxLength: Int?
    package var isSecret = false
    package var isRequired = false

    package init(text: String = "", placeholder: String? = nil, maxLength: Int? = nil, isSecret: Bool = false,
                 isRequired: Bool = false) {
        self.text = text
        self.placeholder = placeholder
        self.maxLength = maxLength
        self.isSecret = isSecret
        self.isRequired = isRequired
    }
}
