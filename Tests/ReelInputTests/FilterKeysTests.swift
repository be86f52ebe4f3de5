import Testing
@testable import ReelText
@testable import ReelRows
@testable import ReelModel
@testable import ReelInput
import CoreTestSupport

/// `--filter` in the running picker, driven by keys through the key table
/// as the session drives it: every printable key is the query's, the wheel
/// shows the matches best first, what is checked and printed is the
/// source's row, and a scan too long for a frame goes on a tick at a time.
/// Work is counted (rows tested, by the rows: `CountingRows`; ticks),
/// never timed.
@Suite struct FilterKeysTests {
    static let rows = ["src/main.swift", "README.md", "src/picker/Wheel.swift", "docs/wheel.md", "Tests/WheelTests.swift",
                       "jump k q", "1 2 3"]

    static func picker(_ rows: [String] = rows, multi: Bool = false, sliceWork: Int = WheelFilter.sliceWork,
                       rankWork: Int = WheelFilter.rankSlice) -> PickerState {
        picker(over: LineRows(rows.joined(separator: "\n") + "\n"), multi: multi, sliceWork: sliceWork, rankWork: rankWork)
    }

    static func picker(over source: some RowSource, multi: Bool = false, sliceWork: Int = WheelFilter.sliceWork,
                       rankWork: Int = WheelFilter.rankSlice) -> PickerState {
        var state = PickerState(wheels: [Wheel(rows: source)])
        state.edit(.filter(WheelFilter(wheel: 0, sliceWork: sliceWork, rankWork: rankWork)))
        if multi { state.edit(.multiple(wheel: 0, allowed: true, limit: nil)) }
        return state
    }

    /// `rows` that count the rows the filter tests.
    static func counting(_ rows: [String] = rows) -> CountingRows<LineRows> {
        CountingRows(LineRows(rows.joined(separator: "\n") + "\n"))
    }

    static func type(_ text: String, into state: inout PickerState) {
        for character in text { _ = state.press(.character(character), at: 1) }
    }

    static func shown(_ state: PickerState) -> [String] {
        (0..<state.wheels[0].rows.count).map { state.wheels[0].rows.title(at: $0) }
    }

    @Test func printableKeysTypeTheQueryAndTheWheelShowsTheMatchesBestFirst() {
        var state = Self.picker()
        Self.type("wh", into: &state)
        #expect(state.filter?.query == "wh")
        // As fzf --filter wh ranks them.
        #expect(Self.shown(state) == ["docs/wheel.md", "src/picker/Wheel.swift", "Tests/WheelTests.swift"])
        #expect(state.wheels[0].selectedRow == 0, "the band on the best match")
        // The query line says what is typed and how many of all match.
        #expect(state.notes.first == ToolbarNote(.typing, "> wh  3/7", keepsEnd: true))
        #expect(state.position(ofWheel: 0) == nil, "the query line counts instead")
    }

    /// `--no-sort`: the matches in input order.
    @Test func noSortKeepsInputOrder() {
        var state = PickerState(wheels: [Wheel(rows: ListRows(Self.rows))])
        state.edit(.filter(WheelFilter(wheel: 0, sorts: false)))
        Self.type("wh", into: &state)
        #expect(Self.shown(state) == ["src/picker/Wheel.swift", "docs/wheel.md", "Tests/WheelTests.swift"])
    }

    @Test(arguments: ["j", "k", "q", " ", "1", "/", "?", "g", "G", "n", "h", "l"])
    func keysThatActElsewhereAreText(_ text: String) {
        var state = Self.picker()
        let effects = state.press(.character(Character(text)), at: 1)
        #expect(effects.isEmpty, "\(text) neither accepts nor cancels")
        #expect(state.filter?.query == text)
        #expect(!state.finder.isSearching)
    }

