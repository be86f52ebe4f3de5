/// A small xterm model: what a user would see after the program's bytes
/// reached the terminal. It knows the sequences a full-screen picker uses and
/// consumes any other sequence whole, so nothing unknown leaks as text.
///
/// Rows and columns are 0-based throughout (the wire format is 1-based).
struct Screen: Sendable {
    struct Position: Hashable, Sendable, CustomStringConvertible {
        var row: Int
        var column: Int
        var description: String { "(\(row), \(column))" }
    }

    struct Cell: Hashable, Sendable {
        /// One grapheme cluster; "" for the right half of a wide character.
        var text: String
        /// 1, 2 for a wide character's left half, 0 for its right half.
        var width: Int
        var style: CellStyle

        var isContinuation: Bool { width == 0 }

        static func blank(_ style: CellStyle = .plain) -> Cell {
            // Erasing keeps only the background (xterm's back-colour erase).
            var erased = CellStyle.plain
            erased.background = style.background
            return Cell(text: " ", width: 1, style: erased)
        }
    }

    /// DEC private modes (`CSI ? n h`) a test asks about by name.
    enum Mode {
        static let cursorVisible = 25
        static let autoWrap = 7
        static let alternateScreen = 1049
        static let synchronizedOutput = 2026
        static let bracketedPaste = 2004
        static let mouseModes: Set<Int> = [1000, 1002, 1003, 1006]
    }

    private(set) var rows: Int
    private(set) var columns: Int
    private(set) var cells: [[Cell]]
    private(set) var cursor = Position(row: 0, column: 0)
    /// The DEC private modes now set; a terminal starts with the cursor
    /// visible and auto-wrap on.
    private(set) var modes: Set<Int> = [Mode.cursorVisible, Mode.autoWrap]
    /// Every OSC string in order (`0;title`, `52;c;…`), never drawn.
    private(set) var operatingSystemCommands: [String] = []
    /// How often BEL was rung outside an OSC.
    private(set) var bellCount = 0
    /// How many frames have ended: synchronized output (DEC 2026) turned
    /// off after being on. reel writes each frame, and only frames, so.
    private(set) var framesEnded = 0

    var style = CellStyle.plain
    /// xterm defers the wrap after the last column until the next printable
    /// character, so a full-width line does not scroll the screen.
    var wrapPending = false
    var savedCursor: (position: Position, style: CellStyle)?
    /// The main screen while the alternate one (1049) is shown.
    var savedMainCells: [[Cell]]?
    var scrollTop = 0
    var scrollBottom: Int
    /// Where the last grapheme went, so combining marks can join it.
    var lastPrinted: Position?
    /// Set after a ZWJ: the next scalar belongs to the same cluster.
    var joinsNextScalar = false
    /// Bytes the terminal owes the program (cursor position reports…);
    /// the session writes them to the master.
    var pendingResponses: [UInt8] = []
    /// The colours the terminal answers OSC 11 (`11;?`) with; nil: a
    /// terminal that does not know the query and ignores it.
    var colors: TerminalColors?
    var parser = TerminalParser()

    init(rows: Int = 24, columns: Int = 80) {
        precondition(rows > 0 && columns > 0, "a screen has at least one cell")
        self.rows = rows
        self.columns = columns
        self.scrollBottom = rows - 1
        self.cells = Self.blankGrid(rows: rows, columns: columns)
    }

    // MARK: Reading

    /// Each row's text, trailing blanks trimmed.
    var lines: [String] {
        cells.map { row in
            var line = ""
            for cell in row where !cell.isContinuation { line += cell.text }
            while line.last == " " { line.removeLast() }
            return line
        }
    }

    /// The rows joined by newlines, trailing empty rows kept so row numbers
    /// in failure messages line up.
    var text: String { lines.joined(separator: "\n") }

    var isCursorVisible: Bool { modes.contains(Mode.cursorVisible) }
    var isAlternateScreen: Bool { savedMainCells != nil }
    var isMouseReportingEnabled: Bool { !modes.isDisjoint(with: Mode.mouseModes) }

    /// The last title set with OSC 0 or 2.
    var title: String? {
        for command in operatingSystemCommands.reversed() {
            if command.hasPrefix("0;") || command.hasPrefix("2;") { return String(command.dropFirst(2)) }
        }
        return nil
    }

    func contains(_ text: String) -> Bool {
        lines.contains { $0.contains(text) }
    }

    /// The first position where `text` starts on one row, if it is shown.
    func position(of text: String) -> Position? {
        for (row, line) in lines.enumerated() {
            guard let range = line.range(of: text) else { continue }
            // Each drawn cell holds one grapheme, so the n-th character of
            // the line starts at the n-th non-continuation cell.
            let startColumns = cells[row].indices.filter { !cells[row][$0].isContinuation }
            let offset = line.distance(from: line.startIndex, to: range.lowerBound)
            guard offset < startColumns.count else { return nil }
            return Position(row: row, column: startColumns[offset])
        }
        return nil
    }

