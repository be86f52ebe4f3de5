import Testing
@testable import ReelText
@testable import ReelRows
@testable import ReelModel

/// `--select-1` and `--exit-0` over rows still coming (issue 41 item 6):
/// the matches counted as rows arrive, each row looked at once, and when
/// the rows read decide that the picker is to be drawn.
@Suite struct StartCountTests {
    /// Rows arriving in two parts, as two reads of a pipe.
    static func arriving(_ first: String, then rest: String) -> (LineRows, LineRows) {
        var rows = LineRows()
        rows.append(Array(first.utf8), final: false)
        let early = rows
        rows.append(Array(rest.utf8), final: false)
        return (early, rows)
    }

    @Test func selectOneDecidesOnASecondMatch() {
        let (early, later) = Self.arriving("src/main.swift\nREADME.md\n", then: "docs/main.md\nzzz\n")
        var count = StartCount(StartQuery(text: "main", filters: true, selectOne: true))
        count.take(early)
        #expect(count.matches == 1)
        #expect(!count.decides, "one match so far may stay the only one")
        count.take(later)
        #expect(count.matches == 2)
        #expect(count.decides)
    }

    @Test func exitZeroAloneDecidesOnAFirstMatch() {
        let (early, later) = Self.arriving("README.md\n", then: "src/main.swift\n")
        var count = StartCount(StartQuery(text: "main", filters: true, exitZero: true))
        count.take(early)
        #expect(!count.decides)
        count.take(later)
        #expect(count.decides)
    }

    /// A `/` search's query counts the rows that contain it; no query counts rows.
    @Test func aSearchQueryAndNoQuery() {
        let (early, later) = Self.arriving("alpha\nbeta\n", then: "gamma\nalphabet\n")
        var search = StartCount(StartQuery(text: "alp", selectOne: true))
        search.take(early)
        #expect(search.matches == 1)
        search.take(later)
        #expect(search.matches == 2)
        var none = StartCount(StartQuery(selectOne: true))
        var one = LineRows()
        one.append(Array("only\n".utf8), final: false)
        none.take(one)
        #expect(!none.decides)
        none.take(early)
        #expect(none.decides)
    }
}
