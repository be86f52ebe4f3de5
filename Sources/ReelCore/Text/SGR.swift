import ReelSystem

/// Escape sequences in untrusted rows, read under `--ansi`: SGR ("Select
/// Graphic Rendition", `ESC [ … m`) is the row's own style, colours and
/// attributes only; every other sequence of ECMA-48's grammar, and every
/// overstrike, is left out of what is drawn, matched and printed alike
/// (`EscapeScanner` reads them, in one pass), as `fzf --ansi` leaves them
/// out, so none reaches the terminal or stdout: no ESC and no BS is
/// left. What is no such sequence stays text, so `SafeText` shows it as
/// the placeholders it always was: C0 controls but ESC and BS, C1
/// controls (U+009B, the 8-bit CSI, included).
/// Without `--ansi` nothing here is read: every ESC is a placeholder.
///
/// Nothing read here reaches the terminal: the style is a value the
/// renderer draws cell by cell, from a reset, as it draws the theme's.
package enum SGR {
    /// Bytes in one SGR sequence at most, `ESC [` and `m` included; a
    /// longer one is dropped as other CSIs are, not read as a style. Real
    /// ones are short (`ESC[1;38;2;255;128;0;48;5;236m` is 29), and the
    /// bound keeps each code's reading constant.
    package static let maxLength = 128

    /// Parameter values are counted up to this; larger ones name no code.
    static let maxValue = 0xFFFF

    /// `bytes` without the sequences and overstrikes: the row as printed
    /// (`--ansi`) and as searched and filtered.
    package static func stripped(_ bytes: UnsafeRawBufferPointer) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        forEachText(in: bytes) { out.append(contentsOf: $0) }
        return out
    }

    /// Whether `bytes` hold an ESC or a BS at all: rows without one are
    /// their own text.
    @inline(__always)
    package static func mayHoldSequences(_ bytes: UnsafeRawBufferPointer) -> Bool {
        guard let base = bytes.baseAddress, !bytes.isEmpty else { return false }
        return memchr(base, 0x1B, bytes.count) != nil || memchr(base, 0x08, bytes.count) != nil
    }

    /// Calls `body` with each run of text between what is left out, in order.
    package static func forEachText(in bytes: UnsafeRawBufferPointer, _ body: (UnsafeRawBufferPointer) -> Void) {
        var scanner = EscapeScanner(bytes, readsStyles: false)
        while let piece = scanner.next() {
            if case .text(let range) = piece { body(UnsafeRawBufferPointer(rebasing: bytes[range])) }
        }
    }

    /// Bytes of `bytes` once the sequences are gone: a bound on the
    /// row's columns (a column takes a byte at least), found without decoding.
    package static func textLength(_ bytes: UnsafeRawBufferPointer) -> Int {
        guard mayHoldSequences(bytes) else { return bytes.count }
        var total = 0
        forEachText(in: bytes) { total += $0.count }
        return total
    }

    // MARK: Parameters

    /// Applies the parameters of one sequence (the bytes between `ESC [`
    /// and `m`) to `style`, as xterm reads them: `;` separates codes, `:`
    /// a code's sub-parameters (ITU T.416: `38:5:n`, `38:2::r:g:b`, and
    /// the common `38:2:r:g:b`); an empty code is 0, a reset. Codes reel
    /// does not draw (blink, conceal, fonts, overline, underline colour)
    /// are read and ignored, with whatever parameters they take.
    package static func apply(_ parameters: UnsafeRawBufferPointer, to style: inout Style) {
        var reader = Reader(bytes: parameters)
        while let code = reader.nextCode() {
            switch code {
            case 0: style = .plain
            case 1: style.attributes.insert(.bold)
            case 2: style.attributes.insert(.dim)
            case 3: style.attributes.insert(.italic)
            // 4:0 is "not underlined"; 4:1 to 4:5 are kinds of underline.
            case 4: if reader.subparameter() == 0 { style.attributes.remove(.underline) } else { style.attributes.insert(.underline) }
            case 7: style.attributes.insert(.reverse)
            case 9: style.attributes.insert(.strikethrough)
            // Double underline (ECMA-48; xterm draws it so).
            case 21: style.attributes.insert(.underline)
            case 22: style.attributes.subtract([.bold, .dim])
            case 23: style.attributes.remove(.italic)
            case 24: style.attributes.remove(.underline)
            case 27: style.attributes.remove(.reverse)
            case 29: style.attributes.remove(.strikethrough)
            case 30...37: style.foreground = .ansi(UInt8(code - 30))
            case 38: if let color = reader.extendedColor() { style.foreground = color }
            case 39: style.foreground = nil
            case 40...47: style.background = .ansi(UInt8(code - 40))
            case 48: if let color = reader.extendedColor() { style.background = color }
            case 49: style.background = nil
            // The underline's colour: read so that its numbers are not codes.
            case 58: _ = reader.extendedColor()
            case 90...97: style.foreground = .ansi(UInt8(code - 90 + 8))
            case 100...107: style.background = .ansi(UInt8(code - 100 + 8))
            default: break
            }
        }
    }

    /// Reads codes and their sub-parameters off the parameter bytes.
    struct Reader {
        let bytes: UnsafeRawBufferPointer
        var index = 0
        /// The current code had a `:` after it: its sub-parameters follow.
        private(set) var inSubparameters = false
        /// The last code has been read.
        private var done = false

        init(bytes: UnsafeRawBufferPointer) { self.bytes = bytes }

        /// The next code (after the next `;`), skipping what is left of
        /// the current one's sub-parameters; an empty one is 0 (so `ESC[m`
        /// and the end of `ESC[1;m` are resets); nil after the last.
        mutating func nextCode() -> Int? {
            while inSubparameters { _ = number() }
            guard !done else { return nil }
            return number() ?? 0
        }

        /// The current code's next `:` sub-parameter (nil: empty, or none left).
        mutating func subparameter() -> Int? {
            guard inSubparameters else { return nil }
            return number()
        }

        /// A number up to the next separator, which it consumes: `;` ends
        /// the code, `:` starts (or continues) its sub-parameters. Nil
        /// when there are no digits.
        private mutating func number() -> Int? {
            var value = 0, digits = 0
            while index < bytes.count {
                let byte = bytes[index]
                index += 1
                if byte >= 0x30 && byte <= 0x39 {
                    value = min(value * 10 + Int(byte - 0x30), SGR.maxValue)
                    digits += 1
                } else {
                    inSubparameters = byte == 0x3A
                    return digits > 0 ? value : nil
                }
            }
            inSubparameters = false
            done = true
            return digits > 0 ? value : nil
        }

        /// The colour after 38, 48 or 58: `5;n` or `2;r;g;b` as codes, or
        /// the same as sub-parameters (`:5:n`, `:2::r:g:b`, `:2:r:g:b`);
        /// nil for anything else (its numbers are read all the same).
        mutating func extendedColor() -> Color? {
            if inSubparameters {
                var values: [Int?] = []
                while inSubparameters, values.count < 8 { values.append(subparameter()) }
                guard let kind = values.first ?? nil else { return nil }
                if kind == 5, values.count >= 2, let n = values[1] ?? nil { return n <= 255 ? .palette(UInt8(n)) : nil }
                guard kind == 2 else { return nil }
                // With a colour space id (often empty) there are five after 2; without it, three.
                let rgb = values.count >= 5 ? Array(values[2..<5]) : values.count == 4 ? Array(values[1..<4]) : []
                return Self.rgb(rgb)
            }
            guard let kind = nextCode() else { return nil }
            switch kind {
            case 5:
                guard let n = nextCode() else { return nil }
                return n <= 255 ? .palette(UInt8(n)) : nil
            case 2:
                var rgb: [Int?] = []
                for _ in 0..<3 { rgb.append(nextCode()) }
                return Self.rgb(rgb)
            default:
                return nil
            }
        }

        private static func rgb(_ values: [Int?]) -> Color? {
            guard values.count == 3, let r = values[0] ?? nil, let g = values[1] ?? nil, let b = values[2] ?? nil,
                  r <= 255, g <= 255, b <= 255 else { return nil }
            return .rgb(UInt8(r), UInt8(g), UInt8(b))
        }
    }
}
