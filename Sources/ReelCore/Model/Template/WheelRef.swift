import ReelText

/// A wheel of a form's field, numbered within the field (a picker that is
/// no form is field 0): what a template's placeholder names.
package struct WheelRef: Hashable, Sendable {
    package var field: Int
    package var wheel: Int

    package init(field: Int, wheel: Int) {
        self.field = field
        self.wheel = wheel
    }
}
