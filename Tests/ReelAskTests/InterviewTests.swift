import Testing
@testable import ReelText
@testable import ReelRows
@testable import ReelModel
@testable import ReelAsk
import ModelTestSupport

/// The accessible mode's questions, without a terminal: what is asked of
/// a state, and which actions an answer becomes. The session (and the
/// end-to-end tests) only carry lines to and from this.
@Suite struct InterviewTests: InterviewDriving {
    /// A comma list's rows, as `-c Red,Orange` makes them.
    static func list(_ items: String...) -> ByteListRows { ByteListRows(items.map { Array($0.utf8) }) }

    @Test func restTimer() throws {
        var state = PickerState(wheels: [Wheel(rows: NumberRows(first: 1, step: 1, count: 20), label: "분", selectedRow: 9)],
                                title: "휴식하기", message: "최대 20분까지 설정할 수 있습니다.")
        var interview = Interview(state)
        #expect(interview.opening(state) == ["휴식하기", "최대 20분까지 설정할 수 있습니다."])
        #expect(asked(&interview, state) == ["분 (1–20) [10]: "])
        #expect(answer("25", &interview, &state) == "25 is not between 1 and 20")
        #expect(answer("abc", &interview, &state) == "abc is not between 1 and 20")
        #expect(asked(&interview, state) == ["분 (1–20) [10]: "])
        #expect(answer(" 12 ", &interview, &state) == nil)
        #expect(state.selectedRows == [11])
        #expect(ends(&interview, state), "one question: its answer accepts")
    }

    @Test func anEmptyAnswerKeepsTheValue() throws {
        var state = PickerState(wheels: [Wheel(rows: NumberRows(first: 0, step: 5, count: 12), selectedRow: 3)])
        var interview = Interview(state)
        #expect(asked(&interview, state) == ["Choose (0–55 in steps of 5) [15]: "])
        #expect(answer("7", &interview, &state) == "7 is not one of 0 to 55 in steps of 5")
        #expect(answer("", &interview, &state) == nil)
        #expect(state.selectedRows == [3])
        #expect(ends(&interview, state))
    }

    @Test func rangesTakeValuesAsSelectDoes() throws {
        var state = PickerState(wheels: [Wheel(rows: NumberRows(first: 0, step: 1, count: 60, padding: 2)),
                                         Wheel(rows: LetterRows(first: "a", step: 1, count: 26)),
                                         Wheel(rows: NumberRows(first: 10, step: -1, count: 10))])
        var interview = Interview(state)
        #expect(asked(&interview, state) == ["Component 1 (00–59) [00]: "])
        answer("7", &interview, &state)
        #expect(asked(&interview, state) == ["Component 2 (a–z) [a]: "])
        #expect(answer("1", &interview, &state) == "1 is not between a and z")
        answer("q", &interview, &state)
        #expect(asked(&interview, state) == ["Component 3 (10–1) [10]: "])
        answer("3", &interview, &state)
        #expect(state.selectedRows == [7, 16, 7])
    }

    @Test func aShortListIsReadOutNumberedOnce() throws {
        var state = PickerState(wheels: [Wheel(rows: Self.list("Red", "Orange", "Yellow"), label: "colour")])
        var interview = Interview(state)
        #expect(asked(&interview, state) == ["  1. Red", "  2. Orange", "  3. Yellow", "colour (1–3) [Red]: "])
        #expect(answer("4", &interview, &state) == "4 is not between 1 and 3")
        #expect(answer("Purple", &interview, &state) == "Purple is not in the list: type its number or its text")
        #expect(asked(&interview, state) == ["colour (1–3) [Red]: "], "asked again, not read out again")
        #expect(answer("?", &interview, &state)?.hasPrefix("Type a number from the list") == true)
        #expect(asked(&interview, state).count == 4, "read out again after ?")
        answer("orange", &interview, &state)
        #expect(state.selectedRows == [1])
    }

