import ReelText

/// `--text` and `--secret`: a one-line UITextField in a form. Its editing
/// is `TextLine`'s; this adds what the form asks of it (a placeholder, a
/// required answer, a secret kept off the screen) and takes the keys.
package struct TextField: FieldEntry {
    package private(set) var line: TextLine
    /// Shown dim while the text is empty (`--placeholder`).
    package var placeholder: String?
    /// Drawn as one `•` per character; its value reaches stdout only.
    package var isSecret: Bool
    /// Done does not accept while it is empty (`--required`).
    package var isRequired: Bool
    package private(set) var revision = 0

    package init(text: String = "", placeholder: String? = nil, maxLength: Int? = nil, isSecret: Bool = false,
                 isRequired: Bool = false) {
        line = TextLine(text, maxLength: maxLength)
        self.placeholder = placeholder
        self.isSecret = isSecret
        self.isRequired = isRequired
    }

    package var text: String { line.text }
    package var value: [UInt8] { Array(line.text.utf8) }
    package var json: JSONValue { .string(value) }

    /// Required and still empty (`isBlank`): what holds an accept back.
    package var isMissing: Bool { isRequired && isBlank }

    /// Empty as an answer: the one rule for blanks, which the drawn and
    /// the accessible views both read. A text of spaces only is empty
    /// (typed nothing else, it cannot be meant as text); a secret is taken
    /// as typed, its spaces part of it, so only a secret with nothing in
    /// it is.
    package var isBlank: Bool { Self.isBlank(line.text, secret: isSecret) }

    /// `isBlank` for a text that `text` would be.
    package static func isBlank(_ text: String, secret: Bool) -> Bool {
        secret ? text.isEmpty : text.allSatisfy(\.isWhitespace)
    }
    package var takesText: Bool { true }

    /// Room to type in: more for a longer placeholder, less under a short
    /// `--max-length` (its characters may be wide).
    package func columns(width: DisplayWidth) -> Int {
        let placeholder = self.placeholder.map { SafeText.columns(of: $0, width: width) } ?? 0
        let cap = line.maxLength.map { $0 * 2 + 1 } ?? Int.max
        return min(max(Self.room, placeholder + 1), max(cap, placeholder + 1))
    }

    /// The columns a text asks for by default.
    static let room = 30

    package func line(columns: Int, focused: Bool, width: DisplayWidth) -> EntryLine {
        guard columns > 0 else { return EntryLine(glyphs: [], look: .text, cursor: nil) }
        if line.text.isEmpty, let placeholder, !placeholder.isEmpty {
            // The cursor stands before it, on its first column.
            let (glyphs, truncated) = SafeText.glyphs(placeholder, maxColumns: columns + 1, width: width)
            let fitted = SafeText.fit(glyphs, truncated: truncated, columns: columns, alignment: .left)
            return EntryLine(glyphs: fitted, look: .placeholder, cursor: focused ? 0 : nil)
        }
        let shown = line.window(columns: columns, width: width, secret: isSecret)
        return EntryLine(glyphs: shown.glyphs, look: .text, cursor: focused ? shown.cursorColumn : nil)
    }

    /// The program's text in place of the line (cleaned and cut as a
    /// starting text is), the cursor at its end.
    package mutating func setText(_ text: String) {
        let new = TextLine(text, maxLength: line.maxLength)
        if new.text != line.text { revision &+= 1 }
        line = new
    }

    package mutating func handle(_ action: Action) -> Bool {
        let edit: TextEdit
        switch action {
        case .typed(let character, _): edit = .insert(String(character))
        case .pasted(let text, _): edit = .insert(text)
        case .erase: edit = .deleteBackward
        case .edit(let asked): edit = asked
        default: return false
        }
        let before = line.text
        line.apply(edit)
        if line.text != before { revision &+= 1 }
        return true
    }
}
