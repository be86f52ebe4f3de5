import Testing
@testable import ReelText
@testable import ReelRows
@testable import ReelModel
@testable import ReelInput
@testable import ReelRender
import CoreTestSupport
import ModelTestSupport

/// The list look keeps what it is asked for whatever its rows: the
/// border and the title however wide a row, the whole screen when
/// fullscreen, and its own words for its keys (nothing spins there).
@Suite struct ListLookTests {
    let size = TerminalSize(columns: 40, rows: 20)

    func list(_ rows: [String], visible: Int = 4, title: String? = nil) -> PickerState {
        var state = PickerState(wheels: [Wheel(rows: LineRows(rows.joined(separator: "\n") + "\n"))], visibleRows: visible)
        var chrome = state.chrome
        chrome.title = title
        state.edit([.chrome(chrome), .list(true)])
        state.edit(.filter(WheelFilter(wheel: 0)))
        return state
    }

    /// A row wider than the terminal is cut inside the box: the border
    /// and its title stay (they went as soon as one row was too wide).
    @Test func aRowWiderThanTheTerminalKeepsTheBorderAndTitle() {
        var appearance = Appearance()
        appearance.border = .rounded
        let state = list(["short", String(repeating: "/very/long/path", count: 6) + "/file.txt"], title: "Files")
        let frame = Renderer(appearance: appearance).render(state, size: TerminalSize(columns: 60, rows: 20))
        #expect(frame.text.first == "╭" + String(repeating: "─", count: 25) + " Files " + String(repeating: "─", count: 26) + "╮",
                "\(frame.text)")
        #expect(frame.text.last?.hasPrefix("╰") == true && frame.text.last?.hasSuffix("╯") == true)
        #expect(frame.text[2].hasPrefix("│  short"), "\(frame.text)")
        #expect(frame.text[3].hasPrefix("│  /very/long/path") && frame.text[3].hasSuffix("…  │"), "\(frame.text)")
        #expect(frame.lines.allSatisfy { $0.count == 60 })
    }

    /// Fullscreen, a list with no `--rows` of its own takes every line the
    /// rest leaves (it kept the 40% of an inline list, centred).
    @Test func aFullscreenListFillsTheScreen() {
        var appearance = Appearance()
        appearance.fullscreen = true
        appearance.listFillsScreen = true
        let state = list((1...100).map { "row \($0)" }, visible: 8)
        let frame = Renderer(appearance: appearance).render(state, size: size)
        #expect(frame.text.count == 20)
        #expect(frame.text[0].hasPrefix(">") && frame.text[0].hasSuffix("100/100"), "\(frame.text)")
        #expect(frame.text[1].hasPrefix(" row 1 ") && frame.text[18].hasPrefix(" row 18 "), "\(frame.text)")
        #expect(frame.text[19].hasSuffix("[ Done ]"))
        // Asked for a number of rows, it keeps them, centred as before.
        appearance.listFillsScreen = false
        let asked = Renderer(appearance: appearance).render(state, size: size)
        #expect(asked.text.filter { $0.hasPrefix(" row ") }.count == 8)
    }

    /// `--hints` in the list look: what moves the highlight, chooses,
    /// filters; no spinning, no Tab to a wheel that is not there.
    @Test func hintsSayWhatTheListDoes() {
        var appearance = Appearance()
        appearance.hints = true
        let wide = TerminalSize(columns: 80, rows: 20)
        let frame = Renderer(appearance: appearance).render(list(["a", "b", "c"]), size: wide)
        let hints = frame.text.last ?? ""
        #expect(hints.hasPrefix("↑↓ move  PgUp/PgDn page  ⏎ choose  type to filter"), "\(hints)")
        #expect(!hints.contains("spin") && !hints.contains("next"))
        // The wheels keep theirs.
        var wheel = PickerState(wheels: [Wheel(rows: ListRows(["a", "b", "c"]))])
        wheel.edit(.filter(WheelFilter(wheel: 0)))
        let wheels = Renderer(appearance: appearance).render(wheel, size: wide).text.last ?? ""
        #expect(wheels.hasPrefix("↑↓ spin  ⇥ next  ⏎ done"), "\(wheels)")
    }

    /// `?` in the list look (without --filter, whose query takes `?`):
    /// the key table in the list's words.
    @Test func theKeyHelpUsesTheListsWords() {
        var state = list(["a", "b", "c"], visible: 20)
        state.edit(.filter(nil))
        state.perform(.showKeys)
        let text = Renderer().render(state, size: TerminalSize(columns: 100, rows: 40)).text.joined(separator: "\n")
        #expect(text.contains("up k ctrl+p / down j ctrl+n  move the highlight one row"), "\(text)")
        #expect(text.contains("pgup / pgdn  move the highlight a page"))
        #expect(text.contains("choose the highlighted row"))
        #expect(!text.contains("spin") && !text.contains("focus the wheel to the left"), "\(text)")
    }
}

/// A field's line shows its whole value where there is room: a `--multi`
/// field's checked rows, cut with `…` only at the terminal's edge.
@Suite struct FieldLineWidthTests {
    func form() -> PickerState {
        var disks = PickerState(wheels: [Wheel(rows: ListRows(["zram0", "vda", "sdb"]))])
        disks.edit(.multiple(wheel: 0, allowed: true, limit: nil))
        let copies = PickerState(wheels: [Wheel(rows: ListRows(["1", "2", "3"]))])
        var state = PickerState.form([("Disks", disks), ("Copies", copies)])
        state.perform(.checkAll)
        state.perform(.next)
        return state
    }

    @Test func everyCheckedRowIsShown() {
        let state = form()
        let frame = Renderer().render(state, size: TerminalSize(columns: 120, rows: 24))
        #expect(frame.text.contains { $0.hasPrefix("  Disks   zram0, vda, sdb") }, "\(frame.text)")
    }

    @Test func cutOnlyAtTheTerminalsEdge() {
        let frame = Renderer().render(form(), size: TerminalSize(columns: 20, rows: 24))
        let line = frame.text.first { $0.hasPrefix("  Disks") }
        #expect(line == "  Disks   zram0, vd…", "\(frame.text)")
    }
}
