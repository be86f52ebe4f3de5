import ReelText

/// The picker and its fields: it shows one, routes the person's actions
/// to it, and every event to the fields it concerns.
extension PickerState {
    /// The form of `fields` of every kind, showing the first. Each field's
    /// commands learn which field they feed, so that their runs keep one
    /// identity whichever field is shown.
    package init(fields: [Form.Field], chrome: Chrome) {
        self.init(wheels: [], focus: .done)
        self.chrome = chrome
        form = Form(fields: fields)
        let names = form
        for index in form.fields.indices {
            _ = form.fields[index].changeWheels { $0.commands.join(field: index, form: names) }
        }
        if let first = form.lastStop.first { focus = first }
        refreshNotes()
    }

    /// The shown field's wheels (none when a text or a switch is shown):
    /// what the view draws and the keys work on.
    package var shownWheels: WheelField {
        guard form.fields.indices.contains(form.shown), case .wheels(let field) = form.fields[form.shown].kind else {
            return .none
        }
        return field
    }

    /// The field on screen, if any (an alert has none).
    package var shownField: Form.Field? {
        form.fields.indices.contains(form.shown) ? form.fields[form.shown] : nil
    }

    /// Field `index`'s wheels as they stand: none for a text, a switch,
    /// or a field that is not there.
    package func wheels(ofField index: Int) -> WheelField {
        form.fields.indices.contains(index) ? form.fields[index].wheels ?? .none : .none
    }

    /// Changes the shown field's wheels in place, if it is a field of wheels.
    @discardableResult
    mutating func changeShownWheels<R>(_ body: (inout WheelField) -> R) -> R? {
        changeWheels(ofField: form.shown, body)
    }

    /// Changes field `index`'s wheels in place, if it is a field of wheels.
    @discardableResult
    mutating func changeWheels<R>(ofField index: Int, _ body: (inout WheelField) -> R) -> R? {
        guard form.fields.indices.contains(index) else { return nil }
        return form.fields[index].changeWheels(body)
    }

    /// How field `index` sees the picker around it.
    func scene(ofField index: Int) -> FieldScene {
        FieldScene(focus: index == form.shown ? focus : .done, clock: clock, visibleRows: chrome.visibleRows)
    }

    /// The shown field's focused wheel's position (`12/304`), if it says one.
    package func position(ofWheel i: Int) -> String? {
        shownWheels.position(ofWheel: i, visibleRows: chrome.visibleRows)
    }

    /// The first row the shown list shows in `visible` rows (0 for wheels).
    package func listTop(visible: Int) -> Int { shownWheels.listTop(visible: visible) }

    /// Shows field `index` with the focus on `focus` (by default the stop
    /// it had last). A field coming into view scans the rows it left for
    /// later.
    mutating func show(field index: Int, focus stop: Focus? = nil) {
        guard form.fields.indices.contains(index) else { return }
        if index != form.shown {
            form.shown = index
            // A search's place is a wheel of the field it was typed in.
            finder = Finder()
            changeShownWheels { field in
                for i in field.wheels.indices { field.wheels[i].scanDeferredRows() }
            }
        }
        focus = stop ?? form.lastStop[index]
        form.follow(focus)
    }

    /// Tab's stops across the fields: each field's wheels as drawn, or its
    /// entry, in field order, then the buttons. A stop names its field
    /// (nil: a button).
    var formStops: [(field: Int?, focus: Focus)] {
        var stops: [(field: Int?, focus: Focus)] = []
        for (index, field) in form.fields.enumerated() {
            if let wheels = field.wheels {
                stops += wheels.wheelOrder.map { (index, Focus.wheel($0)) }
            } else {
                stops.append((index, .entry))
            }
        }
        return stops + focusStops.filter { if case .wheel = $0 { false } else { true } }.map { (nil, $0) }
    }

    /// The person's action, offered to the shown field first: a text's or
    /// a switch's keys while it has the focus (a `j` typed in a name is
    /// text, not a spin), else its filter's query.
    mutating func handleInShownField(_ action: Action) -> Bool {
        let shown = form.shown
        guard form.fields.indices.contains(shown) else { return false }
        if focus == .entry {
            guard form.fields[shown].kind.handle(action) else { return false }
            forgetMissing(ifFilled: shown)
            return true
        }
        let scene = scene(ofField: shown)
        return changeShownWheels { $0.handle(action, scene) } ?? false
    }

    /// Wheels whose rows are not all there, in every field.
    package var unsettled: Set<WheelRef> {
        var all = Set<WheelRef>()
        for (index, field) in form.fields.enumerated() {
            guard let wheels = field.wheels else { continue }
            all.formUnion(wheels.unsettledWheels.map { WheelRef(field: index, wheel: $0) })
        }
        return all
    }
}

// MARK: - Events

