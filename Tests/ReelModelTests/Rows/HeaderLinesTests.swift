import Testing
@testable import ReelText
@testable import ReelRows
@testable import ReelModel

/// `--header-lines`: the input's first lines head the rows, never one of
/// them, however the bytes arrive and whenever the count is told.
@Suite struct HeaderLinesTests {
    @Test func theFirstLinesAreTheHeaderNotRows() {
        var rows = LineRows()
        rows.keepHeader(lines: 2)
        rows.append(Array("NAME SIZE\n-----\na 1\nb 2\n".utf8), final: true)
        #expect(rows.header == ["NAME SIZE", "-----"])
        #expect(rows.count == 2)
        #expect(rows.title(at: 0) == "a 1")
        #expect(rows.value(at: 1) == Array("b 2".utf8))
    }

    @Test func aHeaderArrivingInPiecesWaitsForItsEnd() {
        var rows = LineRows()
        rows.keepHeader(lines: 1)
        rows.append(Array("USER PI".utf8))
        #expect(rows.count == 0 && rows.header.isEmpty)
        rows.append(Array("D\nroot 1".utf8))
        #expect(rows.header == ["USER PID"])
        #expect(rows.count == 0, "the row has not ended")
        rows.append(Array("\nme 2\n".utf8), final: true)
        #expect(rows.count == 2)
        #expect(rows.title(at: 1) == "me 2")
    }

    /// Told after the rows were read (a file, a command's first output):
    /// they are counted again without the header, once.
    @Test func toldLateTheRowsAreCountedAgain() {
        var rows = LineRows((0..<40).map { "line \($0)" }.joined(separator: "\n") + "\n")
        #expect(rows.count == 40)
        rows.keepHeader(lines: 3)
        #expect(rows.header == ["line 0", "line 1", "line 2"])
        #expect(rows.count == 37)
        #expect(rows.title(at: 0) == "line 3")
        #expect(rows.title(at: 36) == "line 39")
        // The byte searches start at the first row: the header never matches.
        #expect(rows.firstRow(matching: "line 1", as: .prefix, in: 0..<rows.count) == 7)
        rows.keepHeader(lines: 0)
        #expect(rows.count == 40 && rows.header.isEmpty)
    }

    @Test func anInputShorterThanItsHeaderHasNoRows() {
        var rows = LineRows()
        rows.keepHeader(lines: 3)
        rows.append(Array("only\n".utf8), final: true)
        #expect(rows.header == ["only"])
        #expect(rows.count == 0)
    }
}
