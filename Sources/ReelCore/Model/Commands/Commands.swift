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

    /// The command line `feed` asks for now, values and fields as
    /// `--format` reads them (`SelectionValues`). Its own wheel's value is
    /// empty: a wheel that re-ran on its own spin would never settle.
    /// Only the wheels its placeholders name are read, so a picker of many
    /// command wheels costs each event one look per placeholder.
    package func commandLine(for feed: CommandFeed, selection: SelectionValues) -> ShellCommand {
        feed.script.command(value: { n in n - 1 == feed.wheel ? [] : selection.value(n) }, row: selection.row,
                            count: selection.count, delimiter: feed.delimiter, fields: selection.fields)
    }

    /// A command wheel is due to run, or running a run started at or
    /// after `time`: a selection changed then is still loading. (A wheel
    /// whose command began before and goes on, `tail -f`, holds nothing up.)
    package func isReloading(since time: Double) -> Bool {
        feeds.contains { feed in
            feed.wheel != nil && (feed.due != nil || feed.running && (feed.startedAt ?? -.infinity) >= time)
        }
    }

    /// The earliest time a command is due to start.
    package var nextDue: Double? { feeds.compactMap(\.due).min() }

    /// Notices selections that change a command line, and starts the runs
    /// whose wheels have settled.
    package mutating func effects(wheels: [Wheel], form: (any ValueForm)? = nil, at now: Double) -> [Effect] {
        var effects: [Effect] = []
        let selection = SelectionValues(wheels: wheels, form: form)
        for index in feeds.indices {
            var feed = feeds[index]
            let line = commandLine(for: feed, selection: selection)
            if line != (feed.wanted ?? feed.started) {
                feed.wanted = line
                feed.due = feed.started == nil ? min(feed.due ?? now, now) : now + CommandFeed.settleDelay
            }
            if let due = feed.due, due <= now {
                feed.due = nil
                if let wanted = feed.wanted, wanted != feed.started || feed.run == 0 {
                    feed.run += 1
                    feed.started = wanted
                    feed.startedAt = now
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
