import ReelText

/// The `--preview` pane: a command run again once the selection it names
/// settles, whose first lines show under the wheels. A feature of its own:
/// its feed waits and runs as a command wheel's does (`CommandFeed.step`),
/// but its output is text for the pane, not rows.
package struct Preview: Sendable {
    package private(set) var feed: CommandFeed
    /// The pane's height (`--preview-lines`).
    package let height: Int
    /// What the command printed, raw; the renderer sanitises and cuts it.
    package private(set) var text: [UInt8] = []
    /// The revision of each wheel (or text, or switch) it names when the
    /// pane last looked (`SelectionValues.revision(of:)`).
    private var seen: [WheelRef: Int] = [:]

    package init(_ feed: CommandFeed, lines: Int) {
        var feed = feed
        feed.target = .preview
        feed.reads = NamedWheels(feed.script.parameters, field: nil, form: nil)
        self.feed = feed
        height = max(1, lines)
    }

    /// The pane's lines as printed (at most `height`).
    package var lines: [String] {
        var lines = text.split(separator: 0x0A, omittingEmptySubsequences: false).prefix(height)
        if lines.last?.isEmpty == true, lines.count > 1 || text.isEmpty { lines.removeLast() }
        return lines.map { String(decoding: $0, as: UTF8.self) }
    }

    /// Its output is still to come: its command runs, or is due to run
    /// for a selection that changed.
    package var isLoading: Bool { feed.running || feed.due != nil }

    /// Looks at the selection when a wheel it names moved (or the checks
    /// did, or a run is due): the run to start, if one is due and the
    /// wheels it names have their rows.
    mutating func look(_ selection: SelectionValues, checksChanged: Bool, unsettled: Set<WheelRef>, at now: Double) -> [Effect] {
        let named = feed.reads.refs(in: selection, field: nil)
        var moved = checksChanged
        for ref in named {
            // A text's or a switch's value counts as a wheel: its revision
            // moves with each edit or flip, and the run waits the settle
            // delay as it does after a spin (as `--on-change` does).
            let revision = selection.revision(of: ref)
            guard seen[ref] != revision else { continue }
            seen[ref] = revision
            moved = true
        }
        guard moved || feed.due != nil else { return [] }
        let line = feed.script.command(Placeholders(selection, delimiter: feed.delimiter))
        guard let start = feed.step(line, blocked: !unsettled.isDisjoint(with: named), at: now) else { return [] }
        return [.startCommand(.preview, run: feed.run, command: start), .relayout]
    }

    /// The pane keeps what it shows and no more: once it has its lines
    /// (or 64 KiB), the command is ended.
    mutating func output(_ bytes: [UInt8], run: Int, at now: Double) -> [Effect] {
        guard feed.run == run, feed.running else { return [] }
        if feed.receive(at: now) { text = [] }
        text += bytes
        let lines = text.split(separator: 0x0A, omittingEmptySubsequences: false)
        guard lines.count > height || text.count >= 1 << 16 else { return [.relayout] }
        text = Array(lines.prefix(height).joined(separator: [0x0A]))
        feed.latest = .ended
        return [.stopCommand(.preview), .relayout]
    }

    /// A run ended: a failure shows its first stderr line in the pane, a
    /// run that printed nothing empties it.
    mutating func ended(run: Int, status: Int32, firstErrorLine: String?) -> [Effect] {
        guard feed.run == run, feed.running else { return [] }
        if status != 0 {
            text = Array((firstErrorLine ?? "exit status \(status)").utf8)
        } else if !feed.receivedAny {
            text = []
        }
        feed.latest = .ended
        return [.relayout]
    }
}
