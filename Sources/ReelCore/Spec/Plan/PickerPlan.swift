import ReelModel
import ReelText

/// What the command line asks the picker to be, read once: each field's
/// wheels with their SPECs and commands parsed (a picker that is no form
/// is one field without a name), and the commands the whole picker runs.
/// The factories build the picker from it; no argument's text is read
/// again.
package struct PickerPlan: Equatable, Sendable {
    package var fields: [FieldPlan]
    /// `--preview CMD` and `--on-change CMD`, parsed, or why they do not
    /// parse: a picker that is no form says so where its commands are set,
    /// after its wheels are built (a form, with the other argument errors).
    package var preview: Result<Template, TemplateError>?
    package var onChange: Result<Template, TemplateError>?

    package init(fields: [FieldPlan], preview: Result<Template, TemplateError>? = nil,
                 onChange: Result<Template, TemplateError>? = nil) {
        self.fields = fields
        self.preview = preview
        self.onChange = onChange
    }

    /// A picker that is no form, of `wheels`.
    package init(_ wheels: FieldPlan.Wheels, defaults: ComponentOptions = ComponentOptions()) {
        self.init(fields: [FieldPlan(wheels: wheels, defaults: defaults)])
    }

    /// `--field NAME`…: fields with names.
    package var isForm: Bool { fields.first?.name != nil }

    /// The form's field names; empty for a picker.
    package var fieldNames: [String] { fields.compactMap(\.name) }

    /// The wheels each `!CMD` component reads, by field and wheel as the
    /// running picker names them (`NamedWheels`): its own field's by
    /// number, another's by name. Each field's wheels as the command line
    /// counts them, its components (a preset's and a tree's are counted
    /// when built, and run no command); nil for a component with no command.
    package var commandReads: [[Set<WheelRef>?]] {
        let counts = fields.map(\.valueCount)
        let table = isForm ? fields.map { ($0.name ?? "", $0.valueCount) } : []
        return fields.indices.map { field in
            fields[field].components.map { component in
                component.command.map { NamedWheels($0.parts, field: field, fields: table).refs(field: field, counts: counts) }
            }
        }
    }
}
