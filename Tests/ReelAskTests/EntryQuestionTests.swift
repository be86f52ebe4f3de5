import Testing
@testable import ReelText
@testable import ReelRows
@testable import ReelModel
@testable import ReelAsk
import ModelTestSupport

/// Issue 42 item 13: a form's texts, secrets and switches asked in words,
/// in field order with the wheels, each answer the edits or the flip keys
/// would have made.
@Suite struct EntryQuestionTests: InterviewDriving {
    /// A field of each kind by name: a kind, or wheels.
    enum Made {
        case kind(FieldKind)
        case wheels(PickerState)
    }

    static func form(_ fields: [(String, FieldKind)]) -> PickerState { form(fields.map { ($0.0, Made.kind($0.1)) }) }

    static func form(_ fields: [(String, Made)]) -> PickerState {
        PickerState(fields: fields.map { name, made in
            switch made {
            case .kind(let kind): Form.Field(name: name, kind: kind)
            case .wheels(let picker): Form.Field(name: name, picker: picker)
            }
        }, chrome: Chrome())
    }

    static func text(_ text: String = "", placeholder: String? = nil, maxLength: Int? = nil, secret: Bool = false,
                     required: Bool = false) -> FieldKind {
        .text(TextField(text: text, placeholder: placeholder, maxLength: maxLength, isSecret: secret, isRequired: required))
    }

    /// The brief's form: a required name, a password, a time, a switch on.
    static func nameSecretTimeNotify() -> PickerState {
        let time = PickerState(wheels: [Wheel(rows: ListRows(["13", "14"]), label: "hour"),
                                        Wheel(rows: ListRows(["04", "05"]), label: "minute")])
        return form([("Name", .kind(text(required: true))), ("Pass", .kind(text(secret: true))), ("Time", Made.wheels(time)),
                     ("Notify", .kind(.toggle(SwitchField(isOn: true))))])
    }

    /// Each field's value as stdout prints it.
    static func printed(_ state: PickerState) -> [String] {
        let values = SelectionValues(state, showsSecrets: true)
        return values.fields.indices.map { String(decoding: Array(values.printed(field: $0).joined(separator: [0x20])), as: UTF8.self) }
    }

    func prompt(_ interview: inout Interview, _ state: PickerState) -> Prompt? {
        guard case .ask(let prompt) = interview.next(state) else { return nil }
        return prompt
    }

