import ReelText

/// The typed filter in a running field (`--filter`): its keys come as
/// actions (`handle`, offered first by the field while it is shown);
/// a scan too long for one frame goes on a slice per tick; rows that
/// change under the wheel (streamed in, a command's output) reach the
/// features that feed it as the source's rows, and the query is tested
/// on them after. Listed first in the composition, so that it takes the
/// wheel's source back before those features hear the event.
extension WheelFilter {
    /// Where the band goes when the shown rows change.
    enum Band {
        /// The best match (a new query; fzf's cursor goes to the top).
        case best
        /// The source's row it is on, when still shown (the person moved
        /// it since the query last changed, ctrl+u clearing the query);
        /// else the best match.
        case sourceRow(Int)
    }

    /// An action of the person's, if it is the filter's: printable keys
    /// and pastes type into the query, Backspace erases, ctrl+u clears
    /// the query (Esc is the picker's: cancel). Only while the
    /// filter's wheel, or a button, has the focus.
    mutating func handle(_ action: Action, _ field: inout WheelField, _ scene: FieldScene) -> Bool {
        guard scene.focusedWheel == nil || scene.focusedWheel == wheel else { return false }
        return take(action, &field, scene)
    }

    /// The action on this filter's query, whichever wheel has the focus.
    private mutating func take(_ action: Action, _ field: inout WheelField, _ scene: FieldScene) -> Bool {
        guard field.wheels.indices.contains(wheel) else { return false }
        let source = field.wheels[wheel].sourceRows
        switch action {
        // A query at its cap that drops what is typed leaves the band alone.
        case .typed(let character, _): guard type(String(character), in: source) else { return true }
        case .pasted(let text, _): guard type(text, in: source) else { return true }
        case .erase: erase(in: source)
        // ctrl+u, as in a shell's line: Esc is the picker's, cancel.
        case .edit(.deleteToStart):
            let band = field.wheels[wheel].selectedSourceRow
            guard clear() else { return true }
            bandMoved = true
            show(in: &field, band: .sourceRow(band), visibleRows: scene.visibleRows)
            return true
        default: return false
        }
        bandMoved = false
        show(in: &field, band: .best, visibleRows: scene.visibleRows)
        return true
    }

    /// `--query`: the query typed before the picker is drawn (focused or
    /// not: the library sets any component's), its scan made whole (nothing is on screen yet to keep answering).
    mutating func start(_ text: String, _ field: inout WheelField, _ scene: FieldScene) {
        guard take(.pasted(text, at: scene.clock), &field, scene) else { return }
        while isPending { tick(in: field.wheels[wheel].sourceRows) }
        show(in: &field, band: .best, visibleRows: scene.visibleRows)
    }

    /// Its part of an event: a tick for its scan; rows about to change
    /// under its wheel (streamed in, a command's output), which then get
    /// their source back.
    mutating func receive(_ event: Event, _ field: inout WheelField, _ scene: FieldScene) {
        guard field.wheels.indices.contains(wheel) else { return }
        switch event {
        case .tick where isPending:
            let band = keptBand(field)
            tick(in: field.wheels[wheel].sourceRows)
            show(in: &field, band: band, visibleRows: scene.visibleRows)
        case .rows(let i, _), .rowsEnded(let i, _):
            if i == wheel { takeSource(&field, replacing: false) }
        case .commandOutput(.wheel(let i, let index), let run, _):
            if i == wheel { takeSource(&field, replacing: field.commands.replacesRows(of: .wheel(i, field: index), run: run)) }
        case .commandEnded(.wheel(let i, _), _, _, _):
            if i == wheel { takeSource(&field, replacing: false) }
        default: break
        }
    }

    /// Once the rows have changed: the query is tested on them.
    mutating func follow(_ field: inout WheelField, _ scene: FieldScene) {
        guard let before = sourceTaken, field.wheels.indices.contains(wheel) else { return }
        sourceTaken = nil
        let source = field.wheels[wheel].rows
        let band = keptBand(field)
        if before.replacing || source.count < before.count { reload(source) } else { rowsArrived(source) }
        show(in: &field, band: band, visibleRows: scene.visibleRows)
    }

    /// The query line: `> query  12/1000`, with how far a scan going on
    /// got; a list draws its own above the rows, and the toolbar says nothing.
    func notes(_ field: WheelField) -> [ToolbarNote] {
        guard field.wheels.indices.contains(wheel), !field.showsList else { return [] }
        let total = field.wheels[wheel].sourceRows.count
        let full = isFull ? " " + Search.fullQuery : ""
        return [ToolbarNote(.typing, "> " + query + full + "  " + countText(total: total), keepsEnd: true)]
    }

    /// `12/1000`: the rows that match of `total`, and while a scan goes
    /// on, how far it got (`12/1000 40%`).
    package func countText(total: Int) -> String {
        var count = "\(matchCount ?? total)/\(total)"
        if let progress = progress(sourceCount: total), progress.total > 0 {
            count += " \(min(99, progress.done * 100 / progress.total))%"
        }
        return count
    }

    /// Where the band goes as rows come, a scan goes on or a ranking
    /// ends: on the best row, unless the person has moved it since the
    /// query last changed (then on their row). Rows that come later may
    /// hold a better match than the best of those ranked so far, and the
    /// answer must not depend on how the input was cut (issue 47).
    private mutating func keptBand(_ field: WheelField) -> Band {
        let wheel = field.wheels[self.wheel]
        let row = wheel.selectedSourceRow
        if let bandPlaced, wheel.rows.count > 0, row != bandPlaced { bandMoved = true }
        return bandMoved ? .sourceRow(row) : .best
    }

    /// Before rows change under the wheel: it gets its source back, the
    /// band on the same source row, so that what feeds it appends to its
    /// own rows; `follow` filters them again.
    private mutating func takeSource(_ field: inout WheelField, replacing: Bool) {
        let shown = field.wheels[wheel]
        guard let filtered = shown.rows as? FilteredRows else {
            if query.isEmpty { return }
            sourceTaken = (shown.rows.count, replacing || (sourceTaken?.replacing ?? false))
            return
        }
        let row = shown.selectedSourceRow
        field.wheels[wheel].rows = filtered.base
        field.wheels[wheel].select(row)
        sourceTaken = (filtered.base.count, replacing || (sourceTaken?.replacing ?? false))
    }

    /// Puts the rows the query matches under the wheel (its source's rows
    /// with no query), the band where `band` says.
    mutating func show(in field: inout WheelField, band: Band, visibleRows: Int) {
        let source = field.wheels[wheel].sourceRows
        guard let shown else {
            field.wheels[wheel].rows = source
            if case .sourceRow(let row) = band {
                field.select(row, inWheel: wheel, visibleRows: visibleRows)
            } else {
                field.select(0, inWheel: wheel, visibleRows: visibleRows)
            }
            bandPlaced = nil
            return
        }
        field.wheels[wheel].rows = FilteredRows(base: source, shown: shown)
        var row = 0
        if case .sourceRow(let kept) = band {
            row = shown.firstIndex(of: Int32(truncatingIfNeeded: kept)) ?? 0
        }
        field.select(row, inWheel: wheel, visibleRows: visibleRows)
        bandPlaced = field.wheels[wheel].rows.count > 0 ? field.wheels[wheel].selectedSourceRow : nil
    }
}
