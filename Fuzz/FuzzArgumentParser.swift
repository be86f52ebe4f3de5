/// Any argument list (NUL-separated words) parses or fails with one line;
/// a parsed configuration builds a picker or fails the same way.
func fuzzArgumentParser(_ bytes: [UInt8]) {
    let words = bytes.split(separator: 0, omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
    do {
        let configuration = try ArgumentParser.parse(words)
        _ = Help.text
        let inputs = PickerFactory.Inputs(
            standardInputIsTerminal: false,
            readStandardInput: { _ throws(LineRows.ReadError) in LineRows("a\nb\n") },
            readFile: { _, _ throws(LineRows.ReadError) in throw LineRows.ReadError(errno: 2) },
            now: LocalTime(day: CalendarDay(year: 2026, month: 1, day: 1), hour: 0, minute: 0), locale: nil)
        do {
            try PickerFactory.validate(configuration)
            let state = try PickerFactory.makeState(configuration, inputs: inputs)
            let frame = Renderer().render(state, size: TerminalSize(columns: 40, rows: 12))
            for line in frame.lines { precondition(line.count == frame.width) }
            _ = OutputFormatter.bytes(for: state, options: configuration.output)
        } catch {
            precondition(isOneSafeLine(error.message), "error is not one safe line: \(error.message)")
        }
    } catch {
        precondition(isOneSafeLine(error.message), "error is not one safe line: \(error.message)")
    }
}

/// What every message on stderr must be: one line, no control characters.
func isOneSafeLine(_ message: String) -> Bool {
    !message.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }
}
