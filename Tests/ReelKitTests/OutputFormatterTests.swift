import Testing
@testable import ReelCLI
@testable import ReelCore
@testable import ReelKit
@testable import ReelTerminal

@Suite struct OutputFormatterTests {
    func state() -> PickerState {
        var rows = LineRows()
        rows.append([0x1B, 0x5B, 0x32, 0x4A, 0x0A, 0x62, 0x0A], final: true)
        return PickerState(wheels: [
            Wheel(rows: NumberRows(first: 0, step: 1, count: 24), selectedRow: 1),
            Wheel(rows: NumberRows(first: 0, step: 1, count: 60, padding: 2), selectedRow: 30),
            Wheel(rows: rows),
        ])
    }

    @Test func valuesJoinedByTab() {
        #expect(OutputFormatter.bytes(for: state(), options: OutputOptions()) == Array("1\t30\t\u{1B}[2J\n".utf8))
    }

    @Test func indicesAndDelimiterAndNUL() {
        var options = OutputOptions()
        options.indices = true
        options.delimiter = Array(", ".utf8)
        options.nulTerminated = true
        #expect(OutputFormatter.bytes(for: state(), options: options) == Array("1, 30, 0\u{0}".utf8))
    }
}
