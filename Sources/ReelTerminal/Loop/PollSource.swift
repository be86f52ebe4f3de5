/// A descriptor the loop waits on, named by what it is: the wake-up's
/// answers are read by name, not by position in the list polled.
package enum PollSource: Equatable, Sendable {
    /// The terminal's keys.
    case terminal
    /// The pipe the signal handlers write to (`SignalPipe`).
    case signals
    /// Rows still streaming in (stdin, a fifo): its descriptor.
    case stream(Int32)
    /// Output of a command (`!CMD`, `--preview`, `--on-change`): one of
    /// its pipes, stdout or stderr.
    case command(Int32)
    /// Stdout, waited on for room to write while `OutputQueue` holds bytes.
    case output(Int32)
}
