import ReelCore

/// Lines from a terminal left in cooked mode, so its own line editing
/// and echo made them: a line feed ends one, as cooked mode sends them; a
/// carriage return too, for a terminal left raw (it sends Enter as one)
/// and CRLF pastes. One line is handed over a wake-up, so a line typed
/// ahead (while a command made the next rows) answers the question asked
/// next, and one line answers one question.
package final class LineReader: TerminalReader {
    /// Bytes of a line not ended yet.
    private var partial: [UInt8] = []
    /// Lines read and not yet handed over (several pasted at once).
    private var lines: [String] = []
    /// The last byte ended a line with a carriage return: a line feed right
    /// after it ends no other line.
    private var afterCarriageReturn = false

    package init() {}

    /// Bytes read per read(2): a line at a time in cooked mode.
    static let readSize = 4096

    package var hasBacklog: Bool { !lines.isEmpty }
    /// In cooked mode the terminal turns ctrl+c into SIGINT.
    package var interruptsBySignal: Bool { true }
    package var answersAfterRows: Bool { true }

    /// ctrl+d at the start of a line: read(2) returns nothing.
    package func read(_ terminal: any Terminal, poller: any Poller) -> [LoopEvent] {
        guard let bytes = terminal.read(max: Self.readSize) else { return [.endOfInput] }
        split(bytes)
        return []
    }

    package func take(at now: Double, idle: Bool) -> [LoopEvent] {
        lines.isEmpty ? [] : [.line(lines.removeFirst())]
    }

    private func split(_ bytes: [UInt8]) {
        for byte in bytes {
            let skip = afterCarriageReturn && byte == 0x0A
            afterCarriageReturn = byte == 0x0D
            if skip { continue }
            if byte == 0x0A || byte == 0x0D {
                lines.append(String(decoding: partial, as: UTF8.self))
                partial = []
            } else {
                partial.append(byte)
            }
        }
    }
}
