import Testing
@testable import ReelText
@testable import ReelRows
@testable import ReelModel

/// `--filter` in a picker of several wheels (issue 41 item 7): each list
/// wheel has a query of its own; the focused one's takes the keys and is
/// shown, Tab shows the next wheel's, and a range wheel keeps its digit
/// type-ahead. Driven by actions, as the key table hands them over.
@Suite struct WheelFiltersTests {
    /// Two list wheels (a comma list and a streamed one) around a range.
    static func picker() -> PickerState {
        var state = PickerState(wheels: [Wheel(rows: ListRows(["a1", "a2", "b1"])),
                                         Wheel(rows: NumberRows(first: 1, step: 1, count: 20)),
                                         Wheel(rows: LineRows("x\ny\nz\n"))])
        state.edit([.filter(WheelFilter(wheel: 0)), .filter(WheelFilter(wheel: 2))])
        return state
    }

    static func type(_ text: String, into state: inout PickerState, at time: Double = 1) {
        for character in text { state.perform(.typed(character, at: time)) }
    }

    static func shown(_ state: PickerState, wheel: Int) -> [String] {
        (0..<state.wheels[wheel].rows.count).map { state.wheels[wheel].rows.title(at: $0) }
    }

    /// The row in each wheel's band, as printed.
    static func chosen(_ state: PickerState) -> [String] {
        state.wheels.map { $0.rows.count > 0 ? $0.rows.title(at: $0.selectedRow) : "" }
    }

    @Test func eachListWheelKeepsItsOwnQuery() {
        var state = Self.picker()
        Self.type("b", into: &state)
        #expect(state.filters.filter(ofWheel: 0)?.query == "b")
        #expect(Self.shown(state, wheel: 0) == ["b1"])
        #expect(state.notes.first == ToolbarNote(.typing, "> b  1/3", keepsEnd: true))
        state.edit(.focus(.wheel(2)))
        Self.type("y", into: &state)
        #expect(state.filters.filter(ofWheel: 2)?.query == "y")
        #expect(state.filters.filter(ofWheel: 0)?.query == "b", "typing on one leaves the other's query")
        #expect(Self.shown(state, wheel: 0) == ["b1"])
        #expect(Self.shown(state, wheel: 2) == ["y"])
        #expect(Self.chosen(state) == ["b1", "1", "y"])
    }

    @Test func tabShowsTheNextWheelsQuery() {
        var state = Self.picker()
        Self.type("a2", into: &state)
        #expect(state.filter?.wheel == 0)
        state.perform(.next)
        #expect(state.focus == .wheel(1))
        #expect(state.filter == nil, "a range wheel has no query")
        #expect(!state.notes.contains { $0.rank == .typing }, "nor a query line")
        state.perform(.next)
        #expect(state.filter?.wheel == 2)
        #expect(state.notes.first == ToolbarNote(.typing, ">   3/3", keepsEnd: true), "the next wheel's query, empty")
        Self.type("z", into: &state)
        #expect(state.notes.first == ToolbarNote(.typing, "> z  1/3", keepsEnd: true))
        state.perform(.previous)
        state.perform(.previous)
        #expect(state.notes.first == ToolbarNote(.typing, "> a2  1/3", keepsEnd: true), "back to the first's")
        // On a button, the keys go to the wheel last focused that filters.
        state.perform(.next)
        state.perform(.next)
        state.perform(.next)
        #expect(state.focus == .done)
        #expect(state.filter?.wheel == 2)
    }

    @Test func aRangeWheelStillGetsTypeAhead() {
        var state = Self.picker()
        state.perform(.next)
        Self.type("12", into: &state)
        #expect(state.wheels[1].rows.title(at: state.wheels[1].selectedRow) == "12")
        #expect(state.filters.filter(ofWheel: 0)?.query == "")
        #expect(state.filters.filter(ofWheel: 2)?.query == "")
    }

    @Test func controlUClearsTheFocusedQueryOnly() {
        var state = Self.picker()
        Self.type("a", into: &state)
        state.perform(.focus(.wheel(2)))
        Self.type("x", into: &state)
        #expect(state.perform(.edit(.deleteToStart)) == [])
        #expect(state.filters.filter(ofWheel: 2)?.query == "")
        #expect(state.filters.filter(ofWheel: 0)?.query == "a")
        #expect(state.perform(.cancel) == [.finish(.cancelled)], "Esc cancels, whatever the queries hold")
    }

    /// Rows streamed into one wheel are filtered by its own query; the
    /// other wheel's rows stay as its query shows them.
    @Test func eachFilterFollowsItsOwnWheelsRows() {
        var state = Self.picker()
        state.edit(.streaming(Streaming(wheel: 2)))
        Self.type("a", into: &state)
        state.perform(.focus(.wheel(2)))
        Self.type("w", into: &state)
        #expect(Self.shown(state, wheel: 2).isEmpty)
        _ = state.apply(.rows(wheel: 2, rows: LineRows("x\ny\nz\nwho\nwhat\n")), at: 2)
        #expect(Self.shown(state, wheel: 2) == ["who", "what"])
        #expect(Self.shown(state, wheel: 0) == ["a1", "a2"])
        #expect(state.filters.filter(ofWheel: 0)?.query == "a")
    }

    /// `--query` goes to the focused wheel's filter, or with a range
    /// focused, to the first list wheel's as drawn.
    @Test func aStartQueryGoesToTheFocusedListWheelElseTheFirst() {
        var state = Self.picker()
        state.perform(.focus(.wheel(2)))
        #expect(StartQuery(text: "z", filters: true).start(&state) == .run)
        #expect(state.filters.filter(ofWheel: 2)?.query == "z")
        #expect(state.filters.filter(ofWheel: 0)?.query == "")
        var ranged = Self.picker()
        ranged.perform(.focus(.wheel(1)))
        // One match, but the range beside it has many rows: not every wheel
        // is decided, so `--select-1` draws (issue 47).
        #expect(StartQuery(text: "b", filters: true, selectOne: true).start(&ranged) == .run)
        #expect(ranged.filters.filter(ofWheel: 0)?.query == "b")
        #expect(Self.chosen(ranged) == ["b1", "1", "x"])
    }

    /// A wheel that stops filtering shows every row again; the other keeps its query.
    @Test func oneWheelStopsFilteringAlone() {
        var state = Self.picker()
        state.edit(.wheelFilterQuery("a", wheel: 0))
        state.edit(.wheelFilterQuery("y", wheel: 2))
        #expect(Self.shown(state, wheel: 0) == ["a1", "a2"])
        state.edit(.noFilter(wheel: 0))
        #expect(state.filters.wheels == [2])
        #expect(Self.shown(state, wheel: 0) == ["a1", "a2", "b1"])
        #expect(Self.shown(state, wheel: 2) == ["y"])
    }
}
