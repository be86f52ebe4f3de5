import ReelInput
import ReelModel
import ReelText

/// Builds one line of cells left to right, never past its width.
struct LineBuilder {
    private(set) var cells: [Frame.Cell] = []
    let width: Int

    init(width: Int) {
        self.width = width
        cells.reserveCapacity(width)
    }

    var remaining: Int { width - cells.count }
    var used: Int { cells.count }

    mutating func put(_ glyph: Glyph, style: Style) {
        guard glyph.width <= remaining else {
            // A wide glyph that would cross the edge becomes a space.
            if remaining > 0 { cells.append(Frame.Cell(" ", style: style)) }
            return
        }
        cells.append(Frame.Cell(glyph.text, width: glyph.width, style: style))
        if glyph.width == 2 { cells.append(Frame.Cell("", width: 0, style: style)) }
    }

    mutating func put(_ glyphs: [Glyph], style: Style, placeholder: Style) {
        for glyph in glyphs { put(glyph, style: glyph.isPlaceholder ? placeholder.over(style) : style) }
    }

    /// Cells built elsewhere (a part of the line with its own origin).
    mutating func append(_ more: [Frame.Cell]) {
        cells.append(contentsOf: more.prefix(remaining))
        // A wide glyph cut in half at the edge would leave a dangling half.
        if let last = cells.last, last.width == 2 { cells[cells.count - 1] = Frame.Cell(" ", style: last.style) }
    }

    mutating func pad(_ count: Int, style: Style = .plain) {
        for _ in 0..<max(0, min(count, remaining)) { cells.append(Frame.Cell(" ", style: style)) }
    }

    /// The finished line, padded to the full width.
    mutating func finish(style: Style = .plain) -> [Frame.Cell] {
        pad(remaining, style: style)
        return cells
    }
}
