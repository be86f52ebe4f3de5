import ReelCore
import ReelTerminal

/// Templates as the command line gives them: `!CMD` and `--preview`,
/// `--on-change` and `--format`. Each is parsed once, as the plan is made;
/// what its placeholders name is checked as far as the command line tells,
/// and again once the picker is built and its wheels are counted.
extension PickerPlan {
    /// A command's placeholders, checked against the components and the
    /// fields a preset derives (`{hour}`, `{iso}`: as in `--format`).
    /// `formFields`: in a form, the names of its fields, which a field's
    /// command may name (`{Country}`, `{Country.2}`) before the form is built.
    static func checkCommand(_ template: Template, spec: String, components: Int,
                             fields: [String] = [], formFields: [String] = []) throws(ReelError) {
        var checked = template
        checked.parts.removeAll { part in
            guard case .field(let path) = part else { return false }
            return formFields.contains(path.name)
        }
        // The form's fields among the known ones, so that a misspelt
        // `{Contry}` is answered with the `{Country}` it meant.
        do { try checked.validate(components: components, fields: fields + formFields) } catch {
            throw .commandTemplate(spec: spec, error)
        }
    }

    /// `command` parsed, then checked as `checkCommand` does.
    static func commandTemplate(_ command: String, spec: String, components: Int,
                                formFields: [String] = []) throws(ReelError) -> Template {
        let template: Template
        do { template = try Template(parsing: command) } catch { throw .commandTemplate(spec: spec, error) }
        try checkCommand(template, spec: spec, components: components, formFields: formFields)
        return template
    }

    /// A form-wide `--preview` or `--on-change`, parsed.
    static func formTemplate(_ command: String, option: String) throws(ReelError) -> Template {
        do { return try Template(parsing: command) } catch { throw .commandTemplate(spec: option, error) }
    }

    /// Form-wide templates name fields, never wheels by number: `{1}` would
    /// not say whose. With `names` (once the form is built) each name must
    /// be a field, one of its wheels or rows, or a field its preset derives.
    static func checkFormTemplates(_ plan: PickerPlan, format: OutputFormat, names: [String]?) throws(ReelError) {
        let fieldNames = plan.fieldNames
        var templates: [(option: String, template: Template)] = []
        if case .template(let template) = format { templates.append(("--format", template)) }
        for (option, parsed) in [("--preview", plan.preview), ("--on-change", plan.onChange)] {
            if case .success(let template)? = parsed { templates.append((option, template)) }
        }
        for (option, template) in templates {
            for part in template.parts {
                switch part {
                case .value(let n): throw .numberedInForm(option: option, placeholder: "{\(n)}", fields: fieldNames)
                case .row(let n): throw .numberedInForm(option: option, placeholder: "{\(n).row}", fields: fieldNames)
                case .field(let path):
                    guard names?.contains(path.text) ?? fieldNames.contains(path.name) else {
                        let error = TemplateError(template: template.source,
                                                  problem: .unknownFormField("{\(path.text)}", fields: fieldNames))
                        throw option == "--format" ? .template(error) : .commandTemplate(spec: option, error)
                    }
                case .text, .all: break
                }
            }
        }
    }

    /// A picker's `--format`, as far as the command line tells: the wheels
    /// of a preset or a tree are counted when they are built.
    static func checkFormat(_ field: FieldPlan, _ plan: RunPlan) throws(ReelError) {
        guard case .template(let template) = plan.output.format else { return }
        var components = Int.max
        var derived: [String] = []
        switch field.wheels {
        case .components(let asked): components = max(1, asked.count)
        case .preset(let preset, _): derived = preset.kind.fieldNames
        case .tree, .entry: break
        }
        do {
            try template.validate(components: components, fields: derived)
        } catch {
            throw .template(presetTemplateError(template, field, plan) ?? error)
        }
    }

    /// A preset's wheels are not counted before it is built, so a template
    /// naming no field of it is checked again on the preset as built (it
    /// reads no input): the error then names the fields there are,
    /// `{1}…{2}` beside `{iso}`, not `{1}…{9223372036854775807}`, with the
    /// words of the plan's locale, which decide how many wheels it has
    /// (datetime's AM/PM). nil: no preset, or one that cannot be built
    /// (its own error comes later).
    private static func presetTemplateError(_ template: Template, _ field: FieldPlan, _ plan: RunPlan) -> TemplateError? {
        guard case .preset = field.wheels else { return nil }
        let inputs = PickerFactory.Inputs(standardInputIsTerminal: true,
                                          readStandardInput: { _ throws(LineRows.ReadError) in LineRows("") },
                                          readFile: { _, _ throws(LineRows.ReadError) in LineRows("") },
                                          now: .current(), locale: plan.locale)
        guard let state = try? PickerFactory.makeState(field, plan, inputs: inputs) else { return nil }
        do throws(TemplateError) {
            try template.validate(components: state.shownWheels.wheels.count, fields: SelectionValues.fieldNames(of: state))
            return nil
        } catch {
            return error
        }
    }
}
