import ReelText

/// What a form's field is: wheels (`WheelField`, the seeds' shared
/// picker), or an entry that takes its keys itself and shows on the
/// field's line (`FieldEntry`: a text, a secret, a switch). A new kind of
/// entry is a type conforming to `FieldEntry`; nothing here changes.
package enum FieldKind: Sendable {
    case wheels(WheelField)
    case entry(any FieldEntry)

    /// The field's entry, when it is no wheels.
    var entry: (any FieldEntry)? {
        if case .entry(let entry) = self { entry } else { nil }
    }

    /// Gives the entry an action; whether it took it.
    mutating func handle(_ action: Action) -> Bool {
        guard case .entry(var entry) = self else { return false }
        // Out of the enum while it changes: one owner, no copy.
        self = .wheels(.none)
        defer { self = .entry(entry) }
        return entry.handle(action)
    }
}

/// A field that is no wheels: it takes the keys while it has the focus
/// (`Focus.entry`) and answers with one value, which templates, `--live`
/// and stdout read as its field's (`{Name}`), like a wheel's.
package protocol FieldEntry: Sendable {
    /// Its answer as stdout prints it.
    var value: [UInt8] { get }
    /// `--json`'s value for it.
    var json: JSONValue { get }
    /// Grows with every change of `value`: what a command naming the
    /// field compares to know it must run again.
    var revision: Int { get }
    /// Never shown outside stdout (`--secret`).
    var isSecret: Bool { get }
    /// Done waits for it (`--required`), while it `isMissing` an answer.
    var isRequired: Bool { get }
    var isMissing: Bool { get }
    /// Every printable key is its text (the key table's text mode).
    var takesText: Bool { get }
    /// Space and ←/→ flip it (the key table's switch mode).
    var flips: Bool { get }
    /// What the field's line shows in `columns` columns, and where the
    /// cursor stands in it when focused (nil: no cursor).
    func line(columns: Int, focused: Bool, width: DisplayWidth) -> EntryLine
    /// The columns its line asks for: fixed, so the form keeps its width
    /// as the value changes.
    func columns(width: DisplayWidth) -> Int
    /// The action, if it is one the entry takes: whether it was.
    mutating func handle(_ action: Action) -> Bool
}

extension FieldEntry {
    package var isSecret: Bool { false }
    package var isRequired: Bool { false }
    package var isMissing: Bool { false }
    package var takesText: Bool { false }
    package var flips: Bool { false }
}

/// A JSON value an entry prints as (`--json`): text or a boolean.
package enum JSONValue: Equatable, Sendable {
    case string([UInt8])
    case bool(Bool)
}

/// What an entry draws on its field's line.
package struct EntryLine: Equatable, Sendable {
    package enum Look: Equatable, Sendable {
        /// Typed text.
        case text
        /// `--placeholder`, dim.
        case placeholder
        /// A switch that is on: in the band's colours.
        case on
        /// A switch that is off.
        case off
    }

    package var glyphs: [Glyph]
    package var look: Look
    /// Where the cursor is drawn, among `glyphs`' columns.
    package var cursor: Int?

    package init(glyphs: [Glyph], look: Look, cursor: Int? = nil) {
        self.glyphs = glyphs
        self.look = look
        self.cursor = cursor
    }
}
