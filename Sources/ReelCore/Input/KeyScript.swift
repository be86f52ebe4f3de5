import ReelModel
import ReelText

/// Keys written down instead of pressed (`REEL_KEYS`, `--keys`, a line of
/// `REEL_KEYS_FILE`, what `REEL_RECORD` writes): text types itself, `<name>`
/// is a key by its one spelling (`Key.name`: `<enter>`, `<shift+tab>`,
/// `<ctrl+t>`), `<lt>` is a `<`, and `<wait>` holds the keys after it until
/// nothing loads or ranks. The keys are the decoder's own values, so the
/// key table reads them as it reads a person's.
package struct KeyScript: Equatable, Sendable {
    package enum Step: Equatable, Sendable {
        case key(Key)
        /// Hold the next keys until nothing loads or ranks.
        case wait
    }

    package var steps: [Step]

    package init(_ steps: [Step]) { self.steps = steps }

    /// `text` read as KEYS.
    package init(parsing text: String) throws(KeyScriptError) {
        var steps: [Step] = []
        var rest = Substring(text)
        while let character = rest.first {
            rest = rest.dropFirst()
            if character == "<" {
                guard let close = rest.firstIndex(of: ">") else { throw .unclosed(String("<" + rest)) }
                steps.append(try Self.step(named: String(rest[..<close])))
                rest = rest[rest.index(after: close)...]
            } else if character == "\t" {
                steps.append(.key(.tab))
            } else if character.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
                throw .controlCharacter(character.unicodeScalars.first.map { Int($0.value) } ?? 0)
            } else {
                steps.append(.key(.character(character)))
            }
        }
        self.steps = steps
    }

    /// The keys `<...>` can name: the key table's spellings, whatever a
    /// `--button` takes (`ctrl+x`, one character), and the script's own.
    private static func step(named name: String) throws(KeyScriptError) -> Step {
        if name == "wait" { return .wait }
        if name == "lt" { return .key(.character("<")) }
        if let key = Self.named.first(where: { $0.name == name }) { return .key(key) }
        if let key = Key(named: name), !Key.namesControl(name) || name.hasPrefix("ctrl+") { return .key(key) }
        throw .unknownKey(name)
    }

    /// The keys with a name of more than one character.
    static let named: [Key] = [.up, .down, .left, .right, .home, .end, .pageUp, .pageDown, .insert, .delete,
                               .tab, .shiftTab, .enter, .escape, .backspace, .character(" ")]

    /// `keys` as KEYS: what `REEL_RECORD` writes, which `init(parsing:)`
    /// reads back as the same keys. A paste is its text typed; what has no
    /// spelling (a click, a terminal's reply, an unknown sequence) is left
    /// out.
    package static func written(_ keys: [Key]) -> String {
        var text = ""
        for key in keys {
            switch key {
            case .character("<"): text += "<lt>"
            // Spelt out: a space at a line's end is easily lost (an editor
            // trims it) and hard to see.
            case .character(" "): text += "<space>"
            case .character(let c): text.append(c)
            case .paste(let bytes):
                text += written(String(decoding: bytes, as: UTF8.self).compactMap { c -> Key? in
                    if c == "\t" { return .tab }
                    return c.unicodeScalars.contains { $0.properties.generalCategory == .control } ? nil : .character(c)
                })
            case .cursorPosition, .backgroundColor, .paletteColor, .mouse, .unknown: break
            default: text += "<\(key.name)>"
            }
        }
        return text
    }
}

/// Why KEYS could not be read.
package enum KeyScriptError: Error, Equatable, Sendable {
    /// `<name>` names no key.
    case unknownKey(String)
    /// A `<` with no `>` after it: the text from there.
    case unclosed(String)
    /// A control character typed as text (its code): it has a name instead.
    case controlCharacter(Int)
}

extension KeyScriptError {
    /// The one line that says what is wrong with KEYS.
    package var reason: String {
        switch self {
        case .unknownKey(let name): "unknown key <\(name)> (a <name> is a key such as <enter>, <tab>, <down>, <ctrl+t>; <lt> is a <)"
        case .unclosed(let text): "\(text.prefix(20)): a < with no > (write <lt> for a <)"
        case .controlCharacter(let code): "a control character (\(code)) in the keys: name the key instead (<enter>, <ctrl+x>)"
        }
    }
}
