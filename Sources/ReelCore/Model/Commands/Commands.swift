import ReelText

/// Commands that feed the picker's wheels while it runs: wheels whose rows
/// are a command's output (`!CMD`). After an event
/// that changed a wheel, the command line of each feed naming it is worked
/// out again from the selection; a change waits for the wheels to settle
/// (`CommandFeed.settleDelay`), then starts a run that replaces the one
/// before. Output arrives as events and is appended like streamed stdin; a
/// failure empties the wheel and says why in the toolbar.
///
/// An event costs what it changes, not what the picker holds: a picker of
/// 300 command wheels looks, per event, at each wheel's revision (an
/// integer), then only at the feeds that name a wheel that changed, that
/// have a run due, or that have a note — never at all 300 feeds' command
/// lines, nor their 300 toolbar notes.
package struct Commands: Sendable {
    package private(set) var feeds: [CommandFeed] = []

    /// Where each target's feed is.
    private var place: [CommandTarget: Int] = [:]
    /// The form field whose wheels these feeds feed (0 outside forms):
    /// their `{1}`, `{2}`… are its wheels.
    package private(set) var field = 0
    /// The feeds whose line reads each wheel (`{N}`, `{N.row}`, a field's
    /// `{Country}`), and those that read them all (`{}`, a preset's field).
    private var readers: [WheelRef: [Int]] = [:]
    private var readAll: [Int] = []
    /// Each field's wheels' revisions, checks and all (`SelectionValues.revision`),
    /// when the feeds last looked.
    private var seen: [[Int]] = []
    /// Feeds with a run due, and wheel feeds with a note (running, cut, failed).
    private var waiting: Set<Int> = []
    private var noted: Set<Int> = []

    package init() {}

    /// Feeds `feed.target` from now on, replacing any feed it had. `form`
    /// names the fields its placeholders may read.
    package mutating func add(_ feed: CommandFeed, form: Form? = nil) {
        var feed = feed
        if case .wheel(let wheel, _) = feed.target { feed.target = .wheel(wheel, field: field) }
        feed.reads = NamedWheels(feed.script.parameters, field: field, form: form)
        guard place[feed.target] == nil else {
            feeds.removeAll { $0.target == feed.target }
            feeds.append(feed)
            reindex()
            return
        }
        // A new target (the usual set-up, one per `!CMD` wheel): only its
        // own entries, not the whole index again.
        feeds.append(feed)
        index(feeds.count - 1)
    }

    /// These feeds feed form field `index`: its number goes with their runs,
    /// which keep one identity whichever field is shown. Their reads are
    /// worked out again, now that `{1}` is the field's.
    package mutating func join(field index: Int, form: Form? = nil) {
        field = index
        guard !feeds.isEmpty else { return }
        for i in feeds.indices {
            if case .wheel(let wheel, _) = feeds[i].target { feeds[i].target = .wheel(wheel, field: index) }
            feeds[i].reads = NamedWheels(feeds[i].script.parameters, field: index, form: form)
        }
        reindex()
    }

    /// The indexes above, after the feeds themselves changed (set-up).
    private mutating func reindex() {
        place = [:]
        readers = [:]
        readAll = []
        waiting = []
        noted = []
        seen = []
        for index in feeds.indices { self.index(index) }
    }

    /// Files feed `index` in the indexes.
    private mutating func index(_ index: Int) {
        let feed = feeds[index]
        place[feed.target] = index
        switch feed.reads {
        case .every: readAll.append(index)
        case .these(let wheels): for wheel in wheels { readers[wheel, default: []].append(index) }
        }
        track(index)
    }

    /// Files feed `index` under waiting and noted as it now stands.
    private mutating func track(_ index: Int) {
        let feed = feeds[index]
        if feed.due != nil { waiting.insert(index) } else { waiting.remove(index) }
        if feed.wheel != nil, feed.failure != nil || feed.cut || feed.running { noted.insert(index) } else { noted.remove(index) }
    }

    /// Forgets the feed of `target` (`--batch` once its rows are read).
    package mutating func remove(_ target: CommandTarget) {
        feeds.removeAll { $0.target == target }
        reindex()
    }

    package func feeds(wheel: Int) -> Bool { feeds.contains { $0.wheel == wheel } }

    /// The command line `feed` asks for now, values and fields as
    /// `--format` reads them (`SelectionValues`). Its own wheel's value is
    /// empty: a wheel that re-ran on its own spin would never settle.
    /// Only the wheels its placeholders name are read, so a picker of many
    /// command wheels costs each event one look per placeholder.
    package func commandLine(for feed: CommandFeed, selection: SelectionValues) -> ShellCommand {
        feed.script.command(Placeholders(selection, field: field, delimiter: feed.delimiter, blank: feed.wheel))
    }

    /// Whether output of `run` for `target` now would replace the rows the
    /// wheel shows (the first output of the latest run).
    package func replacesRows(of target: CommandTarget, run: Int) -> Bool {
        current(target, run: run).map { !feeds[$0].receivedAny } ?? false
    }

    /// The wheels whose rows are still to come from their command: running,
    /// or due to run for a selection that changed.
    package var reloadingWheels: Set<Int> {
        Set(waiting.union(noted).filter { feeds[$0].due != nil || feeds[$0].running }.compactMap { feeds[$0].wheel })
    }

    /// Whether the rows of `target` are still to come:
    /// its command runs, or is due to run for a selection that changed.
    package func isLoading(_ target: CommandTarget) -> Bool {
        guard let index = place[target] else { return false }
        return feeds[index].running || feeds[index].due != nil
    }

    /// A command wheel is due to run, or running a run started at or
    /// after `time`: a selection changed then is still loading. (A wheel
    /// whose command began before and goes on, `tail -f`, holds nothing up.)
    package func isReloading(since time: Double) -> Bool {
        waiting.contains { feeds[$0].wheel != nil }
            || noted.contains { feeds[$0].running && (feeds[$0].startedAt ?? -.infinity) >= time }
    }

    /// Whether a wheel's rows are still to come for the selection shown at
    /// `now`: a run is due (waiting for the wheels to settle, or for a
    /// wheel it names), or a reload runs that has printed nothing yet, so
    /// the wheel still shows the rows of the values before, or whose first
    /// rows came less than `keepWait` ago without the row the wheel had
    /// (the shell writes `echo b; echo same` in two writes: the row kept
    /// may be in the next). Past that, the wheel shows rows made for the
    /// values shown: a command that never ends (`tail -f`, a job left in
    /// the background) holds nothing up, as a wheel's first run never does
    /// once it has rows.
    package func isLoadingRows(at now: Double) -> Bool {
        waiting.contains { feeds[$0].wheel != nil }
            || noted.contains { keepsLoading(feeds[$0]).map { $0 > now } ?? false }
    }

    /// How long an accept waits, after a reload's first rows, for the row
    /// the wheel had to come back in them.
    package static let keepWait = CommandFeed.settleDelay

    /// Until when `feed` holds an accept: for ever (a reload with no
    /// output yet), until the row it keeps has had `keepWait` to come, or
    /// nil (it holds nothing).
    private func keepsLoading(_ feed: CommandFeed) -> Double? {
        guard feed.wheel != nil, feed.running, feed.run > 1 else { return nil }
        guard let first = feed.firstOutput else { return .infinity }
        return feed.keep == nil ? nil : first + Self.keepWait
    }

    /// The earliest time a command is due to start (one that waits for the
    /// rows of a wheel it names starts on their event, not on a tick).
    package var nextDue: Double? {
        waiting.filter { !feeds[$0].blocked }.compactMap { feeds[$0].due }.min()
    }

    /// When a reload whose first rows lacked the row its wheel had stops
    /// holding an accept for it (`isLoadingRows`), the earliest after `now`.
    package func keepDeadline(after now: Double) -> Double? {
        noted.compactMap { keepsLoading(feeds[$0]) }.filter { $0 > now && $0 < .infinity }.min()
    }

    /// Notices selections that change a command line, and starts the runs
    /// whose wheels have settled.
    ///
    /// `unsettled`: wheels with no rows yet or still loading them (rows
    /// streaming in, a command running or due for them). A command that
    /// names one waits for it (a preview of a city wheel still empty would
    /// show nothing useful), without a tick: the rows' arrival is an event,
    /// which asks again. A wheel moved when its revision did, checks included: a
    /// hidden field's feeds, which hear no key, see a multi-select
    /// field's checks change as the shown field's do.
    /// `settles`: the selection changed by a person's spin or typing, whose
    /// new lines wait the settle delay; else (a command's rows came) they
    /// are due at once.
    package mutating func effects(_ selection: SelectionValues, unsettled: Set<WheelRef> = [], settles: Bool = true,
                                  at now: Double) -> [Effect] {
        var check = waiting
        var moved = false
        if seen.count != selection.fields.count { seen = Array(repeating: [], count: selection.fields.count) }
        for field in selection.fields.indices {
            // A text's or a switch's one value counts as a wheel.
            let refs = selection.refs(ofField: field)
            if seen[field].count != refs.count { seen[field] = Array(repeating: -1, count: refs.count) }
            for ref in refs {
                let revision = selection.revision(of: ref)
                guard revision != seen[field][ref.wheel] else { continue }
                seen[field][ref.wheel] = revision
                moved = true
                check.formUnion(readers[ref] ?? [])
            }
        }
        if moved { check.formUnion(readAll) }
        guard !check.isEmpty else { return [] }
        var effects: [Effect] = []
        var unsettled = unsettled
        var pass = check.sorted()
        // Until nothing changes: a feed whose line came back to the one it
        // ran (↑ then ↓ within the settle delay) starts nothing, and its
        // wheel, counted as reloading in `unsettled`, is settled after all;
        // the feeds that waited for it look again, or a chain of dependent
        // wheels would stay stale with nothing left to wake it. Each pass
        // settles at least one wheel, so there are at most as many as wheels.
        while !pass.isEmpty {
            let reloading = reloadingWheels
            for index in pass {
                if let start = step(index, selection: selection, unsettled: unsettled, settles: settles, at: now) {
                    effects.append(start)
                }
                track(index)
            }
            let freed = Set(reloading.subtracting(reloadingWheels).map { WheelRef(field: field, wheel: $0) })
                .intersection(unsettled).filter { (selection.wheel($0)?.rows.count ?? 0) > 0 }
            guard !freed.isEmpty else { break }
            unsettled.subtract(freed)
            pass = waiting.filter { feeds[$0].blocked }.sorted()
        }
        if !effects.isEmpty { effects.append(.relayout) }
        return effects
    }

    /// Feed `index` after a look at the selection: a new line waits to
    /// settle, a line due starts; the run it starts, if any. In place: a
    /// feed is never copied out and back.
    private mutating func step(_ index: Int, selection: SelectionValues, unsettled: Set<WheelRef>, settles: Bool,
                               at now: Double) -> Effect? {
        let line = commandLine(for: feeds[index], selection: selection)
        let own = feeds[index].wheel.map { WheelRef(field: field, wheel: $0) }
        var blocked = false
        if !unsettled.isEmpty {
            var named = feeds[index].reads.refs(in: selection, field: field)
            if let own { named.remove(own) }
            blocked = !unsettled.isDisjoint(with: named)
        }
        guard let wanted = feeds[index].step(line, blocked: blocked, settles: settles, at: now) else { return nil }
        if let own, let wheel = selection.wheel(own) {
            if wheel.rows.count > 0, feeds[index].keep == nil || wheel.selectedRow != feeds[index].placed {
                feeds[index].keep = wheel.rows.value(at: wheel.selectedRow)
            }
        }
        return .startCommand(feeds[index].target, run: feeds[index].run, command: wanted)
    }

    /// The feed of the run that wrote or ended, if it is the latest and still running.
    private func current(_ target: CommandTarget, run: Int) -> Int? {
        guard let index = place[target], feeds[index].run == run, feeds[index].running else { return nil }
        return index
    }

    package mutating func output(_ bytes: [UInt8], for target: CommandTarget, run: Int,
                                 wheels: inout [Wheel], at now: Double) -> [Effect] {
        guard let index = current(target, run: run) else { return [] }
        defer { track(index) }
        guard let wheel = feeds[index].wheel else { return [] }
        let cut = appendRows(bytes, final: false, feed: index, wheel: wheel, wheels: &wheels, at: now)
        return cut ? [.stopCommand(target), .relayout] : [.relayout]
    }

    package mutating func ended(_ target: CommandTarget, run: Int, status: Int32, firstErrorLine: String?,
                                wheels: inout [Wheel]) -> [Effect] {
        guard let index = current(target, run: run) else { return [] }
        defer { track(index) }
        guard let wheel = feeds[index].wheel else { return [] }
        _ = appendRows([], final: true, feed: index, wheel: wheel, wheels: &wheels, at: nil)
        var feed = feeds[index]
        if feed.running { feed.latest = .ended }
        if status != 0 || wheels[wheel].rows.count == 0 {
            // Failures are shown, never fatal: the wheel empties (Enter
            // does not accept) and the toolbar says why.
            let reason = status == 0 ? "no output" : status > 128 ? "killed by signal \(status - 128)" : "exit status \(status)"
            feed.latest = .failed(firstErrorLine.flatMap { $0.isEmpty ? nil : $0 } ?? reason)
            wheels[wheel].removeRows()
            feed.measured = 0
        }
        feeds[index] = feed
        return [.relayout]
    }

    /// Appends a run's output to its wheel, replacing the previous run's
    /// rows with the first bytes; true when `--max-rows` cut it.
    private mutating func appendRows(_ bytes: [UInt8], final: Bool, feed index: Int, wheel i: Int,
                                     wheels: inout [Wheel], at now: Double?) -> Bool {
        var feed = feeds[index]
        // The end of a run that printed nothing replaces the rows too.
        if feed.receive(at: now ?? feed.startedAt ?? 0) {
            feed.measured = 0
            feed.searched = 0
            wheels[i].removeRows()
            feed.placed = 0
        }
        if wheels[i].selectedRow != feed.placed { feed.keep = nil }
        // Taken out while appending, so the buffer has one owner and grows
        // in place instead of being copied (as streamed stdin).
        guard var lines = wheels[i].takeLines() else { return false }
        lines.append(bytes, final: final, maxRows: feed.maxRows)
        if lines.wasCut {
            lines.finish(maxRows: feed.maxRows)
            feed.latest = .cut
        }
        wheels[i].setLines(lines, measuredFrom: feed.measured)
        feed.measured = lines.count
        if let keep = feed.keep {
            let rows = wheels[i].rows
            for row in feed.searched..<lines.count where rows.value(at: row) == keep {
                wheels[i].select(row)
                feed.placed = row
                feed.keep = nil
                break
            }
            feed.searched = lines.count
        }
        feeds[index] = feed
        return lines.wasCut
    }

    /// The wheel feeds' notes: loading, cut, or why a wheel is empty; a
    /// note the one before already says is not said again (300 wheels
    /// loading are one `loading…`).
    package func notes(wheels: [Wheel]) -> [ToolbarNote] {
        var notes: [ToolbarNote] = []
        for index in noted.sorted() {
            guard let i = feeds[index].wheel, wheels.indices.contains(i),
                  let note = feeds[index].note(rows: wheels[i].rows.count), note != notes.last else { continue }
            notes.append(note)
        }
        return notes
    }
}
