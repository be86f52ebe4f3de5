/// Wheels fed by commands (`!CMD`): after every event the command line each
/// one asks for is worked out again from the selection; a change waits for
/// the wheels to settle (`CommandFeed.settleDelay`), then starts a run that
/// replaces the one before. Output arrives as events and is appended like
/// streamed stdin; a failure empties the wheel and says why in the toolbar.
extension PickerState {
    /// The value of every wheel (empty for an empty wheel), as placeholders see them.
    package var currentValues: [[UInt8]] {
        wheels.map { $0.rows.count > 0 ? $0.rows.value(at: $0.selectedRow) : [] }
    }

    /// The command line `feed` asks for now. Its own wheel's value is
    /// empty: a wheel that re-ran on its own spin would never settle.
    package func commandLine(for feed: CommandFeed) -> [UInt8] {
        var values = currentValues
        if values.indices.contains(feed.wheel) { values[feed.wheel] = [] }
        return feed.template.shellCommand(values: values, rows: selectedRows, delimiter: feed.delimiter)
    }

    /// Notices selections that change a command line, and starts the runs
    /// whose wheels have settled.
    mutating func commandEffects(at now: Double) -> [Effect] {
        var effects: [Effect] = []
        for index in commandFeeds.indices {
            var feed = commandFeeds[index]
            let line = commandLine(for: feed)
            if line != (feed.wanted ?? feed.started) {
                feed.wanted = line
                feed.due = feed.started == nil ? min(feed.due ?? now, now) : now + CommandFeed.settleDelay
            }
            if let due = feed.due, due <= now {
                feed.due = nil
                if let wanted = feed.wanted, wanted != feed.started || feed.run == 0 {
                    feed.run += 1
                    feed.started = wanted
                    feed.running = true
                    feed.receivedAny = false
                    feed.cut = false
                    feed.failure = nil
                    if wheels.indices.contains(feed.wheel) {
                        let wheel = wheels[feed.wheel]
                        if wheel.rows.count > 0, feed.keep == nil || wheel.selectedRow != feed.placed {
                            feed.keep = wheel.rows.value(at: wheel.selectedRow)
                        }
                    }
                    effects.append(.startCommand(wheel: feed.wheel, run: feed.run, command: wanted))
                }
                feed.wanted = nil
            }
            commandFeeds[index] = feed
        }
        if !effects.isEmpty { effects.append(.relayout) }
        return effects
    }

    /// The earliest time a command is due to start.
    var nextCommandDue: Double? { commandFeeds.compactMap(\.due).min() }

    mutating func commandOutput(_ bytes: [UInt8], wheel: Int, run: Int) -> [Effect] {
        guard let index = commandFeeds.firstIndex(where: { $0.wheel == wheel }), commandFeeds[index].run == run,
              commandFeeds[index].running else { return [] }
        if wheel == CommandFeed.previewPane { return previewOutput(bytes, feed: index) }
        let cut = appendCommandRows(bytes, final: false, feed: index)
        return cut ? [.stopCommand(wheel: wheel), .relayout] : [.relayout]
    }

    mutating func commandEnded(wheel: Int, run: Int, status: Int32, firstErrorLine: String?) -> [Effect] {
        guard let index = commandFeeds.firstIndex(where: { $0.wheel == wheel }), commandFeeds[index].run == run,
              commandFeeds[index].running else { return [] }
        if wheel == CommandFeed.previewPane {
            commandFeeds[index].running = false
            if status != 0 {
                previewText = Array((firstErrorLine ?? "exit status \(status)").utf8)
            } else if !commandFeeds[index].receivedAny {
                previewText = []
            }
            return [.relayout]
        }
        _ = appendCommandRows([], final: true, feed: index)
        var feed = commandFeeds[index]
        feed.running = false
        if status != 0 || wheels[wheel].rows.count == 0 {
            // Failures are shown, never fatal: the wheel empties (Enter
            // does not accept) and the toolbar says why.
            let reason = status == 0 ? "no output" : status > 128 ? "killed by signal \(status - 128)" : "exit status \(status)"
            feed.failure = firstErrorLine.flatMap { $0.isEmpty ? nil : $0 } ?? reason
            wheels[wheel].rows = Self.emptied(wheels[wheel].rows)
            wheels[wheel].select(0)
            feed.measured = 0
        }
        commandFeeds[index] = feed
        return [.relayout]
    }

    /// Appends a run's output to its wheel, replacing the previous run's
    /// rows with the first bytes; true when `--max-rows` cut it.
    private mutating func appendCommandRows(_ bytes: [UInt8], final: Bool, feed index: Int) -> Bool {
        var feed = commandFeeds[index]
        var wheel = wheels[feed.wheel]
        if !feed.receivedAny {
            feed.receivedAny = true
            feed.measured = 0
            feed.searched = 0
            wheel.rows = Self.emptied(wheel.rows)
            wheel.select(0)
            feed.placed = 0
        }
        if wheel.selectedRow != feed.placed { feed.keep = nil }
        // Taken out while appending, so the buffer has one owner and grows
        // in place instead of being copied (as streamed stdin).
        var fields = wheel.rows as? FieldRows
        guard var lines = (fields?.base ?? wheel.rows) as? LineRows else { return false }
        fields?.base = ListRows([])
        wheel.rows = ListRows([])
        wheels[feed.wheel].rows = ListRows([])
        lines.append(bytes, final: final, maxRows: feed.maxRows)
        feed.cut = lines.wasCut
        if lines.wasCut { lines.finish(maxRows: feed.maxRows) }
        if var fields {
            fields.base = lines
            wheel.rows = fields
        } else {
            wheel.rows = lines
        }
        wheel.widen(newRowsFrom: feed.measured, lines: lines, fields: fields != nil, width: DisplayWidth())
        feed.measured = lines.count
        if let keep = feed.keep {
            let rows = wheel.rows
            for row in feed.searched..<lines.count where rows.value(at: row) == keep {
                wheel.select(row)
                feed.placed = row
                feed.keep = nil
                break
            }
            feed.searched = lines.count
        }
        if lines.wasCut { feed.running = false }
        wheels[feed.wheel] = wheel
        commandFeeds[index] = feed
        return lines.wasCut
    }

    /// The pane keeps what it shows and no more: once it has its lines
    /// (or 64 KiB), the command is ended.
    private mutating func previewOutput(_ bytes: [UInt8], feed index: Int) -> [Effect] {
        if !commandFeeds[index].receivedAny {
            commandFeeds[index].receivedAny = true
            previewText = []
        }
        previewText += bytes
        let lines = previewText.split(separator: 0x0A, omittingEmptySubsequences: false)
        if lines.count > previewHeight || previewText.count >= 1 << 16 {
            previewText = Array(lines.prefix(previewHeight).joined(separator: [0x0A]))
            commandFeeds[index].running = false
            return [.stopCommand(wheel: CommandFeed.previewPane), .relayout]
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

    /// No rows, the fields shown (`--show`, `--value`) kept.
    private static func emptied(_ rows: any RowSource) -> any RowSource {
        guard var fields = rows as? FieldRows else { return LineRows() }
        fields.base = LineRows()
        return fields
    }

    /// Enter on an empty wheel does not accept: there is nothing to print.
    package var hasEmptyWheel: Bool { wheels.contains { $0.rows.count == 0 } }
}
