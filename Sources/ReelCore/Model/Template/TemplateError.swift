import ReelText

/// A `--format` template that cannot be used, with the words to say why.
package struct TemplateError: Error, Equatable, Sendable {
    package enum Problem: Equatable, Sendable {
        case unclosed, strayClose
        case unknownField(String, components: Int, derived: [String])
        /// A name that is no field of the form (nor one of its wheels).
        case unknownFormField(String, fields: [String])
    }

    package var template: String
    package var problem: Problem

    package init(template: String, problem: Problem) {
        self.template = template
        self.problem = problem
    }

    package var message: String { Escaped.message("--format '\(template)': \(problemText)") }

    /// What is wrong, without naming where the template was given.
    package var problemText: String {
        let what: String
        switch problem {
        case .unclosed: what = "a '{' is not closed; write {{ for a literal brace"
        case .strayClose: what = "a '}' closes nothing; write }} for a literal brace"
        case .unknownField(let field, let components, let derived):
            // Int.max: the wheels are not counted yet (a tree's, before its file is read).
            let numbered = components == 1 ? ["{1}", "{1.row}"]
                : components == .max ? ["{1}, {2}, … and {1.row}, {2.row}, … one per wheel"]
                : ["{1}…{\(components)}", "{1.row}…{\(components).row}"]
            let known = numbered
                + ["{}"] + derived.map { "{\($0)}" }
            what = "no field \(field); the fields are " + known.joined(separator: ", ")
        case .unknownFormField(let field, let fields):
            what = "no field \(field) in the form; its fields are " + fields.map { "{\($0)}" }.joined(separator: ", ")
                + ", and {NAME.1}, {NAME.1.row} for a field's wheels"
        }
        return what
    }
}