    @Test func arrowsEnterAndTabKeepTheirJobsAndThePrintedValueIsTheSourceRow() {
        var state = Self.picker()
        Self.type("wh", into: &state)
        _ = state.press(.down, at: 2)
        _ = state.press(.control("n"), at: 2)
        #expect(state.wheels[0].selectedRow == 2)
        _ = state.press(.control("p"), at: 2)
        #expect(state.wheels[0].selectedRow == 1)
        #expect(state.wheels[0].currentValue == Array("src/picker/Wheel.swift".utf8))
        #expect(state.values.row(of: WheelRef(field: 0, wheel: 0)) == Array("2".utf8), "--index: the row's place in the input")
        #expect(state.press(.enter, at: 3) == [.finish(.accepted)])
    }

    @Test func controlUClearsTheQueryKeepingTheRow() {
        var state = Self.picker()
        Self.type("docs", into: &state)
        #expect(Self.shown(state) == ["docs/wheel.md"])
        #expect(state.press(.control("u"), at: 2).isEmpty)
        #expect(state.filter?.query == "")
        #expect(state.wheels[0].rows.count == 7, "every row again")
        #expect(state.wheels[0].selectedRow == 3, "the band stays on the row it was on")
        #expect(state.press(.control("u"), at: 3).isEmpty, "nothing to clear: nothing happens")
    }

    /// Esc cancels at once, query or not, as fzf and gum filter do.
    @Test func escCancelsAtOnceWithAQuery() {
        var state = Self.picker()
        Self.type("docs", into: &state)
        #expect(state.press(.escape, at: 2) == [.finish(.cancelled)])
        var empty = Self.picker()
        #expect(empty.press(.escape, at: 2) == [.finish(.cancelled)])
    }

    @Test func backspaceErasesAndPasteTypes() {
        var state = Self.picker()
        _ = state.press(.paste(Array("wheel\n".utf8)), at: 1)
        #expect(state.filter?.query == "wheel")
        _ = state.press(.backspace, at: 2)
        #expect(state.filter?.query == "whee")
        for _ in 0..<4 { _ = state.press(.backspace, at: 2) }
        #expect(state.filter?.query == "")
        #expect(state.wheels[0].rows.count == 7)
        #expect(state.press(.backspace, at: 3).isEmpty, "nothing to erase: nothing happens")
    }

    @Test func enterWithNoMatchDoesNotAccept() {
        var state = Self.picker()
        Self.type("zzz", into: &state)
        #expect(state.wheels[0].rows.count == 0)
        #expect(state.press(.enter, at: 2).isEmpty)
        _ = state.press(.backspace, at: 3)
        _ = state.press(.backspace, at: 3)
        _ = state.press(.backspace, at: 3)
        #expect(state.press(.enter, at: 4) == [.finish(.accepted)])
    }

    @Test func checksAreSourceRowsAndSurviveTheQueryChanging() {
        var state = Self.picker(multi: true)
        Self.type("md", into: &state)
        #expect(Self.shown(state) == ["README.md", "docs/wheel.md"])
        _ = state.press(.character(" "), at: 2)
        #expect(state.filter?.query == "md ", "space is the query's, even on a --multi wheel")
        _ = state.press(.control("t"), at: 2)
        _ = state.press(.down, at: 2)
        _ = state.press(.control("t"), at: 2)
        #expect(state.checks.answer(0, band: 0) == [1, 3], "README.md and docs/wheel.md, as the input numbers them")
        Self.type("docs", into: &state)
        #expect(state.checks.answer(0, band: 0) == [1, 3])
        #expect(state.values.rawValue(of: WheelRef(field: 0, wheel: 0)) == Array("README.md,docs/wheel.md".utf8))
        // ctrl+a checks what the query shows.
        var all = Self.picker(multi: true)
        Self.type("wheel", into: &all)
        _ = all.press(.control("a"), at: 2)
        #expect(all.checks.answer(0, band: 0) == [2, 3, 4])
    }

    @Test func anotherWheelKeepsItsKeys() {
        var state = PickerState(wheels: [Wheel(rows: ListRows(["a", "b"])), Wheel(rows: NumberRows(first: 0, step: 1, count: 10))])
        state.edit(.filter(WheelFilter(wheel: 0)))
        _ = state.press(.right, at: 1)
        _ = state.press(.character("j"), at: 1)
        #expect(state.wheels[1].selectedRow == 1)
        #expect(state.filters.filter(ofWheel: 0)?.query == "", "the first wheel's query is untouched")
        #expect(!KeyMap.Context(state).filtering)
    }

