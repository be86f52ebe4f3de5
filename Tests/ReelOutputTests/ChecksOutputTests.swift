import Testing
@testable import ReelText
@testable import ReelRows
@testable import ReelModel
@testable import ReelOutput

/// `--multi`: what a selection of checked rows prints.
@Suite struct ChecksOutputTests {
    func printed(_ state: PickerState, _ options: OutputOptions) -> String {
        String(decoding: OutputFormatter.bytes(for: state, options: options), as: UTF8.self)
    }

    @Test func aLoneMultiWheelPrintsARecordPerCheckedRowInRowOrder() throws {
        var state = PickerState(wheels: [Wheel(rows: LineRows("a\nb\nc\nd\n"))])
        state.edit(.multiple(wheel: 0, allowed: true, limit: nil))
        let configuration = OutputOptions()
        #expect(printed(state, configuration) == "a\n", "nothing checked: the band's row")
        state.perform(.end)
        state.perform(.check)
        state.perform(.home)
        state.perform(.check)
        #expect(printed(state, configuration) == "a\nd\n")
        var nul = configuration
        nul.nulTerminated = true
        #expect(printed(state, nul) == "a\0d\0")
        var index = configuration
        index.format = .indices
        #expect(printed(state, index) == "0\n3\n")
        var json = configuration
        json.format = .json
        #expect(printed(state, json) == #"[{"component":1,"row":[0,3],"value":["a","d"],"title":["a","d"],"label":null}]"# + "\n")
    }

    @Test func besideOtherWheelsTheCheckedValuesAreJoinedByCommas() throws {
        var state = PickerState(wheels: [Wheel(rows: LineRows("a\nb\nc\n")), Wheel(rows: ByteListRows([[0x78], [0x79]]))])
        state.edit(.multiple(wheel: 0, allowed: true, limit: nil))
        let configuration = OutputOptions()
        state.perform(.check)
        state.perform(.down)
        state.perform(.down)
        state.perform(.check)
        #expect(printed(state, configuration) == "a,c\tx\n")
        #expect(SelectionValues(state).row(of: WheelRef(field: 0, wheel: 0)) == Array("0,2".utf8))
    }
}
