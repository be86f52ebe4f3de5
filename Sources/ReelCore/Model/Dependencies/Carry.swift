import ReelText

/// `--carry`: wheels read as the digits of one number, like an odometer.
/// A spin that wraps a cyclic wheel past its end moves the next more
/// significant wheel on (seconds 59 → 00 adds a minute), and back.
package struct Carry: WheelDependency {
    /// Wheels, most significant first; a wheel's row is its digit and
    /// its row count the radix (so 12-hour rows run 12, 1, …, 11).
    package var digits: [Int]
    /// A clock wraps past its last value to the first; a duration stops at
    /// zero and at its largest value instead of jumping across.
    package var wrapsAround: Bool

    package init(digits: [Int], wrapsAround: Bool) {
        self.digits = digits
        self.wrapsAround = wrapsAround
    }

    package func update(_ wheels: inout [Wheel], after change: WheelChange) {
        // Only a spin of a wrapping wheel can carry; a direct selection or
        // a wheel that stops at its ends moves no other digit.
        guard let spin = change.spin, let place = digits.firstIndex(of: change.wheel),
              wheels[change.wheel].isCyclic else { return }
        let radices = digits.map { wheels[$0].rows.count }
        guard radices.allSatisfy({ $0 > 0 }) else { return }
        var total = 0
        for (k, wheel) in digits.enumerated() {
            let digit = wheel == change.wheel ? change.previousRow : wheels[wheel].selectedRow
            total = total * radices[k] + digit
        }
        let weight = radices[(place + 1)...].reduce(1, *)
        let span = radices.reduce(1, *)
        var moved = total + spin * weight
        moved = wrapsAround ? ((moved % span) + span) % span : min(max(moved, 0), span - 1)
        for (k, wheel) in digits.enumerated().reversed() {
            wheels[wheel].select(moved % radices[k])
            moved /= radices[k]
        }
    }
}
