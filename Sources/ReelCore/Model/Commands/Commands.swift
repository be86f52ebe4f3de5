/// Commands that feed the picker while it runs: wheels whose rows are a
/// command's output (`!CMD`) and the `--preview` pane. After every event
/// the command line each feed asks for is worked out again from the
/// selection; a change waits for the wheels to settle
/// (`CommandFeed.settleDelay`), then starts a run that replaces the one
/// before. Output arrives as events and is appended like streamed stdin; a
/// failure empties the wheel and says why in the toolbar.
package struct Commands: Sendable {
    package private(set) var feeds: [CommandFeed] = []
    /// The `--preview` pane's height (`--preview-lines`); 0: no pane.
    package private(set) var previewHeight = 0
    /// What the preview command printed, raw; the renderer sanitises and cuts it.
    package private(set) var previewText: [UInt8] = []

    package init() {}

    /// Feeds `feed.target` from now on, replacing any feed it had.
    package mutating func add(_ feed: CommandFeed) {
        feeds.removeAll { $0.target == feed.target }
        feeds.append(feed)
    }

    /// The pane under the wheels, `lines` high, fed by `feed`.
    package mutating func setPreview(_ feed: CommandFeed, lines: Int) {
        previewHeight = lines
        add(feed)
    }

    /// Forgets the feed of `target` (`--batch` once its rows are read).
    package mutating func remove(_ target: CommandTarget) {
        feeds.removeAll { $0.target == target }
    }

    package func feeds(wheel: Int) -> Bool { feeds.contains { $0.target == .wheel(wheel) } }

    /// The command line `feed` asks for now. Its own wheel's value is
    /// empty: a wheel that re-ran on its own spin would never settle.
    /// Only the wheels its placeholders name are read, so a picker of many
    /// command wheels costs each event one look per placeholder.
    package func commandLine(for feed: CommandFeed, in selection: SelectionValues) -> ShellCommand {
        var selection = selection
        selection.numbered = feed.scope ?? selection.numbered
        selection.blank = feed.wheel
        selection.delimiter = feed.delimiter
        return feed.script.command(selection)
    }

    package func commandLine(for feed: CommandFeed, wheels: [Wheel]) -> ShellCommand {
        commandLine(for: feed, in: SelectionValues(wheels: wheels, delimiter: feed.delimiter))
    }

    /// The earliest time a command is due to start (one waiting for the
    /// rows of a wheel it names starts on their event, not on a tick).
    package var nextDue: Double? { feeds.filter { !$0.waiting }.compactMap(\.due).min() }

    /// The wheels whose rows are still to come from their command: running,
    /// or due to run for a selection that changed.
    package var reloadingWheels: Set<Int> {
        Set(feeds.filter { $0.running || $0.due != nil }.compactMap(\.wheel))
    }

    /// Notices selections that change a command line, and starts the runs
    /// whose wheels have settled.
    package mutating func effects(wheels: [Wheel], at now: Double) -> [Effect] {
        effects(SelectionValues(wheels: wheels, delimiter: []), at: now)
    }

    /// `unsettled`: wheels with no rows yet or still loading them (rows
    /// streaming in, a command running or due for them). A command that
    /// names one waits for it (a preview of a city wheel still empty would
    /// show nothing useful), without a tick: the rows' arrival is an event,
    /// which asks again.
    package mutating func effects(_ selection: SelectionValues, unsettled: Set<Int> = [], at now: Double) -> [Effect] {
        let wheels = selection.wheels
        var effects: [Effect] = []
        for index in feeds.indices {
            var feed = feeds[index]
            let line = commandLine(for: feed, in: selection)
            if line != (feed.wanted ?? feed.started) {
                feed.wanted = line
                feed.due = feed.started == nil ? min(feed.due ?? now, now) : now + CommandFeed.settleDelay
            }
            var own = selection
            own.numbered = feed.scope ?? selection.numbered
            let waiting = !unsettled.isDisjoint(with: own.wheels(namedBy: feed.script.parameters).subtracting([feed.wheel ?? -1]))
            feed.waiting = waiting
            if !waiting, let due = feed.due, due <= now {
                feed.due = nil
                if let wanted = feed.wanted, wanted != feed.started || feed.run == 0 {
                    feed.run += 1
                    feed.started = wanted
                    feed.running = true
                    feed.receivedAny = false
                    feed.cut = false
                    feed.failure = nil
                    if let i = feed.wheel, wheels.indices.contains(i) {
                        let wheel = wheels[i]
                        if wheel.rows.count > 0, feed.keep == nil || wheel.selectedRow != feed.placed {
                            feed.keep = wheel.rows.value(at: wheel.selectedRow)
                        }
                    }
                    effects.append(.startCommand(feed.target, run: feed.run, command: wanted))
                }
                feed.wanted = nil
            }
            feeds[index] = feed
        }
        if !effects.isEmpty { effects.append(.relayout) }
        return effects
    }

    /// Whether output of `run` for `target` now would replace the rows the
    /// wheel shows (the first output of the latest run).
    package func replacesRows(of target: CommandTarget, run: Int) -> Bool {
        current(target, run: run).map { !feeds[$0].receivedAny } ?? false
    }

    /// The feed of the run that wrote or ended, if it is the latest and still running.
    private func current(_ target: CommandTarget, run: Int) -> Int? {
        guard let index = feeds.firstIndex(where: { $0.target == target }), feeds[index].run == run,
              feeds[index].running else { return nil }
        return index
    }

    package mutating func output(_ bytes: [UInt8], for target: CommandTarget, run: Int,
                                 wheels: inout [Wheel]) -> [Effect] {
        guard let index = current(target, run: run) else { return [] }
        guard let wheel = feeds[index].wheel else { return previewOutput(bytes, feed: index) }
        let cut = appendRows(bytes, final: false, feed: index, wheel: wheel, wheels: &wheels)
        return cut ? [.stopCommand(target), .relayout] : [.relayout]
    }

    package mutating func ended(_ target: CommandTarget, run: Int, status: Int32, firstErrorLine: String?,
                                wheels: inout [Wheel]) -> [Effect] {
        guard let index = current(target, run: run) else { return [] }
        guard let wheel = feeds[index].wheel else {
            feeds[index].running = false
            if status != 0 {
                previewText = Array((firstErrorLine ?? "exit status \(status)").utf8)
            } else if !feeds[index].receivedAny {
                previewText = []
            }
            return [.relayout]
        }
        _ = appendRows([], final: true, feed: index, wheel: wheel, wheels: &wheels)
        var feed = feeds[index]
        feed.running = false
        if status != 0 || wheels[wheel].rows.count == 0 {
            // Failures are shown, never fatal: the wheel empties (Enter
            // does not accept) and the toolbar says why.
            let reason = status == 0 ? "no output" : status > 128 ? "killed by signal \(status - 128)" : "exit status \(status)"
            feed.failure = firstErrorLine.flatMap { $0.isEmpty ? nil : $0 } ?? reason
            wheels[wheel].removeRows()
            feed.measured = 0
        }
        feeds[index] = feed
        return [.relayout]
    }

    /// Appends a run's output to its wheel, replacing the previous run's
    /// rows with the first bytes; true when `--max-rows` cut it.
    private mutating func appendRows(_ bytes: [UInt8], final: Bool, feed index: Int, wheel i: Int,
                                     wheels: inout [Wheel]) -> Bool {
        var feed = feeds[index]
        if !feed.receivedAny {
            feed.receivedAny = true
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
        feed.cut = lines.wasCut
        if lines.wasCut { lines.finish(maxRows: feed.maxRows) }
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
        if lines.wasCut { feed.running = false }
        feeds[index] = feed
        return lines.wasCut
    }

    /// The pane keeps what it shows and no more: once it has its lines
    /// (or 64 KiB), the command is ended.
    private mutating func previewOutput(_ bytes: [UInt8], feed index: Int) -> [Effect] {
        if !feeds[index].receivedAny {
            feeds[index].receivedAny = true
            previewText = []
        }
        previewText += bytes
        let lines = previewText.split(separator: 0x0A, omittingEmptySubsequences: false)
        if lines.count > previewHeight || previewText.count >= 1 << 16 {
            previewText = Array(lines.prefix(previewHeight).joined(separator: [0x0A]))
            feeds[index].running = false
            return [.stopCommand(.preview), .relayout]
        }
        return [.relayout]
    }

    /// The pane's lines as printed (at most `previewHeight`).
    package var previewLines: [String] {
        guard previewHeight > 0 else { return [] }
        var lines = previewText.split(separator: 0x0A, omittingEmptySubsequences: false).prefix(previewHeight)
        if lines.last?.isEmpty == true, lines.count > 1 || previewText.isEmpty { lines.removeLast() }
        return lines.map { String(decoding: $0, as: UTF8.self) }
    }

    /// The wheel feeds' notes: loading, cut, or why a wheel is empty.
    package func notes(wheels: [Wheel]) -> [ToolbarNote] {
        feeds.compactMap { feed in
            guard let i = feed.wheel, wheels.indices.contains(i) else { return nil }
            return feed.note(rows: wheels[i].rows.count)
        }
    }
}
