import Testing
import ReelText
import ReelModel
import ReelInput
import ReelSpec
import ReelOutput
import ReelRender
import ReelTerminal
import ReelSystem

/// A terminal and the process around it, played on a clock the test
/// moves: what happens is scheduled (`at(_:_:)`), and a wait that nothing
/// ends moves the clock to the next thing scheduled or to the end of the
/// wait, at once. So the loop runs as it would on a pseudo-terminal, Esc
/// delays and timeouts included, without a pty and without waiting for
/// time to pass. Everything the loop does to it is recorded.
package final class FakeConsole: Terminal, Poller {
    package enum Arrival: Sendable {
        /// The person typed, or the terminal replied.
        case bytes([UInt8])
        case signal(Int32)
        /// The window changed size: SIGWINCH, and the new size reported.
        case resize(TerminalSize)
        /// The terminal went away: reads fail, poll says hung up.
        case hangUp
        /// ctrl+d at the start of a line in cooked mode: the terminal is
        /// readable and the read returns nothing, once.
        case endOfInput
        /// A writer puts bytes into a pipe the loop reads (rows on stdin),
        /// and closes it when `ends`: the pipe is real, the moment the
        /// clock's, so rows can come just after the start.
        case piped([UInt8], into: Int32, ends: Bool)
    }

    /// What the loop did to the terminal and the process, in order.
    package enum Call: Equatable {
        case enterRawMode, restore, hideTyping, catchSignals, releaseSignals, stopAsJob
    }

    package private(set) var clock: Double
    private var script: [(at: Double, arrival: Arrival)] = []
    /// Bytes that arrived and were not read yet.
    private var input: [UInt8] = []
    private var signals: [Int32] = []
    private var hungUp = false
    private var endOfInput = false
    package var terminalSize: TerminalSize
    /// Where the cursor is when the loop asks (inline mode); nil: the
    /// terminal never answers.
    package var cursor: (row: Int, column: Int)? = (row: 1, column: 1)
    /// The background colour the terminal answers OSC 11 with, as xterm
    /// does (before the cursor's position, asked after it); nil: a
    /// terminal that does not know the query.
    package var background: (UInt8, UInt8, UInt8)?
    /// How long a wait takes when something is ready at once: rows that
    /// keep coming still let time pass.
    package var readyWaitCost = 0.0

    package private(set) var calls: [Call] = []
    /// Every byte written, frames included.
    package private(set) var written: [UInt8] = []
    /// The frames, each as written.
    package private(set) var frames: [[UInt8]] = []
    /// Bytes of keys read by the loop.
    package private(set) var bytesRead = 0

    package init(startingAt start: Double = 100, size: TerminalSize = TerminalSize(columns: 80, rows: 24)) {
        clock = start
        terminalSize = size
    }

    /// Schedules `arrival` at `time` (after what is scheduled for then already).
    package func at(_ time: Double, _ arrival: Arrival) {
        let index = script.firstIndex { $0.at > time } ?? script.endIndex
        script.insert((time, arrival), at: index)
    }

    package func at(_ time: Double, type text: String) { at(time, .bytes(Array(text.utf8))) }

    /// The loop's own work taking time, between two waits.
    package func advance(by seconds: Double) { clock += seconds }

    // MARK: Poller

    package func wait(on sources: [PollSource], milliseconds: Int32) -> [System.Readiness]? {
        arrive()
        if !sources.contains(where: { readiness($0) != .idle }) {
            let end = milliseconds < 0 ? nil : clock + Double(milliseconds) / 1000
            if let next = script.first?.at, end.map({ next <= $0 }) ?? true {
                clock = max(clock, next)
                arrive()
            } else if let end {
                clock = end
            } else {
                Issue.record("The loop waits forever and nothing is left to happen: the terminal hangs up")
                hungUp = true
            }
        } else {
            clock += readyWaitCost
            arrive()
        }
        return sources.map(readiness)
    }

    private func arrive() {
        while let first = script.first, first.at <= clock {
            script.removeFirst()
            switch first.arrival {
            case .bytes(let bytes): input += bytes
            case .signal(let signo): signals.append(signo)
            case .resize(let size):
                terminalSize = size
                signals.append(SIGWINCH)
            case .hangUp: hungUp = true
            case .endOfInput: endOfInput = true
            case .piped(let bytes, let fd, let ends):
                precondition(System.write(fd, bytes, bytes.count) == bytes.count, "a pipe holds what a test pipes")
                if ends { _ = System.close(fd) }
            }
        }
    }

    private func readiness(_ source: PollSource) -> System.Readiness {
        switch source {
        case .terminal: !input.isEmpty || endOfInput ? .readable : hungUp ? .hungUp : .idle
        case .signals: signals.isEmpty ? .idle : .readable
        // Real descriptors (a pipe, /dev/zero): as they are now.
        case .stream(let fd), .command(let fd): System.waitReadable([fd], milliseconds: 0)?.first ?? .idle
        case .output(let fd): System.waitReady([fd], writing: [fd], milliseconds: 0)?.first ?? .idle
        }
    }

    package func now() -> Double { clock }
    package func catchSignals() { calls.append(.catchSignals) }
    /// No pipe: the console hands signals over itself (`takeSignals`).
    package var signalDescriptor: Int32 { -1 }
    package func releaseSignals() { calls.append(.releaseSignals) }

    package func takeSignals() -> [Int32] {
        defer { signals = [] }
        return signals
    }

    package func putBack(_ signals: [Int32]) { self.signals += signals }
    package func stopAsJob() { calls.append(.stopAsJob) }

    // MARK: Terminal

    package func enterRawMode() { calls.append(.enterRawMode) }
    package func restore() { calls.append(.restore) }
    package func hideTyping() { calls.append(.hideTyping) }
    package func size() -> TerminalSize { terminalSize }

    package func write(_ bytes: [UInt8]) -> Bool {
        written += bytes
        let text = String(decoding: bytes, as: UTF8.self)
        if let (red, green, blue) = background, text.contains(ANSI.queryBackground) {
            func channel(_ value: UInt8) -> String { String(repeating: format2(value), count: 2) }
            at(clock, type: "\u{1B}]11;rgb:\(channel(red))/\(channel(green))/\(channel(blue))\u{07}")
        }
        if let cursor, text.contains(ANSI.queryCursorPosition) {
            at(clock, type: "\u{1B}[\(cursor.row);\(cursor.column)R")
        }
        return !hungUp
    }

    package func writeFrame(_ bytes: [UInt8], watching signals: Int32, interrupted: () -> Void) -> Bool {
        written += bytes
        frames.append(bytes)
        return !hungUp
    }

    package func read(max: Int) -> [UInt8]? {
        if input.isEmpty, endOfInput {
            endOfInput = false
            return nil
        }
        guard !input.isEmpty else { return hungUp ? nil : [] }
        let bytes = Array(input.prefix(max))
        input.removeFirst(bytes.count)
        bytesRead += bytes.count
        return bytes
    }

    // MARK: What the test reads back

    /// Two hex digits, as a terminal writes each half of a channel.
    private func format2(_ value: UInt8) -> String {
        let digits = String(value, radix: 16)
        return digits.count == 1 ? "0" + digits : digits
    }

    /// Everything written, as text.
    package var output: String { String(decoding: written, as: UTF8.self) }

    /// How many times `sequence` was written.
    package func count(_ sequence: String) -> Int { output.ranges(of: sequence).count }

    /// The lines of a frame drawn whole (after a clear), escape sequences
    /// taken out and each line's text put on the row the moves lead to
    /// (FrameDiff moves down between lines, and back up to the cursor's
    /// line, which it writes last).
    package static func lines(ofWholeFrame frame: [UInt8]) -> [String] {
        var lines: [Int: String] = [:]
        var row = 0
        var i = 0
        let text = Array(String(decoding: frame, as: UTF8.self).unicodeScalars)
        while i < text.count {
            if text[i] == "\u{1B}", i + 1 < text.count, text[i + 1] == "[" {
                var end = i + 2
                while end < text.count, !(0x40...0x7E).contains(text[end].value) { end += 1 }
                guard end < text.count else { break }
                let count = Int(String(String.UnicodeScalarView(text[(i + 2)..<end]))) ?? 1
                switch text[end] {
                case "B": row += count
                case "A": row -= count
                case "H": row = 0
                default: break
                }
                i = end + 1
                continue
            }
            if text[i] == "\n" { row += 1 } else if text[i] != "\r" { lines[row, default: ""].unicodeScalars.append(text[i]) }
            i += 1
        }
        return lines.keys.sorted().compactMap { lines[$0] }.filter { !$0.isEmpty }
    }
}

