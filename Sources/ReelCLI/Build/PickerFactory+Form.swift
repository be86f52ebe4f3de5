import ReelCore

/// A form (`--field NAME` …): each field is built as the picker of its own
/// part of the configuration, then the fields' wheels are put side by side
/// in one picker that shows one field at a time (`Form`). A field's
/// relations (a date's day wheel, a tree's levels) see its wheels alone
/// (`FieldDependency`), its `!CMD` wheels number its own wheels, and what
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
    }

    /// Form-wide templates name fields, never wheels by number: `{1}` would
    /// not say whose. With `names` (once the form is built) each name must
    /// be a field, one of its wheels or rows, or a field its preset derives.
    static func checkFormTemplates(_ configuration: Configuration, names: [String]?) throws(ReelError) {
        let fieldNames = configuration.fields.map(\.name)
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
        var wheels: [Wheel] = []
        var dependencies: [any WheelDependency] = []
        var order: [Int] = []
        var fields: [Form.Field] = []
        var checks = Checks()
        var typed: [TypedWheels] = []
        var derived: [String] = []
        for (index, request) in configuration.fields.enumerated() {
            var field = configuration.field(index)
            field.output.format = .values
            field.focus = nil
            var fieldInputs = inputs
            let offset = wheels.count
            fieldInputs.streamingWheel = inputs.streamingField == index ? inputs.streamingWheel : nil
            let state = try makeState(field, inputs: fieldInputs)
            let range = offset..<(offset + state.wheels.count)
            wheels += state.wheels
            dependencies += state.dependencies.all.map { FieldDependency($0, wheels: range) }
            order += state.wheelOrder.map { $0 + offset }
            fields.append(Form.Field(name: request.name, wheels: range, separator: state.chrome.separator))
            for (wheel, multi) in state.checks.wheels { checks.allowMultiple(inWheel: wheel + offset, limit: multi.limit) }
            typed += state.typedAnswers.map {
                TypedWheels(wheels: ($0.wheels.lowerBound + offset)..<($0.wheels.upperBound + offset), answer: $0.answer)
            }
            derived += (field.preset?.kind.fieldNames ?? []).map { "\(request.name).\($0)" }
        }
        let form = Form(fields: fields)
        try checkFormTemplates(configuration, names: SelectionValues.fieldNames(of: form) + derived)
        var state = try assemble(wheels, configuration, words: inputs.words, dependencies: dependencies,
                                 displayOrder: order, fields: fields.map(\.wheels))
        state.form = form
        state.form?.follow(state.focus)
        state.checks = checks
        state.typedAnswers = typed
        return state
    }
}
