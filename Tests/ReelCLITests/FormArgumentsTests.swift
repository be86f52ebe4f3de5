import Testing
@testable import ReelCLI

/// A form's command line: each mistake in it is one line naming it.
@Suite struct FormArgumentsTests {
    struct BadCase: Sendable, CustomTestStringConvertible {
        var arguments: [String]
        var message: String
        var testDescription: String { arguments.joined(separator: " ") }
    }

    static let bad: [BadCase] = [
        BadCase(arguments: ["--field", "", "-c", "a"], message: "--field '': a field's name is letters"),
        BadCase(arguments: ["--field", "a b", "-c", "a"], message: "--field 'a b': a field's name is letters"),
        BadCase(arguments: ["--field", "42", "-c", "a"], message: "--field '42': a field's name is letters"),
        BadCase(arguments: ["--field", "A", "-c", "a", "--field", "A", "-c", "b"], message: "--field 'A' is given twice"),
        BadCase(arguments: ["--field", "A", "-c", "a", "--field", "B"], message: "--field 'B' has no wheel"),
        BadCase(arguments: ["-c", "x", "--field", "A", "-c", "a"], message: "component 'x' comes before the first --field"),
        BadCase(arguments: ["--field", "A", "-c", "a", "--format", "{B}"], message: "no field {B} in the form; its fields are {A}"),
        BadCase(arguments: ["--field", "A", "-c", "a", "--format", "{1}"], message: "--format: {1} names a wheel by number"),
        BadCase(arguments: ["--field", "A", "-c", "a", "--preview", "cat {2}"], message: "--preview: {2} names a wheel by number"),
        BadCase(arguments: ["--field", "A", "-c", "a", "--format", "{A.2}"], message: "no field {A.2} in the form"),
        BadCase(arguments: ["--field", "A", "-c", "-", "--field", "B", "-c", "-"], message: "only one component can read stdin"),
        BadCase(arguments: ["--field", "A", "-c", "a", "--focus", "2"], message: "--focus 2 is not a field of the form"),
    ]

    @Test(arguments: bad) func aBadFormIsOneLineNamingIt(_ c: BadCase) {
        do {
            _ = try Invocation.state(c.arguments, inputs: .fixed(stdin: "x\n"))
            Issue.record("no error for \(c.arguments)")
        } catch {
            let message = error.message
            #expect(message.contains(c.message), "\(message)")
            #expect(!message.contains("\n"))
        }
    }
}
