import Testing
@testable import ReelCLI
@testable import ReelText
@testable import ReelModel
@testable import ReelInput
@testable import ReelSpec
@testable import ReelOutput
@testable import ReelRender
@testable import ReelKit
@testable import ReelTerminal
import CoreTestSupport
import TerminalTestSupport

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

    func make(_ arguments: [String], tree: String = regions) throws -> PickerState {
        let inputs = PickerFactory.Inputs(
            standardInputIsTerminal: false,
            readStandardInput: { _ throws(LineRows.ReadError) in LineRows(tree) },
            readFile: { _, _ throws(LineRows.ReadError) in LineRows(tree) })
        return try PickerFactory.makeState(try ArgumentParser.parse(["--tree", "-"] + arguments), inputs: inputs)
    }

    func printed(_ state: PickerState) -> String {
        String(decoding: OutputFormatter.bytes(for: state, options: OutputOptions()), as: UTF8.self)
    }

    func titles(_ wheel: Wheel) -> [String] { (0..<wheel.rows.count).map(wheel.rows.title(at:)) }

    @Test func oneWheelPerLevel() throws {
        let state = try make([])
        #expect(state.wheels.count == 3)
        #expect(titles(state.wheels[0]) == ["Asia", "Europe"])
        #expect(titles(state.wheels[1]) == ["Korea", "Japan"])
        #expect(titles(state.wheels[2]) == ["Seoul", "Busan"])
        #expect(state.wheels.map(\.width) == [6, 7, 5], "each as wide as its level's widest row")
    }

    @Test func childrenReloadKeepingTheirRowByValue() throws {
        var state = try make(["-s", "Asia,Korea,Busan", "--focus", "2"])
        #expect(printed(state) == "Asia\tKorea\tBusan\n")
        _ = state.apply(.down)  // Japan: Busan is there too, so it stays
        #expect(titles(state.wheels[2]) == ["Tokyo", "Osaka", "Busan"])
        #expect(printed(state) == "Asia\tJapan\tBusan\n")
        _ = state.apply(.left)
        _ = state.apply(.down)  // Europe: France, whose first city is taken
        #expect(titles(state.wheels[1]) == ["France", "Iceland"])
        #expect(printed(state) == "Europe\tFrance\tParis\n")
        _ = state.apply(.right)
        _ = state.apply(.end)  // Iceland has no cities: one blank row
        #expect(titles(state.wheels[2]) == [""])
        #expect(printed(state) == "Europe\tIceland\t\n")
        #expect(state.wheels[2].measuredWidth == 1)
    }

    @Test func rowsUseTheFieldSyntax() throws {
        let tree = "kr\tKorea\n\tseoul\tSeoul\n\tbusan\tBusan\njp\tJapan\n\ttyo\tTokyo\n"
        var state = try make(["--show", "2", "--value", "1"], tree: tree)
        #expect(titles(state.wheels[0]) == ["Korea", "Japan"])
        _ = state.apply(.down)
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

    @Test func messagesNameTheLine() {
        #expect(ReelError.tree(path: "r.txt", .init(line: 3, problem: .noParent)).message
            == "tree 'r.txt' line 3: indented under no parent (more than one level deeper than the line above)")
        #expect(throws: ReelError.selectNotFound(value: "Mars", component: 1, spec: "--tree -")) {
            try make(["-s", "Mars"])
        }
    }

    @Test func tabsAndBlankLines() throws {
        let outline = try TreeOutline(lines: LineRows("a\n\n\tb\n\t\tc\nd\n"))
        #expect(outline.depth == 3)
        #expect(outline.roots.map { outline.nodes[$0].line } == [1, 5])
    }
}
