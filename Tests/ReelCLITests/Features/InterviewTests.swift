import Testing
@testable import ReelCLI
@testable import ReelText
@testable import ReelModel
@testable import ReelInput
@testable import ReelSpec
@testable import ReelOutput
@testable import ReelRender
@testable import ReelKit
@testable import ReelTerminal
import CoreTestSupport
import TerminalTestSupport

/// The accessible mode's questions, without a terminal: what is asked of
/// a state, and which actions an answer becomes. The session (and the
/// end-to-end tests) only carry lines to and from this.
@Suite struct InterviewTests {
    static let now = LocalTime(day: CalendarDay(year: 2026, month: 2, day: 14), hour: 9, minute: 30)

    func make(_ arguments: [String], stdin: String? = nil) throws -> PickerState {
        let inputs = PickerFactory.Inputs(
            standardInputIsTerminal: stdin == nil,
            readStandardInput: { _ throws(LineRows.ReadError) in LineRows(stdin ?? "") },
            readFile: { _, _ throws(LineRows.ReadError) in throw LineRows.ReadError(errno: 2) },
            now: Self.now, locale: nil)
        return try PickerFactory.makePicker(try ArgumentParser.parse(arguments), inputs: inputs).state
    }

    /// The question asked next, as written (lines, then the question).
    func asked(_ interview: inout Interview, _ state: PickerState) -> [String] {
        guard case .ask(let prompt) = interview.next(state) else { return ["(end)"] }
        return prompt.lines + [prompt.question]
    }

    /// Answers, applying what it does to the state as the session does;
    /// the error's words when it is not taken.
    @discardableResult
    func answer(_ line: String, _ interview: inout Interview, _ state: inout PickerState, at now: Double = 0) -> String? {
        switch interview.answer(line, state: state, at: now) {
        case .failure(let error): return error.message
        case .success(let reply):
            if let actions = reply.actions { _ = state.apply(.input(actions), at: now) }
            return reply.lines.isEmpty ? nil : reply.lines.joined(separator: "\n")
        }
    }

    func ends(_ interview: inout Interview, _ state: PickerState) -> Bool {
        interview.next(state) == .end(lines: [], actions: [.accept])
    }

    @Test func restTimer() throws {
        var state = try make(["--title", "휴식하기", "--message", "최대 20분까지 설정할 수 있습니다.", "-c", "1...20", "-l", "분", "-s", "10"])
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
        var state = try make(["-c", "0...55/5", "-s", "15"])
        var interview = Interview(state)
        #expect(asked(&interview, state) == ["Choose (0–55 in steps of 5) [15]: "])
        #expect(answer("7", &interview, &state) == "7 is not one of 0 to 55 in steps of 5")
        #expect(answer("", &interview, &state) == nil)
        #expect(state.selectedRows == [3])
        #expect(ends(&interview, state))
    }

    @Test func rangesTakeValuesAsSelectDoes() throws {
        var state = try make(["-c", "00...59", "-c", "a...z", "-c", "10...1"])
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
        var state = try make(["-c", "Red,Orange,Yellow", "-l", "colour"])
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
        var state = try make(["-c", "-"], stdin: rows)
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
        var state = try make(["-c", "-"], stdin: rows)
        var interview = Interview(state)
        _ = asked(&interview, state)
        #expect(answer("tok", &interview, &state) == "Choose: Tokyo")
        #expect(state.selectedRows == [30])
    }

    @Test func manyMatchesListTheFirstOnes() throws {
        var state = try make(["-c", "-"], stdin: (1...100).map { "x\($0)" }.joined(separator: "\n"))
        var interview = Interview(state)
        _ = asked(&interview, state)
        let said = try #require(answer("x", &interview, &state)).split(separator: "\n")
        #expect(said.count == 22)
        #expect(said.first == "100 rows contain x:")
        #expect(said.last == "  … and 80 more: type more of the text to narrow them")
    }

