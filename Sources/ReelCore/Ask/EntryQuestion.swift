import ReelText
import ReelModel

/// A form's text, secret or switch asked as a question, on the field as it
/// is now. What is asked, held and read back is the kind's own words
/// (`SpokenEntry`, which each kind conforms to in a file of its own
/// here); this only finds the field's entry and asks it.
package struct EntryQuestion {
    /// Safe text already (the question's name).
    let name: String
    let entry: any SpokenEntry
    let field: Int

    /// nil when field `field` of `state` is no entry the interview can ask.
    init?(_ state: PickerState, field: Int, name: String) {
        let fields = state.form.fields
        guard fields.indices.contains(field), let entry = fields[field].entry as? any SpokenEntry else { return nil }
        self.entry = entry
        self.name = name
        self.field = field
    }

    /// A secret is typed with the terminal's echo off.
    var isSecret: Bool { entry.isSecret }

    /// Said where a secret's text would be: it never reaches the terminal.
    static let hidden = "hidden"

    /// How it is asked: `Name (required)? [Jürgen] `, `Notify? [Y/n] `.
    var question: String { entry.question(name: name) }

    /// What it holds now, as read back before Done.
    var current: String { entry.current }

    /// `?`: how to answer it.
    var help: [String] { entry.help }

    /// The actions `line` (as typed, without its line ending) stands for,
    /// after `shows` has brought the field to the front (`.focusField`),
    /// or why it is not taken.
    func read(_ line: String, trimmed: String, shows: [Action], at now: Double) -> Result<[Action], AnswerError> {
        entry.read(line, trimmed: trimmed, name: name, shows: shows, field: field, at: now)
    }
}

/// A field kind asked in words by the accessible mode: what it asks, what
/// it holds, how to answer it, and how a typed line becomes the actions a
/// person's keys would have taken in the drawn form. A new kind conforms
/// in a file of its own in this folder (`TextField+Spoken`,
/// `SwitchField+Spoken`).
package protocol SpokenEntry: FieldEntry {
    /// The question, `name` first, with what an empty answer keeps.
    func question(name: String) -> String
    /// What it holds now, as read back before Done.
    var current: String { get }
    /// `?`: how to answer it.
    var help: [String] { get }
    /// The actions a typed answer stands for, or why it is refused.
    /// `shows`: the actions that brought field `field` to the front.
    func read(_ line: String, trimmed: String, name: String, shows: [Action], field: Int,
              at now: Double) -> Result<[Action], AnswerError>
}
