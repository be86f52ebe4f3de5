import ReelText

/// Rows whose lines hold fields (`--input-delimiter`, TAB by default): one
/// field or a run of them shown (`--show 2..`), one printed (`--value 1`),
/// one drawn as the row's icon (`--icon 3`), a run of them searched
/// (`--match 2..`). Split on demand, so only the rows on screen (and the
/// rows a search or filter tests) are ever split.
package struct FieldRows: RowSource {
    package var base: any RowSource
    package var delimiter: [UInt8]
    package var show: FieldRange?
    package var valueField: Int?
    package var iconField: Int?
    /// The fields the filter and the `/` search look at (fzf's `--nth`);
    /// nil: what is shown.
    package var match: FieldRange?

    package init(base: any RowSource, delimiter: [UInt8], show: FieldRange? = nil, valueField: Int? = nil,
                 iconField: Int? = nil, match: FieldRange? = nil) {
        self.base = base
        self.delimiter = delimiter.isEmpty ? [0x09] : delimiter
        self.show = show
        self.valueField = valueField
        self.iconField = iconField
        self.match = match
    }

    /// One space splits as awk does: on runs of blanks (spaces and tabs),
    /// leading and trailing ones ignored, so `ps`'s and `ls -l`'s aligned
    /// columns are fields. Any other delimiter splits at each occurrence.
    private var splitsOnBlanks: Bool { delimiter == [0x20] }

    package var count: Int { base.count }
    /// The input's header lines as the rows are shown: `--show`'s fields
    /// of them, so a table's heading stands over its columns.
    package var header: [String] {
        base.header.map { line in
            let bytes = Array(line.utf8)
            let parts = shownParts(of: bytes, fields: fields(of: bytes))
            return String(decoding: join(parts.map { bytes[$0] }), as: UTF8.self)
        }
    }

    /// What the lines' colour codes are (`--ansi`): fields are split from
    /// the line as it came, codes and all, so that a field keeps its colours.
    private var colorCodes: ColorCodes { (base as? LineRows)?.colorCodes ?? .escaped }

    /// The row's bytes as they came (colour codes included).
    private func bytes(at row: Int) -> [UInt8] {
        guard let lines = base as? LineRows, lines.colorCodes.areDrawn else { return base.value(at: row) }
        return lines.withRow(row) { Array($0) }
    }

    /// Field bytes as text: without colour codes where they are drawn.
    private func text(_ bytes: [UInt8]) -> [UInt8] {
        colorCodes.areDrawn ? bytes.withUnsafeBytes { SGR.stripped($0) } : bytes
    }

    /// The row's fields, split at every delimiter (or, for one space, on
    /// runs of blanks); each slice keeps its place in the row's bytes.
    func fields(at row: Int) -> [ArraySlice<UInt8>] { fields(of: bytes(at: row)) }

    private func fields(of bytes: [UInt8]) -> [ArraySlice<UInt8>] {
        if splitsOnBlanks { return Self.blankSeparated(bytes) }
        var fields: [ArraySlice<UInt8>] = []
        var start = 0
        var index = 0
        while index + delimiter.count <= bytes.count {
            if bytes[index..<index + delimiter.count].elementsEqual(delimiter) {
                fields.append(bytes[start..<index])
                index += delimiter.count
                start = index
            } else {
                index += 1
            }
        }
        fields.append(bytes[start...])
        return fields
    }

    /// awk's fields: the runs between blanks.
    static func blankSeparated(_ bytes: [UInt8]) -> [ArraySlice<UInt8>] {
        var fields: [ArraySlice<UInt8>] = []
        var index = 0
        let n = bytes.count
        while index < n {
            while index < n && (bytes[index] == 0x20 || bytes[index] == 0x09) { index += 1 }
            guard index < n else { break }
            let start = index
            while index < n && bytes[index] != 0x20 && bytes[index] != 0x09 { index += 1 }
            fields.append(bytes[start..<index])
        }
        return fields
    }

    /// The bytes of the row that make up what is shown, in order, joined
    /// by the delimiter: one run from the first chosen field to the last
    /// (the row's own bytes between them, so aligned columns stay
    /// aligned), the fields but the icon, or the whole row.
    private func shownParts(of bytes: [UInt8], fields all: @autoclosure () -> [ArraySlice<UInt8>]) -> [Range<Int>] {
        guard let show else {
            // With only an icon chosen, the rest is what is shown.
            guard let iconField else { return [0..<bytes.count] }
            return all().enumerated().filter { $0.offset + 1 != iconField }.map(\.element.indices)
        }
        return Self.span(show, of: all()).map { [$0] } ?? []
    }

    /// The bytes from the first field of `range` to the end of its last,
    /// or nil when the row has no such field.
    private static func span(_ range: FieldRange, of all: [ArraySlice<UInt8>]) -> Range<Int>? {
        let upper = min(range.last ?? all.count, all.count)
        guard range.first <= upper else { return nil }
        return all[range.first - 1].startIndex..<all[upper - 1].endIndex
    }

    /// The shown bytes: the chosen fields, or the whole row when none are chosen.
    func shownBytes(at row: Int) -> [UInt8] {
        let bytes = bytes(at: row)
        let parts = shownParts(of: bytes, fields: fields(at: row))
        return join(parts.map { bytes[$0] })
    }

    /// The shown fields as text.
    func shownText(at row: Int) -> [UInt8] { text(shownBytes(at: row)) }

    /// What the filter and the `/` search compare: the `--match` fields
    /// (nothing when the row has none of them), else what is shown.
    func searchedText(at row: Int) -> [UInt8] {
        guard let match else { return shownText(at: row) }
        let bytes = bytes(at: row)
        guard let span = Self.span(match, of: fields(at: row)) else { return [] }
        return text(Array(bytes[span]))
    }

    /// The shown row's length as the filter breaks ties (scalars, white
    /// space at the ends not counted), when only some fields are searched:
    /// fzf's `--nth` ranks a tie by the whole row, not by the fields.
    func shownLength(at row: Int) -> Int? {
        guard match != nil else { return nil }
        let scalars = title(at: row).unicodeScalars.map { CharClass.of($0.value) }
        guard let first = scalars.firstIndex(where: { $0 != .white }),
              let last = scalars.lastIndex(where: { $0 != .white }) else { return 0 }
        return last - first + 1
    }

    package func searchedTitle(at row: Int) -> String { String(decoding: searchedText(at: row), as: UTF8.self) }

    /// Places in the searched text (scalar offsets, what the filter's
    /// positions are) as places in the shown text, for the highlight:
    /// both are counted from the row's start, and a place outside what is
    /// shown is dropped.
    package func shownPositions(_ positions: [Int], at row: Int) -> [Int] {
        guard let match, !positions.isEmpty else { return positions }
        let bytes = bytes(at: row)
        let all = fields(at: row)
        guard let span = Self.span(match, of: all) else { return [] }
        let scalars = { (range: Range<Int>) -> Int in
            self.text(Array(bytes[range])).reduce(0) { $0 + ($1 & 0xC0 == 0x80 ? 0 : 1) }
        }
        let searchedStart = scalars(0..<span.lowerBound)
        let separator = text(delimiter).reduce(0) { $0 + ($1 & 0xC0 == 0x80 ? 0 : 1) }
        // Each shown part: where it starts in the row's text, its length,
        // and where it starts in the shown text.
        var parts: [(row: Int, count: Int, shown: Int)] = []
        var shown = 0
        for part in shownParts(of: bytes, fields: all) {
            let count = scalars(part)
            parts.append((scalars(0..<part.lowerBound), count, shown))
            shown += count + separator
        }
        return positions.compactMap { position in
            let place = searchedStart + position
            return parts.first { place >= $0.row && place < $0.row + $0.count }.map { $0.shown + place - $0.row }
        }
    }

    private func join(_ parts: [ArraySlice<UInt8>]) -> [UInt8] {
        var out: [UInt8] = []
        for (i, part) in parts.enumerated() {
            if i > 0 { out += delimiter }
            out += part
        }
        return out
    }

    package func glyphs(at row: Int, maxColumns: Int, width: DisplayWidth) -> (glyphs: [Glyph], truncated: Bool) {
        let drawn = colorCodes.areDrawn
        return shownBytes(at: row).withUnsafeBytes {
            drawn ? SafeText.glyphs(ansi: $0, maxColumns: maxColumns, width: width)
                : SafeText.glyphs(utf8: $0, maxColumns: maxColumns, width: width)
        }
    }

    package func title(at row: Int) -> String { String(decoding: shownText(at: row), as: UTF8.self) }

    package func value(at row: Int) -> [UInt8] {
        guard let valueField else { return base.value(at: row) }
        let all = fields(at: row)
        let field = valueField <= all.count ? Array(all[valueField - 1]) : []
        return colorCodes == .drawn ? text(field) : field
    }

    package func widestIcon(width: DisplayWidth, cap: Int) -> Int {
        // Rows without an icon field are not split just to find none.
        iconField == nil ? 0 : measureIcons(width: width, cap: cap)
    }

    package func icon(at row: Int) -> String? {
        guard let iconField else { return nil }
        let all = fields(at: row)
        return iconField <= all.count ? String(decoding: text(Array(all[iconField - 1])), as: UTF8.self) : nil
    }
}
