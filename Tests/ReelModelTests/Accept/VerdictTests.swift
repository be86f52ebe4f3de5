import Testing
@testable import ReelText
@testable import ReelRows
@testable import ReelModel
import ModelTestSupport

/// Issue 47 item 2: one verdict says whether the picker may end, and
/// every way of ending asks it: Enter, a held accept when what it waited
/// for lands, an accepting timeout, `--select-1`. Each case here was a
/// place that decided alone and disagreed.
@Suite struct VerdictTests {
    static func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

    static func fed(_ command: String) throws -> PickerState {
        var picker = PickerState(wheels: [Wheel(rows: LineRows())])
        picker.edit(.rowsCommand(CommandFeed(target: .wheel(0), template: try Template(parsing: command), maxRows: 100)))
        return picker
    }

    static func list(_ rows: [String]) -> PickerState { PickerState(wheels: [Wheel(rows: ListRows(rows))]) }

    /// Country (A, B), City (`!echo {Country}-city`), Name (`--text --required`).
    static func countryCityName() throws -> PickerState {
        PickerState(fields: [Form.Field(name: "Country", picker: list(["A", "B"])),
                             Form.Field(name: "City", picker: try fed("echo {Country}-city")),
                             Form.Field(name: "Name", kind: .text(TextField(isRequired: true)))], chrome: Chrome())
    }

    static func cityLoads(_ state: inout PickerState, run: Int, _ rows: String, at time: Double) -> [Effect] {
        let city = CommandTarget.wheel(0, field: 1)
        let output = state.apply(.commandOutput(city, run: run, bytes: bytes(rows)), at: time)
        if output.ends { return output }
        return output + state.apply(.commandEnded(city, run: run, status: 0, firstErrorLine: nil), at: time)
    }

    /// A held accept asked only whether rows were still loading: Enter
    /// held while City reloaded, the Name emptied meanwhile, and City's
    /// rows then ended the picker with an empty required Name.
    @Test func aHeldAcceptReleasedAsksTheVerdictAgain() throws {
        var state = try Self.countryCityName()
        _ = state.apply(.tick, at: 0)
        _ = Self.cityLoads(&state, run: 1, "A-city\n", at: 0.1)
        state.perform(.down, at: 1)
        state.perform(.focusField(2), at: 1.01)
        state.perform(.typed("x", at: 1.02))
        #expect(!state.perform(.accept, at: 1.03).ends, "held: City reloads for B")
        #expect(state.verdict == .hold(Verdict.Wait(field: 1, reason: .rowsLoading)))
        #expect(state.heldAccept.ending == .accepted)
        // The hold asks again at every change: emptied, Name is refused
        // at once, shown with why, and City's rows end nothing.
        state.perform(.erase(at: 1.04))
        #expect(state.heldAccept.ending == nil)
        #expect(state.form.shown == 2 && state.focus == .entry)
        #expect(state.notes.contains { $0.text == "Name is required" })
        _ = state.apply(.tick, at: 1 + CommandFeed.settleDelay)
        let end = Self.cityLoads(&state, run: 2, "B-city\n", at: 1.3)
        #expect(!end.ends, "Name is required: \(end)")
        // Filled in, Enter ends it.
        state.perform(.typed("y", at: 2))
        #expect(state.perform(.accept, at: 2.1) == [.finish(.accepted)])
    }

    /// An accepting timeout while a field not shown loads its first rows
    /// gave up (124) where Enter waited: it holds as Enter does.
    @Test func aTimeoutWhileAHiddenFieldLoadsHoldsAsEnterDoes() throws {
        var state = PickerState(fields: [Form.Field(name: "Country", picker: Self.list(["A", "B"])),
                                         Form.Field(name: "City", picker: try Self.fed("sleep 3; echo {Country}-city"))],
                                chrome: Chrome())
        state.edit(.timeout(IdleTimeout(seconds: 1, accepts: true)))
        _ = state.apply(.started, at: 0)
        _ = state.apply(.tick, at: 0)
        #expect(!state.apply(.tick, at: 1.5).ends, "held for City's first rows")
        #expect(state.heldAccept.ending == .timedOut(accepted: true))
        let end = Self.cityLoads(&state, run: 1, "A-city\n", at: 3)
        #expect(end.contains(.finish(.timedOut(accepted: true))), "\(end)")
        #expect(state.field(1).wheels[0].currentValue == Self.bytes("A-city"))
    }

