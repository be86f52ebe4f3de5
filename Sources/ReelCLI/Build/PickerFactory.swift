import ReelCore
import ReelTerminal

/// Builds the picker a plan describes (`RunPlan`: each SPEC and command
/// read once, the chrome, looks and output): reads stdin and files,
/// applies `--select` and `--focus`. Every problem is a
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

    /// The picker state `plan` describes: reads stdin and files, applies
    /// `--select` and `--focus`.
    package static func makeState(_ plan: RunPlan, inputs: Inputs) throws(ReelError) -> PickerState {
        if plan.picker.isForm { return try makeForm(plan, inputs: inputs) }
        let state = try makeState(plan.picker.fields[0], plan, inputs: inputs)
        // A template naming a field that does not exist fails now, before
        // anything is drawn, rather than after the person has chosen.
        if case .template(let template) = plan.output.format {
            do {
                try template.validate(components: state.shownWheels.wheels.count, fields: SelectionValues.fieldNames(of: state))
            } catch {
                throw .template(error)
            }
        }
        return state
    }

    /// One picker's wheels (a form's field's), in the chrome of `plan`.
    static func makeState(_ field: FieldPlan, _ plan: RunPlan, inputs: Inputs) throws(ReelError) -> PickerState {
        switch field.wheels {
        case .preset(let preset, let request): try makePreset(preset, request, field, plan, inputs: inputs)
        case .tree(let path, let select): try makeTree(path, selecting: select, field, plan, inputs: inputs)
        case .components(let components): try makeComponents(components, field, plan, inputs: inputs)
        // A text or a switch is a form's field (`makeForm`), alone too.
        case .entry: PickerState(wheels: [])
        }
    }

    private static func makeComponents(_ components: [ComponentPlan], _ field: FieldPlan, _ plan: RunPlan,
                                       inputs: Inputs) throws(ReelError) -> PickerState {
        var components = components
        // Rows piped in with no component named: the list is stdin (as fzf).
        if components.isEmpty {
            if asksAlert(plan, inputs: inputs) {
                // An alert draws no preview, asked for by `--alert` or not.
                if plan.picker.preview != nil { throw .conflict("--preview", "an alert (a --title or --message with no component)") }
                return makeAlert(plan, words: inputs.words)
            }
            guard !inputs.standardInputIsTerminal else { throw .noComponents }
            components = [field.standardInput]
        }
        var wheels: [Wheel] = []
        for (index, component) in components.enumerated() {
            let options = component.options
            if case .command = component.spec {
                // An empty wheel for now: the rows arrive while the picker
                // runs, from the command `wireCommands` sets.
                let rows: any RowSource = !options.usesFields ? LineRows()
                    : FieldRows(base: LineRows(), delimiter: plan.inputDelimiter, show: options.show,
                                valueField: options.valueField, iconField: options.iconField, match: options.match)
                var wheel = Wheel(rows: rows, label: options.label, width: options.width,
                                  alignment: options.alignment ?? .center, isCyclic: options.cyclic ?? false)
                wheel.isList = true
                wheel.readColorCodes(as: options.colorCodes ?? .escaped)
                wheel.keepHeader(lines: options.headerLines ?? 0)
                // Its rows are measured as they arrive, the way this says.
                if plan.ambiguousIsWide { wheel.measure(with: DisplayWidth(ambiguousIsWide: true)) }
                wheels.append(wheel)
                continue
            }
            // A wheel that must find its --select reads every row.
            var wheelInputs = inputs
            if options.select != nil || options.selectRow != nil { wheelInputs.firstRowsOnly = false }
            var rows = try rows(for: component, maxRows: plan.maxRows, inputs: wheelInputs)
            if options.usesFields {
                rows = FieldRows(base: rows, delimiter: plan.inputDelimiter, show: options.show,
                                 valueField: options.valueField, iconField: options.iconField, match: options.match)
            }
            var wheel = Wheel(rows: rows, label: options.label, width: options.width,
                              alignment: options.alignment ?? .center, isCyclic: options.cyclic ?? false)
            wheel.isList = component.spec.isList
            // Before --select: a row is found by its text, without its codes,
            // and never among the header's lines.
            wheel.readColorCodes(as: options.colorCodes ?? .escaped)
            wheel.keepHeader(lines: options.headerLines ?? 0)
            guard wheel.rows.count > 0 || index == inputs.streamingWheel else { throw .noRows(spec: component.written) }
            switch component.spec {
            case .standardInput, .file: wheel.showsPosition = true
            default: break
            }
            if let value = options.select {
                guard let row = wheel.rows.row(matchingBytes: value) else {
                    throw .selectNotFound(value: String(decoding: value, as: UTF8.self), component: index + 1,
                                          spec: component.written)
                }
                wheel.select(row)
            }
            if let row = options.selectRow {
                guard row < wheel.rows.count else {
                    throw .selectRowOutOfRange(row: row, component: index + 1, count: wheel.rows.count)
                }
                wheel.select(row)
            }
            if plan.ambiguousIsWide { wheel.measure(with: DisplayWidth(ambiguousIsWide: true)) }
            wheels.append(wheel)
        }
        var state = try assemble(wheels, plan, separator: field.separator, words: inputs.words)
        for (index, component) in components.enumerated() {
            if let limit = component.options.multi {
                state.edit(.multiple(wheel: index, allowed: true, limit: limit == .max ? nil : limit))
            }
        }
        return state
    }

    /// The picker around finished wheels: focus, title, buttons, rows.
    /// The first wheel drawn has the focus unless `--focus` says otherwise.
    /// In a form (`fields`: each field's wheels) `--focus N` names field N,
    /// whose first wheel drawn gets the focus.
    /// `separator`: the one the person gave, else `presetSeparator`.
    static func assemble(_ wheels: [Wheel], _ plan: RunPlan, separator: String, words: LocaleWords,
                         dependencies: [any WheelDependency] = [], presetSeparator: String? = nil,
                         displayOrder: [Int]? = nil, fields: [Range<Int>]? = nil) throws(ReelError) -> PickerState {
        // A list is one wheel's rows: in a form, each field's.
        if plan.layout == .list, wheels.count > 1 {
            throw .invalidValue(option: "--layout", value: "list",
                                expected: "one component (in a form, one per field); this picker has \(wheels.count): --layout wheel")
        }
        var focus = Focus.wheel(displayOrder?.first ?? 0)
        if let wanted = plan.focus, let fields {
            guard wanted <= fields.count else { throw .focusFieldOutOfRange(wanted, fields: fields.count) }
            let range = fields[wanted - 1]
            focus = .wheel((displayOrder ?? Array(wheels.indices)).first(where: range.contains) ?? range.lowerBound)
        } else if let wanted = plan.focus {
            guard wanted <= wheels.count else { throw .focusOutOfRange(wanted, components: wheels.count) }
            focus = .wheel(wanted - 1)
        }
        // A preset's separator (time's ':') unless the person gave one.
        let separatorText = separator.isEmpty ? presetSeparator ?? "" : separator
        var state = PickerState(wheels: wheels, focus: focus, title: plan.title, message: plan.message,
                                doneTitle: nonEmpty(plan.doneTitle) ?? words.done,
                                cancelTitle: plan.cancelTitle.map { $0.isEmpty ? words.cancel : $0 },
                                visibleRows: plan.visibleRows, separator: separatorText)
        var chrome = state.chrome
        chrome.buttons = plan.buttons
        chrome.header = plan.header
        let list = PickerLook.chosen(asked: plan.layout, filters: plan.start.filters, wheels: wheels.count) == .list
        state.edit([.dependencies(Dependencies(dependencies)), .chrome(chrome), .displayOrder(displayOrder), .list(list)])
        return state
    }

    private static func nonEmpty(_ text: String?) -> String? { text?.isEmpty == false ? text : nil }

    private static func rows(for component: ComponentPlan, maxRows: Int, inputs: Inputs) throws(ReelError) -> any RowSource {
        switch component.spec {
        case .numbers(let rows): return rows
        case .letters(let rows): return rows
        case .list(let items): return ByteListRows(items)
        case .standardInput:
            do { return try inputs.readStandardInput(maxRows) } catch {
                throw .unreadable(spec: component.written, path: "stdin", reason: error.reason)
            }
        case .file(let path):
            do {
                if inputs.firstRowsOnly, let readFirstRows = inputs.readFileFirstRows, let rows = try readFirstRows(path, maxRows) {
                    return rows
                }
                return try inputs.readFile(path, maxRows)
            } catch {
                throw .unreadable(spec: component.written, path: path, reason: error.reason)
            }
        case .command: return LineRows()
        }
    }
}
