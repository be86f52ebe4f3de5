import Testing
@testable import ReelText
@testable import ReelRows
@testable import ReelModel

/// The finder alone: a few wheels and the steps it returns, no picker.
@Suite struct FinderTests {
    static let colours = [Wheel(rows: LineRows("Red\nOrange\nYellow\nGreen\nBlue\nBlack\n"))]

    /// Runs `action`, then the ticks a long search needs, collecting steps.
    func steps(_ finder: inout Finder, _ action: Action, wheels: [Wheel] = colours) -> [FindStep]? {
        guard var steps = finder.handle(action, focused: 0, wheels: wheels) else { return nil }
        while finder.isPending { steps += finder.tick(wheels: wheels) }
        return steps
    }

    @Test func actionsThatAreNotTheFindersPassThrough() {
        var finder = Finder()
        for action in [Action.up, .down, .next, .activate, .cancel, .spin(wheel: 0, by: 1)] {
            #expect(finder.handle(action, focused: 0, wheels: Self.colours) == nil)
        }
    }

    @Test func aSearchSaysWhereToGoAndEscGoesBack() {
        var finder = Finder()
        #expect(steps(&finder, .beginSearch) == [])
        #expect(finder.isSearching)
        #expect(steps(&finder, .typed("b", at: 1)) == [FindStep(wheel: 0, row: 4)])
        #expect(steps(&finder, .typed("l", at: 1)) == [FindStep(wheel: 0, row: 4)])
        #expect(finder.note == ToolbarNote(.typing, "/bl", keepsEnd: true))
        // While searching, spinning is still the picker's.
        #expect(finder.handle(.down, focused: 0, wheels: Self.colours) == nil)
        #expect(steps(&finder, .cancel) == [FindStep(wheel: 0, row: 0)], "back to where the search began")
        #expect(!finder.isSearching)
        #expect(finder.note == nil)
    }

    @Test func enterKeepsTheQueryForNAndShiftN() {
        var finder = Finder()
        _ = steps(&finder, .beginSearch)
        _ = steps(&finder, .typed("e", at: 1))
        #expect(steps(&finder, .activate) == [])
        #expect(finder.lastQuery == "e")
        // From Red (row 0): the next row containing "e" is Orange, the previous (wrapping) Blue.
        #expect(steps(&finder, .nextMatch) == [FindStep(wheel: 0, row: 1)])
        #expect(steps(&finder, .previousMatch) == [FindStep(wheel: 0, row: 4)])
    }

    @Test func digitsJumpTheFocusedWheelAndAPauseStartsAgain() {
        let wheels = [Wheel(rows: NumberRows(first: 1, step: 1, count: 20))]
        var finder = Finder()
        #expect(steps(&finder, .typed("1", at: 10), wheels: wheels) == [FindStep(wheel: 0, row: 0)])
        #expect(steps(&finder, .typed("5", at: 10.2), wheels: wheels) == [FindStep(wheel: 0, row: 14)])
        #expect(steps(&finder, .typed("5", at: 12), wheels: wheels) == [FindStep(wheel: 0, row: 4)])
        #expect(steps(&finder, .typed("x", at: 12.1), wheels: wheels) == [], "letters outside a search do nothing")
    }

    @Test func aLongSearchGoesOnInSlicesOnTicks() {
        let many = [Wheel(rows: LineRows((0..<300_000).map { "row \($0)\n" }.joined() + "needle\n"))]
        var finder = Finder()
        _ = finder.handle(.beginSearch, focused: 0, wheels: many)
        #expect(finder.handle(.typed("n", at: 1), focused: 0, wheels: many) == [])
        #expect(finder.isPending, "the key's own slice did not reach the end")
        var ticks = 0, found: [FindStep] = []
        while finder.isPending {
            found += finder.tick(wheels: many)
            ticks += 1
        }
        #expect(found == [FindStep(wheel: 0, row: 300_000)])
        #expect(ticks >= 1)
    }
}
