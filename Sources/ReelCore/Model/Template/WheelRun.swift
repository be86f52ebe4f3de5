import ReelText

/// Wheels side by side in one field (a preset's run of them, what a
/// field prints), as `WheelRef` names one.
package struct WheelRun: Hashable, Sendable {
    package var field: Int
    package var wheels: Range<Int>

    package init(field: Int, wheels: Range<Int>) {
        self.field = field
        self.wheels = wheels
    }

    /// The run `refs` make, if they are one: a field's wheels in order, none missing.
    init?(_ refs: [WheelRef]) {
        guard let first = refs.first,
              refs.enumerated().allSatisfy({ $0.element.field == first.field && $0.element.wheel == first.wheel + $0.offset })
        else { return nil }
        self.init(field: first.field, wheels: first.wheel..<(first.wheel + refs.count))
    }

    var refs: [WheelRef] { wheels.map { WheelRef(field: field, wheel: $0) } }
}
