import Testing
@testable import ReelText
@testable import ReelRows
@testable import ReelModel

/// The `--filter` matcher on its own: the query's grammar, fzf's points,
/// ties, and the work a longer query saves.
@Suite struct FilterTests {
    private func ranked(_ query: String, _ rows: [String], sort: Bool = true) -> [String] {
        FilterResult.scan(FilterQuery(query), in: LineRows(rows.joined(separator: "\n") + "\n")).ranked(sort: sort).map { rows[Int($0)] }
    }

    struct Grammar: Sendable, CustomTestStringConvertible {
        let query: String
        let terms: [[String]]  // per group: kind, "!" when inverse, the text
        var testDescription: String { query }
    }

    @Test(arguments: [
        Grammar(query: "abc", terms: [["fuzzy abc"]]),
        Grammar(query: "'abc", terms: [["exact abc"]]),
        Grammar(query: "^abc", terms: [["prefix abc"]]),
        Grammar(query: "abc$", terms: [["suffix abc"]]),
        Grammar(query: "^abc$", terms: [["equal abc"]]),
        Grammar(query: "!abc", terms: [["exact !abc"]]),
        Grammar(query: "!'abc", terms: [["fuzzy !abc"]]),
        Grammar(query: "!^abc", terms: [["prefix !abc"]]),
        Grammar(query: "a | b c", terms: [["fuzzy a", "fuzzy b"], ["fuzzy c"]]),
        Grammar(query: "| a", terms: [["fuzzy |"], ["fuzzy a"]]),
        Grammar(query: "  a\\ b  ", terms: [["fuzzy a b"]]),
        Grammar(query: "' ^ $ !", terms: [["fuzzy $"]]),
        Grammar(query: "Ab", terms: [["fuzzy Ab"]]),
    ])
    func parsesAsFzf(_ grammar: Grammar) {
        let groups = FilterQuery(grammar.query).groups.map { group in
            group.map { term in
                "\(term.kind) \(term.inverse ? "!" : "")" + String(String.UnicodeScalarView(term.scalars.compactMap(Unicode.Scalar.init)))
            }
        }
        #expect(groups == grammar.terms)
    }

    @Test func smartCaseIsPerWord() {
        let query = FilterQuery("Abc def")
        #expect(query.groups.map { $0[0].caseSensitive } == [true, false])
        #expect(ranked("Abc def", ["abc def", "Abc DEF", "ABC def"]) == ["Abc DEF"])
    }

    @Test func wordStartsBeatAMatchInsideAWord() {
        // As fzf ranks them: a hump and a "-" earn the same; the shorter row wins.
        #expect(ranked("fb", ["xfoobarx", "foo-bar", "fooBar", "foo_bar"]) == ["fooBar", "foo-bar", "foo_bar", "xfoobarx"])
        #expect(ranked("ob", ["foobar", "out-of-bound"]).first == "out-of-bound")
        #expect(ranked("sw", ["a/show.txt", "src/swift"]).first == "src/swift")
    }

    @Test func tiesGoToTheShorterRowThenToInputOrder() {
        #expect(ranked("abc", ["xx abc", "abc", " abc  ", "abcd", "abc"]) == ["abc", " abc  ", "abc", "abcd", "xx abc"])
    }

    @Test func noSortAndExclusionsAloneKeepInputOrder() {
        let rows = ["zzz abc", "abc", "ab c"]
        #expect(ranked("abc", rows, sort: false) == ["zzz abc", "abc", "ab c"])
        #expect(ranked("!zzz", rows) == ["abc", "ab c"])
    }

    @Test func theEmptyQueryKeepsEveryRowInOrder() {
        #expect(ranked("  ", ["b", "a"]) == ["b", "a"])
    }

    @Test func unicodeRowsMatchByScalar() {
        // A CJK letter after a space starts a word, as after "/": the shorter row wins.
        #expect(ranked("設定", ["設 定", "日本語/設定", "설정"]) == ["設 定", "日本語/設定"])
        #expect(ranked("é", ["É", "e", "é"]) == ["É", "é"])
    }

    struct Refinement: Sendable, CustomTestStringConvertible {
        let longer: String, shorter: String, refines: Bool
        var testDescription: String { "\(longer) after \(shorter)" }
    }

    @Test(arguments: [
        Refinement(longer: "abc", shorter: "ab", refines: true),
        Refinement(longer: "'abc", shorter: "'ab", refines: true),
        Refinement(longer: "ab$", shorter: "ab", refines: true),
        Refinement(longer: "^abc", shorter: "^ab", refines: true),
        Refinement(longer: "ab c", shorter: "ab", refines: true),
        Refinement(longer: "abC", shorter: "ab", refines: true),
        Refinement(longer: "Ab", shorter: "ab", refines: true),
        Refinement(longer: "ab", shorter: "Ab", refines: false),
        Refinement(longer: "!ab", shorter: "!a", refines: false),
        Refinement(longer: "a | b", shorter: "a |", refines: false),
        Refinement(longer: "'ab", shorter: "a", refines: true),
        Refinement(longer: "ab", shorter: "'ab", refines: false),
        Refinement(longer: "abc", shorter: "", refines: true),
    ])
    func aLongerQuerySearchesOnlyWhatTheShorterKept(_ case_: Refinement) {
        #expect(FilterQuery(case_.longer).refines(FilterQuery(case_.shorter)) == case_.refines)
    }