    @Test func aLongListIsSearched() throws {
        let rows = (1...500).map { "item \($0)" }.joined(separator: "\n")
        var state = PickerState(wheels: [Wheel(rows: LineRows(rows))])
        var interview = Interview(state)
        #expect(asked(&interview, state) == ["Choose (500 rows: type text to list the matches) [item 1]: "])
        #expect(answer("nothing", &interview, &state) == "no row contains nothing")
        #expect(answer("m 49", &interview, &state) == """
            11 rows contain m 49:
              1. item 49
              2. item 490
              3. item 491
              4. item 492
              5. item 493
              6. item 494
              7. item 495
              8. item 496
              9. item 497
              10. item 498
              11. item 499
            """)
        #expect(asked(&interview, state) == ["Choose (1–11 of the matches, or other text) [item 1]: "])
        // A number no row contains and none of the matches has says which there are.
        #expect(answer("9999", &interview, &state) == "9999 is not between 1 and 11")
        #expect(answer("2", &interview, &state) == "Choose: item 490")
        #expect(state.selectedRows == [489])
        // One they do not have, that rows contain, lists those (issue 34):
        // the man page lets the answer be a number or other text.
        interview = Interview(state)
        _ = asked(&interview, state)
        _ = answer("m 49", &interview, &state)
        _ = asked(&interview, state)
        #expect(answer("12", &interview, &state)?.hasPrefix("15 rows contain 12:") == true)
        #expect(answer("2", &interview, &state) == "Choose: item 112")
        #expect(state.selectedRows == [111])
        #expect(ends(&interview, state))
    }

    @Test func aSearchNamingOneRowChoosesIt() throws {
        let rows = (1...30).map { "row \($0)" }.joined(separator: "\n") + "\nTokyo"
        var state = PickerState(wheels: [Wheel(rows: LineRows(rows))])
        var interview = Interview(state)
        _ = asked(&interview, state)
        #expect(answer("tok", &interview, &state) == "Choose: Tokyo")
        #expect(state.selectedRows == [30])
    }

    @Test func manyMatchesListTheFirstOnes() throws {
        var state = PickerState(wheels: [Wheel(rows: LineRows((1...100).map { "x\($0)" }.joined(separator: "\n")))])
        var interview = Interview(state)
        _ = asked(&interview, state)
        let said = try #require(answer("x", &interview, &state)).split(separator: "\n")
        #expect(said.count == 22)
        #expect(said.first == "100 rows contain x:")
        #expect(said.last == "  … and 80 more: type more of the text to narrow them")
    }

    @Test func multiSelectTakesSeveralNumbers() throws {
        var state = PickerState(wheels: [Wheel(rows: Self.list("Red", "Orange", "Yellow", "Green"))])
        state.edit(.multiple(wheel: 0, allowed: true, limit: 2))
        var interview = Interview(state)
        #expect(asked(&interview, state).last == "Choose (1–4, up to 2, as 1 3) [Red]: ")
        #expect(answer("1 2 3", &interview, &state) == "3 chosen, but at most 2 may be")
        #expect(answer("1, 3", &interview, &state) == nil)
        #expect(state.checks.answer(0, band: state.wheels[0].selectedRow) == [0, 2])
        // Again from Red and Yellow checked: the checks dropped first, so
        // the limit never refuses the new ones.
        var again = Interview(state)
        #expect(asked(&again, state).last == "Choose (1–4, up to 2, as 1 3) [Red, Yellow]: ")
        answer("green 2", &again, &state)
        #expect(state.checks.answer(0, band: state.wheels[0].selectedRow) == [1, 3])
    }

    /// A wheel fed by a command that names a later one is asked after it.
    @Test func aCommandWheelIsAskedAfterTheWheelsItNames() throws {
        var state = PickerState(wheels: [Wheel(rows: LineRows(), label: "City"), Wheel(rows: Self.list("Korea", "Japan"), label: "Country")])
        state.edit(.rowsCommand(CommandFeed(target: .wheel(0), template: try Template(parsing: "echo {2}"), maxRows: 100)))
        var interview = Interview(state)
        #expect(interview.questions.map(\.name) == ["Country", "City"])
        #expect(!interview.awaitsRows(state), "Country waits for no command")
        _ = asked(&interview, state)
        answer("Japan", &interview, &state)
        #expect(interview.awaitsRows(state), "City waits for the run its country starts")
    }

    @Test func questionMarkSaysTheTimeLeftAndIsNoAnswer() throws {
        var state = PickerState(wheels: [Wheel(rows: NumberRows(first: 1, step: 1, count: 3))])
        state.idle = IdleTimeout(seconds: 30, accepts: false, lastActivity: 0)
        var interview = Interview(state)
        #expect(interview.opening(state) == ["reel gives up after 30 seconds without an answer (? says how long is left)"])
        _ = asked(&interview, state)
        guard case .success(let reply) = interview.answer("?", state: state, at: 12.5) else { Issue.record("?"); return }
        #expect(reply.actions == nil, "not an answer: the timeout keeps counting")
        #expect(reply.lines.last == "18 seconds left before reel gives up.")
        #expect(Interview.closing(.timedOut(accepted: false), state: state) == ["no answer for 30 seconds: reel gave up"])
        #expect(Interview.closing(.cancelled, state: state) == [])
    }

    @Test func untrustedRowsAreSaidSafely() throws {
        var state = PickerState(wheels: [Wheel(rows: LineRows("a\u{1B}[31mred\nplain\n"))])
        var interview = Interview(state)
        let said = asked(&interview, state)
        #expect(!said.joined().contains("\u{1B}"))
        #expect(said.first == "  1. a␛[31mred")
        answer("1", &interview, &state)
        #expect(state.selectedRows == [0])
    }
}
