import ReelText

/// A form's picker: the chrome (title, buttons, focus) is the form's; the
/// wheels on screen and what works on them are the shown field's, which
/// keeps them (`PickerState+Shown`).
extension PickerState {
    /// The form of `fields`, each a whole picker numbered from 0, showing
    /// the first. Each field's commands learn which field they feed, so
    /// that their runs keep one identity whichever field is shown.
    package init(fields: [(name: String, picker: PickerState)], chrome: Chrome) {
        self.init(fields: fields.map { Form.Field(name: $0.name, picker: $0.picker) }, chrome: chrome)
    }

    /// The form of `fields` of every kind, showing the first.
    package init(fields: [Form.Field], chrome: Chrome) {
        self.init(wheels: [], focus: .done)
        self.chrome = chrome
        var form = Form(fields: fields)
        let names = form
        for index in form.fields.indices where form.fields[index].entry == nil {
            form.fields[index].picker.commands.join(field: index, form: names)
        }
        self.form = form
        focus = form.lastStop[0]
        refreshNotes()
    }

    /// Shows field `index` with the focus on `focus` (by default the wheel
    /// it had last). A field coming into view scans the rows it left for
    /// later.
    mutating func show(field index: Int, focus stop: Focus? = nil) {
        guard let shown = form?.shown, form?.fields.indices.contains(index) == true else { return }
        if index != shown {
            form?.shown = index
            // A search's place is a wheel of the field it was typed in.
            finder = Finder()
            for i in wheels.indices { wheels[i].scanDeferredRows() }
        }
        focus = stop ?? form?.lastStop[index] ?? .wheel(0)
        form?.follow(focus)
    }

    /// Field `index`'s picker as it stands now: for the field shown, this
    /// picker, which holds its parts.
    package func field(_ index: Int) -> PickerState { withField(index) { $0 } }

    /// Field `index`'s picker read in place, without a copy of it: what
    /// the drawing and the selection, which read every field for each
    /// frame or event, use. The field shown is read through this picker,
    /// whose focus is the form's.
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

    /// Changes field `index`'s picker in place, shown or not (the field
    /// shown through this picker, whose focus and chrome are the form's).
    mutating func changeField<R>(_ index: Int, _ body: (inout PickerState) -> R) -> R {
        guard let form, index != form.shown, form.fields.indices.contains(index) else { return body(&self) }
        return body(&self.form!.fields[index].picker)
    }

    /// Tab's stops across a form: each field's wheels as drawn, in field
    /// order, then the buttons. A stop names its field (nil: a button).
    var formStops: [(field: Int?, focus: Focus)] {
        guard let form else { return focusStops.map { (nil, $0) } }
        var stops: [(field: Int?, focus: Focus)] = []
        for index in form.fields.indices {
            if form.fields[index].entry != nil {
                stops.append((index, .entry))
            } else {
                stops += withField(index) { $0.wheelOrder.map { (index, Focus.wheel($0)) } }
            }
        }
        return stops + focusStops.filter { if case .wheel = $0 { false } else { true } }.map { (nil, $0) }
    }
}
