import ReelText

/// Everything the picker shows and where the person is in it: its fields
/// (a plain picker is a form of one unnamed field of wheels), one of them
/// shown, the focus, the chrome around them, and what is the whole
/// picker's: the finder, the preview, the watch, the timeout, a held
/// accept, the toolbar's notes. Each field is a child model that keeps
/// its own state and hears its own events (`WheelField`, `FieldEntry`);
/// the picker routes to them (`PickerState+Fields`). Transitions are
/// pure: `apply` never touches a terminal, so each is a one-line test.
package struct PickerState: Sendable {
    package internal(set) var focus: Focus {
        didSet {
            if case .wheel = focus {
                let focus = focus
                changeShownWheels { $0.filters.focusMoved(to: focus) }
            }
        }
    }
    package internal(set) var chrome: Chrome
    /// `/` search, `n`/`N` and digit type-ahead.
    package internal(set) var finder = Finder()
    /// The `--preview` pane, if any.
    package internal(set) var preview: Preview?
    /// `--live` and `--on-change`.
    package internal(set) var watch: ChangeWatch?
    /// The fields, one of them shown: a plain picker's one unnamed field,
    /// or `--field`s that share the picker; none in an alert.
    package internal(set) var form: Form
    /// An accept waiting for rows loading or a ranking, in any field.
    package internal(set) var heldAccept = HeldAccept()
    /// `--timeout`, counting from the last thing the person did.
    package internal(set) var idle: IdleTimeout?
    /// The time of the latest event (seconds on a monotonic clock).
    package internal(set) var clock = 0.0
    /// What the toolbar says beside its buttons, the most important first:
    /// made once per event, after every feature has followed it
    /// (`ToolbarRoom`), and after each edit (`PickerState+Notes`).
    package internal(set) var notes: [ToolbarNote] = []

    /// A plain picker: a form of one unnamed field of `wheels`; with no
    /// wheels, of none (an alert's toolbar alone).
    package init(wheels: [Wheel], focus: Focus = .wheel(0), title: String? = nil, message: String? = nil,
                 doneTitle: String = "Done", cancelTitle: String? = nil, visibleRows: Int = 5, separator: String = "") {
        form = Form(fields: wheels.isEmpty ? [] : [Form.Field(name: "", wheels: WheelField(wheels: wheels, separator: separator))])
        self.focus = focus
        chrome = Chrome(title: title, message: message, doneTitle: doneTitle, cancelTitle: cancelTitle,
                        visibleRows: visibleRows)
        notes = gatheredNotes()
    }

    /// Tab order follows the screen left to right: the wheels as drawn,
    /// then the buttons as the toolbar draws them (Cancel, when there is
    /// one, before Done). Only the buttons drawn: one a narrow terminal
    /// leaves out would take the focus unseen, and Enter would press it.
    package var focusStops: [Focus] {
        let buttons = (chrome.cancelTitle == nil ? [] : [.cancel]) + chrome.buttons.indices.map(Focus.button) + [.done]
        return shownWheels.wheelOrder.map(Focus.wheel) + buttons.filter { chrome.drawnButtons?.contains($0) ?? true }
    }

    /// The view drew the toolbar with these buttons. A focused button it
    /// left out gives the focus back to the stop before it in Tab order,
    /// the last wheel (the buttons go from the left, so all those between
    /// them went too).
    mutating func toolbarDrawn(_ drawn: [Focus]) {
        chrome.drawnButtons = drawn
        if case .wheel = focus { return }
        if focus == .entry { return }
        if !drawn.contains(focus) { focus = .wheel(shownWheels.wheelOrder.last ?? 0) }
    }

    /// Drawn as a list (`--layout list`): any field.
    package var isList: Bool {
        form.fields.contains { $0.wheels?.showsList == true }
    }

    /// The selection as templates and scripts read it.
    package var values: SelectionValues { SelectionValues(self) }

    /// The filter that takes the keys and whose query is shown: the
    /// focused wheel's; on a button, the one last focused
    /// (`WheelFilters.typing`).
    package var filter: WheelFilter? { shownWheels.filters.typing(focus: focus) }

    /// The focused wheel, if a wheel has the focus.
    package var focusedWheel: Int? {
        if case .wheel(let i) = focus { i } else { nil }
    }

    /// Enter on an empty wheel does not accept: there is nothing to print
    /// (in any field).
    package var hasEmptyWheel: Bool {
        form.fields.contains { $0.wheels?.hasEmptyWheel == true }
    }

    /// Whether every field's relations allow what its wheels show.
    package var allowsSelection: Bool {
        form.fields.allSatisfy { $0.wheels?.allowsSelection ?? true }
    }

    /// What a person's action does, apart from its effects on the loop
    /// (`apply(_:at:)` adds those, and makes the notes once per event).
    mutating func act(_ action: Action) -> Outcome {
        defer { form.follow(focus) }
        // The shown field first (a text's keys, a filter's query), then
        // the features that take actions (the finder).
        if handleInShownField(action) { return .continue }
        for feature in Self.actionTakers where feature.handle(&self, action) { return .continue }
        switch action {
        case .up: spinFocused(by: -1)
        case .down: spinFocused(by: 1)
        case .pageUp: spinFocused(by: -chrome.visibleRows)
        case .pageDown: spinFocused(by: chrome.visibleRows)
        case .home: selectFocused { _ in 0 }
        case .end: selectFocused { $0.rows.count - 1 }
        case .left, .right:
            if isAlert {
                stepAmongButtons(action)
                break
            }
            let order = shownWheels.wheelOrder
            guard let i = focusedWheel, let here = order.firstIndex(of: i) else { break }
            let next = here + (action == .left ? -1 : 1)
            if order.indices.contains(next) { focus = .wheel(order[next]) }
        case .next, .previous:
            // Past a field's last wheel is the next field's first.
            let stops = formStops
            let shown = form.shown
            let here = stops.firstIndex { $0.focus == focus && ($0.field == nil || $0.field == shown) } ?? 0
            let step = action == .next ? 1 : stops.count - 1
            let next = stops[(here + step) % stops.count]
            if let field = next.field, field != shown { show(field: field, focus: next.focus) } else { focus = next.focus }
        case .activate:
            if case .button(let i) = focus { return .end(.pressed(i)) }
            return .end(focus == .cancel ? .cancelled : .accepted)
        case .accept: return .end(.accepted)
        case .cancel: return .end(.cancelled)
        case .interrupt: return .end(.interrupted)
        case .redraw: return .redraw
        case .suspend: return .suspend
        case .spin(let wheel, let delta):
            changeShownWheel(wheel, spin: delta) { $0.spin(by: delta) }
        case .choose(let wheel, let row):
            guard shownWheels.wheels.indices.contains(wheel) else { break }
            focus = .wheel(wheel)
            select(row, inWheel: wheel)
        case .press(let button):
            if case .button(let i) = button { return chrome.buttons.indices.contains(i) ? .end(.pressed(i)) : .continue }
            focus = button
            return .end(button == .cancel ? .cancelled : .accepted)
        case .focus(let stop):
            if focusStops.contains(stop) { focus = stop }
        case .focusField(let field):
            show(field: field)
            // A click on a switch's line flips it, as a tap on a UISwitch does.
            if focus == .entry, form.fields.indices.contains(field), form.fields[field].entry?.flips == true {
                _ = form.fields[field].kind.handle(.flip)
            }
        case .showKeys: chrome.showsKeys = true
        case .check:
            guard let i = focusedWheel else { break }
            changeShownWheels { field in
                if field.wheels.indices.contains(i), field.wheels[i].rows.count > 0 {
                    field.checks.toggle(field.wheels[i].selectedSourceRow, inWheel: i)
                }
            }
        case .checkAll:
            guard let i = focusedWheel else { break }
            changeShownWheels { field in
                guard field.wheels.indices.contains(i) else { return }
                // Under a filter, the rows it shows (as the source numbers them).
                if let filtered = field.wheels[i].rows as? FilteredRows {
                    field.checks.toggleAll(inWheel: i, rows: filtered.shown.map(Int.init))
                } else {
                    field.checks.toggleAll(inWheel: i, count: field.wheels[i].rows.count)
                }
            }
        // The finder's when it is not the loop's: typing nothing it wants.
        case .typed, .pasted, .erase, .beginSearch, .nextMatch, .previousMatch: break
        // A text's or a switch's when one has the focus (`Form+Entry`).
        case .edit, .flip: break
        }
        return .continue
    }

    /// Where the finder moved the band (a match, a jump, a slice's find).
    mutating func take(_ steps: [FindStep]) {
        for step in steps { select(step.row, inWheel: step.wheel) }
    }

    /// A row chosen directly in the shown field (a jump, a click, the
    /// library): through `WheelField.changeWheel`, so dependent wheels follow.
    package mutating func select(_ row: Int, inWheel index: Int) {
        changeShownWheel(index, spin: nil) { $0.select(row) }
    }

    /// Changes one wheel of the shown field (`WheelField.changeWheel`).
    private mutating func changeShownWheel(_ wheel: Int, spin: Int?, _ change: (inout Wheel) -> Void) {
        let visible = chrome.visibleRows
        changeShownWheels { $0.changeWheel(wheel, spin: spin, visibleRows: visible, change) }
    }

    private mutating func spinFocused(by delta: Int) {
        guard let i = focusedWheel else { return }
        changeShownWheel(i, spin: delta) { $0.spin(by: delta) }
    }

    private mutating func selectFocused(_ row: (Wheel) -> Int) {
        guard let i = focusedWheel else { return }
        changeShownWheel(i, spin: nil) { $0.select(row($0)) }
    }
}
