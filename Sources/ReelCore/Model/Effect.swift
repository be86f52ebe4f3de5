import ReelText

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
    /// Run `command` (`/bin/sh -c` and its arguments) for `target`, ending
    /// the run before it (its process group killed, its output discarded).
    case startCommand(CommandTarget, run: Int, command: ShellCommand)
    /// End `target`'s running command and forget its output.
    case stopCommand(CommandTarget)
    /// The selection settled after a change (the library's callback).
    case settled
    /// `--on-change`: run this command once the one before has ended.
    case runOnChange(ShellCommand)
    /// The picker is over.
    case finish(Ending)
    /// Restore the terminal and die of this signal (128+n for the parent).
    case die(Int32)
}
