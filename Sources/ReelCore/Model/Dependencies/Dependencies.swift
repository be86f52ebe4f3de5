import ReelText

/// How the wheels hang together: each `WheelDependency` runs after every
/// change of a selection (UIPickerView's `didSelectRow`: the day wheel
/// follows the month, a city wheel its country, minutes carry into hours),
/// and a selection they do not allow (a date outside `--min` or `--max`)
/// is drawn dim and springs back to the nearest allowed one once the
/// wheels have been still for `springBackDelay`, as UIDatePicker's wheel
/// settles and then rolls back. Waiting lets a spin pass through the rows
/// it may not stop on (December on the way to January); Enter never
/// accepts such a selection: it springs back at once and waits for the
/// next Enter, so what is printed is what was on screen.
package struct Dependencies: Sendable {
    package var all: [any WheelDependency]
    /// When a selection the dependencies do not allow springs back; nil: none is waiting.
    package private(set) var springBackDue: Double?
    /// The rows selected before the event being applied (`Dependencies+Feature`).

    /// Longer than the gap between keys held down or pressed in a quick
    /// run, short enough to read as the wheel's own doing.
    package static let springBackDelay = 0.5

    package init(_ all: [any WheelDependency] = []) {
        self.all = all
    }

    /// `didSelectRow`. Dependencies are cheap when nothing needs
    /// reloading, so they run on every change rather than guessing which
    /// ones matter.
    package mutating func didSelect(_ change: WheelChange, wheels: inout [Wheel]) {
        for index in all.indices { all[index].update(&wheels, after: change) }
    }

    /// Whether every dependency allows what the wheels show.
    package func allow(_ wheels: [Wheel]) -> Bool { all.allSatisfy { $0.allows(wheels) } }

    /// After each event: (re)starts the wait when the selection moved onto
    /// a row it may not keep, springs back when the wait is over.
    package mutating func follow(selectionMoved: Bool, wheels: inout [Wheel], at now: Double) {
        guard !allow(wheels) else {
            springBackDue = nil
            return
        }
        if selectionMoved || springBackDue == nil { springBackDue = now + Self.springBackDelay }
        if let due = springBackDue, due <= now { springBack(&wheels) }
    }

    /// Springs back now; false when there was nothing to do.
    @discardableResult
    package mutating func springBack(_ wheels: inout [Wheel]) -> Bool {
        springBackDue = nil
        guard !allow(wheels) else { return false }
        for index in all.indices { all[index].springBack(&wheels) }
        return true
    }

    /// A few words derived from the wheels (the date's weekday).
    package func note(_ wheels: [Wheel]) -> ToolbarNote? {
        all.lazy.compactMap { $0.note(wheels) }.first.map { ToolbarNote(.info, $0) }
    }
}
