import ReelModel
import ReelText

/// `--preset NAME`: the wheels UIDatePicker gives iOS for free. `all` is
/// the one list of them; each is a `PresetKind` in a file of its own. A
/// preset is held as this value, equal by name, so that a configuration
/// holding one can still be compared.
package struct Preset: Equatable, Sendable {
    /// Every preset, in the order help and the completions list them.
    package static let all = [
        Preset(DurationPreset()),
        Preset(TimePreset()),
        Preset(Time12Preset()),
        Preset(DatePreset()),
        Preset(DateTimePreset()),
        Preset(MonthPreset()),
    ]

    package let kind: any PresetKind

    init(_ kind: some PresetKind) { self.kind = kind }

    package var name: String { kind.name }

    package static func named(_ name: String) -> Preset? { all.first { $0.name == name } }

    /// The presets that take `option`, as a sentence lists them: "date or datetime".
    package static func names(accepting option: PresetOption) -> String {
        all.filter { $0.kind.accepts.contains(option) }.map(\.name).joinedAsAlternatives
    }

    /// Every field a template may name with some preset, each once.
    package static var fieldNames: [String] {
        all.flatMap(\.kind.fieldNames).reduce(into: []) { names, name in
            if !names.contains(name) { names.append(name) }
        }
    }

    package static func == (a: Preset, b: Preset) -> Bool { a.name == b.name }
}

extension Array where Element == String {
    /// "a, b or c", as a sentence offers a choice.
    package var joinedAsAlternatives: String {
        guard let last, count > 1 else { return first ?? "" }
        return dropLast().joined(separator: ", ") + " or " + last
    }
}
