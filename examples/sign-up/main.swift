// sign-up: a form that asks a name, a password and a yes/no, as an iOS
// sign-up screen does with two UITextFields and a UISwitch. The name is
// required: Done waits for it. Prints the name, the password's length
// (a program would keep the password, not print it) and yes or no, a line
// each; exits 1 on cancel, 130 on ctrl+c.
import ReelKit
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

var form = PickerForm(fields: [
    .init("Name", textField: PickerTextField(placeholder: "Your name", isRequired: true)),
    .init("Password", textField: PickerTextField(isSecureTextEntry: true, maxLength: 64)),
    .init("Notify", switch: PickerSwitch(isOn: false)),
], title: "Sign up")
form.cancelTitle = "Cancel"
do {
    switch try form.run() {
    case .selected(let answers):
        print(answers.text("Name") ?? "")
        print("\(answers.text("Password")?.count ?? 0) characters")
        print(answers.isOn("Notify") == true ? "yes" : "no")
    case .cancelled, .timedOut:
        exit(1)
    case .interrupted:
        exit(130)
    }
} catch {
    let line = Array("sign-up: \(error)\n".utf8)
    _ = line.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
    exit(2)
}
