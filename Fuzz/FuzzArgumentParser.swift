/// Any argument list (NUL-separated words, bytes as the kernel passes
/// them) parses or fails with one line; a parsed configuration builds a
/// picker or fails the same way; what it would print keeps JSON valid.
func fuzzArgumentParser(_ bytes: [UInt8]) {
    _ = pickerOrSafeError(bytes)
}

/// The same pickers drawn: every frame line is the frame's width. Apart
/// from `args` because drawing costs more than the rest (about half of
/// each run): the parser keeps its speed, the renderer still sees every
/// configuration the parser lets through.
func fuzzArgumentFrame(_ bytes: [UInt8]) {
    guard let state = pickerOrSafeError(bytes) else { return }
    for size in [TerminalSize(columns: 40, rows: 12), TerminalSize(columns: 7, rows: 3)] {
        let frame = Renderer().render(state, size: size)
        for line in frame.lines { precondition(line.count == frame.width) }
    }
}

/// The picker the words describe, or nil after checking the error is one
/// safe line.
func pickerOrSafeError(_ bytes: [UInt8]) -> PickerState? {
    let words = bytes.split(separator: 0, omittingEmptySubsequences: false).map(Array.init)
    do {
        // As reel does: parsed once into the plan the run takes alone.
        let plan = try RunPlan(ArgumentParser.parse(raw: words))
        let state = try PickerFactory.makeState(plan, inputs: fuzzInputs)
        // As reel does: no accept while a wheel waits for its command's rows.
        if !state.hasEmptyWheel {
            let out = OutputFormatter.bytes(for: state, options: plan.output)
            if plan.output.format == .json {
                precondition(String(validating: out, as: UTF8.self) != nil, "--json printed invalid UTF-8")
            }
        }
        return state
    } catch {
        precondition(isOneSafeLine(error.message), "error is not one safe line: \(error.message)")
        return nil
    }
}

/// Two rows on stdin, no files, a fixed clock: made once, not per input.
let fuzzInputs = PickerFactory.Inputs(
    standardInputIsTerminal: false,
    readStandardInput: { _ throws(LineRows.ReadError) in LineRows("a\nb\n") },
    readFile: { _, _ throws(LineRows.ReadError) in throw LineRows.ReadError(errno: 2) },
    now: LocalTime(day: CalendarDay(year: 2026, month: 1, day: 1), hour: 0, minute: 0), locale: nil)

/// What every message on stderr must be: one line, no control characters.
func isOneSafeLine(_ message: String) -> Bool {
    !message.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }
}
