import ReelCore

/// A form's yes/no, in `UISwitch`'s words: on or off (`reel --field NAME
/// --switch`). Space, ←/→ or a click flips it; it is drawn as a small
/// toggle, in the band's colours when on. Its state comes back in
/// `PickerFormSelection.isOn(_:)`.
public struct PickerSwitch: Equatable, Sendable {
    /// Whether it starts on.
    public var isOn: Bool

    public init(isOn: Bool = false) {
        self.isOn = isOn
    }

    var model: SwitchField { SwitchField(isOn: isOn) }
}
