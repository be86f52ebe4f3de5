import Foundation
import Testing
import TestRequirements
@testable import ReelText

extension TextTests {
    @Suite struct WidthTableTests {
        static let command = ".build/venv/bin/python3 scripts/gen-width-table.py"

        /// Runs wherever the pinned Unicode data is installed (PinnedPython).
        @Test(.requires(PinnedPython.path != nil, Comment(rawValue: PinnedPython.skipReason)))
        func generatedTableIsFresh() throws {
            let (status, message) = try PinnedPython.run(["--check"])
            #expect(
                status == 0,
                "EastAsianWidth+Generated.swift is stale. Regenerate it from the repository root with:\n    \(Self.command)\n\(message)"
            )
        }

        @Test func rangesAreSortedAndDisjoint() {
            let ranges = EastAsianWidth.ranges
            #expect(ranges.allSatisfy { $0.first <= $0.last })
            #expect(zip(ranges, ranges.dropFirst()).allSatisfy { $0.last < $1.first })
        }

        @Test func lookupFindsRangeEnds() throws {
            for range in EastAsianWidth.ranges {
                for value in [range.first, range.last] {
                    let scalar = try #require(Unicode.Scalar(value))
                    #expect(EastAsianWidth.widthClass(of: scalar) == range.widthClass)
                }
            }
            #expect(EastAsianWidth.widthClass(of: "a") == nil)
            #expect(EastAsianWidth.widthClass(of: "\u{1F1E6}") == nil)
        }
    }
}
