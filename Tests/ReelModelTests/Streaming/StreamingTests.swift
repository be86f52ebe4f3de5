import Testing
@testable import ReelText
@testable import ReelRows
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

    /// Issue 41 item 8: input that ends with no row ends the picker
    /// (`Ending.emptyInput`, the error of an input empty from the start),
    /// whenever it ends; one that failed keeps its note instead.
    @Test(arguments: [nil, "Input/output error"] as [String?])
    func anInputEndingEmptyEndsThePicker(failure: String?) {
        var state = PickerState(wheels: [Wheel(rows: LineRows())])
        state.streaming = Streaming(wheel: 0)
        #expect(!state.apply(.input([.accept]), at: 1).ends, "an empty wheel has nothing to accept")
        let effects = state.apply(.rowsEnded(wheel: 0, failure: failure), at: 2)
        if failure == nil {
            #expect(effects == [.finish(.emptyInput)])
        } else {
            #expect(effects == [.relayout])
        }
    }

    @Test func anInputEndingWithRowsGoesOn() {
        let input = LineRows("a\n")
        var state = PickerState(wheels: [Wheel(rows: input)])
        state.streaming = Streaming(wheel: 0, measured: 1)
        #expect(state.apply(.rowsEnded(wheel: 0, failure: nil), at: 1) == [.relayout])
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
