import ReelText

/// The picker's one entry point while it runs: every event goes through
/// `apply(_:at:)`, which hands it to the feature it belongs to, changes
/// the state and says what the loop must do. Pure: time comes in as a
/// value, rows as bytes.
extension PickerState {
    package mutating func apply(_ event: Event, at now: Double) -> [Effect] {
        clock = now
        // The session's start sets the clock and the countdown; the
        // features (commands, the watch) look at the state from the first
        // event after it, as the view first shows it.
        if case .started = event {
            idle?.lastActivity = now
            return []
        }
        if var watch {
            watch.start(from: SelectionValues(self))
            self.watch = watch
        }
        let checked = checks
        // Only relations between wheels care whether the selection moved:
        // without them, no look at every wheel's row around every event.
        let rows = dependencies.all.isEmpty ? [] : selectedRows
        let hadNote = hasNote
        let field = form?.shown
        let showedKeys = chrome.showsKeys
        let effects = handle(event, at: now)
        if effects.contains(where: { if case .finish = $0 { true } else { false } }) { return effects }
        // A field coming into view loads what it left for later.
        if let form, form.shown != field { for i in form.fields[form.shown].wheels { wheels[i].scanDeferredRows() } }
        if !dependencies.all.isEmpty {
            dependencies.follow(selectionMoved: selectedRows != rows, wheels: &wheels, at: now)
        }
        // The toolbar keeps room for a note only while there is one; a form
        // lays the picker out again for the field it shows.
        let noteChanged = (hadNote != hasNote || field != form?.shown || showedKeys != chrome.showsKeys)
            && !effects.contains(.relayout)
        let layout: [Effect] = noteChanged ? [.relayout] : []
        // The selection is read only for a command or the watch: a plain
        // picker's key press makes none.
        guard !commands.feeds.isEmpty || watch != nil else { return effects + layout }
        let selection = SelectionValues(self)
        // Checks change a multi-select wheel's value, not its row.
        let changed = checks == checked ? [] : Set(checks.wheels.keys)
        let started = commands.feeds.isEmpty ? []
            : commands.effects(selection, unsettled: unsettledWheels, changed: changed, at: now)
        // An accept held for rows loading ends the picker once they are in
        // (an empty wheel, a failed reload, leaves Enter waiting as usual).
        if let held = commands.releaseAccept(at: now), !hasEmptyWheel {
            if case .pressed(let i) = held { chrome.pressedButton = i }
            return effects + layout + started + [.finish(held)]
        }
        // The watch after the commands: a run just started for a change
        // means the change is still loading.
        var reports: [Effect] = []
        if var watch {
            let reloading = watch.changedAt.map { commands.isReloading(since: $0) } ?? false
            reports = watch.effects(selection, byPerson: event.isPersons, reloading: reloading,
                                    allowed: allowsSelection, complete: !hasEmptyWheel, at: now)
            self.watch = watch
        }
        return effects + layout + started + reports
    }

    private mutating func handle(_ event: Event, at now: Double) -> [Effect] {
        switch event {
        case .input(let actions):
            idle?.lastActivity = now
            // The key after `?` takes the help down, and does nothing else
            // (ctrl+c aside): it may have been pressed to read the help.
            if chrome.showsKeys, !actions.isEmpty, !actions.contains(.interrupt) {
                chrome.showsKeys = false
                return []
            }
            return perform(actions)
        case .started:
            return []
        case .tick:
            for step in finder.tick(wheels: wheels) { select(step.row, inWheel: step.wheel) }
            guard let idle, idle.left(at: now) <= 0 else { return [] }
            // Accepting on time out accepts the allowed date nearest the one shown.
            if idle.accepts { dependencies.springBack(&wheels) }
            let ending = Ending.timedOut(accepted: idle.accepts && !hasEmptyWheel)
            // An accept waits for rows loading, as Enter does.
            if ending == .timedOut(accepted: true), commands.hold(ending, at: now) { return [] }
            return [.finish(ending)]
        case .rows(let wheel, let rows):
            guard streaming?.wheel == wheel else { return [] }
            streaming?.take(rows, final: false, into: &wheels)
            return [.relayout]
        case .rowsEnded(let wheel, let failure):
            guard streaming?.wheel == wheel else { return [] }
            streaming?.take(nil, final: true, failure: failure, into: &wheels)
            return [.relayout]
        case .commandOutput(let target, let run, let bytes):
            guard case .wheel(let i) = target, checks.isMulti(i) else {
                return commands.output(bytes, for: target, run: run, wheels: &wheels, at: now)
            }
            // A reload keeps the checks whose values come back.
            if commands.replacesRows(of: target, run: run) { checks.rowsWillBeReplaced(inWheel: i, rows: wheels[i].rows) }
            let before = commands.replacesRows(of: target, run: run) ? 0 : wheels[i].rows.count
            let effects = commands.output(bytes, for: target, run: run, wheels: &wheels, at: now)
            checks.rowsArrived(inWheel: i, rows: wheels[i].rows, from: before)
            return effects
        case .commandEnded(let target, let run, let status, let line):
            let effects = commands.ended(target, run: run, status: status, firstErrorLine: line, wheels: &wheels)
            if case .wheel(let i) = target, checks.isMulti(i), !effects.isEmpty {
                checks.rowsSettled(inWheel: i, count: wheels[i].rows.count)
            }
            return effects
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

    /// Applies actions in order until one ends the picker.
    private mutating func perform(_ actions: [Action]) -> [Effect] {
        for action in actions {
            switch apply(action) {
            case .continue: continue
            // An empty wheel (a command that failed or is still loading)
            // has nothing to print: Enter waits.
            // A date outside --min/--max springs back and waits for the
            // next Enter (Dependencies).
            // Rows loading for the selection shown: the accept waits for them.
            case .accept:
                if hasEmptyWheel || dependencies.springBack(&wheels) || commands.hold(.accepted, at: clock) { continue }
                return [.finish(.accepted)]
            case .press(let i):
                // As Done, but the picker says which button ended it.
                if hasEmptyWheel || dependencies.springBack(&wheels) || commands.hold(.pressed(i), at: clock) { continue }
                chrome.pressedButton = i
                return [.finish(.pressed(i))]
            case .cancel: return [.finish(.cancelled)]
            case .interrupt: return [.finish(.interrupted)]
            case .redraw: return [.redrawAll]
            case .suspend: return [.suspend]
            }
        }
        return []
    }

    /// When the state next needs a `.tick` with no other event: the next
    /// countdown second, the timeout, a command or a spring-back due; nil:
    /// never. Now, while a search has slices left (PendingFind).
    package func nextTick() -> Double? {
        if finder.isPending { return clock }
        return [idle?.nextTick(after: clock), commands.nextDue, watch?.due, dependencies.springBackDue].compactMap { $0 }.min()
    }
}

extension Event {
    /// A key, a click, or a tick, which carries a person's action on (a
    /// search's next slice, a spring-back): what `--live` reports follow.
    var isPersons: Bool {
        switch self {
        case .input, .tick: true
        default: false
        }
    }
}

/// Signal numbers the model names, without importing the C library.
package enum SignalNumber {
    /// SIGHUP is 1 on every POSIX system.
    package static let hangUp: Int32 = 1
}
