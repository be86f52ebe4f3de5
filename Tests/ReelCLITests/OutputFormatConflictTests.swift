import Testing
@testable import ReelCLI
@testable import ReelRows
@testable import ReelModel
@testable import ReelOutput

/// The conflicts between format options, declared once by OutputFormat.
@Suite struct OutputFormatConflictTests {
    struct Given: Sendable, CustomTestStringConvertible {
        var arguments: [String]
        var conflict: String?
        var testDescription: String { arguments.joined(separator: " ") }
    }

    @Test(arguments: [
        Given(arguments: ["--json", "--format", "{1}"], conflict: "--json and --format"),
        Given(arguments: ["--format", "{1}", "--json"], conflict: "--json and --format"),
        Given(arguments: ["-i", "--json"], conflict: "--json and --index"),
        Given(arguments: ["--index", "--format", "{1}"], conflict: "--format and --index"),
        Given(arguments: ["-i", "--format", "{1}", "--json"], conflict: "--json and --format"),
        Given(arguments: ["--format", "{1}", "--format", "{2}"], conflict: nil),
        Given(arguments: ["--json", "--json", "-i0"], conflict: "--json and --index"),
        Given(arguments: ["-i", "-i"], conflict: nil),
    ])
    func aSecondFormatOptionIsAConflict(_ c: Given) throws {
        let output = try ArgumentParser.parse(["-c", "1...3", "-c", "1...3"] + c.arguments).output
        #expect(output.conflict.map { "\($0.first) and \($0.second)" } == c.conflict)
    }

    @Test func theLatestTemplateIsTheFormat() throws {
        let output = try ArgumentParser.parse(["-c", "1...3", "--format", "{1}", "--format", "<{1}>"]).output
        #expect(output.format == .template(try Template(parsing: "<{1}>")))
    }

    /// Each option that chooses a format is in the conflict order and in the option table.
    @Test func everyFormatOptionIsDeclared() throws {
        let formats: [OutputFormat] = [.values, .indices, .json, .template(try Template(parsing: "{1}"))]
        #expect(formats.compactMap(\.option).sorted() == OutputFormat.options.sorted())
        for option in OutputFormat.options { #expect(OptionTable.option(long: String(option.dropFirst(2))) != nil) }
    }
}
