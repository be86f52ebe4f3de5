import ReelText

/// Where a transition leaves the picker.
package enum Outcome: Equatable, Sendable {
    case `continue`, accept, cancel, interrupt
    /// The view's work, which changes nothing of the state: draw
    /// everything again (ctrl+l), stop as a shell job (ctrl+z).
    case redraw, suspend
    /// A `--button`, by index, accepts.
    case press(Int)
}