    /// A first key over more rows than a slice tests: the key answers with
    /// a slice, each tick tests the next, and the rows shown are then those
    /// of one scan; a key typed meanwhile narrows what was found and goes
    /// on where the scan was, testing no row twice.
    @Test func aLongScanGoesOnATickAtATime() {
        let many = (0..<10_000).map { $0 % 3 == 0 ? "src/wheel\($0).swift" : "docs/item\($0).md" }
        let counted = Self.counting(many)
        var state = Self.picker(over: counted, sliceWork: 1_000)
        #expect(counted.searched { Self.type("s", into: &state) } == 1_000)
        #expect(state.nextTick() == state.clock, "the rest goes on at once, after the keys waiting")
        #expect(state.notes.first?.text.hasSuffix("%") == true, "the query line says how far it got")
        var ticks = 0
        while state.nextTick() != nil {
            #expect(counted.searched { _ = state.apply(.tick, at: 2) } <= 1_000)
            ticks += 1
        }
        #expect(ticks == 9)
        let source = state.wheels[0].sourceRows
        #expect(state.filter?.shown == FilterResult.scan(FilterQuery("s"), in: source).ranked())

        // Typed while a scan goes on: "wh" after "w" had tested 1,000 rows.
        let typed = Self.counting(many)
        var typing = Self.picker(over: typed, sliceWork: 1_000)
        Self.type("w", into: &typing)
        let keptByW = typing.filter?.matchCount ?? 0
        let tested = typed.searched {
            Self.type("h", into: &typing)
            while typing.nextTick() != nil { _ = typing.apply(.tick, at: 2) }
        }
        #expect(tested == 10_000 - 1_000 + keptByW, "the rows 'w' had not tested, and what it kept")
        #expect(typing.filter?.shown == FilterResult.scan(FilterQuery("wh"), in: source).ranked())
        #expect(typing.wheels[0].rows.title(at: 0) == "src/wheel0.swift")
    }

    /// Many matches are ranked a slice a tick too (the counting sort's
    /// steps resumed between ticks), shown in input order meanwhile; a key
    /// typed during the ranking narrows what the scan found.
    @Test func manyMatchesAreRankedATickAtATime() {
        let many = (0..<60_000).map { $0 % 2 == 0 ? "a/b\($0)" : "xa\($0)" }
        var state = Self.picker(many, sliceWork: 1_000_000, rankWork: 100_000)
        Self.type("a", into: &state)
        #expect(state.filter?.matchCount == 60_000)
        #expect(state.nextTick() != nil, "the ranking goes on")
        #expect(state.wheels[0].rows.title(at: 0) == "a/b0", "input order meanwhile")
        var ticks = 0
        while state.nextTick() != nil {
            _ = state.apply(.tick, at: 2)
            ticks += 1
        }
        #expect(ticks == 2, "60,000 keys counted and placed twice, 100,000 a tick")
        let source = state.wheels[0].sourceRows
        #expect(state.filter?.shown == FilterResult.scan(FilterQuery("a"), in: source).ranked())

        let typed = Self.counting(many)
        var typing = Self.picker(over: typed, sliceWork: 1_000_000)
        Self.type("a", into: &typing)
        #expect(typed.searched { Self.type("/", into: &typing) } == 60_000, "'a/' tests only what 'a' found")
        #expect(typing.nextTick() == nil)
        #expect(typing.filter?.shown == FilterResult.scan(FilterQuery("a/"), in: source).ranked())
        #expect(typed.searched { _ = typing.press(.backspace, at: 3) } == 0, "'a' again: kept, not scanned")
        #expect(typing.filter?.shown == FilterResult.scan(FilterQuery("a"), in: source).ranked())
    }

