import ReelText

/// A form in the running picker. The field shown is the picker's own, so
/// the other features hear its part of each event; the fields not shown
/// hear theirs here: their commands' output and ends, their rows streaming
/// in, and after each event a look at the selection of every field, so
/// that a city field whose command names `{Country}` reloads while the
/// country field is shown.
extension Form: PickerFeature {
    package mutating func willHandle(_ event: Event, _ picker: PickerState) { shownBefore = shown }

    package mutating func receive(_ event: Event, _ picker: inout PickerState, at now: Double) -> [Effect] {
        switch event {
        case .commandOutput(.wheel(_, let field), _, _), .commandEnded(.wheel(_, let field), _, _, _):
            guard field != shown, fields.indices.contains(field) else { return [] }
            return fields[field].picker.receiveWhileHidden(event, at: now)
        case .rows, .rowsEnded:
            guard let field = hiddenFields.first(where: { fields[$0].picker.streaming != nil }) else { return [] }
            return fields[field].picker.receiveWhileHidden(event, at: now)
        default:
            return []
        }
    }

    package mutating func follow(_ event: Event, _ picker: inout PickerState, _ context: FollowContext,
                                 at now: Double) -> [Effect] {
        var effects: [Effect] = shown == shownBefore ? [] : [.relayout]
        let hidden = hiddenFields.filter { !fields[$0].picker.commands.feeds.isEmpty }
        guard !hidden.isEmpty else { return effects }
        let selection = context.selection(picker, form: self)
        var unsettled = picker.unsettled(in: selection, reloading: picker.commands.reloadingWheels, form: self)
        // Until nothing more settles: a field's command whose line came
        // back to the one it ran (↓ then ↑ within the settle delay) starts
        // nothing, and its wheel is settled after all; the commands of
        // other fields that waited for it look again (the shown field's
        // too), or a field naming two fields would stay stale with nothing
        // left to wake it. Each pass settles a wheel, so there are at most
        // as many as wheels.
        for pass in 0...selection.wheels.count {
            if pass > 0 { effects += picker.commands.effects(selection, unsettled: unsettled, at: now) }
            for index in hidden {
                effects += fields[index].picker.commands.effects(selection, unsettled: unsettled, at: now)
            }
            let left = picker.unsettled(in: selection, reloading: picker.commands.reloadingWheels, form: self)
            guard !unsettled.subtracting(left).isEmpty else { break }
            unsettled = left
        }
        return effects
    }

    package func nextTick(_ picker: PickerState) -> Double? {
        hiddenFields.compactMap { fields[$0].picker.commands.nextDue }.min()
    }

    /// The hidden fields' commands say what they say on screen too (a
    /// city `loading…` after its country changed).
    package func notes(_ picker: PickerState) -> [ToolbarNote] {
        hiddenFields.flatMap { fields[$0].picker.commands.notes(wheels: fields[$0].picker.wheels) }
    }

    package func mayNote(_ picker: PickerState) -> Bool {
        fields.contains { $0.picker.commands.feeds.contains { $0.wheel != nil } }
    }

    /// Whether a field not shown has rows loading for the selection
    /// shown at `now`: an accept waits for them as for the shown field's.
    package func loadsRows(at now: Double) -> Bool {
        hiddenFields.contains { fields[$0].picker.commands.isLoadingRows(at: now) }
    }

    /// Whether a field not shown has a command due, or running a run
    /// started at or after `time` (`Commands.isReloading(since:)`): a
    /// change made then is not settled until it is in (`ChangeWatch`).
    package func isReloading(since time: Double) -> Bool {
        hiddenFields.contains { fields[$0].picker.commands.isReloading(since: time) }
    }

    /// The fields not shown, whose parts are their own pickers'.
    private var hiddenFields: [Int] { fields.indices.filter { $0 != shown } }
}

extension PickerState {
    /// The parts of an event a field hears while hidden.
    static let hiddenFeatures: [FeatureSlot] = [
        // First, as in the picker: a query's wheel gets its source back
        // before the rows change, and is filtered again after.
        FeatureSlot(\.filters, empty: WheelFilters()),
        FeatureSlot(\.streaming, empty: nil),
        FeatureSlot(\.commands, empty: Commands()),
    ]

    mutating func receiveWhileHidden(_ event: Event, at now: Double) -> [Effect] {
        let effects = Self.hiddenFeatures.flatMap { $0.receive(&self, event, now) }
        // The filters alone follow: the rest of a hidden field follows in `Form.follow`.
        return effects + Self.hiddenFeatures[0].follow(&self, event, FollowContext(effects: effects), now)
    }

    /// Wheels whose rows are not all there, as `selection` numbers the
    /// wheels of every field. `reloading`: the picker's own commands'
    /// reloading wheels (while they hear an event, they are out of the
    /// state); `form`: the form, when it is out of the state.
    package func unsettled(in selection: SelectionValues, reloading: Set<Int>, form: Form? = nil) -> Set<Int> {
        guard let form = form ?? self.form else { return unsettledWheels(reloading: reloading) }
        var all = Set<Int>()
        for index in form.fields.indices where selection.fieldWheels.indices.contains(index) {
            let first = selection.fieldWheels[index].lowerBound
            let own = index == form.shown ? unsettledWheels(reloading: reloading) : form.fields[index].picker.unsettledWheels
            all.formUnion(own.map { first + $0 })
        }
        return all
    }
}
