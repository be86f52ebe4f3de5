import Testing
@testable import ReelText
@testable import ReelRows
@testable import ReelModel

/// A query of many terms costs what its different terms cost: a word
/// typed again is searched once and scored as often as it stands, so the
/// order stays fzf's (2,000 words over 1,000,000 rows took 82.7 s).
@Suite struct RepeatedTermsTests {
    /// Letters most rows hold, so that rows pass every byte test and are
    /// scored: where repeated terms cost most.
    static let words = ["a", "e", "s", "r", "t", "i", "o", "n", "c", "l", "m", "d"]

    static let rows: LineRows = {
        var corpus = FilterCorpus(seed: 43)
        return LineRows(corpus.rows(3000).joined(separator: "\n") + "\n")
    }()

    /// Table cells scored over the rows: the work of a scan.
    func cells(_ query: String) -> Int {
        let matcher = RowMatcher(FilterQuery(query))
        Self.rows.forEachRow(from: 0) { _, row in
            _ = matcher.match(row)
            return true
        }
        return matcher.cells
    }

    @Test func fiveHundredTermsFromADozenWordsCostAtMostTwentyTimesOne() {
        var picks = FilterCorpus(seed: 9)
        let many = (0..<500).map { _ in picks.pick(Self.words) }.joined(separator: " ")
        let one = cells("es")
        #expect(one > 0)
        #expect(cells(many) <= 20 * one, "500 terms: \(cells(many)) cells, one term: \(one)")
    }

    @Test func aRepeatedWordScoresAsOftenAsItStands() {
        let twice = RowMatcher(FilterQuery("src src swift")), once = RowMatcher(FilterQuery("src")),
            other = RowMatcher(FilterQuery("swift"))
        var compared = 0
        Self.rows.forEachRow(from: 0) { _, row in
            if let both = twice.match(row) {
                let a = once.match(row)!.score, b = other.match(row)!.score
                #expect(both.score == 2 * a + b)
                compared += 1
            } else {
                #expect(once.match(row) == nil || other.match(row) == nil)
            }
            return true
        }
        #expect(compared > 0)
    }
}