    /// Rows streaming in are tested as they come, once each, and the band
    /// stays on the best match. (A slice tests 3 rows here: the 3 rows
    /// that come are tested in the event's slice, where 4 or more would
    /// leave the scan going on.)
    @Test func streamedRowsAreFilteredAsTheyCome() {
        var lines = LineRows()
        lines.append(Array("alpha\nbeta\n".utf8), final: false)
        var state = PickerState(wheels: [Wheel(rows: lines)])
        state.streaming = Streaming(wheel: 0)
        state.edit(.filter(WheelFilter(wheel: 0, sliceWork: 3)))
        Self.type("a", into: &state)
        #expect(Self.shown(state) == ["alpha", "beta"])
        lines.append(Array("gamma\nab\nzzz\n".utf8), final: false)
        _ = state.apply(.rows(wheel: 0, rows: lines), at: 2)
        #expect(state.nextTick() == nil, "only the rows that came: one slice")
        #expect(Self.shown(state) == ["ab", "alpha", "beta", "gamma"])
        #expect(state.wheels[0].sourceRows.count == 5)
        _ = state.apply(.rowsEnded(wheel: 0, failure: nil), at: 3)
        #expect(Self.shown(state) == ["ab", "alpha", "beta", "gamma"])
        #expect(state.notes.first?.text == "> a  4/5")
    }

    /// Issue 41 item 10: characters typed in one read are one edit of the
    /// query, however many (the session hands them over as one event), and
    /// the query stops at `WheelFilter.queryCap`, as the search's does:
    /// 4,000 keys once took 3.75 s, each filtering again over a query a
    /// key longer. Counted in query changes, never timed.
    @Test func aBurstOfTypedKeysIsOneEditOfACappedQuery() {
        let many = (0..<10_000).map { $0 % 3 == 0 ? "src/wheel\($0).swift" : "docs/item\($0).md" }
        let counted = Self.counting(many)
        var burst = Self.picker(over: counted, sliceWork: 1_000)
        let keys = String(repeating: "s", count: 4_000)
        let tested = counted.searched { _ = burst.apply(.input(keys.map { .typed($0, at: 1) }), at: 1) }
        // Each edit of the query tests a slice at once: one edit, one slice.
        #expect(tested > 0 && tested <= 1_000, "one edit of the query")
        #expect(burst.filter?.query.count == WheelFilter.queryCap)
        #expect(burst.filter?.isFull == true)
        #expect(burst.notes.first?.text.hasPrefix("> " + String(repeating: "s", count: WheelFilter.queryCap) + " (full)  ") == true)
        // Typed key by key, the query stops at the same cap, and keys past
        // it change nothing.
        let byKey = Self.counting(many)
        var keyByKey = Self.picker(over: byKey, sliceWork: 1_000)
        Self.type(String(keys.prefix(WheelFilter.queryCap)), into: &keyByKey)
        #expect(keyByKey.filter?.query == burst.filter?.query)
        #expect(byKey.searched { Self.type(String(keys.prefix(10)), into: &keyByKey) } == 0)
        #expect(keyByKey.filter?.query == burst.filter?.query)
        #expect(keyByKey.filter?.isFull == true)
        // Backspace makes room again.
        _ = keyByKey.press(.backspace, at: 2)
        #expect(keyByKey.filter?.isFull == false)
    }

    /// A burst types what the same keys one by one type, a paste among them too.
    @Test func aBurstTypesWhatKeysOneByOneType() {
        let counted = Self.counting()
        var burst = Self.picker(over: counted)
        _ = burst.apply(.input([.typed("w", at: 1), .pasted("he", at: 1), .typed("l", at: 1), .down]), at: 1)
        var keyByKey = Self.picker()
        Self.type("whel", into: &keyByKey)
        _ = keyByKey.press(.down, at: 1)
        #expect(burst.filter?.query == "whel")
        #expect(counted.titlesSearched == Self.rows.count, "one edit: each row tested once")
        #expect(Self.shown(burst) == Self.shown(keyByKey))
        #expect(burst.wheels[0].selectedRow == keyByKey.wheels[0].selectedRow)
    }

