import ReelText

/// The typed filter in the running picker (`--filter`): its keys come as
/// actions (`handle`, offered first by `PickerState.act`);
/// a scan too long for one frame goes on a slice per tick; rows that
/// change under the wheel (streamed in, a command's output) reach the
/// features that feed it as the source's rows, and the query is tested
/// on them after. Listed first in the composition, so that it takes the
/// wheel's source back before those features hear the event.
extension WheelFilter: PickerFeature {
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
    package mutating func handle(_ action: Action, _ picker: inout PickerState) -> Bool {
        guard picker.focusedWheel == nil || picker.focusedWheel == wheel else { return false }
        return take(action, &picker)
    }

    /// The action on this filter's query, whichever wheel has the focus.
    private mutating func take(_ action: Action, _ picker: inout PickerState) -> Bool {
        guard picker.wheels.indices.contains(wheel) else { return false }
        let source = picker.wheels[wheel].sourceRows
        switch action {
        // A query at its cap that drops what is typed leaves the band alone.
        case .typed(let character, _): guard type(String(character), in: source) else { return true }
        case .pasted(let text, _): guard type(text, in: source) else { return true }
        case .erase: erase(in: source)
        // ctrl+u, as in a shell's line: Esc is the picker's, cancel.
        case .edit(.deleteToStart):
            let band = picker.wheels[wheel].selectedSourceRow
            guard clear() else { return true }
            bandMoved = true
            show(in: &picker, band: .sourceRow(band))
            return true
        default: return false
        }
        bandMoved = false
        show(in: &picker, band: .best)
        return true
    }

    /// `--query`: the query typed before the picker is drawn (focused or
    /// not: the library sets any component's), its scan made whole (nothing is on screen yet to keep answering).
    package mutating func start(_ text: String, _ picker: inout PickerState) {
        guard take(.pasted(text, at: picker.clock), &picker) else { return }
        while isPending { tick(in: picker.wheels[wheel].sourceRows) }
        show(in: &picker, band: .best)
    }

    package mutating func receive(_ event: Event, _ picker: inout PickerState, at now: Double) -> [Effect] {
        guard picker.wheels.indices.contains(wheel) else { return [] }
        switch event {
        case .tick where isPending:
            let band = keptBand(picker)
            tick(in: picker.wheels[wheel].sourceRows)
            show(in: &picker, band: band)
        case .rows(let i, _), .rowsEnded(let i, _):
            if i == wheel { takeSource(&picker, replacing: false) }
        case .commandOutput(.wheel(let i, let field), let run, _):
            if i == wheel { takeSource(&picker, replacing: picker.commands.replacesRows(of: .wheel(i, field: field), run: run)) }
        case .commandEnded(.wheel(let i, _), _, _, _):
            if i == wheel { takeSource(&picker, replacing: false) }
        default: break
        }
        return []
    }

    package mutating func follow(_ event: Event, _ picker: inout PickerState, _ context: FollowContext,
                                 at now: Double) -> [Effect] {
        guard let before = sourceTaken, picker.wheels.indices.contains(wheel) else { return [] }
        sourceTaken = nil
        let source = picker.wheels[wheel].rows
        let band = keptBand(picker)
        if before.replacing || source.count < before.count { reload(source) } else { rowsArrived(source) }
        show(in: &picker, band: band)
        return []
    }

    package func nextTick(_ picker: PickerState) -> Double? { isPending ? picker.clock : nil }

    /// The query line: `> query  12/1000`, with how far a scan going on
    /// got; a list draws its own above the rows, and the toolbar says nothing.
    package func notes(_ picker: PickerState) -> [ToolbarNote] {
        guard picker.wheels.indices.contains(wheel), !picker.showsList else { return [] }
        let total = picker.wheels[wheel].sourceRows.count
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

    package func mayNote(_ picker: PickerState) -> Bool { true }

    /// Where the band goes as rows come, a scan goes on or a ranking
    /// ends: on the best row, unless the person has moved it since the
    /// query last changed (then on their row). Rows that come later may
    /// hold a better match than the best of those ranked so far, and the
    /// answer must not depend on how the input was cut (issue 47).
    private mutating func keptBand(_ picker: PickerState) -> Band {
        let wheel = picker.wheels[self.wheel]
        let row = wheel.selectedSourceRow
        if let bandPlaced, wheel.rows.count > 0, row != bandPlaced { bandMoved = true }
        return bandMoved ? .sourceRow(row) : .best
    }

    /// Before rows change under the wheel: it gets its source back, the
    /// band on the same source row, so that what feeds it appends to its
    /// own rows; `follow` filters them again.
    private mutating func takeSource(_ picker: inout PickerState, replacing: Bool) {
        let shown = picker.wheels[wheel]
        guard let filtered = shown.rows as? FilteredRows else {
            if query.isEmpty { return }
            sourceTaken = (shown.rows.count, replacing || (sourceTaken?.replacing ?? false))
            return
        }
        let row = shown.selectedSourceRow
        picker.wheels[wheel].rows = filtered.base
        picker.wheels[wheel].select(row)
        sourceTaken = (filtered.base.count, replacing || (sourceTaken?.replacing ?? false))
    }

    /// Puts the rows the query matches under the wheel (its source's rows
    /// with no query), the band where `band` says.
    mutating func show(in picker: inout PickerState, band: Band) {
        let source = picker.wheels[wheel].sourceRows
        guard let shown else {
            picker.wheels[wheel].rows = source
            if case .sourceRow(let row) = band { picker.select(row, inWheel: wheel) } else { picker.select(0, inWheel: wheel) }
            bandPlaced = nil
            return
        }
        picker.wheels[wheel].rows = FilteredRows(base: source, shown: shown)
        var row = 0
        if case .sourceRow(let kept) = band {
            row = shown.firstIndex(of: Int32(truncatingIfNeeded: kept)) ?? 0
        }
        picker.select(row, inWheel: wheel)
        bandPlaced = picker.wheels[wheel].rows.count > 0 ? picker.wheels[wheel].selectedSourceRow : nil
    }
}
