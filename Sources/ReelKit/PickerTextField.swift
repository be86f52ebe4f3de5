import ReelCore

/// A form's text field, in `UITextField`'s words: a one-line field the
/// person types into (`reel --field NAME --text`). The value says how it
/// starts; the text typed comes back in `PickerFormSelection.text(_:)`.
///
///     .init("Password", textField: PickerTextField(placeholder: "8 characters or more", isSecureTextEntry: true))
///
/// Not named `TextField`: a program may import SwiftUI beside ReelKit, and
/// the `Picker…` prefix is every ReelKit type's.
public struct PickerTextField: Equatable, Sendable {
    /// The starting text (`UITextField.text`), cut at `maxLength`; control
    /// characters are dropped and newlines become spaces, as for a paste.
    public var text: String
    /// Shown dim while the text is empty.
    public var placeholder: String?
    /// Drawn as one `•` per character (`UITextField.isSecureTextEntry`);
    /// the text is still the answer.
    public var isSecureTextEntry: Bool
    /// At most this many characters; nil: no cap.
    public var maxLength: Int?
    /// Done does not accept the form while the text is empty: the field is
    /// shown and the toolbar says it is required.
    public var isRequired: Bool

    public init(text: String = "", placeholder: String? = nil, isSecureTextEntry: Bool = false, maxLength: Int? = nil,
                isRequired: Bool = false) {
        self.text = text
        self.placeholder = placeholder
        self.isSecureTextEntry = isSecureTextEntry
        self.maxLength = maxLength
        self.isRequired = isRequired
    }

    /// The model's text field, as `reel --text` builds it.
    var model: TextField {
        TextField(text: text, placeholder: placeholder, maxLength: maxLength, isSecret: isSecureTextEntry,
                  isRequired: isRequired)
    }
}
