/// Values put into a shell command (`!CMD`): each is one single-quoted
/// word, so that a row such as `$(rm -rf ~)` or `'; reboot` reaches the
/// command as text and never as code. Inside single quotes the shell
/// interprets nothing; a quote in the value closes the word, is written
/// escaped, and opens it again: `it's` → `'it'\''s'`. NUL cannot be in
/// an argument and is dropped.
package enum ShellQuote {
    package static func word(_ value: some Collection<UInt8>) -> [UInt8] {
        var out: [UInt8] = [0x27]
        for byte in value where byte != 0 {
            if byte == 0x27 { out += Array("'\\''".utf8) } else { out.append(byte) }
        }
        out.append(0x27)
        return out
    }
}

extension Template {
    /// The command line for the values and rows given: the template's text
    /// as written (it is the script), every placeholder one quoted word.
    package func shellCommand(values: [[UInt8]], rows: [Int], delimiter: [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        for part in parts {
            switch part {
            case .text(let text): out += text.filter { $0 != 0 }
            case .value(let n): out += ShellQuote.word(values.indices.contains(n - 1) ? values[n - 1] : [])
            case .row(let n): out += ShellQuote.word(Array(String(rows.indices.contains(n - 1) ? rows[n - 1] : 0).utf8))
            case .all: out += ShellQuote.word(Array(values.joined(separator: delimiter)))
            case .field: out += ShellQuote.word([])
            }
        }
        return out
    }
}
