import ReelText

/// A field's own dependency (a date field's day wheel, a tree field's
/// levels) among the form's wheels: it sees the field's wheels alone,
/// numbered from 0 as it was made, wherever the field stands.
package struct FieldDependency: WheelDependency {
    package var base: any WheelDependency
    package var wheels: Range<Int>

    package init(_ base: any WheelDependency, wheels: Range<Int>) {
        self.base = base
        self.wheels = wheels
    }

    package mutating func update(_ all: inout [Wheel], after change: WheelChange) {
        guard wheels.contains(change.wheel) else { return }
        var own = Array(all[wheels])
        let local = WheelChange(wheel: change.wheel - wheels.lowerBound, previousRow: change.previousRow, spin: change.spin)
        base.update(&own, after: local)
        all.replaceSubrange(wheels, with: own)
    }

    package func note(_ all: [Wheel]) -> String? { base.note(Array(all[wheels])) }

    package func allows(_ all: [Wheel]) -> Bool { base.allows(Array(all[wheels])) }

    package mutating func springBack(_ all: inout [Wheel]) {
        var own = Array(all[wheels])
        base.springBack(&own)
        all.replaceSubrange(wheels, with: own)
    }
}
