import Testing
@testable import ReelText
@testable import ReelRows
@testable import ReelModel
@testable import ReelInput
@testable import ReelRender
import CoreTestSupport

/// The table look (`--layout list`): the query line and the position on
/// one line, the rows from the top, left-aligned across the width, the
/// highlight on the chosen row, headers above, long rows cut where they
/// matter.
@Suite struct ListRenderTests {
    let size = TerminalSize(columns: 40, rows: 24)
    static let paths = ["./Sources/Wheel/WheelLayout.swift", "./README.md", "./Tests/WheelLayoutTests.swift",
                        "./docs/wheel.md", "./Sources/Render/Renderer+WheelLine.swift"]

    func list(_ rows: [String], filter: Bool = true, visible: Int = 4, header: [String] = []) -> PickerState {
        var state = PickerState(wheels: [Wheel(rows: LineRows(rows.joined(separator: "\n") + "\n"))], visibleRows: visible)
        var chrome = state.chrome
        chrome.header = header
        state.edit([.chrome(chrome), .list(true)])
        if filter { state.edit(.filter(WheelFilter(wheel: 0))) }
        return state
    }

    func band(_ frame: Frame, _ renderer: Renderer = Renderer()) -> [Int] {
        frame.lines.indices.filter { frame.lines[$0].contains { $0.style.background == renderer.theme.band.background } }
    }

