import Testing
@testable import ReelText
@testable import ReelRows
@testable import ReelModel

/// A form nests its fields: each is a picker of its own, numbered from 0,
/// and what must reach a field while another is shown (its command's
/// runs, its rows streaming in, a change of a field it names) reaches it.
@Suite struct FormFieldsTests {
    static func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

    /// Country (shown first) and City, whose rows are `!echo {Country}`.
    func countryAndCity() throws -> PickerState {
        let country = PickerState(wheels: [Wheel(rows: ListRows(["Japan", "Korea"]))])
        var city = PickerState(wheels: [Wheel(rows: LineRows())])
        city.edit(.rowsCommand(CommandFeed(target: .wheel(0), template: try Template(parsing: "echo {Country}"), maxRows: 100)))
        return PickerState(fields: [("Country", country), ("City", city)], chrome: Chrome())
    }

    /// City loaded for Japan, then Country moved to Korea at 1 s: City's
    /// reload is due.
    func countryMovedAfterCityLoaded() throws -> PickerState {
        var state = try countryAndCity()
        _ = state.apply(.tick, at: 0)
        _ = state.apply(.commandOutput(.wheel(0, field: 1), run: 1, bytes: Self.bytes("Tokyo\n")), at: 0.1)
        _ = state.apply(.commandEnded(.wheel(0, field: 1), run: 1, status: 0, firstErrorLine: nil), at: 0.1)
        _ = state.apply(.input([.down]), at: 1)
        return state
    }

    /// The runs `effects` start, as (target, run, first argument).
    func starts(_ effects: [Effect]) -> [(CommandTarget, Int, String)] {
        effects.compactMap {
            guard case .startCommand(let target, let run, let command) = $0 else { return nil }
            return (target, run, String(decoding: command.arguments.first ?? [], as: UTF8.self))
        }
    }

