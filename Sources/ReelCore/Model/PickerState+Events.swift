/// The picker's one entry point while it runs: every event goes through
/// `apply(_:at:)`, which changes the state and says what the loop must do.
/// Pure: time comes in as a value, rows as bytes, the screen as a size.
extension PickerState {
    package mutating func apply(_ event: Event, at now: Double) -> [Effect] {
        clock = now
        let rows = selectedRows
        let effects = handle(event, at: now)
        if effects.contains(where: { if case .finish = $0 { true } else { false } }) { return effects }
        followSpringBack(selectionMoved: selectedRows != rows, at: now)
        return effects + commandEffects(at: now) + changeEffects(at: now)
    }

    private mutating func handle(_ event: Event, at now: Double) -> [Effect] {
        switch event {
        case .key(let key):
            return keyPressed(key, at: now)
        case .mouse(let mouse, let hit):
            idle?.lastActivity = now
            return MouseMap.action(for: mouse, hit: hit, state: self).map { perform([$0]) } ?? []
        case .resized(let newSize):
            size = newSize
            return [.redrawAll]
        case .tick:
            continueFinding()
            guard let idle, idle.left(at: now) <= 0 else { return [] }
            // Accepting on time out accepts the allowed date nearest the one shown.
            if idle.accepts { springBack() }
            return [.finish(.timedOut(accepted: idle.accepts && !hasEmptyWheel))]
        case .rows(let wheel, let rows):
            takeRows(rows, final: false, toWheel: wheel)
            return [.relayout]
        case .rowsEnded(let wheel, let failure):
            loading?.failure = failure
            takeRows(nil, final: true, toWheel: wheel)
            return [.relayout]
        case .commandOutput(let wheel, let run, let bytes):
            return commandOutput(bytes, wheel: wheel, run: run)
        case .commandEnded(let wheel, let run, let status, let line):
            return commandEnded(wheel: wheel, run: run, status: status, firstErrorLine: line)
        case .signal(.suspend):
            return [.suspend]
        case .signal(.resume):
            return [.resume]
        case .signal(.fatal(let signo)):
            return [.die(signo)]
        case .hangUp:
            return [.die(SignalNumber.hangUp)]
        case .escapeAhead:
            return [.finish(.cancelled)]
        }
    }

    private mutating func keyPressed(_ key: Key, at now: Double) -> [Effect] {
        // A terminal's reply is not the person doing something.
        if case .cursorPosition = key { return [] }
        idle?.lastActivity = now
        var actions: [Action] = []
        for command in KeyMap.commands(for: key, searching: search != nil, at: now) {
            switch command {
            case .action(let action): actions.append(action)
            case .redraw: return perform(actions) + [.redrawAll]
            case .suspend: return perform(actions) + [.suspend]
            }
        }
        return perform(actions)
    }

    /// Applies actions in order until one ends the picker.
    private mutating func perform(_ actions: [Action]) -> [Effect] {
        let hadNote = Toolbar.hasNote(state: self)
        for action in actions {
            switch apply(action) {
            case .continue: continue
            // An empty wheel (a command that failed or is still loading)
            // has nothing to print: Enter waits.
            // A date outside --min/--max springs back and waits for the
            // next Enter (PickerState+SpringBack).
            case .accept: if hasEmptyWheel || springBack() { continue } else { return [.finish(.accepted)] }
            case .cancel: return [.finish(.cancelled)]
            case .interrupt: return [.finish(.interrupted)]
            }
        }
        // The toolbar keeps room for a note only while there is one.
        return hadNote != Toolbar.hasNote(state: self) ? [.relayout] : []
    }

    /// When the state next needs a `.tick` with no other event: the next
    /// countdown second, the timeout, a command or a spring-back due; nil:
    /// never. Now, while a search has slices left (PendingFind).
    package func nextTick() -> Double? {
        if isFinding { return clock }
        return [idle?.nextTick(after: clock), nextCommandDue, changeWatch?.due, springBackDue].compactMap { $0 }.min()
    }
}

/// Signal numbers the model names, without importing the C library.
package enum SignalNumber {
    /// SIGHUP is 1 on every POSIX system.
    package static let hangUp: Int32 = 1
}
