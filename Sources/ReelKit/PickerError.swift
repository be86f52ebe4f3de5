import ReelCore

/// Why a picker could not run. Thrown as a typed error by `Picker.run()`.
public enum PickerError: Error, Equatable, Sendable {
    /// There is no `/dev/tty` to draw on (cron, `setsid`, a container).
    case noTerminal(reason: String)
    /// The picker has no components (a form: no fields).
    case noComponents
    /// Component `index` has no rows, so nothing could be selected in it.
    case emptyComponent(Int)
}
