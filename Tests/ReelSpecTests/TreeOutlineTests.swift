import Testing
@testable import ReelText
@testable import ReelRows
@testable import ReelModel
@testable import ReelSpec
import SpecTestSupport

/// `--tree`: one wheel per level of an outline, the levels below following
/// the row above.
@Suite struct TreeOutlineTests {
    static let regions = """
    Asia
      Korea
        Seoul
        Busan
      Japan
        Tokyo
        Osaka
        Busan
    Europe
      France
        Paris
        Lyon
      Iceland

    """

    func make(select: [String] = [], tree: String = regions,
              dress: @escaping @Sendable (TreeRows) -> any RowSource = { $0 }) throws -> PickerState {
        try PickerState.tree(tree, select: select, dress: dress)
    }

    func printed(_ state: PickerState) -> String { state.printed }

    func titles(_ wheel: Wheel) -> [String] { wheel.titles }

    @Test func oneWheelPerLevel() throws {
        let state = try make()
        #expect(state.wheels.count == 3)
        #expect(titles(state.wheels[0]) == ["Asia", "Europe"])
        #expect(titles(state.wheels[1]) == ["Korea", "Japan"])
        #expect(titles(state.wheels[2]) == ["Seoul", "Busan"])
        #expect(state.wheels.map(\.width) == [6, 7, 5], "each as wide as its level's widest row")
    }

    @Test func childrenReloadKeepingTheirRowByValue() throws {
        var state = try make(select: ["Asia", "Korea", "Busan"])
        state.focus = .wheel(1)
        #expect(printed(state) == "Asia\tKorea\tBusan\n")
        state.perform(.down)  // Japan: Busan is there too, so it stays
        #expect(titles(state.wheels[2]) == ["Tokyo", "Osaka", "Busan"])
        #expect(printed(state) == "Asia\tJapan\tBusan\n")
        state.perform(.left)
        state.perform(.down)  // Europe: France, whose first city is taken
        #expect(titles(state.wheels[1]) == ["France", "Iceland"])
        #expect(printed(state) == "Europe\tFrance\tParis\n")
        state.perform(.right)
        state.perform(.end)  // Iceland has no cities: one blank row
        #expect(titles(state.wheels[2]) == [""])
        #expect(printed(state) == "Europe\tIceland\t\n")
        #expect(state.wheels[2].measuredWidth == 1)
    }

    @Test func rowsUseTheFieldSyntax() throws {
        let tree = "kr\tKorea\n\tseoul\tSeoul\n\tbusan\tBusan\njp\tJapan\n\ttyo\tTokyo\n"
        var state = try make(tree: tree) { FieldRows(base: $0, delimiter: [0x09], show: FieldRange(first: 2, last: 2), valueField: 1) }
        #expect(titles(state.wheels[0]) == ["Korea", "Japan"])
        state.perform(.down)
        #expect(titles(state.wheels[1]) == ["Tokyo"])
        #expect(printed(state) == "jp\ttyo\n")
    }

    struct Bad: Sendable, CustomTestStringConvertible {
        var tree: String
        var error: TreeOutline.ParseError
        var testDescription: String { tree.debugDescription }
    }

    @Test(arguments: [
        Bad(tree: "a\n   b\n", error: .init(line: 2, problem: .inconsistentIndentation)),
        Bad(tree: "a\n  b\n\tc\n", error: .init(line: 3, problem: .inconsistentIndentation)),
        Bad(tree: "a\n \tb\n", error: .init(line: 2, problem: .inconsistentIndentation)),
        Bad(tree: "  a\n", error: .init(line: 1, problem: .noParent)),
        Bad(tree: "a\n  b\n      c\n", error: .init(line: 3, problem: .noParent)),
        Bad(tree: "", error: .init(line: 0, problem: .empty)),
        Bad(tree: "\n  \n", error: .init(line: 2, problem: .empty)),
    ])
    func badOutlines(_ c: Bad) {
        #expect(throws: c.error) { try TreeOutline(lines: LineRows(c.tree)) }
    }

    @Test func aValueNoRowHasNamesItsLevel() {
        #expect(throws: TreeWheels.NotFound(level: 1, value: Array("Mars".utf8))) { try make(select: ["Asia", "Mars"]) }
    }

    func selected(_ state: PickerState) -> [String] { state.wheels.map { $0.rows.title(at: $0.selectedRow) } }

    /// A program's selection (`Picker.selectRow`) reloads the lower levels as a spin does.
    @Test func aSelectionReloadsTheLowerLevels() throws {
        var state = try make(tree: "France\n  Paris\n  Lyon\nJapan\n  Tokyo\n  Osaka\n  Kyoto\n")
        #expect(selected(state) == ["France", "Paris"])
        state.edit(.select(row: 1, wheel: 0))
        #expect(state.wheels[1].rows.count == 3)
        state.edit(.select(row: 2, wheel: 1))
        #expect(selected(state) == ["Japan", "Kyoto"])
    }

    @Test func aTreeBuiltByHand() throws {
        let outline = try TreeOutline(lines: LineRows("a\n  a1\n  a2\nb\n  b1\n"))
        let tree = TreeWheels(outline: outline, measure: DisplayWidth())
        var state = PickerState(wheels: tree.rows(under: [0, 0]).map { Wheel(rows: $0) })
        state.edit(.dependencies(Dependencies([tree])))
        state.edit(.select(row: 1, wheel: 0))
        #expect(selected(state) == ["b", "b1"])
        #expect(state.wheels[1].rows.count == 1)
    }

    @Test func tabsAndBlankLines() throws {
        let outline = try TreeOutline(lines: LineRows("a\n\n\tb\n\t\tc\nd\n"))
        #expect(outline.depth == 3)
        #expect(outline.roots.map { outline.nodes[$0].line } == [1, 5])
    }
}
