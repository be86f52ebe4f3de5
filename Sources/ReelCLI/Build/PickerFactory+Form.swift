import ReelCore

/// A form (`--field NAME` …): each field is built as the picker of its own
/// part of the configuration, and the form shows one field's picker at a
/// time (`Form`). A field keeps its own relations (a date's day wheel, a
/// tree's levels), checks and `!CMD` wheels, numbered within it; what
/// belongs to the whole form (title, buttons, looks, the output, preview,
/// on-change) is the form's.
extension PickerFactory {
    /// The checks a form's command line alone shows, before the terminal.
    static func validateForm(_ configuration: Configuration) throws(ReelError) {
        var stdinFields = 0
        for index in configuration.fields.indices {
            var field = configuration.field(index)
            // The output and the form-wide commands are checked against the fields below.
            field.output.format = .values
            (field.preview, field.onChange) = (nil, nil)
            try validate(field)
            if field.components.contains(where: { $0.bytes == [UInt8(ascii: "-")] }) || field.tree == "-" { stdinFields += 1 }
        }
        if stdinFields > 1 { throw .twoStandardInputs }
        try checkFormTemplates(configuration, names: nil)
        try checkCommandCycles(configuration)
    }

    /// Form-wide templates name fields, never wheels by number: `{1}` would
    /// not say whose. With `names` (once the form is built) each name must
    /// be a field, one of its wheels or rows, or a field its preset derives.
    static func checkFormTemplates(_ configuration: Configuration, names: [String]?) throws(ReelError) {
        let fieldNames = configuration.fields.map { $0.name }
        var templates: [(option: String, template: Template)] = []
        if case .template(let template) = configuration.output.format { templates.append(("--format", template)) }
        for (option, text) in [("--preview", configuration.preview), ("--on-change", configuration.onChange)] {
            guard let text else { continue }
            do { templates.append((option, try Template(parsing: text))) } catch { throw .commandTemplate(spec: option, error) }
        }
        for (option, template) in templates {
            for part in template.parts {
                switch part {
                case .value(let n): throw .numberedInForm(option: option, placeholder: "{\(n)}", fields: fieldNames)
                case .row(let n): throw .numberedInForm(option: option, placeholder: "{\(n).row}", fields: fieldNames)
                case .field(let name):
                    let known = names?.contains(name) ?? fieldNames.contains(String(name.prefix { $0 != "." }))
                    guard known else {
                        let error = TemplateError(template: template.source,
                                                  problem: .unknownFormField("{\(name)}", fields: fieldNames))
                        throw option == "--format" ? .template(error) : .commandTemplate(spec: option, error)
                    }
                case .text, .all: break
                }
            }
        }
    }

    static func makeForm(_ configuration: Configuration, inputs: Inputs) throws(ReelError) -> PickerState {
        var fields: [(name: String, picker: PickerState)] = []
        for (index, request) in configuration.fields.enumerated() {
            var field = configuration.field(index)
            field.output.format = .values
            field.focus = nil
            var fieldInputs = inputs
            fieldInputs.streamingWheel = inputs.streamingField == index ? inputs.streamingWheel : nil
            // Only the field on screen at first reads its files whole; the
            // others their first rows, the rest as they come into view.
            fieldInputs.firstRowsOnly = index != (configuration.focus ?? 1) - 1
            fields.append((request.name, try makeState(field, inputs: fieldInputs)))
        }
        // `--focus N` shows field N first.
        var state = PickerState(fields: fields, chrome: Chrome())
        try checkFormTemplates(configuration, names: SelectionValues.fieldNames(of: state))
        let shown = configuration.focus ?? 1
        guard shown <= fields.count else { throw .focusFieldOutOfRange(shown, fields: fields.count) }
        var formWide = configuration
        formWide.focus = nil
        // The form's own chrome; each field keeps its order and look.
        let chrome = try assemble([], formWide, words: inputs.words).chrome
        state.edit([.chrome(chrome), .showField(shown - 1)])
        return state
    }
}
