/// The SGR attributes a cell was drawn with, as far as the tests care.
struct CellStyle: Hashable, Sendable {
    /// Kept apart by how the program asked for it, so a test can tell a
    /// 16-colour theme from a 256-colour or true-colour one.
    enum Color: Hashable, Sendable {
        /// SGR 30–37/40–47 (0–7) and 90–97/100–107 (8–15).
        case basic(Int)
        /// SGR 38;5;n / 48;5;n.
        case palette(Int)
        /// SGR 38;2;r;g;b / 48;2;r;g;b.
        case rgb(UInt8, UInt8, UInt8)
    }

    var isBold = false
    var isDim = false
    var isItalic = false
    var isUnderlined = false
    var isBlinking = false
    var isReversed = false
    var isStruckThrough = false
    var foreground: Color?
    var background: Color?

    static let plain = CellStyle()

    /// Whether anything but the terminal's defaults is set: what `NO_COLOR`
    /// and monochrome tests look at.
    var hasColor: Bool { foreground != nil || background != nil }

    /// Applies one SGR sequence's parameters (`ESC [ … m`). Colon
    /// sub-parameters (`38:2::r:g:b`) are not modelled: reel writes the
    /// semicolon form, which every terminal reads.
    mutating func apply(sgr parameters: [Int?]) {
        let parameters = parameters.isEmpty ? [0] : parameters
        var index = 0
        while index < parameters.count {
            let code = parameters[index] ?? 0
            index += 1
            switch code {
            case 0: self = .plain
            case 1: isBold = true
            case 2: isDim = true
            case 3: isItalic = true
            case 4: isUnderlined = true
            case 5: isBlinking = true
            case 7: isReversed = true
            case 9: isStruckThrough = true
            case 22: isBold = false; isDim = false
            case 23: isItalic = false
            case 24: isUnderlined = false
            case 25: isBlinking = false
            case 27: isReversed = false
            case 29: isStruckThrough = false
            case 30...37: foreground = .basic(code - 30)
            case 39: foreground = nil
            case 40...47: background = .basic(code - 40)
            case 49: background = nil
            case 90...97: foreground = .basic(code - 90 + 8)
            case 100...107: background = .basic(code - 100 + 8)
            case 38, 48:
                let color = Self.extendedColor(parameters, at: &index)
                if code == 38 { foreground = color } else { background = color }
            default: break
            }
        }
    }

    /// Reads the `5;n` or `2;r;g;b` that follows a 38 or 48; a malformed
    /// tail resets the colour, as xterm does, and is consumed.
    private static func extendedColor(_ parameters: [Int?], at index: inout Int) -> Color? {
        guard index < parameters.count else { return nil }
        let kind = parameters[index] ?? 0
        index += 1
        func next() -> Int {
            defer { index += 1 }
            return index < parameters.count ? (parameters[index] ?? 0) : 0
        }
        switch kind {
        case 5:
            return .palette(next())
        case 2:
            let (red, green, blue) = (next(), next(), next())
            return .rgb(UInt8(clamping: red), UInt8(clamping: green), UInt8(clamping: blue))
        default:
            return nil
        }
    }
}
