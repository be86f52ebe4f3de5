import Testing
@testable import ReelText
@testable import ReelRows
@testable import ReelModel

/// Which rows are ASCII, known a block at a time: a row is called ASCII
/// only when it is, wherever blocks and rows begin and end.
@Suite struct ASCIIRunsTests {
    /// Rows of every length around the block size, a few with a byte past
    /// ASCII at their start, middle or end: each answer is the row's truth.
    @Test func answersEachRowTruly() {
        var rows: [[UInt8]] = []
        var seed: UInt64 = 7
        for index in 0..<3000 {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            let length = Int(seed >> 33) % (index % 97 == 0 ? 9000 : 60)
            var row = [UInt8](repeating: 0x61, count: length)
            if index % 31 == 0, !row.isEmpty { row[Int(seed >> 40) % length] = 0xC3 }
            rows.append(row)
        }
        let bytes: [UInt8] = rows.flatMap { $0 + [0x0A] }
        var runs = ASCIIRuns()
        bytes.withUnsafeBufferPointer { buffer in
            var start = 0
            for row in rows {
                let said = runs.isASCII(buffer.baseAddress!, from: start, to: start + row.count, limit: buffer.count)
                if said { #expect(row.allSatisfy { $0 < 0x80 }) }
                start += row.count + 1
            }
        }
    }

    /// An accented row among a hundred thousand ASCII ones is found by its
    /// base letters; the ASCII ones are still turned down on their bytes.
    @Test func foldedRowsAreFoundAmongASCIIOnes() {
        var rows = (0..<100_000).map { "row \($0) plain text" }
        rows[4242] = "a café in row 4242"
        rows[99_999] = "\u{212A}elvin at the end"
        let lines = LineRows(rows.joined(separator: "\n") + "\n")
        #expect(FilterResult.scan(FilterQuery("cafe"), in: lines).ranked() == [4242])
        #expect(FilterResult.scan(FilterQuery("kelvin"), in: lines).ranked() == [99_999])
    }
}
