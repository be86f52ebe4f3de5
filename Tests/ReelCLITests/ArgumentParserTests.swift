import Foundation
import Testing
@testable import ReelCLI
@testable import ReelText
@testable import ReelInput

@Suite struct ArgumentParserTests {
    @Test func componentOptionsApplyToTheLatestComponent() throws {
        let c = try ArgumentParser.parse(["-c", "0...23", "-l", "hours", "--component", "00...59", "--label=min", "--cyclic"])
        #expect(c.components.map(\.spec) == ["0...23", "00...59"])
        #expect(c.options(of: 0).label == "hours")
        #expect(c.options(of: 0).cyclic == nil)
        #expect(c.options(of: 1).label == "min")
        #expect(c.options(of: 1).cyclic == true)
    }

    @Test func componentOptionsBeforeTheFirstAreDefaults() throws {
        let c = try ArgumentParser.parse(["--cyclic", "--align", "right", "-c", "1...3", "-c", "a...c", "--align", "left"])
        #expect(c.options(of: 0).cyclic == true)
        #expect(c.options(of: 0).alignment == .right)
        #expect(c.options(of: 1).cyclic == true)
        #expect(c.options(of: 1).alignment == .left)
    }

    /// `--ansi[=keep]`: a component option whose value comes only after `=`.
    @Test func ansiAndKeep() throws {
        #expect(try ArgumentParser.parse(["--ansi"]).defaults.colorCodes == .drawn)
        let c = try ArgumentParser.parse(["--ansi", "-c", "-", "-c", "a,b", "--ansi=keep"])
        #expect(c.options(of: 0).colorCodes == .drawn)
        #expect(c.options(of: 1).colorCodes == .kept)
        #expect(try ArgumentParser.parse(["-c", "a"]).options(of: 0).colorCodes == nil)
        #expect(throws: ReelError.self) { try ArgumentParser.parse(["--ansi=always"]) }
    }

    @Test func globals() throws {
        let c = try ArgumentParser.parse(["-t", "휴식하기", "-m", "msg", "--done", "OK", "--rows=7", "--separator", ":",
                                          "-i", "-d", ",", "--batch", "-c", "1...3"])
        #expect(c.title == "휴식하기")
        #expect(c.message == "msg")
        #expect(c.doneTitle == "OK")
        #expect(c.visibleRows == 7)
        #expect(c.separator == ":")
        #expect(c.output.format == .indices)
        #expect(c.output.delimiter == Array(",".utf8))
        #expect(c.batch)
    }

    @Test func shortFlagsGroupAndTakeAttachedValues() throws {
        let c = try ArgumentParser.parse(["-i0", "-c1...3", "-lmin", "-s", "2"])
        #expect(c.output.format == .indices && c.output.nulTerminated)
        #expect(c.components.map(\.spec) == ["1...3"])
        #expect(c.options(of: 0).label == "min")
        #expect(c.options(of: 0).select == Array("2".utf8))
    }

    @Test func valuesMayStartWithADash() throws {
        let c = try ArgumentParser.parse(["-c", "-5...5", "--label", "-x-"])
        #expect(c.components.map(\.spec) == ["-5...5"])
        #expect(c.options(of: 0).label == "-x-")
    }

    @Test func doubleDashEndsOptionsAndWordsAreComponents() throws {
        let c = try ArgumentParser.parse(["1...3", "-", "--", "-5...5", "--title"])
        #expect(c.components.map(\.spec) == ["1...3", "-", "-5...5", "--title"])
    }

    @Test func helpAndVersion() throws {
        #expect(try ArgumentParser.parse(["--help"]).showHelp)
        #expect(try ArgumentParser.parse(["-h"]).showHelp)
        #expect(try ArgumentParser.parse(["-V"]).showVersion)
        #expect(try ArgumentParser.parse(["--version"]).showVersion)
    }

    struct Bad: Sendable, CustomTestStringConvertible {
        var arguments: [String]
        var message: String
        var testDescription: String { arguments.joined(separator: " ") }
    }

