/// `--format TEMPLATE`: text with fields in braces. `{1}` is component 1's
/// value, `{1.row}` its 0-based row, `{}` every value joined by the
/// delimiter, `{name}` a field a preset derives (`{seconds}`, `{iso}`);
/// `{{` and `}}` are literal braces. Read when the option is parsed and
/// checked against the picker before anything is drawn, so a typo exits 2
/// instead of printing half a line after the person has chosen.
package struct Template: Equatable, Sendable {
    package enum Part: Equatable, Sendable {
        case text(String)
        /// 1-based component.
        case value(Int)
        case row(Int)
        case all
        case field(String)
    }

    package var source: String
    package var parts: [Part]

    package init(parsing source: String) throws(TemplateError) {
        self.source = source
        parts = []
        var text = ""
        var index = source.startIndex
        while index < source.endIndex {
            let character = source[index]
            let next = source.index(after: index)
            if character == "}" {
                guard next < source.endIndex, source[next] == "}" else { throw TemplateError(template: source, problem: .strayClose) }
                text.append("}")
                index = source.index(after: next)
            } else if character == "{" {
                if next < source.endIndex, source[next] == "{" {
                    text.append("{")
                    index = source.index(after: next)
                    continue
                }
                guard let close = source[next...].firstIndex(of: "}") else {
                    throw TemplateError(template: source, problem: .unclosed)
                }
                if !text.isEmpty { parts.append(.text(text)) }
                text = ""
                parts.append(Self.part(String(source[next..<close])))
                index = source.index(after: close)
            } else {
                text.append(character)
                index = next
            }
        }
        if !text.isEmpty { parts.append(.text(text)) }
    }

    private static func part(_ name: String) -> Part {
        if name.isEmpty { return .all }
        if let n = component(name) { return .value(n) }
        if name.hasSuffix(".row"), let n = component(String(name.dropLast(4))) { return .row(n) }
        return .field(name)
    }

    /// A 1-based component number as a person writes it (`1`, `12`).
    private static func component(_ text: String) -> Int? {
        guard !text.isEmpty, text.allSatisfy({ $0.isASCII && $0.isNumber }), let n = Int(text), n >= 1 else { return nil }
        return n
    }

    /// Every field names a component the picker has or a field it derives.
    package func validate(components: Int, fields: [String]) throws(TemplateError) {
        for part in parts {
            let bad: String?
            switch part {
            case .text, .all: bad = nil
            case .value(let n): bad = n <= components ? nil : "{\(n)}"
            case .row(let n): bad = n <= components ? nil : "{\(n).row}"
            case .field(let name): bad = fields.contains(name) ? nil : "{\(name)}"
            }
            if let bad {
                throw TemplateError(template: source, problem: .unknownField(bad, components: components, derived: fields))
            }
        }
    }

    /// The output for the chosen values and rows (component order).
    package func render(values: [[UInt8]], rows: [Int], delimiter: [UInt8], fields: [String: String]) -> [UInt8] {
        var out: [UInt8] = []
        for part in parts {
            switch part {
            case .text(let text): out += Array(text.utf8)
            case .value(let n): out += values[n - 1]
            case .row(let n): out += Array(String(rows[n - 1]).utf8)
            case .all:
                for (i, value) in values.enumerated() {
                    if i > 0 { out += delimiter }
                    out += value
                }
            case .field(let name): out += Array((fields[name] ?? "").utf8)
            }
        }
        return out
    }
}
