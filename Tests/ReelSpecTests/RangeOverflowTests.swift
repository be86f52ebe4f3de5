import Testing
@testable import ReelText
@testable import ReelRows
@testable import ReelModel
@testable import ReelSpec

/// Ranges whose bounds or step lie near `Int.min` and `Int.max`: each
/// parses to its few rows or fails as too large, and every number typed
/// against it (`--select`, an accessible answer, digits typed ahead) is
/// found or not without a signed difference that overflows.
@Suite struct RangeOverflowTests {
    static let top = "9223372036854775807", bottom = "-9223372036854775808"

    struct RangeCase: Sendable, CustomTestStringConvertible {
        var spec: String
        var titles: [String]?   // nil: too many rows
        var testDescription: String { spec }
    }

    static let ranges: [RangeCase] = [
        RangeCase(spec: "1...\(top)/\(top)", titles: ["1"]),
        RangeCase(spec: "0...10/\(top)", titles: ["0"]),
        RangeCase(spec: "0...\(top)/\(top)", titles: ["0", top]),
        RangeCase(spec: "-5...\(top)/\(top)", titles: ["-5", "9223372036854775802"]),
        RangeCase(spec: "\(bottom)...\(top)/\(top)", titles: [bottom, "-1", "9223372036854775806"]),
        RangeCase(spec: "\(top)...\(bottom)/\(top)", titles: [top, "0", "-9223372036854775807"]),
        RangeCase(spec: "\(bottom)..<\(top)/\(top)", titles: [bottom, "-1", "9223372036854775806"]),
        RangeCase(spec: "\(bottom)...0", titles: nil),
        RangeCase(spec: "\(bottom)...\(top)", titles: nil),
        RangeCase(spec: "\(top)...\(bottom)", titles: nil),
        RangeCase(spec: "1...\(top)/2", titles: nil),
        RangeCase(spec: "a...z/\(top)", titles: ["a"]),
        RangeCase(spec: "z...a/\(top)", titles: ["z"]),
    ]

    @Test(arguments: ranges) func hugeBoundsAndStepsParseOrAreTooLarge(_ range: RangeCase) throws {
        guard let titles = range.titles else {
            #expect(throws: SpecError.self) { try ComponentSpec.parse(range.spec) }
            return
        }
        switch try ComponentSpec.parse(range.spec) {
        case .numbers(let rows):
            #expect((0..<rows.count).map(rows.title(at:)) == titles)
            for (row, title) in titles.enumerated() { #expect(rows.row(matching: title) == row) }
        case .letters(let rows):
            #expect((0..<rows.count).map(rows.title(at:)) == titles)
        default:
            Issue.record("\(range.spec) is not a range")
        }
    }

    static let numbers = [top, bottom, "9223372036854775806", "-9223372036854775807", "0", "-1", "1", "5",
                          "922337203685477580", "92233720368547758", "99999999999999999999"]

    @Test(arguments: [
        NumberRows(first: -5, step: 1, count: 11), NumberRows(first: 5, step: -1, count: 11),
        NumberRows(first: 0, step: Int.max, count: 2), NumberRows(first: Int.min, step: Int.max, count: 3),
        NumberRows(first: Int.max, step: -Int.max, count: 3), NumberRows(first: 0, step: 1_000_000_000_000, count: 9_223_373),
    ])
    func anyNumberIsARowOrNotWithoutOverflow(_ rows: NumberRows) {
        for text in Self.numbers {
            if let row = rows.row(matching: text) { #expect(rows.title(at: row) == text) }
            if let row = rows.firstRow(matching: text, as: .prefix, in: 0..<rows.count) {
                #expect(rows.title(at: row).hasPrefix(text))
            }
            _ = rows.firstRow(matching: text, as: .contains, in: 0..<Swift.min(rows.count, 100))
        }
        #expect(NumberRows(first: -5, step: 1, count: 11).row(matching: Self.top) == nil)
        #expect(NumberRows(first: 5, step: -1, count: 11).row(matching: Self.bottom) == nil)
        #expect(NumberRows(first: 0, step: Int.max, count: 2).firstRow(matching: "5", as: .prefix, in: 0..<2) == nil)
        #expect(NumberRows(first: 0, step: Int.max, count: 2).firstRow(matching: "9", as: .prefix, in: 0..<2) == 1)
    }
}
