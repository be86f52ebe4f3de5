import ReelText

/// What a program changes in a picker, as an `Action` is what a person
/// does: the library's setters, the factories' set-up and a run's start
/// name the change, and `PickerState.edit` makes it. Outside the model a
/// state is read, never written, so every change to it is in this file or
/// in `apply`, and a change that has consequences (a selection the
/// dependencies follow, checks that keep their limit) has them whoever
/// asks for it.
package enum PickerEdit: Sendable {
    case title(String?)
    case message(String?)
    case doneTitle(String)
    case cancelTitle(String?)
    /// The program's note in the toolbar (the library's `status`).
    case status(String?)
    case visibleRows(Int)
    /// The table look on or off (`--layout list`); a list starts at its top.
    case list(Bool)
    /// Between the wheels on screen (a time's `:`).
    case separator(String)
    /// The wheels left to right as drawn, when not as numbered (`WheelField.displayOrder`).
    case displayOrder([Int]?)
    /// Lines above the rows (`--header`).
    case header([String])
    case buttons([ToolbarButton])
    /// Which `--button` ended the picker (nil again before a new run).
    case pressedButton(Int?)
    /// The chrome whole, as a factory lays it out (title, buttons, rows shown).
    case chrome(Chrome)
    case focus(Focus)
    /// A row selected by the program: the dependencies follow, as they do a spin.
    case select(row: Int, wheel: Int)
    /// Lets `wheel` check several rows (at most `limit`), or makes it plain again.
    case multiple(wheel: Int, allowed: Bool, limit: Int?)
    /// Checks or unchecks a row of a multi-select wheel (the limit holds).
    case check(row: Int, wheel: Int, checked: Bool)
    /// Every wheel anew (a data source's component count changed); the
    /// focus stays on a wheel that exists.
    case wheels([Wheel])
    /// One wheel anew (its rows loaded by the program).
    case wheel(Int, Wheel)
    /// Each wheel measured with `DisplayWidth` from now on.
    case measure(DisplayWidth)
    case dependencies(Dependencies)
    case presets([PresetWheels])
    /// A wheel fed by a command from now on; its rows go until the command's come.
    case rowsCommand(CommandFeed)
    case preview(CommandFeed, lines: Int)
    /// Forgets a command (its rows loaded once, for `--batch`).
    case removeCommand(CommandTarget)
    /// The command run on each settled change (`--on-change`).
    case changeCommand(Template, delimiter: [UInt8])
    /// Settled changes are reported (`--live`, the library's callback).
    case reportsChanges
    /// `--timeout`, counting from the run's start.
    case timeout(IdleTimeout?)
    /// The wheel whose rows are still arriving.
    case streaming(Streaming?)
    /// `--filter`: a query typed over the filter's wheel, in place of a
    /// filter it had; nil: no wheel filters (their rows are not given back:
    /// clear the queries first).
    case filter(WheelFilter?)
    /// Wheel `wheel` filters no more (its query cleared first, so that it
    /// shows every row again).
    case noFilter(wheel: Int)
    /// The query of the filter that takes the keys (the focused wheel's),
    /// as if typed before the picker shows (`--query`).
    case filterQuery(String)
    /// Wheel `wheel`'s filter's query, focused or not.
    case wheelFilterQuery(String, wheel: Int)
    /// `--query` before the picker shows: typed into the filter, or a `/`
    /// search (`StartQuery`).
    case startQuery(StartQuery)
    /// A form's field `index` shown, the focus on the wheel it had last.
    case showField(Int)
    /// Whether a form's lines say their fields' names: not for a text or a
    /// switch asked alone (`reel --text --title Name`), whose title asks.
    case fieldNames(shown: Bool)
    /// A change to a form's field, shown or not, numbered within it.
    indirect case field(Int, PickerEdit)
    /// A form's text field's text, set by the program (the library's
    /// `setText`): cut at its cap, the cursor at its end. Nothing for a
    /// field that is no text field.
    case text(String, field: Int)
    /// A form's switch turned on or off by the program.
    case isOn(Bool, field: Int)
}

