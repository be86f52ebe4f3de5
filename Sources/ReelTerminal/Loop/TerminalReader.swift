import ReelCore

/// How the terminal's bytes become the loop's events: keys decoded from a
/// raw terminal (`KeyReader`, the drawn picker's) or lines from a cooked
/// one (`LineReader`, the questions'). Everything else the loop waits on
/// (signals, rows, commands, stdout, the clock) is the same for both.
package protocol TerminalReader: AnyObject {
    /// Input read and not handed over yet: the loop looks again at once.
    var hasBacklog: Bool { get }
    /// ctrl+c reaches reel as SIGINT (the terminal is cooked): the
    /// person's interrupt, not a signal to die of.
    var interruptsBySignal: Bool { get }
    /// What was read is handed over after the rows and command output of
    /// the same wake-up (an answer is about the rows before it), not
    /// before them (a key's frame is drawn before more rows are scanned).
    var answersAfterRows: Bool { get }
    /// The latest the loop may sleep so that what was read is not kept
    /// waiting (an Esc for the rest of its sequence); nil: no limit.
    func deadline(at now: Double) -> Double?
    /// Reads what the terminal has; the events it ends with when the
    /// terminal is gone or at its end (a hang-up, ctrl+d), else none.
    func read(_ terminal: any Terminal, poller: any Poller) -> [LoopEvent]
    /// What was read, as events. `idle`: the terminal had nothing this
    /// wake-up, so what waited its delay is due.
    func take(at now: Double, idle: Bool) -> [LoopEvent]
    /// The loop is back for more at `now` (what the last events cost).
    func resume(at now: Double)
    /// Events went to the loop at `now`.
    func handedOver(at now: Double)
}

extension TerminalReader {
    package var interruptsBySignal: Bool { false }
    package var answersAfterRows: Bool { false }
    package func deadline(at now: Double) -> Double? { nil }
    package func resume(at now: Double) {}
    package func handedOver(at now: Double) {}
}
