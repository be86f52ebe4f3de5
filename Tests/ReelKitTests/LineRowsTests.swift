import Testing
@testable import ReelKit

@Suite struct LineRowsTests {
    @Test func splitsLinesAndStripsCRLF() {
        let rows = LineRows("Red\r\nOrange\nYellow")
        #expect(rows.count == 3)
        #expect(rows.value(at: 0) == Array("Red".utf8))
        #expect(rows.title(at: 2) == "Yellow")
    }

    @Test func keepsBlankLinesAndNULs() {
        let rows = LineRows("a\n\nb\u{0}c\n")
        #expect(rows.count == 3)
        #expect(rows.value(at: 1) == [])
        #expect(rows.value(at: 2) == [0x62, 0x00, 0x63])
    }

    @Test func chunksSplitAnywhereGiveTheSameRows() {
        let text = Array("one\r\ntwo\n\nthree\nfour".utf8)
        for cut in 0...text.count {
            var rows = LineRows()
            rows.append(text[0..<cut])
            rows.append(text[cut...], final: true)
            #expect((0..<rows.count).map(rows.title(at:)) == ["one", "two", "", "three", "four"])
        }
    }

    @Test func stopsAtMaxRows() {
        var rows = LineRows()
        rows.append(Array("a\nb\nc\nd\n".utf8), maxRows: 2)
        rows.append(Array("e\n".utf8), final: true, maxRows: 2)
        #expect(rows.count == 2)
        #expect(rows.wasCut)
        #expect(rows.title(at: 1) == "b")
    }

    @Test func valueIsTheOriginalBytes() {
        let bytes: [UInt8] = [0x1B, 0x5B, 0x32, 0x4A, 0xFF, 0x0A]
        var rows = LineRows()
        rows.append(bytes, final: true)
        #expect(rows.value(at: 0) == Array(bytes.dropLast()))
    }

    @Test func widestRowMeasuresDisplayWidth() {
        let rows = LineRows("ab\n분분분\nabcd\n")
        #expect(rows.widestRow(width: DisplayWidth(), cap: 100) == 6)
        #expect(rows.widestRow(width: DisplayWidth(), cap: 5) == 5)
    }

    @Test func emptyInputHasNoRows() {
        #expect(LineRows("").count == 0)
    }
}

@Suite struct LineRowsLimitTests {
    @Test func aLineWithNoEndIsSplitIntoRowsOfTheLongestLength() {
        var rows = LineRows()
        let chunk = [UInt8](repeating: 0, count: 1 << 20)
        for _ in 0..<(LineRows.maxLineBytes >> 20) * 2 + 1 { rows.append(chunk, maxRows: 10) }
        #expect(rows.count == 2)
        #expect(rows.value(at: 0).count == LineRows.maxLineBytes)
        rows.append([], final: true, maxRows: 10)
        #expect(rows.count == 3)
        #expect(rows.value(at: 2).count == 1 << 20)
    }

    @Test func endlessInputWithoutNewlinesStopsAtMaxRows() {
        var rows = LineRows()
        let chunk = [UInt8](repeating: 0x79, count: 1 << 20)
        var reads = 0
        while !rows.wasCut, reads < 1000 {
            rows.append(chunk, maxRows: 2)
            reads += 1
        }
        #expect(rows.wasCut)
        #expect(rows.count == 2)
        #expect(reads <= 2 * (LineRows.maxLineBytes >> 20) + 1)
        #expect(rows.bytes.count <= 2 * (LineRows.maxLineBytes + 1))
    }
}
