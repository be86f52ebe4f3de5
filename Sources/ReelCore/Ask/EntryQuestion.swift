import ReelText
import ReelModel

/// A form's text, secret or switch asked as a question, on the field as it
/// is now: how it is asked (`Name? [Jürgen] `, `Notify? [Y/n] `), what it
/// holds, and how a typed line becomes the edits or the flip a person's
/// keys would have made in the drawn form.
package struct EntryQuestion {
    package enum Entry {
        case text(TextField)
        case toggle(SwitchField)
    }

    /// Safe text already (the question's name).
    let name: String
    let entry: Entry
    let field: Int

    /// nil when field `field` of `state` is no text nor switch.
    init?(_ state: PickerState, field: Int, name: String) {
        guard let fields = state.form?.fields, fields.indices.contains(field) else { return nil }
        switch fields[field].kind {
        case .wheels: return nil
        case .text(let text): entry = .text(text)
        case .toggle(let toggle): entry = .toggle(toggle)
        }
        self.name = name
        self.field = field
    }

    /// A secret is typed with the terminal's echo off.
    var isSecret: Bool {
        if case .text(let text) = entry { return text.isSecret }
        return false
    }

    // MARK: - What is said

    /// Said where a secret's text would be: it never reaches the terminal.
    static let hidden = "hidden"

    /// `Name (required, at most 8 characters, e.g. you@example.com)? [Jürgen] `:
    /// what it needs before the question mark, what an empty answer keeps
    /// after it, in the shape of a yes/no question's `Notify? [Y/n] `.
    var question: String {
        switch entry {
        case .text(let text):
            var needs: [String] = []
            if text.isRequired { needs.append("required") }
            if let limit = text.line.maxLength { needs.append("at most \(limit) " + (limit == 1 ? "character" : "characters")) }
            // The placeholder is a hint while the text is empty, as drawn.
            if text.text.isEmpty, let placeholder = text.placeholder.map({ SafeText.line($0) }), !placeholder.isEmpty {
                needs.append(placeholder)
            }
            let kept = text.text.isEmpty ? "" : "[" + (text.isSecret ? Self.hidden : SafeText.line(text.text)) + "] "
            return name + (needs.isEmpty ? "" : " (" + needs.joined(separator: ", ") + ")") + "? " + kept
        case .toggle(let toggle):
            return name + "? " + (toggle.isOn ? "[Y/n] " : "[y/N] ")
        }
    }

    /// What it holds now, as read back before Done: a secret as `(hidden)`.
    var current: String {
        switch entry {
        case .text(let text): text.isSecret && !text.text.isEmpty ? "(" + Self.hidden + ")" : SafeText.line(text.text)
        case .toggle(let toggle): String(decoding: toggle.value, as: UTF8.self)
        }
    }

    /// `?`: how to answer it.
    var help: [String] {
        switch entry {
        case .text(let text):
            var lines = [text.isSecret ? "Type the text; it is not shown as you type." : "Type the text."]
            if let limit = text.line.maxLength { lines.append("At most \(limit) characters are taken.") }
            if !text.text.isEmpty { lines.append("Enter keeps the text in brackets.") }
            if text.isSecret {
                lines.append("Spaces are kept: the secret is taken as typed." + (text.isRequired ? " It cannot be left empty." : ""))
            } else {
                lines.append(text.isRequired ? "It cannot be left empty: spaces only count as empty."
                                             : "A line of spaces only empties it.")
            }
            return lines
        case .toggle(let toggle):
            return ["Type y or yes, n or no.", "Enter keeps " + (toggle.isOn ? "yes." : "no.")]
        }
    }

    // MARK: - Reading an answer

    /// The actions `line` (as typed, without its line ending) stands for,
    /// after `shows` has brought the field to the front (`.focusField`,
    /// which a switch takes as a tap: it flips), or why it is not taken.
    ///
    /// A text's answer is trimmed of spaces at its ends, as every answer
    /// is; a secret's is taken as typed, since its spaces are part of it.
    /// An empty line keeps what the field holds; a line of spaces only
    /// empties a text and is a secret's answer (`TextField.isBlank`, the
    /// rule the drawn view's `--required` reads too).
    /// A line longer than `--max-length` is refused rather than cut, so
    /// that what is taken is what was typed.
    func read(_ line: String, trimmed: String, shows: [Action], at now: Double) -> Result<[Action], AnswerError> {
        switch entry {
        case .text(let field):
            let typed = field.isSecret ? line : trimmed
            if line.isEmpty {
                return field.isMissing ? .failure(.required(name)) : .success([])
            }
            // Cleaned as the edit will clean it (controls dropped, tabs to
            // spaces), to count and compare what the field would hold; a
            // text's line of spaces only is no text, a secret's is kept.
            let cleaned = TextLine(typed).text
            let blank = TextField.isBlank(cleaned, secret: field.isSecret)
            let wanted = blank && !field.isSecret ? "" : cleaned
            if blank, field.isRequired { return .failure(.required(name)) }
            if let limit = field.line.maxLength, wanted.count > limit {
                return .failure(.tooLong(name, limit: limit, given: field.isSecret ? nil : wanted.count))
            }
            guard wanted != field.text else { return .success([]) }
            // As keys would: the old text cut (Home, Ctrl-K), the new one
            // typed as one paste.
            return .success(shows + [.edit(.home), .edit(.deleteToEnd)] + (wanted.isEmpty ? [] : [.pasted(wanted, at: now)]))
        case .toggle(let toggle):
            let on: Bool
            switch trimmed.lowercased() {
            case "": return .success([])
            case "y", "yes": on = true
            case "n", "no": on = false
            default: return .failure(.notYesOrNo(SafeText.line(trimmed)))
            }
            guard on != toggle.isOn else { return .success([]) }
            // Shown, the switch flipped already; shown by no action (not
            // a form), it takes the flip itself.
            let flipped = shows.contains(.focusField(field))
            return .success(shows + (flipped ? [] : [.flip]))
        }
    }
}
