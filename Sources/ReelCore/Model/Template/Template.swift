import ReelText

/// `--format TEMPLATE`: text with fields in braces. `{1}` is component 1's
/// value, `{1.row}` its 0-based row, `{}` every value joined by the
/// delimiter, `{name}` a field a preset derives (`{seconds}`, `{iso}`);
/// `{{` and `}}` are literal braces. Read when the option is parsed and
/// checked against the picker before anything is drawn, so a typo exits 2
/// instead of printing half a line after the person has chosen.
package struct Template: Equatable, Sendable {
    package enum Part: Equatable, Sendable {
        /// Literal text as the argument's bytes: printed exactly as given.
        case text([UInt8])
        /// 1-based component.
        case value(Int)
        case row(Int)
        case all
        /// `{Name}`, `{Name.2}`, `{Name.2.row}`, `{Name.iso}`, `{iso}`.
        case field(FieldPath)
    }

    /// The template as text, for messages.
    package var source: String
    package var parts: [Part]

    /// Parses the argument's bytes: the braces are ASCII, so the text
    /// between them keeps its bytes, invalid UTF-8 included.
    package init(parsing bytes: [UInt8]) throws(TemplateError) {
        let source = String(decoding: bytes, as: UTF8.self)
        self.source = source
        parts = []
        let (open, close) = (UInt8(ascii: "{"), UInt8(ascii: "}"))
        var text: [UInt8] = []
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            let next = index + 1
            if byte == close {
                guard next < bytes.count, bytes[next] == close else { throw TemplateError(template: source, problem: .strayClose) }
                text.append(close)
                index = next + 1
            } else if byte == open {
                if next < bytes.count, bytes[next] == open {
                    text.append(open)
                    index = next + 1
                    continue
                }
                guard let end = bytes[next...].firstIndex(of: close) else {
                    throw TemplateError(template: source, problem: .unclosed)
                }
                if !text.isEmpty { parts.append(.text(text)) }
                text = []
                parts.append(Self.part(String(decoding: bytes[next..<end], as: UTF8.self)))
                index = end + 1
            } else {
                text.append(byte)
                index = next
            }
        }
        if !text.isEmpty { parts.append(.text(text)) }
    }

    /// The same for text (the library, tests).
    package init(parsing source: String) throws(TemplateError) {
        try self.init(parsing: Array(source.utf8))
    }

    private static func part(_ name: String) -> Part {
        if name.isEmpty { return .all }
        if let n = component(name) { return .value(n) }
        if name.hasSuffix(".row"), let n = component(String(name.dropLast(4))) { return .row(n) }
        return .field(FieldPath(name))
    }

    /// A 1-based component number as a person writes it (`1`, `12`).
    private static func component(_ text: String) -> Int? {
        guard !text.isEmpty, text.allSatisfy({ $0.isASCII && $0.isNumber }), let n = Int(text), n >= 1 else { return nil }
        return n
    }

    /// Every field names a component the picker has or a field it derives.
    /// `{button}`: the text of the button that accepted (a `--button`'s,
    /// else Done's), in any picker; a form's field of that name comes first.
    package static let buttonField = "button"

    package func validate(components: Int, fields: [String]) throws(TemplateError) {
        for part in parts {
            let bad: String?
            switch part {
            case .text, .all: bad = nil
            case .value(let n): bad = n <= components ? nil : "{\(n)}"
            case .row(let n): bad = n <= components ? nil : "{\(n).row}"
            case .field(let path): bad = fields.contains(path.text) || path.text == Self.buttonField ? nil : "{\(path.text)}"
            }
            if let bad {
                throw TemplateError(template: source, problem: .unknownField(bad, components: components, derived: fields))
            }
        }
    }

    /// The output for a selection: the text as written, each placeholder
    /// what it stands for.
    package func render(_ placeholders: Placeholders) -> [UInt8] {
        parts.flatMap { placeholders.bytes(for: $0) }
    }
}
