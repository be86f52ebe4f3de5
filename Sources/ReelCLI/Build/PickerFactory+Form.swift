import ReelCore

/// A form (`--field NAME` …): each field is built as the picker of its own
/// part of the plan, and the form shows one field's picker at a time
/// (`Form`). A field keeps its own relations (a date's day wheel, a tree's
/// levels), checks and `!CMD` wheels, numbered within it; what belongs to
/// the whole form (title, buttons, looks, the output, preview, on-change)
/// is the form's.
extension PickerFactory {
    static func makeForm(_ plan: RunPlan, inputs: Inputs) throws(ReelError) -> PickerState {
        // The output and the focus are the form's.
        var shared = plan
        shared.output.format = .values
        shared.focus = nil
        var fields: [Form.Field] = []
        for (index, field) in plan.picker.fields.enumerated() {
            if case .entry(let entry) = field.wheels {
                fields.append(Form.Field(name: field.name ?? "", kind: entry.kind))
                continue
            }
            var fieldInputs = inputs
            fieldInputs.streamingWheel = inputs.streamingField == index ? inputs.streamingWheel : nil
            // Only the field on screen at first reads its files whole; the
            // others their first rows, the rest as they come into view.
            fieldInputs.firstRowsOnly = index != (plan.focus ?? 1) - 1
            fields.append(Form.Field(name: field.name ?? "", wheels: try makeState(field, shared, inputs: fieldInputs).wheels(ofField: 0)))
        }
        // `--focus N` shows field N first.
        var state = PickerState(fields: fields, chrome: Chrome())
        try PickerPlan.checkFormTemplates(plan.picker, format: plan.output.format, names: SelectionValues.fieldNames(of: state))
        let shown = plan.focus ?? 1
        guard shown <= fields.count else { throw .focusFieldOutOfRange(shown, fields: fields.count) }
        // The form's own chrome; each field keeps its order and look.
        let chrome = try assemble([], shared, separator: "", words: inputs.words).chrome
        state.edit([.chrome(chrome), .showField(shown - 1)])
        // A text or a switch alone (no --field): its title asks, no name.
        if !plan.namesFields { state.edit(.fieldNames(shown: false)) }
        return state
    }
}