    @Test func multiSelectTakesSeveralNumbers() throws {
        var state = try make(["-c", "Red,Orange,Yellow,Green", "--multi=2"])
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

    @Test func formsAskEachFieldThenReadTheAnswersBack() throws {
        var state = try make(["--field", "Colour", "-c", "Red,Orange", "--field", "Day", "-p", "date",
                              "--field", "Time", "-c", "0...23", "-l", "h", "-c", "00...59"])
        var interview = Interview(state)
        #expect(interview.questions.map(\.name) == ["Colour", "Day", "Time h", "Time 2"])
        #expect(asked(&interview, state) == ["  1. Red", "  2. Orange", "Colour (1–2) [Red]: "])
        answer("2", &interview, &state)
        #expect(asked(&interview, state) == ["Day (YYYY-MM-DD) [2026-02-14]: "])
        answer("2026-03-01", &interview, &state)
        #expect(asked(&interview, state) == ["Time h (0–23) [0]: "])
        answer("9", &interview, &state)
        #expect(asked(&interview, state) == ["Time 2 (00–59) [00]: "])
        answer("", &interview, &state)
        #expect(asked(&interview, state) == ["Colour: Orange", "Day: 2026-03-01", "Time h: 9", "Time 2: 00", "Done? [Y/n]: "])
        #expect(answer("maybe", &interview, &state) == "maybe: answer y (or Enter) to accept, n to answer again")
        #expect(answer("n", &interview, &state) == nil)
        #expect(asked(&interview, state).last == "Colour (1–2) [Orange]: ")
        for _ in 0..<4 { answer("", &interview, &state) }
        #expect(asked(&interview, state).last == "Done? [Y/n]: ")
        answer("Y", &interview, &state)
        #expect(ends(&interview, state))
        #expect(OutputFormatter.bytes(for: state, options: OutputOptions()) == Array("Orange\n2026\t03\t01\n9\t00\n".utf8))
    }

    /// A wheel fed by a command that names a later one is asked after it.
    @Test func aCommandWheelIsAskedAfterTheWheelsItNames() throws {
        var state = try make(["-c", "!echo {2}", "-l", "City", "-c", "Korea,Japan", "-l", "Country"])
        var interview = Interview(state)
        #expect(interview.questions.map(\.name) == ["Country", "City"])
        #expect(!interview.awaitsRows(state), "Country waits for no command")
        _ = asked(&interview, state)
        answer("Japan", &interview, &state)
        #expect(interview.awaitsRows(state), "City waits for the run its country starts")
    }

    @Test func anEmptyWheelSendsTheQuestionBack() throws {
        var state = try make(["--tree", "-", "--label", "Country,City"], stdin: "Korea\n  Seoul\nNowhere\n")
        var interview = Interview(state)
        _ = asked(&interview, state)
        #expect(state.wheels[1].rows.count == 1)
        answer("Nowhere", &interview, &state)
        #expect(asked(&interview, state) == ["  1. (blank)", "City (1) [(blank)]: "], "a leaf's child wheel: one blank row")
    }

    @Test func questionMarkSaysTheTimeLeftAndIsNoAnswer() throws {
        var state = try make(["-c", "1...3"])
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
        var state = try make(["-c", "-"], stdin: "a\u{1B}[31mred\nplain\n")
        var interview = Interview(state)
        let said = asked(&interview, state)
        #expect(!said.joined().contains("\u{1B}"))
        #expect(said.first == "  1. a␛[31mred")
        answer("1", &interview, &state)
        #expect(state.selectedRows == [0])
    }

    // MARK: - Presets

    struct PresetCase: Sendable, CustomTestStringConvertible {
        let arguments: [String]
        let prompt: String
        let wrong: String
        let error: String
        let right: String
        let printed: String
        var testDescription: String { arguments.joined(separator: " ") }
    }

    /// Each preset asks in its own words and reads the answer as its
    /// `--select`: the same checks, the same rows.
    @Test(arguments: [
        PresetCase(arguments: ["-p", "date", "--min", "2026-01-01", "--max", "2026-12-31"],
                   prompt: "Date (YYYY-MM-DD, from 2026-01-01 to 2026-12-31) [2026-02-14]: ",
                   wrong: "2027-01-01", error: "2027-01-01 does not fit: expected a date from 2026-01-01 to 2026-12-31 (--min, --max)",
                   right: "2026-07-04", printed: "2026\t07\t04\n"),
        PresetCase(arguments: ["-p", "duration"], prompt: "Duration (H:MM:SS) [0:00:00]: ",
                   wrong: "1:30", error: "1:30 does not fit: expected H:MM:SS, e.g. 1:30:00",
                   right: "1:30:05", printed: "1\t30\t05\n"),
        PresetCase(arguments: ["-p", "time", "--minute-interval", "15"], prompt: "Time (HH:MM, minutes in steps of 15) [09:30]: ",
                   wrong: "14:05", error: "14:05 does not fit: expected minutes on the --minute-interval of 15",
                   right: "14:45", printed: "14\t45\n"),
        PresetCase(arguments: ["-p", "time12"], prompt: "Time (H:MM AM or PM) [9:30 AM]: ",
                   wrong: "14:05", error: "14:05 does not fit: expected H:MM AM or PM, e.g. 2:05 PM",
                   right: "2:05 pm", printed: "2\t05\tPM\n"),
        PresetCase(arguments: ["-p", "datetime"], prompt: "Date and time (YYYY-MM-DD HH:MM) [2026-02-14 09:30]: ",
                   wrong: "2026-02-14", error: "2026-02-14 does not fit: expected YYYY-MM-DD HH:MM, e.g. 2026-02-14 09:30",
                   right: "2026-03-01 18:15", printed: "2026-03-01\t18\t15\n"),
    ])
    func presetsAskInTheirOwnWords(_ test: PresetCase) throws {
        var state = try make(test.arguments)
        var interview = Interview(state)
        #expect(asked(&interview, state) == [test.prompt])
        #expect(answer(test.wrong, &interview, &state) == test.error)
        #expect(answer(test.right, &interview, &state) == nil)
        #expect(ends(&interview, state))
        let selection = state.selectedRows
        var started = try make(test.arguments + ["--select", test.right])
        _ = started.apply(.tick, at: 0)
        #expect(selection == started.selectedRows, "the rows --select \(test.right) starts on")
        #expect(String(decoding: OutputFormatter.bytes(for: state, options: try ArgumentParser.parse(test.arguments).output),
                       as: UTF8.self) == test.printed)
    }

    /// What a preset's question says it holds is read back onto the same rows.
    @Test(arguments: Preset.all.map(\.name))
    func theCurrentValueReadsBack(_ name: String) throws {
        let state = try make(["-p", name])
        let typed = try #require(state.presets.first)
        let text = typed.answer.answer(values: typed.wheels.map { state.wheels[$0].currentValue })
        #expect(try typed.answer.rows(for: text) == state.selectedRows, "\(name): \(text)")
    }
}
