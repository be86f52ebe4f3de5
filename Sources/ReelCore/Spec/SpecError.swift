import ReelModel
import ReelText

/// A component SPEC that cannot be read, with the words to say why.
package struct SpecError: Error, Equatable, Sendable {
    package var spec: String
    package var problem: Problem

    package enum Problem: Equatable, Sendable {
        case notARange, missingBound(String), badBound(String), mixedBounds, badStep(String)
        case empty, tooLarge, emptyList, emptyItem(Int), emptyPath, emptyCommand
    }

    static let rangeFormats = "write A...B or A..<B with two numbers or two letters, e.g. 1...20, 0..<60, 0...55/5, a...z"

    package var message: String {
        let what: String
        switch problem {
        case .notARange: what = "is not a range; \(Self.rangeFormats)"
        case .missingBound(let side): what = "has no \(side) bound; \(Self.rangeFormats)"
        case .badBound(let bound): what = "has a bound '\(bound)' that is neither a number nor a letter; \(Self.rangeFormats)"
        case .mixedBounds: what = "mixes a number and a letter, or a lower- and an upper-case letter; \(Self.rangeFormats)"
        case .badStep(let step): what = "has step '\(step)'; a step is a whole number above 0, as in 0...55/5"
        case .empty: what = "is an empty range"
        case .tooLarge: what = "has too many rows (more than 2147483647)"
        case .emptyList: what = "is empty; give a range, a comma list, - for stdin, @file or !command"
        case .emptyItem(let n): what = "has an empty item \(n) (write \\, for a comma inside an item)"
        case .emptyPath: what = "names no file after @"
        case .emptyCommand: what = "names no command after !"
        }
        return Escaped.message("component '\(spec)' \(what)")
    }
}
