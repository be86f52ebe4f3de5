import Testing
@testable import ReelText
@testable import ReelRows
@testable import ReelModel

/// Fields as a list user splits them: one space is awk's runs of blanks,
/// and `--match` narrows what the filter and the `/` search look at while
/// the highlight lands on the shown row.
@Suite struct FieldRowsTests {
    /// `ps`'s shape: leading blanks, columns aligned with runs of spaces.
    static let ps = LineRows("""
          PID TTY          TIME CMD
            1 ?        00:00:02 systemd
          812 pts/0    00:00:00 bash -l
        40123 pts/1    00:01:10 vim notes.md

        """)

    @Test func oneSpaceSplitsOnRunsOfBlanksAsAwkDoes() {
        let rows = FieldRows(base: Self.ps, delimiter: [0x20], valueField: 1)
        #expect(rows.value(at: 1) == Array("1".utf8))
        #expect(rows.value(at: 3) == Array("40123".utf8))
        #expect(rows.fields(at: 2).map { String(decoding: $0, as: UTF8.self) } == ["812", "pts/0", "00:00:00", "bash", "-l"])
        // Tabs are blanks too; a row of blanks has no field.
        let mixed = FieldRows(base: LineRows(" \t a\t\t b \n   \n"), delimiter: [0x20], valueField: 2)
        #expect(mixed.value(at: 0) == Array("b".utf8))
        #expect(mixed.fields(at: 1).isEmpty)
        #expect(mixed.value(at: 1) == [])
    }

    @Test func shownRunKeepsTheRowsOwnSpacing() {
        let rows = FieldRows(base: Self.ps, delimiter: [0x20], show: FieldRange("4.."))
        #expect(rows.title(at: 2) == "bash -l")
        let aligned = FieldRows(base: Self.ps, delimiter: [0x20], show: FieldRange("2.."))
        #expect(aligned.title(at: 1) == "?        00:00:02 systemd")
    }

    @Test func otherDelimitersStillSplitAtEachOne() {
        let rows = FieldRows(base: LineRows("a  b\n"), delimiter: Array("  ".utf8), valueField: 2)
        #expect(rows.value(at: 0) == Array("b".utf8))
        let commas = FieldRows(base: LineRows(",a,,b\n"), delimiter: Array(",".utf8), valueField: 4)
        #expect(commas.value(at: 0) == Array("b".utf8))
    }

    @Test func filterLooksOnlyAtTheMatchedFields() {
        let rows = FieldRows(base: Self.ps, delimiter: [0x20], match: FieldRange("4.."))
        // "pts" is in every row's second field: not searched.
        #expect(FilterResult.scan(FilterQuery("pts"), in: rows).ranked().isEmpty)
        #expect(FilterResult.scan(FilterQuery("vim"), in: rows).ranked() == [3])
        #expect(FilterResult.scan(FilterQuery("'1"), in: rows).ranked().isEmpty)
        let whole = FieldRows(base: Self.ps, delimiter: [0x20], show: FieldRange("2.."))
        #expect(FilterResult.scan(FilterQuery("pts"), in: whole).ranked().count == 2)
    }

    @Test func slashSearchLooksOnlyAtTheMatchedFields() {
        let rows = FieldRows(base: Self.ps, delimiter: [0x20], match: FieldRange("4"))
        #expect(rows.firstRow(matching: "bash", as: .contains, in: 0..<rows.count) == 2)
        #expect(rows.firstRow(matching: "pts", as: .contains, in: 0..<rows.count) == nil)
        #expect(rows.firstRows(matching: "sys", in: 0..<rows.count).starting == 1)
    }

    /// The filter's places are found in the matched fields and drawn on
    /// the shown row: on the same characters, whatever is shown.
    @Test(arguments: [
        // show, match, query, row, the shown row's matched characters
        (nil, "4..", "vim", 3, "vim"),
        ("2..", "4", "vim", 3, "vim"),
        ("4..", "4..", "notes", 3, "notes"),
        ("3..", "1..", "812bash", 2, "bash"),
    ] as [(String?, String, String, Int, String)])
    func highlightLandsOnTheShownCharacters(show: String?, match: String, query: String, row: Int, expected: String) {
        let rows = FieldRows(base: Self.ps, delimiter: [0x20], show: show.flatMap(FieldRange.init), match: FieldRange(match))
        var filter = WheelFilter(wheel: 0, sliceWork: .max)
        filter.type(query, in: rows)
        #expect(filter.shown?.contains(Int32(row)) == true)
        let title = Array(rows.title(at: row).unicodeScalars)
        let places = filter.positions(ofRow: row, in: rows)
        #expect(String(String.UnicodeScalarView(places.map { title[$0] })) == expected,
                "places \(places) in \(rows.title(at: row).debugDescription)")
    }

    /// `--header-lines` under `--show`: the heading shows the same fields,
    /// so it stands over its columns.
    @Test func theHeaderShowsTheFieldsTheRowsShow() {
        var lines = Self.ps
        lines.keepHeader(lines: 1)
        let rows = FieldRows(base: lines, delimiter: [0x20], show: FieldRange("2.."))
        #expect(rows.count == 3)
        #expect(rows.header == ["TTY          TIME CMD"])
        #expect(rows.title(at: 0) == "?        00:00:02 systemd")
    }

    // MARK: Show, value and icon

    let fruit = LineRows("🍎\tApple\tid-1\n🍌\tBanana\tid-2\nplain\n")

    @Test func showValueAndIconFields() {
        let rows = FieldRows(base: fruit, delimiter: [0x09], show: FieldRange(first: 2, last: 2), valueField: 3, iconField: 1)
        #expect(rows.title(at: 0) == "Apple")
        #expect(rows.value(at: 1) == Array("id-2".utf8))
        #expect(rows.icon(at: 0) == "🍎")
        // A row without the fields shows and prints what it has.
        #expect(rows.title(at: 2) == "")
        #expect(rows.value(at: 2) == [])
        #expect(rows.icon(at: 2) == "plain")
    }

    @Test func runsOfFieldsKeepTheirDelimiter() {
        let rows = FieldRows(base: fruit, delimiter: [0x09], show: FieldRange("2..")!)
        #expect(rows.title(at: 0) == "Apple\tid-1")
        #expect(rows.value(at: 0) == Array("🍎\tApple\tid-1".utf8))
    }

    @Test func iconAloneShowsTheRest() {
        let rows = FieldRows(base: fruit, delimiter: [0x09], iconField: 1)
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
}