    static let bad: [Bad] = [
        Bad(arguments: ["--lable", "x"], message: "unknown option '--lable'; did you mean '--label'?"),
        Bad(arguments: ["--titel", "x"], message: "unknown option '--titel'; did you mean '--title'?"),
        Bad(arguments: ["--selectrow", "1"], message: "unknown option '--selectrow'; did you mean '--select-row'?"),
        Bad(arguments: ["--zzzzzz"], message: "unknown option '--zzzzzz'; see reel --help"),
        Bad(arguments: ["-y"], message: "unknown option '-y'; see reel --help"),
        Bad(arguments: ["-c"], message: "option '-c' needs a value (SPEC)"),
        Bad(arguments: ["-c", "1...3", "--label"], message: "option '--label' needs a value (TEXT)"),
        Bad(arguments: ["--batch=yes"], message: "option '--batch' takes no value"),
        Bad(arguments: ["--rows", "0"], message: "--rows: '0' is not valid; expected a whole number from 1 to 1000"),
        Bad(arguments: ["--rows", "five"], message: "--rows: 'five' is not valid; expected a whole number from 1 to 1000"),
        Bad(arguments: ["--width=-3"], message: "--width: '-3' is not valid; expected a whole number from 1 to 1000"),
        Bad(arguments: ["--select-row", "x"], message: "--select-row: 'x' is not valid; expected a whole number from 0 to 2147483647"),
        Bad(arguments: ["--align", "middle"], message: "--align: 'middle' is not valid; expected one of left, center, right"),
        Bad(arguments: ["--rows", "1\n2"], message: "--rows: '1\\n2' is not valid; expected a whole number from 1 to 1000"),
        Bad(arguments: ["--\u{1B}[2J"], message: "unknown option '--\\u{1B}[2J'; see reel --help"),
        Bad(arguments: ["--color", "yes"], message: "--color: 'yes' is not valid; expected one of auto, always, never"),
    ]

    @Test(arguments: bad)
    func rejects(_ c: Bad) {
        #expect {
            _ = try ArgumentParser.parse(c.arguments)
        } throws: { error in
            (error as! ReelError).message == c.message
        }
    }

    @Test func helpListsEveryOptionAndFitsEightyColumns() {
        let help = Help.text
        for option in OptionTable.all {
            #expect(help.contains("--\(option.long)"), "--\(option.long) missing from --help")
            if let short = option.short { #expect(help.contains("-\(short), --\(option.long)")) }
        }
        for line in help.split(separator: "\n") {
            #expect(DisplayWidth().width(of: line) <= 80, "too wide: \(line)")
        }
    }

    @Test func theHelpKeysSectionIsTheTable() {
        let keys = Help.text.components(separatedBy: "\nKeys:\n")[1].components(separatedBy: "\n\n")[0]
        // An entry starts two spaces in; its wrapped words start further.
        let entries = keys.split(separator: "\n").filter { !$0.hasPrefix("   ") }
        #expect(entries.count == KeyMap.helpLines.count)
        for (entry, line) in zip(entries, KeyMap.helpLines) { #expect(entry.hasPrefix("  " + line.keysText), "\(entry)") }
    }

    @Test func optionNamesAreUnique() {
        let longs = OptionTable.all.map(\.long)
        #expect(Set(longs).count == longs.count)
        let shorts = OptionTable.all.compactMap(\.short)
        #expect(Set(shorts).count == shorts.count)
    }

    /// A name too long to be within a few edits of any option gets no
    /// suggestion, and no distance table is built for it; one just within
    /// reach still does.
    @Test func aVeryLongUnknownNameIsNotCompared() {
        #expect(ArgumentParser.suggestion(for: String(repeating: "a", count: 100_000)) == nil)
        #expect(ArgumentParser.suggestion(for: "minute-intervalxxxxx") == "minute-interval")
        #expect(ArgumentParser.editDistance("kitten", "sitting") == 3)
        #expect(ArgumentParser.editDistance("", "abc") == 3 && ArgumentParser.editDistance("abc", "") == 3)
        #expect(ArgumentParser.editDistance("select-row", "selectrow") == 1)
        #expect(throws: ReelError.unknownOption("--" + String(repeating: "x", count: 50), suggestion: nil)) {
            try ArgumentParser.parse(["--" + String(repeating: "x", count: 50)])
        }
    }
}
