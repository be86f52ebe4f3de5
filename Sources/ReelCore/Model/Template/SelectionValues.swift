import ReelText

/// The selection as scripts read it, made for one event's look (the one
/// place that reads values out of the wheels for stdout, `--format`,
/// commands, previews and on-change, so they agree by construction):
///
/// - a wheel's value: its row's value; on a multi-select wheel its checked
///   values joined by `,`; on a preset's wheels what the preset makes of
///   them (`ValueForm`: datetime's `{2}` is the 24-hour hour in every
///   locale);
/// - what a run of wheels prints (the default output, `{}`, a form's
///   `{Name}`): their values, or the preset's printed values;
/// - the fields a preset derives (`{iso}`; in a form `{Name.iso}`).
///
/// Each wheel is read at most once however many commands name it; a
/// preset's values are worked out once per preset.
package final class SelectionValues {
    package let wheels: [Wheel]
    package let form: Form?
    package let checks: Checks
    package let presets: [PresetWheels]
    /// The text of the button that accepted, for `{button}`.
    package var button = ""
    private var read: [Int: [UInt8]] = [:]
    private var formed: [Range<Int>: [[UInt8]]] = [:]
    /// Wheel values read: what the cost tests count.
    package private(set) var valuesRead = 0

    package init(wheels: [Wheel], form: Form? = nil, checks: Checks = Checks(), presets: [PresetWheels] = []) {
        self.wheels = wheels
        self.form = form
        self.checks = checks
        self.presets = presets
    }

    package convenience init(_ state: PickerState) {
        self.init(wheels: state.wheels, form: state.form, checks: state.checks, presets: state.presets)
        button = state.chrome.pressedButton.flatMap { state.chrome.buttons.indices.contains($0) ? state.chrome.buttons[$0].title : nil }
            ?? state.chrome.doneTitle
    }

    /// The wheel's own value, before any preset's reading of it.
    package func rawValue(ofWheel i: Int) -> [UInt8] {
        guard wheels.indices.contains(i), wheels[i].rows.count > 0 else { return [] }
        if let known = read[i] { return known }
        valuesRead += 1
        let value: [UInt8]
        if checks.isMulti(i) {
            let rows = checks.answer(i, band: wheels[i].selectedSourceRow)
            value = Array(rows.map { wheels[i].sourceRows.value(at: $0) }.joined(separator: [UInt8(ascii: ",")]))
        } else {
            value = wheels[i].currentValue
        }
        read[i] = value
        return value
    }

    /// The preset whose wheels `i` is one of.
    private func preset(ofWheel i: Int) -> PresetWheels? { presets.first { $0.wheels.contains(i) } }

    /// `{N}` of wheel `i`: its preset's value for it, or its own.
    package func value(ofWheel i: Int) -> [UInt8] {
        guard let preset = preset(ofWheel: i) else { return rawValue(ofWheel: i) }
        return placeholders(of: preset)[i - preset.wheels.lowerBound]
    }

    private func placeholders(of preset: PresetWheels) -> [[UInt8]] {
        if let known = formed[preset.wheels] { return known }
        let values = preset.form.placeholderValues(preset.wheels.map(rawValue(ofWheel:)))
        formed[preset.wheels] = values
        return values
    }

    /// The rows a wheel answers with, as text: its row, or a multi-select
    /// wheel's checked rows joined by `,`.
    package func row(ofWheel i: Int) -> [UInt8] {
        guard wheels.indices.contains(i) else { return Array("0".utf8) }
        return Array(checks.answer(i, band: wheels[i].selectedSourceRow).map(String.init).joined(separator: ",").utf8)
    }

    /// What the wheels of `range` print, one value each: a preset's printed
    /// values when they are its wheels, else their values.
    package func printed(_ range: Range<Int>) -> [[UInt8]] {
        if let preset = presets.first(where: { $0.wheels == range }) {
            return preset.form.printedValues(range.map(rawValue(ofWheel:)))
        }
        return range.map(value(ofWheel:))
    }

    /// The fields the preset of `range` derives (`seconds`, `iso`…).
    package func derived(_ range: Range<Int>) -> [String: String] {
        presets.first { $0.wheels == range }.map { $0.form.derivedFields(values: range.map(rawValue(ofWheel:))) } ?? [:]
    }

    /// The names a template may use besides `{N}`: in a form each field,
    /// its wheels and their rows (`Name`, `Name.1`, `Name.1.row`) and what
    /// a preset field derives (`Name.iso`); else what the picker's preset
    /// derives (`seconds`).
    package static func fieldNames(of state: PickerState) -> [String] {
        guard let form = state.form else { return state.presets.flatMap(\.form.fieldNames) }
        return form.fields.flatMap { field in
            let derived = state.presets.first { $0.wheels == field.wheels }?.form.fieldNames ?? []
            return [field.name]
                + (1...max(1, field.wheels.count)).flatMap { ["\(field.name).\($0)", "\(field.name).\($0).row"] }
                + derived.map { "\(field.name).\($0)" }
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
    package var numbered: Range<Int>
    /// Joins the values of `{}` and of a field.
    package var delimiter: [UInt8]
    /// A wheel that reads as empty: a command wheel's own value, which
    /// would otherwise re-run it on its own spin.
    package var blank: Int?

    package init(_ selection: SelectionValues, numbered: Range<Int>? = nil, delimiter: [UInt8], blank: Int? = nil) {
        self.selection = selection
        self.numbered = numbered ?? 0..<selection.wheels.count
        self.delimiter = delimiter
        self.blank = blank
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
        case .field(let name): return field(name)
        }
    }

    /// `Name`, `Name.2`, `Name.2.row`, `Name.iso` of a form, or a derived field.
    private func field(_ name: String) -> [UInt8] {
        let parts = name.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        if name == Template.buttonField, selection.form?.field(named: name) == nil { return Array(selection.button.utf8) }
        guard let form = selection.form, let field = form.field(named: parts[0]) else {
            return Array((selection.derived(numbered)[name] ?? "").utf8)
        }
        let wheels = form.fields[field].wheels
        if parts.count == 1 { return joined(wheels) }
        guard let n = Int(parts[1]), n >= 1, n <= wheels.count else {
            return Array((selection.derived(wheels)[parts.dropFirst().joined(separator: ".")] ?? "").utf8)
        }
        let wheel = wheels.lowerBound + n - 1
        return parts.count == 3 && parts[2] == "row" ? selection.row(ofWheel: wheel) : value(ofWheel: wheel)
    }

    /// The wheels `parts` read: a command must wait for them to have rows.
    package func wheels(namedBy parts: [Template.Part]) -> Set<Int> {
        NamedWheels(parts, numbered: numbered, form: selection.form).wheels(count: selection.wheels.count)
    }
}
