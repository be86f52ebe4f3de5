import ReelText

/// A wheel whose selection just changed, as UIPickerView's
/// `pickerView(_:didSelectRow:inComponent:)` reports it.
package struct WheelChange: Equatable, Sendable {
    package var wheel: Int
    /// The row selected before the change.
    package var previousRow: Int
    /// Rows spun, before any wrapping; nil when a row was selected directly
    /// (home, end, `selectRow`), which never carries into another wheel.
    package var spin: Int?

    package init(wheel: Int, previousRow: Int, spin: Int?) {
        self.wheel = wheel
        self.previousRow = previousRow
        self.spin = spin
    }
}