/// Every field hears its part of each event here, shown or not, through
/// one path: rows go to the field that streams them, a command's output
/// to the field its target names, ticks to all; after the event, each
/// field follows what it received, then the commands of every field look
/// at the selection, a field after the fields it reads, so that a chain
/// (a city naming `{Country}`) settles in one pass.
extension PickerState {
    mutating func fieldsReceive(_ event: Event) -> [Effect] {
        var effects: [Effect] = []
        for index in fields(hearing: event) {
            let scene = scene(ofField: index)
            effects += changeWheels(ofField: index) { $0.receive(event, scene) } ?? []
            if effects.ends { return effects }
        }
        return effects
    }

    /// The fields `event` is for (a key is routed by `act`).
    private func fields(hearing event: Event) -> [Int] {
        switch event {
        case .commandOutput(.wheel(_, let field), _, _), .commandEnded(.wheel(_, let field), _, _, _):
            return form.fields.indices.contains(field) ? [field] : []
        case .rows, .rowsEnded:
            return form.fields.firstIndex { $0.wheels?.streaming != nil }.map { [$0] } ?? []
        case .tick:
            return Array(form.fields.indices)
        default:
            return []
        }
    }

    mutating func fieldsFollow(_ event: Event, _ context: FollowContext) -> [Effect] {
        for index in form.fields.indices {
            let scene = scene(ofField: index)
            let before = context.before.selectedRows(ofField: index)
            changeWheels(ofField: index) { $0.follow(scene, selectionBefore: before) }
        }
        // A field's line is as wide as its value: checked rows widen it.
        var effects: [Effect] = []
        if form.hasLines,
           form.shown != context.before.shownField || shownWheels.checks != context.before.checks(ofField: form.shown) {
            effects.append(.relayout)
        }
        let order = commandOrder
        guard !order.isEmpty else { return effects }
        let selection = context.selection(self)
        // Only a person's spin or typing waits to settle; rows a command
        // or the input brought start what follows them at once.
        let settles = event.isPersons, now = clock
        var unsettled = self.unsettled
        for index in order {
            effects += changeWheels(ofField: index) { field in
                let started = field.commands.effects(selection, unsettled: unsettled, settles: settles, at: now)
                // A field's commands settle or start only its own wheels.
                unsettled = unsettled.filter { $0.field != index }
                    .union(field.unsettledWheels.map { WheelRef(field: index, wheel: $0) })
                return started
            } ?? []
        }
        return effects
    }

    /// The fields with commands, each after the fields its commands read
    /// (a read of every wheel, `{}`: after all the others). Cycles were
    /// refused when the picker was made; one left is cut where it closes.
    private var commandOrder: [Int] {
        let fields = form.fields
        var reads: [Int: Set<Int>] = [:]
        for (index, field) in fields.enumerated() {
            guard let commands = field.wheels?.commands, !commands.feeds.isEmpty else { continue }
            var named = Set<Int>()
            for feed in commands.feeds {
                switch feed.reads {
                case .every: named.formUnion(fields.indices)
                case .these(let refs): named.formUnion(refs.map(\.field))
                }
            }
            named.remove(index)
            reads[index] = named
        }
        guard reads.count > 1 else { return Array(reads.keys) }
        var order: [Int] = [], placed = Set<Int>(), visiting = Set<Int>()
        func place(_ index: Int) {
            guard !placed.contains(index), !visiting.contains(index) else { return }
            visiting.insert(index)
            for named in (reads[index] ?? []).sorted() where reads[named] != nil { place(named) }
            placed.insert(index)
            order.append(index)
        }
        for index in reads.keys.sorted() { place(index) }
        return order
    }

    func fieldsNextTick() -> Double? {
        form.fields.indices.compactMap { index in form.fields[index].wheels?.nextTick(scene(ofField: index)) }.min()
    }

    /// The shown field says what it says; the others' commands say what
    /// they do on screen too (a city `loading…` after its country changed).
    func fieldsNotes() -> [ToolbarNote] {
        var notes: [ToolbarNote] = []
        for (index, field) in form.fields.enumerated() {
            guard let wheels = field.wheels else { continue }
            notes += index == form.shown ? wheels.notes(scene(ofField: index)) : wheels.commands.notes(wheels: wheels.wheels)
        }
        return notes + entryNotes()
    }

    func fieldsMayNote() -> Bool {
        form.fields.enumerated().contains { index, field in
            guard let wheels = field.wheels else { return field.entry?.isRequired == true }
            return index == form.shown ? wheels.mayNote : wheels.commands.mayNote
        }
    }
}

extension Form {
    /// Whether a field has a command due, or running a run started at or
    /// after `time` (`Commands.isReloading(since:)`): a change made then
    /// is not settled until it is in (`ChangeWatch`).
    package func isReloading(since time: Double) -> Bool {
        fields.contains { $0.wheels?.commands.isReloading(since: time) == true }
    }
}
