/// How a run of reel ended, as its caller must act on it: on its own,
/// with what it ended on (`Session`'s loop: the picker's `Ending`; a tmux
/// popup: its reel's exit status), or of a signal, which the caller dies
/// of in turn once the terminal is given back (`SignalPipe.raiseWithDefaultAction`).
package enum Exit<End: Equatable & Sendable>: Equatable, Sendable {
    case ended(End)
    case died(Int32)
}
