import Testing
@testable import ReelCLI
@testable import ReelRows
@testable import ReelModel
@testable import ReelSpec
@testable import ReelOutput
@testable import ReelTerminal

/// Issue 18: values taken from arguments print exactly as given, invalid
/// UTF-8 included, as rows from stdin do (on screen they show as U+FFFD:
/// `RendererTests.theScreenShowsTheReplacementCharacter`).
@Suite struct ArgumentBytesTests {
    /// `a\xff`: an "a" and a byte that is never UTF-8.
    static let aFF: [UInt8] = [0x61, 0xFF]
    static let bFF: [UInt8] = [0x62, 0xFF]

    static func arguments(_ words: [UInt8]...) -> [[UInt8]] { words }
    static func word(_ text: String) -> [UInt8] { Array(text.utf8) }

    func inputs(stdin: [UInt8] = []) -> PickerFactory.Inputs {
        PickerFactory.Inputs(
            standardInputIsTerminal: stdin.isEmpty,
            readStandardInput: { _ throws(LineRows.ReadError) in
                var rows = LineRows()
                rows.append(stdin, final: true)
                return rows
            },
            readFile: { _, _ throws(LineRows.ReadError) in throw LineRows.ReadError(errno: 2) },
            now: LocalTime(day: CalendarDay(year: 2026, month: 1, day: 1), hour: 0, minute: 0), locale: nil)
    }

    /// What `reel --batch ARGUMENTS` prints.
    func printed(_ arguments: [[UInt8]], stdin: [UInt8] = []) throws -> [UInt8] {
        let plan = try RunPlan(ArgumentParser.parse(raw: arguments + [Self.word("--batch")]))
        let state = try PickerFactory.makeState(plan, inputs: inputs(stdin: stdin))
        return OutputFormatter.bytes(for: state, options: plan.output)
    }

    @Test func listItemsPrintTheirBytes() throws {
        // reel --batch -c $'a\xff,b': the reproduction of issue 18.
        #expect(try printed([Self.word("-c"), Self.aFF + Self.word(",b")]) == Self.aFF + [0x0A])
        // Attached, inline, and as a bare word.
        #expect(try printed([Self.word("-c") + Self.aFF]) == Self.aFF + [0x0A])
        #expect(try printed([Self.word("--component=") + Self.aFF]) == Self.aFF + [0x0A])
        #expect(try printed([Self.aFF + Self.word(",b")]) == Self.aFF + [0x0A])
        // An escaped comma next to a bad byte stays one item.
        #expect(try printed([Self.word("-c"), Self.word("x\\,") + Self.aFF + Self.word(",b")])
            == Self.word("x,") + Self.aFF + [0x0A])
    }

    @Test func selectMatchesTheRowsBytes() throws {
        let list = Self.aFF + [0x2C] + Self.bFF
        #expect(try printed([Self.word("-c"), list, Self.word("-s"), Self.bFF]) == Self.bFF + [0x0A])
        #expect(try printed([Self.word("-c"), list, Self.word("--select=") + Self.bFF]) == Self.bFF + [0x0A])
        // The same bytes from stdin.
        #expect(try printed([Self.word("-c"), Self.word("-"), Self.word("-s"), Self.bFF],
                            stdin: Self.aFF + [0x0A] + Self.bFF + [0x0A]) == Self.bFF + [0x0A])
        // `b` alone names no row of `a\xff,b\xff`: no decoding makes \xff vanish.
        #expect(throws: ReelError.self) { try printed([Self.word("-c"), list, Self.word("-s"), Self.word("b")]) }
        // The text shown (U+FFFD for the byte) still finds the row, as
        // `--select` matches a value or its text; the row prints its bytes.
        #expect(try printed([Self.word("-c"), list, Self.word("-s"), Self.word("b\u{FFFD}")]) == Self.bFF + [0x0A])
    }

    @Test func delimiterAndFormatTextPrintTheirBytes() throws {
        let two = [Self.word("-c"), Self.aFF, Self.word("-c"), Self.word("x")]
        #expect(try printed(two + [Self.word("-d"), [0xFE]]) == Self.aFF + [0xFE, 0x78, 0x0A])
        #expect(try printed(two + [Self.word("--format"), [0x3C, 0xFD] + Self.word("{2}{}>")])
            == [0x3C, 0xFD, 0x78] + Self.aFF + [0x09, 0x78, 0x3E, 0x0A])
        #expect(try printed(two + [Self.word("-d"), [0xFE], Self.word("--format"), Self.word("{}")])
            == Self.aFF + [0xFE, 0x78, 0x0A])
    }

    @Test func inputDelimiterSplitsOnItsBytes() throws {
        let stdin = Self.word("one") + [0xFE] + Self.word("1\ntwo") + [0xFE] + Self.word("2\n")
        #expect(try printed([Self.word("-c"), Self.word("-"), Self.word("--input-delimiter"), [0xFE],
                             Self.word("--value"), Self.word("2")], stdin: stdin) == Self.word("1\n"))
    }

    @Test func jsonStaysValidUTF8WithTheReplacementCharacter() throws {
        let out = try printed([Self.word("-c"), Self.aFF, Self.word("-l"), Self.bFF, Self.word("--json")])
        let text = try #require(String(validating: out, as: UTF8.self), "--json printed invalid UTF-8")
        #expect(text == #"[{"component":1,"row":0,"value":"a\#u{FFFD}","title":"a\#u{FFFD}","label":"b\#u{FFFD}"}]"# + "\n")
    }

    @Test func optionNamesAreStillText() {
        // An option name that is not UTF-8 is an unknown option, said on one safe line.
        do {
            _ = try ArgumentParser.parse(raw: [Self.word("--sel") + [0xFF]])
            Issue.record("accepted")
        } catch {
            #expect(error.message.contains("--sel\u{FFFD}"), "\(error.message)")
        }
        do {
            _ = try ArgumentParser.parse(raw: [[0x2D, 0xFF]])
            Issue.record("accepted")
        } catch {
            #expect(error.message.contains("-\u{FFFD}"), "\(error.message)")
        }
        // Text values read the bytes as text: --timeout $'\xff' is refused.
        #expect(throws: ReelError.self) { try ArgumentParser.parse(raw: [Self.word("--timeout"), [0xFF]]) }
    }
}
