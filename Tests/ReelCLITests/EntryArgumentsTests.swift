import Testing
@testable import ReelCLI
@testable import ReelRows
@testable import ReelModel
@testable import ReelOutput
@testable import ReelSpec

/// Issue 42 items 8–11: `--text`, `--secret` and `--switch` on the command
/// line: what each builds, what each refuses in one line.
@Suite struct EntryArgumentsTests {
    static func printed(_ arguments: [String]) throws -> String {
        let plan = try RunPlan(ArgumentParser.parse(arguments))
        let state = try PickerFactory.makeState(plan, inputs: .fixed())
        return String(decoding: OutputFormatter.bytes(for: state, options: plan.output), as: UTF8.self)
    }

    /// A field alone is a form of one field, named by its kind.
    @Test func aFieldAloneIsAFormNamedByItsKind() throws {
        let state = try Invocation.state(["--text", "--title", "Name", "--placeholder", "you"], inputs: .fixed())
        #expect(state.form.names == ["text"] && state.focus == .entry)
        #expect(try Self.printed(["--switch", "--select", "yes", "--format", "{switch}!"]) == "yes!\n")
        #expect(try Self.printed(["--secret", "--select", "s3", "--json"]) == "{\"secret\":\"s3\"}\n")
    }

    @Test func theTextOptionsReachTheField() throws {
        let state = try Invocation.state(["--field", "N", "--text", "--placeholder", "your name", "--max-length", "3",
                                          "--required", "--select", "abcdef"], inputs: .fixed())
        let text = try #require(state.form.fields[0].entry as? TextField)
        #expect(text.text == "abc" && text.placeholder == "your name" && text.isRequired && !text.isSecret)
    }

    static let bad: [FormArgumentsTests.BadCase] = [
        .init(arguments: ["--text", "-c", "1...3"], message: "--text and --component 1...3 cannot be used together"),
        .init(arguments: ["--switch", "-p", "time"], message: "--switch and --preset cannot be used together"),
        .init(arguments: ["--text", "--switch"], message: "--text and --switch cannot be used together"),
        .init(arguments: ["-c", "1...3", "--placeholder", "x"], message: "--placeholder works only with --text or --secret"),
        .init(arguments: ["-c", "1...3", "--required"], message: "--required works only with --text or --secret"),
        .init(arguments: ["--switch", "--required"], message: "--switch and --required cannot be used together"),
        .init(arguments: ["--switch", "--select", "maybe"], message: "on or off for a --switch"),
        .init(arguments: ["--alert", "--title", "Sure?", "--switch"], message: "--alert and --switch cannot be used together"),
        .init(arguments: ["--text", "--max-length", "0"], message: "--max-length"),
        .init(arguments: ["--field", "P", "--secret", "--field", "L", "-c", "!echo {P}"],
              message: "!echo {P} names {P}, a --secret: its value goes to stdout only"),
        .init(arguments: ["--field", "P", "--secret", "--field", "L", "-c", "a", "--on-change", "echo {P.1}"],
              message: "--on-change names {P.1}, a --secret"),
        // Issue 49 item 3: a secret by any name, alone or in a form, with --batch too.
        .init(arguments: ["--secret", "--preview", "echo {secret}"], message: "--preview names {secret}, a --secret"),
        .init(arguments: ["--batch", "--secret", "--preview", "echo {secret}"], message: "--preview names {secret}, a --secret"),
        .init(arguments: ["--secret", "--on-change", "echo {secret.1}"], message: "--on-change names {secret.1}, a --secret"),
        .init(arguments: ["--secret", "--on-change", "echo {}"], message: "--on-change names {}, a --secret"),
        .init(arguments: ["--secret", "--preview", "echo {1}"], message: "--preview names {1}, a --secret"),
        .init(arguments: ["--secret", "--preview", "echo {1.row}"], message: "--preview names {1.row}, a --secret"),
        .init(arguments: ["--field", "P", "--secret", "--preview", "echo {P}"], message: "--preview names {P}, a --secret"),
        .init(arguments: ["--batch", "--field", "P", "--secret", "--preview", "echo {P.1}"],
              message: "--preview names {P.1}, a --secret"),
        .init(arguments: ["--field", "P", "--secret", "--field", "L", "-c", "!echo {P.1.row}"],
              message: "!echo {P.1.row} names {P.1.row}, a --secret"),
    ]

    @Test(arguments: bad) func aMistakeIsOneLineNamingIt(_ c: FormArgumentsTests.BadCase) {
        do {
            _ = try Invocation.state(c.arguments, inputs: .fixed())
            Issue.record("no error for \(c.arguments)")
        } catch {
            #expect(error.message.contains(c.message), "\(error.message)")
            #expect(!error.message.contains("\n"))
        }
    }

    /// A command that names no secret still runs beside one: only the
    /// secret's own names are refused.
    @Test func aCommandNamingOtherFieldsIsTaken() throws {
        let state = try Invocation.state(["--field", "T", "--text", "--field", "P", "--secret", "--preview", "echo {T}",
                                          "--on-change", "echo {T}"], inputs: .fixed())
        #expect(state.form.names == ["T", "P"])
        _ = try Invocation.state(["--secret", "--preview", "echo fixed"], inputs: .fixed())
    }

    /// `--format` is stdout: a secret may be named there.
    @Test func formatMayNameASecret() throws {
        #expect(try Self.printed(["--field", "P", "--secret", "--select", "pw", "--format", "[{P}]"]) == "[pw]\n")
    }
}
