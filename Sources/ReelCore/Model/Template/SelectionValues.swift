/// What each placeholder of a template (`--format`, `!CMD`, `--preview`,
/// `--on-change`) stands for in a selection: the one place that reads
/// values out of the wheels for them, so the output and the commands agree.
/// `{1}` is the first wheel of `numbered` (the picker's, or in a form the
/// field's own, for a field's `!CMD`); `{Name}` a form field's values,
/// `{Name.2}` its second wheel, `{Name.2.row}` that wheel's row; other
/// names are fields a preset derives (`{seconds}`). A multi-select wheel's
/// value is its checked values joined by `,`, its row their rows.
package struct SelectionValues {
    package var wheels: [Wheel]
    package var form: Form?
    package var checks: Checks
    /// The wheels numbered placeholders count.
    package var numbered: Range<Int>
    /// Joins the values of `{}` and of a field.
    package var delimiter: [UInt8]
    /// A wheel that reads as empty: a command wheel's own value, which
    /// would otherwise re-run it on its own spin.
    package var blank: Int?
    /// Fields a preset derives (`seconds`; in a form `Name.seconds`).
    package var derived: [String: [UInt8]] = [:]

    package init(wheels: [Wheel], form: Form? = nil, checks: Checks = Checks(), numbered: Range<Int>? = nil,
                 delimiter: [UInt8], blank: Int? = nil) {
        self.wheels = wheels
        self.form = form
        self.checks = checks
        self.numbered = numbered ?? 0..<wheels.count
        self.delimiter = delimiter
        self.blank = blank
    }

    /// The selection of `state`, for a template of the whole picker.
    package init(_ state: PickerState, delimiter: [UInt8]) {
        self.init(wheels: state.wheels, form: state.form, checks: state.checks, delimiter: delimiter)
    }

    /// A wheel's value: empty for an empty wheel, checked values joined
    /// by `,` on a multi-select wheel.
    package func value(ofWheel i: Int) -> [UInt8] {
        guard wheels.indices.contains(i), i != blank, wheels[i].rows.count > 0 else { return [] }
        guard checks.isMulti(i) else { return wheels[i].currentValue }
        let rows = checks.answer(i, band: wheels[i].selectedRow)
        return Array(rows.map { wheels[i].rows.value(at: $0) }.joined(separator: [UInt8(ascii: ",")]))
    }

    package func row(ofWheel i: Int) -> [UInt8] {
        guard wheels.indices.contains(i) else { return Array("0".utf8) }
        let rows = checks.answer(i, band: wheels[i].selectedRow)
        return Array(rows.map(String.init).joined(separator: ",").utf8)
    }

    private func joined(_ range: Range<Int>) -> [UInt8] {
        Array(range.map(value(ofWheel:)).joined(separator: delimiter))
    }

    /// What `part` puts in its place.
    package func bytes(for part: Template.Part) -> [UInt8] {
        switch part {
        case .text(let text): return text
        case .value(let n): return n <= numbered.count ? value(ofWheel: numbered.lowerBound + n - 1) : []
        case .row(let n): return row(ofWheel: numbered.lowerBound + n - 1)
        case .all: return joined(numbered)
        case .field(let name): return field(name)
        }
    }

    /// `Name`, `Name.2`, `Name.2.row` of a form, or a derived field.
    private func field(_ name: String) -> [UInt8] {
        let parts = name.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard let form, let field = form.field(named: parts[0]) else { return derived[name] ?? [] }
        let wheels = form.fields[field].wheels
        if parts.count == 1 { return joined(wheels) }
        guard let n = Int(parts[1]), n >= 1, n <= wheels.count else { return derived[name] ?? [] }
        let wheel = wheels.lowerBound + n - 1
        return parts.count == 3 && parts[2] == "row" ? row(ofWheel: wheel) : value(ofWheel: wheel)
    }

    /// The wheels `parts` read: a command must wait for them to have rows.
    package func wheels(namedBy parts: [Template.Part]) -> Set<Int> {
        var named: Set<Int> = []
        for part in parts {
            switch part {
            case .text: break
            case .value(let n), .row(let n): if n <= numbered.count { named.insert(numbered.lowerBound + n - 1) }
            case .all: named.formUnion(numbered)
            case .field(let name):
                let field = name.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
                guard let form, let index = form.field(named: field[0]) else { continue }
                let wheels = form.fields[index].wheels
                if field.count > 1, let n = Int(field[1]), n >= 1, n <= wheels.count {
                    named.insert(wheels.lowerBound + n - 1)
                } else {
                    named.formUnion(wheels)
                }
            }
        }
        return named
    }

    /// The names a template may use in a form: each field, its wheels and
    /// their rows (`Name`, `Name.1`, `Name.1.row`).
    package static func fieldNames(of form: Form) -> [String] {
        form.fields.flatMap { field in
            [field.name] + (1...max(1, field.wheels.count)).flatMap { ["\(field.name).\($0)", "\(field.name).\($0).row"] }
        }
    }
}
