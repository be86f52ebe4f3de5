import ReelText

/// Which wheels a template's placeholders read: the one answer that the
/// commands (which runs a change starts), the questions (which comes
/// first) and the output (what a command waits for) all use, so that
/// `{2}`, `{}`, `{Country}`, `{Country.2}` and a preset's `{iso}` mean the
/// same wheels to each. Wheels are named as the template names them, by
/// field and place within it: nothing is renumbered when fields sit side
/// by side.
package enum NamedWheels: Equatable, Sendable {
    /// Every wheel of the asking field, however many it has then (`{}`, a
    /// preset's `{iso}`); for the form's own templates, every field's.
    case every
    case these(Set<WheelRef>)

    /// The wheels `parts` read, asked by `field`'s `!CMD` (nil: the
    /// picker's or the form's own template); `form` resolves field names.
    package init(_ parts: [Template.Part], field: Int?, form: Form?) {
        self.init(parts, field: field, fields: form?.fields.map { ($0.name, $0.valueCount) } ?? [])
    }

    /// The same with the form's fields as names and wheel counts, as the
    /// command line gives them before any wheel is made.
    package init(_ parts: [Template.Part], field: Int?, fields: [(name: String, wheels: Int)]) {
        var named: Set<WheelRef> = []
        let own = field ?? 0
        for part in parts {
            switch part {
            case .text: break
            case .value(let n), .row(let n):
                named.insert(WheelRef(field: own, wheel: n - 1))
            case .all:
                self = .every
                return
            case .field(let path):
                guard let index = fields.firstIndex(where: { $0.name == path.name }) else {
                    // A preset's derived field (`{iso}`) reads the wheels it is made of.
                    self = .every
                    return
                }
                let count = fields[index].wheels
                if let n = path.wheel, n >= 1, n <= count {
                    named.insert(WheelRef(field: index, wheel: n - 1))
                } else {
                    named.formUnion((0..<count).map { WheelRef(field: index, wheel: $0) })
                }
            }
        }
        self = .these(named)
    }

    /// The wheels `selection` has; `field`: the asking one.
    package func refs(in selection: SelectionValues, field: Int?) -> Set<WheelRef> {
        refs(field: field, counts: selection.fields.map(\.valueCount))
    }

    /// The wheels, by field: `counts` the wheels of each field; `field` the asking one.
    package func refs(field: Int?, counts: [Int]) -> Set<WheelRef> {
        switch self {
        case .every:
            let fields = field.map { [$0] } ?? Array(counts.indices)
            return Set(fields.filter(counts.indices.contains).flatMap { f in (0..<counts[f]).map { WheelRef(field: f, wheel: $0) } })
        case .these(let refs):
            return refs.filter { counts.indices.contains($0.field) && $0.wheel < counts[$0.field] }
        }
    }
}
