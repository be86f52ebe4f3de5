import ReelCore
import ReelKit
import ReelTerminal

/// The options that run commands while the picker shows (`!CMD` wheels,
/// `--preview`, `--on-change`) and `--live` are set through the API
/// Docs/Library.md documents, as any program embedding the picker would
/// set them: the command line is one client of the library.
extension PickerFactory {
    /// The picker the plan describes, commands and change reports included.
    package static func makePicker(_ plan: RunPlan, inputs: Inputs) throws(ReelError) -> Picker {
        var picker = Picker(state: try makeState(plan, inputs: inputs))
        // Each field's `!CMD` wheels, numbered within the field; then what
        // the whole form has (preview, on-change, --live).
        for (index, field) in plan.picker.fields.enumerated() {
            try wireRowCommands(&picker, field, plan, field: plan.picker.isForm ? index : nil)
        }
        try wireCommands(&picker, plan)
        return picker
    }

    /// The `!CMD` wheels of a picker, or of a form's `field`, whose `{1}`,
    /// `{2}`… are its own wheels.
    static func wireRowCommands(_ picker: inout Picker, _ fieldPlan: FieldPlan, _ plan: RunPlan,
                                field: Int?) throws(ReelError) {
        let components = field.map { picker.state.wheels(ofField: $0).wheels.count } ?? picker.numberOfComponents
        // Named only when a command needs them: a form of twenty fields
        // would otherwise list every field's names once per field.
        var fieldNames: [String]?
        for (index, component) in fieldPlan.components.enumerated() {
            guard let command = component.command else { continue }
            let names = fieldNames ?? SelectionValues.fieldNames(of: picker.state)
            fieldNames = names
            try PickerPlan.checkCommand(command, spec: component.written, components: components, fields: names)
            // `--select` is the value to keep when it shows up.
            do {
                try picker.setRowsCommand(command, forComponent: index, maxRows: plan.maxRows,
                                          selecting: component.options.select,
                                          separator: plan.output.delimiter, field: field)
            } catch {
                throw .commandFailed(spec: component.written, reason: error.message)
            }
        }
    }

    /// Placeholders are checked here first so that a bad one is worded as
    /// every other argument error; `{}` joins values with `--delimiter`, as
    /// the printed choice does.
    static func wireCommands(_ picker: inout Picker, _ plan: RunPlan) throws(ReelError) {
        let components = picker.numberOfComponents
        let separator = plan.output.delimiter
        let fields = plan.picker.preview == nil && plan.picker.onChange == nil ? [] : SelectionValues.fieldNames(of: picker.state)
        if let preview = try template(plan.picker.preview, "--preview", components: components, fields: fields) {
            do {
                try picker.setPreviewCommand(preview, lines: plan.previewLines, separator: separator)
            } catch {
                throw .commandFailed(spec: "--preview", reason: error.message)
            }
        }
        if let onChange = try template(plan.picker.onChange, "--on-change", components: components, fields: fields) {
            do {
                try picker.setChangeCommand(onChange, separator: separator)
            } catch {
                throw .commandFailed(spec: "--on-change", reason: error.message)
            }
        }
        if plan.live {
            let output = plan.output
            // One report per settled selection, in the accept format, queued
            // for stdout and written as soon as it has room: a `while read`
            // loop sees each line at once, one that stops reading holds
            // nothing back (OutputQueue). A selection of several records
            // ends with an empty one (OutputFormatter.report).
            picker.options.report = { state in OutputFormatter.report(for: state, options: output) }
        }
    }

    /// A picker's `--preview` or `--on-change` as the plan parsed it,
    /// checked against the picker built.
    private static func template(_ parsed: Result<Template, TemplateError>?, _ option: String, components: Int,
                                 fields: [String]) throws(ReelError) -> Template? {
        guard let parsed else { return nil }
        let template: Template
        switch parsed {
        case .success(let parsedTemplate): template = parsedTemplate
        case .failure(let error): throw .commandTemplate(spec: option, error)
        }
        try PickerPlan.checkCommand(template, spec: option, components: components, fields: fields)
        return template
    }
}
