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
    /// Bytes of rows arrived for a streaming wheel.
    case rows(wheel: Int, bytes: [UInt8])
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
}

/// Signals as the picker sees them.
package enum Signal: Equatable, Sendable {
    case suspend, resume
    /// A signal whose default action ends the process: restore the
    /// terminal, then die of it.
    case fatal(Int32)
}

/// What the loop must do after an event; drawing the next frame is
/// implied after every batch of events.
package enum Effect: Equatable, Sendable {
    /// Measure and lay out again (new rows, a note appearing).
    case relayout
    /// Forget what is on the screen and draw it all (ctrl+l, a resize).
    case redrawAll
    /// Give the terminal back and stop as a shell job (ctrl+z, SIGTSTP).
    case suspend
    /// The shell continued reel: take the terminal back and redraw.
    case resume
    /// Run `command` (bytes for `/bin/sh -c`) for `wheel`, ending the
    /// run before it (its process group killed, its output discarded).
    case startCommand(wheel: Int, run: Int, command: [UInt8])
    /// End `wheel`'s running command and forget its output.
    case stopCommand(wheel: Int)
    /// The selection settled after a change (the library's callback).
    case settled
    /// `--live`: write these bytes (the selection) on stdout now.
    case printLive([UInt8])
    /// `--on-change`: run this command once the one before has ended.
    case runOnChange([UInt8])
    /// The picker is over.
    case finish(Ending)
    /// Restore the terminal and die of this signal (128+n for the parent).
    case die(Int32)
}

/// How a picker ended.
package enum Ending: Equatable, Sendable {
    case accepted
    case cancelled
    /// ctrl+c typed in the picker.
    case interrupted
    /// `--timeout` passed with no key; `accepted` per `--on-timeout`.
    case timedOut(accepted: Bool)
}
