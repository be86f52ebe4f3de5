import ReelText

/// What kind of character a row holds at a position, for the bonuses a
/// match earns there. The order matters: every class after `nonWord`
/// starts a word when it follows white space, a delimiter or punctuation
/// (fzf ranks with the same seven classes, so its users' habits hold).
enum CharClass: UInt8, Comparable {
    case white, nonWord, delimiter, lower, upper, letter, number

    static func < (a: CharClass, b: CharClass) -> Bool { a.rawValue < b.rawValue }

    /// The class of an ASCII byte: letters by case, digits, white space
    /// (" \t\n\v\f\r"), the delimiters "/,:;|" that separate paths and
    /// lists, punctuation. Computed, not looked up: a static table costs a
    /// lazy-initialisation check on every byte of every row scored.
    @inline(__always)
    static func of(ascii byte: UInt8) -> CharClass {
        switch byte {
        case 0x61...0x7A: .lower
        case 0x41...0x5A: .upper
        case 0x30...0x39: .number
        case 0x20, 0x09...0x0D: .white
        case 0x2F, 0x2C, 0x3A, 0x3B, 0x7C: .delimiter
        default: .nonWord
        }
    }

    /// Beyond ASCII, Unicode's categories say it: a lowercase or uppercase
    /// letter, a number, another letter (CJK, which has no case), space.
    static func of(_ scalar: UInt32) -> CharClass {
        if scalar < 0x80 { return of(ascii: UInt8(scalar)) }
        guard let value = Unicode.Scalar(scalar) else { return .nonWord }
        let properties = value.properties
        switch properties.generalCategory {
        case .lowercaseLetter: return .lower
        case .uppercaseLetter: return .upper
        case .decimalNumber, .letterNumber, .otherNumber: return .number
        case .titlecaseLetter, .modifierLetter, .otherLetter: return .letter
        default: return properties.isWhitespace ? .white : .nonWord
        }
    }
}

/// Points of a match, as fzf counts them: each matched character is worth
/// `match`; a gap costs `gapStart` then `gapExtension` per character; a
/// character at a word's start, after a delimiter or on a camelCase hump
/// earns a bonus, doubled for the query's first character; a run of
/// consecutive characters keeps the bonus of the run's first.
enum Points {
    static let match: Int16 = 16
    static let gapStart: Int16 = -3
    static let gapExtension: Int16 = -1
    /// A word's start after punctuation: half a match, so that a word-start
    /// match loses to a plain one once the gap before it passes 8 columns.
    static let boundary: Int16 = match / 2
    static let nonWord: Int16 = match / 2
    /// A camelCase hump or the first digit after a letter: no gap character
    /// marks it, so a point less than a boundary.
    static let camel123: Int16 = boundary + gapExtension
    /// The least a character inside a consecutive run earns: what closing a
    /// gap of one would have cost.
    static let consecutive: Int16 = -(gapStart + gapExtension)
    static let firstCharMultiplier: Int16 = 2
    /// A word's start after white space or at the row's start.
    static let boundaryWhite: Int16 = boundary + 2
    /// A word's start after `/`, `,`, `:`, `;` or `|`.
    static let boundaryDelimiter: Int16 = boundary + 1

    /// The bonus for a character of class `current` after one of `previous`.
    @inline(__always)
    static func bonus(after previous: CharClass, at current: CharClass) -> Int16 {
        compute(after: previous, at: current)
    }

    @inline(__always)
    private static func compute(after previous: CharClass, at current: CharClass) -> Int16 {
        if current > .nonWord {
            switch previous {
            case .white: return boundaryWhite
            case .delimiter: return boundaryDelimiter
            case .nonWord: return boundary
            default: break
            }
        }
        if previous == .lower && current == .upper || previous != .number && current == .number { return camel123 }
        if current == .nonWord { return nonWord }
        if current == .white { return boundaryWhite }
        return 0
    }
}
