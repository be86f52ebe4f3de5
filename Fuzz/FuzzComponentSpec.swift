/// Any text parses to a spec or a SpecError with a message naming it;
/// parsed ranges have consistent rows.
func fuzzComponentSpec(_ bytes: [UInt8]) {
    let text = String(decoding: bytes, as: UTF8.self)
    do {
        switch try ComponentSpec.parse(text) {
        case .numbers(let rows):
            precondition(rows.count > 0)
            _ = rows.title(at: 0)
            _ = rows.title(at: rows.count - 1)
            precondition(rows.row(matching: rows.title(at: rows.count - 1)) == rows.count - 1)
        case .letters(let rows):
            precondition(rows.count > 0)
            _ = rows.title(at: rows.count - 1)
        case .list(let items):
            precondition(!items.isEmpty && !items.contains(""))
        default: break  // stdin, a file, a command
        }
    } catch {
        precondition(error.message.contains("'\(Escaped.message(text))'"), "error does not quote the spec")
        precondition(!error.message.unicodeScalars.contains { $0.value < 0x20 }, "control character in an error")
    }
}
