import ReelSystem

/// Escape sequences in untrusted rows, read under `--ansi`: SGR ("Select
/// Graphic Rendition", `ESC [ … m`) is the row's own style, colours and
/// attributes only; every other sequence recognised here is dropped, from
/// what is drawn, matched and printed alike (fzf's `--ansi` drops them
/// too), so none reaches the terminal raw:
///
/// - any other CSI: `ESC [`, parameter bytes (`0`–`?`), intermediate bytes
///   (space to `/`), a final byte (`@` to `~`): cursor moves, `ESC[K`
///   (which `grep --color` writes after every colour), private modes;
/// - OSC, `ESC ]` up to BEL or ST (`ESC \`): a hyperlink
///   (`ESC ] 8 ; ; URL ST text ESC ] 8 ; ; ST`) shows its text, a title
///   or clipboard request nothing;
/// - a character set designation, `ESC (` or `ESC )` and one byte, which
///   `tput sgr0` writes before its reset.
///
/// What is not one of these stays text, so `SafeText` shows it as the
/// placeholders it always was: a bare ESC, C1 controls (0x9B, the
/// one-byte CSI, included), a sequence cut short or longer than its bound.
/// Without `--ansi` nothing here is read: every ESC is a placeholder.
///
/// Nothing read here reaches the terminal: the style is a value the
/// renderer draws cell by cell, from a reset, as it draws the theme's.
package enum SGR {
    /// Bytes in one sequence at most, `ESC [` and `m` included; a longer
    /// one is text. Real ones are short (`ESC[1;38;2;255;128;0;48;5;236m`
    /// is 29), and the bound keeps the look-ahead from every ESC constant,
    /// so hostile rows (`ESC[` and a megabyte of digits) cost their length once.
    package static let maxLength = 128

    /// Bytes in one OSC at most: a hyperlink's URL can be long, but one
    /// longer than this is text.
    package static let maxCommandLength = 4096

    /// Parameter values are counted up to this; larger ones name no code.
    static let maxValue = 0xFFFF

    /// The length of the sequence that starts at `index` (an ESC), when
    /// it is one `SGR` reads (a style, or one dropped), or nil.
    /// `isStyle(_:at:in:)` tells them apart.
    @inline(__always)
    package static func length(at index: Int, in bytes: UnsafeRawBufferPointer) -> Int? {
        guard index + 2 < bytes.count, bytes[index] == 0x1B else { return nil }
        switch bytes[index + 1] {
        case 0x5B: return controlSequenceLength(at: index, in: bytes)
        case 0x5D: return operatingSystemCommandLength(at: index, in: bytes)
        // ESC ( B, ESC ) 0: which character set G0 or G1 is.
        case 0x28, 0x29: return (0x30...0x7E).contains(bytes[index + 2]) ? 3 : nil
        default: return nil
        }
    }

    /// `ESC [`, parameter bytes, intermediate bytes, a final byte (ECMA-48).
    private static func controlSequenceLength(at index: Int, in bytes: UnsafeRawBufferPointer) -> Int? {
        var i = index + 2
        let end = min(bytes.count, index + maxLength)
        while i < end && (0x30...0x3F).contains(bytes[i]) { i += 1 }
        while i < end && (0x20...0x2F).contains(bytes[i]) { i += 1 }
        guard i < end, (0x40...0x7E).contains(bytes[i]) else { return nil }
        return i + 1 - index
    }

    /// `ESC ]` up to BEL or `ESC \`. Any other control character (another
    /// ESC, a newline) ends it unfinished: it is text then. The scan stops
    /// there, so a row of a million `ESC ]` costs its length once.
    private static func operatingSystemCommandLength(at index: Int, in bytes: UnsafeRawBufferPointer) -> Int? {
        var i = index + 2
        let end = min(bytes.count, index + maxCommandLength)
        while i < end {
            let byte = bytes[i]
            if byte == 0x07 { return i + 1 - index }
            if byte == 0x1B { return i + 1 < bytes.count && bytes[i + 1] == 0x5C ? i + 2 - index : nil }
            if byte < 0x20 || byte == 0x7F { return nil }
            i += 1
        }
        return nil
    }

    /// Whether the sequence of `length` at `index` sets a style (SGR: `ESC [`,
    /// digits, `;` and `:`, then `m`), rather than being dropped.
    @inline(__always)
    package static func isStyle(_ length: Int, at index: Int, in bytes: UnsafeRawBufferPointer) -> Bool {
        guard bytes[index + 1] == 0x5B, bytes[index + length - 1] == 0x6D else { return false }
        var i = index + 2
        while i < index + length - 1 {
            guard (0x30...0x3B).contains(bytes[i]) else { return false }
            i += 1
        }
        return true
    }

    /// `bytes` without the sequences read here: the row as printed
    /// (`--ansi`) and as searched and filtered. Other escapes stay, byte for byte.
    package static func stripped(_ bytes: UnsafeRawBufferPointer) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        forEachText(in: bytes) { out.append(contentsOf: $0) }
        return out
    }

    /// Whether `bytes` hold an ESC at all: rows without one are their own text.
    @inline(__always)
    package static func mayHoldSequences(_ bytes: UnsafeRawBufferPointer) -> Bool {
        guard let base = bytes.baseAddress, !bytes.isEmpty else { return false }
        return memchr(base, 0x1B, bytes.count) != nil
    }

    /// Calls `body` with each run of text between the sequences read here, in order.
    package static func forEachText(in bytes: UnsafeRawBufferPointer, _ body: (UnsafeRawBufferPointer) -> Void) {
        var start = 0, i = 0
        let n = bytes.count
        while i < n {
            if bytes[i] == 0x1B, let length = length(at: i, in: bytes) {
                if i > start { body(UnsafeRawBufferPointer(rebasing: bytes[start..<i])) }
                i += length
                start = i
            } else {
                i += 1
            }
        }
        if n > start { body(UnsafeRawBufferPointer(rebasing: bytes[start..<n])) }
    }

    /// Bytes of `bytes` once the sequences read here are gone: a bound on the
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