    @Test func theQueryLineThenTheRowsFromTheTop() {
        var state = list(Self.paths)
        for c in "whl" { _ = state.press(.character(c), at: 1) }
        let frame = Renderer().render(state, size: size)
        #expect(frame.text == [
            "> whl                                4/5",
            " ./Tests/WheelLayoutTests.swift         ",
            " ./Sources/Wheel/WheelLayout.swift      ",
            " …urces/Render/Renderer+WheelLine.swift ",
            " ./docs/wheel.md                        ",
            "                                [ Done ]",
        ], "\(frame.text)")
        #expect(band(frame) == [1], "the best match is chosen, at the top")
        #expect(frame.cursor?.line == 0 && frame.cursor?.column == 5, "the cursor where the query is typed")
    }

    @Test func theHighlightMovesAndTheListScrollsNearTheEdge() {
        let rows = (1...30).map { "row \($0)" }
        var state = list(rows, filter: false, visible: 6)
        let renderer = Renderer()
        #expect(band(renderer.render(state, size: size)) == [1])
        for _ in 0..<3 { state.perform(.down) }
        var frame = renderer.render(state, size: size)
        #expect(band(frame) == [4])
        #expect(frame.text[1].hasPrefix(" row 1 "), "\(frame.text)")
        state.perform(.down)
        frame = renderer.render(state, size: size)
        #expect(band(frame) == [4], "two rows from the bottom edge, the list moves instead")
        #expect(frame.text[1].hasPrefix(" row 2 "))
        #expect(frame.text[0].hasSuffix("5/30"), "the position without a filter: \(frame.text[0])")
    }

    @Test func headersStandAboveTheRowsAndAreNeverRows() {
        let state = list(["USER PID COMMAND", "root 1 init", "me 42 reel"], filter: false, header: ["Pick a process"])
        var withHeaderLine = state
        var wheel = withHeaderLine.wheels[0]
        wheel.keepHeader(lines: 1)
        withHeaderLine.edit(.wheels([wheel]))
        let frame = Renderer().render(withHeaderLine, size: size)
        #expect(Array(frame.text.prefix(4)) == [
            "                                     1/2",
            " Pick a process                         ",
            " USER PID COMMAND                       ",
            " root 1 init                            ",
        ], "\(frame.text)")
        #expect(withHeaderLine.wheels[0].rows.count == 2)
    }

    @Test func aClickChoosesTheRowUnderIt() {
        var state = list((1...30).map { "row \($0)" }, filter: false, visible: 6)
        let layout = Renderer().layout(state, size: size)
        let hit = layout.hit(line: 3, column: 5)
        #expect(hit == .listRow(0, row: 2, visible: 6))
        let action = MouseMap.action(for: Mouse(.press(0), row: 3, column: 5), hit: hit, state: state)
        #expect(action == .choose(wheel: 0, row: 2))
        state.perform(action!)
        #expect(state.wheels[0].selectedRow == 2)
    }

    /// Wheels cut long rows the same way: the matches slide into view.
    @Test func aWheelShowsTheMatchesOfALongRow() {
        var state = PickerState(wheels: [Wheel(rows: LineRows("aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaXYZ\n"),
                                                  alignment: .left)])
        state.edit(.filter(WheelFilter(wheel: 0)))
        for c in "xyz" { _ = state.press(.character(c), at: 1) }
        let frame = Renderer().render(state, size: size)
        #expect(frame.text.contains { $0.contains("…aaaa") && $0.contains("XYZ") }, "\(frame.text)")
    }

    func typed(_ query: String, _ rows: [String], visible: Int = 4) -> PickerState {
        var state = list(rows, visible: visible)
        for c in query { _ = state.press(.character(c), at: 1) }
        return state
    }

    /// The characters of `line` drawn underlined: the matches shown.
    func underlined(_ line: [Frame.Cell]) -> String {
        line.filter { $0.style.attributes.contains(.underline) }.map(\.text).joined()
    }

    /// fzf's `..struct.ByteString.html` for `bytestr`: a long row whose
    /// match lies near its end shows its end, so two rows that differ
    /// there read differently.
    @Test func aLongRowShowsTheEndAfterItsMatch() {
        let rows = ["/home/me/.rustup/toolchains/stable/share/doc/rust/html/bstr/struct.ByteStr.html",
                    "/home/me/.rustup/toolchains/stable/share/doc/rust/html/bstr/struct.ByteString.html"]
        let frame = Renderer().render(typed("bytestr", rows), size: size)
        #expect(Array(frame.text[1...2]).sorted() == [
            " …oc/rust/html/bstr/struct.ByteStr.html ",
            " …rust/html/bstr/struct.ByteString.html ",
        ], "\(frame.text)")
        #expect(underlined(frame.lines[1]).lowercased() == "bytestr" && underlined(frame.lines[2]).lowercased() == "bytestr")
    }

    /// With several terms too far apart for the column, the last term and
    /// what follows it: the file names that tell the rows apart.
    @Test func severalTermsKeepTheLastAndWhatFollows() {
        let rows = ["/usr/lib/google-cloud-sdk/lib/securetransport/googlecloudsdk/services/revisions/transports/grpc.py",
                    "/usr/lib/google-cloud-sdk/lib/securetransport/googlecloudsdk/services/revisions/transports/rest.py"]
        let frame = Renderer().render(typed("securetransport transports", rows), size: size)
        #expect(Array(frame.text[1...2]).sorted() == [
            " …services/revisions/transports/grpc.py ",
            " …services/revisions/transports/rest.py ",
        ], "\(frame.text)")
        #expect(underlined(frame.lines[1]) == "transports")
    }

    /// Rows under a fixed header (`--header-lines`) slide as every row
    /// does; the header stays as it is, cut at its end.
    @Test func rowsUnderAFixedHeaderSlide() {
        var state = list(["PATH                                                      SIZE",
                          "/var/log/journal/0123456789abcdef/system@0001.journal     8M",
                          "/var/log/journal/0123456789abcdef/user-1000@0002.journal  2M"], visible: 3)
        var wheel = state.wheels[0]
        wheel.keepHeader(lines: 1)
        state.edit(.wheels([wheel]))
        for c in "user" { _ = state.press(.character(c), at: 1) }
        let frame = Renderer().render(state, size: size)
        #expect(Array(frame.text.prefix(3)) == [
            "> user                               2/2",
            " PATH                                  …",
            " …6789abcdef/user-1000@0002.journal  2M ",
        ], "\(frame.text)")
        #expect(underlined(frame.lines[2]) == "user")
    }

    /// Widths are display columns: CJK takes two, a combining mark none;
    /// the underline falls on the matched characters after the slide.
    @Test func slidRowsCountDisplayColumns() {
        let rows = ["/home/사용자/문서/보고서/2024/회의록/최종본-수정.pdf",
                    "/cafe\u{301}/re\u{301}sume\u{301}s/2024/archives/old/cafe\u{301}-menu-de\u{301}jeuner.txt"]
        let narrow = TerminalSize(columns: 24, rows: 24)
        var frame = Renderer().render(typed("최종", rows), size: narrow)
        #expect(frame.text[1] == " …의록/최종본-수정.pdf  ", "a column of padding where 회 would straddle: \(frame.text)")
        #expect(underlined(frame.lines[1]) == "최종")
        frame = Renderer().render(typed("menu", rows), size: narrow)
        #expect(frame.text[1] == " …afe\u{301}-menu-de\u{301}jeuner.txt ", "\(frame.text)")
        #expect(underlined(frame.lines[1]) == "menu")
        #expect(frame.lines[1].reduce(0) { $0 + $1.width } == 24)
    }

    @Test func keepRightShowsTheEnd() {
        var appearance = Appearance()
        appearance.keepsRight = true
        let state = list(["/a/very/long/path/that/does/not/fit/in/forty/columns/file.txt"], filter: false)
        let frame = Renderer(appearance: appearance).render(state, size: size)
        #expect(frame.text[1] == " …at/does/not/fit/in/forty/columns/file.txt".prefix(40).description
                || frame.text[1].hasSuffix("file.txt ") || frame.text[1].hasSuffix("file.txt"), "\(frame.text)")
        #expect(frame.text[1].hasPrefix(" …"))
    }
}

/// A `--preview` pane's output never moves the picker: it takes the
/// terminal's width whatever the command printed.
@Suite struct PreviewWidthTests {
    @Test func thePickerStaysWhereItIsAsThePreviewChangesWidth() throws {
        var state = PickerState(wheels: [Wheel(rows: ListRows(["a", "b", "c"]))])
        let template = try Template(parsing: "show {1}")
        state.edit(.preview(CommandFeed(target: .preview, template: template, maxRows: 3), lines: 2))
        _ = state.apply(.tick, at: 0)
        _ = state.apply(.commandOutput(.preview, run: 1, bytes: Array("short\n".utf8)), at: 0.1)
        let size = TerminalSize(columns: 60, rows: 20)
        let narrow = Renderer().layout(state, size: size)
        #expect(state.preview?.lines == ["short"])
        _ = state.apply(.commandOutput(.preview, run: 1, bytes: Array((String(repeating: "wide ", count: 10) + "\n").utf8)), at: 0.2)
        let wide = Renderer().layout(state, size: size)
        #expect(narrow.columns[0].start == wide.columns[0].start)
        #expect(narrow.content.width == 60)
    }
}