extension PickerState {
    package mutating func edit(_ change: PickerEdit) {
        defer { refreshNotes() }
        switch change {
        case .showField(let index): show(field: index)
        case .fieldNames(let shown): form.showsNames = shown
        case .field(let index, let change): edit(change, field: index)
        case .text(let text, let index): setText(text, field: index)
        case .isOn(let isOn, let index): setOn(isOn, field: index)
        case .title(let text): chrome.title = text
        case .message(let text): chrome.message = text
        case .doneTitle(let text): chrome.doneTitle = text
        case .cancelTitle(let text): chrome.cancelTitle = text
        case .status(let text): chrome.status = text
        case .visibleRows(let rows): chrome.visibleRows = rows
        case .header(let lines): chrome.header = lines
        case .buttons(let buttons): chrome.buttons = buttons
        case .pressedButton(let button): chrome.pressedButton = button
        case .chrome(let new): chrome = new
        case .focus(let stop):
            focus = stop
            form.follow(stop)
        case .preview(let feed, let lines): preview = Preview(feed, lines: lines)
        case .changeCommand(let template, let delimiter):
            if watch == nil { watch = ChangeWatch() }
            watch?.onChange = template
            watch?.delimiter = delimiter
        case .reportsChanges:
            if watch == nil { watch = ChangeWatch() }
            watch?.notifies = true
        case .timeout(let timeout): idle = timeout
        case .startQuery(let query): start(with: query)
        case .filterQuery(let text):
            guard let typing = filter else { return }
            setFilterQuery(text, wheel: typing.wheel, field: form.shown)
        case .wheels(let new) where form.fields.isEmpty:
            // The wheels a picker made with none gets: its one field.
            form = Form(fields: [Form.Field(name: "", wheels: WheelField(wheels: new))])
        default:
            // The rest is a field's: the shown one's.
            edit(change, field: form.shown)
        }
    }

    /// A change of field `index`'s own: its wheels and what works on them.
    private mutating func edit(_ change: PickerEdit, field index: Int) {
        let visible = chrome.visibleRows
        let names = form
        let focus = index == form.shown ? focus : .done
        switch change {
        case .select(let row, let wheel):
            changeWheels(ofField: index) { field in
                if field.wheels.indices.contains(wheel) { field.select(row, inWheel: wheel, visibleRows: visible) }
            }
        case .wheels(let new):
            changeWheels(ofField: index) { $0.wheels = new }
            if index == form.shown, case .wheel(let i) = focus, i >= new.count { self.focus = .wheel(max(0, new.count - 1)) }
        case .wheelFilterQuery(let text, let wheel): setFilterQuery(text, wheel: wheel, field: index)
        case .noFilter(let wheel):
            setFilterQuery("", wheel: wheel, field: index)
            changeWheels(ofField: index) { $0.filters.remove(wheel: wheel) }
        default:
            // The rest of a field's own (the picker's own do nothing there).
            changeWheels(ofField: index) { $0.edit(change, focus: focus, form: names) }
        }
    }

    /// Types `text` into wheel `wheel`'s filter in field `index`, in place
    /// of its query.
    mutating func setFilterQuery(_ text: String, wheel: Int, field index: Int) {
        let scene = scene(ofField: index)
        changeWheels(ofField: index) { field in
            guard field.wheels.indices.contains(wheel), field.filters.filter(ofWheel: wheel) != nil else { return }
            field.withFilters { all, field in
                all.change(wheel: wheel) { typing in
                    // As ctrl+u clears it: the band stays on its row.
                    let band = field.wheels[wheel].selectedSourceRow
                    if typing.clear() {
                        typing.bandMoved = true
                        typing.show(in: &field, band: .sourceRow(band), visibleRows: scene.visibleRows)
                    }
                    if !text.isEmpty { typing.start(text, &field, scene) }
                }
            }
        }
    }

    package mutating func edit(_ changes: [PickerEdit]) {
        for change in changes { edit(change) }
    }
}

extension WheelField {
    /// A change of the field's own parts (`PickerEdit`), with the picker's
    /// focus when the field is shown (a filter set types where it is).
    fileprivate mutating func edit(_ change: PickerEdit, focus: Focus, form: Form) {
        switch change {
        case .list(let shown): list = shown ? list ?? ListScroll() : nil
        case .multiple(let wheel, let allowed, let limit):
            if allowed { checks.allowMultiple(inWheel: wheel, limit: limit) } else { checks.disallowMultiple(inWheel: wheel) }
        case .check(let row, let wheel, let checked):
            // A row as its source numbers it: under a filter, shown or not.
            guard wheels.indices.contains(wheel), wheels[wheel].sourceRows.count > row,
                  checks.isChecked(row, inWheel: wheel) != checked else { return }
            checks.toggle(row, inWheel: wheel)
        case .wheel(let i, let wheel):
            if wheels.indices.contains(i) { wheels[i] = wheel }
        case .measure(let width):
            for i in wheels.indices { wheels[i].measure(with: width) }
        case .dependencies(let new): dependencies = new
        case .presets(let new): presets = new
        case .rowsCommand(let feed):
            commands.add(feed, form: form)
            // Fields a wheel shows (`--show`, `--value`) stay; only the rows go.
            if let wheel = feed.wheel, wheels.indices.contains(wheel) { wheels[wheel].removeRows() }
        case .removeCommand(let target): commands.remove(target)
        case .streaming(let new): streaming = new
        case .filter(let new):
            if let new { filters.set(new) } else { filters = WheelFilters() }
            filters.focusMoved(to: focus)
        case .separator(let text): separator = text
        case .displayOrder(let order): displayOrder = order
        default: break
        }
    }
}
