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

@Suite struct FieldRowsTests {
    let lines = LineRows("🍎\tApple\tid-1\n🍌\tBanana\tid-2\nplain\n")

    @Test func showValueAndIconFields() {
        let rows = FieldRows(base: lines, delimiter: [0x09], show: FieldRange(first: 2, last: 2), valueField: 3, iconField: 1)
        #expect(rows.title(at: 0) == "Apple")
        #expect(rows.value(at: 1) == Array("id-2".utf8))
        #expect(rows.icon(at: 0) == "🍎")
        // A row without the fields shows and prints what it has.
        #expect(rows.title(at: 2) == "")
        #expect(rows.value(at: 2) == [])
        #expect(rows.icon(at: 2) == "plain")
    }

    @Test func runsOfFieldsKeepTheirDelimiter() {
        let rows = FieldRows(base: lines, delimiter: [0x09], show: FieldRange("2..")!)
        #expect(rows.title(at: 0) == "Apple\tid-1")
        #expect(rows.value(at: 0) == Array("🍎\tApple\tid-1".utf8))
    }

    @Test func iconAloneShowsTheRest() {
        let rows = FieldRows(base: lines, delimiter: [0x09], iconField: 1)
        #expect(rows.title(at: 1) == "Banana\tid-2")
    }

    @Test func multiByteDelimiterAndMatching() {
        let rows = FieldRows(base: LineRows("Seoul :: kr-11\nBusan :: kr-26\n"), delimiter: Array(" :: ".utf8),
                             show: FieldRange("1"), valueField: 2)
        #expect(rows.title(at: 1) == "Busan")
        #expect(rows.row(matching: "kr-26") == 1)
        #expect(rows.row(matching: "Seoul") == 0)
    }

    @Test func fieldRanges() {
        #expect(FieldRange("2") == FieldRange(first: 2, last: 2))
        #expect(FieldRange("2..") == FieldRange(first: 2, last: nil))
        #expect(FieldRange("2..3") == FieldRange(first: 2, last: 3))
        for bad in ["0", "x", "3..2", "..2", "-1"] { #expect(FieldRange(bad) == nil, "\(bad)") }
    }

    @Test func optionsReachTheWheel() throws {
        let c = try ArgumentParser.parse(["-c", "-", "--show", "2", "--value", "3", "--icon", "1", "--batch", "-s", "id-2"])
        let state = try PickerFactory.makeState(c, inputs: PickerFactory.Inputs(
            standardInputIsTerminal: false,
            readStandardInput: { _ throws(LineRows.ReadError) in lines },
            readFile: { _, _ throws(LineRows.ReadError) in throw LineRows.ReadError(errno: 2) }))
        #expect(state.selectedRows == [1])
        #expect(OutputFormatter.bytes(for: state, options: c.output) == Array("id-2\n".utf8))
    }
}
