@testable import ReelCLI
@testable import ReelText
@testable import ReelModel
@testable import ReelInput
@testable import ReelSpec
@testable import ReelOutput
@testable import ReelRender
@testable import ReelKit
@testable import ReelTerminal
import Testing
import CoreTestSupport
import TerminalTestSupport

/// What the `reel` command builds — presets and `--tree` — made from the
/// public API alone and driven through `Picker`, as `Sources/reel` must be.
@Suite struct CommandLinePickerTests {
    static func inputs(files: [String: String] = [:]) -> PickerFactory.Inputs {
        PickerFactory.Inputs(
            standardInputIsTerminal: true,
            readStandardInput: { _ throws(LineRows.ReadError) in LineRows("") },
            readFile: { path, _ throws(LineRows.ReadError) in LineRows(files[path] ?? "") },
            now: LocalTime(day: CalendarDay(year: 2024, month: 1, day: 31), hour: 9, minute: 30),
            locale: nil)
    }

    func picker(_ arguments: [String], files: [String: String] = [:]) throws -> Picker {
        let configuration = try ArgumentParser.parse(arguments)
        try PickerFactory.validate(configuration)
        return try PickerFactory.makePicker(configuration, inputs: Self.inputs(files: files))
    }

    /// `!CMD`, `--preview`, `--on-change` and `--live` are what a program
    /// gets from the library's setters: the same feeds, the same watch.
    @Test func commandOptionsAreTheLibrarysSetters() throws {
        let picker = try picker(["-c", "a,b", "-c", "!echo {1}", "--select", "x", "--preview", "cat {2}",
                                 "--preview-lines", "3", "--on-change", "echo {}", "--live", "-d", ":"])
        var library = Picker(components: [.init(["a", "b"]), .init(["-"])])
        try library.setRowsCommand("echo {1}", forComponent: 1, selecting: "x", separator: ":")
        try library.setPreviewCommand("cat {2}", lines: 3, separator: ":")
        try library.setChangeCommand("echo {}", separator: ":")
        #expect(picker.state.commands.feeds == library.state.commands.feeds)
        #expect(picker.state.watch == library.state.watch)
        #expect(picker.state.preview?.feed == library.state.preview?.feed)
        #expect(picker.state.preview?.height == 3)
        #expect(picker.options.report != nil, "--live queues a report for stdout on each settled change")
        #expect(picker.options.onSettledChange == nil)
        #expect(try self.picker(["-c", "a,b"]).options.report == nil)
    }

    @Test func datePresetFollowsTheMonthThroughSelectRow() throws {
        var picker = try picker(["--preset", "date"])
        let days = (0..<picker.numberOfComponents).first { picker.numberOfRows(inComponent: $0) == 31 }
        let day = try #require(days)
        let month = try #require((0..<picker.numberOfComponents).first { picker.numberOfRows(inComponent: $0) == 12 })
        picker.selectRow(30, inComponent: day)
        picker.selectRow(1, inComponent: month)
        // February 2024: the day wheel reloaded to 29 days and clamped.
        #expect(picker.numberOfRows(inComponent: day) == 29)
        #expect(picker.selectedRow(inComponent: day) == 28)
    }

    @Test func treeOutlineReloadsTheLowerLevels() throws {
        let outline = "France\n  Paris\n  Lyon\nJapan\n  Tokyo\n  Osaka\n  Kyoto\n"
        var picker = try picker(["--tree", "places.txt"], files: ["places.txt": outline])
        #expect(picker.selection.titles == ["France", "Paris"])
        picker.selectRow(1, inComponent: 0)
        #expect(picker.numberOfRows(inComponent: 1) == 3)
        picker.selectRow(2, inComponent: 1)
        #expect(picker.selection.titles == ["Japan", "Kyoto"])
    }

    @Test func aTreeBuiltByHandFromPublicTypes() throws {
        let outline = try TreeOutline(lines: LineRows("a\n  a1\n  a2\nb\n  b1\n"))
        let tree = TreeWheels(outline: outline, measure: DisplayWidth())
        var state = PickerState(wheels: tree.rows(under: [0, 0]).map { Wheel(rows: $0) })
        state.dependencies = Dependencies([tree])
        var picker = Picker(state: state)
        picker.selectRow(1, inComponent: 0)
        #expect(picker.selection.titles == ["b", "b1"])
        #expect(picker.numberOfRows(inComponent: 1) == 1)
    }
}
