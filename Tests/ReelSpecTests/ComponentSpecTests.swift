import Testing
@testable import ReelText
@testable import ReelRows
@testable import ReelModel
@testable import ReelSpec

@Suite struct ComponentSpecTests {
    struct Valid: Sendable, CustomTestStringConvertible {
        var spec: String
        var titles: [String]
        var testDescription: String { spec }
    }

    static let valid: [Valid] = [
        Valid(spec: "1...20", titles: (1...20).map(String.init)),
        Valid(spec: "0..<60", titles: (0..<60).map(String.init)),
        Valid(spec: "0...55/5", titles: stride(from: 0, through: 55, by: 5).map(String.init)),
        Valid(spec: "00...59", titles: (0...59).map { $0 < 10 ? "0\($0)" : "\($0)" }),
        Valid(spec: "10...1", titles: (1...10).reversed().map(String.init)),
        Valid(spec: "-5...5", titles: (-5...5).map(String.init)),
        Valid(spec: "-05...05", titles: (-5...5).map { $0 < 0 ? "-0\(-$0)" : "0\($0)" }),
        Valid(spec: "0...10/3", titles: ["0", "3", "6", "9"]),
        Valid(spec: "10..<0/5", titles: ["10", "5"]),
        Valid(spec: "a...e", titles: ["a", "b", "c", "d", "e"]),
        Valid(spec: "A...F", titles: ["A", "B", "C", "D", "E", "F"]),
        Valid(spec: "z...v/2", titles: ["z", "x", "v"]),
        Valid(spec: "Red,Orange,Yellow", titles: ["Red", "Orange", "Yellow"]),
        Valid(spec: #"1\,000,2\,000"#, titles: ["1,000", "2,000"]),
        Valid(spec: #"back\\slash"#, titles: [#"back\slash"#]),
        Valid(spec: "solo", titles: ["solo"]),
        Valid(spec: "1.5,2.5", titles: ["1.5", "2.5"]),
    ]

    @Test(arguments: valid)
    func parsesRows(_ c: Valid) throws {
        let spec = try ComponentSpec.parse(c.spec)
        let rows: any RowSource
        switch spec {
        case .numbers(let r): rows = r
        case .letters(let r): rows = r
        case .list(let items): rows = ByteListRows(items)
        default: Issue.record("unexpected \(spec)"); return
        }
        #expect((0..<rows.count).map(rows.title(at:)) == c.titles)
    }

    @Test func standardInputAndFile() throws {
        #expect(try ComponentSpec.parse("-") == .standardInput)
        #expect(try ComponentSpec.parse("@/tmp/rows") == .file("/tmp/rows"))
    }

    struct Invalid: Sendable, CustomTestStringConvertible {
        var spec: String
        var says: String
        var testDescription: String { spec.isEmpty ? "(empty)" : spec }
    }

    static let invalid: [Invalid] = [
        Invalid(spec: "1...", says: "has no upper bound"),
        Invalid(spec: "...5", says: "has no lower bound"),
        Invalid(spec: "a...5", says: "mixes a number and a letter"),
        Invalid(spec: "1...x", says: "mixes a number and a letter"),
        Invalid(spec: "a...Z", says: "mixes"),
        Invalid(spec: "0...10/0", says: "has step '0'"),
        Invalid(spec: "0...10/x", says: "has step 'x'"),
        Invalid(spec: "5..<5", says: "is an empty range"),
        Invalid(spec: "1..20", says: "is not a range"),
        Invalid(spec: "1....20", says: "is not a range"),
        Invalid(spec: "1.5...3", says: "neither a number nor a letter"),
        Invalid(spec: "", says: "is empty"),
        Invalid(spec: "a,,b", says: "empty item 2"),
        Invalid(spec: "a,", says: "empty item 2"),
        Invalid(spec: "@", says: "names no file"),
        Invalid(spec: "0...99999999999999999999", says: "too many rows"),
        Invalid(spec: "-9223372036854775807...9223372036854775807", says: "too many rows"),
    ]

    @Test func errorsQuoteTheSpecOnOneLine() {
        #expect(throws: SpecError.self) { try ComponentSpec.parse("a\n...5") }
        let message = SpecError(spec: "@x\ny", problem: .emptyPath).message
        #expect(message.hasPrefix("component '@x\\ny'"))
    }

    @Test(arguments: invalid)
    func rejects(_ c: Invalid) {
        #expect {
            _ = try ComponentSpec.parse(c.spec)
        } throws: { error in
            let message = (error as! SpecError).message
            return message.contains("'\(c.spec)'") && message.contains(c.says)
        }
    }

    @Test func numberRowsMatchByValue() {
        let rows = NumberRows(first: 0, step: 1, count: 60, padding: 2)
        #expect(rows.row(matching: "7") == 7)
        #expect(rows.row(matching: "07") == 7)
        #expect(rows.row(matching: "60") == nil)
        #expect(NumberRows(first: 0, step: 5, count: 12).row(matching: "7") == nil)
        #expect(NumberRows(first: 10, step: -1, count: 10).row(matching: "8") == 2)
    }

    /// Issue 18: a SPEC read from the argument's bytes is the one read
    /// from its text; list items keep bytes that are not UTF-8.
    @Test func textAndBytesParseAlike() throws {
        for spec in ["a,b", "a\\,b,c", "x\\", "1...3", "-", "@f", "!echo {1}", "caf\u{E9},th\u{E9}", "e\u{301},\u{301}"] {
            #expect(try ComponentSpec.parse(spec) == ComponentSpec.parse(Array(spec.utf8)), "\(spec)")
        }
        #expect(CommaList.split(Array("a\\,".utf8) + [0xFF, 0x2C, 0x5C, 0xFF]) == [Array("a,".utf8) + [0xFF], [0xFF]])
    }
}
