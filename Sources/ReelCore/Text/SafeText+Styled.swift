extension SafeText {
    /// Where a style starts in a styled row's text (a UTF-8 offset); nil
    /// is the text's own look, the theme's.
    package typealias StyleChange = (offset: Int, style: Style?)

    /// The glyphs of a row coloured by SGR sequences (`--ansi`): the text
    /// without any sequence (`EscapeScanner`), made safe as `glyphs(utf8:)`
    /// makes any row (other controls still placeholders), each glyph with the style the
    /// sequences before it set. The style starts plain on every row and
    /// ends with it: nothing carries over to the next row or the band.
    /// The bytes looked at, sequences included, are bounded as for plain
    /// rows (`maxBytesPerColumn` per column), so a row of a million codes
    /// costs what a row of a million letters does: its prefix.
    package static func glyphs(
        ansi bytes: UnsafeRawBufferPointer, maxColumns: Int, width: DisplayWidth
    ) -> (glyphs: [Glyph], truncated: Bool) {
        let maxColumns = min(max(maxColumns, 0), 1 << 40)
        let budget = (maxColumns + 2) * maxBytesPerColumn
        // Most rows of a coloured list have no code at all; an ESC past
        // the budget is never reached (a 64 MB row is not searched whole).
        let looked = UnsafeRawBufferPointer(rebasing: bytes[..<min(bytes.count, budget)])
        guard SGR.mayHoldSequences(looked) else { return glyphs(utf8: bytes, maxColumns: maxColumns, width: width) }
        guard maxColumns > 0 else { return ([], SGR.textLength(looked) > 0) }
        var limit = maxColumns * 4 + 16
        while true {
            let prefix = StyledPrefix(ansi: bytes, limit: min(limit, budget))
            let made = glyphs(styled: prefix.text, changes: prefix.changes, isWhole: prefix.isWhole,
                              maxColumns: maxColumns, width: width)
            if let made { return made }
            if limit >= budget { return (glyphs(styled: prefix.text, changes: prefix.changes, isWhole: true,
                                                maxColumns: maxColumns, width: width)!.glyphs, true) }
            limit = min(limit * 2, budget)
        }
    }

    /// Columns of a row coloured by SGR sequences, as drawn.
    package static func columns(ansi bytes: UnsafeRawBufferPointer, width: DisplayWidth, cap: Int) -> Int {
        let (glyphs, truncated) = glyphs(ansi: bytes, maxColumns: cap, width: width)
        return glyphs.columns + (truncated ? 1 : 0)
    }

    /// The glyphs of `text` whose styles start where `changes` say (in
    /// order of offset), or nil when `text` is a prefix (`isWhole` false)
    /// that did not fill `maxColumns`: a longer one is needed.
    package static func glyphs(
        styled text: String, changes: [StyleChange], isWhole: Bool, maxColumns: Int, width: DisplayWidth
    ) -> (glyphs: [Glyph], truncated: Bool)? {
        var row = GlyphRow(maxColumns: maxColumns, width: width)
        var next = 0, offset = 0
        var current: Style?
        // The last cluster of a prefix may continue past it, so it waits.
        var pending: Character?
        var pendingStyle: Style?
        for character in text {
            if let previous = pending {
                row.style = pendingStyle
                if !row.append(previous) { return (row.glyphs, true) }
            }
            while next < changes.count, changes[next].offset <= offset {
                current = changes[next].style
                next += 1
            }
            pending = character
            pendingStyle = current
            offset += character.utf8.count
        }
        guard isWhole else { return nil }
        if let last = pending {
            row.style = pendingStyle
            if !row.append(last) { return (row.glyphs, true) }
        }
        return (row.glyphs, row.isClipped)
    }
}

/// The start of a row coloured by SGR sequences: its text without them,
/// decoded, and where each style begins in it.
struct StyledPrefix {
    private(set) var text = ""
    private(set) var changes: [SafeText.StyleChange] = []
    /// The whole row was read.
    private(set) var isWhole = true

    /// Reads `bytes` up to about `limit` of them, cut where a UTF-8
    /// sequence starts; a sequence the cut goes through is left out (what
    /// follows it was not read).
    init(ansi bytes: UnsafeRawBufferPointer, limit: Int) {
        let cut = limit < bytes.count ? SafeText.scalarBoundary(in: bytes, near: max(limit, 0)) : bytes.count
        isWhole = cut == bytes.count
        let read = UnsafeRawBufferPointer(rebasing: bytes[..<cut])
        var style = Style.plain
        var scanner = EscapeScanner(read)
        while let piece = scanner.next() {
            switch piece {
            case .text(let range):
                append(UnsafeRawBufferPointer(rebasing: read[range]))
            case .style(let parameters):
                SGR.apply(UnsafeRawBufferPointer(rebasing: read[parameters]), to: &style)
                change(to: style)
            }
        }
    }

    private mutating func append(_ run: UnsafeRawBufferPointer) {
        if !run.isEmpty { text += String(decoding: run, as: UTF8.self) }
    }

    /// Sequences with no text between them make one change: thousands of
    /// codes in a row cost no more entries than its text has places.
    private mutating func change(to style: Style) {
        let offset = text.utf8.count
        let shown: Style? = style == .plain ? nil : style
        if let last = changes.last, last.offset == offset {
            changes[changes.count - 1].style = shown
        } else if changes.last?.style != shown {
            changes.append((offset, shown))
        }
    }
}