    func cell(atRow row: Int, column: Int) -> Cell { cells[row][column] }

    func style(atRow row: Int, column: Int) -> CellStyle { cells[row][column].style }

    // MARK: Feeding

    mutating func feed(_ text: String) { feed(Array(text.utf8)) }

    mutating func feed(_ bytes: some Sequence<UInt8>) {
        for byte in bytes { consume(byte) }
    }

    /// Feeds `bytes` up to the end of the first frame in them (all of them
    /// if none ends there), and returns how many it fed: so the screen can
    /// be looked at as each frame left it, not only as the last one did.
    mutating func feedToFrameEnd(_ bytes: ArraySlice<UInt8>) -> Int {
        let frames = framesEnded
        var fed = 0
        for byte in bytes {
            consume(byte)
            fed += 1
            if framesEnded != frames { break }
        }
        return fed
    }

    /// Hands over what the terminal would answer the program.
    mutating func takeResponses() -> [UInt8] {
        defer { pendingResponses.removeAll() }
        return pendingResponses
    }

    /// The terminal window changed size: content is kept from the top left,
    /// as xterm does without reflow.
    mutating func resize(rows newRows: Int, columns newColumns: Int) {
        precondition(newRows > 0 && newColumns > 0, "a screen has at least one cell")
        func fitted(_ grid: [[Cell]]) -> [[Cell]] {
            var result = Self.blankGrid(rows: newRows, columns: newColumns)
            for row in 0..<min(newRows, grid.count) {
                for column in 0..<min(newColumns, grid[row].count) {
                    result[row][column] = grid[row][column]
                }
                // A wide character cut in half by the new edge is dropped.
                if let last = result[row].last, last.width == 2 { result[row][newColumns - 1] = .blank() }
            }
            return result
        }
        cells = fitted(cells)
        savedMainCells = savedMainCells.map(fitted)
        rows = newRows
        columns = newColumns
        scrollTop = 0
        scrollBottom = newRows - 1
        cursor = clamped(cursor)
        wrapPending = false
        lastPrinted = nil
    }

    // MARK: Grid operations used by the parser

    static func blankGrid(rows: Int, columns: Int) -> [[Cell]] {
        Array(repeating: Array(repeating: Cell.blank(), count: columns), count: rows)
    }

    func clamped(_ position: Position) -> Position {
        Position(row: min(max(position.row, 0), rows - 1), column: min(max(position.column, 0), columns - 1))
    }

    mutating func moveCursor(to position: Position) {
        cursor = clamped(position)
        wrapPending = false
    }

    mutating func print(_ scalar: Unicode.Scalar) {
        let width = CharacterWidth.of(scalar)
        if joinsNextScalar || width == 0 {
            joinsNextScalar = scalar == "\u{200D}"
            if let last = lastPrinted { cells[last.row][last.column].text.unicodeScalars.append(scalar) }
            return
        }
        if wrapPending, modes.contains(Mode.autoWrap) {
            cursor.column = 0
            lineFeed()
        }
        wrapPending = false
        if width == 2, cursor.column == columns - 1, columns > 1 {
            // No room for both halves: xterm leaves the last column blank
            // and wraps the character whole.
            put(.blank(style), at: cursor)
            guard modes.contains(Mode.autoWrap) else { return }
            cursor.column = 0
            lineFeed()
        }
        let width2 = min(width, columns)
        put(Cell(text: String(Character(scalar)), width: width2, style: style), at: cursor)
        if width2 == 2 { put(Cell(text: "", width: 0, style: style), at: Position(row: cursor.row, column: cursor.column + 1)) }
        lastPrinted = cursor
        if cursor.column + width2 >= columns {
            cursor.column = columns - 1
            wrapPending = true
        } else {
            cursor.column += width2
        }
    }

    /// Writes one cell, blanking the other half of any wide character it
    /// overwrites so the grid never holds half a character.
    mutating func put(_ cell: Cell, at position: Position) {
        let (row, column) = (position.row, position.column)
        let old = cells[row][column]
        if old.isContinuation, column > 0 { cells[row][column - 1] = .blank(cells[row][column - 1].style) }
        if old.width == 2, column + 1 < columns { cells[row][column + 1] = .blank(old.style) }
        cells[row][column] = cell
    }

    mutating func lineFeed() {
        wrapPending = false
        if cursor.row == scrollBottom {
            scrollUp(1)
        } else if cursor.row < rows - 1 {
            cursor.row += 1
        }
    }

    mutating func reverseLineFeed() {
        wrapPending = false
        if cursor.row == scrollTop {
            scrollDown(1)
        } else if cursor.row > 0 {
            cursor.row -= 1
        }
    }

