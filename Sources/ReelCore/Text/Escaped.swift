/// User text inside a message or a JSON string, with the characters that
/// could break a line or act on a terminal written as escapes. One table
/// for stderr messages and for `--json`.
package enum Escaped {
    /// For a one-line message on stderr: `\n`, `\t`, `\r`, and `\u{1B}` for
    /// other controls (C0, DEL, C1, the line and paragraph separators, the
    /// bidi controls).
    package static func message(_ text: String) -> String {
        escape(text) { "\\u{\(String($0.value, radix: 16, uppercase: true))}" }
    }

    /// A JSON string literal of `text` (quotes and backslash escaped,
    /// controls as `\u001b`), safe to embed in one line.
    package static func jsonString(_ text: String) -> String {
        "\"" + escape(text, json: true) { scalar in
            let hex = String(scalar.value, radix: 16)
            return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        } + "\""
    }

    private static func escape(_ text: String, json: Bool = false, other: (Unicode.Scalar) -> String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"" where json: out += "\\\""
            case "\\" where json: out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            case _ where needsEscape(scalar): out += other(scalar)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// C0 and C1 controls, DEL, U+2028/U+2029, which JavaScript and
    /// some terminals take as line breaks, and the bidi embeddings,
    /// overrides and isolates, which reorder what follows them on the
    /// line (a message quoting `ab\u{202E}cd` would show `abdc`): the
    /// characters `SafeText` draws as placeholders.
    private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar == "\u{2028}" || scalar == "\u{2029}"
            || (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value)
    }
}