    @Test func everyKindInFieldOrder() throws {
        var state = Self.nameSecretTimeNotify()
        var interview = Interview(state)
        #expect(interview.questions.map(\.name) == ["Name", "Pass", "Time hour", "Time minute", "Notify"])
        #expect(asked(&interview, state) == ["Name (required)? "])
        #expect(answer("", &interview, &state) == "Name is required")
        #expect(answer("  Jürgen ", &interview, &state) == nil)
        let pass = try #require(prompt(&interview, state))
        #expect(pass == Prompt(question: "Pass? ", isSecret: true))
        #expect(answer(" hunter 2 ", &interview, &state) == nil)
        #expect(asked(&interview, state) == ["  1. 13", "  2. 14", "Time hour (1–2) [13]: "])
        answer("14", &interview, &state)
        _ = asked(&interview, state)
        answer("05", &interview, &state)
        #expect(asked(&interview, state) == ["Notify? [Y/n] "])
        #expect(answer("No", &interview, &state) == nil)
        #expect(asked(&interview, state) == ["Name: Jürgen", "Pass: (hidden)", "Time hour: 14", "Time minute: 05", "Notify: no",
                                             "Done? [Y/n]: "])
        answer("", &interview, &state)
        #expect(ends(&interview, state))
        #expect(Self.printed(state) == ["Jürgen", " hunter 2 ", "14 05", "no"], "a secret's spaces are part of it")
    }

    @Test func aStartingTextIsTheDefault() throws {
        var state = Self.form([("Name", Self.text("Jürgen")), ("City", Self.text("Berlin"))])
        var interview = Interview(state)
        #expect(asked(&interview, state) == ["Name? [Jürgen] "])
        #expect(answer("", &interview, &state) == nil)
        #expect(asked(&interview, state) == ["City? [Berlin] "])
        #expect(answer("   ", &interview, &state) == nil)
        #expect(Self.printed(state) == ["Jürgen", ""], "Enter keeps it; a line of spaces empties it")
        #expect(asked(&interview, state) == ["Name: Jürgen", "City: ", "Done? [Y/n]: "])
        #expect(answer("n", &interview, &state) == nil)
        #expect(asked(&interview, state) == ["Name? [Jürgen] "])
        #expect(answer("Jürgen", &interview, &state) == nil)
        #expect(asked(&interview, state) == ["City? "])
    }

    /// Issue 49 item 5, asked: a secret of spaces only is an answer, taken
    /// as typed, required or not; `?` says so, and that a required text's
    /// spaces alone count as empty.
    @Test func aSecretOfSpacesIsTakenAsTyped() throws {
        var state = Self.form([("Pin", Self.text(secret: true)), ("Pass", Self.text(secret: true, required: true)),
                               ("Name", Self.text(required: true))])
        var interview = Interview(state)
        _ = asked(&interview, state)
        #expect(answer("?", &interview, &state)?.contains("Spaces are kept: the secret is taken as typed.") == true)
        #expect(answer("  ", &interview, &state) == nil)
        _ = asked(&interview, state)
        #expect(answer(" ", &interview, &state) == nil, "a required secret of a space is filled in")
        _ = asked(&interview, state)
        #expect(answer("?", &interview, &state)?.contains("It cannot be left empty: spaces only count as empty.") == true)
        #expect(answer("   ", &interview, &state) == "Name is required")
        #expect(answer("Ada", &interview, &state) == nil)
        #expect(Self.printed(state) == ["  ", " ", "Ada"])
    }

    @Test func aRequiredTextRefusesEmptyAnswersOnly() throws {
        var state = Self.form([("Name", Self.text(placeholder: "your \u{1B}[1mname", required: true))])
        var interview = Interview(state)
        #expect(asked(&interview, state) == ["Name (required, your ␛[1mname)? "], "the placeholder as a hint, safely")
        #expect(answer("", &interview, &state) == "Name is required")
        #expect(answer("   ", &interview, &state) == "Name is required")
        #expect(asked(&interview, state) == ["Name (required, your ␛[1mname)? "])
        #expect(answer("Ada", &interview, &state) == nil)
        #expect(ends(&interview, state))
        #expect(Self.printed(state) == ["Ada"])
    }

    /// Longer than `--max-length` is refused, not cut: what is taken is
    /// what was typed. A secret's length is not said.
    @Test func maxLengthRefusesALongerAnswer() throws {
        var state = Self.form([("Name", Self.text(maxLength: 5)), ("Pin", Self.text(maxLength: 4, secret: true))])
        var interview = Interview(state)
        #expect(asked(&interview, state) == ["Name (at most 5 characters)? "])
        #expect(answer("Jürgen", &interview, &state) == "Name takes at most 5 characters, not 6")
        #expect(answer("Jürgn", &interview, &state) == nil, "five characters, ü one of them")
        #expect(asked(&interview, state) == ["Pin (at most 4 characters)? "])
        #expect(answer("12345", &interview, &state) == "Pin takes at most 4 characters")
        #expect(answer("1234", &interview, &state) == nil)
        #expect(Self.printed(state) == ["Jürgn", "1234"])
    }

    /// A secret's text is said nowhere: not as the default, not read back,
    /// not in an error, not in the help.
    @Test func aSecretIsNeverSaid() throws {
        var state = Self.form([("Pass", Self.text("s3cret", maxLength: 8, secret: true, required: true))])
        var interview = Interview(state)
        let first = try #require(prompt(&interview, state))
        #expect(first.question == "Pass (required, at most 8 characters)? [hidden] " && first.isSecret)
        var said = [answer("?", &interview, &state) ?? "", answer("much too long", &interview, &state) ?? ""]
        said += asked(&interview, state)
        #expect(answer("", &interview, &state) == nil, "Enter keeps it")
        #expect(Self.printed(state) == ["s3cret"])
        #expect(!said.joined().contains("s3cret") && !said.joined().contains("much"))
        #expect(said[0].contains("not shown as you type"))
    }

    struct SwitchCase: Sendable, CustomTestStringConvertible {
        let testDescription: String
        let isOn: Bool
        let answer: String
        let printed: String
    }

    @Test(arguments: [
        SwitchCase(testDescription: "on, Enter", isOn: true, answer: "", printed: "yes"),
        SwitchCase(testDescription: "off, Enter", isOn: false, answer: "", printed: "no"),
        SwitchCase(testDescription: "on, n", isOn: true, answer: "n", printed: "no"),
        SwitchCase(testDescription: "on, NO", isOn: true, answer: "NO", printed: "no"),
        SwitchCase(testDescription: "on, yes", isOn: true, answer: "yes", printed: "yes"),
        SwitchCase(testDescription: "off, Y", isOn: false, answer: "Y", printed: "yes"),
        SwitchCase(testDescription: "off, no", isOn: false, answer: " no ", printed: "no"),
    ])
    func aSwitchTakesYesOrNo(_ c: SwitchCase) throws {
        var state = Self.form([("Name", Self.text()), ("Notify", .toggle(SwitchField(isOn: c.isOn)))])
        var interview = Interview(state)
        _ = asked(&interview, state)
        answer("", &interview, &state)
        #expect(asked(&interview, state) == ["Notify? " + (c.isOn ? "[Y/n] " : "[y/N] ")])
        #expect(answer(c.answer, &interview, &state) == nil)
        #expect(Self.printed(state) == ["", c.printed])
    }

    @Test func aSwitchReasksAnythingElse() throws {
        var state = Self.form([("Notify", .toggle(SwitchField()))])
        var interview = Interview(state)
        #expect(asked(&interview, state) == ["Notify? [y/N] "])
        #expect(answer("maybe", &interview, &state) == "maybe is not yes or no: answer y or n")
        #expect(answer("1", &interview, &state) == "1 is not yes or no: answer y or n")
        #expect(answer("?", &interview, &state) == "Type y or yes, n or no.\nEnter keeps no.\nCtrl-D cancels; Ctrl-C interrupts.")
        #expect(asked(&interview, state) == ["Notify? [y/N] "])
        #expect(answer("y", &interview, &state) == nil)
        #expect(Self.printed(state) == ["yes"])
        #expect(ends(&interview, state))
    }

    /// A wheel whose command names a text (`ls {Dir}`) is asked after it.
    @Test func aCommandNamingATextIsAskedAfterIt() throws {
        var list = PickerState(wheels: [Wheel(rows: LineRows())])
        list.edit(.rowsCommand(CommandFeed(target: .wheel(0), template: try Template(parsing: "ls {Dir}"), maxRows: 100)))
        let state = Self.form([("Files", Made.wheels(list)), ("Dir", .kind(Self.text("/")))])
        #expect(Interview(state).questions.map(\.name) == ["Dir", "Files"])
    }
}
