import ReelCore

/// How `Picker.run()` behaves on the terminal.
public struct PickerOptions: Sendable {
    /// SGR mouse reporting while the picker runs (`--no-mouse` turns it off).
    public var mouse = true
    /// Idle seconds before the picker ends by itself.
    public var timeout: Double?
    /// Whether the timeout accepts the selection instead of cancelling.
    public var acceptOnTimeout = false
    /// Ask each component as a plain question, answered a line at a time,
    /// instead of drawing the wheels: for screen readers, braille displays
    /// and terminals that cannot draw (`reel --accessible`). The terminal
    /// is left in its own line mode and no escape sequence is written.
    /// `run()` also turns it on where the environment asks (`TERM=dumb`,
    /// `REEL_ACCESSIBLE` or `ACCESSIBLE` set to anything but empty or 0).
    public var accessible = false
    /// Called on every settled change of the selection while the picker
    /// runs (the components still for 150 ms), with the picker as it then
    /// stands: read its `selection`, titles and rows. `didSelectRow` for
    /// side effects such as setting a volume, without the spin in between.
    /// Only a person's changes (a key, a click, a search, a spring-back),
    /// once every command component reloading for the change has its rows
    /// and its command has ended: not for the selection the picker starts
    /// with, nor for rows a command loads by itself, nor while a component
    /// is empty.
    public var onSettledChange: (@Sendable (Picker) -> Void)?
    /// What each settled change writes on stdout (`reel --live`), queued
    /// for the reader as `run(on:…output:)`'s queue takes it: a reader that
    /// stops reading never holds the picker back.
    package var report: (@Sendable (PickerState) -> [UInt8])?

    public init() {}
}
