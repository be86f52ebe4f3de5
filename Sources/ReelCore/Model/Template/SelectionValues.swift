import ReelText

/// The selection as scripts read it, made for one event's look (the one
/// place that reads values out of the wheels for stdout, `--format`,
/// commands, previews and on-change, so they agree by construction):
///
/// - a wheel's value: its row's value; on a multi-select wheel its checked
///   values joined by `,`; on a preset's wheels what the preset makes of
///   them (`ValueFormat`: datetime's `{2}` is the 24-hour hour in every
///   locale);
/// - what a run of wheels prints (the default output, `{}`, a form's
///   `{Name}`): their values, or the preset's printed values;
/// - the fields a preset derives (`{iso}`; in a form `{Name.iso}`).
///
/// A wheel is named by its field and its place there (`WheelRef`), as a
/// template names it; no wheel has a number over the whole form. Each
/// wheel is read at most once however many commands name it; a preset's
/// values are worked out once per preset.
package final class SelectionValues {
    /// One field's wheels, as the selection reads them (a plain picker is
    /// one field; an alert, with none, reads as one field of no wheels).
    package struct Field {
        package let wheels: [Wheel]
        let checks: Checks
        let presets: [PresetWheels]
        /// A text or a switch: read as one wheel (`{Name}`, `{Name.1}`),
        /// whose value is the entry's.
        package var entry: (any FieldEntry)? = nil

        /// Its wheels, or a text's or a switch's one value.
        package var valueCount: Int { entry != nil ? 1 : wheels.count }
    }

    package let fields: [Field]
    /// The fields' names; empty for a plain picker's one unnamed field.
    package let names: [String]
    /// The text of the button that accepted, for `{button}`.
    package var button = ""
    /// Whether a secret's value is read: for stdout alone. Everywhere else
    /// (commands, `--live`, `--on-change`) a secret reads as empty.
    package let showsSecrets: Bool
    private var read: [WheelRef: [UInt8]] = [:]
    private var formatted: [WheelRun: [[UInt8]]] = [:]

    /// The selection of one picker's wheels.
    package init(wheels: [Wheel], checks: Checks = Checks(), presets: [PresetWheels] = []) {
        fields = [Field(wheels: wheels, checks: checks, presets: presets)]
        names = []
        showsSecrets = false
    }

    package init(_ state: PickerState, showsSecrets: Bool = false) {
        self.showsSecrets = showsSecrets
        let form = state.form
        fields = form.fields.isEmpty ? [Field(wheels: [], checks: Checks(), presets: [])] : form.fields.map {
            let wheels = $0.wheels ?? .none
            return Field(wheels: wheels.wheels, checks: wheels.checks, presets: wheels.presets, entry: $0.entry)
        }
        names = form.hasLines ? form.names : []
        button = state.chrome.pressedButton.flatMap { state.chrome.buttons.indices.contains($0) ? state.chrome.buttons[$0].title : nil }
            ?? state.chrome.doneTitle
    }

    /// Every wheel, field by field, each in its field's order.
    package var refs: [WheelRef] { fields.indices.flatMap(refs(ofField:)) }

    /// Field `field`'s wheels, in order (a text's or a switch's one).
    package func refs(ofField field: Int) -> [WheelRef] {
        guard fields.indices.contains(field) else { return [] }
        if fields[field].entry != nil { return [WheelRef(field: field, wheel: 0)] }
        return fields[field].wheels.indices.map { WheelRef(field: field, wheel: $0) }
    }

    /// Whether the field has that wheel.
    package func contains(_ ref: WheelRef) -> Bool {
        guard fields.indices.contains(ref.field) else { return false }
        if fields[ref.field].entry != nil { return ref.wheel == 0 }
        return fields[ref.field].wheels.indices.contains(ref.wheel)
    }

    /// The entry `ref` names, when its field is a text or a switch.
    private func entry(_ ref: WheelRef) -> (any FieldEntry)? {
        fields.indices.contains(ref.field) && ref.wheel == 0 ? fields[ref.field].entry : nil
    }

    /// The wheel `ref` names, if its field has it.
    package func wheel(_ ref: WheelRef) -> Wheel? {
        contains(ref) && fields[ref.field].entry == nil ? fields[ref.field].wheels[ref.wheel] : nil
    }

    /// The field named `name`, if any.
    package func field(named name: String) -> Int? { names.firstIndex(of: name) }

    /// Changes whenever the wheel's value may have: its rows or band moved
    /// (`Wheel.revision`), or on a multi-select wheel its checks did
    /// (`Checks.revision(ofWheel:)`), which move no band. Both only grow,
    /// so their sum changes when either does. What a command naming the
    /// wheel compares to know it must look again, in whichever field.
    package func revision(of ref: WheelRef) -> Int {
        if let entry = entry(ref) { return entry.revision }
        guard let wheel = wheel(ref) else { return -1 }
        return wheel.revision &+ fields[ref.field].checks.revision(ofWheel: ref.wheel)
    }

    /// The wheel's own value, before any preset's reading of it.
    package func rawValue(of ref: WheelRef) -> [UInt8] {
        if let entry = entry(ref) { return entry.isSecret && !showsSecrets ? [] : entry.value }
        guard let wheel = wheel(ref), wheel.rows.count > 0 else { return [] }
        if let known = read[ref] { return known }
        let checks = fields[ref.field].checks
        let value: [UInt8]
        if checks.isMulti(ref.wheel) {
            let rows = checks.answer(ref.wheel, band: wheel.selectedSourceRow)
            value = Array(rows.map { wheel.sourceRows.value(at: $0) }.joined(separator: [UInt8(ascii: ",")]))
        } else {
            value = wheel.currentValue
        }
        read[ref] = value
        return value
    }

    /// The preset whose wheels `ref` is one of, with its run of wheels.
    private func preset(of ref: WheelRef) -> (preset: PresetWheels, run: WheelRun)? {
        guard fields.indices.contains(ref.field),
              let preset = fields[ref.field].presets.first(where: { $0.wheels.contains(ref.wheel) }) else { return nil }
        return (preset, WheelRun(field: ref.field, wheels: preset.wheels))
    }

    /// The preset whose wheels are exactly `run`, if any.
    private func preset(of run: WheelRun) -> PresetWheels? {
        guard let first = run.refs.first, let found = preset(of: first), found.run == run else { return nil }
        return found.preset
    }

    /// `{N}` of the wheel: its preset's value for it, or its own.
    package func value(of ref: WheelRef) -> [UInt8] {
        guard let (preset, run) = preset(of: ref) else { return rawValue(of: ref) }
        if formatted[run] == nil { formatted[run] = preset.format.placeholderValues(run.refs.map(rawValue(of:))) }
        return formatted[run]![ref.wheel - run.wheels.lowerBound]
    }

    /// The rows a wheel answers with, as text: its row, or a multi-select
    /// wheel's checked rows joined by `,`.
    package func row(of ref: WheelRef) -> [UInt8] {
        guard let wheel = wheel(ref) else { return Array("0".utf8) }
        return Array(fields[ref.field].checks.answer(ref.wheel, band: wheel.selectedSourceRow).map(String.init)
            .joined(separator: ",").utf8)
    }

    /// What the wheels `refs` print, one value each: a preset's printed
    /// values when they are exactly its wheels, else their values.
    package func printed(_ refs: [WheelRef]) -> [[UInt8]] {
        if let run = WheelRun(refs), let preset = preset(of: run) { return preset.format.printedValues(refs.map(rawValue(of:))) }
        return refs.map(value(of:))
    }

    /// What field `field` prints (the default output, `{Name}`).
    package func printed(field: Int) -> [[UInt8]] { printed(refs(ofField: field)) }

    /// The fields the preset of exactly the wheels `refs` derives (`seconds`, `iso`…).
    package func derived(_ refs: [WheelRef]) -> [String: String] {
        guard let run = WheelRun(refs), let preset = preset(of: run) else { return [:] }
        return preset.format.derivedFields(values: refs.map(rawValue(of:)))
    }

    /// The names a template may use besides `{N}`: each named field,
    /// its wheels and their rows (`Name`, `Name.1`, `Name.1.row`) and what
    /// a preset field derives (`Name.iso`); for an unnamed field what its
    /// preset derives (`seconds`).
    package static func fieldNames(of state: PickerState) -> [String] {
        state.form.fields.flatMap { field in
            let name = field.name
            let field = field.wheels ?? .none
            if name.isEmpty { return field.presets.flatMap(\.format.fieldNames) }
            let derived = field.presets.first { $0.wheels == field.wheels.indices }?.format.fieldNames ?? []
            return [name]
                + (1...max(1, field.wheels.count)).flatMap { ["\(name).\($0)", "\(name).\($0).row"] }
                + derived.map { "\(name).\($0)" }
        }
    }
}

