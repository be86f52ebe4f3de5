import Testing
@testable import ReelText
@testable import ReelRows
@testable import ReelModel
import ModelTestSupport

/// Issue 47: every way of ending gives the one verdict's answer. Random
/// forms (wheels with rows, wheels still loading their command's rows,
/// wheels with none to come, texts required or not, filled or blank,
/// switches): Enter, an accepting `--timeout` and `--select-1` are asked
/// of the same state, and each must do what `verdict` says.
@Suite struct EndingAgreementTests {
    static func field(_ random: inout SplitMix64, index: Int) throws -> Form.Field {
        let name = "F\(index)"
        switch random.below(6) {
        case 0:
            let rows = (0...random.below(3)).map { "r\($0)" }
            return Form.Field(name: name, picker: PickerState(wheels: [Wheel(rows: ListRows(rows))]))
        case 1:
            var picker = PickerState(wheels: [Wheel(rows: LineRows())])
            picker.edit(.rowsCommand(CommandFeed(target: .wheel(0), template: try Template(parsing: "echo x"), maxRows: 10)))
            return Form.Field(name: name, picker: picker)
        case 2:
            return Form.Field(name: name, picker: PickerState(wheels: [Wheel(rows: ListRows([]))]))
        case 3:
            let text = ["", "   ", "Ada"][random.below(3)]
            return Form.Field(name: name, kind: .text(TextField(text: text, isSecret: random.below(2) == 0,
                                                                isRequired: random.below(2) == 0)))
        case 4:
            return Form.Field(name: name, kind: .toggle(SwitchField(isOn: random.below(2) == 0)))
        default:
            return Form.Field(name: name, picker: PickerState(wheels: [Wheel(rows: ListRows(["only"]))]))
        }
    }

    @Test(arguments: 0..<300)
    func everyWayOfEndingAgreesWithTheVerdict(seed: UInt64) throws {
        var random = SplitMix64(state: seed)
        let fields = try (0...random.below(3)).map { try Self.field(&random, index: $0) }
        var state = PickerState(fields: fields, chrome: Chrome())
        _ = state.apply(.started, at: 0)
        // The commands' first runs start: their wheels are loading.
        _ = state.apply(.tick, at: 0)
        let verdict = state.verdict

        var entered = state
        let enter = entered.perform(.accept, at: 1)
        var timed = state
        timed.edit(.timeout(IdleTimeout(seconds: 1, accepts: true)))
        let timeout = timed.apply(.tick, at: 5)
        let selectOne = StartQuery(selectOne: true).start(after: state)

        switch verdict {
        case .finish:
            #expect(enter.contains(.finish(.accepted)), "seed \(seed)")
            #expect(timeout.contains(.finish(.timedOut(accepted: true))), "seed \(seed)")
        case .hold:
            #expect(!enter.ends && entered.heldAccept.ending == .accepted, "seed \(seed)")
            #expect(!timeout.ends && timed.heldAccept.ending == .timedOut(accepted: true), "seed \(seed)")
            #expect(selectOne != .accept, "seed \(seed)")
        case .refuse:
            #expect(!enter.ends && entered.heldAccept.ending == nil, "seed \(seed)")
            #expect(timeout.contains(.finish(.timedOut(accepted: false))), "seed \(seed)")
            #expect(selectOne != .accept, "seed \(seed)")
        }
        if selectOne == .accept { #expect(verdict == .finish, "seed \(seed): --select-1 accepted what the verdict holds back") }
    }
}
