import ReelText

/// Rows whose lines hold fields (`--input-delimiter`, TAB by default): one
/// field or a run of them shown (`--show 2..`), one printed (`--value 1`),
/// one drawn as the row's icon (`--icon 3`). Split on demand, so only the
/// rows on screen are ever split.
package struct FieldRows: RowSource {
    package var base: any RowSource
    package var delimiter: [UInt8]
    package var show: FieldRange?
    package var valueField: Int?
    package var iconField: Int?

    package init(base: any RowSource, delimiter: [UInt8], show: FieldRange? = nil, valueField: Int? = nil, iconField: Int? = nil) {
        self.base = base
        self.delimiter = delimiter.isEmpty ? [0x09] : delimiter
        self.show = show
        self.valueField = valueField
        self.iconField = iconField
    }

    package var count: Int { base.count }
    package var header: [String] { base.header }

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

    /// The row's fields, split at every delimiter.
    func fields(at row: Int) -> [ArraySlice<UInt8>] {
        let bytes = bytes(at: row)
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

    /// The shown bytes: the chosen fields joined by the delimiter, or the
    /// whole row when none are chosen.
    func shownBytes(at row: Int) -> [UInt8] {
        guard let show else {
            // With only an icon chosen, the rest is what is shown.
            guard let iconField else { return bytes(at: row) }
            return join(fields(at: row).enumerated().filter { $0.offset + 1 != iconField }.map(\.element))
        }
        let all = fields(at: row)
        let upper = min(show.last ?? all.count, all.count)
        guard show.first <= upper else { return [] }
        return join(Array(all[(show.first - 1)..<upper]))
    }

    /// The shown fields as text (what search compares).
    func shownText(at row: Int) -> [UInt8] { text(shownBytes(at: row)) }

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
