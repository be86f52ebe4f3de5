import Testing
@testable import ReelText
@testable import ReelRows
@testable import ReelModel

/// Placeholders become positional parameters quoted for where they stand,
/// so a value is text in any quoting (the shell itself runs these in
/// CommandWheelEndToEndTests).
@Suite struct ShellScriptTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var template: String
        var script: String
        var testDescription: String { template }
    }

    static let cases: [Case] = [
        Case(template: "ls {1}", script: #"ls "${1}""#),
        Case(template: #"echo "{1}""#, script: #"echo "${1}""#),
        Case(template: #"echo "x{1}x""#, script: #"echo "x${1}x""#),
        Case(template: "echo '{1}'", script: #"echo ''"${1}"''"#),
        Case(template: "echo 'a {1} b'", script: #"echo 'a '"${1}"' b'"#),
        Case(template: #"echo "it's {1}""#, script: #"echo "it's ${1}""#),
        Case(template: #"echo "$(basename {1})""#, script: #"echo "$(basename "${1}")""#),
        Case(template: "echo `cat {1}`", script: #"echo `cat "${1}"`"#),
        Case(template: #"echo \{1}"#, script: "echo \\\n\"${1}\""),
        Case(template: "git log {1}..{2} {1}", script: #"git log "${1}".."${2}" "${1}""#),
        Case(template: "# it's {1}\necho {2}", script: "# it's \"${1}\"\necho \"${2}\""),
        Case(template: "echo {} {1.row} {seconds}", script: #"echo "${1}" "${2}" "${3}""#),
    ]

    @Test(arguments: cases) func eachPlaceholderIsAParameterQuotedForItsPlace(_ c: Case) throws {
        let script = ShellScript(try Template(parsing: c.template))
        #expect(String(decoding: script.script, as: UTF8.self) == c.script)
    }

    @Test func theValuesAreTheArgumentsAsTheirBytes() throws {
        let script = ShellScript(try Template(parsing: "x {2} {1.row} {} {2} {iso}"))
        let wheels = [Wheel(rows: ByteListRows([Array("caf".utf8) + [0xE9]])),
                      Wheel(rows: ByteListRows([Array("x".utf8), Array("$(id)\0".utf8)]), selectedRow: 1)]
        let preset = PresetWheels(wheels: 0..<2, format: Dated(), answer: Dated())
        let command = script.command(Placeholders(SelectionValues(wheels: wheels, presets: [preset]), delimiter: [0x2C]))
        let hostile: [UInt8] = Array("$(id)".utf8)
        let cafe: [UInt8] = Array("caf".utf8) + [0xE9]
        #expect(command.arguments == [hostile, Array("0".utf8), cafe + [0x2C] + hostile, Array("2026-02-14".utf8)])
        #expect(command.argv.prefix(4) == [Array("/bin/sh".utf8), Array("-c".utf8), script.script, Array("reel".utf8)])
    }
}

/// A preset that derives one field and prints the wheels' own values.
private struct Dated: ValueFormat, TypedAnswer {
    let fieldNames = ["iso"]
    func derivedFields(values: [[UInt8]]) -> [String: String] { ["iso": "2026-02-14"] }
    let name = "Date", accepts = "YYYY-MM-DD", example = "2026-02-14"
    func answer(values: [[UInt8]]) -> String { example }
    func rows(for text: String) throws(AnswerError) -> [Int] { [0, 0] }

    /// Issue 18: a command's text keeps the argument's bytes, as a value does.
    @Test func templateTextKeepsItsBytes() throws {
        let template = try Template(parsing: Array("echo ".utf8) + [0xFF] + Array(" {1}".utf8))
        let command = ShellScript(template).command(Placeholders(SelectionValues(wheels: [Wheel(rows: ByteListRows([[0xFE]]))]),
                                                                   delimiter: [0x09]))
        #expect(command == ShellCommand(script: Array("echo ".utf8) + [0xFF] + Array(" \"${1}\"".utf8), arguments: [[0xFE]]))
    }
}
