/// Any row read with `--ansi`: its glyphs hold no control, ESC or C1 (the
/// codes become styles, every other sequence is left out, other controls
/// are placeholders), fit the
/// columns asked, and show what the row shows without its codes; a
/// frame of such rows draws at every depth.
func fuzzANSI(_ bytes: [UInt8]) {
    let width = DisplayWidth()
    for columns in [0, 1, 7, 80] {
        let (glyphs, truncated) = bytes.withUnsafeBytes { SafeText.glyphs(ansi: $0, maxColumns: columns, width: width) }
        precondition(glyphs.columns <= columns, "\(glyphs.columns) columns in \(columns)")
        for glyph in glyphs {
            precondition(!glyph.text.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) },
                         "a control reached a glyph: \(Array(glyph.text.unicodeScalars))")
        }
        // Valid UTF-8 is never split by a code (codes are ASCII): the same
        // text as the row without its codes, drawn plain.
        if !truncated, String(validating: bytes, as: UTF8.self) != nil {
            let stripped = bytes.withUnsafeBytes { SGR.stripped($0) }
            let (text, _) = stripped.withUnsafeBytes { SafeText.glyphs(utf8: $0, maxColumns: columns, width: width) }
            precondition(text.map(\.text) == glyphs.map(\.text), "\(text.map(\.text)) against \(glyphs.map(\.text))")
        }
    }
    var lines = LineRows()
    lines.readColorCodes(as: .drawn)
    lines.append(bytes, final: true)
    guard lines.count > 0 else { return }
    var wheel = Wheel(rows: lines)
    wheel.readColorCodes(as: .drawn)
    let state = PickerState(wheels: [wheel])
    let frame = Renderer().render(state, size: TerminalSize(columns: 40, rows: 8))
    for depth in [ColorDepth.none, .ansi16, .palette256, .truecolor] {
        _ = FrameDiff.bytes(from: nil, to: frame, depth: depth)
    }
}
