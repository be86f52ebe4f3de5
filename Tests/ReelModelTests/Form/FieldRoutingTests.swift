import Testing
import ReelText
@testable import ReelRows
@testable import ReelModel
import ModelTestSupport

/// The picker routes every event to the fields it concerns through one
/// path, shown or not (`PickerState+Fields`): a plain picker is a form of
/// one unnamed field, a field's command output and streamed rows reach
/// it wherever the focus is, and the commands of every field look at the
/// selection in the order they read each other, so one pass settles them.
@Suite struct FieldRoutingTests {
    static func fed(_ command: String) throws -> PickerState {
        var picker = PickerState(wheels: [Wheel(rows: LineRows())])
        picker.edit(.rowsCommand(CommandFeed(target: .wheel(0), template: try Template(parsing: command), maxRows: 100)))
        return picker
    }

    static func list(_ rows: [String]) -> PickerState { PickerState(wheels: [Wheel(rows: ListRows(rows))]) }

    static func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

    /// Runs every command `effects` start, answered as `echo` would (its
    /// argument, then `suffix`), and the runs those start in turn.
    static func answer(_ effects: [Effect], _ state: inout PickerState, at now: Double, suffix: String = "") {
        for case .startCommand(let target, let run, let command) in effects {
            let named = String(decoding: command.arguments.first ?? [], as: UTF8.self)
            _ = state.apply(.commandOutput(target, run: run, bytes: bytes(named + suffix + "\n")), at: now)
            answer(state.apply(.commandEnded(target, run: run, status: 0, firstErrorLine: nil), at: now), &state, at: now, suffix: suffix)
        }
    }

    @Test func aPlainPickerIsAFormOfOneUnnamedField() {
        let state = PickerState(wheels: [Wheel(rows: ListRows(["a", "b"]))])
        #expect(state.form.fields.count == 1 && state.form.fields[0].name.isEmpty)
        #expect(!state.form.hasLines, "an unnamed field of wheels has no line")
        #expect(state.shownWheels.wheels.count == 1)
        #expect(PickerState.alert(title: "Sure?", message: nil).form.fields.isEmpty, "an alert has no field")
    }

    /// A field's command output reaches it while another field is shown,
    /// by the path the shown field's takes: its filter ranks the rows.
    @Test func aHiddenFieldsCommandRowsReachItAndItsFilterRanksThem() throws {
        var hidden = try Self.fed("echo {Pick}")
        hidden.edit(.filter(WheelFilter(wheel: 0)))
        hidden.edit(.wheelFilterQuery("b", wheel: 0))
        var state = PickerState(fields: [Form.Field(name: "Pick", picker: Self.list(["a", "b"])),
                                         Form.Field(name: "Found", picker: hidden)], chrome: Chrome())
        let effects = state.apply(.tick, at: 0)
        guard case .startCommand(let target, let run, _)? = effects.first(where: { if case .startCommand = $0 { true } else { false } })
        else { Issue.record("no run started: \(effects)"); return }
        #expect(target == .wheel(0, field: 1))
        _ = state.apply(.commandOutput(target, run: run, bytes: Self.bytes("a\nab\nb\nzz\n")), at: 0.01)
        _ = state.apply(.commandEnded(target, run: run, status: 0, firstErrorLine: nil), at: 0.01)
        while state.nextTick() != nil && state.verdict != .finish { _ = state.apply(.tick, at: 0.02) }
        #expect(state.form.shown == 0)
        let found = state.wheels(ofField: 1)
        #expect(found.filters.filter(ofWheel: 0)?.query == "b")
        #expect((0..<found.wheels[0].rows.count).map { found.wheels[0].rows.title(at: $0) } == ["b", "ab"],
                "the hidden field's rows, filtered and ranked: shorter first")
        #expect(found.wheels[0].selectedSourceRow == 2, "the band on the best row")
    }

    /// A field naming two fields after it, one of which names the other
    /// (A reads {B} and {C}, B reads {C}): ↓ then ↑ on C within the settle
    /// delay; when B's reload falls due its line is the one it ran, so B
    /// starts nothing and is settled; A, which waited for B, must look
    /// again in that same event, or it waits for ever and Enter with it.
    /// The commands follow in the order they read each other (B before
    /// A), one pass.
    @Test func aFieldReadingALaterFieldIsNotLeftWaiting() throws {
        var state = PickerState(fields: [Form.Field(name: "A", picker: try Self.fed("echo {B}{C}")),
                                         Form.Field(name: "B", picker: try Self.fed("echo {C}y")),
                                         Form.Field(name: "C", picker: Self.list(["c1", "c2"]))], chrome: Chrome())
        Self.answer(state.apply(.tick, at: 0), &state, at: 0)
        #expect(state.wheels(ofField: 1).wheels[0].currentValue == Self.bytes("c1"), "B's row is C's")
        #expect(state.verdict == .finish)
        _ = state.apply(.input([.focusField(2)]), at: 1)
        _ = state.apply(.input([.down]), at: 1.01)
        #expect(state.verdict != .finish, "B's reload is due")
        _ = state.apply(.input([.up]), at: 1.05)
        let due = try #require(state.nextTick())
        Self.answer(state.apply(.tick, at: due), &state, at: due)
        #expect(state.verdict == .finish, "B's line is the one it ran: nothing loads, A waits for nothing")
        #expect(state.nextTick() == nil, "nothing left due")
        #expect(state.apply(.input([.accept]), at: due + 0.01) == [.finish(.accepted)])
    }

    /// Rows streamed into a field not shown reach it.
    @Test func rowsStreamedIntoAHiddenFieldReachIt() {
        var streamed = PickerState(wheels: [Wheel(rows: LineRows())])
        streamed.edit(.streaming(Streaming(wheel: 0)))
        var state = PickerState(fields: [Form.Field(name: "Pick", picker: Self.list(["a", "b"])),
                                         Form.Field(name: "Lines", picker: streamed)], chrome: Chrome())
        _ = state.apply(.rows(wheel: 0, rows: LineRows("one\ntwo\n")), at: 0.1)
        #expect(state.wheels(ofField: 1).wheels[0].rows.count == 2)
        #expect(state.wheels(ofField: 0).wheels[0].rows.count == 2, "the shown field's own rows untouched")
        #expect(state.verdict == .hold(Verdict.Wait(field: 1, reason: .rowsComing)) || state.verdict == .finish)
        _ = state.apply(.rowsEnded(wheel: 0, failure: nil), at: 0.2)
        #expect(state.verdict == .finish)
    }
}
