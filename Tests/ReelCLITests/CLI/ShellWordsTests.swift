import Testing
@testable import ReelCLI

@Suite struct ShellWordsTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var text: String
        var words: [String]
        var testDescription: String { text }
    }

    static let cases: [Case] = [
        Case(text: "", words: []),
        Case(text: "   \t\n ", words: []),
        Case(text: "--color never", words: ["--color", "never"]),
        Case(text: "  -i0\t--rows\n7  ", words: ["-i0", "--rows", "7"]),
        Case(text: "--title 'Rest now'", words: ["--title", "Rest now"]),
        Case(text: "--title \"Rest now\"", words: ["--title", "Rest now"]),
        Case(text: "--title=Rest\\ now", words: ["--title=Rest now"]),
        Case(text: "--title='a b'c\"d e\"", words: ["--title=a bcd e"]),
        Case(text: "--separator ''", words: ["--separator", ""]),
        Case(text: "--separator \"\"", words: ["--separator", ""]),
        Case(text: "'it''s'", words: ["its"]),
        Case(text: "\"it's\"", words: ["it's"]),
        Case(text: "'a \\ b'", words: ["a \\ b"]),
        Case(text: "'$HOME'", words: ["$HOME"]),
        Case(text: "$HOME", words: ["$HOME"]),
        Case(text: "\"say \\\"hi\\\"\"", words: ["say \"hi\""]),
        Case(text: "\"a\\\\b\"", words: ["a\\b"]),
        Case(text: "\"a\\nb\"", words: ["a\\nb"]),
        Case(text: "\"\\$x \\`y\\`\"", words: ["$x `y`"]),
        Case(text: "a\\'b", words: ["a'b"]),
        Case(text: "a\\\nb", words: ["ab"]),
        Case(text: "\"a\\\nb\"", words: ["ab"]),
        Case(text: "--label 분 --title 휴식하기", words: ["--label", "분", "--title", "휴식하기"]),
        Case(text: "'\u{301}'", words: ["\u{301}"]),
    ]

    @Test(arguments: cases)
    func splits(_ c: Case) throws {
        #expect(try ShellWords.split(c.text) == c.words)
    }

    struct Bad: Sendable, CustomTestStringConvertible {
        var text: String
        var error: ShellWords.SplitError
        var testDescription: String { text }
    }

    static let bad: [Bad] = [
        Bad(text: "--title 'Rest", error: .unclosedQuote("'")),
        Bad(text: "--title \"Rest", error: .unclosedQuote("\"")),
        Bad(text: "--title \"Rest\\", error: .unclosedQuote("\"")),
        Bad(text: "--title Rest\\", error: .trailingBackslash),
    ]

    @Test(arguments: bad)
    func rejects(_ c: Bad) {
        #expect(throws: c.error) { try ShellWords.split(c.text) }
    }
}
