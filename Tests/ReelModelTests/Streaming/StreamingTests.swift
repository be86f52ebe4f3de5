import Testing
@testable import ReelText
@testable import ReelModel

/// Streamed rows alone: the feature, a wheel and the rows handed over.
@Suite struct StreamingTests {
    @Test func eachSnapshotReplacesTheRowsAndWidensTheWheel() {
        var input = LineRows("a\n")
        var wheels = [Wheel(rows: input)]
        var streaming = Streaming(wheel: 0, measured: 1)
        input.append(Array("a much longer row\n".utf8))
        streaming.take(input, final: false, into: &wheels)
        #expect(wheels[0].rows.count == 2)
        #expect(wheels[0].measuredWidth == 17)
        #expect(streaming.isStreaming)
        #expect(streaming.notes(rows: 2, withPosition: false) == [ToolbarNote(.loading, "loading… 2")])
        #expect(streaming.notes(rows: 2, withPosition: true).isEmpty, "the position says it")
        streaming.take(nil, final: true, into: &wheels)
        #expect(streaming.finished)
        #expect(streaming.notes(rows: 2, withPosition: false).isEmpty)
    }

    @Test func aReadErrorIsSaid() {
        var wheels = [Wheel(rows: LineRows())]
        var streaming = Streaming(wheel: 0)
        streaming.take(nil, final: true, failure: "Input/output error", into: &wheels)
        #expect(streaming.notes(rows: 0, withPosition: false) == [ToolbarNote(.error, "read error: Input/output error")])
    }

    @Test func fieldsAreKeptAndRowsMeasuredAsShown() {
        var input = LineRows("1\tshort\n")
        let fields = FieldRows(base: input, delimiter: [0x09], show: FieldRange("2"))
        var wheels = [Wheel(rows: fields)]
        var streaming = Streaming(wheel: 0, measured: 1)
        input.append(Array("2\tmuch wider text\n".utf8))
        streaming.take(input, final: false, into: &wheels)
        #expect(wheels[0].rows is FieldRows)
        #expect(wheels[0].rows.title(at: 1) == "much wider text")
        #expect(wheels[0].measuredWidth == 15)
    }
}
