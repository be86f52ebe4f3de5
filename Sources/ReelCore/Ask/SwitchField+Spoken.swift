import ReelText
import ReelModel

/// `--switch` asked in words: `Notify? [Y/n] `, answered y, yes, n or no.
extension SwitchField: SpokenEntry {
    package func question(name: String) -> String { name + "? " + (isOn ? "[Y/n] " : "[y/N] ") }

    package var current: String { String(decoding: value, as: UTF8.self) }

    package var help: [String] { ["Type y or yes, n or no.", "Enter keeps " + (isOn ? "yes." : "no.")] }

    package func read(_ line: String, trimmed: String, name: String, shows: [Action], field: Int,
                      at now: Double) -> Result<[Action], AnswerError> {
        let on: Bool
        switch trimmed.lowercased() {
        case "": return .success([])
        case "y", "yes": on = true
        case "n", "no": on = false
        default: return .failure(.notYesOrNo(SafeText.line(trimmed)))
        }
        guard on != isOn else { return .success([]) }
        // Brought to the front, the switch flipped already (a tap on its
        // line flips it); else it takes the flip itself.
        let flipped = shows.contains(.focusField(field))
        return .success(shows + (flipped ? [] : [.flip]))
    }
}