/// How one template reads a selection: `{1}` is the first wheel of
/// `numbered` (the picker's, or in a form a field's own, for that field's
/// `!CMD`); `{}` what `numbered` prints joined by `delimiter`; `{Name}` a
/// form field's printed values, `{Name.2}` its second wheel, `{Name.2.row}`
/// that wheel's row, `{Name.iso}` what its preset derives; other names the
/// fields the picker's preset derives (`{seconds}`).
package struct Placeholders {
    package var selection: SelectionValues
    /// The wheels `{1}`, `{2}`… and `{}` count, in order: the asking
    /// field's, or for the form's own templates every field's in turn.
    package var numbered: [WheelRef]
    /// Joins the values of `{}` and of a field.
    package var delimiter: [UInt8]
    /// A wheel that reads as empty: a command wheel's own value, which
    /// would otherwise re-run it on its own spin.
    package var blank: WheelRef?

    /// `field`: the field whose `!CMD` asks (its own wheels are `{1}`…);
    /// nil for the picker's or the form's own templates. `blank`: a wheel
    /// of the asking field (of the picker's, with none).
    package init(_ selection: SelectionValues, field: Int? = nil, delimiter: [UInt8], blank: Int? = nil) {
        self.selection = selection
        numbered = field.map(selection.refs(ofField:)) ?? selection.refs
        self.delimiter = delimiter
        self.blank = blank.map { WheelRef(field: field ?? 0, wheel: $0) }
    }

    private func value(of ref: WheelRef) -> [UInt8] { ref == blank ? [] : selection.value(of: ref) }

    private func joined(_ refs: [WheelRef]) -> [UInt8] {
        let values = blank.map(refs.contains) == true ? refs.map(value(of:)) : selection.printed(refs)
        return Array(values.joined(separator: delimiter))
    }

    /// What `part` puts in its place.
    package func bytes(for part: Template.Part) -> [UInt8] {
        switch part {
        case .text(let text): return text
        case .value(let n): return n >= 1 && n <= numbered.count ? value(of: numbered[n - 1]) : []
        case .row(let n): return n >= 1 && n <= numbered.count ? selection.row(of: numbered[n - 1]) : Array("0".utf8)
        case .all: return joined(numbered)
        case .field(let path): return field(path)
        }
    }

    /// `Name`, `Name.2`, `Name.2.row`, `Name.iso` of a form, or a derived field.
    private func field(_ path: FieldPath) -> [UInt8] {
        if path.text == Template.buttonField, selection.field(named: path.text) == nil { return Array(selection.button.utf8) }
        guard let field = selection.field(named: path.name) else {
            return Array((selection.derived(numbered)[path.text] ?? "").utf8)
        }
        let wheels = selection.refs(ofField: field)
        guard let rest = path.rest else { return joined(wheels) }
        guard let n = path.wheel, n >= 1, n <= wheels.count else {
            return Array((selection.derived(wheels)[rest] ?? "").utf8)
        }
        return path.isRow ? selection.row(of: wheels[n - 1]) : value(of: wheels[n - 1])
    }
}
