import Testing
@testable import ReelText
@testable import ReelRows
@testable import ReelModel

/// `CommandCycle.find`: the first cycle among commands that name each other.
@Suite struct CommandCycleTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var names: [[Int]]
        var cycle: [Int]?
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "none", names: [[], [], []], cycle: nil),
        Case(name: "a chain", names: [[], [0], [1], [2]], cycle: nil),
        Case(name: "naming itself", names: [[0], [0, 1]], cycle: nil),
        Case(name: "a pair", names: [[1], [0]], cycle: [0, 1, 0]),
        Case(name: "a ring of three", names: [[2], [0], [1]], cycle: [0, 2, 1, 0]),
        Case(name: "a diamond", names: [[], [0], [0], [1, 2]], cycle: nil),
        Case(name: "a cycle behind a chain", names: [[1], [2], [3], [2]], cycle: [2, 3, 2]),
        Case(name: "out of range", names: [[7], [-1]], cycle: nil),
    ]

    @Test(arguments: cases) func findsTheFirstCycle(_ c: Case) {
        #expect(CommandCycle.find(c.names) == c.cycle)
    }

    /// A chain of 100,000 costs no stack.
    @Test func aLongChainIsNoCycleAndNoRecursion() {
        let names = (0..<100_000).map { $0 == 0 ? [] : [$0 - 1] }
        #expect(CommandCycle.find(names) == nil)
        #expect(CommandCycle.find(names.enumerated().map { $0.offset == 0 ? [99_999] : $0.element }) != nil)
    }
}
