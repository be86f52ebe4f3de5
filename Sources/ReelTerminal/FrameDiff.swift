import ReelCore

/// What to write to turn the screen showing one frame into the next: only
/// the changed span of each changed line, SGR only where the style changes,
/// the whole inside synchronized output, with `before` (the region's own
/// moves: a fresh line, reserved lines) first inside it. The cursor starts
/// where the frame before left it (`resting`; nil: the top-left of the
/// picker's region), goes to the top-left before anything else, and ends
/// where the new frame says (`Frame.cursor`), else at the top-left; moves
/// are relative, so the region can sit anywhere on the screen (inline mode).
///
/// The cursor's line (the focused wheel's band) is written last, and when
/// it changed, from the cursor over the whole choice at least: a screen
/// reader that speaks what reel writes says the new value last and whole
/// (`11`, not the `1` that changed from `10`).
package enum FrameDiff {
    package static func bytes(from old: Frame?, to new: Frame, depth: ColorDepth, before: String = "",
                              resting: Frame.Cursor? = nil) -> [UInt8] {
        var out = ""
        var row = 0
        let full = old == nil || old!.width != new.width

        func move(to target: Int) {
            if target > row { out += ANSI.cursorDown(target - row) }
            if target < row { out += ANSI.cursorUp(row - target) }
            row = target
        }

        let choice = new.cursor.flatMap { new.lines.indices.contains($0.line) ? $0 : nil }
        let order = new.lines.indices.filter { $0 != choice?.line } + (choice.map { [$0.line] } ?? [])
        for y in order {
            let line = new.lines[y]
            let previous = full ? nil : old!.lines.indices.contains(y) ? old!.lines[y] : nil
            guard var span = changedSpan(previous, line) else { continue }
            if let choice, y == choice.line, choice.width > 0 {
                let lower = min(span.lowerBound, choice.column), upper = max(span.upperBound, choice.column + choice.width)
                span = wholeGlyphs(lower..<min(upper, line.count), previous, line)
            }
            move(to: y)
            out += ANSI.column(span.lowerBound)
            // A new line clears what was there first: erasing after the
            // text would also erase its last cell when the line fills the
            // terminal (the cursor waits on that cell to wrap).
            if previous == nil { out += ANSI.eraseLine }
            // Blanks at the line's end are erased, never written: a
            // terminal that reflows lines on narrowing (kitty, alacritty)
            // then wraps a line only where it has text, as `Reflow` counts.
            let end = blankEnd(line)
            if span.upperBound <= end {
                write(line[span], depth: depth, into: &out)
            } else {
                if span.lowerBound < end { write(line[span.lowerBound..<end], depth: depth, into: &out) }
                if previous != nil { out += ANSI.eraseToEnd }
            }
        }
        if let old, old.lines.count > new.lines.count {
            move(to: new.lines.count)
            out += "\r" + ANSI.eraseBelow
        }
        guard !out.isEmpty || !before.isEmpty || resting != new.cursor else { return [] }
        if let cursor = new.cursor {
            move(to: cursor.line)
            out += ANSI.column(cursor.column)
        } else {
            move(to: 0)
            if !out.isEmpty { out += "\r" }
        }
        return Array((ANSI.beginSynchronized + home(from: resting) + before + out + ANSI.endSynchronized).utf8)
    }

    /// Where the blanks that end `line` begin: spaces in the terminal's
    /// own colours (`.plain`), which an erase leaves too.
    static func blankEnd(_ line: [Frame.Cell]) -> Int {
        var end = line.count
        while end > 0, line[end - 1].text == " ", line[end - 1].style == .plain { end -= 1 }
        return end
    }

    /// Back to the top-left of the region from where the cursor rests, so
    /// that the region's own moves and the lines' relative moves start there.
    static func home(from resting: Frame.Cursor?) -> String {
        guard let resting, resting != Frame.Cursor(line: 0, column: 0) else { return "" }
        return ANSI.cursorUp(resting.line) + "\r"
    }

    /// The cells that differ, widened so a wide glyph is written whole.
    static func changedSpan(_ old: [Frame.Cell]?, _ new: [Frame.Cell]) -> Range<Int>? {
        guard let old, old.count == new.count else { return new.isEmpty ? nil : 0..<new.count }
        guard let first = new.indices.first(where: { old[$0] != new[$0] }) else { return nil }
        let last = new.indices.last(where: { old[$0] != new[$0] })!
        return wholeGlyphs(first..<(last + 1), old, new)
    }

    /// `span` widened so that no wide glyph, old or new, is cut at its ends.
    static func wholeGlyphs(_ span: Range<Int>, _ old: [Frame.Cell]?, _ new: [Frame.Cell]) -> Range<Int> {
        let old = old.flatMap { $0.count == new.count ? $0 : nil }
        func halfAt(_ i: Int) -> Bool { new[i].isContinuation || old?[i].isContinuation == true }
        var (first, last) = (span.lowerBound, span.upperBound - 1)
        while first > 0, halfAt(first) { first -= 1 }
        while last + 1 < new.count, halfAt(last + 1) { last += 1 }
        return first..<(last + 1)
    }

    private static func write(_ cells: ArraySlice<Frame.Cell>, depth: ColorDepth, into out: inout String) {
        var current: Style? = nil
        for cell in cells where !cell.isContinuation {
            if cell.style != current {
                out += cell.style == .plain && current == nil ? "" : ANSI.sgr(cell.style, depth: depth)
                current = cell.style
            }
            out += cell.text
        }
        if let current, current != .plain { out += ANSI.resetStyle }
    }
}
