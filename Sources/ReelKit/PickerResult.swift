import ReelCore

/// How `Picker.run()` ended. The picker never ends the process for these:
/// the caller decides what a cancel means.
public enum PickerResult: Equatable, Sendable {
    /// Done pressed (Enter), or the timeout passed with `acceptOnTimeout`.
    case selected(PickerSelection)
    /// Esc, q or the Cancel button.
    case cancelled
    /// ctrl+c typed in the picker (raw mode turns it into a key, not a signal).
    case interrupted
    /// `options.timeout` passed with no key and `acceptOnTimeout` off.
    case timedOut
}
