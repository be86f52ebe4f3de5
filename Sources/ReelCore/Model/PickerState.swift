import ReelText

/// Everything the picker shows and where the person is in it: the wheels,
/// the focus and the chrome around them, and one value per running
/// feature, each owning its state and its update (Finder, Commands,
/// Streaming, ChangeWatch, Dependencies, IdleTimeout). Transitions are
/// pure: `apply` never touches a terminal, so each is a one-line test.
/// `apply` only puts the features together: it offers an action to the
/// feature it belongs to and moves the wheels where the feature says,
/// through `select(_:inWheel:)`, so that dependent wheels follow.
package struct PickerState: Sendable {
    package internal(set) var focus: Focus {
        didSet { filters.focusMoved(to: focus) }
    }
    package internal(set) var chrome: Chrome
    /// `/` search, `n`/`N` and digit type-ahead.
    package internal(set) var finder = Finder()
    /// The `--preview` pane, if any.
    package internal(set) var preview: Preview?
    /// `--live` and `--on-change`.
    package internal(set) var watch: ChangeWatch?
    /// The wheels and what belongs to them: a form's fields each have
    /// their own, and this picker's are then unused (`WheelParts`).
    var parts: WheelParts
    /// Fields that share the picker (`--field`), when it is a form.
    package internal(set) var form: Form?
    /// An accept waiting for rows loading or a ranking (the picker's, in
    /// a form whichever field is shown).
    package internal(set) var heldAccept = HeldAccept()
    /// `--timeout`, counting from the last thing the person did.
    package internal(set) var idle: IdleTimeout?
    /// The time of the latest event (seconds on a monotonic clock).
    package internal(set) var clock = 0.0
    /// What the toolbar says beside its buttons, the most important first:
    /// made once per event, after every feature has followed it
    /// (`ToolbarRoom`), and after each edit (`PickerState+Notes`).
    package internal(set) var notes: [ToolbarNote] = []

    package init(wheels: [Wheel], focus: Focus = .wheel(0), title: String? = nil, message: String? = nil,
                 doneTitle: String = "Done", cancelTitle: String? = nil, visibleRows: Int = 5, separator: String = "") {
        parts = WheelParts(wheels: wheels)
        self.focus = focus
        chrome = Chrome(title: title, message: message, doneTitle: doneTitle, cancelTitle: cancelTitle,
                        visibleRows: visibleRows, separator: separator)
        notes = gatheredNotes()
    }

    /// Tab order follows the screen left to right: the wheels as drawn,
    /// then the buttons as the toolbar draws them (Cancel, when there is
    /// one, before Done). Only the buttons drawn: one a narrow terminal
    /// leaves out would take the focus unseen, and Enter would press it.
    package var focusStops: [Focus] {
        let buttons = (chrome.cancelTitle == nil ? [] : [.cancel]) + chrome.buttons.indices.map(Focus.button) + [.done]
        return wheelOrder.map(Focus.wheel) + buttons.filter { chrome.drawnButtons?.contains($0) ?? true }
    }

    /// The view drew the toolbar with these buttons. A focused button it
    /// left out gives the focus back to the stop before it in Tab order,
    /// the last wheel (the buttons go from the left, so all those between
    /// them went too).
    mutating func toolbarDrawn(_ drawn: [Focus]) {
        chrome.drawnButtons = drawn
        if case .wheel = focus { return }
        if focus == .entry { return }
        if !drawn.contains(focus) { focus = .wheel(wheelOrder.last ?? 0) }
    }

    /// The wheels' indices in the order they are drawn, left to right (in
    /// a form, the shown field's own order).
    package var wheelOrder: [Int] {
        guard let form else { return chrome.wheelOrder(count: wheels.count) }
        return form.fields[form.shown].picker.wheelOrder
    }

    /// Between the wheels on screen: the picker's separator, or the shown field's.
    package var shownSeparator: String {
        guard let form else { return chrome.separator }
        return form.fields[form.shown].separator
    }

    package var selectedRows: [Int] { wheels.map(\.selectedRow) }

    /// Drawn as a list (`--layout list`), as a picker of one wheel is.
    package var showsList: Bool { list != nil && wheels.count == 1 }

    /// Drawn as a list: in a form, any field.
    package var isList: Bool {
        form?.fields.contains { $0.picker.showsList } ?? showsList
    }

    /// The selection as templates and scripts read it.
    package var values: SelectionValues { SelectionValues(self) }

    /// The filter that takes the keys and whose query is shown: the
    /// focused wheel's; on a button, the one last focused
    /// (`WheelFilters.typing`).
    package var filter: WheelFilter? { filters.typing(self) }

    /// The focused wheel, if a wheel has the focus.
    package var focusedWheel: Int? {
        if case .wheel(let i) = focus { i } else { nil }
    }

    /// Wheels whose rows are not all there: none yet, still streaming in,
    /// or a command running or due for them.
    package var unsettledWheels: Set<Int> { unsettledWheels(reloading: commands.reloadingWheels) }

    /// The same, with the commands' reloading wheels given (while the
    /// commands hear an event, they are out of the state).
    package func unsettledWheels(reloading: Set<Int>) -> Set<Int> {
        var unsettled = reloading
        for (i, wheel) in wheels.enumerated() where wheel.rows.count == 0 { unsettled.insert(i) }
        if let streaming, streaming.isStreaming { unsettled.insert(streaming.wheel) }
        return unsettled
    }

    /// Enter on an empty wheel does not accept: there is nothing to print
    /// (in a form, on any field's).
    package var hasEmptyWheel: Bool {
        form?.fields.contains { $0.picker.hasEmptyWheel } ?? wheels.contains { $0.rows.count == 0 }
    }

    /// Whether every dependency allows what the wheels show.
    package var allowsSelection: Bool { dependencies.allow(wheels) }

    /// What a person's action does, apart from its effects on the loop
    /// (`apply(_:at:)` adds those, and makes the notes once per event).
    mutating func act(_ action: Action) -> Outcome {
        defer { form?.follow(focus) }
        // The features first, in the composition's order: the filter's
        // query, then the finder.
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
            let order = wheelOrder
            guard let i = focusedWheel, let here = order.firstIndex(of: i) else { break }
            let next = here + (action == .left ? -1 : 1)
            if order.indices.contains(next) { focus = .wheel(order[next]) }
        case .next, .previous:
            // In a form, past a field's last wheel is the next field's first.
            let stops = formStops
            let shown = form?.shown
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
            guard wheels.indices.contains(wheel) else { break }
            changeWheel(wheel, spin: delta) { $0.spin(by: delta) }
        case .choose(let wheel, let row):
            guard wheels.indices.contains(wheel) else { break }
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
            if focus == .entry, form?.fields[field].entry?.flips == true { _ = form?.fields[field].kind.handle(.flip) }
        case .showKeys: chrome.showsKeys = true
        case .check:
            if let i = focusedWheel, wheels[i].rows.count > 0 { checks.toggle(wheels[i].selectedSourceRow, inWheel: i) }
        case .checkAll:
            // Under a filter, the rows it shows (as the source numbers them).
            if let i = focusedWheel, let filtered = wheels[i].rows as? FilteredRows {
                checks.toggleAll(inWheel: i, rows: filtered.shown.map(Int.init))
            } else if let i = focusedWheel {
                checks.toggleAll(inWheel: i, count: wheels[i].rows.count)
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

    /// A row chosen directly (a jump, a click, the library): through
    /// `changeWheel`, so dependent wheels follow.
    package mutating func select(_ row: Int, inWheel index: Int) {
        changeWheel(index, spin: nil) { $0.select(row) }
    }

    /// The door every selection change goes through (keys, mouse, API):
    /// changes one wheel's selection, then lets the dependencies follow.
    /// `spin` is the rows spun, nil for a row selected directly.
    private mutating func changeWheel(_ wheel: Int, spin: Int?, _ change: (inout Wheel) -> Void) {
        let previous = wheels[wheel].selectedRow
        change(&wheels[wheel])
        shownParts.didSelect(WheelChange(wheel: wheel, previousRow: previous, spin: spin))
        // The table look scrolls with the highlight, from where it was.
        let (selected, count, visible) = (wheels[wheel].selectedRow, wheels[wheel].rows.count, chrome.visibleRows)
        list?.follow(selected: selected, count: count, visible: visible)
    }

    private mutating func spinFocused(by delta: Int) {
        guard let i = focusedWheel else { return }
        changeWheel(i, spin: delta) { $0.spin(by: delta) }
    }

    private mutating func selectFocused(_ row: (Wheel) -> Int) {
        guard let i = focusedWheel else { return }
        changeWheel(i, spin: nil) { $0.select(row($0)) }
    }
}
