import ReelCore
import ReelTerminal

/// The command line read into the plan the factories build from: every
/// SPEC and every command parsed once, and every argument error the
/// command line alone shows found here, before the terminal or stdin is
/// touched, so that a cron job hears about a typo first.
extension PickerPlan {
    /// Made as the run's plan is (`RunPlan(_:)`), which then checks a
    /// picker's `--format`.
    init(_ configuration: Configuration) throws(ReelError) {
        try Self.checkAlert(configuration)
        if !configuration.fields.isEmpty {
            try self.init(form: configuration)
            return
        }
        // A text or a switch alone is a form of one field, named by its kind.
        let field = try Self.field(configuration, name: nil)
        try Self.checkCombinations(configuration)
        if case .entry(let entry) = field.wheels {
            var named = field
            named.name = entry.word
            self.init(fields: [named], preview: configuration.preview.map(Self.parsed),
                      onChange: configuration.onChange.map(Self.parsed))
            try Self.checkSecrets(self)
            return
        }
        self.init(fields: [field], preview: configuration.preview.map(Self.parsed),
                  onChange: configuration.onChange.map(Self.parsed))
        try Self.checkCommandCycles(self)
    }

    /// A form: each field as a picker of its own, then what names the
    /// fields (the form-wide templates, the commands' cycles).
    private init(form configuration: Configuration) throws(ReelError) {
        var fields: [FieldPlan] = []
        for (index, request) in configuration.fields.enumerated() {
            let own = configuration.field(index)
            fields.append(try Self.field(own, name: request.name))
            try Self.checkCombinations(own)
        }
        let readingStdin = fields.filter { field in
            if case .tree(path: nil, _) = field.wheels { return true }
            return field.components.contains { $0.spec == .standardInput }
        }
        if readingStdin.count > 1 { throw .twoStandardInputs }
        // Form-wide templates name fields: they are checked with the form.
        var preview: Template?, onChange: Template?
        if let text = configuration.preview { preview = try Self.formTemplate(text, option: "--preview") }
        if let text = configuration.onChange { onChange = try Self.formTemplate(text, option: "--on-change") }
        self.init(fields: fields, preview: preview.map { .success($0) }, onChange: onChange.map { .success($0) })
        try Self.checkFormTemplates(self, format: configuration.output.format, names: nil)
        try Self.checkSecrets(self)
        try Self.checkCommandCycles(self)
    }

    /// No command may name a `--secret` (it would read as empty there:
    /// refused, so the script's author hears why), by any name: its field's
    /// (`{P}`, `{P.1}`, `{P.1.row}`), and for a secret alone, which is a
    /// form of one field named `secret`, also `{secret}`, `{1}`, `{1.row}`
    /// and `{}`, which read nothing else. `--format` may: it is stdout.
    private static func checkSecrets(_ plan: PickerPlan) throws(ReelError) {
        let secrets = Set(plan.fields.compactMap { field -> String? in
            guard case .entry(.text(let text)) = field.wheels, text.isSecret else { return nil }
            return field.name
        })
        guard !secrets.isEmpty else { return }
        let alone = plan.fields.count == 1
        var commands: [(option: String, template: Template)] = []
        for (option, parsed) in [("--preview", plan.preview), ("--on-change", plan.onChange)] {
            if case .success(let template)? = parsed { commands.append((option, template)) }
        }
        for field in plan.fields {
            for component in field.components { if let command = component.command { commands.append((component.written, command)) } }
        }
        for (option, template) in commands {
            for part in template.parts {
                switch part {
                case .field(let path) where secrets.contains(path.name):
                    throw .secretInCommand(option: option, field: path.text)
                case .value(let n) where alone: throw .secretInCommand(option: option, field: String(n))
                case .row(let n) where alone: throw .secretInCommand(option: option, field: "\(n).row")
                case .all where alone: throw .secretInCommand(option: option, field: "")
                default: break
                }
            }
        }
    }