    /// A refused timeout gives up, and the verdict says why.
    @Test func anAcceptingTimeoutOnARequiredEmptyTextGivesUp() throws {
        var state = PickerState(fields: [Form.Field(name: "Name", kind: .text(TextField(isRequired: true)))], chrome: Chrome())
        state.edit(.timeout(IdleTimeout(seconds: 1, accepts: true)))
        _ = state.apply(.started, at: 0)
        #expect(state.apply(.tick, at: 1.5) == [.finish(.timedOut(accepted: false))])
        guard case .refuse(let refusal) = state.verdict else { Issue.record("refused"); return }
        #expect(refusal.message == "Name is required")
    }

    /// `--select-1` looked at the shown field only: `-c x` then `-c 1,2,3`
    /// accepted `x 1` (nobody chose B), the other order wanted a terminal,
    /// and an empty required text was accepted.
    @Test func selectOneAcceptsOnlyWhenEveryFieldIsDecided() throws {
        let one = StartQuery(selectOne: true)
        func form(_ fields: [Form.Field]) -> PickerState { PickerState(fields: fields, chrome: Chrome()) }
        let x = Form.Field(name: "A", picker: Self.list(["x"]))
        let three = Form.Field(name: "B", picker: Self.list(["1", "2", "3"]))
        #expect(one.start(after: form([x, three])) == .run)
        #expect(one.start(after: form([three, x])) == .run)
        #expect(one.start(after: form([x, Form.Field(name: "Name", kind: .text(TextField(isRequired: true)))])) == .run)
        #expect(one.start(after: form([x, Form.Field(name: "Name", kind: .text(TextField()))])) == .accept)
        #expect(one.start(after: form([x, Form.Field(name: "Name", kind: .text(TextField(text: "Ada", isRequired: true)))]))
                == .accept)
        #expect(one.start(after: form([Form.Field(name: "Name", kind: .text(TextField())), x])) == .accept,
                "a text shown first decides too")
        #expect(one.start(after: Self.list(["only"])) == .accept)
    }

    /// Issue 47 item 4: a reload caused by another command's result runs
    /// at once; only a person's spin waits the settle delay. A chain of
    /// N fields costs N runs, not N settle delays (40 links took 6 s).
    @Test func aChainWaitsTheSettleDelayOnceNotAtEveryLink() throws {
        let links = 5
        var fields = [Form.Field(name: "F0", picker: Self.list(["a", "b"]))]
        for i in 1...links { fields.append(Form.Field(name: "F\(i)", picker: try Self.fed("echo {F\(i - 1)}x"))) }
        var state = PickerState(fields: fields, chrome: Chrome())
        var now = 0.0
        // Each link's run, answered as the command would: its line's words.
        func answer(_ effects: [Effect]) -> [Effect] {
            var out: [Effect] = []
            for case .startCommand(let target, let run, let command) in effects {
                // `echo {F}x`: the value it names, then x.
                let named = String(decoding: command.arguments.first ?? [], as: UTF8.self)
                now += 0.001
                _ = state.apply(.commandOutput(target, run: run, bytes: Self.bytes(named + "x\n")), at: now)
                out += answer(state.apply(.commandEnded(target, run: run, status: 0, firstErrorLine: nil), at: now))
            }
            return out
        }
        _ = answer(state.apply(.tick, at: 0))
        #expect(state.field(links).wheels[0].currentValue == Self.bytes("a" + String(repeating: "x", count: links)))
        now = 1
        _ = answer(state.apply(.input([.down]), at: now))
        let due = try #require(state.nextTick())
        #expect(due == 1 + CommandFeed.settleDelay, "the person's spin settles once")
        now = due
        _ = answer(state.apply(.tick, at: due))
        #expect(state.field(links).wheels[0].currentValue == Self.bytes("b" + String(repeating: "x", count: links)))
        #expect(now - due < CommandFeed.settleDelay, "every link after the first ran at once: \(now - due) s")
        #expect(state.nextTick() == nil)
    }
}
