import ReelText

/// Everything that can happen to a running picker, in the model's words.
/// The event loop turns what it reads (keys and clicks through the key
/// table, stdin, the commands, the signal pipe, the clock) into events;
/// `PickerState.apply(_:at:)` is the only thing that acts on them. Raw
/// keys and the terminal's size are the loop's business, not the model's.
package enum Event: Equatable, Sendable {
    /// The person pressed a key or used the mouse: what the key table (or
    /// the click) asks for, possibly nothing, which still counts as
    /// activity for `--timeout`.
    case input([Action])
    /// The session began (the terminal taken, or the opening said): the
    /// clock and the timeout's countdown start here.
    case started
    /// Time passed: a countdown second, the timeout, a search's next slice.
    case tick
    /// More rows arrived for a streaming wheel: all its rows so far, read
    /// by the edge into the buffer they share (`LineRows.snapshot`).
    case rows(wheel: Int, rows: LineRows)
    /// A streaming wheel's input ended, cleanly or with a reason.
    case rowsEnded(wheel: Int, failure: String?)
    /// Output of the command run `run` for `target` (`!CMD`, `--preview`).
    case commandOutput(CommandTarget, run: Int, bytes: [UInt8])
    /// That command ended: its exit status (128+n for signal n) and the
    /// first line it wrote on stderr, if any.
    case commandEnded(CommandTarget, run: Int, status: Int32, firstErrorLine: String?)
    /// A signal the loop caught (SignalPipe).
    case signal(Signal)
    /// The terminal is gone (read failed, hang-up).
    case hangUp
    /// A bare Esc behind keys read ahead and discarded (a flood): cancel,
    /// whatever the keys before it left open (a search too).
    case escapeAhead
    /// The view laid the toolbar out: the buttons it draws, left to right.
    /// A narrow terminal leaves Cancel out first, then the `--button`s,
    /// then Done; a short one the whole toolbar. Tab and a click reach only
    /// these (a button's key still presses it, as Esc still cancels).
    case toolbarDrawn([Focus])
}
