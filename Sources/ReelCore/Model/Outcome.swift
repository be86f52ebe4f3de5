import ReelText

/// Where a transition leaves the picker.
package enum Outcome: Equatable, Sendable {
    case `continue`
    /// The view's work, which changes nothing of the state: draw
    /// everything again (ctrl+l), stop as a shell job (ctrl+z).
    case redraw, suspend
    /// The person ends the picker so. An accept (`.accepted`, `.pressed`)
    /// goes through the one accept rule, which may hold it while rows load.
    case end(Ending)
}
