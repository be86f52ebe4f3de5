/// Any text parses to a spec or a SpecError with a message naming it;
/// parsed ranges have consistent rows.
func fuzzComponentSpec(_ bytes: [UInt8]) {
    let text = String(decoding: bytes, as: UTF8.self)
    do {
        switch try ComponentSpec.parse(bytes) {
        case .numbers(let rows):
            precondition(rows.count > 0)
            _ = rows.title(at: 0)
            _ = rows.title(at: rows.count - 1)
            precondition(rows.row(matching: rows.title(at: rows.count - 1)) == rows.count - 1)
        case .letters(let rows):
            precondition(rows.count > 0)
            _ = rows.title(at: rows.count - 1)
        case .list(let items):
            precondition(!items.isEmpty && !items.contains([]))
            // Items keep their bytes: put back together, escaped, they are the spec.
            let escaped = items.map { item in
                item.flatMap { $0 == UInt8(ascii: ",") || $0 == UInt8(ascii: "\\") ? [UInt8(ascii: "\\"), $0] : [$0] }
            }
            precondition(CommaList.split(Array(escaped.joined(separator: [UInt8(ascii: ",")]))) == items)
        default: break  // stdin, a file, a command
        }
    } catch {
        precondition(error.message.contains("'\(Escaped.message(text))'"), "error does not quote the spec")
        precondition(!error.message.unicodeScalars.contains { $0.value < 0x20 }, "control character in an error")
    }
}
