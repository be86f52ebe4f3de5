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
/// Each wheel is read at most once however many commands name it; a
/// preset's values are worked out once per preset.
package final class SelectionValues {
    /// Every field's wheels, one field after another: one selection over
    /// the whole form, so that `{Country}` reads the same wheels from any
    /// field. A picker that is no form is one field.
    package let wheels: [Wheel]
    /// Where each field's wheels are among `wheels`.
    package let fieldWheels: [Range<Int>]
    /// The form's field names; empty for a picker.
    package let names: [String]
    private let checks: [Checks]
    private let presets: [[PresetWheels]]
    /// The text of the button that accepted, for `{button}`.
    package var button = ""
    private var read: [Int: [UInt8]] = [:]
    private var formatted: [Range<Int>: [[UInt8]]] = [:]

    /// The selection of one picker's wheels.
    package init(wheels: [Wheel], checks: Checks = Checks(), presets: [PresetWheels] = []) {
        self.wheels = wheels
        fieldWheels = [wheels.indices]
        names = []
        self.checks = [checks]
        self.presets = [presets]
    }

    /// The selection of a form's fields, each picker numbered from 0;
    /// `picker(i)`: field i's picker, read in place.
    private init(names: [String], count: Int, _ picker: (Int) -> PickerState) {
        var wheels: [Wheel] = []
        var ranges: [Range<Int>] = []
        var checks: [Checks] = []
        var presets: [[PresetWheels]] = []
        for index in 0..<count {
            let field = picker(index)
            ranges.append(wheels.count..<(wheels.count + field.wheels.count))
            wheels += field.wheels
            checks.append(field.checks)
            presets.append(field.presets)
        }
        self.wheels = wheels
        fieldWheels = ranges
        self.names = names
        self.checks = checks
        self.presets = presets
    }

    package convenience init(_ state: PickerState) {
        if let form = state.form {
            // Each field keeps its own parts, the shown one too.
            self.init(names: form.names, count: form.fields.count) { form.fields[$0].picker }
        } else {
            self.init(wheels: state.wheels, checks: state.checks, presets: state.presets)
        }
        button = state.chrome.pressedButton.flatMap { state.chrome.buttons.indices.contains($0) ? state.chrome.buttons[$0].title : nil }
            ?? state.chrome.doneTitle
    }

    /// The field wheel `i` is one of, and its place among the field's wheels.
    package func ref(_ i: Int) -> WheelRef {
        guard fieldWheels.count > 1 else { return WheelRef(field: 0, wheel: i) }
        let field = fieldWheels.lastIndex { $0.lowerBound <= i } ?? 0
        return WheelRef(field: field, wheel: i - fieldWheels[field].lowerBound)
    }

    /// Where `ref` is among `wheels`, if the field has that wheel.
    package func index(_ ref: WheelRef) -> Int? {
        guard fieldWheels.indices.contains(ref.field), ref.wheel >= 0, ref.wheel < fieldWheels[ref.field].count else { return nil }
        return fieldWheels[ref.field].lowerBound + ref.wheel
    }

    /// The field named `name`, if any.
    package func field(named name: String) -> Int? { names.firstIndex(of: name) }

    /// Changes whenever wheel `i`'s value may have: its rows or band moved
    /// (`Wheel.revision`), or on a multi-select wheel its checks did
    /// (`Checks.revision(ofWheel:)`), which move no band. Both only grow,
    /// so their sum changes when either does. What a command naming the
    /// wheel compares to know it must look again, in whichever field.
    package func revision(ofWheel i: Int) -> Int {
        let at = ref(i)
        return wheels[i].revision &+ checks[at.field].revision(ofWheel: at.wheel)
    }

    /// The wheel's own value, before any preset's reading of it.
    package func rawValue(ofWheel i: Int) -> [UInt8] {
        guard wheels.indices.contains(i), wheels[i].rows.count > 0 else { return [] }
        if let known = read[i] { return known }
        let at = ref(i)
        let value: [UInt8]
        if checks[at.field].isMulti(at.wheel) {
            let rows = checks[at.field].answer(at.wheel, band: wheels[i].selectedSourceRow)
            value = Array(rows.map { wheels[i].sourceRows.value(at: $0) }.joined(separator: [UInt8(ascii: ",")]))
        } else {
            value = wheels[i].currentValue
        }
        read[i] = value
        return value
    }

    /// The preset whose wheels `i` is one of, with its wheels among `wheels`.
    private func preset(ofWheel i: Int) -> (preset: PresetWheels, wheels: Range<Int>)? {
        let at = ref(i)
        guard let preset = presets[at.field].first(where: { $0.wheels.contains(at.wheel) }) else { return nil }
        let first = fieldWheels[at.field].lowerBound
        return (preset, (first + preset.wheels.lowerBound)..<(first + preset.wheels.upperBound))
    }

    /// The preset whose wheels are exactly `range`, if any.
    private func preset(of range: Range<Int>) -> PresetWheels? {
        guard let first = range.first, let found = preset(ofWheel: first), found.wheels == range else { return nil }
        return found.preset
    }

    /// `{N}` of wheel `i`: its preset's value for it, or its own.
    package func value(ofWheel i: Int) -> [UInt8] {
        guard let (preset, wheels) = preset(ofWheel: i) else { return rawValue(ofWheel: i) }
        if formatted[wheels] == nil { formatted[wheels] = preset.format.placeholderValues(wheels.map(rawValue(ofWheel:))) }
        return formatted[wheels]![i - wheels.lowerBound]
    }

    /// The rows a wheel answers with, as text: its row, or a multi-select
    /// wheel's checked rows joined by `,`.
    package func row(ofWheel i: Int) -> [UInt8] {
        guard wheels.indices.contains(i) else { return Array("0".utf8) }
        let at = ref(i)
        return Array(checks[at.field].answer(at.wheel, band: wheels[i].selectedSourceRow).map(String.init)
            .joined(separator: ",").utf8)
    }

    /// What the wheels of `range` print, one value each: a preset's printed
    /// values when they are its wheels, else their values.
    package func printed(_ range: Range<Int>) -> [[UInt8]] {
        if let preset = preset(of: range) { return preset.format.printedValues(range.map(rawValue(ofWheel:))) }
        return range.map(value(ofWheel:))
    }

    /// The fields the preset of `range` derives (`seconds`, `iso`…).
    package func derived(_ range: Range<Int>) -> [String: String] {
        preset(of: range).map { $0.format.derivedFields(values: range.map(rawValue(ofWheel:))) } ?? [:]
    }

    /// The names a template may use besides `{N}`: in a form each field,
    /// its wheels and their rows (`Name`, `Name.1`, `Name.1.row`) and what
    /// a preset field derives (`Name.iso`); else what the picker's preset
    /// derives (`seconds`).
    package static func fieldNames(of state: PickerState) -> [String] {
        guard let form = state.form else { return state.presets.flatMap(\.format.fieldNames) }
        return form.fields.indices.flatMap { index in
            let field = state.field(index)
            let name = form.fields[index].name
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
    /// The wheels `{1}`, `{2}`… and `{}` count: the asking field's, or
    /// for the form's own templates every wheel.
    package var numbered: Range<Int>
    /// Joins the values of `{}` and of a field.
    package var delimiter: [UInt8]
    /// A wheel that reads as empty: a command wheel's own value, which
    /// would otherwise re-run it on its own spin.
    package var blank: Int?

    /// `field`: the field whose `!CMD` asks (its own wheels are `{1}`…);
    /// nil for the picker's or the form's own templates.
    package init(_ selection: SelectionValues, field: Int? = nil, delimiter: [UInt8], blank: Int? = nil) {
        self.selection = selection
        let numbered = field.flatMap { selection.fieldWheels.indices.contains($0) ? selection.fieldWheels[$0] : nil }
        self.numbered = numbered ?? 0..<selection.wheels.count
        self.delimiter = delimiter
        self.blank = blank.map { self.numbered.lowerBound + $0 }
    }

    private func value(ofWheel i: Int) -> [UInt8] { i == blank ? [] : selection.value(ofWheel: i) }

    private func joined(_ range: Range<Int>) -> [UInt8] {
        let values = blank.map(range.contains) == true ? range.map(value(ofWheel:)) : selection.printed(range)
        return Array(values.joined(separator: delimiter))
    }

    /// What `part` puts in its place.
    package func bytes(for part: Template.Part) -> [UInt8] {
        switch part {
        case .text(let text): return text
        case .value(let n): return n <= numbered.count ? value(ofWheel: numbered.lowerBound + n - 1) : []
        case .row(let n): return selection.row(ofWheel: numbered.lowerBound + n - 1)
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
        let wheels = selection.fieldWheels[field]
        guard let rest = path.rest else { return joined(wheels) }
        guard let n = path.wheel, n >= 1, n <= wheels.count else {
            return Array((selection.derived(wheels)[rest] ?? "").utf8)
        }
        let wheel = wheels.lowerBound + n - 1
        return path.isRow ? selection.row(ofWheel: wheel) : value(ofWheel: wheel)
    }
}
