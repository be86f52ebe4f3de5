import ReelCore

/// How `Picker.run()` behaves on the terminal.
public struct PickerOptions: Sendable {
    /// SGR mouse reporting while the picker runs (`--no-mouse` turns it off).
    public var mouse = true
    /// Idle seconds before the picker ends by itself.
    public var timeout: Double?
    /// Whether the timeout accepts the selection instead of cancelling.
    public var acceptOnTimeout = false

    public init() {}
}
