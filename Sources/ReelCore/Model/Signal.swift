import ReelText

/// Signals as the picker sees them.
package enum Signal: Equatable, Sendable {
    case suspend, resume
    /// A signal whose default action ends the process: restore the
    /// terminal, then die of it.
    case fatal(Int32)
}
