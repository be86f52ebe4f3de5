import ReelModel
import ReelText

/// What one `--component SPEC` asks for, before any input is read.
package enum ComponentSpec: Equatable, Sendable {
    case numbers(NumberRows)
    case letters(LetterRows)
    /// Items as the argument's bytes, printed exactly as given.
    case list([[UInt8]])
    /// `-`: lines from standard input.
    case standardInput
    /// `@path`: lines from a file.
    case file(String)
    /// `!CMD`: the output lines of `/bin/sh -c CMD`, its placeholders
    /// (`{1}`, `{2.row}`, `{}`) each filled in as one quoted shell word.
    case command(String)

    /// Rows of the person's own (a comma list, stdin, a file, a command),
    /// not a range: `--filter` gives each such wheel a query.
    package var isList: Bool {
        switch self {
        case .numbers, .letters: false
        case .list, .standardInput, .file, .command: true
        }
    }

    /// Parses the grammar the man page gives (SPEC). Anything with two or more dots in a
    /// row must be a range; any other word is a list (of one row, maybe).
    ///
    /// Takes the argument's bytes: list items keep them, invalid UTF-8
    /// included, since they print as given. A range is ASCII or an error,
    /// and a path and a command are text (as the library takes them), read
    /// from the bytes with U+FFFD for what is not UTF-8.
    package static func parse(_ bytes: [UInt8]) throws(SpecError) -> ComponentSpec {
        let spec = String(decoding: bytes, as: UTF8.self)
        switch bytes.first {
        case UInt8(ascii: "-") where bytes.count == 1:
            return .standardInput
        case UInt8(ascii: "@"):
            guard bytes.count > 1 else { throw SpecError(spec: spec, problem: .emptyPath) }
            return .file(String(decoding: bytes.dropFirst(), as: UTF8.self))
        case UInt8(ascii: "!"):
            let command = String(decoding: bytes.dropFirst(), as: UTF8.self)
            guard !command.allSatisfy(\.isWhitespace) else { throw SpecError(spec: spec, problem: .emptyCommand) }
            return .command(command)
        default:
            if spec.contains(literal: "..") { return try parseRange(spec) }
            guard !bytes.isEmpty else { throw SpecError(spec: spec, problem: .emptyList) }
            let items = CommaList.split(bytes)
            if let empty = items.firstIndex(of: []) {
                throw SpecError(spec: spec, problem: .emptyItem(empty + 1))
            }
            return .list(items)
        }
    }

    /// The same for text (tests, Swift callers).
    package static func parse(_ spec: String) throws(SpecError) -> ComponentSpec {
        try parse(Array(spec.utf8))
    }

    private static func parseRange(_ spec: String) throws(SpecError) -> ComponentSpec {
        var body = Substring(spec)
        var step = 1
        if let slash = body.lastIndex(of: "/") {
            let stepText = body[body.index(after: slash)...]
            guard let parsed = Int(stepText) else {
                throw SpecError(spec: spec, problem: .badStep(String(stepText)))
            }
            guard parsed > 0 else { throw SpecError(spec: spec, problem: .badStep(String(stepText))) }
            step = parsed
            body = body[..<slash]
        }
        let halfOpen: Bool
        let lower: Substring, upper: Substring
        if let r = body.firstRange(ofLiteral: "..<") {
            halfOpen = true
            (lower, upper) = (body[..<r.lowerBound], body[r.upperBound...])
        } else if let r = body.firstRange(ofLiteral: "...") {
            halfOpen = false
            (lower, upper) = (body[..<r.lowerBound], body[r.upperBound...])
        } else {
            throw SpecError(spec: spec, problem: .notARange)
        }
        guard !lower.isEmpty else { throw SpecError(spec: spec, problem: .missingBound("lower")) }
        guard !upper.isEmpty else { throw SpecError(spec: spec, problem: .missingBound("upper")) }
        if upper.contains(".") || lower.hasSuffix(".") { throw SpecError(spec: spec, problem: .notARange) }

        if let a = Int(lower), let b = Int(upper) {
            let count = try rowCount(from: a, to: b, step: step, halfOpen: halfOpen, spec: spec)
            let padding = [lower, upper].contains(where: isZeroPadded) ? max(digits(lower), digits(upper)) : 0
            return .numbers(NumberRows(first: a, step: b >= a ? step : -step, count: count, padding: padding))
        }
        if let a = letter(lower), let b = letter(upper) {
            guard a.properties.isLowercase == b.properties.isLowercase else {
                throw SpecError(spec: spec, problem: .mixedBounds)
            }
            let count = try rowCount(from: Int(a.value), to: Int(b.value), step: step, halfOpen: halfOpen, spec: spec)
            return .letters(LetterRows(first: a, step: b.value >= a.value ? step : -step, count: count))
        }
        let kinds = [kind(of: lower), kind(of: upper)]
        if kinds.contains(.digits) && !kinds.contains(.other) && !kinds.contains(.letter) {
            throw SpecError(spec: spec, problem: .tooLarge)
        }
        if kinds.contains(.other) {
            throw SpecError(spec: spec, problem: .badBound(String(kinds[0] == .other ? lower : upper)))
        }
        throw SpecError(spec: spec, problem: .mixedBounds)
    }

    private enum BoundKind { case digits, letter, other }

    private static func kind(of bound: Substring) -> BoundKind {
        let body = bound.hasPrefix("-") ? bound.dropFirst() : bound
        if !body.isEmpty, body.allSatisfy(\.isASCII), body.allSatisfy(\.isNumber) { return .digits }
        return letter(bound) != nil ? .letter : .other
    }

    private static func rowCount(from a: Int, to b: Int, step: Int, halfOpen: Bool, spec: String) throws(SpecError) -> Int {
        // The span in UInt, which holds any two Ints' distance: a range
        // with a huge step (`-5...9223372036854775807/9223372036854775807`)
        // has few rows though its bounds are 2^63 apart.
        var span = NumberRows.distance(from: min(a, b), to: max(a, b), along: 1) ?? 0
        if halfOpen {
            guard span > 0 else { throw SpecError(spec: spec, problem: .empty) }
            span -= 1
        }
        // Compared before the + 1, which passes UInt.max on `-9223372036854775808...9223372036854775807`.
        let steps = span / UInt(step)
        guard steps < UInt(Int32.max) else { throw SpecError(spec: spec, problem: .tooLarge) }
        return Int(steps) + 1
    }

    private static func isZeroPadded(_ bound: Substring) -> Bool {
        let digits = bound.drop { $0 == "-" }
        return digits.count > 1 && digits.first == "0"
    }

    private static func digits(_ bound: Substring) -> Int { bound.drop { $0 == "-" }.count }

    /// One ASCII letter: the ranges `a...z` and `A...F`.
    private static func letter(_ bound: Substring) -> Unicode.Scalar? {
        guard bound.unicodeScalars.count == 1, let scalar = bound.unicodeScalars.first,
              scalar.isASCII, scalar.properties.isAlphabetic else { return nil }
        return scalar
    }
}
