import Foundation
import Testing
@testable import ReelCLI
@testable import ReelCore
@testable import ReelKit
@testable import ReelTerminal

extension TextTests {
    @Suite struct WidthTableTests {
        static let command = "python3 scripts/gen-width-table.py"
        static let repositoryRoot = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent() // Text
            .deletingLastPathComponent() // ReelKitTests
            .deletingLastPathComponent() // Tests
            .deletingLastPathComponent()
        static let python3: String? = ProcessInfo.processInfo.environment["PATH"]?
            .split(separator: ":")
            .map { "\($0)/python3" }
            .first { FileManager.default.isExecutableFile(atPath: $0) }

        @Test(.enabled(if: python3 != nil, "python3 is not installed"))
        func generatedTableIsFresh() throws {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: try #require(Self.python3))
            process.arguments = ["scripts/gen-width-table.py", "--check"]
            process.currentDirectoryURL = Self.repositoryRoot
            let errors = Pipe()
            process.standardError = errors
            try process.run()
            let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            #expect(
                process.terminationStatus == 0,
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