    /// Issue 42 item 1: a field keeps its parts while it is shown (before,
    /// they were lent to the form's picker and its own picker held none):
    /// the form's picker reads and changes them where they are.
    @Test func theShownFieldKeepsItsOwnWheels() throws {
        var state = try countryAndCity()
        #expect(state.form.fields[0].wheels?.wheels.count == 1, "Country, shown, holds its wheel")
        _ = state.apply(.input([.down]), at: 1)
        #expect(state.form.fields[0].wheels?.wheels[0].selectedRow == 1, "↓ moved Country's own wheel")
        _ = state.apply(.input([.focusField(1)]), at: 1.1)
        #expect(state.form.fields[0].wheels?.wheels[0].selectedRow == 1)
        #expect(state.form.fields[1].wheels?.commands.feeds.count == 1 && state.commands.feeds.count == 1,
                "City, shown, keeps its command, which the form's picker reads")
    }

    @Test func aHiddenFieldsCommandFollowsTheFieldItNames() throws {
        var state = try countryAndCity()
        #expect(state.wheels.count == 1 && state.commands.feeds.isEmpty, "the form's picker holds Country's parts")
        let first = starts(state.apply(.tick, at: 0))
        #expect(first.count == 1 && first[0].0 == .wheel(0, field: 1) && first[0].1 == 1 && first[0].2 == "Japan")
        // City's output goes to City's own wheel, Country shown.
        _ = state.apply(.commandOutput(.wheel(0, field: 1), run: 1, bytes: Self.bytes("Tokyo\nOsaka\n")), at: 0.1)
        _ = state.apply(.commandEnded(.wheel(0, field: 1), run: 1, status: 0, firstErrorLine: nil), at: 0.1)
        #expect(state.field(1).wheels[0].rows.count == 2)
        #expect(state.wheels[0].rows.count == 2 && state.wheels[0].currentValue == Self.bytes("Japan"), "Country untouched")
        // Country moves: City's run waits for the wheels to settle, then starts.
        #expect(starts(state.apply(.input([.down]), at: 1)).isEmpty)
        let second = starts(state.apply(.tick, at: 1 + CommandFeed.settleDelay))
        #expect(second.count == 1 && second[0].1 == 2 && second[0].2 == "Korea")
        #expect(state.notes.contains { $0.text.hasPrefix("loading") }, "a hidden field's loading is said: \(state.notes)")
    }

    @Test func anAcceptWaitsForTheRowsOfAHiddenField() throws {
        var state = try countryMovedAfterCityLoaded()
        #expect(!state.apply(.input([.accept]), at: 1.01).ends, "City's rows for Korea are due")
        _ = state.apply(.tick, at: 1 + CommandFeed.settleDelay)
        _ = state.apply(.commandOutput(.wheel(0, field: 1), run: 2, bytes: Self.bytes("Seoul\n")), at: 1.3)
        let end = state.apply(.commandEnded(.wheel(0, field: 1), run: 2, status: 0, firstErrorLine: nil), at: 1.3)
        #expect(end.contains(.finish(.accepted)), "\(end)")
        #expect(state.field(1).wheels[0].currentValue == Self.bytes("Seoul"))
    }

    @Test func rowsStreamIntoAHiddenField() throws {
        let country = PickerState(wheels: [Wheel(rows: ListRows(["Japan"]))])
        var city = PickerState(wheels: [Wheel(rows: LineRows())])
        city.edit(.streaming(Streaming(wheel: 0)))
        var state = PickerState(fields: [("Country", country), ("City", city)], chrome: Chrome())
        #expect(state.streaming == nil, "Country streams nothing")
        _ = state.apply(.rows(wheel: 0, rows: LineRows("a\nb\n")), at: 0)
        #expect(state.field(1).wheels[0].rows.count == 2)
        #expect(state.wheels[0].rows.count == 1)
        _ = state.apply(.input([.focusField(1)]), at: 1)
        #expect(state.streaming?.wheel == 0 && state.wheels[0].rows.count == 2, "shown, City brings its stream along")
    }

    @Test func showingAFieldLendsItsPartsAndTakesThemBack() throws {
        var state = try countryAndCity()
        _ = state.apply(.input([.next]), at: 0)
        #expect(state.form.shown == 1 && state.focus == .wheel(0))
        #expect(state.commands.feeds.count == 1 && state.field(0).commands.feeds.isEmpty)
        #expect(state.field(0).wheels[0].currentValue == Self.bytes("Japan"), "Country's wheel is kept while hidden")
        _ = state.apply(.input([.focusField(0)]), at: 1)
        #expect(state.form.shown == 0 && state.commands.feeds.isEmpty && state.field(1).commands.feeds.count == 1)
    }

    /// A field naming two fields, one of which came back to the line it
    /// ran (↓ then ↑ within the settle delay), still reloads: the fields'
    /// commands look again once a field's wheel settles.
    @Test func aFieldWaitingForAnotherFieldThatSettledStillReloads() throws {
        func field(_ rows: [String]) -> PickerState { PickerState(wheels: [Wheel(rows: ListRows(rows))]) }
        func fed(_ command: String) throws -> PickerState {
            var picker = PickerState(wheels: [Wheel(rows: LineRows())])
            picker.edit(.rowsCommand(CommandFeed(target: .wheel(0), template: try Template(parsing: command), maxRows: 100)))
            return picker
        }
        var state = PickerState(fields: [("Country", field(["a", "b"])), ("Sub", field(["x", "y"])),
                                         ("City", try fed("echo v{Country}")), ("District", try fed("echo {City}{Sub}"))],
                                chrome: Chrome())
        let city = CommandTarget.wheel(0, field: 2), district = CommandTarget.wheel(0, field: 3)
        #expect(starts(state.apply(.tick, at: 0)).map(\.0) == [city], "District waits for City's rows")
        _ = state.apply(.commandOutput(city, run: 1, bytes: Self.bytes("va\n")), at: 0.1)
        let second = starts(state.apply(.commandEnded(city, run: 1, status: 0, firstErrorLine: nil), at: 0.1))
        #expect(second.map(\.0) == [district])
        _ = state.apply(.commandOutput(district, run: 1, bytes: Self.bytes("vax\n")), at: 0.2)
        _ = state.apply(.commandEnded(district, run: 1, status: 0, firstErrorLine: nil), at: 0.2)
        _ = state.apply(.input([.down]), at: 1)
        _ = state.apply(.input([.up]), at: 1.05)
        _ = state.apply(.input([.focusField(1), .down]), at: 1.1)
        #expect(starts(state.apply(.tick, at: 1.2)).isEmpty, "City came back to its line: it runs nothing")
        let due = try #require(state.nextTick(), "District still has a run due")
        let third = starts(state.apply(.tick, at: due))
        #expect(third.map(\.0) == [district] && third.first?.2 == "va", "\(third)")
    }

    /// An accept held for rows is the form's: Tab to another field while
    /// it waits does not lose it.
    @Test func anAcceptHeldGoesWithTheFieldShown() throws {
        var state = try countryMovedAfterCityLoaded()
        _ = state.apply(.input([.accept]), at: 1.01)
        _ = state.apply(.input([.next]), at: 1.02)
        #expect(state.form.shown == 1 && state.heldAccept.ending == .accepted)
        _ = state.apply(.tick, at: 1 + CommandFeed.settleDelay)
        _ = state.apply(.commandOutput(.wheel(0, field: 1), run: 2, bytes: Self.bytes("Seoul\n")), at: 1.3)
        let end = state.apply(.commandEnded(.wheel(0, field: 1), run: 2, status: 0, firstErrorLine: nil), at: 1.3)
        #expect(end.contains(.finish(.accepted)), "\(end)")
    }

    /// Issue 42 item 3: an accepting `--timeout` follows Enter's rule, so
    /// it too waits for the rows a field not shown is loading for the
    /// selection shown (before, it took City's old row: `Korea Tokyo`).
    @Test func aTimeoutThatAcceptsWaitsForAHiddenFieldsRows() throws {
        var state = try countryMovedAfterCityLoaded()
        state.edit(.timeout(IdleTimeout(seconds: 0.5, accepts: true, lastActivity: 1)))
        #expect(!state.apply(.tick, at: 1.5).ends, "held for City's reload")
        #expect(state.heldAccept.ending == .timedOut(accepted: true))
        _ = state.apply(.tick, at: 1 + CommandFeed.settleDelay)
        _ = state.apply(.commandOutput(.wheel(0, field: 1), run: 2, bytes: Self.bytes("Seoul\n")), at: 1.6)
        let end = state.apply(.commandEnded(.wheel(0, field: 1), run: 2, status: 0, firstErrorLine: nil), at: 1.6)
        #expect(end.contains(.finish(.timedOut(accepted: true))), "\(end)")
        #expect(state.field(1).wheels[0].currentValue == Self.bytes("Seoul"))
    }

    /// `--live` in a form waits for the reload of every field that names
    /// the changed one, hidden fields too: `2 r2 x`, never `2 r1 x`.
    @Test func aSettledChangeWaitsForTheReloadOfAHiddenField() throws {
        let a = PickerState(wheels: [Wheel(rows: ListRows(["1", "2", "3"]))])
        var b = PickerState(wheels: [Wheel(rows: LineRows())])
        b.edit(.rowsCommand(CommandFeed(target: .wheel(0), template: try Template(parsing: "echo r{A}"), maxRows: 100)))
        let c = PickerState(wheels: [Wheel(rows: ListRows(["x", "y"]))])
        var state = PickerState(fields: [("A", a), ("B", b), ("C", c)], chrome: Chrome())
        state.edit(.reportsChanges)
        let target = CommandTarget.wheel(0, field: 1)
        var settled: [[String]] = []
        func deliver(_ event: Event, at now: Double) {
            if state.apply(event, at: now).contains(.settled) {
                let values = state.values
                settled.append(values.refs.map { String(decoding: values.value(of: $0), as: UTF8.self) })
            }
        }
        deliver(.tick, at: 0)
        deliver(.commandOutput(target, run: 1, bytes: Self.bytes("r1\n")), at: 0.1)
        deliver(.commandEnded(target, run: 1, status: 0, firstErrorLine: nil), at: 0.1)
        deliver(.input([.down]), at: 1)
        deliver(.tick, at: 1 + CommandFeed.settleDelay)
        #expect(state.field(1).commands.feeds[0].run == 2, "B reloads for A = 2")
        #expect(settled.isEmpty, "2 beside B's rows of 1 is not reported: \(settled)")
        deliver(.commandOutput(target, run: 2, bytes: Self.bytes("r2\n")), at: 1.6)
        deliver(.commandEnded(target, run: 2, status: 0, firstErrorLine: nil), at: 1.6)
        #expect(settled == [["2", "r2", "x"]])
        deliver(.tick, at: 9)
        #expect(settled.count == 1)
    }

    /// A hidden field's command reads every check of the multi-select
    /// field it names, and runs again when the checks change, not only
    /// when the band moves.
    @Test func aHiddenFieldsCommandFollowsEveryCheckOfAMultiSelectField() throws {
        var a = PickerState(wheels: [Wheel(rows: ListRows(["p", "q", "r"]))])
        a.edit(.multiple(wheel: 0, allowed: true, limit: nil))
        var b = PickerState(wheels: [Wheel(rows: LineRows())])
        b.edit(.rowsCommand(CommandFeed(target: .wheel(0), template: try Template(parsing: "printf '<%s>\\n' {A}"),
                                        maxRows: 100)))
        var state = PickerState(fields: [("A", a), ("B", b)], chrome: Chrome())
        let target = CommandTarget.wheel(0, field: 1)
        #expect(starts(state.apply(.tick, at: 0)).map(\.2) == ["p"])
        _ = state.apply(.commandOutput(target, run: 1, bytes: Self.bytes("<p>\n")), at: 0.1)
        _ = state.apply(.commandEnded(target, run: 1, status: 0, firstErrorLine: nil), at: 0.1)
        _ = state.apply(.input([.check]), at: 1)
        _ = state.apply(.input([.down]), at: 1.1)
        _ = state.apply(.input([.down]), at: 1.2)
        #expect(starts(state.apply(.tick, at: 2)).isEmpty, "p checked, the band on r: A is still p")
        _ = state.apply(.input([.check]), at: 3)
        let rerun = starts(state.apply(.tick, at: 3 + CommandFeed.settleDelay))
        #expect(rerun.count == 1 && rerun.first?.1 == 2 && rerun.first?.2 == "p,r", "\(rerun)")
        _ = state.apply(.input([.check]), at: 4)
        let back = starts(state.apply(.tick, at: 4 + CommandFeed.settleDelay))
        #expect(back.first?.2 == "p", "r unchecked: \(back)")
    }
}
