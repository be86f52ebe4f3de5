import ReelCore

/// Presets and trees: wheels the picker makes itself, with the relations
/// between them, instead of one wheel per `--component`.
extension PickerFactory {
    static func makePreset(_ preset: Preset, _ request: PresetRequest, _ field: FieldPlan, _ plan: RunPlan,
                           inputs: Inputs) throws(ReelError) -> PickerState {
        let measure = DisplayWidth(ambiguousIsWide: plan.ambiguousIsWide)
        let words = inputs.words
        let picker: PresetPicker
        do {
            picker = try preset.kind.build(request, now: inputs.now, names: words, measure: measure)
        } catch {
            throw .preset(error)
        }
        let wheels = try dress(picker.wheels, field, measure: measure)
        var state = try assemble(wheels, plan, separator: field.separator, words: words,
                                 dependencies: picker.dependencies, presetSeparator: picker.separator,
                                 displayOrder: picker.displayOrder)
        // The preset says how scripts read its wheels and, asked as
        // questions, how one typed answer (its --select format) sets them.
        state.edit(.presets([PresetWheels(wheels: wheels.indices, format: preset.kind,
                                          answer: PresetAnswer(preset, request: request, now: inputs.now, names: words,
                                                               measure: measure))]))
        return state
    }

    /// `path`: nil for stdin; `selects`: each level's `--select` value.
    static func makeTree(_ path: String?, selecting selects: [[UInt8]], _ field: FieldPlan, _ plan: RunPlan,
                         inputs: Inputs) throws(ReelError) -> PickerState {
        let lines: LineRows
        do {
            if let path { lines = try inputs.readFile(path, plan.maxRows) } else {
                lines = try inputs.readStandardInput(plan.maxRows)
            }
        } catch {
            throw .unreadableTree(path: path ?? "stdin", reason: error.reason)
        }
        let outline: TreeOutline
        do { outline = try TreeOutline(lines: lines) } catch { throw .tree(path: path ?? "stdin", error) }

        let options = field.defaults
        let measure = DisplayWidth(ambiguousIsWide: plan.ambiguousIsWide)
        let delimiter = plan.inputDelimiter
        let usesFields = options.usesFields
        let dress: @Sendable (TreeRows) -> any RowSource = { rows in
            guard usesFields else { return rows }
            return FieldRows(base: rows, delimiter: delimiter, show: options.show, valueField: options.valueField,
                             iconField: options.iconField, match: options.match)
        }
        guard selects.count <= outline.depth else {
            throw .tooManyItems(option: "--select", given: selects.count, wheels: outline.depth)
        }
        let tree = TreeWheels(outline: outline, measure: measure, dress: dress)
        var wheels: [Wheel]
        do { wheels = try tree.wheels(selecting: selects) } catch {
            throw .selectNotFound(value: String(decoding: error.value, as: UTF8.self), component: error.level + 1,
                                  spec: "--tree \(path ?? "-")")
        }
        wheels = try self.dress(wheels, field, measure: measure)
        return try assemble(wheels, plan, separator: field.separator, words: inputs.words, dependencies: [tree])
    }

    /// The component options given once for all of a preset's or a tree's
    /// wheels: `--label` as a comma list (an empty item keeps the wheel's
    /// own label), `--width`, `--align`, `--cyclic`.
    private static func dress(_ wheels: [Wheel], _ field: FieldPlan, measure: DisplayWidth) throws(ReelError) -> [Wheel] {
        var wheels = wheels
        let options = field.defaults
        if let labels = field.labels {
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