    /// One picker's wheels, or a form field's: every SPEC parsed, then one
    /// reading stdin at most, then in order each `!CMD`'s placeholders and
    /// each file (components beside a preset or a tree too: the conflict
    /// is said after them).
    private static func field(_ configuration: Configuration, name: String?) throws(ReelError) -> FieldPlan {
        let components = try components(configuration)
        let wheels: FieldPlan.Wheels
        if let entry = try entry(configuration) {
            wheels = .entry(entry)
        } else if let preset = configuration.preset {
            wheels = .preset(preset, presetRequest(configuration))
        } else if let tree = configuration.tree {
            wheels = .tree(path: tree == "-" ? nil : tree, select: configuration.defaults.select.map(CommaList.split) ?? [])
        } else {
            wheels = .components(components)
        }
        return FieldPlan(name: name, wheels: wheels, defaults: configuration.defaults, separator: configuration.separator)
    }

    private static func components(_ configuration: Configuration) throws(ReelError) -> [ComponentPlan] {
        var components: [ComponentPlan] = []
        for (index, request) in configuration.components.enumerated() {
            do {
                components.append(ComponentPlan(try ComponentSpec.parse(request.bytes), written: request.spec,
                                                options: configuration.options(of: index)))
            } catch {
                throw .spec(error)
            }
        }
        if components.filter({ $0.spec == .standardInput }).count > 1 { throw .twoStandardInputs }
        for index in components.indices {
            switch components[index].spec {
            case .command(let command):
                components[index].command = try commandTemplate(
                    command, spec: components[index].written, components: components.count, formFields: configuration.formFields)
            case .file(let path):
                if let problem = LineRows.unreadableReason(path: path) {
                    throw .unreadable(spec: components[index].written, path: path, reason: problem)
                }
            default: break
            }
        }
        return components
    }

    /// What `--select`, `--minute-interval`, `--min`, `--max` and `--carry`
    /// ask of the preset.
    private static func presetRequest(_ configuration: Configuration) -> PresetRequest {
        var request = PresetRequest()
        request.minuteInterval = configuration.minuteInterval ?? 1
        request.minimum = configuration.minimumDate
        request.maximum = configuration.maximumDate
        request.minimumClock = configuration.minimumClock
        request.maximumClock = configuration.maximumClock
        request.carry = configuration.carry
        request.select = configuration.defaults.select.map { String(decoding: $0, as: UTF8.self) }
        return request
    }

    /// A text's or a switch's plan, when the field is one; nil for wheels.
    private static func entry(_ configuration: Configuration) throws(ReelError) -> EntryPlan? {
        // What only a text takes, given.
        let textOnly = [("--placeholder", configuration.placeholder != nil), ("--max-length", configuration.maxLength != nil),
                        ("--required", configuration.required)].filter(\.1).map(\.0)
        guard let kind = configuration.entry else {
            if let option = textOnly.first { throw .needs(option: option, what: "--text or --secret") }
            return nil
        }
        if let first = configuration.components.first { throw .conflict(kind.option, "--component " + first.spec) }
        if configuration.preset != nil { throw .conflict(kind.option, "--preset") }
        if configuration.tree != nil { throw .conflict(kind.option, "--tree") }
        let select = configuration.defaults.select.map { String(decoding: $0, as: UTF8.self) }
        guard kind != .toggle else {
            if let option = textOnly.first { throw .conflict("--switch", option) }
            switch select?.lowercased() {
            case nil, "off", "no", "false": return .toggle(isOn: false)
            case "on", "yes", "true": return .toggle(isOn: true)
            default: throw .invalidValue(option: "--select", value: select ?? "", expected: "on or off for a --switch")
            }
        }
        return .text(TextPlan(text: select ?? "", placeholder: configuration.placeholder, maxLength: configuration.maxLength,
                              isSecret: kind == .secret, isRequired: configuration.required))
    }

    private static func parsed(_ command: String) -> Result<Template, TemplateError> {
        Result { () throws(TemplateError) in try Template(parsing: command) }
    }
}
