/// Everything that can happen to a running picker. The event loop turns
/// what it reads (the terminal, stdin, the signal pipe, the clock) into
/// events; `PickerState.apply(_:at:)` is the only thing that acts on them.
package enum Event: Equatable, Sendable {
    /// A key, a paste or a terminal reply, as the decoder read it.
    case key(Key)
    /// A mouse report, with what lies under the pointer (the loop knows
    /// where the picker is drawn; the state knows what it shows).
    case mouse(Mouse, on: Hit?)
    /// The terminal has a new size.
    case resized(TerminalSize)
    /// Time passed: a countdown second, the timeout, the Esc delay.
    case tick
    /// More rows arrived for a streaming wheel: all its rows so far, read
    /// by the edge into the buffer they share (`LineRows.snapshot`).
    case rows(wheel: Int, rows: LineRows)
    /// A streaming wheel's input ended, cleanly or with a reason.
    case rowsEnded(wheel: Int, failure: String?)
    /// Output of the command run `run` feeding `wheel` (`!CMD`).
    case commandOutput(wheel: Int, run: Int, bytes: [UInt8])
    /// That command ended: its exit status (128+n for signal n) and the
    /// first line it wrote on stderr, if any.
    case commandEnded(wheel: Int, run: Int, status: Int32, firstErrorLine: String?)
    /// A signal the loop caught (SignalPipe).
    case signal(Signal)
    /// The terminal is gone (read failed, hang-up).
    case hangUp
    /// A bare Esc behind keys read ahead and discarded (a flood): cancel,
    /// whatever the keys before it left open (a search too).
    case escapeAhead
}