    /// Issue 41 item 6: Enter while the ranking goes on waits for it (the
    /// accept held, as while a command wheel loads) and then takes the best
    /// row, the one `--batch --filter` prints first; before, it took the
    /// first match in input order, shown while many are ranked.
    @Test func enterDuringARankingWaitsForItsBestRow() {
        let many = ["zz/xa"] + (1..<60_000).map { "a/b\($0)" }
        var state = Self.picker(many, sliceWork: 1_000_000, rankWork: 100_000)
        Self.type("a", into: &state)
        #expect(state.filter?.isPending == true, "the ranking goes on")
        #expect(state.wheels[0].rows.title(at: 0) == "zz/xa", "input order meanwhile")
        #expect(state.press(.enter, at: 2).isEmpty, "held")
        #expect(state.heldAccept.ending == .accepted)
        #expect(state.notes.contains { $0.text == HeldAccept.note })
        var effects: [Effect] = []
        while !effects.ends, state.nextTick() != nil { effects = state.apply(.tick, at: 3) }
        #expect(effects == [.finish(.accepted)])
        let source = state.wheels[0].sourceRows
        let best = FilterResult.scan(FilterQuery("a"), in: source).ranked().first.map(Int.init)
        #expect(state.wheels[0].selectedSourceRow == best)
        #expect(best != 0)
    }

    /// A row the person chose stays chosen through the ranking.
    @Test func enterOnAChosenRowDuringARankingKeepsIt() {
        let many = ["zz/xa"] + (1..<60_000).map { "a/b\($0)" }
        var state = Self.picker(many, sliceWork: 1_000_000, rankWork: 100_000)
        Self.type("a", into: &state)
        _ = state.press(.down, at: 2)
        let chosen = state.wheels[0].selectedSourceRow
        #expect(state.press(.enter, at: 2).isEmpty)
        var effects: [Effect] = []
        while !effects.ends, state.nextTick() != nil { effects = state.apply(.tick, at: 3) }
        #expect(effects == [.finish(.accepted)])
        #expect(state.wheels[0].selectedSourceRow == chosen)
    }

    /// `--timeout --on-timeout accept` during a ranking waits for it too,
    /// as Enter does.
    @Test func aTimeoutThatAcceptsWaitsForTheRanking() {
        let many = ["zz/xa"] + (1..<60_000).map { "a/b\($0)" }
        var state = Self.picker(many, sliceWork: 1_000_000, rankWork: 100_000)
        state.edit(.timeout(IdleTimeout(seconds: 1, accepts: true)))
        _ = state.apply(.started, at: 0)
        Self.type("a", into: &state)
        #expect(state.filter?.isPending == true)
        #expect(!state.apply(.tick, at: 5).ends, "past the timeout, held for the ranking")
        #expect(state.heldAccept.ending == .timedOut(accepted: true))
        var effects: [Effect] = []
        while !effects.ends, state.nextTick() != nil { effects = state.apply(.tick, at: 6) }
        #expect(effects == [.finish(.timedOut(accepted: true))])
        let source = state.wheels[0].sourceRows
        let best = FilterResult.scan(FilterQuery("a"), in: source).ranked().first.map(Int.init)
        #expect(state.wheels[0].selectedSourceRow == best)
    }

    /// `--query` starts the filter's query line with it.
    @Test func aStartQueryIsTyped() {
        var state = Self.picker()
        let start = StartQuery(text: "wh", filters: true).start(&state)
        #expect(start == .run)
        #expect(state.filter?.query == "wh")
        #expect(Self.shown(state).first == "docs/wheel.md")
        var one = Self.picker()
        #expect(StartQuery(text: "main", filters: true, selectOne: true).start(&one) == .accept)
        #expect(one.wheels[0].currentValue == Array("src/main.swift".utf8))
        var none = Self.picker()
        #expect(StartQuery(text: "zzz", filters: true, exitZero: true).start(&none) == .noMatch)
    }

    /// Without `--filter`, `/` is still the search and letters still act.
    @Test func withoutAFilterSlashSearches() {
        var state = PickerState(wheels: [Wheel(rows: ListRows(Self.rows))])
        _ = state.press(.character("/"), at: 1)
        #expect(state.finder.isSearching)
        #expect(state.filter?.query == nil)
    }
}
