import Testing
@testable import ReelText
@testable import ReelRows
@testable import ReelModel

/// Issue 42 items 8–11: a form's fields of every kind. A text and a
/// switch take their keys while they have the focus, answer as one value
/// that templates and stdout read as the field's, and a required text
/// holds every accept back.
@Suite struct EntryFieldsTests {
    static func text(_ text: String = "", required: Bool = false, secret: Bool = false) -> FieldKind {
        .text(TextField(text: text, isSecret: secret, isRequired: required))
    }

    /// Name (a text), Time (two wheels), Notify (a switch), Name shown.
    static func nameTimeNotify(required: Bool = false, secret: Bool = false) -> PickerState {
        let time = PickerState(wheels: [Wheel(rows: ListRows(["13", "14"])), Wheel(rows: ListRows(["04", "05"]))])
        return PickerState(fields: [Form.Field(name: "Name", kind: text(required: required, secret: secret)),
                                    Form.Field(name: "Time", picker: time),
                                    Form.Field(name: "Notify", kind: .toggle(SwitchField()))], chrome: Chrome())
    }

    static func typed(_ text: String) -> [Action] { text.map { .typed($0, at: 0) } }

    var printed: (PickerState) -> [String] {
        { state in
            let values = SelectionValues(state, showsSecrets: true)
            return values.fields.indices.map { String(decoding: Array(values.printed(field: $0).joined(separator: [0x20])), as: UTF8.self) }
        }
    }

    @Test func keysThatSpinAWheelAreTextInATextField() {
        var state = Self.nameTimeNotify()
        #expect(state.focus == .entry)
        _ = state.apply(.input(Self.typed("jk q1")), at: 0)
        _ = state.apply(.input([.edit(.home), .typed(">", at: 0), .edit(.end), .erase(at: 0)]), at: 0)
        #expect(printed(state) == [">jk q", "13 04", "no"])
        #expect(state.form.shown == 0 && state.focus == .entry)
    }

    @Test func tabWalksTheTextTheWheelsAndTheSwitchThenTheButtons() {
        var state = Self.nameTimeNotify()
        var stops: [String] = []
        for _ in 0..<5 {
            _ = state.apply(.input([.next]), at: 0)
            stops.append("\(state.form.shown):\(state.focus)")
        }
        #expect(stops == ["1:wheel(0)", "1:wheel(1)", "2:entry", "2:done", "0:entry"])
        _ = state.apply(.input([.previous]), at: 0)
        #expect(state.focus == .done, "back from the first field to the buttons")
    }

    @Test func spaceArrowsAndAClickFlipTheSwitch() {
        var state = Self.nameTimeNotify()
        _ = state.apply(.input([.focusField(2)]), at: 0)
        #expect(printed(state)[2] == "yes", "a click on its line flips it")
        _ = state.apply(.input([.flip]), at: 0)
        #expect(printed(state)[2] == "no")
        _ = state.apply(.input([.flip]), at: 0)
        #expect(state.form.fields[2].entry?.json == .bool(true))
    }

    @Test func aRequiredTextHoldsTheAcceptUntilItIsFilledIn() {
        var state = Self.nameTimeNotify(required: true)
        _ = state.apply(.input([.next, .next]), at: 0)
        let refused = state.apply(.input([.accept]), at: 0)
        #expect(!refused.ends)
        #expect(state.form.shown == 0 && state.focus == .entry, "the missing field takes the focus")
        #expect(state.notes.map(\.text) == ["Name is required"])
        _ = state.apply(.input(Self.typed("A")), at: 0)
        #expect(state.notes.isEmpty, "said until it is filled in")
        #expect(state.apply(.input([.accept]), at: 0).contains(.finish(.accepted)))
    }

    /// Issue 49 item 5, drawn: a required text of spaces only is empty,
    /// as the accessible mode says (`TextField.isBlank`); a required
    /// secret of spaces is an answer, taken as typed.
    @Test func spacesAloneFillNoRequiredTextButASecret() {
        var state = Self.nameTimeNotify(required: true)
        _ = state.apply(.input(Self.typed("   ")), at: 0)
        #expect(!state.apply(.input([.accept]), at: 0).ends)
        #expect(state.notes.map(\.text) == ["Name is required"])
        var secret = PickerState(fields: [Form.Field(name: "Pass", kind: Self.text(required: true, secret: true))],
                                 chrome: Chrome())
        #expect(!secret.apply(.input([.accept]), at: 0).ends, "nothing typed")
        _ = secret.apply(.input(Self.typed("   ")), at: 0)
        #expect(secret.apply(.input([.accept]), at: 0).contains(.finish(.accepted)))
        #expect(printed(secret) == ["   "])
    }

