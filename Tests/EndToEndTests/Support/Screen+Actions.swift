/// What each parsed action does to the screen.
extension Screen {
    mutating func consume(_ byte: UInt8) {
        var actions: [TerminalParser.Action] = []
        parser.consume(byte, into: &actions)
        for action in actions { perform(action) }
    }

    mutating func perform(_ action: TerminalParser.Action) {
        switch action {
        case .print(let scalar):
            print(scalar)
        case .control(let byte):
            performControl(byte)
        case .escape(let intermediates, let final):
            guard intermediates.isEmpty else { return }  // charset designations
            performEscape(final)
        case .controlSequence(let marker, let parameters, let intermediates, let final):
            performControlSequence(marker: marker, parameters, intermediates: intermediates, final: final)
        case .operatingSystemCommand(let command):
            record(operatingSystemCommand: command)
            if command == "11;?", let colors { respond(colors.backgroundReply) }
            if command == "4;255;?", let colors, colors.has256 { respond("\u{1B}]4;255;rgb:eeee/eeee/eeee\u{1B}\\") }
        }
    }

    private mutating func performControl(_ byte: UInt8) {
        switch byte {
        case 0x07: ringBell()
        case 0x08: moveCursor(to: Position(row: cursor.row, column: cursor.column - 1))
        case 0x09: moveCursor(to: Position(row: cursor.row, column: (cursor.column / 8 + 1) * 8))
        // The line discipline has already turned "\n" into CR LF if OPOST
        // and ONLCR are on; a bare LF only moves down, as on a real VT.
        case 0x0A, 0x0B, 0x0C: lineFeed()
        case 0x0D: moveCursor(to: Position(row: cursor.row, column: 0))
        default: break
        }
    }

    private mutating func performEscape(_ final: UInt8) {
        switch Character(Unicode.Scalar(final)) {
        case "7": saveCursor()
        case "8": restoreCursor()
        case "D": lineFeed()
        case "E":
            moveCursor(to: Position(row: cursor.row, column: 0))
            lineFeed()
        case "M": reverseLineFeed()
        case "c": reset()
        default: break  // keypad modes, charsets, …
        }
    }

    private mutating func performControlSequence(marker: UInt8?, _ parameters: [Int?], intermediates: [UInt8], final: UInt8) {
        /// A count or a 1-based position: omitted or 0 means 1.
        func count(_ index: Int) -> Int {
            index < parameters.count ? max(parameters[index] ?? 1, 1) : 1
        }
        func value(_ index: Int, default fallback: Int = 0) -> Int {
            index < parameters.count ? (parameters[index] ?? fallback) : fallback
        }
        let final = Character(Unicode.Scalar(final))

        if marker == UInt8(ascii: "?") {
            switch (final, intermediates) {
            case ("h", []): for mode in parameters.compactMap({ $0 }) { setPrivateMode(mode, true) }
            case ("l", []): for mode in parameters.compactMap({ $0 }) { setPrivateMode(mode, false) }
            case ("p", [UInt8(ascii: "$")]):
                // DECRQM: a program may ask whether synchronized output is
                // supported before using it. 1 set, 2 reset.
                let mode = value(0)
                respond("\u{1B}[?\(mode);\(modes.contains(mode) ? 1 : 2)$y")
            case ("n", []) where value(0) == 6:
                respond("\u{1B}[?\(cursor.row + 1);\(cursor.column + 1)R")
            default: break
            }
            return
        }
        // Other markers are xterm extensions (modifyOtherKeys, XTVERSION,
        // kitty keyboard queries) a plain terminal ignores.
        guard marker == nil, intermediates.isEmpty else { return }

        switch final {
        case "A": moveCursor(to: Position(row: cursor.row - count(0), column: cursor.column))
        case "B": moveCursor(to: Position(row: cursor.row + count(0), column: cursor.column))
        case "C": moveCursor(to: Position(row: cursor.row, column: cursor.column + count(0)))
        case "D": moveCursor(to: Position(row: cursor.row, column: cursor.column - count(0)))
        case "E": moveCursor(to: Position(row: cursor.row + count(0), column: 0))
        case "F": moveCursor(to: Position(row: cursor.row - count(0), column: 0))
        case "G", "`": moveCursor(to: Position(row: cursor.row, column: count(0) - 1))
        case "d": moveCursor(to: Position(row: count(0) - 1, column: cursor.column))
        case "H", "f": moveCursor(to: Position(row: count(0) - 1, column: count(1) - 1))
        case "J": eraseInDisplay(value(0))
        case "K": eraseInLine(value(0))
        case "X":
            erase(row: cursor.row, columns: cursor.column..<(cursor.column + count(0)))
            wrapPending = false
        case "@": insertBlanks(count(0))
        case "P": deleteCharacters(count(0))
        case "L": insertLines(count(0))
        case "M": deleteLines(count(0))
        case "S": scrollUp(count(0))
        case "T" where parameters.count <= 1: scrollDown(count(0))
        case "m": style.apply(sgr: parameters)
        case "r": setScrollRegion(top: count(0) - 1, bottom: value(1, default: rows) - 1)
        case "s" where parameters.isEmpty: saveCursor()
        case "u" where parameters.isEmpty: restoreCursor()
        case "n":
            switch value(0) {
            case 5: respond("\u{1B}[0n")
            // reel asks where the cursor is when it starts.
            case 6: respond("\u{1B}[\(cursor.row + 1);\(cursor.column + 1)R")
            default: break
            }
        case "c" where value(0) == 0:
            respond("\u{1B}[?62;22c")  // a VT220 with ANSI colour
        default: break
        }
    }

    private mutating func respond(_ reply: String) {
        pendingResponses.append(contentsOf: reply.utf8)
    }
}