    /// Typing on tests only the rows the last key kept; rows that stream
    /// in afterwards are tested once each.
    @Test func narrowingCountsOnlyTheRowsKept() {
        var text = ""
        for i in 0..<10_000 { text += i % 100 == 0 ? "needle \(i)\n" : "hay \(i)\n" }
        var rows = LineRows()
        rows.append(Array(text.utf8), final: false)
        let first = FilterResult.scan(FilterQuery("ne"), in: rows)
        #expect(first.rowsTested == 10_000)
        #expect(first.rows.count == 100)
        let second = FilterResult.scan(FilterQuery("needle"), in: rows, narrowing: first)
        #expect(second.rowsTested == 100)
        #expect(second.rows.count == 100)
        let broader = FilterResult.scan(FilterQuery("h"), in: rows, narrowing: second)
        #expect(broader.rowsTested == 10_000)

        rows.append(Array("needle late\nhay late\n".utf8), final: true)
        var grown = second
        grown.append(from: rows)
        #expect(grown.rowsTested == 2)
        #expect(grown.ranked().last.map { rows.title(at: Int($0)) } == "needle late")
    }

    @Test func otherSourcesAreFilteredByTheirTitles() {
        let list = ListRows(["Red", "Orange", "Yellow", "Green"])
        #expect(FilterResult.scan(FilterQuery("re"), in: list).ranked().map { list.title(at: Int($0)) } == ["Red", "Green", "Orange"])
    }

    /// The counting sort ranks as comparing the whole keys would, at once
    /// or a few keys a step, listing the ordinals or the values given; so
    /// does the comparison that fewer than `countsFrom` keys take. Scores
    /// and lengths at both ends of their 16 bits.
    @Test func rankSortAgreesWithComparing() {
        var corpus = FilterCorpus(seed: 3)
        for count in [0, 1, 2, 100, RankSorting.countsFrom - 1, RankSorting.countsFrom, 20_000] {
            let keys = (0..<count).map { ordinal in
                let score = [0, 1, 0xFFFF, UInt64(corpus.below(40))][corpus.below(4)]
                let length = [0, 0xFFFF, UInt64(corpus.below(30)), UInt64(corpus.below(30))][corpus.below(4)]
                return score << 48 | length << 32 | UInt64(ordinal)
            }
            let wanted = keys.sorted().map { Int($0 & 0xFFFF_FFFF) }
            #expect(RankSort.ordinals(keys) == wanted, "\(count)")
            let values = (0..<count).map { Int32(truncatingIfNeeded: $0 * 7 + 3) }
            for budget in [1, 777, Int.max] {
                var sorting = RankSorting(keys, values: values)
                var steps = 0
                while !sorting.isDone {
                    sorting.advance(budget: budget)
                    steps += 1
                }
                #expect(sorting.sorted == wanted.map { values[$0] }, "\(count) \(budget)")
                // Counted, then placed twice: a step does at most `budget` keys of it.
                #expect(count < RankSorting.countsFrom || steps >= 3 * count / budget, "\(count) \(budget)")
            }
        }
    }

    /// A scan a slice at a time makes room once for what it may find (the
    /// rows it has to test), so that no slice copies what the slices
    /// before found to make more; the room its matches did not take is
    /// given back when it ends (a result is kept).
    @Test func aScanMakesRoomOnceAndGivesBackWhatItDidNotTake() {
        var text = ""
        for i in 0..<50_000 { text += i % 10 == 0 ? "needle \(i)\n" : "hay \(i)\n" }
        let rows = LineRows(text)
        var scan = FilterScan(FilterQuery("needle"), narrowing: nil)
        scan.advance(in: rows, budget: 1_000)
        let room = scan.result.rows.capacity
        #expect(room >= 50_000)
        while !scan.isComplete(sourceCount: rows.count) {
            scan.advance(in: rows, budget: 1_000)
            #expect(scan.result.rows.capacity == room)
        }
        var result = scan.result
        result.fit()
        #expect(result.rows == scan.result.rows && result.rankKeys == scan.result.rankKeys)
        #expect(result.rows.count == 5_000 && result.rows.capacity < 2 * 5_000 + 4096)
        #expect(result.ranked() == FilterResult.scan(FilterQuery("needle"), in: rows).ranked())
    }
}
