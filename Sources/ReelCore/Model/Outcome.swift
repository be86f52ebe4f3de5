/// Where a transition leaves the picker.
package enum Outcome: Equatable, Sendable {
    case `continue`, accept, cancel, interrupt
    /// A `--button`, by index, accepts.
    case press(Int)
}
