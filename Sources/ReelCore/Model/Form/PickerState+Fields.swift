import ReelText

/// A form's picker: the chrome (title, buttons, focus) is the form's; the
/// parts that make a picker of wheels are the shown field's, lent while it
/// is shown (`Form`).
extension PickerState {
    /// The form of `fields`, each a whole picker numbered from 0, showing
    /// the first. Each field's commands learn which field they feed, so
    /// that their runs keep one identity whichever field is shown.
    package init(fields: [(name: String, picker: PickerState)], chrome: Chrome) {
        self.init(wheels: [], focus: .done)
        self.chrome = chrome
        var form = Form(fields: fields.map { Form.Field(name: $0.name, picker: $0.picker) })
        let names = form
        for index in form.fields.indices { form.fields[index].picker.commands.join(field: index, form: names) }
        exchangeFieldParts(with: &form.fields[0].picker)
        focus = .wheel(form.lastWheel[0])
        self.form = form
        refreshNotes()
    }

    /// Swaps the parts a field owns with `other`'s.
    private mutating func exchangeFieldParts(with other: inout PickerState) {
        swap(&wheels, &other.wheels)
        swap(&checks, &other.checks)
        swap(&presets, &other.presets)
        swap(&dependencies, &other.dependencies)
        swap(&commands, &other.commands)
        swap(&streaming, &other.streaming)
        // A field's list wheels keep their own queries (`--filter`).
        swap(&filters, &other.filters)
        swap(&chrome.displayOrder, &other.chrome.displayOrder)
        swap(&chrome.list, &other.chrome.list)
    }

    /// Shows field `index` with the focus on `focus` (by default the wheel
    /// it had last): the field shown gets its parts back, and `index`
    /// lends its own. A field coming into view scans the rows it left for
    /// later.
    mutating func show(field index: Int, focus stop: Focus? = nil) {
        guard var form, form.fields.indices.contains(index) else { return }
        self.form = nil
        if index != form.shown {
            commands.handOverHeldAccept(to: &form.fields[index].picker.commands)
            exchangeFieldParts(with: &form.fields[form.shown].picker)
            exchangeFieldParts(with: &form.fields[index].picker)
            form.shown = index
            // A search's place is a wheel of the field it was typed in.
            finder = Finder()
            for i in wheels.indices { wheels[i].scanDeferredRows() }
        }
        focus = stop ?? .wheel(form.lastWheel[index])
        form.follow(focus)
        self.form = form
    }

    /// Field `index`'s picker as it stands now: for the field shown, this
    /// picker, which holds its parts.
    package func field(_ index: Int) -> PickerState { withField(index) { $0 } }

    /// Field `index`'s picker read in place, without a copy of it: what
    /// the drawing and the selection, which read every field for each
    /// frame or event, use.
    package func withField<R>(_ index: Int, _ body: (PickerState) -> R) -> R {
        guard let form, index != form.shown, form.fields.indices.contains(index) else { return body(self) }
        return body(form.fields[index].picker)
    }

    /// How many fields: a picker that is no form is one.
    package var fieldCount: Int { form?.fields.count ?? 1 }

    /// Every field's picker as it stands, or this picker alone when it is no form.
    package var fieldPickers: [PickerState] {
        guard let form else { return [self] }
        return form.fields.indices.map(field)
    }

    /// Changes field `index`'s picker in place, shown or not.
    mutating func changeField<R>(_ index: Int, _ body: (inout PickerState) -> R) -> R {
        guard var form, index != form.shown, form.fields.indices.contains(index) else { return body(&self) }
        self.form = nil
        defer { self.form = form }
        return body(&form.fields[index].picker)
    }

    /// Tab's stops across a form: each field's wheels as drawn, in field
    /// order, then the buttons. A stop names its field (nil: a button).
    var formStops: [(field: Int?, focus: Focus)] {
        guard let form else { return focusStops.map { (nil, $0) } }
        var stops: [(field: Int?, focus: Focus)] = []
        for index in form.fields.indices {
            stops += withField(index) { $0.wheelOrder.map { (index, Focus.wheel($0)) } }
        }
        return stops + focusStops.filter { if case .wheel = $0 { false } else { true } }.map { (nil, $0) }
    }
}
