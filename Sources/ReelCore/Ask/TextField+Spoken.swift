import ReelText
import ReelModel

/// `--text` and `--secret` asked in words: `Name (required, at most 8
/// characters, e.g. you@example.com)? [Jürgen] `.
extension TextField: SpokenEntry {
    /// What it needs before the question mark, what an empty answer keeps
    /// after it, in the shape of a yes/no question's `Notify? [Y/n] `.
    package func question(name: String) -> String {
        var needs: [String] = []
        if isRequired { needs.append("required") }
        if let limit = line.maxLength { needs.append("at most \(limit) " + (limit == 1 ? "character" : "characters")) }
        // The placeholder is a hint while the text is empty, as drawn.
        if text.isEmpty, let placeholder = placeholder.map({ SafeText.line($0) }), !placeholder.isEmpty {
            needs.append(placeholder)
        }
        let kept = text.isEmpty ? "" : "[" + (isSecret ? EntryQuestion.hidden : SafeText.line(text)) + "] "
        return name + (needs.isEmpty ? "" : " (" + needs.joined(separator: ", ") + ")") + "? " + kept
    }

    /// A secret as `(hidden)`.
    package var current: String { isSecret && !text.isEmpty ? "(" + EntryQuestion.hidden + ")" : SafeText.line(text) }

    package var help: [String] {
        var lines = [isSecret ? "Type the text; it is not shown as you type." : "Type the text."]
        if let limit = line.maxLength { lines.append("At most \(limit) characters are taken.") }
        if !text.isEmpty { lines.append("Enter keeps the text in brackets.") }
        if isSecret {
            lines.append("Spaces are kept: the secret is taken as typed." + (isRequired ? " It cannot be left empty." : ""))
        } else {
            lines.append(isRequired ? "It cannot be left empty: spaces only count as empty."
                                    : "A line of spaces only empties it.")
        }
        return lines
    }

    /// A text's answer is trimmed of spaces at its ends, as every answer
    /// is; a secret's is taken as typed, since its spaces are part of it.
    /// An empty line keeps what the field holds; a line of spaces only
    /// empties a text and is a secret's answer (`TextField.isBlank`, the
    /// rule the drawn view's `--required` reads too). A line longer than
    /// `--max-length` is refused rather than cut, so that what is taken
    /// is what was typed.
    package func read(_ typedLine: String, trimmed: String, name: String, shows: [Action], field: Int,
                      at now: Double) -> Result<[Action], AnswerError> {
        let typed = isSecret ? typedLine : trimmed
        if typedLine.isEmpty {
            return isMissing ? .failure(.required(name)) : .success([])
        }
        // Cleaned as the edit will clean it (controls dropped, tabs to
        // spaces), to count and compare what the field would hold; a
        // text's line of spaces only is no text, a secret's is kept.
        let cleaned = TextLine(typed).text
        let blank = TextField.isBlank(cleaned, secret: isSecret)
        let wanted = blank && !isSecret ? "" : cleaned
        if blank, isRequired { return .failure(.required(name)) }
        if let limit = line.maxLength, wanted.count > limit {
            return .failure(.tooLong(name, limit: limit, given: isSecret ? nil : wanted.count))
        }
        guard wanted != text else { return .success([]) }
        // As keys would: the old text cut (Home, Ctrl-K), the new one
        // typed as one paste.
        return .success(shows + [.edit(.home), .edit(.deleteToEnd)] + (wanted.isEmpty ? [] : [.pasted(wanted, at: now)]))
    }
}
