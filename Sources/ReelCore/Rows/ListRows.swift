import ReelText

/// Rows given one by one: a comma list on the command line, or an array
/// from a Swift program.
package struct ListRows: RowSource {
    package var titles: [String]
    /// What SGR sequences in the titles are: a program's ANSI-coloured
    /// lines (`PickerComponent(_:ansi:)`) are drawn in their colours.
    package var colorCodes: ColorCodes

    package init(_ titles: [String], colorCodes: ColorCodes = .escaped) {
        self.titles = titles
        self.colorCodes = colorCodes
    }

    package var count: Int { titles.count }

    package func title(at row: Int) -> String {
        guard colorCodes.areDrawn else { return titles[row] }
        var title = titles[row]
        return title.withUTF8 { SGR.mayHoldSequences(UnsafeRawBufferPointer($0))
            ? String(decoding: SGR.stripped(UnsafeRawBufferPointer($0)), as: UTF8.self) : titles[row] }
    }

    package func value(at row: Int) -> [UInt8] {
        colorCodes == .kept ? Array(titles[row].utf8) : Array(title(at: row).utf8)
    }

    package func glyphs(at row: Int, maxColumns: Int, width: DisplayWidth) -> (glyphs: [Glyph], truncated: Bool) {
        guard colorCodes.areDrawn else { return SafeText.glyphs(titles[row], maxColumns: maxColumns, width: width) }
        var title = titles[row]
        return title.withUTF8 { SafeText.glyphs(ansi: UnsafeRawBufferPointer($0), maxColumns: maxColumns, width: width) }
    }
}
