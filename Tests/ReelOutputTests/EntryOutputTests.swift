import Testing
@testable import ReelText
@testable import ReelRows
@testable import ReelModel
@testable import ReelOutput

/// Issue 42 items 9, 10 and 13: a text, a secret and a switch on stdout,
/// in `--json`, `--format` and a `--live` report.
@Suite struct EntryOutputTests {
    static let form = PickerState(fields: [
        Form.Field(name: "Name", kind: .text(TextField(text: "Jürgen \"J\""))),
        Form.Field(name: "Pass", kind: .text(TextField(text: "pw", isSecret: true))),
        Form.Field(name: "Time", picker: PickerState(wheels: [Wheel(rows: ListRows(["14"])), Wheel(rows: ListRows(["05"]))])),
        Form.Field(name: "Notify", kind: .toggle(SwitchField(isOn: true))),
    ], chrome: Chrome())

    static func printed(_ format: OutputFormat? = nil, live: Bool = false) -> String {
        var options = OutputOptions()
        if let format { options.choose(format) }
        let bytes = live ? OutputFormatter.report(for: form, options: options) : OutputFormatter.bytes(for: form, options: options)
        return String(decoding: bytes, as: UTF8.self)
    }

    @Test func eachFieldIsALineAndTheSwitchSaysYesOrNo() {
        #expect(Self.printed() == "Jürgen \"J\"\npw\n14\t05\nyes\n")
    }

    @Test func jsonGivesATextAStringAndASwitchABoolean() {
        #expect(Self.printed(.json)
                == #"{"Name":"Jürgen \"J\"","Pass":"pw","Time":[{"component":1,"row":0,"value":"14","title":"14","label":null},"#
                + #"{"component":2,"row":0,"value":"05","title":"05","label":null}],"Notify":true}"# + "\n")
    }

    @Test func formatNamesThem() throws {
        #expect(Self.printed(.template(try Template(parsing: "{Name}|{Pass}|{Notify}|{Name.1}"))) == "Jürgen \"J\"|pw|yes|Jürgen \"J\"\n")
    }

    /// A report as the selection changes is no answer: the secret is empty there.
    @Test func aLiveReportLeavesTheSecretOut() {
        #expect(Self.printed(live: true) == "Jürgen \"J\"\n\n14\t05\nyes\n\n")
        var json = OutputOptions()
        json.choose(.json)
        #expect(String(decoding: OutputFormatter.report(for: Self.form, options: json), as: UTF8.self).contains(#""Pass":"""#))
    }
}
