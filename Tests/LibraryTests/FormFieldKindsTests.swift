import ReelKit
import Testing

/// A form's text fields and switches (`PickerTextField`, `PickerSwitch`)
/// through the public API alone: built, set, drawn and answered.
@Suite struct FormFieldKindsTests {
    let size = TerminalSize(columns: 40, rows: 12)

    func signUp() -> PickerForm {
        PickerForm(fields: [
            .init("Name", textField: PickerTextField(placeholder: "Your name", isRequired: true)),
            .init("Password", textField: PickerTextField(text: "hunter2", isSecureTextEntry: true)),
            .init("Notify", switch: PickerSwitch(isOn: true)),
            .init("Colour", Picker(components: [.init(["Red", "Green"], selectedRow: 1)])),
        ], title: "Sign up")
    }

    @Test func eachKindAnswersInItsOwnWords() {
        let selection = signUp().selection
        #expect(selection.fields.map(\.name) == ["Name", "Password", "Notify", "Colour"])
        #expect(selection.text("Name") == "")
        #expect(selection.text("Password") == "hunter2", "a secure field's text is the program's answer")
        #expect(selection.isOn("Notify") == true)
        #expect(selection["Colour"]?.titles == ["Green"], "a picker field answers as before")
        #expect(selection["Name"] == nil && selection.text("Colour") == nil && selection.isOn("Name") == nil)
        #expect(selection.answer("Notify") == .isOn(true))
        let field = PickerForm.Field("Notify", switch: PickerSwitch())
        #expect(field.picker == nil)
        if case .switch(let toggle) = field.kind { #expect(!toggle.isOn) } else { Issue.record("not a switch") }
    }

    /// Each kind draws on its line; the picker's area under the lines
    /// shows a picker field's components only while that field has the focus.
    @Test func linesShowThePlaceholderTheSecretAsBulletsAndTheToggle() {
        let text = signUp().render(size: TerminalSize(columns: 40, rows: 11)).text
        #expect(text == [
            "                 Sign up                ",
            "› Name      Your name                   ",
            "  Password  •••••••                     ",
            "  Notify    ━━●  yes                    ",
            "  Colour    Green                       ",
            "                                        ",
            "                                        ",
            "                                        ",
            "                                        ",
            "                                        ",
            "                                [ Done ]",
        ])
        #expect(!text.contains { $0.contains("hunter2") }, "a secret is never drawn")
    }

    @Test func setTextAndSetOnChangeTheAnswerAndTheLines() {
        var form = signUp()
        form.setText("Jürgen", forField: "Name")
        form.setOn(false, forField: "Notify")
        form.setText("ignored", forField: "Notify")
        form.setOn(true, forField: "Colour")
        #expect(form.selection.text("Name") == "Jürgen")
        #expect(form.selection.isOn("Notify") == false)
        #expect(form.selection["Colour"]?.titles == ["Green"])
        let text = form.render(size: size).text
        #expect(text.contains { $0.contains("Name      Jürgen") })
        #expect(text.contains { $0.contains("Notify    ●━━  no") })
    }

    @Test func maxLengthCutsTheStartingAndTheSetText() {
        var form = PickerForm(fields: [.init("Code", textField: PickerTextField(text: "123456", maxLength: 4))])
        #expect(form.selection.text("Code") == "1234")
        form.setText("abcdef", forField: "Code")
        #expect(form.selection.text("Code") == "abcd")
    }

    /// A form of text fields alone runs (examples/sign-up, end to end);
    /// one of no field has nothing to ask.
    @Test func aFormOfNoFieldCannotRun() {
        var empty = PickerForm(fields: [])
        #expect(throws: PickerError.noComponents) { try empty.run() }
    }
}