    /// The library's `setText` and `setOn`: the program's values, as a
    /// person's, change what the field prints, what a command naming it
    /// compares, and a required field's note.
    @Test func theProgramSetsATextAndASwitch() {
        var state = Self.nameTimeNotify(required: true)
        _ = state.apply(.input([.accept]), at: 0)
        #expect(state.notes.map(\.text) == ["Name is required"])
        let revisions = state.form.fields.map { $0.entry?.revision }
        state.edit([.text("Ada\nLovelace", field: 0), .isOn(true, field: 2)])
        #expect(printed(state) == ["Ada Lovelace", "13 04", "yes"], "cleaned as a starting text is")
        #expect(state.notes.isEmpty, "the required field is filled in")
        #expect(state.form.fields.map { $0.entry?.revision } != revisions)
        state.edit([.text("x", field: 1), .isOn(false, field: 0), .isOn(true, field: 2)])
        #expect(printed(state) == ["Ada Lovelace", "13 04", "yes"], "a field of another kind is left as it was")
        #expect(state.apply(.input([.accept]), at: 0).contains(.finish(.accepted)))
    }

    @Test func aTimeoutGivesUpOnAnEmptyRequiredText() {
        var state = Self.nameTimeNotify(required: true)
        state.edit(.timeout(IdleTimeout(seconds: 0.5, accepts: true, lastActivity: 0)))
        #expect(state.apply(.tick, at: 0.6).contains(.finish(.timedOut(accepted: false))))
    }

    /// A secret reads as empty wherever it is not stdout: commands, the
    /// preview, `--live`, `--on-change`.
    @Test func aSecretIsReadOnlyForStdout() {
        var state = Self.nameTimeNotify(secret: true)
        _ = state.apply(.input(Self.typed("hunter2")), at: 0)
        let ref = WheelRef(field: 0, wheel: 0)
        #expect(SelectionValues(state).value(of: ref).isEmpty)
        #expect(SelectionValues(state, showsSecrets: true).value(of: ref) == Array("hunter2".utf8))
    }

    /// A command naming a text field runs again once the typing has
    /// paused for the settle delay, with the text as it then stands.
    @Test func aCommandNamingATextRunsWhenTheTypingPauses() throws {
        var list = PickerState(wheels: [Wheel(rows: LineRows())])
        list.edit(.rowsCommand(CommandFeed(target: .wheel(0), template: try Template(parsing: "ls {Dir}"), maxRows: 100)))
        var state = PickerState(fields: [Form.Field(name: "Dir", kind: Self.text("/")), Form.Field(name: "Files", picker: list)],
                                chrome: Chrome())
        func started(_ effects: [Effect]) -> [String] {
            effects.compactMap {
                guard case .startCommand(_, _, let command) = $0 else { return nil }
                return String(decoding: command.arguments.first ?? [], as: UTF8.self)
            }
        }
        #expect(started(state.apply(.tick, at: 0)) == ["/"], "{Dir} is the text")
        _ = state.apply(.commandEnded(.wheel(0, field: 1), run: 1, status: 0, firstErrorLine: nil), at: 0.01)
        #expect(started(state.apply(.input(Self.typed("t")), at: 1)).isEmpty)
        #expect(started(state.apply(.input(Self.typed("m")), at: 1.1)).isEmpty, "still typing")
        #expect(started(state.apply(.tick, at: 1.1 + CommandFeed.settleDelay)) == ["/tm"])
    }

    /// Issue 49 item 4: the preview follows a text and a switch as it
    /// follows a wheel (and as `--on-change` does): a run once the typing
    /// or the flip has settled, with the values as they then stand.
    @Test func thePreviewFollowsATextAndASwitch() throws {
        var state = PickerState(fields: [Form.Field(name: "T", kind: Self.text()),
                                         Form.Field(name: "S", kind: .toggle(SwitchField()))], chrome: Chrome())
        state.edit(.preview(CommandFeed(target: .preview, template: try Template(parsing: "echo PV:{T}:{S}"), maxRows: 5),
                            lines: 3))
        func started(_ effects: [Effect]) -> [[String]] {
            effects.compactMap {
                guard case .startCommand(.preview, _, let command) = $0 else { return nil }
                return command.arguments.map { String(decoding: $0, as: UTF8.self) }
            }
        }
        #expect(started(state.apply(.tick, at: 0)) == [["", "no"]])
        _ = state.apply(.commandEnded(.preview, run: 1, status: 0, firstErrorLine: nil), at: 0.01)
        #expect(started(state.apply(.input(Self.typed("abc")), at: 1)).isEmpty, "still typing")
        #expect(state.nextTick() == 1 + CommandFeed.settleDelay)
        #expect(started(state.apply(.tick, at: 1 + CommandFeed.settleDelay)) == [["abc", "no"]])
        _ = state.apply(.commandEnded(.preview, run: 2, status: 0, firstErrorLine: nil), at: 1.2)
        _ = state.apply(.input([.next]), at: 2)
        _ = state.apply(.input([.flip]), at: 2)
        #expect(started(state.apply(.tick, at: 2 + CommandFeed.settleDelay)) == [["abc", "yes"]])
    }
}
