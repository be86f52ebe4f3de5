import ReelCore
import ReelTerminal

/// Builds the picker a configuration describes: parses each SPEC, reads
/// stdin and files, applies `--select` and `--focus`. Every problem is a
/// `ReelError`, found before anything is drawn.
package enum PickerFactory {
    /// Where rows from outside come from; the real ones read file
    /// descriptors, tests pass text.
    package struct Inputs {
        package var standardInputIsTerminal: Bool
        package var readStandardInput: (_ maxRows: Int) throws(LineRows.ReadError) -> LineRows
        package var readFile: (_ path: String, _ maxRows: Int) throws(LineRows.ReadError) -> LineRows
        /// The presets' initial selection.
        package var now: LocalTime
        /// POSIX locale name for the presets' and buttons' words (LC_ALL,
        /// LC_TIME, LANG).
        package var locale: String?
        /// The wheel whose rows are still arriving, which may start with none
        /// (in a form, a wheel of `streamingField`, counted within it).
        package var streamingWheel: Int?
        package var streamingField: Int?
        /// Reads a regular file's first rows only, the rest when they are
        /// shown (`LineRows.scanDeferred`); nil from it: not a regular file,
        /// read as usual (it may stream).
        package var readFileFirstRows: ((_ path: String, _ maxRows: Int) throws(LineRows.ReadError) -> LineRows?)?
        /// A form's field not on screen at first: its files need their first rows only.
        package var firstRowsOnly = false

        package init(standardInputIsTerminal: Bool,
                    readStandardInput: @escaping (Int) throws(LineRows.ReadError) -> LineRows,
                    readFile: @escaping (String, Int) throws(LineRows.ReadError) -> LineRows,
                    now: LocalTime, locale: String?) {
            self.standardInputIsTerminal = standardInputIsTerminal
            self.readStandardInput = readStandardInput
            self.readFile = readFile
            self.now = now
            self.locale = locale
        }

        /// The words of `locale`.
        var words: LocaleWords { LocaleWords(locale: locale) }
    }

    /// The checks that need no input: every SPEC parses, stdin is read by
    /// one component at most, files exist and are not folders. Run before
    /// the terminal is opened, so that a cron job hears about a typo first.
    /// Every argument error the command line alone shows, checked before
    /// the terminal is looked at, so that it is the error reported.
    /// `locale`: the words a preset's wheels would be built with, which
    /// decide how many it has (datetime's AM/PM), for a template's error.
    package static func validate(_ configuration: Configuration, locale: String? = nil) throws(ReelError) {
        if !configuration.fields.isEmpty { return try validateForm(configuration) }
        var specs: [ComponentSpec] = []
        for request in configuration.components {
            do { specs.append(try ComponentSpec.parse(request.bytes)) } catch { throw .spec(error) }
        }
        if specs.filter({ $0 == .standardInput }).count > 1 { throw .twoStandardInputs }
        for (index, spec) in specs.enumerated() {
            if case .command(let command) = spec {
                _ = try commandTemplate(command, spec: configuration.components[index].spec, components: specs.count,
                                        formFields: configuration.formFields)
            }
            guard case .file(let path) = spec else { continue }
            if let problem = LineRows.unreadableReason(path: path) {
                throw .unreadable(spec: configuration.components[index].spec, path: path, reason: problem)
            }
        }
        try checkCombinations(configuration)
        // A form's field is checked with the whole form, which names its wheels.
        if configuration.formFields.isEmpty { try checkCommandCycles(configuration) }
        // A template's fields, as far as the command line tells: the wheels
        // of a preset or a tree are counted when they are built.
        if case .template(let template) = configuration.output.format {
            let components = configuration.preset == nil && configuration.tree == nil
                ? max(1, configuration.components.count) : Int.max
            do {
                try template.validate(components: components, fields: configuration.preset?.kind.fieldNames ?? [])
            } catch {
                throw .template(presetTemplateError(configuration, locale: locale) ?? error)
            }
        }
    }

    /// A preset's wheels are not counted before it is built, so a template
    /// naming no field of it is checked again on the preset as built (it
    /// reads no input): the error then names the fields there are,
    /// `{1}…{2}` beside `{iso}`, not `{1}…{9223372036854775807}`. nil: no
    /// preset, or one that cannot be built (its own error comes later).
    private static func presetTemplateError(_ configuration: Configuration, locale: String?) -> TemplateError? {
        guard let preset = configuration.preset, case .template(let template) = configuration.output.format else { return nil }
        let inputs = Inputs(standardInputIsTerminal: true,
                            readStandardInput: { _ throws(LineRows.ReadError) in LineRows("") },
                            readFile: { _, _ throws(LineRows.ReadError) in LineRows("") },
                            now: .current(), locale: locale)
        guard let state = try? makePreset(preset, configuration, inputs: inputs) else { return nil }
        do throws(TemplateError) {
            try template.validate(components: state.wheels.count, fields: SelectionValues.fieldNames(of: state))
            return nil
        } catch {
            return error
        }
    }

    package static func makeState(_ configuration: Configuration, inputs: Inputs) throws(ReelError) -> PickerState {
        if !configuration.fields.isEmpty { return try makeForm(configuration, inputs: inputs) }
        try checkCombinations(configuration)
        let state: PickerState
        if let preset = configuration.preset {
            state = try makePreset(preset, configuration, inputs: inputs)
        } else if let tree = configuration.tree {
            state = try makeTree(tree, configuration, inputs: inputs)
        } else {
            state = try makeComponents(configuration, inputs: inputs)
        }
        // A template naming a field that does not exist fails now, before
        // anything is drawn, rather than after the person has chosen.
        if case .template(let template) = configuration.output.format {
            do {
                try template.validate(components: state.wheels.count, fields: SelectionValues.fieldNames(of: state))
            } catch {
                throw .template(error)
            }
        }
        return state
    }

    private static func makeComponents(_ configuration: Configuration, inputs: Inputs) throws(ReelError) -> PickerState {
        var configuration = configuration
        // Rows piped in with no component named: the list is stdin (as fzf).
        if configuration.components.isEmpty {
            guard !inputs.standardInputIsTerminal else { throw .noComponents }
            configuration.components = [ComponentRequest(spec: "-")]
        }
        var specs: [ComponentSpec] = []
        for request in configuration.components {
            do { specs.append(try ComponentSpec.parse(request.bytes)) } catch { throw .spec(error) }
        }
        if specs.filter({ $0 == .standardInput }).count > 1 { throw .twoStandardInputs }

        var wheels: [Wheel] = []
        for (index, spec) in specs.enumerated() {
            let request = configuration.components[index]
            let options = configuration.options(of: index)
            if case .command = spec {
                // An empty wheel for now: the rows arrive while the picker
                // runs, from the command `wireCommands` sets.
                let rows: any RowSource = !ComponentRequest.usesFields(options) ? LineRows()
                    : FieldRows(base: LineRows(), delimiter: configuration.inputDelimiter, show: options.show,
                                valueField: options.valueField, iconField: options.iconField, match: options.match)
                var wheel = Wheel(rows: rows, label: options.label, width: options.width,
                                  alignment: options.alignment ?? .center, isCyclic: options.cyclic ?? false)
                wheel.isList = true
                wheel.readColorCodes(as: options.colorCodes ?? .escaped)
                wheel.keepHeader(lines: options.headerLines ?? 0)
                // Its rows are measured as they arrive, the way this says.
                if configuration.ambiguousIsWide { wheel.measure(with: DisplayWidth(ambiguousIsWide: true)) }
                wheels.append(wheel)
                continue
            }
            // A wheel that must find its --select reads every row.
            var wheelInputs = inputs
            if options.select != nil || options.selectRow != nil { wheelInputs.firstRowsOnly = false }
            var rows = try rows(for: spec, spec: request.spec, maxRows: configuration.maxRows, inputs: wheelInputs)
            if ComponentRequest.usesFields(options) {
                rows = FieldRows(base: rows, delimiter: configuration.inputDelimiter, show: options.show,
                                 valueField: options.valueField, iconField: options.iconField, match: options.match)
            }
            var wheel = Wheel(rows: rows, label: options.label, width: options.width,
                              alignment: options.alignment ?? .center, isCyclic: options.cyclic ?? false)
            wheel.isList = spec.isList
            // Before --select: a row is found by its text, without its codes,
            // and never among the header's lines.
            wheel.readColorCodes(as: options.colorCodes ?? .escaped)
            wheel.keepHeader(lines: options.headerLines ?? 0)
            guard wheel.rows.count > 0 || index == inputs.streamingWheel else { throw .noRows(spec: request.spec) }
            switch spec {
            case .standardInput, .file: wheel.showsPosition = true
            default: break
            }
            if let value = options.select {
                guard let row = wheel.rows.row(matchingBytes: value) else {
                    throw .selectNotFound(value: String(decoding: value, as: UTF8.self), component: index + 1,
                                          spec: request.spec)
                }
                wheel.select(row)
            }
            if let row = options.selectRow {
                guard row < wheel.rows.count else {
                    throw .selectRowOutOfRange(row: row, component: index + 1, count: wheel.rows.count)
                }
                wheel.select(row)
            }
            if configuration.ambiguousIsWide { wheel.measure(with: DisplayWidth(ambiguousIsWide: true)) }
            wheels.append(wheel)
        }
        var state = try assemble(wheels, configuration, words: inputs.words)
        for index in wheels.indices {
            if let limit = configuration.options(of: index).multi {
                state.edit(.multiple(wheel: index, allowed: true, limit: limit == .max ? nil : limit))
            }
        }
        return state
    }

    /// A command's placeholders, checked against the components and the
    /// fields a preset derives (`{hour}`, `{iso}`: as in `--format`).
    /// `formFields`: in a form, the names of its fields, which a field's
    /// command may name (`{Country}`, `{Country.2}`) before the form is built.
    static func commandTemplate(_ command: String, spec: String, components: Int,
                                fields: [String] = [], formFields: [String] = []) throws(ReelError) -> Template {
        do {
            let template = try Template(parsing: command)
            var checked = template
            checked.parts.removeAll { part in
                guard case .field(let name) = part else { return false }
                return formFields.contains(String(name.prefix { $0 != "." }))
            }
            // The form's fields among the known ones, so that a misspelt
            // `{Contry}` is answered with the `{Country}` it meant.
            try checked.validate(components: components, fields: fields + formFields)
            return template
        } catch {
            throw .commandTemplate(spec: spec, error)
        }
    }

    /// The picker around finished wheels: focus, title, buttons, rows.
    /// The first wheel drawn has the focus unless `--focus` says otherwise.
    /// In a form (`fields`: each field's wheels) `--focus N` names field N,
    /// whose first wheel drawn gets the focus.
    static func assemble(_ wheels: [Wheel], _ configuration: Configuration, words: LocaleWords,
                         dependencies: [any WheelDependency] = [], separator: String? = nil,
                         displayOrder: [Int]? = nil, fields: [Range<Int>]? = nil) throws(ReelError) -> PickerState {
        // A list is one wheel's rows: in a form, each field's.
        if configuration.layout == .list, wheels.count > 1 {
            throw .invalidValue(option: "--layout", value: "list",
                                expected: "one component (in a form, one per field); this picker has \(wheels.count): --layout wheel")
        }
        var focus = Focus.wheel(displayOrder?.first ?? 0)
        if let wanted = configuration.focus, let fields {
            guard wanted <= fields.count else { throw .focusFieldOutOfRange(wanted, fields: fields.count) }
            let range = fields[wanted - 1]
            focus = .wheel((displayOrder ?? Array(wheels.indices)).first(where: range.contains) ?? range.lowerBound)
        } else if let wanted = configuration.focus {
            guard wanted <= wheels.count else { throw .focusOutOfRange(wanted, components: wheels.count) }
            focus = .wheel(wanted - 1)
        }
        // A preset's separator (time's ':') unless the person gave one.
        let separatorText = configuration.separator.isEmpty ? separator ?? "" : configuration.separator
        var state = PickerState(wheels: wheels, focus: focus, title: configuration.title, message: configuration.message,
                                doneTitle: nonEmpty(configuration.doneTitle) ?? words.done,
                                cancelTitle: configuration.cancelTitle.map { $0.isEmpty ? words.cancel : $0 },
                                visibleRows: configuration.visibleRows, separator: separatorText)
        var chrome = state.chrome
        chrome.displayOrder = displayOrder
        chrome.buttons = configuration.buttons
        chrome.header = configuration.header
        if PickerLook.chosen(asked: configuration.layout, filters: configuration.start.filters, wheels: wheels.count) == .list {
            chrome.list = ListScroll()
        }
        state.edit([.dependencies(Dependencies(dependencies)), .chrome(chrome)])
        return state
    }

    private static func nonEmpty(_ text: String?) -> String? { text?.isEmpty == false ? text : nil }

    private static func rows(for spec: ComponentSpec, spec text: String, maxRows: Int,
                             inputs: Inputs) throws(ReelError) -> any RowSource {
        switch spec {
        case .numbers(let rows): return rows
        case .letters(let rows): return rows
        case .list(let items): return ByteListRows(items)
        case .standardInput:
            do { return try inputs.readStandardInput(maxRows) } catch {
                throw .unreadable(spec: text, path: "stdin", reason: error.reason)
            }
        case .file(let path):
            do {
                if inputs.firstRowsOnly, let readFirstRows = inputs.readFileFirstRows, let rows = try readFirstRows(path, maxRows) {
                    return rows
                }
                return try inputs.readFile(path, maxRows)
            } catch {
                throw .unreadable(spec: text, path: path, reason: error.reason)
            }
        case .command: return LineRows()
        }
    }
}
