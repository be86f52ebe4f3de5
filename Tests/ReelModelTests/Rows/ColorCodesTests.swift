import Testing
@testable import ReelText
@testable import ReelRows
@testable import ReelModel

/// Lines whose colour codes are drawn (`--ansi`): everything but drawing
/// sees the text without them; `--ansi=keep` prints them.
@Suite struct ColorCodesTests {
    static let e = "\u{1B}"
    /// `git log --oneline --color=always`'s shape: a yellow hash, a decoration.
    static let log = [
        "\(e)[33mabc1234\(e)[m \(e)[33m(\(e)[m\(e)[1;36mHEAD -> \(e)[m\(e)[1;32mmain\(e)[m\(e)[33m)\(e)[m fix the band",
        "\(e)[33mdef5678\(e)[m add the wheel",
        "plain row",
        "\(e)[31mre\(e)[1md\(e)[0m",
    ]

    func lines(_ codes: ColorCodes) -> LineRows {
        var rows = LineRows(Self.log.joined(separator: "\n") + "\n")
        rows.readColorCodes(as: codes)
        return rows
    }

    @Test func valueAndTitleAreTheText() {
        let rows = lines(.drawn)
        #expect(rows.title(at: 0) == "abc1234 (HEAD -> main) fix the band")
        #expect(rows.value(at: 3) == Array("red".utf8))
        #expect(rows.value(at: 2) == Array("plain row".utf8))
        let kept = lines(.kept)
        #expect(kept.title(at: 3) == "red")
        #expect(kept.value(at: 3) == Array(Self.log[3].utf8))
        #expect(lines(.escaped).title(at: 3) == Self.log[3])
    }

    @Test func widthsCountTheTextAlone() {
        #expect(lines(.drawn).widestRow(width: DisplayWidth(), cap: Wheel.measureCap) == 35)
        #expect(lines(.escaped).widestRow(width: DisplayWidth(), cap: Wheel.measureCap) > 60)
        // Told after reading, or scanned knowing: the same measure.
        var told = LineRows()
        told.readColorCodes(as: .drawn)
        told.append(Array((Self.log.joined(separator: "\n") + "\n").utf8))
        #expect(told.widestRow(width: DisplayWidth(), cap: Wheel.measureCap) == 35)
        #expect(told.widestRow(width: DisplayWidth(ambiguousIsWide: true), cap: Wheel.measureCap) == 35)
    }

    @Test func searchAndSelectFindTheText() {
        let rows = lines(.drawn)
        // "red" is split by a code in the bytes; "33m" is only in the codes.
        #expect(rows.firstRow(matching: "red", as: .contains, in: 0..<4) == 3)
        #expect(rows.firstRow(matching: "33m", as: .contains, in: 0..<4) == nil)
        #expect(rows.firstRows(matching: "def", in: 0..<4).starting == 1)
        #expect(rows.row(matching: "red") == 3)
        // Without --ansi the bytes are the text, as before.
        #expect(lines(.escaped).firstRow(matching: "33m", as: .contains, in: 0..<4) == 0)
    }

    @Test func theFilterMatchesTheTextAndPrintsWhatTheModeSays() {
        let rows = lines(.drawn)
        let result = FilterResult.scan(FilterQuery("red"), in: rows)
        #expect(result.ranked() == [3])
        #expect(FilterResult.scan(FilterQuery("'33m"), in: rows).rows.isEmpty)
        // The same scores as the plain text.
        let plain = LineRows("abc1234 (HEAD -> main) fix the band\ndef5678 add the wheel\nplain row\nred\n")
        #expect(FilterResult.scan(FilterQuery("ad"), in: rows).ranked() == FilterResult.scan(FilterQuery("ad"), in: plain).ranked())
        var printed: [UInt8] = []
        _ = FilterListing.write(result, of: rows, sort: true, end: 0x0A) { printed += $0; return true }
        #expect(printed == Array("red\n".utf8))
        printed = []
        let kept = lines(.kept)
        _ = FilterListing.write(FilterResult.scan(FilterQuery("red"), in: kept), of: kept, sort: true, end: 0x0A) {
            printed += $0
            return true
        }
        #expect(printed == Array((Self.log[3] + "\n").utf8))
    }

    @Test func fieldsKeepTheirColours() {
        let e = Self.e
        var lines = LineRows("\(e)[31mone\(e)[m\t\(e)[32mtwo\(e)[m\n")
        lines.readColorCodes(as: .drawn)
        let fields = FieldRows(base: lines, delimiter: [0x09], show: FieldRange("2"), valueField: 1)
        let (glyphs, _) = fields.glyphs(at: 0, maxColumns: 10, width: DisplayWidth())
        #expect(glyphs.map(\.text).joined() == "two" && glyphs.allSatisfy { $0.style == Style(foreground: .ansi(2)) })
        #expect(fields.title(at: 0) == "two")
        #expect(fields.value(at: 0) == Array("one".utf8))
    }

    @Test func aWheelTellsLinesThatArriveLater() {
        var wheel = Wheel(rows: LineRows())
        wheel.readColorCodes(as: .drawn)
        var more = LineRows(Self.log[3] + "\n")
        wheel.setLines(more, measuredFrom: 0)
        #expect(wheel.rows.title(at: 0) == "red")
        #expect(wheel.measuredWidth == 3)
        more = wheel.takeLines()!
        #expect(more.colorCodes == .drawn)
    }

    @Test func aListsItemsToo() {
        let e = Self.e
        var wheel = Wheel(rows: ByteListRows([Array("\(e)[31mred\(e)[m".utf8), Array("blue".utf8)]))
        wheel.readColorCodes(as: .drawn)
        #expect(wheel.rows.title(at: 0) == "red")
        #expect(wheel.rows.value(at: 0) == Array("red".utf8))
        #expect(wheel.measuredWidth == 4)
        wheel.readColorCodes(as: .kept)
        #expect(wheel.rows.value(at: 0) == Array("\(e)[31mred\(e)[m".utf8))
    }
}
