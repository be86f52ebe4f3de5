import ReelText

/// Which wheels a template's placeholders read: the one answer that the
/// commands (which runs a change starts), the questions (which comes
/// first) and the output (what a command waits for) all use, so that
/// `{2}`, `{}`, `{Country}`, `{Country.2}` and a preset's `{iso}` mean the
/// same wheels to each.
package enum NamedWheels: Equatable, Sendable {
    /// Every wheel of the picker, however many it has then (`{}` outside
    /// a form's field).
    case every
    case these(Set<Int>)

    /// The wheels `parts` read. `numbered`: the wheels `{1}`, `{2}`… and
    /// `{}` count (a form's field, or nil for the whole picker); `form`
    /// resolves field names.
    package init(_ parts: [Template.Part], numbered: Range<Int>?, form: Form?) {
        var named: Set<Int> = []
        for part in parts {
            switch part {
            case .text: break
            case .value(let n), .row(let n):
                guard let numbered else {
                    named.insert(n - 1)
                    continue
                }
                if n <= numbered.count { named.insert(numbered.lowerBound + n - 1) }
            case .all:
                guard let numbered else {
                    self = .every
                    return
                }
                named.formUnion(numbered)
            case .field(let name):
                let path = name.split(separator: ".", omittingEmptySubsequences: false)
                guard let form, let index = form.field(named: String(path[0])) else {
                    // A preset's derived field (`{iso}`) reads the wheels it is made of.
                    guard let numbered else {
                        self = .every
                        return
                    }
                    named.formUnion(numbered)
                    continue
                }
                let wheels = form.fields[index].wheels
                if path.count > 1, let n = Int(path[1]), n >= 1, n <= wheels.count {
                    named.insert(wheels.lowerBound + n - 1)
                } else {
                    named.formUnion(wheels)
                }
            }
        }
        self = .these(named)
    }

    /// The wheels, among `count`.
    package func wheels(count: Int) -> Set<Int> {
        switch self {
        case .every: Set(0..<count)
        case .these(let wheels): wheels.filter { $0 < count }
        }
    }
}
