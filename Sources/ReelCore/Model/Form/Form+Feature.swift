import ReelText

/// A form in the running picker. The field shown is the one the picker's
/// features work on (`PickerState+Shown`), so they hear its part of each
/// event; the fields not shown hear theirs here: their commands' output
/// and ends, their rows streaming in, and after each event a look at the
/// selection of every field, so that a city field whose command names
/// `{Country}` reloads while the country field is shown. It stays in the
/// state while it hears an event (`FeatureSlot.form`): the shown field's
/// parts are in it.
extension PickerState {
    mutating func formReceive(_ event: Event, at now: Double) -> [Effect] {
        guard let form else { return [] }
        switch event {
        case .commandOutput(.wheel(_, let field), _, _), .commandEnded(.wheel(_, let field), _, _, _):
            guard field != form.shown, form.fields.indices.contains(field) else { return [] }
            return self.form!.fields[field].picker.receiveWhileHidden(event, at: now)
        case .rows, .rowsEnded:
            guard let field = hiddenFields.first(where: { form.fields[$0].picker.streaming != nil }) else { return [] }
            return self.form!.fields[field].picker.receiveWhileHidden(event, at: now)
        default:
            return []
        }
    }

    mutating func formFollow(_ event: Event, _ context: FollowContext, at now: Double) -> [Effect] {
        guard let form else { return [] }
        // A field's line is as wide as its value: checked rows widen it.
        var effects: [Effect] = form.shown == context.before.shownField && checks == context.before.checks ? [] : [.relayout]
        let hidden = hiddenFields.filter { !form.fields[$0].picker.commands.feeds.isEmpty }
        guard !hidden.isEmpty else { return effects }
        let selection = context.selection(self)
        var unsettled = unsettled(reloading: commands.reloadingWheels)
        // Until nothing more settles: a field's command whose line came
        // back to the one it ran (↓ then ↑ within the settle delay) starts
        // nothing, and its wheel is settled after all; the commands of
        // other fields that waited for it look again (the shown field's
        // too), or a field naming two fields would stay stale with nothing
        // left to wake it. Each pass settles a wheel, so there are at most
        // as many as wheels.
        let settles = event.isPersons
        for pass in 0...selection.refs.count {
            if pass > 0 { effects += commands.effects(selection, unsettled: unsettled, settles: settles, at: now) }
            for index in hidden {
                effects += self.form!.fields[index].picker.commands.effects(selection, unsettled: unsettled, settles: settles,
                                                                             at: now)
            }
            let left = self.unsettled(reloading: commands.reloadingWheels)
            guard !unsettled.subtracting(left).isEmpty else { break }
            unsettled = left
        }
        return effects
    }

    func formNextTick() -> Double? {
        guard let form else { return nil }
        return hiddenFields.compactMap { form.fields[$0].picker.commands.nextDue }.min()
    }

    /// The hidden fields' commands say what they say on screen too (a
    /// city `loading…` after its country changed).
    func formNotes() -> [ToolbarNote] {
        guard let form else { return [] }
        return hiddenFields.flatMap { form.fields[$0].picker.commands.notes(wheels: form.fields[$0].picker.wheels) }
    }

    func formMayNote() -> Bool {
        form?.fields.contains { $0.picker.commands.feeds.contains { $0.wheel != nil } } ?? false
    }

    /// The fields not shown, whose features hear their part of an event here.
    private var hiddenFields: [Int] {
        guard let form else { return [] }
        return form.fields.indices.filter { $0 != form.shown }
    }
}

extension Form {
    /// Whether a field not shown has a command due, or running a run
    /// started at or after `time` (`Commands.isReloading(since:)`): a
    /// change made then is not settled until it is in (`ChangeWatch`).
    package func isReloading(since time: Double) -> Bool {
        fields.indices.contains { $0 != shown && fields[$0].picker.commands.isReloading(since: time) }
    }
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
        return effects + Self.hiddenFeatures[0].follow(&self, event, FollowContext(effects: effects, before: .none), now)
    }

    /// Wheels whose rows are not all there, in every field. `reloading`:
    /// the shown field's commands' reloading wheels (while they hear an
    /// event, they are out of the state).
    package func unsettled(reloading: Set<Int>) -> Set<WheelRef> {
        guard let form else { return Set(unsettledWheels(reloading: reloading).map { WheelRef(field: 0, wheel: $0) }) }
        var all = Set<WheelRef>()
        for index in form.fields.indices {
            let own = index == form.shown ? unsettledWheels(reloading: reloading) : form.fields[index].picker.unsettledWheels
            all.formUnion(own.map { WheelRef(field: index, wheel: $0) })
        }
        return all
    }
}
