/// A selection the dependencies do not allow (a date outside `--min` or
/// `--max`) is drawn dim and springs back to the nearest allowed one once
/// the wheels have been still for `springBackDelay`, as UIDatePicker's
/// wheel settles and then rolls back. Waiting lets a spin pass through the
/// rows it may not stop on (December on the way to January); Enter never
/// accepts such a selection: it springs back at once and waits for the
/// next Enter, so what is printed is what was on screen.
extension PickerState {
    /// Longer than the gap between keys held down or pressed in a quick
    /// run, short enough to read as the wheel's own doing.
    package static let springBackDelay = 0.5

    /// Whether every dependency allows what the wheels show.
    package var allowsSelection: Bool { dependencies.allSatisfy { $0.allows(wheels) } }

    /// After each event: (re)starts the wait when the selection moved onto
    /// a row it may not keep, springs back when the wait is over.
    mutating func followSpringBack(selectionMoved: Bool, at now: Double) {
        guard !allowsSelection else {
            springBackDue = nil
            return
        }
        if selectionMoved || springBackDue == nil { springBackDue = now + Self.springBackDelay }
        if let due = springBackDue, due <= now { springBack() }
    }

    /// Springs back now; false when there was nothing to do.
    @discardableResult
    package mutating func springBack() -> Bool {
        springBackDue = nil
        guard !allowsSelection else { return false }
        for index in dependencies.indices { dependencies[index].springBack(&wheels) }
        return true
    }
}
