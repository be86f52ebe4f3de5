import ReelCore

/// Presets and trees: wheels the picker makes itself, with the relations
/// between them, instead of one wheel per `--component`.
extension PickerFactory {
    static func makePreset(_ preset: Preset, _ configuration: Configuration, inputs: Inputs) throws(ReelError) -> PickerState {
        var request = PresetRequest()
        request.minuteInterval = configuration.minuteInterval ?? 1
        request.minimum = configuration.minimumDate
        request.maximum = configuration.maximumDate
        request.minimumClock = configuration.minimumClock
        request.maximumClock = configuration.maximumClock
        request.carry = configuration.carry
        request.select = configuration.defaults.select.map { String(decoding: $0, as: UTF8.self) }
        let measure = DisplayWidth(ambiguousIsWide: configuration.ambiguousIsWide)
        let words = inputs.words
        let picker: PresetPicker
        do {
            picker = try preset.kind.build(request, now: inputs.now, names: words, measure: measure)
        } catch {
            throw .preset(error)
        }
        let wheels = try dress(picker.wheels, configuration.defaults, measure: measure)
        var state = try assemble(wheels, configuration, words: words, dependencies: picker.dependencies,
                                 separator: picker.separator, displayOrder: picker.displayOrder)
        // The preset says how scripts read its wheels and, asked as
        // questions, how one typed answer (its --select form) sets them.
        state.edit(.presets([PresetWheels(wheels: wheels.indices, form: preset.kind,
                                          answer: PresetAnswer(preset, request: request, now: inputs.now, names: words,
                                                               measure: measure))]))
        return state
    }

    static func makeTree(_ path: String, _ configuration: Configuration, inputs: Inputs) throws(ReelError) -> PickerState {
        let lines: LineRows
        do {
            lines = path == "-" ? try inputs.readStandardInput(configuration.maxRows)
                                : try inputs.readFile(path, configuration.maxRows)
        } catch {
            throw .unreadableTree(path: path == "-" ? "stdin" : path, reason: error.reason)
        }
        let outline: TreeOutline
        do { outline = try TreeOutline(lines: lines) } catch { throw .tree(path: path == "-" ? "stdin" : path, error) }

        let options = configuration.defaults
        let measure = DisplayWidth(ambiguousIsWide: configuration.ambiguousIsWide)
        let delimiter = configuration.inputDelimiter
        let usesFields = ComponentRequest.usesFields(options)
        let dress: @Sendable (TreeRows) -> any RowSource = { rows in
            guard usesFields else { return rows }
            return FieldRows(base: rows, delimiter: delimiter, show: options.show, valueField: options.valueField,
                             iconField: options.iconField, match: options.match)
        }
        let selects = options.select.map(CommaList.split) ?? []
        guard selects.count <= outline.depth else {
            throw .tooManyItems(option: "--select", given: selects.count, wheels: outline.depth)
        }
        var wheels: [Wheel] = []
        var nodes = outline.roots
        for level in 0..<outline.depth {
            let plain = TreeRows(outline: outline, nodes: nodes)
            let rows = dress(plain)
            var row = 0
            if level < selects.count, !selects[level].isEmpty {
                guard let found = rows.row(matchingBytes: selects[level]) else {
                    throw .selectNotFound(value: String(decoding: selects[level], as: UTF8.self), component: level + 1,
                                          spec: "--tree \(path)")
                }
                row = found
            }
            var wheel = Wheel(rows: rows, selectedRow: row)
            // As wide as the widest row the level has under any parent, so
            // the layout (made once per terminal size) holds every reload.
            wheel.width = dress(TreeRows(outline: outline, nodes: outline.nodes(atLevel: level)))
                .widestRow(width: measure, cap: Wheel.measureCap)
            wheels.append(wheel)
            nodes = plain.node(at: row).map { outline.nodes[$0].children } ?? []
        }
        wheels = try self.dress(wheels, options, measure: measure)
        return try assemble(wheels, configuration, words: inputs.words,
                            dependencies: [TreeWheels(outline: outline, measure: measure, dress: dress)])
    }

    /// The component options given once for all of a preset's or a tree's
    /// wheels: `--label` as a comma list (an empty item keeps the wheel's
    /// own label), `--width`, `--align`, `--cyclic`.
    private static func dress(_ wheels: [Wheel], _ options: ComponentOptions,
                              measure: DisplayWidth) throws(ReelError) -> [Wheel] {
        var wheels = wheels
        if let label = options.label {
            let labels = CommaList.split(label)
            guard labels.count <= wheels.count else {
                throw .tooManyItems(option: "--label", given: labels.count, wheels: wheels.count)
            }
            for (i, text) in labels.enumerated() where !text.isEmpty { wheels[i].label = text }
        }
        for i in wheels.indices {
            if let width = options.width { wheels[i].width = width }
            if let alignment = options.alignment { wheels[i].alignment = alignment }
            if options.cyclic == true { wheels[i].isCyclic = true }
            wheels[i].measure(with: measure)
        }
        return wheels
    }
}
