import ReelText

/// What a field hears of the picker around it with each event: where the
/// focus is, the time, the rows shown, for what it does on its own.
package struct FieldScene: Sendable {
    /// Where the picker's focus is; a wheel of this field only when it is shown.
    let focus: Focus
    /// The time of the event (seconds on a monotonic clock).
    let clock: Double
    /// Rows a wheel shows: a list scrolls by them.
    let visibleRows: Int

    /// The focused wheel, when this field has the focus on one.
    var focusedWheel: Int? {
        if case .wheel(let i) = focus { i } else { nil }
    }
}

/// A field of wheels in the running picker: it takes the person's actions
/// while it is shown (its filter's query), and hears its part of every
/// event whether shown or not, in one order: its filters first (a
/// query's wheel gets its source back before the rows change, and is
/// filtered again after), then its stream, its relations, its commands.
extension WheelField {
    /// An action of the person's, offered while the field is shown: the
    /// filter's typing. Whether it took it.
    mutating func handle(_ action: Action, _ scene: FieldScene) -> Bool {
        withFilters { $0.handle(action, &$1, scene) }
    }

    /// Its own part of `event`: rows for its wheel, its commands' output
    /// and ends, a tick for a filter's scan.
    mutating func receive(_ event: Event, _ scene: FieldScene) -> [Effect] {
        withFilters { $0.receive(event, &$1, scene) }
        var effects: [Effect] = []
        if var streaming {
            self.streaming = nil
            effects += streaming.receive(event, &self)
            self.streaming = streaming
        }
        if effects.ends { return effects }
        return effects + receiveCommands(event, at: scene.clock)
    }

    /// After every field has received the event: the filters show what
    /// their rows now match, the relations follow a selection that moved.
    /// (The commands follow after every field has done this:
    /// `PickerState+Fields`.)
    mutating func follow(_ scene: FieldScene, selectionBefore: [Int]) {
        withFilters { $0.follow(&$1, scene) }
        guard !dependencies.all.isEmpty else { return }
        dependencies.follow(selectionMoved: selectedRows != selectionBefore, wheels: &wheels, at: scene.clock)
    }

    /// When it next needs a tick: a scan's next slice, a command or a
    /// spring-back due.
    func nextTick(_ scene: FieldScene) -> Double? {
        [filters.isPending ? scene.clock : nil, dependencies.springBackDue, commands.nextDue].compactMap { $0 }.min()
    }

    /// What it says beside the toolbar's buttons while shown: the query
    /// line, rows loading, a date's weekday, its commands.
    func notes(_ scene: FieldScene) -> [ToolbarNote] {
        var notes = filters.notes(self, scene)
        if let streaming { notes += streaming.notes(self, scene) }
        if let note = dependencies.note(wheels) { notes.append(note) }
        return notes + commands.notes(wheels: wheels)
    }

    /// Whether it may say something while shown (the toolbar keeps room).
    var mayNote: Bool {
        !filters.isEmpty || (streaming.map { $0.loadsWhileShown || $0.cut || $0.linesCut } ?? false)
            || dependencies.note(wheels) != nil || commands.mayNote
    }

    /// The filters out of the field while `body` works on both (a filter
    /// changes its wheel's rows and band): each then has one owner.
    mutating func withFilters<R>(_ body: (inout WheelFilters, inout WheelField) -> R) -> R {
        var all = filters
        filters = WheelFilters()
        defer { filters = all }
        return body(&all, &self)
    }

    /// The commands' part of an event: their output and their ends (a
    /// multi-select wheel's checks follow its rows being replaced).
    private mutating func receiveCommands(_ event: Event, at now: Double) -> [Effect] {
        switch event {
        case .commandOutput(let target, let run, let bytes):
            guard case .wheel(let i, _) = target, checks.isMulti(i) else {
                return commands.output(bytes, for: target, run: run, wheels: &wheels, at: now)
            }
            // A reload keeps the checks whose values come back.
            let replaces = commands.replacesRows(of: target, run: run)
            if replaces { checks.rowsWillBeReplaced(inWheel: i, rows: wheels[i].rows) }
            let before = replaces ? 0 : wheels[i].rows.count
            let effects = commands.output(bytes, for: target, run: run, wheels: &wheels, at: now)
            checks.rowsArrived(inWheel: i, rows: wheels[i].rows, from: before)
            return effects
        case .commandEnded(let target, let run, let status, let line):
            let effects = commands.ended(target, run: run, status: status, firstErrorLine: line, wheels: &wheels)
            if case .wheel(let i, _) = target, checks.isMulti(i), !effects.isEmpty {
                checks.rowsSettled(inWheel: i, count: wheels[i].rows.count)
            }
            return effects
        default:
            return []
        }
    }

    /// `12/304` for a long list of rows read from stdin, a file or a
    /// command (more than `PickerState.longList` and more than the wheel
    /// shows), or while they are still arriving (how many came so far);
    /// nil for short lists and ranges, where a count is noise (`seq 3 |
    /// reel` says nothing, nor do six colours).
    package func position(ofWheel i: Int, visibleRows: Int) -> String? {
        // A picker of no wheels still has its focus on the first.
        guard wheels.indices.contains(i) else { return nil }
        let wheel = wheels[i]
        // A filter's query line counts its own (`12/1000`), as a list's does.
        if filters.filter(ofWheel: i) != nil || showsList { return nil }
        guard wheel.showsPosition, wheel.rows.count > 0, isLongList(wheel, visibleRows: visibleRows) || isLoading(i) else {
            return nil
        }
        return "\(wheel.selectedRow + 1)/\(wheel.rows.count)"
    }

    /// Rows are still streaming into wheel `i`.
    func isLoading(_ i: Int) -> Bool { streaming?.wheel == i && streaming?.isStreaming == true }

    /// A list long enough for its position to tell something.
    func isLongList(_ wheel: Wheel, visibleRows: Int) -> Bool {
        wheel.rows.count > max(PickerState.longList, visibleRows)
    }
}

extension Commands {
    /// Whether they may say something (a wheel's rows loading or failed).
    var mayNote: Bool { feeds.contains { $0.wheel != nil } }
}