    mutating func scrollUp(_ count: Int, from top: Int? = nil) {
        let top = top ?? scrollTop
        guard top <= scrollBottom else { return }
        for _ in 0..<min(count, scrollBottom - top + 1) {
            cells.remove(at: top)
            cells.insert(Array(repeating: .blank(style), count: columns), at: scrollBottom)
        }
        lastPrinted = nil
    }

    mutating func scrollDown(_ count: Int, from top: Int? = nil) {
        let top = top ?? scrollTop
        guard top <= scrollBottom else { return }
        for _ in 0..<min(count, scrollBottom - top + 1) {
            cells.remove(at: scrollBottom)
            cells.insert(Array(repeating: .blank(style), count: columns), at: top)
        }
        lastPrinted = nil
    }

    mutating func erase(row: Int, columns range: Range<Int>) {
        let range = range.clamped(to: 0..<columns)
        for column in range { put(.blank(style), at: Position(row: row, column: column)) }
    }

    /// CSI J: 0 cursor to end, 1 start to cursor, 2 (and 3) everything.
    mutating func eraseInDisplay(_ mode: Int) {
        switch mode {
        case 0:
            erase(row: cursor.row, columns: cursor.column..<columns)
            for row in (cursor.row + 1)..<rows { erase(row: row, columns: 0..<columns) }
        case 1:
            for row in 0..<cursor.row { erase(row: row, columns: 0..<columns) }
            erase(row: cursor.row, columns: 0..<(cursor.column + 1))
        default:
            for row in 0..<rows { erase(row: row, columns: 0..<columns) }
        }
        wrapPending = false
    }

    /// CSI K: 0 cursor to end of line, 1 start to cursor, 2 whole line.
    mutating func eraseInLine(_ mode: Int) {
        switch mode {
        case 0: erase(row: cursor.row, columns: cursor.column..<columns)
        case 1: erase(row: cursor.row, columns: 0..<(cursor.column + 1))
        default: erase(row: cursor.row, columns: 0..<columns)
        }
        wrapPending = false
    }

    mutating func setPrivateMode(_ mode: Int, _ enabled: Bool) {
        switch mode {
        case 1049, 1047, 47:
            if enabled, savedMainCells == nil {
                if mode == 1049 { saveCursor() }
                savedMainCells = cells
                cells = Self.blankGrid(rows: rows, columns: columns)
            } else if !enabled, let main = savedMainCells {
                cells = main
                savedMainCells = nil
                if mode == 1049 { restoreCursor() }
            }
            lastPrinted = nil
        case Mode.synchronizedOutput:
            if !enabled, modes.contains(mode) { framesEnded += 1 }
        default:
            break
        }
        if enabled { modes.insert(mode) } else { modes.remove(mode) }
    }

    mutating func saveCursor() {
        savedCursor = (cursor, style)
    }

    mutating func restoreCursor() {
        guard let saved = savedCursor else {
            moveCursor(to: Position(row: 0, column: 0))
            return
        }
        moveCursor(to: saved.position)
        style = saved.style
    }

    mutating func setScrollRegion(top: Int, bottom: Int) {
        guard top < bottom, bottom < rows else {
            scrollTop = 0
            scrollBottom = rows - 1
            moveCursor(to: Position(row: 0, column: 0))
            return
        }
        scrollTop = top
        scrollBottom = bottom
        moveCursor(to: Position(row: 0, column: 0))
    }

    mutating func insertBlanks(_ count: Int) {
        let row = cursor.row
        for _ in 0..<min(count, columns - cursor.column) {
            cells[row].insert(.blank(style), at: cursor.column)
            cells[row].removeLast()
        }
        if cells[row][columns - 1].width == 2 { cells[row][columns - 1] = .blank() }
        wrapPending = false
    }

    mutating func deleteCharacters(_ count: Int) {
        let row = cursor.row
        for _ in 0..<min(count, columns - cursor.column) {
            cells[row].remove(at: cursor.column)
            cells[row].append(.blank(style))
        }
        if cells[row][cursor.column].isContinuation { cells[row][cursor.column] = .blank() }
        wrapPending = false
    }

    /// CSI L / CSI M act only inside the scroll region, from the cursor row.
    mutating func insertLines(_ count: Int) {
        guard (scrollTop...scrollBottom).contains(cursor.row) else { return }
        scrollDown(count, from: cursor.row)
        moveCursor(to: Position(row: cursor.row, column: 0))
    }

    mutating func deleteLines(_ count: Int) {
        guard (scrollTop...scrollBottom).contains(cursor.row) else { return }
        scrollUp(count, from: cursor.row)
        moveCursor(to: Position(row: cursor.row, column: 0))
    }

    mutating func ringBell() { bellCount += 1 }

    mutating func record(operatingSystemCommand: String) {
        operatingSystemCommands.append(operatingSystemCommand)
    }

    mutating func reset() {
        let (size, frames) = ((rows, columns), framesEnded)
        self = Screen(rows: size.0, columns: size.1)
        framesEnded = frames
    }
}
